// SPDX-License-Identifier: GPL-3.0-or-later
#include "dbu/DbuState.h"
#include "dbu/Effects.h"
#include "dbu/Vitality.h"
#include "dbu/maneuvers/ManeuverFactories.h"

namespace scouter::engine::dbu {

namespace {
// An adjacent Ally who is Defeated or Poisoned; Medicine TN Hard (`hit`). Revives a Defeated
// Ally with 1d10(bT) Life, or cures Poisoned and restores 1/10 of Max Life (digest A5.2).
class TreatmentManeuver final : public Maneuver {
public:
    [[nodiscard]] std::string_view name() const override { return "treatment"; }
    [[nodiscard]] ManeuverDescription describe(const DescriptionContext& context) const override {
        (void)context;
        auto d = DescriptionContext::entry(name(), "Treatment", "Support", "1 A",
                                           "An adjacent Defeated or Poisoned Ally: revived with 1d10(bT) Life, or "
                                           "cured with 1/10 of their Life",
                                           TargetKind::Ally);
        d.inputs = {DescriptionContext::hit("Treated", "Medicine beat TN Hard", true)};
        return d;
    }
    [[nodiscard]] ManeuverCost cost(const ManeuverCall&) const override { return {CostType::Actions, 1}; }
    [[nodiscard]] std::optional<std::string> refusal(const ManeuverCall& call) const override {
        if (auto refusal = call.needAlly("Treatment")) {
            return refusal;
        }
        if (auto refusal = call.needWithin("Treatment", 1, "adjacent squares")) {
            return refusal;
        }
        const std::string& target = call.command().target;
        if (!call.state().hasCondition(target, "defeated") && !call.state().hasCondition(target, "poisoned")) {
            return std::string("Treatment needs a Defeated or Poisoned Ally");
        }
        return std::nullopt;
    }
    void perform(ManeuverCall& call) const override {
        if (!call.hit()) {
            return;
        }
        DbuContext& context = call.context();
        const std::string& target = call.command().target;
        if (context.state().hasCondition(target, "defeated")) {
            const int healed = call.rollScaled(1, 10, fighter(context.state(), target).baseTier());
            Effects::removeCondition(context, target, "defeated");
            Vitality::gainLife(context, target, healed);
            return;
        }
        Effects::removeCondition(context, target, "poisoned");
        Vitality::gainLife(context, target, fighter(context.state(), target).stats.life / 10);
    }
};
} // namespace

std::unique_ptr<Maneuver> makeTreatment() {
    return std::make_unique<TreatmentManeuver>();
}

} // namespace scouter::engine::dbu
