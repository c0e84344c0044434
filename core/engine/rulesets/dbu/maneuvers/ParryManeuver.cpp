// SPDX-License-Identifier: GPL-3.0-or-later
#include "dbu/DbuEvents.h"
#include "dbu/DbuState.h"
#include "dbu/Vitality.h"
#include "dbu/maneuvers/ManeuverFactories.h"
#include "dbu/maneuvers/Parries.h"
#include "model/Limits.h"

#include <algorithm>
#include <array>
#include <fmt/format.h>

namespace scouter::engine::dbu {

namespace {
constexpr std::array<std::string_view, 6> kOptions{"block", "power-flare", "deflect",
                                                   "guard", "direct-hit",  "cross-counter"};

// Gives up the Dodge Roll for one of the options (digest A5.2 Parry): Deflect 6(T) Ki, Guard
// 8(T) Ki, Power Flare up to 10(T) Ki (`ki`); Block, Direct Hit and Cross Counter cost no Ki.
// Declared before the attack it answers (see Parries). Its `target` is the parrier, nobody, or the
// attacker it answers (an Opponent): all three are the parrier's own Parry. A Deflect may help an
// Ally (`target`): every deflector pays. `rebound`, after a Deflect, sends the attack back at its
// attacker at no further cost: `hit` and `damage` as for an attack.
class ParryManeuver final : public Maneuver {
public:
    [[nodiscard]] std::string_view name() const override { return "parry"; }
    [[nodiscard]] ManeuverDescription describe(const DescriptionContext& context) const override {
        using D = DescriptionContext;
        auto d = D::entry(name(), "Parry", "Defence", "1 CA",
                          "Declared before the attack: gives up the Dodge Roll for an option", TargetKind::Self);
        auto deflect = D::option("deflect", "Deflect",
                                 "6(T) Ki, Energy/Magic attacks: an Impulsive Save; you take 1/4; may be made for an "
                                 "Ally");
        deflect.target = TargetKind::AllyOrSelf;
        deflect.inputs = {D::score("Your Dice Score: less the attacker's ToP per Energy Charge, above its Strike")};
        auto rebound = D::option("rebound", "Rebound",
                                 "Instant, after your Deflect: the attack goes back at its attacker, one Damage "
                                 "Category higher",
                                 {D::hit("Hit", "Your Rebound Strike (natural result halved) hit", false),
                                  context.damage("The attacker's own Wound Roll for the attack")});
        rebound.inputs[1].roll.clear();
        rebound.target = TargetKind::Attacker;
        rebound.replacesInputs = true;
        d.options = {
            D::option("block", "Block", "Melee or Ballistic attacks: your Physical Strike against the attack roll",
                      {D::score("Your Physical Strike's Dice Score: above the attack's Strike, no damage")}),
            D::option("power-flare", "Power Flare",
                      "Any attack: your Energy Wound Roll against theirs, plus up to 10(T) Ki",
                      {D::kiInput("Ki", fmt::format("Up to 10(T) = {} Ki, added to your score", 10 * context.tier()), 0,
                                  std::min(10 * context.tier(), context.ki()))}),
            deflect,
            D::option("guard", "Guard", "8(T) Ki, any attack: its damage is halved and one Damage Category lower"),
            D::option("direct-hit", "Direct Hit",
                      "The attack hits; Soak +1/2; a heavy attack that deals 0 leaves the attacker Shaken"),
            D::option("cross-counter", "Cross Counter",
                      "Your Defense Value is halved; after the attack you make a Basic Attack out of sequence"),
            rebound};
        d.shortcut = 'P';
        return d;
    }
    [[nodiscard]] ManeuverCost cost(const ManeuverCall& call) const override {
        if (call.command().option == "rebound") {
            return {CostType::Instant, 0};
        }
        return {CostType::CounterActions, 1};
    }
    [[nodiscard]] std::optional<std::string> refusal(const ManeuverCall& call) const override {
        const std::string& option = call.command().option;
        if (option == "rebound") {
            return reboundRefusal(call);
        }
        bool known = false;
        for (auto name : kOptions) {
            known = known || name == option;
        }
        if (!known) {
            return std::string("Parry needs an option: block, power-flare, deflect, guard, direct-hit, "
                               "cross-counter (or rebound after a Deflect)");
        }
        if (Parries::helps(call.state(), call.actorId(), call.command().target)) {
            if (option != "deflect") {
                return std::string("Only a Deflect can be made for an Ally; other Parries answer attacks on you");
            }
            if (auto refusal = call.needAlly("Deflect")) {
                return refusal;
            }
        }
        if (const auto score = call.command().score; score && (*score < 0 || *score > limits::kMaxCommandAmount)) {
            return fmt::format("A Dice Score is 0 to {}", limits::kMaxCommandAmount);
        }
        if (option == "power-flare") {
            const int ki = call.command().ki.value_or(0);
            const int cap = 10 * call.tier();
            if (ki < 0 || ki > cap) {
                return fmt::format("Power Flare spends at most 10(T) = {} Ki", cap);
            }
        }
        return std::nullopt;
    }
    [[nodiscard]] int kiCost(const ManeuverCall& call) const override {
        const std::string& option = call.command().option;
        if (option == "deflect") {
            return call.reducedKi(6 * call.tier());
        }
        if (option == "guard") {
            return call.reducedKi(8 * call.tier());
        }
        if (option == "power-flare") {
            return call.command().ki.value_or(0); // a boost bought with Ki, not a cost to reduce
        }
        return 0;
    }
    void perform(ManeuverCall& call) const override {
        if (call.command().option != "rebound") {
            Parries::declare(call.context(), call.actorId());
            return;
        }
        const LastAttack attack = call.state().lastAttack;
        call.context().emit(ParryAnswered{call.actorId(), "rebounded", attack.attacker});
        if (call.hit() && call.command().damage) {
            Vitality::loseLife(call.context(), attack.attacker, *call.command().damage, call.actorId());
        }
    }

private:
    static std::optional<std::string> reboundRefusal(const ManeuverCall& call) {
        const LastAttack& attack = call.state().lastAttack;
        const AttackRecord& record = dbuState(call.state()).attack;
        const bool recorded = !attack.attacker.empty() && record.attacker == attack.attacker;
        const bool targeted = attack.target == call.actorId() ||
                              (recorded && std::find(record.targets.begin(), record.targets.end(), call.actorId()) !=
                                               record.targets.end());
        if (!targeted || dbuState(call.state()).parry != "deflect") {
            return std::string("Rebound follows a Deflect of the attack just made on you");
        }
        // Worked out from the scores, a Deflect that did not beat the Strike allows no Rebound (000
        // Rebound: "if you have successfully deflected").
        const auto& checked = record.deflectChecked;
        if (recorded && record.deflected != call.actorId() &&
            std::find(checked.begin(), checked.end(), call.actorId()) != checked.end()) {
            return std::string("Rebound needs a successful Deflect, and yours did not beat the Strike");
        }
        if (call.command().target != attack.attacker) {
            const Combatant* attacker = call.state().find(attack.attacker);
            return fmt::format("A Rebound goes back at the attacker, {}",
                               attacker != nullptr ? attacker->name : attack.attacker);
        }
        return std::nullopt;
    }
};
} // namespace

std::unique_ptr<Maneuver> makeParry() {
    return std::make_unique<ParryManeuver>();
}

} // namespace scouter::engine::dbu
