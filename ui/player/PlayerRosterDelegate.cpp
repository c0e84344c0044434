// SPDX-License-Identifier: GPL-3.0-or-later
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
constexpr int kChipGap = 6;
const QColor kText(0xf4, 0xf4, 0xf4);
const QColor kCurrentBand(0x26, 0x32, 0x38);
const QColor kMarker(0xff, 0xd5, 0x4f);
const QColor kNeutralChip(0x1f, 0x5f, 0xa8);

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

// A PC's pools one to a line ("Health 40/60", "Mana 20/30"): narrow enough beside the grid.
QString lines(const QString& health) {
    return health.split(QStringLiteral(" · ")).join(QLatin1Char('\n'));
}

QFont chipFont(const QFont& font) {
    QFont small = font;
    small.setPixelSize(std::max(12, font.pixelSize() * 3 / 4));
    return small;
}

// Where each chip goes when they wrap in `width`, from (0, 0).
QList<QRect> chipPlaces(const QStringList& chips, const QFont& font, int width) {
    const QFontMetrics metrics(font);
    const int height = metrics.height() + 6;
    QList<QRect> places;
    int x = 0;
    int y = 0;
    for (const QString& chip : chips) {
        const int chipWidth = metrics.horizontalAdvance(chip) + 16;
        if (x > 0 && x + chipWidth > width) {
            x = 0;
            y += height + 4;
        }
        places.append(QRect(x, y, chipWidth, height));
        x += chipWidth + kChipGap;
    }
    return places;
}

// Every row keeps a line for chips, so a condition put on or taken off moves no row under it.
int chipsHeight(const QStringList& chips, const QFont& font, int width) {
    const QList<QRect> places = chipPlaces(chips, font, width);
    return places.isEmpty() ? QFontMetrics(font).height() + 6 : places.back().bottom() + 1;
}

// The health as wrapped in `width`: a long track ("Wounded, Dazed, Recovery (Wounded) from round
// 603") takes more lines in its own column, never the name's room.
QRect healthBounds(const QFontMetrics& metrics, const QString& health, int width) {
    return metrics.boundingRect(QRect(0, 0, std::max(width, 1), 100000), Qt::TextWordWrap, lines(health));
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
    const QRect text = cell.adjusted(kPad, kPad / 2, -kPad, -kPad / 2);
    if (index.column() == PublicRoster::Health) {
        const bool full = index.data(PublicRoster::FullRole).toBool();
        const auto tone = static_cast<engine::Tone>(index.data(PublicRoster::HealthToneRole).toInt());
        painter->setFont(font);
        painter->setPen(full ? kText : healthColour(tone));
        // On the name's line, the conditions' line under both.
        painter->drawText(text, Qt::AlignTop | Qt::TextWordWrap, lines(index.data().toString()));
    } else if (index.column() == PublicRoster::Name) {
        painter->fillRect(QRect(cell.left(), cell.top() + 4, kSideBar, cell.height() - 8),
                          index.data(PublicRoster::SideColourRole).value<QColor>());
        // Whose turn it is: a marker before the name, in the row's lighter band.
        const int marker = QFontMetrics(font).horizontalAdvance(QStringLiteral("▶ "));
        const QRect name = text.adjusted(kSideBar + marker, 0, 0, 0);
        const QStringList chips = index.data(PublicRoster::ChipsRole).toStringList();
        const QFont small = chipFont(font);
        // The name on the row's first line, beside the health's first line; the chips under it.
        const QRect nameLine(name.left(), name.top(), name.width(), QFontMetrics(font).height());
        if (index.data(PublicRoster::CurrentRole).toBool()) {
            painter->setFont(font);
            painter->setPen(kMarker);
            painter->drawText(QRect(text.left() + kSideBar, nameLine.top(), marker, nameLine.height()),
                              Qt::AlignVCenter, QStringLiteral("▶"));
        }
        font.setBold(true);
        painter->setFont(font);
        painter->setPen(kText);
        // One line, cut with "…" when the column is narrow: a name never shrinks to nothing.
        const QString whole = index.data().toString();
        painter->drawText(nameLine, Qt::AlignVCenter,
                          QFontMetrics(font).elidedText(whole, Qt::ElideRight, nameLine.width()));
        // Its conditions under the name, as chips in their tones.
        const QVariantList tones = index.data(PublicRoster::ChipTonesRole).toList();
        const QList<QRect> places = chipPlaces(chips, small, name.width());
        painter->setFont(small);
        for (int i = 0; i < chips.size(); ++i) {
            const QRect place = places[i].translated(name.left(), nameLine.bottom() + 4);
            const auto tone = i < tones.size() ? static_cast<engine::Tone>(tones[i].toInt()) : engine::Tone::Neutral;
            // A neutral chip in a steady blue: the window's palette is no desktop theme's.
            const ToneColours colours = tone == engine::Tone::Neutral ? ToneColours{kNeutralChip, Qt::white}
                                                                      : toneColours(tone, option.palette);
            QPainterPath pill;
            pill.addRoundedRect(QRectF(place), place.height() / 2.0, place.height() / 2.0);
            painter->fillPath(pill, colours.fill);
            painter->setPen(colours.text);
            painter->drawText(place, Qt::AlignCenter, chips[i]);
        }
    }
    painter->restore();
}

QSize PlayerRosterDelegate::sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const {
    const QFontMetrics metrics(option.font);
    const int line = metrics.height() + kPad;
    if (index.column() == PublicRoster::Health) {
        // Its natural width; its height as wrapped in the column's width when the table gives it.
        const QString health = index.data().toString();
        const QSize natural = metrics.size(0, lines(health));
        const int room = option.rect.width() > 2 * kPad ? option.rect.width() - 2 * kPad : natural.width();
        const QRect wrapped = healthBounds(metrics, health, room);
        return {natural.width() + 2 * kPad, std::max(line, wrapped.height() + kPad)};
    }
    if (index.column() != PublicRoster::Name) {
        return {0, line};
    }
    QFont bold = option.font;
    bold.setBold(true);
    const int lead = 2 * kPad + kSideBar + metrics.horizontalAdvance(QStringLiteral("▶ "));
    const int width = QFontMetrics(bold).horizontalAdvance(index.data().toString()) + lead;
    // The chips wrap in the column's width, which the table gives in option.rect.
    const int room = option.rect.width() > lead ? option.rect.width() - lead : width - lead;
    const int chips = chipsHeight(index.data(PublicRoster::ChipsRole).toStringList(), chipFont(option.font), room);
    return {width, line + chips + 4};
}

} // namespace scouter::ui
