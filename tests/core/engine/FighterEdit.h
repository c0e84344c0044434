// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fatewalker/SharedFighter.h"

#include <string>
#include <utility>

namespace scouter::engine::fatewalker {

// An event's fighter as a test needs it: an event's fighters never change once made, so the test
// makes the changed fighter and puts it in.
template <class Change> void editFighter(Fighters& fighters, const std::string& id, Change change) {
    Fighter fighter = fighters[id];
    change(fighter);
    fighters[id] = std::move(fighter);
}

} // namespace scouter::engine::fatewalker
