#include "dbu/DbuEvents.h"
#include "dbu/DbuState.h"
#include "dbu/Effects.h"
#include "dbu/Vitality.h"
#include "dbu/maneuvers/ManeuverFactories.h"

#include <algorithm>

namespace scouter::engine::dbu {

namespace {
// Transfers `ki` of your own Ki to an Ally. Miracle Empowerment: once per encounter, a second
// giver in one round may push the receiver above its maximum (digest A5.2 Empower).
class EmpowerManeuver final : public Maneuver {
public:
    [[nodiscard]] std::string_view name() const override { return "empower"; }
    [[nodiscard]] ManeuverDescription describe(const DescriptionContext& context) const override {
        auto d = DescriptionContext::entry(name(), "Empower", "Support", "1 A",
                                           "Transfers your own Ki to another character; a second giver in one round "
                                           "may push them above their maximum once (Miracle Empowerment)",
                                           TargetKind::Other);
        d.inputs = {DescriptionContext::kiInput("Ki", "At most the Empowerment Roll + the boost", 1, context.ki()),
                    context.empowermentRoll(),
                    DescriptionContext::number("boost", "Boost", "Added to the Empowerment Roll: up to 10(T)", 0,
                                               10 * context.tier())};
        return d;
    }
    [[nodiscard]] ManeuverCost cost(const ManeuverCall&) const override { return {CostType::Actions, 1}; }
    [[nodiscard]] std::optional<std::string> refusal(const ManeuverCall& call) const override {
        if (auto refusal = call.needAlly("Empower")) {
            return refusal;
        }
        if (!call.command().ki || *call.command().ki < 1) {
            return std::string("Empower needs the Ki it transfers (ki)");
        }
        return std::nullopt;
    }
    [[nodiscard]] int kiCost(const ManeuverCall& call) const override { return call.command().ki.value_or(0); }
    void perform(ManeuverCall& call) const override {
        const std::string& target = call.command().target;
        const int amount = *call.command().ki;
        call.context().emit(EmpowerReceived{target, call.actorId()});
        const Combatant& receiver = call.context().combatant(target);
        std::vector<std::string> givers = fighter(call.state(), receiver).empoweredBy;
        std::sort(givers.begin(), givers.end());
        givers.erase(std::unique(givers.begin(), givers.end()), givers.end());
        const bool overMax = fighter(call.state(), receiver).ki + amount > fighter(call.state(), receiver).stats.ki;
        const bool miracle =
            overMax && givers.size() > 1 && !fighter(call.state(), receiver).usedThisEncounter("miracle-empowerment");
        if (miracle) {
            call.context().emit(LimitUsed{target, "miracle-empowerment", true});
            // The source lists every giver: the bonus is +2d6 per giver (RollModifiers counts them).
            std::string source;
            for (const auto& giver : givers) {
                source += (source.empty() ? "" : ",") + giver;
            }
            Effects::add(call.context(), target, EffectKind::Miracle, "miracle-empowerment", source,
                         Effects::endOfNextTurn(call.context(), target));
        }
        Vitality::setKi(call.context(), target, fighter(call.state(), receiver).ki + amount, miracle);
    }
};
} // namespace

std::unique_ptr<Maneuver> makeEmpower() {
    return std::make_unique<EmpowerManeuver>();
}

} // namespace scouter::engine::dbu
