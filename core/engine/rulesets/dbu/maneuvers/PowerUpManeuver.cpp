// SPDX-License-Identifier: GPL-3.0-or-later
#include "dbu/DbuEvents.h"
#include "dbu/DbuState.h"
#include "dbu/Effects.h"
#include "dbu/maneuvers/ManeuverFactories.h"

namespace scouter::engine::dbu {

namespace {
// Capacity Rate +1/4 and Combat Rolls +1(T) per stack until the end of your next turn; at most
// 2 stacks, and a second use does not extend the first one's expiry (digest A5.2, A11.8).
class PowerUpManeuver final : public Maneuver {
public:
    [[nodiscard]] std::string_view name() const override { return "power-up"; }
    [[nodiscard]] ManeuverDescription describe(const DescriptionContext& context) const override {
        (void)context;
        auto d = DescriptionContext::entry(name(), "Power Up", "Support", "1 A",
                                           "Capacity Rate +1/4 and Combat Rolls +1(T) until the end of your next "
                                           "turn; at most 2 stacks",
                                           TargetKind::None);
        d.shortcut = 'U';
        return d;
    }
    [[nodiscard]] ManeuverCost cost(const ManeuverCall&) const override { return {CostType::Actions, 1}; }
    [[nodiscard]] std::optional<std::string> refusal(const ManeuverCall& call) const override {
        if (call.actorFighter().powerUp >= 2) {
            return std::string("Power Up stacks at most twice");
        }
        return std::nullopt;
    }
    void perform(ManeuverCall& call) const override {
        const int stacks = call.actorFighter().powerUp;
        call.context().emit(PowerUpSet{call.actorId(), stacks + 1});
        if (stacks == 0) {
            Effects::add(call.context(), call.actorId(), EffectKind::PowerUp, "power-up", "power-up",
                         Effects::endOfNextTurn(call.context(), call.actorId()));
        }
    }
};
} // namespace

std::unique_ptr<Maneuver> makePowerUp() {
    return std::make_unique<PowerUpManeuver>();
}

} // namespace scouter::engine::dbu
