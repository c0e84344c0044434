// SPDX-License-Identifier: GPL-3.0-or-later
#include "dbu/DbuEvents.h"
#include "dbu/DbuState.h"
#include "dbu/PowerEvents.h"
#include "dbu/Vitality.h"
#include "dbu/maneuvers/ManeuverFactories.h"

#include <algorithm>

namespace scouter::engine::dbu {

namespace {
// Once per encounter, an Instant. Power Surge restores 1/4 of your Ki + Force Modifier and 1/4 of
// your Capacity Rate to the Capacity left this round; Healing Surge heals a solid 2d10(T) + Force
// Modifier Life (digest A5.2 Surge).
class SurgeManeuver final : public Maneuver {
public:
    [[nodiscard]] std::string_view name() const override { return "surge"; }
    [[nodiscard]] ManeuverDescription describe(const DescriptionContext& context) const override {
        (void)context;
        using D = DescriptionContext;
        auto d = D::entry(name(), "Surge", "Instant", "Instant", "Once per encounter", TargetKind::None);
        d.options = {D::option("power-surge", "Power Surge", "Restores 1/4 of your Ki + Force Modifier"),
                     D::option("healing-surge", "Healing Surge",
                               "Heals a solid 2d10(T) + Force Modifier Life (rolled by Scouter)")};
        return d;
    }
    [[nodiscard]] ManeuverCost cost(const ManeuverCall&) const override { return {CostType::Instant, 0}; }
    [[nodiscard]] std::optional<std::string> refusal(const ManeuverCall& call) const override {
        const std::string& option = call.command().option;
        if (option != "power-surge" && option != "healing-surge") {
            return std::string("Surge needs an option: power-surge or healing-surge");
        }
        if (call.actorFighter().usedThisEncounter("surge")) {
            return std::string("Surge can be used once per encounter");
        }
        return std::nullopt;
    }
    void perform(ManeuverCall& call) const override {
        DbuContext& context = call.context();
        const Fighter& actor = call.actorFighter();
        context.emit(LimitUsed{call.actorId(), "surge", true});
        if (call.command().option == "power-surge") {
            Vitality::setKi(context, call.actorId(),
                            actor.ki + context.settings().divide(actor.stats.ki, 4) + actor.stats.force);
            // "you'll restore 1/4 of your total Capacity and Ki Points": Capacity up to the Rate.
            const int restored = std::min(context.settings().divide(actor.capacity(), 4), actor.capacitySpent);
            if (restored > 0) {
                context.emit(CapacityRestored{call.actorId(), restored});
            }
            return;
        }
        const int healed = call.rollScaled(2, 10, call.tier()) + actor.stats.force;
        Vitality::gainLife(context, call.actorId(), healed);
    }
};
} // namespace

std::unique_ptr<Maneuver> makeSurge() {
    return std::make_unique<SurgeManeuver>();
}

} // namespace scouter::engine::dbu
