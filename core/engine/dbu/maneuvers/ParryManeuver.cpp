#include "dbu/maneuvers/ManeuverFactories.h"

#include <array>
#include <fmt/format.h>

namespace scouter::engine {

namespace {
// Gives up the Dodge Roll for one of the options (digest A5.2 Parry): Deflect 6(T) Ki, Guard
// 8(T) Ki, Power Flare up to 10(T) Ki (`ki`); Block, Direct Hit and Cross Counter cost no Ki.
class ParryManeuver final : public Maneuver {
public:
    [[nodiscard]] std::string_view name() const override { return "parry"; }
    [[nodiscard]] ManeuverCost cost(const ManeuverCall&) const override { return {CostType::CounterActions, 1}; }
    [[nodiscard]] std::optional<std::string> refusal(const ManeuverCall& call) const override {
        static constexpr std::array<std::string_view, 6> kOptions{"block", "power-flare", "deflect",
                                                                  "guard", "direct-hit",  "cross-counter"};
        const std::string& option = call.command().option;
        bool known = false;
        for (auto name : kOptions) {
            known = known || name == option;
        }
        if (!known) {
            return std::string(
                "Parry needs an option: block, power-flare, deflect, guard, direct-hit or cross-counter");
        }
        if (option == "power-flare") {
            const int ki = call.command().ki.value_or(0);
            const int cap = 10 * call.tier();
            if (ki < 0 || ki > cap) {
                return fmt::format("Power Flare spends at most 10(T) = {} Ki", cap);
            }
        }
        return std::nullopt;
    }
    [[nodiscard]] int kiCost(const ManeuverCall& call) const override {
        const std::string& option = call.command().option;
        if (option == "deflect") {
            return call.reducedKi(6 * call.tier());
        }
        if (option == "guard") {
            return call.reducedKi(8 * call.tier());
        }
        if (option == "power-flare") {
            return call.command().ki.value_or(0); // a boost bought with Ki, not a cost to reduce
        }
        return 0;
    }
    void perform(ManeuverCall&) const override {}
};
} // namespace

std::unique_ptr<Maneuver> makeParry() {
    return std::make_unique<ParryManeuver>();
}

} // namespace scouter::engine
