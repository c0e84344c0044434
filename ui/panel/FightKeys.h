// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class QWidget;

namespace scouter::ui {

// Lets the keys that act on the fight through while a number or choice field of `area` has the
// keyboard. A spin box claims every printable key and Ctrl+Z for its own text, so without this
// ] (next target), O (next offeree), a ruleset's letters (N, L) and Undo were dead
// once the table had typed a die: the field never uses letters, brackets or an undo of its own.
// Free-text fields keep all their keys.
class FightKeys : public QObject {
    Q_OBJECT

public:
    // Watches the application's events for the widgets inside `area`; stops with `area`.
    explicit FightKeys(QWidget* area);
    ~FightKeys() override;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QWidget* m_area;
};

} // namespace scouter::ui
