#pragma once

#include <QStyledItemDelegate>

namespace scouter::ui {

#include <QRect>
#include <QStringList>

#include <vector>

// Paints the board's Life and Ki as bars with their numbers, the pools as pips (Actions, then
// the round's Counter Action, then converted ones in outline), and conditions as chips that wrap
// within their column (the row grows to show them all). Colours come from the palette, so the
// board reads in light and dark themes alike, on a selected row too. The Initiative column's
// editor checks what is typed against the rules as it is typed.
class BoardDelegate : public QStyledItemDelegate {
    Q_OBJECT

public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override;
    [[nodiscard]] QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;
    [[nodiscard]] QWidget* createEditor(QWidget* parent, const QStyleOptionViewItem& option,
                                        const QModelIndex& index) const override;

    // The fill colour of a bar at `fraction` of its maximum: green, amber below half, red below a quarter.
    [[nodiscard]] static QColor barColour(double fraction, bool ki);

    struct Chip {
        QRect rect;
        QString text;
    };
    // Where each chip goes in a cell `width` wide from `origin`: side by side while they fit, then
    // on the next line; a chip wider than the cell wraps its words.
    [[nodiscard]] static std::vector<Chip> layoutChips(const QStringList& chips, const QFont& font, QPoint origin,
                                                       int width);
    [[nodiscard]] static QFont chipFont(const QFont& font);

Q_SIGNALS:
    // What is wrong with the initiative being typed, empty once it is fine.
    void initiativeChecked(const QString& problem);

protected:
    bool eventFilter(QObject* object, QEvent* event) override;

private:
    void paintBar(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const;
    void paintPools(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const;
    void paintChips(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const;
};

} // namespace scouter::ui
