// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStyledItemDelegate>

namespace scouter::ui {

// Edits a RecordsTableModel's cells with the input its key's kind calls for: a combo box of the
// choices for a Choice, a line edit for an Integer (the number kept as typed, sign and all, and the
// cell saying when it lies outside the rules' bounds), a line edit no longer than the bound for a
// Text. A Flag is the cell's own check box (no editor).
class RecordsDelegate : public QStyledItemDelegate {
    Q_OBJECT

public:
    using QStyledItemDelegate::QStyledItemDelegate;

    [[nodiscard]] QWidget* createEditor(QWidget* parent, const QStyleOptionViewItem& option,
                                        const QModelIndex& index) const override;
    void setEditorData(QWidget* editor, const QModelIndex& index) const override;
    void setModelData(QWidget* editor, QAbstractItemModel* model, const QModelIndex& index) const override;
};

} // namespace scouter::ui
