// SPDX-License-Identifier: GPL-3.0-or-later
#include "dbu/maneuvers/Attack.h"
#include "dbu/maneuvers/ManeuverFactories.h"

namespace scouter::engine::dbu {

namespace {
// Uses a Signature Technique; its Ki is given, and it is an Attacking Maneuver (digest A5.1).
class SignatureTechniqueManeuver final : public Maneuver {
public:
    [[nodiscard]] std::string_view name() const override { return "signature-technique"; }
    [[nodiscard]] ManeuverDescription describe(const DescriptionContext& context) const override {
        using D = DescriptionContext;
        auto d = D::entry(name(), "Signature Technique", "Attacks", "1 A", "Uses one of your Signature Techniques",
                          TargetKind::Opponent);
        auto ki = context.wager();
        ki.label = "Ki";
        ki.help = "The technique's Ki and any wager";
        d.inputs = {D::hit("Hit", "The Strike Roll beat the Dodge Roll", false),
                    context.damage("The technique's Wound Roll"), ki};
        d.attack = true;
        d.answersOffer = true;
        d.shortcut = 'S';
        return d;
    }
    [[nodiscard]] ManeuverCost cost(const ManeuverCall&) const override { return {CostType::Actions, 1}; }
    [[nodiscard]] bool isAttack() const override { return true; }
    [[nodiscard]] std::optional<std::string> refusal(const ManeuverCall& call) const override {
        return call.needTarget("Signature Technique");
    }
    [[nodiscard]] int kiCost(const ManeuverCall& call) const override { return Attack::kiCost(call, 0); }
    void perform(ManeuverCall& call) const override {
        Attack::releaseCharges(call);
        Attack::applyHit(call);
    }
};
} // namespace

std::unique_ptr<Maneuver> makeSignatureTechnique() {
    return std::make_unique<SignatureTechniqueManeuver>();
}

} // namespace scouter::engine::dbu
