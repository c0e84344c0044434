// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The long encounters the benchmarks of every ruleset share: fighters of the ruleset's own sheets
// and a scene of its own commands that goes on as long as asked (engine, store and widget
// benchmarks alike, so "10,000 events" means the same play in each).
#include "fatewalker/FwCommands.h"
#include "rules/Command.h"
#include "rules/Encounter.h"
#include "rules/EncounterBuilder.h"

#include <functional>
#include <optional>
#include <string>

namespace bench {

enum class Rules { True20, Fatewalker };

// The registry's name of the ruleset ("true20", "fatewalker").
[[nodiscard]] std::string rulesetName(Rules rules);

// Fighter `i` of `count`: "c<i>", heroes (even) and villains (odd) side by side in pairs, 20 to a
// row, so each one's opponent (i ^ 1) stands next to it. The sheet is the ruleset's own: True20's
// scores, Fatewalker's skills and a sword.
[[nodiscard]] scouter::engine::Combatant fighter(Rules rules, int i);
[[nodiscard]] scouter::engine::EncounterState fighters(Rules rules, int count);

using Submit = std::function<scouter::engine::CommandResult(const scouter::engine::Command&)>;

// What starts the encounter: initiative for True20 (no ties, so nothing waits for the ARC), then
// Start.
void start(Rules rules, const scouter::engine::EncounterState& state, const Submit& submit);

// The scene, one command at a time: True20 attacks the opponent, rolls its Toughness save (failed
// by 1: Bruised, which lapses, so the tracks stay busy but bounded) and ends the turn; on
// Fatewalker's clock whoever has priority attacks its opponent with the sword, the opponent parries,
// and the clock advances when nobody is left to act. The commands that move play on are accepted
// (else it throws).
class Scene {
public:
    explicit Scene(Rules rules) : m_rules(rules) {}
    // Plays the scene's next command on `encounter` through `submit`.
    void playStep(const scouter::engine::Encounter& encounter, const Submit& submit);

private:
    Rules m_rules;
    int m_step = 0;
    std::optional<scouter::engine::fatewalker::React> m_parry; // the answer to the attack just made
};

// Who has priority on Fatewalker's clock now, empty when nobody is left to act at this tick.
[[nodiscard]] std::string priorityActor(const scouter::engine::Encounter& encounter);

// Plays the scene on `encounter` until its log holds at least `events` events.
void playEvents(Rules rules, scouter::engine::Encounter& encounter, std::size_t events);

} // namespace bench
