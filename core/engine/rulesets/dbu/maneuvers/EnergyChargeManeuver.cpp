// SPDX-License-Identifier: GPL-3.0-or-later
#include "dbu/DbuEvents.h"
#include "dbu/DbuState.h"
#include "dbu/Effects.h"
#include "dbu/maneuvers/ManeuverFactories.h"

#include <algorithm>
#include <fmt/format.h>

namespace scouter::engine::dbu {

namespace {
// +1 Energy Charge per use and Guard Down while charging; the next Attacking Maneuver releases
// them. `option: stop` ends charging as an Instant for 1(T) Ki per charge, or all your Ki when
// that is not enough (digest A5.2 Energy Charge).
class EnergyChargeManeuver final : public Maneuver {
public:
    [[nodiscard]] std::string_view name() const override { return "energy-charge"; }
    [[nodiscard]] ManeuverDescription describe(const DescriptionContext& context) const override {
        using D = DescriptionContext;
        auto d = D::entry(name(), "Energy Charge", "Support", "1 A",
                          "+1 charge: the next attack costs +2(T) Ki and its Wound Roll +1d6(T) per charge; Guard "
                          "Down while charging",
                          TargetKind::None);
        d.options = {D::option("", "Energy Charge", "1 A: one more charge"),
                     D::option("stop", "Stop Charging",
                               fmt::format("Instant, 1(T) Ki per charge ({} now) or all your Ki: the charges are lost",
                                           context.charges() * context.tier()))};
        d.shortcut = 'E';
        return d;
    }
    [[nodiscard]] ManeuverCost cost(const ManeuverCall& call) const override {
        return stopping(call) ? ManeuverCost{CostType::Instant, 0} : ManeuverCost{CostType::Actions, 1};
    }
    [[nodiscard]] std::optional<std::string> refusal(const ManeuverCall& call) const override {
        const Fighter& actor = call.actorFighter();
        const std::string& option = call.command().option;
        if (!option.empty() && option != "stop") {
            return fmt::format("Energy Charge has no option '{}'", option);
        }
        if (stopping(call)) {
            if (actor.charges == 0) {
                return std::string("You are not charging");
            }
            return std::nullopt;
        }
        // 000 caps the uses at 1/2 of the Force or Spirit Modifier; 001 only caps the benefit.
        const int cap = call.context().settings().divide(std::max(actor.stats.force, actor.stats.spirit), 2);
        if (call.context().settings().energyChargeHardCap && actor.charges >= cap) {
            return fmt::format("Energy Charge is capped at {} use(s): 1/2 of your Force or Spirit Modifier", cap);
        }
        return std::nullopt;
    }
    [[nodiscard]] int kiCost(const ManeuverCall& call) const override {
        if (!stopping(call)) {
            return 0;
        }
        return std::min(call.actorFighter().ki, call.reducedKi(call.tier() * call.actorFighter().charges));
    }
    void perform(ManeuverCall& call) const override {
        const int charges = call.actorFighter().charges;
        if (stopping(call)) {
            call.context().emit(ChargesSet{call.actorId(), 0});
            Effects::removeCondition(call.context(), call.actorId(), "guard-down", "energy-charge");
            return;
        }
        call.context().emit(ChargesSet{call.actorId(), charges + 1});
        if (charges == 0) {
            Effects::addCondition(call.context(), call.actorId(), "guard-down", "energy-charge", Duration{});
        }
    }

private:
    [[nodiscard]] static bool stopping(const ManeuverCall& call) { return call.command().option == "stop"; }
};
} // namespace

std::unique_ptr<Maneuver> makeEnergyCharge() {
    return std::make_unique<EnergyChargeManeuver>();
}

} // namespace scouter::engine::dbu
