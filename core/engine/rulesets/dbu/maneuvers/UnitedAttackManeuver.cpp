// SPDX-License-Identifier: GPL-3.0-or-later
#include "dbu/DbuState.h"
#include "dbu/maneuvers/ManeuverFactories.h"

namespace scouter::engine::dbu {

namespace {
// Joins the attack or Duel of an Ally within your Melee Range: 1 Action spent outside your own
// turn, plus the Ki of the same type of attack (`ki`) (digest A5.2 United Attack).
class UnitedAttackManeuver final : public Maneuver {
public:
    [[nodiscard]] std::string_view name() const override { return "united-attack"; }
    [[nodiscard]] ManeuverDescription describe(const DescriptionContext& context) const override {
        auto d = DescriptionContext::entry(name(), "United Attack", "Attacks", "1 A, used as an Instant",
                                           "Joins the attack or Duel an Ally within your Melee Range makes",
                                           TargetKind::Ally);
        d.inputs = {
            DescriptionContext::kiInput("Ki", "The Ki of the same type of attack, and any wager", 0, context.ki())};
        return d;
    }
    [[nodiscard]] ManeuverCost cost(const ManeuverCall&) const override { return {CostType::Actions, 1}; }
    [[nodiscard]] std::optional<std::string> refusal(const ManeuverCall& call) const override {
        if (call.ownTurn()) {
            return std::string("United Attack is spent as an Instant outside your own turn");
        }
        if (auto refusal = call.needAlly("United Attack")) {
            return refusal;
        }
        if (call.state().lastAttack.attacker != call.command().target && !inDuel(call)) {
            return std::string("United Attack joins an Ally's Attacking Maneuver or Duel as it is made");
        }
        return call.needWithin("United Attack", call.actorFighter().stats.meleeRange, "your Melee Range");
    }
    [[nodiscard]] int kiCost(const ManeuverCall& call) const override {
        return call.reducedKi(call.command().ki.value_or(0));
    }
    void perform(ManeuverCall&) const override {}

private:
    [[nodiscard]] static bool inDuel(const ManeuverCall& call) {
        for (const auto& effect : call.state().effects) {
            if (effect.kind == EffectKind::Duel &&
                (effect.owner == call.command().target || effect.source == call.command().target)) {
                return true;
            }
        }
        return false;
    }
};
} // namespace

std::unique_ptr<Maneuver> makeUnitedAttack() {
    return std::make_unique<UnitedAttackManeuver>();
}

} // namespace scouter::engine::dbu
