// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "LayoutCache.h"
#include "StaticItemText.h"
#include "board/ChipPainter.h"
#include "board/StyledSizes.h"

#include <QPixmap>
#include <QRect>
#include <QStyledItemDelegate>

#include <optional>

class QPalette;

namespace scouter::ui {

// Paints the timeline's lanes (TimelineModel::Lane): a combatant's marker at its next action
// tick (filled in the highlight's colour when it has priority, ringed amber when it owes a
// movement declaration, a pause sign while it holds, its place in a tie written in it), and a
// span as a bar over the ticks it covers (movement blue with a notch at its next declaration,
// windows green, holds grey and hatched with a notch where preempting opens). The current tick's
// column is shaded in every lane, so "now" reads down the whole board. A marker's marks
// (TimelineModel::Marks: damage, posture, binds, cover...) are chips in their tones, wrapping
// within their column, each with its own tooltip. Colours come from the palette, so it reads in
// light and dark themes alike.
class TimelineDelegate : public QStyledItemDelegate {
    Q_OBJECT

public:
    using QStyledItemDelegate::QStyledItemDelegate;

    // Which ticks a lane `width` pixels wide shows: from a little before now, one column each.
    struct Scale {
        int first = 1;
        int count = 1;
        int step = 24; // pixels per tick
        [[nodiscard]] int centre(int tick, const QRect& lane) const {
            return lane.left() + (tick - first) * step + step / 2;
        }
        [[nodiscard]] bool shows(int tick) const { return tick >= first && tick < first + count; }
    };
    [[nodiscard]] static Scale scale(std::optional<int> now, int width);

    void paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override;
    [[nodiscard]] QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;
    bool helpEvent(QHelpEvent* event, QAbstractItemView* view, const QStyleOptionViewItem& option,
                   const QModelIndex& index) override;

    // The colours a lane draws with, for the palette in use.
    struct Colours {
        QColor grid;
        QColor now;
        QColor marker;
        QColor priority;
        QColor due;
        QColor movement;
        QColor window;
        QColor hold;
        QColor text;
    };
    [[nodiscard]] static Colours colours(const QPalette& palette);

    // What a marker's disc looks like: its size, colours, rings and what is written in it.
    struct MarkerKey {
        int radius = 0;
        bool due = false;
        bool priority = false;
        bool held = false;
        int tie = 0;
        QRgb fill = 0;
        QRgb base = 0;
        QRgb dueRing = 0;
        QRgb priorityRing = 0;
        int ratio = 100;
        friend bool operator==(const MarkerKey&, const MarkerKey&) = default;
    };

private:
    void paintMarks(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const;
    // A marker's marks laid out in `cell`.
    [[nodiscard]] std::vector<ChipPainter::Chip> placeMarks(const QModelIndex& index, const QFont& viewFont,
                                                            const QRect& cell) const;
    static void paintGrid(QPainter* painter, const QRect& lane, const Scale& scale, std::optional<int> now,
                          const Colours& colours);
    void paintMarker(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index,
                     const Scale& scale, const Colours& colours) const;
    // The disc `key` describes, centred in a square pixmap reaching past its priority ring.
    [[nodiscard]] static QPixmap disc(const MarkerKey& key, const QFont& bold);
    static void paintSpan(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index,
                          const Scale& scale, const Colours& colours);

    // The style's sizes of the texts already laid out: the view asks every row's after a change.
    StyledSizes m_styledSizes;
    // The names, ticks and a marker's words, each laid out once.
    StaticItemText m_text;
    // The markers' discs as drawn: a lane's antialiased rings were most of a timeline's repaint.
    mutable LayoutCache<MarkerKey, QPixmap> m_discs{256};
    // A marker's marks, each laid out and drawn once.
    ChipPainter m_chips;
};

size_t qHash(const TimelineDelegate::MarkerKey& key, size_t seed = 0) noexcept;

} // namespace scouter::ui
