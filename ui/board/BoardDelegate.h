// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/Description.h"

#include "LayoutCache.h"
#include "StaticItemText.h"
#include "board/ChipPainter.h"
#include "board/StyledSizes.h"

#include <QPixmap>
#include <QRect>
#include <QStringList>
#include <QStyledItemDelegate>

#include <functional>
#include <vector>

class QAbstractItemView;
class QHelpEvent;

namespace scouter::ui {

// Paints the ruleset's board cells by their kind (InitiativeBoardModel::KindRole): a Bar with its
// numbers, Pips (filled ones left, spent ones faint), Chips that wrap within their column (the row
// grows to show them all) in their tone's colours, and Text as any cell. Colours come from the
// palette and the Theme's tones, so the board reads in light and dark themes alike, on a selected
// row too; a chip's own tooltip shows when the pointer is on it. The Initiative column's editor
// checks what is typed against the rules as it is typed.
class BoardDelegate : public QStyledItemDelegate {
    Q_OBJECT

public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override;
    [[nodiscard]] QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;
    [[nodiscard]] QWidget* createEditor(QWidget* parent, const QStyleOptionViewItem& option,
                                        const QModelIndex& index) const override;
    bool helpEvent(QHelpEvent* event, QAbstractItemView* view, const QStyleOptionViewItem& option,
                   const QModelIndex& index) override;

    // The fill of a bar in `tone`: green, amber, red, and blue for a neutral pool.
    [[nodiscard]] static QColor barColour(engine::Tone tone);
    // The width Pips cells need for `count` pips.
    [[nodiscard]] static int pipsWidth(int count);

    using Chip = ChipPainter::Chip;
    // What a wrapped cell's height depends on besides the font.
    struct WrappedKey {
        int kind = 0;
        int width = 0;
        QStringList texts;
        friend bool operator==(const WrappedKey&, const WrappedKey&) = default;
    };
    // What a bar or a row of pips looks like: its size, how much of it is filled and in which
    // colours, its label, and the screen's pixel ratio.
    struct PixmapKey {
        enum class Kind { Bar, Pips };
        using enum Kind;
        Kind kind = Kind::Bar;
        QSize size;
        int amount = 0;
        int most = 0;
        QRgb fill = 0;
        QRgb back = 0;
        QString label;
        int ratio = 100;
        friend bool operator==(const PixmapKey&, const PixmapKey&) = default;
    };
    // Shows the tooltip `tips` gives the chip under a help event (the board's and the timeline's
    // chips alike); false when the event is on no chip with words of its own.
    static bool showChipTip(const QHelpEvent& event, QAbstractItemView& view, const std::vector<Chip>& chips,
                            const QStringList& tips);

Q_SIGNALS:
    // What is wrong with the initiative being typed, empty once it is fine.
    void initiativeChecked(const QString& problem);

protected:
    bool eventFilter(QObject* object, QEvent* event) override;

private:
    void paintBar(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const;
    void paintPips(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const;
    void paintChips(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const;
    // The chips laid out in `cell`, their block centred in its height (a row taller for its other cells).
    [[nodiscard]] std::vector<Chip> placeChips(const QStringList& chips, const QFont& viewFont,
                                               const QRect& cell) const;
    // A name or initiative cell's size as the style lays it out, by everything that layout reads.
    [[nodiscard]] QSize styledSize(const QStyleOptionViewItem& option, const QModelIndex& index) const;

    // The height of a cell whose texts wrap (chips, a ruleset's text), laid out by `measure` once
    // for the same kind, width, texts and font.
    [[nodiscard]] int wrappedHeight(engine::BoardColumn::Kind kind, const QFont& font, int width,
                                    const QStringList& texts, const std::function<int()>& measure) const;

    // The style's sizes of the names and initiatives already laid out: the view asks every row's
    // after each change (a board of 200 shaped each name several times per command).
    StyledSizes m_styledSizes;
    // The same for the cells that wrap: a review's jump laid every row's chips out again.
    mutable LayoutCache<WrappedKey, int> m_wrappedHeights{4096};
    // The bars (their numbers too) and pips as drawn: each command changes a few, and the board
    // repaints all it shows. Drawn again each time, they were two fifths of a board's repaint.
    mutable LayoutCache<PixmapKey, QPixmap> m_pixmaps{256};
    // The names and initiatives, each laid out once.
    StaticItemText m_text;
    // The chips, each laid out and drawn once.
    ChipPainter m_chips;
};

size_t qHash(const BoardDelegate::WrappedKey& key, size_t seed = 0) noexcept;
size_t qHash(const BoardDelegate::PixmapKey& key, size_t seed = 0) noexcept;

} // namespace scouter::ui
