// SPDX-License-Identifier: GPL-3.0-or-later
#include "dbu/DbuState.h"
#include "dbu/Effects.h"
#include "dbu/maneuvers/ManeuverFactories.h"

namespace scouter::engine::dbu {

namespace {
// Intimidate against Intuition (`hit`) on an Opponent in your Melee Range: Shaken until the end
// of your next turn; a target already Shaken by you is knocked Prone instead (digest A5.2).
class TerrifyManeuver final : public Maneuver {
public:
    [[nodiscard]] std::string_view name() const override { return "terrify"; }
    [[nodiscard]] ManeuverDescription describe(const DescriptionContext& context) const override {
        (void)context;
        auto d = DescriptionContext::entry(name(), "Terrify", "Attacks", "1 A",
                                           "An Opponent in your Melee Range: Shaken until the end of your next turn; "
                                           "already Shaken by you, Prone",
                                           TargetKind::Opponent);
        d.inputs = {DescriptionContext::hit("Won", "Your Intimidate beat their Intuition", true)};
        return d;
    }
    [[nodiscard]] ManeuverCost cost(const ManeuverCall&) const override { return {CostType::Actions, 1}; }
    [[nodiscard]] std::optional<std::string> refusal(const ManeuverCall& call) const override {
        if (auto refusal = call.needOpponent("Terrify")) {
            return refusal;
        }
        return call.needWithin("Terrify", call.actorFighter().stats.meleeRange, "your Melee Range");
    }
    void perform(ManeuverCall& call) const override {
        if (!call.hit()) {
            return;
        }
        DbuContext& context = call.context();
        const std::string& target = call.command().target;
        const std::string source = "terrify:" + call.actorId();
        bool shakenByMe = false;
        for (const auto& effect : context.state().effects) {
            shakenByMe = shakenByMe || (effect.kind == EffectKind::Condition && effect.owner == target &&
                                        effect.name == "shaken" && effect.source == source);
        }
        if (shakenByMe) {
            Effects::removeCondition(context, target, "prone");
            Effects::addCondition(context, target, "prone", source, Duration{});
            return;
        }
        Effects::removeCondition(context, target, "shaken", source);
        Effects::addCondition(context, target, "shaken", source, Effects::endOfNextTurn(context, call.actorId()));
    }
};
} // namespace

std::unique_ptr<Maneuver> makeTerrify() {
    return std::make_unique<TerrifyManeuver>();
}

} // namespace scouter::engine::dbu
