// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/EncounterState.h"
#include "rules/SetupCheck.h"

#include <optional>
#include <stdexcept>
#include <string>

namespace scouter::engine {

// A set-up the engine will not run: a bound of model/Limits.h broken, named in the message.
class SetupError : public std::invalid_argument {
public:
    using std::invalid_argument::invalid_argument;
};

class RulesetSheet;

// Sets an encounter up before play: combatants in set-up order, NPC groups sharing one slot.
class EncounterBuilder {
public:
    // `rules` checks each combatant's sheet (RulesetSheet::sheetSetupProblem); without it only the
    // neutral bounds are checked (a test's hand-made encounter, a sheet the loader checked).
    explicit EncounterBuilder(const RulesetSheet* rules = nullptr) : m_rules(rules) {}
    // `group` empty: the combatant has its own slot.
    void add(Combatant combatant, const std::string& group = {});
    [[nodiscard]] const EncounterState& state() const { return m_state; }
    // What the set-up breaks (the first bound, with the combatant or group it is about), if anything:
    // the same limits as the library's sheet, an import and a scenario file.
    [[nodiscard]] std::optional<std::string> problem(SetupCheck check = SetupCheck::Stored) const;
    // Throws SetupError when problem() has one, so no caller can start an encounter past a bound.
    [[nodiscard]] EncounterState build(SetupCheck check = SetupCheck::Stored) const;

private:
    const RulesetSheet* m_rules;
    EncounterState m_state;
};

} // namespace scouter::engine
