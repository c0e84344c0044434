// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <stdexcept>

namespace scouter::engine {

// A ScriptedDice could not give the face a roll asked for. Always a bug in the script
// (a test or a scenario), never something a player can cause.
class DiceScriptError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

} // namespace scouter::engine
