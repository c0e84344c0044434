#include "dbu/maneuvers/ManeuverFactories.h"

namespace scouter::engine::dbu {

namespace {
// Lifts solid terrain (Athletics vs TN 6 + 4 per Hardness, `hit`); the terrain itself is the
// ARC's to track, so the engine records the use and its cost.
class TerrainLiftManeuver final : public Maneuver {
public:
    [[nodiscard]] std::string_view name() const override { return "terrain-lift"; }
    [[nodiscard]] ManeuverDescription describe(const DescriptionContext& context) const override {
        (void)context;
        auto d = DescriptionContext::entry(name(), "Terrain Lift", "Support", "1 A",
                                           "Lifts solid terrain to throw or shield with", TargetKind::None);
        d.inputs = {DescriptionContext::hit("Lifted", "Athletics beat TN 6 + 4 per Hardness", true)};
        return d;
    }
    [[nodiscard]] ManeuverCost cost(const ManeuverCall&) const override { return {CostType::Actions, 1}; }
    [[nodiscard]] std::optional<std::string> refusal(const ManeuverCall&) const override { return std::nullopt; }
    void perform(ManeuverCall&) const override {}
};
} // namespace

std::unique_ptr<Maneuver> makeTerrainLift() {
    return std::make_unique<TerrainLiftManeuver>();
}

} // namespace scouter::engine::dbu
