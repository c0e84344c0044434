// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/RulesetRules.h"

#include "events/Reducer.h"
#include "model/Limits.h"

namespace scouter::engine {

void RulesetRules::apply(EncounterState& state, const Event& event) const {
    Reducer::apply(state, event);
}

void RulesetRules::prepare(EncounterState& state) const {
    (void)state;
}

std::optional<Event> RulesetRules::decodeEvent(std::string_view type, const nlohmann::json& json) const {
    (void)type;
    (void)json;
    return std::nullopt;
}

std::vector<CommandSpec> RulesetRules::commandSpecs() const {
    return {};
}

std::optional<std::string> RulesetRules::formProblem(const EncounterState& state, const CommandForm& form) const {
    (void)state;
    (void)form;
    return std::nullopt;
}

CommandReading RulesetRules::readCommand(const CommandForm& form) const {
    return FormProblem{form.type, "unknown command '" + form.type + "'"};
}

void RulesetRules::statePaths(const EncounterState& state, nlohmann::json& view) const {
    (void)state;
    (void)view;
}

std::pair<int, int> RulesetRules::initiativeRange(const EncounterState& state, std::string_view slot, bool roll) const {
    (void)state;
    (void)slot;
    (void)roll;
    return {-limits::kMaxInitiative, limits::kMaxInitiative};
}

bool RulesetRules::hasTurnLeft(const EncounterState& state, std::string_view who) const {
    (void)state;
    (void)who;
    return true;
}

std::optional<FollowUp> RulesetRules::followUp(const EncounterState& state) const {
    (void)state;
    return std::nullopt;
}

} // namespace scouter::engine
