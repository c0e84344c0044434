// SPDX-License-Identifier: GPL-3.0-or-later
#include "dbu/DbuEvents.h"
#include "dbu/DbuState.h"
#include "dbu/maneuvers/ManeuverFactories.h"

#include <fmt/format.h>

namespace scouter::engine::dbu {

namespace {
// Once per encounter, as an Instant: `stacks` lower your Tier of Power by one each, at most your
// Tier; `option: end` ends it (digest A5.2 Holding Back).
class HoldingBackManeuver final : public Maneuver {
public:
    [[nodiscard]] std::string_view name() const override { return "holding-back"; }
    [[nodiscard]] ManeuverDescription describe(const DescriptionContext& context) const override {
        using D = DescriptionContext;
        auto d = D::entry(name(), "Holding Back", "Instant", "Instant",
                          "Once per encounter: each stack lowers your Tier of Power by 1; at full stacks -1(bT) to "
                          "Combat Rolls and Ki costs",
                          TargetKind::None);
        InputDescription stacks;
        stacks.kind = InputKind::Stacks;
        stacks.label = "Stacks";
        stacks.help = "1 to your Tier of Power";
        stacks.minimum = 1;
        stacks.maximum = context.tier();
        stacks.initial = 1;
        d.inputs = {stacks};
        const auto hold = D::option("", "Holding Back", "Instant: hold back the stacks");
        auto end = D::option("end", "End Holding Back", "Instant: your Tier of Power is whole again");
        end.replacesInputs = true;
        const bool holding = context.actor() != nullptr && fighter(context.state(), *context.actor()).holdingBack > 0;
        d.options = holding ? std::vector<OptionDescription>{end, hold} : std::vector<OptionDescription>{hold, end};
        return d;
    }
    [[nodiscard]] ManeuverCost cost(const ManeuverCall&) const override { return {CostType::Instant, 0}; }
    [[nodiscard]] std::optional<std::string> refusal(const ManeuverCall& call) const override {
        const Fighter& actor = call.actorFighter();
        const UseManeuver& command = call.command();
        if (command.option == "end") {
            if (actor.holdingBack == 0) {
                return std::string("You are not Holding Back");
            }
            return std::nullopt;
        }
        if (!command.option.empty()) {
            return fmt::format("Holding Back has no option '{}'", command.option);
        }
        if (actor.usedThisEncounter("holding-back")) {
            return std::string("Holding Back can be used once per encounter");
        }
        if (actor.tier() > actor.baseTier()) {
            return std::string("Holding Back cannot be used while your Tier of Power exceeds your base Tier");
        }
        const int stacks = command.stacks.value_or(1);
        if (stacks < 1 || stacks > actor.tier()) {
            return fmt::format("Holding Back takes 1 to {} stacks (your Tier of Power)", actor.tier());
        }
        return std::nullopt;
    }
    void perform(ManeuverCall& call) const override {
        if (call.command().option == "end") {
            call.context().emit(HoldingBackSet{call.actorId(), 0});
            return;
        }
        call.context().emit(LimitUsed{call.actorId(), "holding-back", true});
        call.context().emit(HoldingBackSet{call.actorId(), call.command().stacks.value_or(1)});
    }
};
} // namespace

std::unique_ptr<Maneuver> makeHoldingBack() {
    return std::make_unique<HoldingBackManeuver>();
}

} // namespace scouter::engine::dbu
