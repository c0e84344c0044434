// SPDX-License-Identifier: GPL-3.0-or-later
#include "library/RecordsEditor.h"
#include "library/RecordsDelegate.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace scouter::ui {

RecordsEditor::RecordsEditor(const engine::SheetField& field, QWidget* parent)
    : QWidget(parent), m_model(new RecordsTableModel(field, this)) {
    const QString key = QString::fromStdString(field.key);
    m_view = new QTableView;
    m_view->setObjectName(QStringLiteral("records-") + key);
    m_view->setModel(m_model);
    m_view->setItemDelegate(new RecordsDelegate(m_view));
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::SelectedClicked |
                            QAbstractItemView::EditKeyPressed | QAbstractItemView::AnyKeyPressed);
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->setMinimumHeight(140);
    m_view->setToolTip(QString::fromStdString(field.help));

    const auto button = [&](const QString& text, const QString& name, const QString& tip) {
        auto* made = new QPushButton(text);
        made->setObjectName(name + QLatin1Char('-') + key);
        made->setToolTip(tip);
        return made;
    };
    m_add = button(tr("Add"), QStringLiteral("add"), tr("A new entry after the selected one"));
    m_remove = button(tr("Remove"), QStringLiteral("remove"), tr("Remove the selected entry"));
    m_up = button(tr("Up"), QStringLiteral("up"), tr("Move the selected entry up"));
    m_down = button(tr("Down"), QStringLiteral("down"), tr("Move the selected entry down"));
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_add);
    buttons->addWidget(m_remove);
    buttons->addWidget(m_up);
    buttons->addWidget(m_down);
    buttons->addStretch();
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);
    layout->addLayout(buttons);

    connect(m_add, &QPushButton::clicked, this, [this] {
        const int row = currentRow() < 0 ? m_model->rowCount() : currentRow() + 1;
        m_model->addRecord(row);
        selectRow(row);
    });
    connect(m_remove, &QPushButton::clicked, this, [this] {
        const int row = currentRow();
        if (row >= 0 && m_model->removeRows(row, 1)) {
            selectRow(std::min(row, m_model->rowCount() - 1));
        }
    });
    connect(m_up, &QPushButton::clicked, this, [this] {
        const int row = currentRow();
        if (m_model->moveRecord(row, -1)) {
            selectRow(row - 1);
        }
    });
    connect(m_down, &QPushButton::clicked, this, [this] {
        const int row = currentRow();
        if (m_model->moveRecord(row, 1)) {
            selectRow(row + 1);
        }
    });
    for (const auto signal : {&QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved}) {
        connect(m_model, signal, this, &RecordsEditor::changed);
    }
    connect(m_model, &QAbstractItemModel::rowsMoved, this, &RecordsEditor::changed);
    connect(m_model, &QAbstractItemModel::modelReset, this, &RecordsEditor::changed);
    connect(m_model, &QAbstractItemModel::dataChanged, this,
            [this](const QModelIndex&, const QModelIndex&, const QList<int>& roles) {
                // The editor's own answer (the rules' messages) changes only how cells look.
                if (!roles.contains(RecordsTableModel::ProblemRole)) {
                    Q_EMIT changed();
                }
            });
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &RecordsEditor::updateButtons);
    connect(this, &RecordsEditor::changed, this, &RecordsEditor::updateButtons);
    updateButtons();
}

int RecordsEditor::currentRow() const {
    const QModelIndex current = m_view->selectionModel()->currentIndex();
    return current.isValid() ? current.row() : -1;
}

void RecordsEditor::selectRow(int row) {
    if (row < 0 || row >= m_model->rowCount()) {
        m_view->selectionModel()->clearCurrentIndex();
        updateButtons();
        return;
    }
    m_view->selectionModel()->setCurrentIndex(m_model->index(row, 0),
                                              QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    updateButtons();
}

void RecordsEditor::updateButtons() {
    const int row = currentRow();
    m_add->setEnabled(m_model->rowCount() < m_model->field().maximum);
    m_remove->setEnabled(row >= 0);
    m_up->setEnabled(row > 0);
    m_down->setEnabled(row >= 0 && row + 1 < m_model->rowCount());
}

} // namespace scouter::ui
