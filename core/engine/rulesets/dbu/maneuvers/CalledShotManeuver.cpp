// SPDX-License-Identifier: GPL-3.0-or-later
#include "dbu/maneuvers/Attack.h"
#include "dbu/maneuvers/ManeuverFactories.h"

namespace scouter::engine::dbu {

namespace {
// An aimed one-Action attack for 2 Actions; a hit raises the Damage Category by one step, which
// the `category` argument records with the damage (digest A5.2 Called Shot).
class CalledShotManeuver final : public Maneuver {
public:
    [[nodiscard]] std::string_view name() const override { return "called-shot"; }
    [[nodiscard]] ManeuverDescription describe(const DescriptionContext& context) const override {
        using D = DescriptionContext;
        auto d = D::entry(name(), "Called Shot", "Attacks", "2 A",
                          "A one-Action attack aimed: Strike -1(T) in Melee Range, -2(T) at range; a hit raises "
                          "the Damage Category one step",
                          TargetKind::Opponent);
        InputDescription category;
        category.kind = InputKind::Category;
        category.label = "Damage Category";
        category.help = "The hit's Damage Category, one step above the attack's";
        category.choices = {{"direct", "Direct"}, {"lethal", "Lethal"}};
        d.inputs = {D::hit("Hit", "The Strike Roll (with the penalty) beat the Dodge Roll", false),
                    context.damage("The Wound Roll, at the raised Damage Category"), context.wager(), category};
        d.attack = true;
        d.answersOffer = true;
        return d;
    }
    [[nodiscard]] ManeuverCost cost(const ManeuverCall&) const override { return {CostType::Actions, 2}; }
    [[nodiscard]] bool isAttack() const override { return true; }
    [[nodiscard]] std::optional<std::string> refusal(const ManeuverCall& call) const override {
        return call.needTarget("Called Shot");
    }
    [[nodiscard]] int kiCost(const ManeuverCall& call) const override { return Attack::kiCost(call, 0); }
    void perform(ManeuverCall& call) const override {
        Attack::releaseCharges(call);
        Attack::applyHit(call);
    }
};
} // namespace

std::unique_ptr<Maneuver> makeCalledShot() {
    return std::make_unique<CalledShotManeuver>();
}

} // namespace scouter::engine::dbu
