// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

class QMenu;
class QWidget;

namespace scouter::ui {

class PlayerVisibility;

// The ARC's say over one combatant on the players' screen, as a submenu of the board's context
// menu: "On the players' screen" › Follow the Rules / Reveal / Hide, the current one checked.
class PlayerViewMenu {
public:
    // A submenu owned by `parent`, acting on `players` for `combatant` when an entry is chosen.
    [[nodiscard]] static QMenu* make(PlayerVisibility& players, const QString& combatant, QWidget* parent);
};

} // namespace scouter::ui
