#include "dbu/maneuvers/Attack.h"
#include "dbu/maneuvers/ManeuverFactories.h"

namespace scouter::engine {

namespace {
// Uses a Signature Technique; its Ki is given, and it is an Attacking Maneuver (digest A5.1).
class SignatureTechniqueManeuver final : public Maneuver {
public:
    [[nodiscard]] std::string_view name() const override { return "signature-technique"; }
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

} // namespace scouter::engine
