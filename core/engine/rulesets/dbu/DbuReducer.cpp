#include "dbu/DbuRuleset.h"

#include <variant>

// What the core's round events mean in DBU (000's round-start bookkeeping, rules digest): every
// combatant gains 3 Actions and 1 Counter Action, lost when the round ends, and the
// once-per-round uses start over.
namespace scouter::engine::dbu {

namespace {
constexpr int kActionsPerRound = 3;
constexpr int kCounterActionsPerRound = 1;
} // namespace

void DbuRuleset::apply(EncounterState& state, const Event& event) const {
    Ruleset::apply(state, event);
    if (std::holds_alternative<events::RoundStarted>(event)) {
        for (auto& c : state.combatants) {
            c.actions = kActionsPerRound;
            c.baseCounter = kCounterActionsPerRound;
            c.momentumThisRound = false;
            c.roundLimits.clear();
            c.empoweredBy.clear();
        }
    } else if (std::holds_alternative<events::RoundEnded>(event)) {
        for (auto& c : state.combatants) {
            c.actions = 0;
            c.baseCounter = 0;
        }
    }
}

} // namespace scouter::engine::dbu
