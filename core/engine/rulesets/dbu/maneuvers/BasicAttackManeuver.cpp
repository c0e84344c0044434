// SPDX-License-Identifier: GPL-3.0-or-later
#include "dbu/DbuState.h"
#include "dbu/maneuvers/Attack.h"
#include "dbu/maneuvers/ManeuverFactories.h"

#include <algorithm>

namespace scouter::engine::dbu {

namespace {
// Strike against Dodge; on a hit the Wound Roll's damage (given) is applied (digest A5.2).
class BasicAttackManeuver final : public Maneuver {
public:
    [[nodiscard]] std::string_view name() const override { return "basic-attack"; }
    [[nodiscard]] ManeuverDescription describe(const DescriptionContext& context) const override {
        using D = DescriptionContext;
        auto d =
            D::entry(name(), "Basic Attack", "Attacks", "1 A",
                     "Strike against Dodge; on a hit the target loses the Wound Roll's damage", TargetKind::Opponent);
        d.inputs = {D::hit("Hit", "The Strike Roll beat the Dodge Roll", false),
                    context.damage("The Wound Roll: d10 + ToP Extra Dice + Force or Spirit Modifier"), context.wager()};
        auto desperation = D::option("desperation", "Desperation",
                                     "Against a target 2+ Tiers of Power higher: Life wagered as if it were Ki");
        desperation.replacesInputs = true;
        // The contract's `ki` is the base cost, paid in Ki; Life pays only the Life Wager.
        desperation.inputs = {d.inputs[0], d.inputs[1], d.inputs[2]};
        d.options = {D::option("", "Basic Attack", "Strike against Dodge"), desperation};
        d.attack = true;
        d.answersOffer = true;
        d.shortcut = 'A';
        return d;
    }
    [[nodiscard]] ManeuverCost cost(const ManeuverCall&) const override { return {CostType::Actions, 1}; }
    [[nodiscard]] bool isAttack() const override { return true; }
    [[nodiscard]] std::optional<std::string> refusal(const ManeuverCall& call) const override {
        return call.needTarget("Basic Attack");
    }
    [[nodiscard]] int kiCost(const ManeuverCall& call) const override { return Attack::kiCost(call, 0); }
    void perform(ManeuverCall& call) const override {
        Attack::releaseCharges(call);
        Attack::applyHit(call);
    }
};
} // namespace

std::unique_ptr<Maneuver> makeBasicAttack() {
    return std::make_unique<BasicAttackManeuver>();
}

} // namespace scouter::engine::dbu
