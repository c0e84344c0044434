// SPDX-License-Identifier: GPL-3.0-or-later
#include "library/RecordsDelegate.h"
#include "library/RecordsTableModel.h"

#include <QComboBox>
#include <QLineEdit>

#include <algorithm>

namespace scouter::ui {

namespace {

// The key the cell shows, when its model is a RecordsTableModel.
[[nodiscard]] const engine::SheetField* keyOf(const QModelIndex& index) {
    const auto* model = qobject_cast<const RecordsTableModel*>(index.model());
    return model == nullptr ? nullptr : &model->column(index.column());
}

// Longer than any whole number the sheet holds, with its sign: what is longer is no number anyway.
constexpr int kLongestNumber = 20;

} // namespace

QWidget* RecordsDelegate::createEditor(QWidget* parent, const QStyleOptionViewItem& option,
                                       const QModelIndex& index) const {
    const engine::SheetField* sub = keyOf(index);
    if (sub == nullptr) {
        return QStyledItemDelegate::createEditor(parent, option, index);
    }
    switch (sub->kind) {
    case engine::SheetField::Kind::Choice: {
        auto* box = new QComboBox(parent);
        for (const engine::Choice& choice : sub->choices) {
            box->addItem(QString::fromStdString(choice.label), QString::fromStdString(choice.id));
        }
        return box;
    }
    case engine::SheetField::Kind::Integer: {
        // Not a spin box held to the bounds: it drops a key that leads outside them as it is typed
        // (the minus of -3 went, and 3 was stored). The cell keeps the number and says what is wrong.
        auto* edit = new QLineEdit(parent);
        edit->setMaxLength(kLongestNumber);
        edit->setPlaceholderText(tr("%1 to %2").arg(sub->minimum).arg(sub->maximum));
        edit->setToolTip(tr("%1 to %2").arg(sub->minimum).arg(sub->maximum));
        return edit;
    }
    case engine::SheetField::Kind::Text: {
        auto* edit = new QLineEdit(parent);
        edit->setMaxLength(std::max(1, sub->maximum));
        edit->setPlaceholderText(QString::fromStdString(sub->help));
        return edit;
    }
    case engine::SheetField::Kind::Flag:
    case engine::SheetField::Kind::IntegerList:
    case engine::SheetField::Kind::Records:
        return nullptr;
    }
    return nullptr;
}

void RecordsDelegate::setEditorData(QWidget* editor, const QModelIndex& index) const {
    const QVariant value = index.data(Qt::EditRole);
    if (auto* box = qobject_cast<QComboBox*>(editor)) {
        box->setCurrentIndex(std::max(0, box->findData(value.toString())));
    } else if (auto* edit = qobject_cast<QLineEdit*>(editor)) {
        edit->setText(value.toString());
    } else {
        QStyledItemDelegate::setEditorData(editor, index);
    }
}

void RecordsDelegate::setModelData(QWidget* editor, QAbstractItemModel* model, const QModelIndex& index) const {
    if (auto* box = qobject_cast<QComboBox*>(editor)) {
        model->setData(index, box->currentData());
    } else if (auto* edit = qobject_cast<QLineEdit*>(editor)) {
        model->setData(index, edit->text().trimmed());
    } else {
        QStyledItemDelegate::setModelData(editor, model, index);
    }
}

} // namespace scouter::ui
