// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "library/RecordsTableModel.h"

#include <QWidget>

class QPushButton;
class QTableView;

namespace scouter::ui {

// A Records field of the character editor (the weapons): its table, edited in place with the
// delegate's inputs, and the buttons that add, remove and reorder its entries. `changed` fires on
// every edit so the editor judges the sheet again.
class RecordsEditor : public QWidget {
    Q_OBJECT

public:
    explicit RecordsEditor(const engine::SheetField& field, QWidget* parent = nullptr);

    [[nodiscard]] RecordsTableModel& model() const { return *m_model; }
    [[nodiscard]] QTableView& view() const { return *m_view; }
    [[nodiscard]] QPushButton& addButton() const { return *m_add; }
    [[nodiscard]] QPushButton& removeButton() const { return *m_remove; }
    [[nodiscard]] QPushButton& upButton() const { return *m_up; }
    [[nodiscard]] QPushButton& downButton() const { return *m_down; }

Q_SIGNALS:
    void changed();

private:
    [[nodiscard]] int currentRow() const;
    void selectRow(int row);
    void updateButtons();

    RecordsTableModel* m_model = nullptr;
    QTableView* m_view = nullptr;
    QPushButton* m_add = nullptr;
    QPushButton* m_remove = nullptr;
    QPushButton* m_up = nullptr;
    QPushButton* m_down = nullptr;
};

} // namespace scouter::ui
