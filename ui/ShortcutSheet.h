// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QMenuBar;
class QTableWidget;

namespace scouter::ui {

// The keyboard sheet (F1): every menu command that has a shortcut, read from the menus as they
// are now, so it can never list a key that does nothing, plus the keys the views handle directly.
class ShortcutSheet : public QDialog {
    Q_OBJECT

public:
    ShortcutSheet(const QMenuBar* menus, QWidget* parent = nullptr);

    // "Menu › Command" and its keys, in menu order.
    [[nodiscard]] static QList<QPair<QString, QString>> entries(const QMenuBar* menus);
};

} // namespace scouter::ui
