// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "LayoutCache.h"

#include <QFont>
#include <QPixmap>
#include <QRect>
#include <QStringList>
#include <QVariantList>

#include <vector>

class QPainter;
class QStyleOptionViewItem;

namespace scouter::ui {

// The chips of a cell (the board's conditions, the timeline's marks), in their tones' colours and
// outlined on a selected row. Where they go is laid out once for the same texts, width and font,
// and each chip as it looks is drawn once and kept: a board repaints every chip it shows after each
// command and at each step of a review, and shaping their words again each time was most of the
// cost of a row that has any.
class ChipPainter {
public:
    struct Chip {
        QRect rect;
        QString text;
    };
    static constexpr int kGap = 3;     // between chips, and between them and the cell's edges
    static constexpr int kPadding = 5; // between a chip's edge and its words

    // The font chips are written in: a little smaller than the view's.
    [[nodiscard]] static QFont font(const QFont& viewFont);
    // Where each chip goes in a cell `width` wide from `origin`: side by side while they fit, then
    // on the next line; a chip wider than the cell wraps its words.
    [[nodiscard]] static std::vector<Chip> layout(const QStringList& chips, const QFont& font, QPoint origin,
                                                  int width);
    // The same, laid out once for these texts, width and font.
    [[nodiscard]] std::vector<Chip> placed(const QStringList& chips, const QFont& font, QPoint origin, int width) const;

    // Paints `chips` (placed in `font`) with the tones `tones` gives them in order, their corners
    // rounded to half their height but at most `radiusCap`.
    void paint(QPainter& painter, const QStyleOptionViewItem& option, const std::vector<Chip>& chips,
               const QVariantList& tones, const QFont& font, qreal radiusCap) const;

    // What a chip looks like: its size and corners, its colours (no outline when `line` is 0), its
    // words and the screen's pixel ratio.
    struct LookKey {
        QSize size;
        int radius = 0; // hundredths of a pixel
        QRgb fill = 0;
        QRgb text = 0;
        QRgb line = 0;
        QString words;
        int ratio = 100;
        friend bool operator==(const LookKey&, const LookKey&) = default;
    };
    struct LayoutKey {
        int width = 0;
        QStringList chips;
        friend bool operator==(const LayoutKey&, const LayoutKey&) = default;
    };

private:
    [[nodiscard]] static QPixmap drawn(const LookKey& key, const QFont& font);

    mutable LayoutCache<LayoutKey, std::vector<Chip>> m_layouts{2048};
    mutable LayoutCache<LookKey, QPixmap> m_looks{512};
};

size_t qHash(const ChipPainter::LookKey& key, size_t seed = 0) noexcept;
size_t qHash(const ChipPainter::LayoutKey& key, size_t seed = 0) noexcept;

} // namespace scouter::ui
