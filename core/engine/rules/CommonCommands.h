// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/Description.h"

namespace scouter::engine {

// The ARC's commands every ruleset has in the same words, because the core carries them out
// (events::EncounterEnded, events::CombatantLeft): a ruleset lists them among its arcCommands.
class CommonCommands {
public:
    [[nodiscard]] static CommandDescription endEncounter();
    [[nodiscard]] static CommandDescription removeCombatant();
};

} // namespace scouter::engine
