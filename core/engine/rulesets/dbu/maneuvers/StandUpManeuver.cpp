// SPDX-License-Identifier: GPL-3.0-or-later
#include "dbu/Effects.h"
#include "dbu/maneuvers/ManeuverFactories.h"

namespace scouter::engine::dbu {

namespace {
// One Action to stand up from Prone; allowed even while charging (digest A5.2 Energy Charge).
class StandUpManeuver final : public Maneuver {
public:
    [[nodiscard]] std::string_view name() const override { return "stand-up"; }
    [[nodiscard]] ManeuverDescription describe(const DescriptionContext& context) const override {
        (void)context;
        return DescriptionContext::entry(name(), "Stand Up", "Movement", "1 A", "Ends Prone; allowed while charging",
                                         TargetKind::None);
    }
    [[nodiscard]] ManeuverCost cost(const ManeuverCall&) const override { return {CostType::Actions, 1}; }
    [[nodiscard]] std::optional<std::string> refusal(const ManeuverCall& call) const override {
        if (!call.state().hasCondition(call.actorId(), "prone")) {
            return std::string("Stand Up needs you to be Prone");
        }
        return std::nullopt;
    }
    void perform(ManeuverCall& call) const override {
        Effects::removeCondition(call.context(), call.actorId(), "prone");
    }
};
} // namespace

std::unique_ptr<Maneuver> makeStandUp() {
    return std::make_unique<StandUpManeuver>();
}

} // namespace scouter::engine::dbu
