#include "player/PlayerRosterDelegate.h"

#include "Theme.h"
#include "player/PublicRoster.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace scouter::ui {

namespace {

constexpr int kPad = 10;
constexpr int kSideBar = 8;
const QColor kText(0xf4, 0xf4, 0xf4);
const QColor kCurrentBand(0x26, 0x32, 0x38);
const QColor kMarker(0xff, 0xd5, 0x4f);

// The health word in its tone, light enough on near-black.
QColor healthColour(engine::Tone tone) {
    switch (tone) {
    case engine::Tone::Good:
        return {0x81, 0xc7, 0x84};
    case engine::Tone::Warning:
        return {0xff, 0xca, 0x28};
    case engine::Tone::Bad:
        return {0xef, 0x53, 0x50};
    case engine::Tone::Neutral:
        break;
    }
    return kText;
}

} // namespace

PlayerRosterDelegate::PlayerRosterDelegate(QObject* parent) : QStyledItemDelegate(parent) {}

void PlayerRosterDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option,
                                 const QModelIndex& index) const {
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    const QRect cell = option.rect;
    if (index.data(PublicRoster::CurrentRole).toBool()) {
        painter->fillRect(cell, kCurrentBand);
    }
    QFont font = option.font;
    painter->setFont(font);
    const QRect text = cell.adjusted(kPad, 0, -kPad, 0);
    switch (index.column()) {
    case PublicRoster::Name: {
        painter->fillRect(QRect(cell.left(), cell.top() + 4, kSideBar, cell.height() - 8),
                          index.data(PublicRoster::SideColourRole).value<QColor>());
        font.setBold(true);
        painter->setFont(font);
        painter->setPen(kText);
        painter->drawText(text.adjusted(kSideBar, 0, 0, 0), Qt::AlignVCenter | Qt::TextWordWrap,
                          index.data().toString());
        break;
    }
    case PublicRoster::Turn:
        painter->setPen(kMarker);
        painter->drawText(cell, Qt::AlignCenter, index.data().toString());
        break;
    case PublicRoster::Health: {
        const bool full = index.data(PublicRoster::FullRole).toBool();
        painter->setPen(
            full ? kText : healthColour(static_cast<engine::Tone>(index.data(PublicRoster::HealthToneRole).toInt())));
        painter->drawText(text, Qt::AlignVCenter | Qt::TextWordWrap, index.data().toString());
        break;
    }
    case PublicRoster::Conditions: {
        // Chips wrap onto more lines when the column is narrow; sizeHint() makes room for them.
        const QStringList chips = index.data(PublicRoster::ChipsRole).toStringList();
        const QVariantList tones = index.data(PublicRoster::ChipTonesRole).toList();
        font.setPixelSize(std::max(12, font.pixelSize() * 3 / 4));
        painter->setFont(font);
        const QFontMetrics metrics(font);
        const int height = metrics.height() + 6;
        int x = text.left();
        int y = cell.top() + kPad / 2;
        for (int i = 0; i < chips.size(); ++i) {
            const int width = metrics.horizontalAdvance(chips[i]) + 16;
            if (x > text.left() && x + width > text.right()) {
                x = text.left();
                y += height + 4;
            }
            const auto tone = i < tones.size() ? static_cast<engine::Tone>(tones[i].toInt()) : engine::Tone::Neutral;
            const ToneColours colours = toneColours(tone, option.palette);
            QPainterPath pill;
            pill.addRoundedRect(QRectF(x, y, width, height), height / 2.0, height / 2.0);
            painter->fillPath(pill, colours.fill);
            painter->setPen(colours.text);
            painter->drawText(QRect(x, y, width, height), Qt::AlignCenter, chips[i]);
            x += width + 6;
        }
        break;
    }
    default:
        break;
    }
    painter->restore();
}

QSize PlayerRosterDelegate::sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const {
    const QFontMetrics metrics(option.font);
    const int line = metrics.height() + kPad;
    if (index.column() == PublicRoster::Turn) {
        return {metrics.horizontalAdvance(QStringLiteral("▶")) + 2 * kPad, line};
    }
    if (index.column() == PublicRoster::Conditions) {
        QFont small = option.font;
        small.setPixelSize(std::max(12, small.pixelSize() * 3 / 4));
        const QFontMetrics chipMetrics(small);
        // As paint() wraps them in the column's width (the table gives it in option.rect).
        const int room = option.rect.width() > 0 ? option.rect.width() - 2 * kPad : 1 << 20;
        int width = 0;
        int x = 0;
        int lines = 1;
        for (const QString& chip : index.data(PublicRoster::ChipsRole).toStringList()) {
            const int chipWidth = chipMetrics.horizontalAdvance(chip) + 16;
            if (x > 0 && x + chipWidth > room) {
                x = 0;
                ++lines;
            }
            x += chipWidth + 6;
            width = std::max(width, x);
        }
        const int chipLines = lines * (chipMetrics.height() + 10) + kPad / 2;
        return {std::max(width, metrics.horizontalAdvance(QStringLiteral("Conditions"))), std::max(line, chipLines)};
    }
    const int width = metrics.horizontalAdvance(index.data().toString()) + 2 * kPad +
                      (index.column() == PublicRoster::Name ? kSideBar : 0);
    return {width, line};
}

} // namespace scouter::ui
