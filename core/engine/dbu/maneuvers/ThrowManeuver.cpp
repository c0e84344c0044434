#include "dbu/maneuvers/Attack.h"
#include "dbu/maneuvers/ManeuverFactories.h"

namespace scouter::engine {

namespace {
// Throws held terrain or an item at a target within Force Modifier squares; a hit deals the
// given damage as your Strike (digest A5.2 Throw).
class ThrowManeuver final : public Maneuver {
public:
    [[nodiscard]] std::string_view name() const override { return "throw"; }
    [[nodiscard]] ManeuverCost cost(const ManeuverCall&) const override { return {CostType::Actions, 1}; }
    [[nodiscard]] std::optional<std::string> refusal(const ManeuverCall& call) const override {
        if (auto refusal = call.needTarget("Throw")) {
            return refusal;
        }
        return call.needWithin("Throw", call.actor().stats.force, "your Force Modifier");
    }
    void perform(ManeuverCall& call) const override { Attack::applyHit(call); }
};
} // namespace

std::unique_ptr<Maneuver> makeThrow() {
    return std::make_unique<ThrowManeuver>();
}

} // namespace scouter::engine
