// SPDX-License-Identifier: GPL-3.0-or-later
#include "dbu/CommandTable.h"
#include "dbu/DbuEvents.h"
#include "dbu/DbuOffers.h"
#include "dbu/DbuState.h"
#include "dbu/TurnFlow.h"
#include "model/InitiativeOrder.h"
#include "rules/Possessive.h"

#include <algorithm>
#include <deque>
#include <fmt/format.h>
#include <iterator>

namespace scouter::engine::dbu {

namespace {

std::optional<std::string> checkStarted(const DbuContext& context) {
    if (!context.state().started) {
        return std::string("The encounter has not started yet");
    }
    return std::nullopt;
}

// The slot a skipTurn names: the acting one without `who`, else the slot of the combatant or group.
const Slot* skippedSlot(const DbuCall<commands::SkipTurn>& context) {
    const EncounterState& state = context.state();
    const std::string& who = context.command().who;
    if (who.empty()) {
        return state.findSlot(state.current);
    }
    if (const Slot* slot = state.findSlot(who)) {
        return slot;
    }
    const Combatant* combatant = state.find(who);
    return combatant == nullptr ? nullptr : state.slotOf(*combatant);
}

void addEndTurn(CommandTable& table) {
    table.add("endTurn", {[](const DbuCall<commands::EndTurn>& context) -> std::optional<std::string> {
                              if (auto refusal = checkStarted(context)) {
                                  return refusal;
                              }
                              const std::string& who = context.command().who;
                              const std::string& current = context.state().current;
                              if (current.empty()) {
                                  return std::string("Nobody is taking a turn");
                              }
                              if (!who.empty() && who != current) {
                                  // By names: slot ids are a scenario's, not the table's.
                                  const auto nameOf = [&](const std::string& id) {
                                      const Combatant* one = context.state().find(id);
                                      const Slot* slot = context.state().findSlot(id);
                                      if (one != nullptr) {
                                          return one->name;
                                      }
                                      const Combatant* first = slot != nullptr && !slot->members.empty()
                                                                   ? context.state().find(slot->members.front())
                                                                   : nullptr;
                                      return first != nullptr && slot->members.size() == 1 ? first->name : id;
                                  };
                                  return fmt::format("It is {} turn, not {}", possessive(nameOf(current)),
                                                     possessive(nameOf(who)));
                              }
                              return std::nullopt;
                          },
                          [](DbuCall<commands::EndTurn>& context) {
                              TurnFlow::endingTurn(context);
                              TurnFlow::endCurrentTurn(context);
                          }});

    table.add("skipTurn", {[](const DbuCall<commands::SkipTurn>& context) -> std::optional<std::string> {
                               if (auto refusal = checkStarted(context)) {
                                   return refusal;
                               }
                               const EncounterState& state = context.state();
                               const Slot* slot = skippedSlot(context);
                               if (slot == nullptr && context.command().who.empty()) {
                                   return std::string("Nobody is taking a turn");
                               }
                               if (slot == nullptr) {
                                   return fmt::format("{} has no slot in the Initiative Order", context.command().who);
                               }
                               if (slot->id == state.current) {
                                   return std::nullopt;
                               }
                               if (!slot->active) {
                                   return fmt::format("{} has left the Initiative Order", slot->id);
                               }
                               if (slot->actedThisRound) {
                                   return fmt::format("{} has already had its turn this round", slot->id);
                               }
                               return std::nullopt;
                           },
                           [](DbuCall<commands::SkipTurn>& context) {
                               const Slot* slot = skippedSlot(context);
                               if (slot->id == context.state().current) {
                                   TurnFlow::endCurrentTurn(context);
                                   return;
                               }
                               context.emit(events::SkipMarked{slot->id});
                           }});
}

void addConvert(CommandTable& table) {
    table.add("convert", {[](const DbuCall<Convert>& context) -> std::optional<std::string> {
                              if (auto refusal = checkStarted(context)) {
                                  return refusal;
                              }
                              const auto& command = context.command();
                              const Combatant* who = context.state().find(command.who);
                              if (who == nullptr) {
                                  return fmt::format("No combatant '{}'", command.who);
                              }
                              if (!context.state().isStanding(*who)) {
                                  return fmt::format("{} is out of the fight and cannot convert Actions", who->name);
                              }
                              if (context.state().surpriseRound && who->surprised) {
                                  return fmt::format("{} is Surprised and cannot act in the surprise round", who->name);
                              }
                              const int count = command.count.value_or(1);
                              if (count < 1) {
                                  return std::string("Convert at least one Action");
                              }
                              if (fighter(context.state(), *who).actions < count) {
                                  return fmt::format("{} has {} Action(s) to convert, not {}", who->name,
                                                     fighter(context.state(), *who).actions, count);
                              }
                              return std::nullopt;
                          },
                          [](DbuCall<Convert>& context) {
                              const auto& command = context.command();
                              context.emit(ActionsConverted{command.who, command.count.value_or(1)});
                              TurnFlow::endTurnIfSpent(context);
                          }});
}

// An offered combatant lets its provoked Counter Action go; the others keep theirs (A4.1).
void addDecline(CommandTable& table) {
    table.add("decline",
              {[](const DbuCall<commands::Decline>& context) -> std::optional<std::string> {
                   const auto& command = context.command();
                   const EncounterState& state = context.state();
                   const Combatant* who = state.find(command.who);
                   if (who == nullptr) {
                       return fmt::format("No combatant '{}'", command.who);
                   }
                   if (std::find(state.offers.begin(), state.offers.end(), who->id) == state.offers.end()) {
                       return fmt::format("No Counter Action is offered to {}: only a maneuver that provokes "
                                          "one offers it (Provoked Counter Actions), and there is none "
                                          "to decline",
                                          who->name);
                   }
                   return std::nullopt;
               },
               [](DbuCall<commands::Decline>& context) {
                   const EncounterState& state = context.state();
                   const std::string& who = context.command().who;
                   std::vector<std::string> left;
                   std::copy_if(state.offers.begin(), state.offers.end(), std::back_inserter(left),
                                [&](const std::string& id) { return id != who; });
                   if (left.empty()) {
                       context.emit(offersSet({}, {}, {}, who, 0, 0));
                       return;
                   }
                   context.emit(offersSet(left, state.offerActor, state.offerKind, who, dbuState(state).offerLife,
                                          dbuState(state).offerKi));
               }});
}

void addInstantOrder(CommandTable& table) {
    table.add("instantOrder", {[](const DbuCall<InstantOrder>& context) -> std::optional<std::string> {
                                   const auto& choices = context.command().choices;
                                   if (choices.empty()) {
                                       return std::string("Name who uses an Instant Action");
                                   }
                                   std::vector<std::string> seen;
                                   for (const auto& [id, where] : choices) {
                                       if (context.state().find(id) == nullptr) {
                                           return fmt::format("No combatant '{}'", id);
                                       }
                                       if (where != "first" && where != "last") {
                                           return fmt::format("An Instant Action goes 'first' or 'last', not '{}'",
                                                              where);
                                       }
                                       if (std::find(seen.begin(), seen.end(), id) != seen.end()) {
                                           return fmt::format("{} can use only one Instant Action at a time", id);
                                       }
                                       seen.push_back(id);
                                   }
                                   return std::nullopt;
                               },
                               [](DbuCall<InstantOrder>& context) {
                                   const EncounterState& state = context.state();
                                   auto choices = context.command().choices;
                                   // Lowest Initiative chooses first; equal values follow the board's tie chain
                                   // reversed.
                                   std::sort(choices.begin(), choices.end(), [&](const auto& x, const auto& y) {
                                       const Slot& a = *state.slotOf(*state.find(x.first));
                                       const Slot& b = *state.slotOf(*state.find(y.first));
                                       if (a.id == b.id) {
                                           return x.first < y.first;
                                       }
                                       return actsBefore(b, a);
                                   });
                                   std::deque<std::string> sequence;
                                   for (const auto& [id, where] : choices) {
                                       if (where == "first") {
                                           sequence.push_front(id);
                                       } else {
                                           sequence.push_back(id);
                                       }
                                   }
                                   context.emit(InstantSequenceSet{{sequence.begin(), sequence.end()}});
                               }});
}

} // namespace

void addTurnCommands(CommandTable& table) {
    addEndTurn(table);
    addConvert(table);
    addDecline(table);
    addInstantOrder(table);
}

} // namespace scouter::engine::dbu
