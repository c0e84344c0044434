// SPDX-License-Identifier: GPL-3.0-or-later
#include "dbu/Effects.h"
#include "dbu/maneuvers/ManeuverCatalogue.h"
#include "dbu/maneuvers/ManeuverFactories.h"

#include <fmt/format.h>

namespace scouter::engine::dbu {

namespace {
// Declares a response (`option`: the maneuver's name) to a trigger and pays its Action cost now.
// The response is then used out of turn without paying again; if it has not fired by the start
// of your next turn, the Actions are lost (digest A4.5).
class TriggeredManeuver final : public Maneuver {
public:
    [[nodiscard]] std::string_view name() const override { return "triggered"; }
    [[nodiscard]] ManeuverDescription describe(const DescriptionContext& context) const override {
        auto d = DescriptionContext::entry(name(), "Triggered Maneuver", "Support", "the response's Action cost",
                                           "Declares a response and pays for it now; used out of turn when "
                                           "triggered, lost at the start of your next turn",
                                           TargetKind::None);
        for (auto id : responses().names()) {
            if (id == name()) {
                continue;
            }
            const ManeuverDescription response = responses().find(id)->describe(context);
            d.options.push_back(
                DescriptionContext::option(std::string(id), response.label, fmt::format("Pays {} now", response.cost)));
        }
        return d;
    }
    [[nodiscard]] ManeuverCost cost(const ManeuverCall& call) const override {
        const Maneuver* response = responses().find(call.command().option);
        if (response == nullptr || response->name() == name()) {
            return {CostType::Actions, 1};
        }
        const ManeuverCost inner = response->cost(call);
        return inner.type == CostType::Actions ? inner : ManeuverCost{CostType::Actions, 0};
    }
    [[nodiscard]] std::optional<std::string> refusal(const ManeuverCall& call) const override {
        const Maneuver* response = responses().find(call.command().option);
        if (response == nullptr || response->name() == name()) {
            return fmt::format("A Triggered Maneuver names its response maneuver, not '{}'", call.command().option);
        }
        return std::nullopt;
    }
    void perform(ManeuverCall& call) const override {
        Effects::add(call.context(), call.actorId(), EffectKind::Triggered, call.command().option, "triggered",
                     Effects::startOfNextTurn(call.context(), call.actorId()));
    }

private:
    static const ManeuverCatalogue& responses() {
        static const ManeuverCatalogue catalogue;
        return catalogue;
    }
};
} // namespace

std::unique_ptr<Maneuver> makeTriggered() {
    return std::make_unique<TriggeredManeuver>();
}

} // namespace scouter::engine::dbu
