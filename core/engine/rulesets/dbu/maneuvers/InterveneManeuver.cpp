// SPDX-License-Identifier: GPL-3.0-or-later
#include "dbu/DbuEvents.h"
#include "dbu/DbuState.h"
#include "dbu/Effects.h"
#include "dbu/Vitality.h"
#include "dbu/maneuvers/ManeuverFactories.h"
#include "model/Limits.h"

#include <algorithm>
#include <fmt/format.h>

namespace scouter::engine::dbu {

namespace {
// When an Ally is struck: an Impulsive Save (`hit`). A failure forbids Intervene for the rest of
// the round and needs no option; a pass applies the option picked then (000 Intervene: "If you
// pass, you may select one of the below options"): Wall of Defense (move next to the Ally, `to`
// or the square nearest the attacker, and take the attack's damage in its place), Redirect (4(T)
// Ki) or Distant Deflect (3(T) Ki), which compare `score` with the attack's Strike (digest A5.2).
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
        if (!struck(call)) {
            return std::string("Intervene needs an Ally who was just successfully struck");
        }
        if (!call.hit()) {
            return std::nullopt; // a failed save picks no option
        }
        const std::string& option = call.command().option;
        if (option != "wall-of-defense" && option != "redirect" && option != "distant-deflect") {
            return std::string("Intervene needs an option: wall-of-defense, redirect or distant-deflect");
        }
        if (const auto score = call.command().score) {
            if (*score < 0 || *score > limits::kMaxCommandAmount) {
                return fmt::format("A Dice Score is 0 to {}", limits::kMaxCommandAmount);
            }
            if (option != "wall-of-defense" && !dbuState(call.state()).attack->strike) {
                return std::string("Redirect and Distant Deflect compare your score with the attack's Strike: enter "
                                   "the attack's strike");
            }
        }
        if (option == "distant-deflect") {
            return std::nullopt;
        }
        const int speed = call.actorFighter().stats.boostedSpeed;
        if (call.command().to) {
            const Position to = *call.command().to;
            if (distance(to, call.target()->at) != 1) {
                return std::string("Wall of Defense ends on a square adjacent to the Ally");
            }
            if (distance(to, call.actor().at) > speed) {
                return fmt::format("Wall of Defense needs your Boosted Speed ({}) to reach the Ally", speed);
            }
        } else if (!interceptSquare(call)) {
            return fmt::format("Wall of Defense needs your Boosted Speed ({}) to reach a free square next to the Ally",
                               speed);
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
        const std::string& option = call.command().option;
        if (option != "distant-deflect") {
            // Redirect is made "when you successfully use the Wall of Defense option": both move.
            const std::optional<Position> to = call.command().to ? call.command().to : interceptSquare(call);
            if (to && *to != call.actor().at) {
                call.context().emit(events::Moved{call.actorId(), *to});
            }
        }
        AttackRecord attack = dbuState(call.state()).attack;
        if (attack.attacker.empty()) {
            return; // an attack stored before attacks were recorded: its losses are unknown
        }
        const int damage = std::max(0, attack.damage.value_or(0));
        const std::optional<int> score = call.command().score;
        if (option == "wall-of-defense") {
            restore(call, attack, {call.command().target});
            takeDamage(call, attack, damage);
        } else if (option == "redirect" && score) {
            // Each Energy Charge lowers the score by the attacker's Tier of Power; equal succeeds.
            if (*score - attack.attackerTier * attack.charges >= attack.strike.value_or(0)) {
                restore(call, attack, attack.targets); // "they take no damage"
                takeDamage(call, attack, damage / 4);
            } else {
                restore(call, attack, {call.command().target});
                // Category +1; one already Lethal adds 1/2 of the Wound Roll instead (000 Redirect).
                takeDamage(call, attack, attack.category == "lethal" ? damage + damage / 2 : damage);
            }
        } else if (option == "distant-deflect" && score) {
            if (*score - (attack.attackerTier / 2) * attack.charges >= attack.strike.value_or(0)) {
                restore(call, attack, {call.command().target});
            }
        }
        call.context().emit(AttackRecorded{SharedAttack(std::move(attack))});
    }

private:
    // The Ally was hit by the attack still answerable.
    [[nodiscard]] static bool struck(const ManeuverCall& call) {
        const LastAttack& last = call.state().lastAttack;
        const AttackRecord& attack = dbuState(call.state()).attack;
        const std::string& ally = call.command().target;
        if (last.attacker.empty()) {
            return false;
        }
        if (attack.attacker == last.attacker) {
            return std::find(attack.hits.begin(), attack.hits.end(), ally) != attack.hits.end();
        }
        return last.target == ally && last.hit;
    }

    // 000 Wall of Defense: "You move to an adjacent square to the victim that is as close as
    // possible to the attacker", one the interceptor's Boosted Speed reaches and nobody stands on.
    [[nodiscard]] static std::optional<Position> interceptSquare(const ManeuverCall& call) {
        const EncounterState& state = call.state();
        const Position ally = call.target()->at;
        const Combatant* attacker = state.find(state.lastAttack.attacker);
        const Position me = call.actor().at;
        // Nearest the attacker, then nearest you; a tie goes to the first in reading order.
        std::optional<Position> best;
        for (int dy = -1; dy <= 1; ++dy) {
            for (int dx = -1; dx <= 1; ++dx) {
                const Position square{ally.x + dx, ally.y + dy};
                const bool taken =
                    std::any_of(state.combatants.begin(), state.combatants.end(), [&](const Combatant& c) {
                        return c.active && c.id != call.actorId() && c.at == square;
                    });
                if ((dx == 0 && dy == 0) || taken || square.x < 0 || square.y < 0 ||
                    distance(me, square) > call.actorFighter().stats.boostedSpeed) {
                    continue;
                }
                const auto closeness = [&](Position p) {
                    return std::pair{attacker != nullptr ? distance(p, attacker->at) : 0, distance(p, me)};
                };
                if (!best || closeness(square) < closeness(*best)) {
                    best = square;
                }
            }
        }
        return best;
    }

    // Gives back what `ids` lost to the attack.
    static void restore(ManeuverCall& call, AttackRecord& attack, const std::vector<std::string>& ids) {
        for (auto& [who, lost] : attack.losses) {
            if (lost <= 0 || std::find(ids.begin(), ids.end(), who) == ids.end()) {
                continue;
            }
            Vitality::gainLife(call.context(), who, lost);
            if (fighter(call.state(), who).life > 0) {
                Effects::removeCondition(call.context(), who, "defeated", "life");
            }
            lost = 0;
        }
    }

    // The interceptor is struck in the Ally's place, as the attacker's Strike.
    static void takeDamage(ManeuverCall& call, AttackRecord& attack, int amount) {
        const int before = call.actorFighter().life;
        Vitality::loseLife(call.context(), call.actorId(), amount, attack.attacker);
        attack.losses.emplace_back(call.actorId(), before - call.actorFighter().life);
    }
};
} // namespace

std::unique_ptr<Maneuver> makeIntervene() {
    return std::make_unique<InterveneManeuver>();
}

} // namespace scouter::engine::dbu
