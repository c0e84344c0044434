#include "dbu/DbuState.h"
#include "dbu/Effects.h"
#include "dbu/maneuvers/ManeuverFactories.h"

#include <algorithm>
#include <fmt/format.h>

namespace scouter::engine::dbu {

namespace {
// When an Ally is struck: an Impulsive Save (`hit`). A failure forbids Intervene for the rest of
// the round; a pass applies the option: Wall of Defense (move next to the Ally, `to`), Redirect
// (4(T) Ki) or Distant Deflect (3(T) Ki) (digest A5.2 Intervene).
class InterveneManeuver final : public Maneuver {
public:
    [[nodiscard]] std::string_view name() const override { return "intervene"; }
    [[nodiscard]] ManeuverDescription describe(const DescriptionContext& context) const override {
        (void)context;
        using D = DescriptionContext;
        auto d = D::entry(name(), "Intervene", "Defence", "1 CA",
                          "When an Ally is successfully struck; a failed save forbids Intervene for the round",
                          TargetKind::Ally);
        d.inputs = {D::hit("Saved", "The Impulsive Save beat TN Medium", true)};
        d.options = {D::option("wall-of-defense", "Wall of Defense",
                               "Move next to the Ally (within your Boosted Speed); the attack hits you instead",
                               {D::square("Move to", "A square adjacent to the Ally")}),
                     D::option("redirect", "Redirect", "4(T) Ki: your Physical Strike against the attacker's Strike",
                               {D::score("Your Physical Strike: less the attacker's ToP per Energy Charge, at least "
                                         "its Strike")}),
                     D::option("distant-deflect", "Distant Deflect",
                               "3(T) Ki: your Energy Strike against the attacker's Strike diverts the attack",
                               {D::score("Your Energy Strike: less half the attacker's ToP per Energy Charge, at "
                                         "least its Strike")})};
        d.shortcut = 'I';
        return d;
    }
    [[nodiscard]] ManeuverCost cost(const ManeuverCall&) const override { return {CostType::CounterActions, 1}; }
    [[nodiscard]] std::optional<std::string> refusal(const ManeuverCall& call) const override {
        const auto& effects = call.state().effects;
        if (std::any_of(effects.begin(), effects.end(), [&](const Effect& effect) {
                return effect.kind == EffectKind::InterveneLockout && effect.owner == call.actorId();
            })) {
            return std::string("After a failed Intervene save you cannot Intervene again this round");
        }
        if (auto refusal = call.needAlly("Intervene")) {
            return refusal;
        }
        const LastAttack& attack = call.state().lastAttack;
        if (attack.attacker.empty() || attack.target != call.command().target || !attack.hit) {
            return std::string("Intervene needs an Ally who was just successfully struck");
        }
        const std::string& option = call.command().option;
        if (option != "wall-of-defense" && option != "redirect" && option != "distant-deflect") {
            return std::string("Intervene needs an option: wall-of-defense, redirect or distant-deflect");
        }
        if (option == "wall-of-defense" && call.command().to) {
            const Position to = *call.command().to;
            if (distance(to, call.target()->at) > 1) {
                return std::string("Wall of Defense ends on a square adjacent to the Ally");
            }
            if (distance(to, call.actor().at) > call.actorFighter().stats.boostedSpeed) {
                return fmt::format("Wall of Defense needs your Boosted Speed ({}) to reach the Ally",
                                   call.actorFighter().stats.boostedSpeed);
            }
        }
        return std::nullopt;
    }
    [[nodiscard]] int kiCost(const ManeuverCall& call) const override {
        if (!call.hit()) {
            return 0;
        }
        const std::string& option = call.command().option;
        const int perTier = option == "redirect" ? 4 : option == "distant-deflect" ? 3 : 0;
        return call.reducedKi(perTier * call.tier());
    }
    void perform(ManeuverCall& call) const override {
        if (!call.hit()) {
            Effects::add(call.context(), call.actorId(), EffectKind::InterveneLockout, "intervene", "failed-save",
                         Effects::endOfRound(call.context()));
            return;
        }
        if (call.command().option == "wall-of-defense" && call.command().to) {
            call.context().emit(events::Moved{call.actorId(), *call.command().to});
        }
    }
};
} // namespace

std::unique_ptr<Maneuver> makeIntervene() {
    return std::make_unique<InterveneManeuver>();
}

} // namespace scouter::engine::dbu
