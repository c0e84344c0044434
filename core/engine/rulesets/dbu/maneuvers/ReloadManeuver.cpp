// SPDX-License-Identifier: GPL-3.0-or-later
#include "dbu/maneuvers/ManeuverFactories.h"

namespace scouter::engine::dbu {

namespace {
// Refills one ranged weapon: a Counter Action that can only be spent on your own turn.
class ReloadManeuver final : public Maneuver {
public:
    [[nodiscard]] std::string_view name() const override { return "reload"; }
    [[nodiscard]] ManeuverDescription describe(const DescriptionContext& context) const override {
        (void)context;
        return DescriptionContext::entry(name(), "Reload", "Defence", "1 CA",
                                         "Refills one ranged weapon; only during your own turn", TargetKind::None);
    }
    [[nodiscard]] ManeuverCost cost(const ManeuverCall&) const override { return {CostType::CounterActions, 1}; }
    [[nodiscard]] std::optional<std::string> refusal(const ManeuverCall& call) const override {
        if (!call.ownTurn()) {
            return std::string("Reload is only possible during your own turn");
        }
        return std::nullopt;
    }
    void perform(ManeuverCall&) const override {}
};
} // namespace

std::unique_ptr<Maneuver> makeReload() {
    return std::make_unique<ReloadManeuver>();
}

} // namespace scouter::engine::dbu
