// SPDX-License-Identifier: GPL-3.0-or-later
#include "dbu/DbuOffers.h"
#include "dbu/DbuState.h"
#include "dbu/Effects.h"
#include "dbu/Vitality.h"
#include "dbu/maneuvers/ManeuverFactories.h"

#include <algorithm>

namespace scouter::engine::dbu {

namespace {
// Restores Life and Ki by the natural result of a solid 2d10(T) and provokes a Counter Action from
// every Opponent within 6 squares that is not Oblivious of it; the offer carries what was restored, which a counter
// that hits takes back (the runner). `hit: false` records a counter that hit already: nothing is restored (digest
// A5.2).
class CombatRecoveryManeuver final : public Maneuver {
public:
    [[nodiscard]] std::string_view name() const override { return "combat-recovery"; }
    [[nodiscard]] ManeuverDescription describe(const DescriptionContext& context) const override {
        (void)context;
        return DescriptionContext::entry(name(), "Combat Recovery", "Support", "2 A",
                                         "Restores Life and Ki by a solid 2d10(T); every Opponent within 6 squares "
                                         "is offered a Counter Action, and one that hits takes the recovery back",
                                         TargetKind::None);
    }
    [[nodiscard]] ManeuverCost cost(const ManeuverCall&) const override { return {CostType::Actions, 2}; }
    [[nodiscard]] std::optional<std::string> refusal(const ManeuverCall& call) const override {
        const auto& effects = call.state().effects;
        const bool locked = std::any_of(effects.begin(), effects.end(), [&](const Effect& effect) {
            return effect.kind == EffectKind::RecoveryLockout && effect.owner == call.actorId();
        });
        if (locked) {
            return std::string("You countered a Combat Recovery and cannot use Combat Recovery on this turn");
        }
        return std::nullopt;
    }
    void perform(ManeuverCall& call) const override {
        const EncounterState& state = call.state();
        std::vector<std::string> offers;
        for (const auto& other : state.combatants) {
            const bool canAct = state.isStanding(other) && !(state.surpriseRound && other.surprised);
            // 002 Hidden: an Oblivious Opponent cannot target the recoverer, so it is offered nothing.
            const bool oblivious = !call.context().settings().legacy && isHiddenFrom(state, call.actor(), other);
            if (canAct && !oblivious && state.isOpponent(call.actor(), other) &&
                distance(other.at, call.actor().at) <= 6) {
                offers.push_back(other.id);
            }
        }
        std::sort(offers.begin(), offers.end());
        // `hit: false` records a counter that already hit: nothing is restored.
        int life = 0;
        int ki = 0;
        if (call.command().hit.value_or(true)) {
            const int lifeBefore = call.actorFighter().life;
            const int kiBefore = call.actorFighter().ki;
            const int restored = call.rollScaled(2, 10, call.tier());
            Vitality::gainLife(call.context(), call.actorId(), restored);
            Vitality::setKi(call.context(), call.actorId(), call.actorFighter().ki + restored);
            life = call.actorFighter().life - lifeBefore;
            ki = call.actorFighter().ki - kiBefore;
        }
        if (!offers.empty()) {
            call.context().emit(offersSet(offers, call.actorId(), "combat-recovery", {}, life, ki));
        }
    }
};
} // namespace

std::unique_ptr<Maneuver> makeCombatRecovery() {
    return std::make_unique<CombatRecoveryManeuver>();
}

} // namespace scouter::engine::dbu
