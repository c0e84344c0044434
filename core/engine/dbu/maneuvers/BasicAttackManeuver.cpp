#include "dbu/maneuvers/Attack.h"
#include "dbu/maneuvers/ManeuverFactories.h"

namespace scouter::engine {

namespace {
// Strike against Dodge; on a hit the Wound Roll's damage (given) is applied (digest A5.2).
class BasicAttackManeuver final : public Maneuver {
public:
    [[nodiscard]] std::string_view name() const override { return "basic-attack"; }
    [[nodiscard]] ManeuverCost cost(const ManeuverCall&) const override { return {CostType::Actions, 1}; }
    [[nodiscard]] bool isAttack() const override { return true; }
    [[nodiscard]] std::optional<std::string> refusal(const ManeuverCall& call) const override {
        return call.needTarget("Basic Attack");
    }
    [[nodiscard]] int kiCost(const ManeuverCall& call) const override { return Attack::kiCost(call, 0); }
    void perform(ManeuverCall& call) const override {
        Attack::releaseCharges(call);
        Attack::applyHit(call);
    }
};
} // namespace

std::unique_ptr<Maneuver> makeBasicAttack() {
    return std::make_unique<BasicAttackManeuver>();
}

} // namespace scouter::engine
