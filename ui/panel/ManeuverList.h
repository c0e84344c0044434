// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "LayoutCache.h"

#include <QWidget>

class QLineEdit;
class QTreeView;

namespace scouter::ui {

class ManeuverModel;

// The action panel's list of maneuvers under their groups, with a line to find one by typing
// (Ctrl+F): a few letters of its name ("del" for Delay) list every maneuver whose name holds each
// typed word, allowed now or not, and Enter chooses the first. Without typed words it lists what
// the rules allow now, or every maneuver when the panel asks for all.
class ManeuverList : public QWidget {
    Q_OBJECT

public:
    ManeuverList(ManeuverModel& model, QWidget* parent = nullptr);

    [[nodiscard]] QTreeView& view() const { return *m_view; }
    [[nodiscard]] QLineEdit& findLine() const { return *m_find; }
    // Hides the rows not to list: see the class comment; `chosen` stays listed whatever it is.
    void showRows(bool all, const QString& chosen);
    // Opens the groups holding something allowed now and closes the others.
    void foldGroups();
    // Puts the keyboard on the typed name, emptied.
    void focusFind();

Q_SIGNALS:
    // The typed words changed: the panel lists the rows again.
    void findChanged();
    // Enter in the typed name: the first maneuver listed.
    void picked(const QString& maneuver);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    [[nodiscard]] bool found(const QModelIndex& row) const;
    // The cost column as wide as the longest cost the model holds (at least the usual one's), as
    // far as the names leave room: a name is never cut, a cost only when both cannot fit.
    void fitCosts();
    // A text's width in a font, measured once: the same names and costs come back at every refresh.
    [[nodiscard]] int widthOf(const QString& text, const QFont& font);

    ManeuverModel& m_model;
    QLineEdit* m_find;
    QTreeView* m_view;
    LayoutCache<QString, int> m_widths{4096}; // by text
};

} // namespace scouter::ui
