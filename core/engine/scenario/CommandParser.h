// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/EncounterState.h"
#include "rules/Command.h"
#include "rules/CommandForm.h"
#include "rules/Ruleset.h"

#include <nlohmann/json.hpp>

#include <functional>
#include <map>
#include <optional>
#include <set>
#include <string>

namespace scouter::engine {

// Turns a `do`/`refuse` step into a Command: the step's keys become a CommandForm, each checked
// against the command's arguments as the ruleset gives them (Ruleset::commandSpecs), with every
// combatant, maneuver and condition it names; the ruleset then reads the form
// (Ruleset::readCommand). Anything wrong makes the scenario invalid (ScenarioError, exit 2).
class CommandParser {
public:
    // The names a scenario may use, read once from the ruleset's description.
    struct Names {
        std::set<std::string, std::less<>> maneuvers;
        std::set<std::string, std::less<>> conditions;
        std::map<std::string, CommandSpec, std::less<>> commands; // undo and redo take no arguments
        const Ruleset* rules = nullptr;                           // reads the forms
    };
    [[nodiscard]] static Names namesOf(const Ruleset& rules);

    // A step's command; undo and redo (the encounter's, not a ruleset's) come without one.
    struct Step {
        std::string name;
        std::optional<Command> command;
    };
    [[nodiscard]] static Step parse(const nlohmann::json& step, const std::string& stepKey, int stepNumber,
                                    const EncounterState& state, const Names& names);
};

} // namespace scouter::engine
