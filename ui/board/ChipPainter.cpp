// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/ChipPainter.h"

#include "Theme.h"
#include "board/RenderedPixmap.h"

#include <QFontMetrics>
#include <QPainter>
#include <QStyleOptionViewItem>

#include <algorithm>

namespace scouter::ui {

namespace {
// A chip's pixmap reaches a pixel past it on each side: a selected row's outline straddles its edge.
constexpr int kEdge = 1;
} // namespace

QFont ChipPainter::font(const QFont& viewFont) {
    QFont small = viewFont;
    small.setPointSizeF(viewFont.pointSizeF() * 0.9);
    return small;
}

std::vector<ChipPainter::Chip> ChipPainter::layout(const QStringList& chips, const QFont& font, QPoint origin,
                                                   int width) {
    if (chips.isEmpty()) {
        return {}; // most rows have none: their size hints are asked at every layout of the view
    }
    const QFontMetrics metrics(font);
    const int textRoom = std::max(width - 2 * kGap - 2 * kPadding - 2, metrics.averageCharWidth() * 6);
    std::vector<Chip> out;
    int x = origin.x() + kGap;
    int y = origin.y() + kGap;
    int lineHeight = 0;
    for (const QString& chip : chips) {
        const QRect text = metrics.boundingRect(QRect(0, 0, textRoom, 10000), Qt::TextWordWrap, chip);
        // Two pixels of slack: drawn in exactly its measured width, a wrapped text may break once
        // more ("Save owed at turn start" on three lines in a chip two lines high).
        const QSize size(text.width() + 2 * kPadding + 2, text.height() + 2);
        if (x > origin.x() + kGap && x + size.width() > origin.x() + width - kGap) {
            x = origin.x() + kGap;
            y += lineHeight + kGap;
            lineHeight = 0;
        }
        out.push_back({QRect(QPoint(x, y), size), chip});
        x += size.width() + kGap;
        lineHeight = std::max(lineHeight, size.height());
    }
    return out;
}

std::vector<ChipPainter::Chip> ChipPainter::placed(const QStringList& chips, const QFont& font, QPoint origin,
                                                   int width) const {
    if (chips.isEmpty()) {
        return {};
    }
    std::vector<Chip> out =
        m_layouts.get(font, LayoutKey{width, chips}, [&] { return layout(chips, font, QPoint(0, 0), width); });
    for (Chip& chip : out) {
        chip.rect.translate(origin);
    }
    return out;
}

void ChipPainter::paint(QPainter& painter, const QStyleOptionViewItem& option, const std::vector<Chip>& chips,
                        const QVariantList& tones, const QFont& font, qreal radiusCap) const {
    // On the selected row an outline keeps the chip apart from the highlight behind it.
    const QRgb line =
        option.state.testFlag(QStyle::State_Selected) ? option.palette.color(QPalette::HighlightedText).rgba() : 0;
    const int ratio = qRound(painter.device()->devicePixelRatioF() * 100);
    for (std::size_t i = 0; i < chips.size(); ++i) {
        const Chip& chip = chips[i];
        const ToneColours colours =
            toneColours(toneFrom(tones.value(static_cast<qsizetype>(i)).toInt()), option.palette);
        const LookKey key{chip.rect.size(),
                          qRound(std::min<qreal>(chip.rect.height() / 2.0, radiusCap) * 100),
                          colours.fill.rgba(),
                          colours.text.rgba(),
                          line,
                          chip.text,
                          ratio};
        painter.drawPixmap(chip.rect.topLeft() - QPoint(kEdge, kEdge),
                           m_looks.get(font, key, [&] { return drawn(key, font); }));
    }
}

QPixmap ChipPainter::drawn(const LookKey& key, const QFont& font) {
    return renderedPixmap(key.size.grownBy(QMargins(kEdge, kEdge, kEdge, kEdge)), key.ratio / 100.0, [&](QPainter& on) {
        const QRect rect(QPoint(kEdge, kEdge), key.size);
        on.setPen(key.line != 0 ? QPen(QColor::fromRgba(key.line), 1) : QPen(Qt::NoPen));
        on.setBrush(QColor::fromRgba(key.fill));
        const qreal radius = key.radius / 100.0;
        on.drawRoundedRect(rect, radius, radius);
        on.setFont(font);
        on.setPen(QColor::fromRgba(key.text));
        on.drawText(rect.adjusted(kPadding, 1, -kPadding, -1), Qt::AlignCenter | Qt::TextWordWrap, key.words);
    });
}

size_t qHash(const ChipPainter::LookKey& key, size_t seed) noexcept {
    return qHashMulti(seed, key.size.width(), key.size.height(), key.radius, key.fill, key.text, key.line, key.words,
                      key.ratio);
}

size_t qHash(const ChipPainter::LayoutKey& key, size_t seed) noexcept {
    return qHashMulti(seed, key.width, key.chips);
}

} // namespace scouter::ui
