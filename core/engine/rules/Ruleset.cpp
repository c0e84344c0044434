#include "rules/Ruleset.h"

#include "events/Reducer.h"
#include "model/Limits.h"

namespace scouter::engine {

void Ruleset::apply(EncounterState& state, const Event& event) const {
    Reducer::apply(state, event);
}

std::vector<ManeuverDescription> Ruleset::maneuvers(const EncounterState& state, std::string_view who) const {
    (void)state;
    (void)who;
    return {};
}

std::vector<ConditionDescription> Ruleset::conditions() const {
    return {};
}

std::vector<CommandDescription> Ruleset::arcCommands() const {
    return {};
}

std::vector<std::string> Ruleset::rollNotes(const EncounterState& state, std::string_view who,
                                            std::string_view target) const {
    (void)state;
    (void)who;
    (void)target;
    return {};
}

std::pair<int, int> Ruleset::initiativeRange(const EncounterState& state, std::string_view slot, bool roll) const {
    (void)state;
    (void)slot;
    (void)roll;
    return {-limits::kMaxInitiative, limits::kMaxInitiative};
}

} // namespace scouter::engine
