// SPDX-License-Identifier: GPL-3.0-or-later
#include "events/RulesetEventOf.h"
#include "rules/PreparedMoves.h"
#include "true20/Budget.h"
#include "true20/Commands.h"
#include "true20/True20Events.h"

#include <fmt/format.h>

#include <algorithm>

namespace scouter::engine::true20::commands {

namespace {

constexpr int kNaturalTwenty = 20;
// The widest threat range a sheet may keep (its bound there): 15-20.
constexpr int kLowestThreat = 15;

constexpr const char* kBudgetRule =
    "(a round is one standard + one move action, two move actions, or one full-round action)";

// The actor for a command that acts: in play, present, not helpless.
template <class T> const Combatant* actor(const True20Call<T>& context, Result& refusal) {
    if ((refusal = needsPlay(context))) {
        return nullptr;
    }
    const Combatant* who = combatantNamed(context, context.command().who, refusal);
    if (who != nullptr && context.scores(*who).helpless()) {
        refusal = fmt::format("Refused: {} is helpless (Unconscious, Dying or Dead) and can take no action",
                              context.nameOf(who->id));
        return nullptr;
    }
    return who;
}

} // namespace

Result action(True20Call<Action>& context) {
    Result refusal;
    const Combatant* who = actor(context, refusal);
    if (who == nullptr) {
        return refusal;
    }
    const std::string& type = context.command().kind;
    const std::string name = context.nameOf(who->id);
    if (type != "reaction" && !context.inTurn(*who)) {
        return fmt::format("Refused: it is not {}'s turn; out of turn only a reaction can be declared", name);
    }
    if ((type == "standard" || type == "move" || type == "full-round") && !canDeclare(context.fighter(who->id), type)) {
        return fmt::format("Refused: {} has no {} action left this round {}", name, type, kBudgetRule);
    }
    context.emit(events::makeRulesetEvent(ActionTaken{who->id, type}));
    return std::nullopt;
}

Result attack(True20Call<Attack>& context) {
    Result refusal;
    const Combatant* who = actor(context, refusal);
    if (who == nullptr) {
        return refusal;
    }
    const auto& command = context.command();
    const Combatant* target = combatantNamed(context, command.target, refusal);
    if (target == nullptr) {
        return refusal;
    }
    const std::string name = context.nameOf(who->id);
    if (target->id == who->id) {
        return fmt::format("Refused: {} cannot attack itself", name);
    }
    const std::string kind = command.kind.empty() ? "standard" : command.kind;
    std::string spent = kind;
    if (context.inTurn(*who)) {
        if (!canDeclare(context.fighter(who->id), kind)) {
            return fmt::format("Refused: {} has no {} action left this round for the attack {}", name, kind,
                               kBudgetRule);
        }
    } else if (context.fighter(who->id).prepared) {
        spent = "prepared";
    } else {
        return fmt::format("Refused: it is not {}'s turn; out of turn it attacks only with a prepared action", name);
    }
    // A prepared attack gives what the command leaves out, and its threat range.
    const SheetRecord* prepared = PreparedMoves::find(who->sheet, "attacks", command.attackName);
    if (!command.attackName.empty() && prepared == nullptr) {
        return fmt::format("Refused: {} has no attack named '{}' on their sheet", name,
                           command.attackName.substr(0, 64));
    }
    const auto sheet = [&](std::string_view key, int fallback) {
        return prepared != nullptr ? prepared->number(key, fallback) : fallback;
    };
    const std::string mode = !command.mode.empty()                                    ? command.mode
                             : prepared != nullptr && !prepared->text("mode").empty() ? prepared->text("mode")
                                                                                      : std::string("melee");
    const int face = context.d20(command.roll);
    const int bonus =
        context.scores(*who).attack(mode, command.range.value_or(0)) + command.bonus.value_or(sheet("bonus", 0));
    const int defense = context.scores(*target).defense();
    // [INTERP] 004 R-11 threatens on a natural 20 (~ a threat), which hits whatever the total; a
    // weapon's wider threat range, kept on the sheet, threatens from its lowest face when the attack
    // hits as well. A natural 1 still misses.
    const int threat = std::clamp(sheet("threat", kNaturalTwenty), kLowestThreat, kNaturalTwenty);
    const bool hits = face + bonus >= defense;
    const std::string result = face == 1                ? "miss"
                               : face == kNaturalTwenty ? "critical-threat"
                               : hits && face >= threat ? "critical-threat"
                               : hits                   ? "hit"
                                                        : "miss";
    AttackMade made{who->id,
                    target->id,
                    mode,
                    spent,
                    face,
                    bonus,
                    defense,
                    result,
                    command.weapon.value_or(sheet("damage", 0)),
                    command.lethal.value_or(sheet("lethal", 0) != 0),
                    context.scores(*target).defendsWith()};
    made.name = command.attackName;
    made.threat = threat;
    context.emit(events::makeRulesetEvent(std::move(made)));
    return std::nullopt;
}

Result confirm(True20Call<Confirm>& context) {
    if (auto refusal = needsPlay(context)) {
        return refusal;
    }
    const auto& threat = context.rules().threat;
    const auto& command = context.command();
    if (!threat || threat->attacker != command.who) {
        return fmt::format("Refused: {} has no critical threat open to confirm (a threat on its last attack: a natural "
                           "20, or its weapon's threat range)",
                           context.nameOf(command.who));
    }
    const Combatant* target = context.state().find(threat->target);
    const int face = context.d20(command.roll);
    const int defense = target != nullptr ? context.scores(*target).defense() : 10;
    context.emit(events::makeRulesetEvent(CriticalConfirmed{threat->attacker, threat->target, face, threat->bonus,
                                                            defense, face + threat->bonus >= defense}));
    return std::nullopt;
}

Result defend(True20Call<Defend>& context) {
    Result refusal;
    if (context.state().ended) {
        return std::string("Refused: the encounter has ended");
    }
    const Combatant* who = combatantNamed(context, context.command().who, refusal);
    if (who == nullptr) {
        return refusal;
    }
    // «Passed out and helpless»: no choice is left to make, and a helpless Defense has no Dodge or
    // Parry in it.
    if (context.scores(*who).helpless()) {
        return fmt::format("Refused: {} is helpless (Unconscious, Dying or Dead) and has no Dodge or Parry to choose",
                           context.nameOf(who->id));
    }
    if (context.state().started && !context.inTurn(*who)) {
        return fmt::format("Refused: {} chooses Dodge or Parry before the start or on its own turn",
                           context.nameOf(who->id));
    }
    const auto& command = context.command();
    const std::string with = command.with.empty() ? "best" : command.with;
    context.emit(events::makeRulesetEvent(DefenseChosen{who->id, with}));
    return std::nullopt;
}

Result prepare(True20Call<Prepare>& context) {
    Result refusal;
    const Combatant* who = actor(context, refusal);
    if (who == nullptr) {
        return refusal;
    }
    const std::string name = context.nameOf(who->id);
    if (!context.inTurn(*who)) {
        return fmt::format("Refused: it is not {}'s turn; preparing is a standard action of its own turn", name);
    }
    if (!canDeclare(context.fighter(who->id), "standard")) {
        return fmt::format("Refused: {} has no standard action left this round to prepare {}", name, kBudgetRule);
    }
    context.emit(events::makeRulesetEvent(Prepared{who->id}));
    return std::nullopt;
}

} // namespace scouter::engine::true20::commands
