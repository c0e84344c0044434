#include "dbu/maneuvers/ManeuverFactories.h"

namespace scouter::engine::dbu {

namespace {
// Transforms: one use per transformation stacked. What a form changes is the character sheet's
// business, so the engine records the use and its Action.
class TransformationManeuver final : public Maneuver {
public:
    [[nodiscard]] std::string_view name() const override { return "transformation"; }
    [[nodiscard]] ManeuverDescription describe(const DescriptionContext& context) const override {
        using D = DescriptionContext;
        auto d = D::entry(name(), "Transformation", "Support", "1 A", "Transform; one use per transformation stacked",
                          TargetKind::None);
        auto revert = D::option("revert", "Revert", "Instant: the form ends", {context.form(true)});
        revert.replacesInputs = true;
        d.inputs = {context.form(false)};
        d.options = {D::option("", "Transformation", "Take a form of the character sheet"), revert};
        return d;
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
