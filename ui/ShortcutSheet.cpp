// SPDX-License-Identifier: GPL-3.0-or-later
#include "ShortcutSheet.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QTableWidget>
#include <QVBoxLayout>

namespace scouter::ui {

namespace {

QString plain(QString text) {
    text.remove(QLatin1Char('&'));
    text.remove(QStringLiteral("…"));
    return text;
}

void collect(const QMenu* menu, const QString& path, QList<QPair<QString, QString>>& out) {
    for (QAction* action : menu->actions()) {
        if (action->isSeparator() || !action->isVisible()) {
            continue;
        }
        QStringList keys;
        for (const QKeySequence& key : action->shortcuts()) {
            keys.append(key.toString(QKeySequence::NativeText));
        }
        // A submenu's own key opens it (the ARC's commands with choices).
        if (!keys.isEmpty()) {
            out.append({path + QStringLiteral(" › ") + plain(action->text()), keys.join(QStringLiteral(", "))});
        }
        if (action->menu() != nullptr) {
            collect(action->menu(), path + QStringLiteral(" › ") + plain(action->text()), out);
        }
    }
}

} // namespace

QList<QPair<QString, QString>> ShortcutSheet::entries(const QMenuBar* menus) {
    QList<QPair<QString, QString>> out;
    for (QAction* top : menus->actions()) {
        if (top->menu() != nullptr && top->isVisible()) {
            collect(top->menu(), plain(top->text()), out);
        }
    }
    return out;
}

ShortcutSheet::ShortcutSheet(const QMenuBar* menus, QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("Keyboard Shortcuts"));
    setObjectName(QStringLiteral("shortcutSheet"));
    const auto rows = entries(menus);
    auto* table = new QTableWidget(static_cast<int>(rows.size()), 2, this);
    table->setObjectName(QStringLiteral("shortcutTable"));
    table->setHorizontalHeaderLabels({tr("Command"), tr("Keys")});
    table->verticalHeader()->hide();
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    for (int row = 0; row < rows.size(); ++row) {
        table->setItem(row, 0, new QTableWidgetItem(rows[row].first));
        table->setItem(row, 1, new QTableWidgetItem(rows[row].second));
    }

    auto* hint = new QLabel(tr("In the lists, arrows move, Enter acts and Tab goes to the next part of the window. "
                               "On the grid, arrows pan the view."),
                            this);
    hint->setWordWrap(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(table, 1);
    layout->addWidget(hint);
    layout->addWidget(buttons);
    resize(520, 480);
}

} // namespace scouter::ui
