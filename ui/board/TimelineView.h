// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QTreeView>

namespace scouter::ui {

class TimelineModel;

// The timeline as a tree of lanes under a ruler of ticks (TimelineRuler, TimelineDelegate): each
// combatant's lane with its marker, its spans' lanes under it. The arrows walk the combatants;
// while a tie is being ordered, Ctrl+Up and Ctrl+Down move the current one earlier or later in it.
class TimelineView : public QTreeView {
    Q_OBJECT

public:
    explicit TimelineView(TimelineModel& model, QWidget* parent = nullptr);

protected:
    void keyPressEvent(QKeyEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    // Every lane open after its rows moved, as expandAll leaves them.
    void openLanes();
    // The Name column as wide as its widest name or span label shown.
    void fitNames();

    TimelineModel& m_model;
};

} // namespace scouter::ui
