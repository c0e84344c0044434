// SPDX-License-Identifier: GPL-3.0-or-later
#include "dbu/DbuState.h"
#include "dbu/Effects.h"
#include "dbu/PowerEvents.h"
#include "dbu/Vitality.h"
#include "dbu/maneuvers/Attack.h"
#include "dbu/maneuvers/ManeuverFactories.h"

#include <algorithm>
#include <fmt/format.h>

namespace scouter::engine::dbu {

namespace {
// Answers the last Attacking Maneuver made against you that is still answerable, when it is a
// Signature Technique, carries a Ki Wager (with Desperation's Life) of at least 10(T) of its
// attacker, or released 2+ Energy Charges; or, as before the attack, a charger holding 2+ charges
// (000/001 Duel). `ki` is your own attack's; `option: signature-technique` when it is one. The
// Duel stays open until `duelResult` or a successful Duel Escape. With `damage` (and `hit`: you
// won) it is resolved at once, as the table rolled it.
class DuelManeuver final : public Maneuver {
public:
    [[nodiscard]] std::string_view name() const override { return "duel"; }
    [[nodiscard]] ManeuverDescription describe(const DescriptionContext& context) const override {
        using D = DescriptionContext;
        auto d = D::entry(name(), "Duel", "Defence", "1 CA",
                          "Answers a Signature Technique, a Ki Wager of 10(T)+ or 2+ Energy Charges: best of three "
                          "contested Wound Rolls",
                          TargetKind::Opponent);
        d.inputs = {D::kiInput("Ki", "The Ki of an Attacking Maneuver of the same Profile", 0, context.ki()),
                    D::hit("Won", "You won the majority of the three Wound Rolls", false),
                    context.damage("The winner's last Wound Roll with every wager of the Duel; the loser takes it")};
        d.options = {D::option("", "Duel", "Your own attack is a Basic Attack of the same Profile"),
                     D::option("signature-technique", "Signature Technique",
                               "Your own attack is a Signature Technique of the same Profile")};
        d.shortcut = 'D';
        return d;
    }
    [[nodiscard]] ManeuverCost cost(const ManeuverCall&) const override { return {CostType::CounterActions, 1}; }
    [[nodiscard]] std::optional<std::string> refusal(const ManeuverCall& call) const override {
        if (auto refusal = call.needOpponent("Duel")) {
            return refusal;
        }
        if (!dbuState(call.state()).duel.challenger.empty()) {
            return std::string("A Duel is already open: its result (duelResult) comes first");
        }
        if (answersAttack(call) || fighter(call.state(), *call.target()).charges >= 2) {
            return std::nullopt;
        }
        const int tier = fighter(call.state(), *call.target()).tier();
        return fmt::format("A Duel needs an Attacking Maneuver against you that is a Signature Technique, has a Ki "
                           "Wager of at least 10(T) = {} or 2+ Energy Charges (000 Duel)",
                           10 * tier);
    }
    [[nodiscard]] int kiCost(const ManeuverCall& call) const override {
        return call.reducedKi(call.command().ki.value_or(0));
    }
    void perform(ManeuverCall& call) const override {
        const UseManeuver& command = call.command();
        // The Duel is under way for the rest of this turn: the challenged attacker may try to escape it.
        const std::string anchor = call.state().current.empty() ? command.target : call.state().current;
        Effects::add(call.context(), command.target, EffectKind::Duel, "duel", call.actorId(),
                     Effects::endOfThisTurn(call.context(), anchor));
        if (command.damage) {
            if (call.hit()) {
                Vitality::loseLife(call.context(), command.target, *command.damage, call.actorId());
            } else {
                Vitality::loseLife(call.context(), call.actorId(), *command.damage, command.target);
            }
            return;
        }
        const AttackStakes& stakes = dbuState(call.state()).stakes;
        const LastAttack& attack = call.state().lastAttack;
        const bool answered = answersAttack(call);
        const bool staked = answered && stakes.attacker == attack.attacker && stakes.target == attack.target;
        const int attackerCharges =
            answered ? (staked ? stakes.charges : 0) : fighter(call.state(), *call.target()).charges;
        const int refund = staked ? stakes.wager : 0;
        const int challengerCharges = call.actorFighter().charges;
        // The challenger's own attack carries the charges it held into the Duel.
        Attack::releaseCharges(call);
        call.context().emit(DuelOpened{call.actorId(), command.target, challengerCharges, attackerCharges, refund});
    }

private:
    // The last attack is the target's against the actor, still answerable, and one a Duel answers.
    [[nodiscard]] static bool answersAttack(const ManeuverCall& call) {
        const LastAttack& attack = call.state().lastAttack;
        // An area attack names its targets in the attack record rather than as its target.
        const AttackRecord& record = dbuState(call.state()).attack;
        const bool targeted =
            attack.target == call.actorId() ||
            (record.attacker == attack.attacker &&
             std::find(record.targets.begin(), record.targets.end(), call.actorId()) != record.targets.end());
        if (attack.attacker != call.command().target || !targeted) {
            return false;
        }
        if (attack.maneuver == "signature-technique") {
            return true;
        }
        const AttackStakes& stakes = dbuState(call.state()).stakes;
        if (stakes.attacker != attack.attacker || stakes.target != attack.target) {
            return false;
        }
        const int tier = fighter(call.state(), attack.attacker).tier();
        return stakes.wager + stakes.lifeWager + stakes.joined >= 10 * tier || stakes.charges >= 2;
    }
};
} // namespace

std::unique_ptr<Maneuver> makeDuel() {
    return std::make_unique<DuelManeuver>();
}

} // namespace scouter::engine::dbu
