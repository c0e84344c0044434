#include "rules/Ruleset.h"

#include "events/Reducer.h"

namespace scouter::engine {

void Ruleset::apply(EncounterState& state, const Event& event) const {
    Reducer::apply(state, event);
}

} // namespace scouter::engine
