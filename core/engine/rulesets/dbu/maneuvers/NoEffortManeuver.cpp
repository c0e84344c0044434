// SPDX-License-Identifier: GPL-3.0-or-later
#include "dbu/DbuEvents.h"
#include "dbu/DbuState.h"
#include "dbu/maneuvers/ManeuverFactories.h"

#include <fmt/format.h>

namespace scouter::engine::dbu {

namespace {
// A short Instant (a word, drawing a weapon, dropping prone...); each type (`option`, a free
// name) once per round (digest A5.2 No Effort, 001) unless the option noEffortOncePerType is off.
class NoEffortManeuver final : public Maneuver {
public:
    [[nodiscard]] std::string_view name() const override { return "no-effort"; }
    [[nodiscard]] ManeuverDescription describe(const DescriptionContext& context) const override {
        (void)context;
        auto d = DescriptionContext::entry(name(), "No Effort", "Instant", "Instant",
                                           "A short action: a word, drawing a weapon, dropping prone; each type once "
                                           "per round",
                                           TargetKind::None);
        InputDescription type;
        type.kind = InputKind::Text;
        type.label = "Type";
        type.help = "What is done, e.g. \"draw weapon\"";
        d.inputs = {type};
        return d;
    }
    [[nodiscard]] ManeuverCost cost(const ManeuverCall&) const override { return {CostType::Instant, 0}; }
    [[nodiscard]] std::optional<std::string> refusal(const ManeuverCall& call) const override {
        if (call.context().settings().noEffortOncePerType && call.actorFighter().usedThisRound(key(call))) {
            return fmt::format("Each type of No Effort Maneuver ({}) can be used once per round", type(call));
        }
        return std::nullopt;
    }
    void perform(ManeuverCall& call) const override {
        call.context().emit(LimitUsed{call.actorId(), key(call), false});
    }

private:
    [[nodiscard]] static std::string type(const ManeuverCall& call) {
        return call.command().option.empty() ? std::string("unnamed") : call.command().option;
    }
    [[nodiscard]] static std::string key(const ManeuverCall& call) { return "no-effort:" + type(call); }
};
} // namespace

std::unique_ptr<Maneuver> makeNoEffort() {
    return std::make_unique<NoEffortManeuver>();
}

} // namespace scouter::engine::dbu
