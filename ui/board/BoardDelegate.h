#pragma once

#include <QStyledItemDelegate>

namespace scouter::ui {

// Paints the board's Life and Ki as bars with their numbers, the pools as pips (Actions, then
// the round's Counter Action, then converted ones in outline), and conditions as chips.
// Colours come from the palette, so the board reads in light and dark themes alike.
class BoardDelegate : public QStyledItemDelegate {
    Q_OBJECT

public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override;
    [[nodiscard]] QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;

    // The fill colour of a bar at `fraction` of its maximum: green, amber below half, red below a quarter.
    [[nodiscard]] static QColor barColour(double fraction, bool ki);

private:
    void paintBar(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const;
    void paintPools(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const;
    void paintChips(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const;
};

} // namespace scouter::ui
