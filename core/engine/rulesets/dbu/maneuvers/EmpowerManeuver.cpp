// SPDX-License-Identifier: GPL-3.0-or-later
#include "dbu/DbuState.h"
#include "dbu/maneuvers/Empowerment.h"
#include "dbu/maneuvers/ManeuverFactories.h"

#include <fmt/format.h>

#include <numeric>

namespace scouter::engine::dbu {

namespace {
// Transfers `ki` of your own Ki to another character (000/001 Empower: "transfer your own Ki to
// another character"), at most the Empowerment Roll + `boost` (0 to 10(T)). The roll is the table's
// `roll`, or in your Melee Range every Energy Wound Die at its maximum + your Force Modifier.
// Miracle Empowerment: see Empowerment.
class EmpowerManeuver final : public Maneuver {
public:
    [[nodiscard]] std::string_view name() const override { return "empower"; }
    [[nodiscard]] ManeuverDescription describe(const DescriptionContext& context) const override {
        auto d = DescriptionContext::entry(name(), "Empower", "Support", "1 A",
                                           "Transfers your own Ki to another character; a second giver in one round "
                                           "may push them above their maximum once (Miracle Empowerment)",
                                           TargetKind::Other);
        d.inputs = {DescriptionContext::kiInput("Ki", "At most the Empowerment Roll + the boost", 1, context.ki()),
                    context.empowermentRoll(),
                    DescriptionContext::number("boost", "Boost", "Added to the Empowerment Roll: up to 10(T)", 0,
                                               10 * context.tier())};
        return d;
    }
    [[nodiscard]] ManeuverCost cost(const ManeuverCall&) const override { return {CostType::Actions, 1}; }
    [[nodiscard]] std::optional<std::string> refusal(const ManeuverCall& call) const override {
        if (auto refusal = call.needTarget("Empower")) {
            return refusal;
        }
        const UseManeuver& command = call.command();
        if (!command.ki || *command.ki < 1) {
            return std::string("Empower needs the Ki it transfers (ki)");
        }
        const int boost = command.boost.value_or(0);
        const int boostCap = 10 * call.tier();
        if (boost < 0 || boost > boostCap) {
            return fmt::format("Empower's boost is 0 to 10(T) = {}, not {} (000 Empower)", boostCap, boost);
        }
        if (const auto roll = empowermentRoll(call)) {
            if (*command.ki > *roll + boost) {
                return fmt::format("Empower transfers at most the Empowerment Roll {} + boost {} = {} Ki, not {} "
                                   "(000 Empower)",
                                   *roll, boost, *roll + boost, *command.ki);
            }
        }
        return std::nullopt;
    }
    [[nodiscard]] int kiCost(const ManeuverCall& call) const override { return call.command().ki.value_or(0); }
    void perform(ManeuverCall& call) const override {
        Empowerment::give(call.context(), call.actorId(), call.command().target, *call.command().ki);
    }

private:
    // "If your target is within your Melee Range, your Empowerment Roll scores maximum Natural
    // Results on all dice rolled"; otherwise the table's roll, when it gave one.
    [[nodiscard]] static std::optional<int> empowermentRoll(const ManeuverCall& call) {
        const Fighter& giver = call.actorFighter();
        if (distance(call.actor().at, call.target()->at) <= giver.stats.meleeRange) {
            const auto& dice = giver.stats.energyWoundDice;
            return std::accumulate(dice.begin(), dice.end(), 0) + giver.stats.force;
        }
        return call.command().roll;
    }
};
} // namespace

std::unique_ptr<Maneuver> makeEmpower() {
    return std::make_unique<EmpowerManeuver>();
}

} // namespace scouter::engine::dbu
