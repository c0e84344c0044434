// SPDX-License-Identifier: GPL-3.0-or-later
#include "dbu/DbuState.h"
#include "dbu/Effects.h"
#include "dbu/Hiding.h"
#include "dbu/maneuvers/ManeuverFactories.h"

namespace scouter::engine::dbu {

namespace {
// 002 Hidden: "The use of the Search Maneuver and the Sense Maneuver … can be used to find a
// Hidden character", and it is one of the two an Oblivious character may aim at one. The seeds
// define neither its cost nor its check: it costs 1 Action here (a skill check made on your turn,
// like Terrain Lift's), the check is rolled at the table, and `hit` says the searcher won it.
class SearchManeuver final : public Maneuver {
public:
    [[nodiscard]] std::string_view name() const override { return "search"; }
    [[nodiscard]] ManeuverDescription describe(const DescriptionContext& context) const override {
        (void)context;
        auto d = DescriptionContext::entry(name(), "Search", "Support", "1 A",
                                           "Look for a character Hidden from you: on a won check it is found by you",
                                           TargetKind::Opponent);
        d.inputs = {DescriptionContext::hit("Found", "Your search check won", true)};
        return d;
    }
    [[nodiscard]] ManeuverCost cost(const ManeuverCall&) const override { return {CostType::Actions, 1}; }
    [[nodiscard]] std::optional<std::string> refusal(const ManeuverCall& call) const override {
        return call.needTarget("Search");
    }
    void perform(ManeuverCall& call) const override {
        const Combatant& target = *call.target();
        if (!call.hit() || !call.state().isHidden(target.id)) {
            return;
        }
        if (call.context().settings().legacy) {
            Effects::removeCondition(call.context(), target.id, "hidden");
        } else if (isHiddenFrom(call.state(), target, call.actor())) {
            Hiding::found(call.context(), target.id, call.actorId());
        }
    }
};
} // namespace

std::unique_ptr<Maneuver> makeSearch() {
    return std::make_unique<SearchManeuver>();
}

} // namespace scouter::engine::dbu
