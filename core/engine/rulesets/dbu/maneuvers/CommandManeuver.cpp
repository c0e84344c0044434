// SPDX-License-Identifier: GPL-3.0-or-later
#include "dbu/DbuEvents.h"
#include "dbu/DbuState.h"
#include "dbu/maneuvers/ManeuverFactories.h"

#include <algorithm>
#include <fmt/format.h>

namespace scouter::engine::dbu {

namespace {
// A Master gives one Minion 2 Actions; 1 use per round, 2 at Personality Modifier 6, 3 at 10
// (digest A11.9).
class CommandManeuver final : public Maneuver {
public:
    [[nodiscard]] std::string_view name() const override { return "command"; }
    [[nodiscard]] ManeuverDescription describe(const DescriptionContext& context) const override {
        (void)context;
        return DescriptionContext::entry(name(), "Command", "Support", "1 A",
                                         "One Minion you are Master of gains 2 Actions", TargetKind::Ally);
    }
    [[nodiscard]] ManeuverCost cost(const ManeuverCall&) const override { return {CostType::Actions, 1}; }
    [[nodiscard]] std::optional<std::string> refusal(const ManeuverCall& call) const override {
        if (auto refusal = call.needAlly("Command")) {
            return refusal;
        }
        const Fighter& actor = call.actorFighter();
        const int personality = actor.stats.personality;
        const int allowed = personality >= 10 ? 3 : personality >= 6 ? 2 : 1;
        const auto used = std::count(actor.roundLimits.begin(), actor.roundLimits.end(), "command");
        if (used >= allowed) {
            return fmt::format("Command can be used {} time(s) per round at Personality Modifier {}", allowed,
                               personality);
        }
        return std::nullopt;
    }
    void perform(ManeuverCall& call) const override {
        call.context().emit(LimitUsed{call.actorId(), "command", false});
        call.context().emit(ActionsGained{call.command().target, 2, "command"});
    }
};
} // namespace

std::unique_ptr<Maneuver> makeCommand() {
    return std::make_unique<CommandManeuver>();
}

} // namespace scouter::engine::dbu
