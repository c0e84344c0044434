// SPDX-License-Identifier: GPL-3.0-or-later
#include "dbu/CommandTable.h"
#include "dbu/DbuEvents.h"
#include "dbu/DbuState.h"
#include "dbu/Effects.h"
#include "dbu/Grapples.h"
#include "dbu/TurnFlow.h"
#include "dbu/Vitality.h"
#include "rules/SideChange.h"

#include <fmt/format.h>

namespace scouter::engine::dbu {

namespace {

std::optional<std::string> checkCombatant(const DbuContext& context, const std::string& id) {
    if (context.state().find(id) == nullptr) {
        return fmt::format("No combatant '{}'", id);
    }
    return std::nullopt;
}

void addLifeAndKi(CommandTable& table) {
    auto checkAmount = [](const auto& context) -> std::optional<std::string> {
        const auto& command = context.command();
        if (auto refusal = checkCombatant(context, command.who)) {
            return refusal;
        }
        if (!command.amount || *command.amount < 0) {
            return std::string("Give a Life amount of 0 or more");
        }
        if (!command.by.empty()) {
            return checkCombatant(context, command.by);
        }
        return std::nullopt;
    };
    table.add("damage", {checkAmount, [](DbuCall<LoseLife>& context) {
                             const auto& command = context.command();
                             Vitality::loseLife(context, command.who, *command.amount, command.by);
                         }});
    table.add("heal", {checkAmount, [](DbuCall<Heal>& context) {
                           const auto& command = context.command();
                           Vitality::gainLife(context, command.who, *command.amount);
                       }});
    table.add("ki", {[](const DbuCall<AdjustKi>& context) -> std::optional<std::string> {
                         if (auto refusal = checkCombatant(context, context.command().who)) {
                             return refusal;
                         }
                         if (!context.command().amount) {
                             return std::string("Give the Ki change as a signed amount");
                         }
                         return std::nullopt;
                     },
                     [](DbuCall<AdjustKi>& context) {
                         const auto& command = context.command();
                         Vitality::setKi(context, command.who,
                                         fighter(context.state(), command.who).ki + *command.amount);
                     }});
}

void addCondition(CommandTable& table) {
    table.add("condition",
              {[](const DbuCall<commands::Condition>& context) -> std::optional<std::string> {
                   const auto& command = context.command();
                   if (auto refusal = checkCombatant(context, command.who)) {
                       return refusal;
                   }
                   if (command.add.empty() == command.remove.empty()) {
                       return std::string("A condition command either adds or removes one condition");
                   }
                   if (!command.until.empty()) {
                       const auto spec = parseDurationSpec(command.until);
                       if (!spec) {
                           return fmt::format("Unknown duration '{}'", command.until);
                       }
                       if (!spec->who.empty() && context.state().find(spec->who) == nullptr &&
                           context.state().findSlot(spec->who) == nullptr) {
                           return fmt::format("No combatant or group '{}'", spec->who);
                       }
                   }
                   if (!command.remove.empty() && !context.state().hasCondition(command.who, command.remove)) {
                       return fmt::format("{} is not {}: there is nothing to remove",
                                          context.state().find(command.who)->name, titled(command.remove));
                   }
                   return std::nullopt;
               },
               [](DbuCall<commands::Condition>& context) {
                   const auto& command = context.command();
                   if (!command.remove.empty()) {
                       Effects::removeCondition(context, command.who, command.remove, {}, "removed");
                       return;
                   }
                   // Adding a condition the combatant already has replaces its duration.
                   Effects::removeCondition(context, command.who, command.add, {}, "replaced");
                   const DurationSpec spec = command.until.empty() ? DurationSpec{} : *parseDurationSpec(command.until);
                   Effects::addCondition(context, command.who, command.add, "arc", Effects::resolve(context, spec));
               }});
}

void addRelation(CommandTable& table) {
    table.add("relation", {[](const DbuCall<commands::Relation>& context) -> std::optional<std::string> {
                               const auto& command = context.command();
                               if (auto refusal = checkCombatant(context, command.a)) {
                                   return refusal;
                               }
                               if (auto refusal = checkCombatant(context, command.b)) {
                                   return refusal;
                               }
                               if (command.a == command.b) {
                                   return std::string("A character is neither its own Ally nor its own Opponent");
                               }
                               if (command.relation != "ally" && command.relation != "opponent") {
                                   return std::string("A relation is 'ally' or 'opponent'");
                               }
                               return std::nullopt;
                           },
                           [](DbuCall<commands::Relation>& context) {
                               const auto& command = context.command();
                               context.emit(events::RelationSet{command.a, command.b, command.relation == "ally"});
                           }});
    table.add("side", {[](const DbuCall<commands::Side>& context) -> std::optional<std::string> {
                           return SideChange::refusal(context.state(), context.command());
                       },
                       [](DbuCall<commands::Side>& context) {
                           context.emit(SideChange::event(context.state(), context.command()));
                       }});
}

// 002 Surrender: "At the start of their turn, a Character may attempt to Surrender": its own
// turn, before it has used a maneuver or converted an Action (the Effect Phase's checks answered).
std::optional<std::string> surrenderRefusal(const DbuContext& context, const std::string& who) {
    const EncounterState& state = context.state();
    const Combatant& combatant = context.combatant(who);
    if (!state.started || state.current != combatant.slot) {
        return fmt::format("{} may Surrender only at the start of their own turn (002 Surrender)", combatant.name);
    }
    if (fighter(state, who).actedThisTurn) {
        return fmt::format("{} has already acted this turn: Surrender is attempted at the start of the turn (002 "
                           "Surrender)",
                           combatant.name);
    }
    return std::nullopt;
}

void addLeaveAndEnd(CommandTable& table) {
    table.add("leave",
              {[](const DbuCall<commands::Leave>& context) -> std::optional<std::string> {
                   const auto& command = context.command();
                   if (auto refusal = checkCombatant(context, command.who)) {
                       return refusal;
                   }
                   if (!context.combatant(command.who).active) {
                       return fmt::format("{} has already left the encounter", command.who);
                   }
                   if (command.reason != "death" && command.reason != "escape" && command.reason != "surrender") {
                       return std::string("A combatant leaves by 'death', 'escape' or 'surrender'");
                   }
                   if (command.reason == "surrender") {
                       return surrenderRefusal(context, command.who);
                   }
                   return std::nullopt;
               },
               [](DbuCall<commands::Leave>& context) {
                   const auto& command = context.command();
                   const std::string slot = context.combatant(command.who).slot;
                   // A partner who dies, escapes or surrenders ends the grapple for the other too.
                   Grapples::endAllOf(context, command.who);
                   context.emit(events::CombatantLeft{command.who, command.reason});
                   if (Vitality::checkVictory(context, command.reason == "escape" ? "escape" : "victory")) {
                       return;
                   }
                   const Slot* left = context.state().findSlot(slot);
                   if (context.state().current == slot && left != nullptr && !left->active) {
                       TurnFlow::endCurrentTurn(context);
                   }
               }});
    table.add("end",
              {[](const DbuCall<commands::End>& context) -> std::optional<std::string> {
                   const std::string& outcome = context.command().outcome;
                   if (outcome != "victory" && outcome != "ceasefire" && outcome != "escape") {
                       return std::string("An encounter ends by 'victory', 'ceasefire' or 'escape'");
                   }
                   return std::nullopt;
               },
               [](DbuCall<commands::End>& context) { TurnFlow::endEncounter(context, context.command().outcome); }});
}

} // namespace

void addStateCommands(CommandTable& table) {
    addLifeAndKi(table);
    addCondition(table);
    addRelation(table);
    addLeaveAndEnd(table);
}

} // namespace scouter::engine::dbu
