#include "dbu/maneuvers/ManeuverFactories.h"

namespace scouter::engine::dbu {

namespace {
// Transforms: one use per transformation stacked. What a form changes is the character sheet's
// business, so the engine records the use and its Action.
class TransformationManeuver final : public Maneuver {
public:
    [[nodiscard]] std::string_view name() const override { return "transformation"; }
    [[nodiscard]] ManeuverDescription describe(const DescriptionContext& context) const override {
        (void)context;
        return DescriptionContext::entry(name(), "Transformation", "Support", "1 A",
                                         "Transform; one use per transformation stacked", TargetKind::None);
    }
    [[nodiscard]] ManeuverCost cost(const ManeuverCall&) const override { return {CostType::Actions, 1}; }
    [[nodiscard]] std::optional<std::string> refusal(const ManeuverCall&) const override { return std::nullopt; }
    void perform(ManeuverCall&) const override {}
};
} // namespace

std::unique_ptr<Maneuver> makeTransformation() {
    return std::make_unique<TransformationManeuver>();
}

} // namespace scouter::engine::dbu
