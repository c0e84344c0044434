// SPDX-License-Identifier: GPL-3.0-or-later
#include "dbu/CommandTable.h"
#include "dbu/DbuEvents.h"
#include "dbu/DbuState.h"
#include "dbu/Effects.h"
#include "dbu/Grapples.h"
#include "dbu/Initiative.h"
#include "dbu/TurnFlow.h"
#include "dbu/maneuvers/Empowerment.h"

#include <algorithm>
#include <fmt/format.h>
#include <fmt/ranges.h>

namespace scouter::engine::dbu {

namespace {

// setInitiative `rolled`: the value is what the table rolled, so it is within what the dice and
// the sheet allow (Initiative::range). Without it the value is the ARC's, final: the scenario
// format's `value`, which conformance files set past any roll to fix an order.
std::optional<std::string> rolledValueProblem(const DbuCall<commands::SetInitiative>& context) {
    const auto& command = context.command();
    if (!command.value || !command.rolled) {
        return std::nullopt;
    }
    const auto [low, high] = *Initiative::range(context.settings(), context.state(), command.who, false);
    if (*command.value < low || *command.value > high) {
        return Initiative::rangeProblem(context.settings(), context.state(), command.who, *command.value);
    }
    return std::nullopt;
}

std::optional<std::string> checkIdsExist(const DbuContext& context, const std::vector<std::string>& ids) {
    for (const auto& id : ids) {
        if (context.state().find(id) == nullptr && context.state().findSlot(id) == nullptr) {
            return fmt::format("No combatant or group '{}'", id);
        }
    }
    return std::nullopt;
}

// A command may name a slot by a member's id or by its group id.
const Slot* slotNamed(const EncounterState& state, const std::string& id) {
    if (const Slot* slot = state.findSlot(id)) {
        return slot;
    }
    const Combatant* combatant = state.find(id);
    return combatant == nullptr ? nullptr : state.slotOf(*combatant);
}

std::vector<std::string> slotsNamed(const EncounterState& state, const std::vector<std::string>& ids) {
    std::vector<std::string> slots;
    for (const auto& id : ids) {
        if (const Slot* slot = slotNamed(state, id)) {
            if (std::find(slots.begin(), slots.end(), slot->id) == slots.end()) {
                slots.push_back(slot->id);
            }
        }
    }
    return slots;
}

void answerTie(DbuContext& context, const std::vector<std::string>& order) {
    const Resume resume = context.state().resume;
    context.emit(events::TieBroken{order, {}});
    context.emit(events::PendingAnswered{order});
    if (context.state().pending.empty()) {
        TurnFlow::resumeAfterDecisions(context, resume);
    }
}

void addSurprise(CommandTable& table) {
    table.add("surprise",
              {[](const DbuCall<Surprise>& context) -> std::optional<std::string> {
                   if (context.state().started) {
                       return std::string("Surprise is marked before the encounter starts");
                   }
                   if (context.command().ids.empty()) {
                       return std::string("Name who is surprised");
                   }
                   return checkIdsExist(context, context.command().ids);
               },
               [](DbuCall<Surprise>& context) {
                   // A group id marks every member of the group.
                   std::vector<std::string> ids;
                   for (const auto& id : context.command().ids) {
                       const Slot* group = context.state().findSlot(id);
                       if (context.state().find(id) == nullptr && group != nullptr) {
                           ids.insert(ids.end(), group->members.begin(), group->members.end());
                       } else {
                           ids.push_back(id);
                       }
                   }
                   for (const auto& id : ids) {
                       const Combatant* combatant = context.state().find(id);
                       if (combatant == nullptr || combatant->surprised) {
                           continue;
                       }
                       context.emit(events::SurpriseMarked{id});
                       const Slot& slot = *context.state().slotOf(*combatant);
                       // A value that came from a roll is worked out again with the halving.
                       if (slot.naturalRoll && slot.members.front() == id) {
                           const Slot copy = slot;
                           context.emit(events::InitiativeSet{
                               copy.id, Initiative::fromRoll(context, copy, *copy.naturalRoll), copy.naturalRoll, {}});
                       }
                   }
               }});
}

void addInitiative(CommandTable& table) {
    table.add("rollInitiative",
              {[](const DbuCall<RollInitiative>& context) { return checkIdsExist(context, context.command().ids); },
               [](DbuCall<RollInitiative>& context) {
                   const auto& ids = context.command().ids;
                   Initiative::roll(context, ids.empty() ? Initiative::slotsWithoutValue(context.state())
                                                         : slotsNamed(context.state(), ids));
                   if (context.state().started) {
                       Initiative::resolveTies(context, Resume::None);
                   }
               }});
    table.add("setInitiative",
              {[](const DbuCall<commands::SetInitiative>& context) -> std::optional<std::string> {
                   const auto& command = context.command();
                   const Slot* slot = slotNamed(context.state(), command.who);
                   if (slot == nullptr) {
                       return fmt::format("No combatant or group '{}'", command.who);
                   }
                   if (command.roll.has_value() == command.value.has_value()) {
                       return std::string("setInitiative takes either a roll or a value");
                   }
                   if (command.roll && (*command.roll < 1 || *command.roll > 10)) {
                       return fmt::format("An Initiative roll is a d10 face (1-10), not {}", *command.roll);
                   }
                   return rolledValueProblem(context);
               },
               [](DbuCall<commands::SetInitiative>& context) {
                   const auto& command = context.command();
                   const Slot copy = *slotNamed(context.state(), command.who);
                   if (command.roll) {
                       context.emit(events::InitiativeSet{
                           copy.id, Initiative::fromRoll(context, copy, *command.roll), command.roll, {}});
                   } else {
                       context.emit(events::InitiativeSet{copy.id, *command.value, std::nullopt, {}});
                   }
                   if (context.state().started) {
                       // 002: the order follows a changed value at once, ties included (digest A1.5).
                       Initiative::resolveTies(context, Resume::None);
                   }
               }});
}

void addStart(CommandTable& table) {
    table.add("start", {[](const DbuCall<commands::Start>& context) -> std::optional<std::string> {
                            if (context.state().started) {
                                return std::string("The encounter has already started");
                            }
                            return std::nullopt;
                        },
                        [](DbuCall<commands::Start>& context) {
                            Initiative::roll(context, Initiative::slotsWithoutValue(context.state()));
                            if (Initiative::resolveTies(context, Resume::Start)) {
                                TurnFlow::beginEncounter(context);
                            }
                        }});
}

void addDecisions(CommandTable& table) {
    CommandHandler breakTie{[](const DbuCall<commands::BreakTie>& context) {
                                return Initiative::checkTieOrder(context.state(), context.command().ids);
                            },
                            [](DbuCall<commands::BreakTie>& context) { answerTie(context, context.command().ids); },
                            true, false};
    table.add("breakTie", breakTie);

    table.add("resolve",
              {[](const DbuCall<commands::Resolve>& context) -> std::optional<std::string> {
                   const EncounterState& state = context.state();
                   if (state.pending.empty()) {
                       return std::string("No decision is waiting");
                   }
                   const PendingDecision& pending = state.pending.front();
                   const auto& choice = context.command().choice;
                   if (pending.kind == "tie") {
                       return Initiative::checkTieOrder(state, choice);
                   }
                   if (pending.kind == "grapple-check") {
                       if (choice.size() != 1 || (choice[0] != "grappler" && choice[0] != "grappled")) {
                           return std::string("A Grapple Check is won by 'grappler' or 'grappled'");
                       }
                       return std::nullopt;
                   }
                   if (pending.kind == Empowerment::kDecision) {
                       return Empowerment::checkAnswer(choice);
                   }
                   if (pending.kind == "concealment-check" || pending.kind == "restraint-check") {
                       if (choice.size() != 1 || (choice[0] != "pass" && choice[0] != "fail")) {
                           return fmt::format("A {} is 'pass' or 'fail'", pending.kind == "concealment-check"
                                                                              ? "Concealment check"
                                                                              : "Force check against a Restraint");
                       }
                       return std::nullopt;
                   }
                   std::vector<std::string> expected = pending.subjects;
                   std::vector<std::string> given = choice;
                   std::sort(expected.begin(), expected.end());
                   std::sort(given.begin(), given.end());
                   if (expected != given) {
                       return fmt::format("Order exactly these effects: {}", fmt::join(pending.subjects, ", "));
                   }
                   return std::nullopt;
               },
               [](DbuCall<commands::Resolve>& context) {
                   const PendingDecision pending = context.state().pending.front();
                   const auto& choice = context.command().choice;
                   if (pending.kind == "tie") {
                       answerTie(context, choice);
                       return;
                   }
                   const Resume resume = context.state().resume;
                   context.emit(events::PendingAnswered{choice});
                   if (pending.kind == "grapple-check") {
                       Grapples::answerCheck(context, pending, choice[0] == "grappler");
                   } else if (pending.kind == Empowerment::kDecision) {
                       Empowerment::answer(context, pending, choice[0]);
                   } else if (pending.kind == "restraint-check") {
                       const std::string& restrained = pending.subjects[1];
                       context.emit(RestraintChecked{restrained, choice[0] == "pass"});
                       if (choice[0] == "pass") {
                           Effects::removeCondition(context, restrained, "pinned",
                                                    "energy-restraint:" + pending.subjects[0], "broke free");
                       }
                   } else if (pending.kind == "concealment-check" && choice[0] == "fail") {
                       const Fighter& holder = fighter(context.state(), pending.subjects[0]);
                       context.emit(HoldingBackSet{pending.subjects[0], std::max(0, holder.holdingBack - 1)});
                   } else if (pending.kind == "effect-order") {
                       // Each ordered effect is now asked in turn, in the order chosen.
                       for (const auto& name : choice) {
                           const auto first = name.find(':');
                           const auto second = name.find(':', first + 1);
                           context.emit(events::PendingRaised{
                               PendingDecision{name.substr(0, first),
                                               {},
                                               {name.substr(first + 1, second - first - 1), name.substr(second + 1)}},
                               resume});
                       }
                   }
                   if (context.state().pending.empty()) {
                       TurnFlow::resumeAfterDecisions(context, resume);
                       // The maneuver that raised the decision may have spent the last Action.
                       TurnFlow::endTurnIfSpent(context);
                   }
               },
               true, false});
}

} // namespace

void addSetupCommands(CommandTable& table) {
    addSurprise(table);
    addInitiative(table);
    addStart(table);
    addDecisions(table);
}

} // namespace scouter::engine::dbu
