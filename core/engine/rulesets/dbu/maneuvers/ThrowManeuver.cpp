// SPDX-License-Identifier: GPL-3.0-or-later
#include "dbu/DbuState.h"
#include "dbu/maneuvers/Attack.h"
#include "dbu/maneuvers/ManeuverFactories.h"

namespace scouter::engine::dbu {

namespace {
// Throws held terrain or an item at a target within Force Modifier squares; a hit deals the
// given damage as your Strike (digest A5.2 Throw). A Physical Strike makes it an Attacking
// Maneuver: it answers provoked Counter Actions and Cross Counter, and finds a Hidden thrower.
class ThrowManeuver final : public Maneuver {
public:
    [[nodiscard]] std::string_view name() const override { return "throw"; }
    [[nodiscard]] ManeuverDescription describe(const DescriptionContext& context) const override {
        auto d = DescriptionContext::entry(name(), "Throw", "Attacks", "1 A",
                                           "Throws held terrain or an item at a target within your Force Modifier "
                                           "in squares",
                                           TargetKind::Opponent);
        d.inputs = {DescriptionContext::hit("Hit", "Your Physical Strike beat the Dodge Roll", false),
                    context.damage("Your Physical Wound Roll and the object's Hardness as Lethal Damage", true)};
        d.attack = true;
        d.answersOffer = true;
        return d;
    }
    [[nodiscard]] ManeuverCost cost(const ManeuverCall&) const override { return {CostType::Actions, 1}; }
    [[nodiscard]] bool isAttack() const override { return true; }
    [[nodiscard]] std::optional<std::string> refusal(const ManeuverCall& call) const override {
        if (auto refusal = call.needTarget("Throw")) {
            return refusal;
        }
        return call.needWithin("Throw", call.actorFighter().stats.force, "your Force Modifier");
    }
    void perform(ManeuverCall& call) const override {
        Attack::releaseCharges(call);
        Attack::applyHit(call);
    }
};
} // namespace

std::unique_ptr<Maneuver> makeThrow() {
    return std::make_unique<ThrowManeuver>();
}

} // namespace scouter::engine::dbu
