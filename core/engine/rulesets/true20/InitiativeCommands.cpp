// SPDX-License-Identifier: GPL-3.0-or-later
#include "events/RulesetEventOf.h"
#include "model/Limits.h"
#include "true20/Commands.h"
#include "true20/True20Events.h"
#include "true20/TurnFlow.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <map>

namespace scouter::engine::true20::commands {

namespace {

int slotDexterity(const EncounterState& state, const Slot& slot) {
    const Combatant* first = slot.members.empty() ? nullptr : state.find(slot.members.front());
    return first != nullptr ? first->sheet.number("dexterity") : 0;
}

// The active slots with `initiative`, in the board's order.
std::vector<std::string> sameInitiative(const EncounterState& state, int initiative, const std::string& except) {
    std::vector<std::string> group;
    for (const auto& id : state.order) {
        const Slot* slot = state.findSlot(id);
        if (slot != nullptr && slot->initiative == initiative && id != except) {
            group.push_back(id);
        }
    }
    return group;
}

std::vector<std::vector<std::string>> initiativeGroups(const EncounterState& state) {
    std::map<int, std::vector<std::string>, std::greater<>> byValue;
    for (const auto& id : state.order) {
        byValue[state.findSlot(id)->initiative].push_back(id);
    }
    std::vector<std::vector<std::string>> groups;
    for (auto& [value, ids] : byValue) {
        if (ids.size() > 1) {
            groups.push_back(ids);
        }
    }
    return groups;
}

// Higher Dexterity first; equal Dexterity keeps the board's order (file order before start).
void sortByDexterity(const EncounterState& state, std::vector<std::string>& group) {
    std::stable_sort(group.begin(), group.end(), [&](const std::string& a, const std::string& b) {
        return slotDexterity(state, *state.findSlot(a)) > slotDexterity(state, *state.findSlot(b));
    });
}

std::vector<std::vector<std::string>> dexterityTies(const EncounterState& state,
                                                    const std::vector<std::string>& group) {
    std::vector<std::vector<std::string>> ties;
    for (std::size_t i = 0; i < group.size();) {
        std::size_t j = i + 1;
        const int dex = slotDexterity(state, *state.findSlot(group[i]));
        while (j < group.size() && slotDexterity(state, *state.findSlot(group[j])) == dex) {
            ++j;
        }
        if (j - i > 1) {
            ties.emplace_back(group.begin() + static_cast<long>(i), group.begin() + static_cast<long>(j));
        }
        i = j;
    }
    return ties;
}

// d20 roll-offs: every tied slot rolls in file order, higher first; those still tied roll again.
void rollOff(True20Context& context, std::vector<std::vector<std::string>>& groups) {
    const EncounterState& state = context.state();
    std::map<std::string, std::vector<int>> rolls;
    std::map<int, std::vector<int>> facesOfGroup;
    std::vector<std::vector<std::string>> open;
    std::map<std::string, std::size_t> groupOf;
    for (std::size_t g = 0; g < groups.size(); ++g) {
        for (auto& tie : dexterityTies(state, groups[g])) {
            open.push_back(tie);
        }
        for (const auto& id : groups[g]) {
            groupOf[id] = g;
        }
    }
    while (!open.empty()) {
        for (const auto& slot : state.slots) {
            const bool rolling = std::any_of(open.begin(), open.end(), [&](const auto& tie) {
                return std::find(tie.begin(), tie.end(), slot.id) != tie.end();
            });
            if (rolling) {
                const int face = context.d20();
                rolls[slot.id].push_back(face);
                facesOfGroup[static_cast<int>(groupOf[slot.id])].push_back(face);
            }
        }
        std::vector<std::vector<std::string>> still;
        for (auto tie : open) {
            std::stable_sort(tie.begin(), tie.end(),
                             [&](const std::string& a, const std::string& b) { return rolls[a] > rolls[b]; });
            for (std::size_t i = 0; i < tie.size();) {
                std::size_t j = i + 1;
                while (j < tie.size() && rolls[tie[j]] == rolls[tie[i]]) {
                    ++j;
                }
                if (j - i > 1) {
                    still.emplace_back(tie.begin() + static_cast<long>(i), tie.begin() + static_cast<long>(j));
                }
                i = j;
            }
        }
        open = std::move(still);
    }
    for (std::size_t g = 0; g < groups.size(); ++g) {
        auto& group = groups[g];
        std::stable_sort(group.begin(), group.end(), [&](const std::string& a, const std::string& b) {
            const int dexA = slotDexterity(state, *state.findSlot(a));
            const int dexB = slotDexterity(state, *state.findSlot(b));
            return dexA != dexB ? dexA > dexB : rolls[a] > rolls[b];
        });
        context.emit(events::TieBroken{group, facesOfGroup[static_cast<int>(g)]});
    }
}

Result checkTie(const True20Context& context, const std::vector<std::string>& ids) {
    const auto& pending = context.state().pending;
    if (pending.empty() || pending.front().kind != "tie") {
        return std::string("Refused: no initiative tie is waiting for the ARC's order");
    }
    auto given = ids;
    auto tied = pending.front().subjects;
    std::sort(given.begin(), given.end());
    std::sort(tied.begin(), tied.end());
    if (given != tied) {
        return fmt::format("Refused: the tie is between {}; name exactly those, in the order they act",
                           fmt::join(pending.front().subjects, ", "));
    }
    return std::nullopt;
}

} // namespace

Result start(True20Call<engine::commands::Start>& context) {
    const EncounterState& state = context.state();
    if (state.started || state.ended) {
        return std::string(state.ended ? "Refused: the encounter has ended"
                                       : "Refused: the encounter has already started");
    }
    for (const auto& slot : state.slots) {
        if (slot.active && !slot.hasInitiative) {
            const int face = context.d20();
            context.emit(
                events::InitiativeSet{slot.id, face + slotDexterity(state, slot), face, std::vector<int>{face}});
        }
    }
    context.emit(events::EncounterStarted{false, false});
    auto groups = initiativeGroups(context.state());
    for (auto& group : groups) {
        sortByDexterity(context.state(), group);
    }
    if (context.settings().tieRollOff) {
        rollOff(context, groups);
    } else {
        for (const auto& group : groups) {
            context.emit(events::TieBroken{group, {}});
        }
        for (const auto& group : groups) {
            for (const auto& tie : dexterityTies(context.state(), group)) {
                context.emit(events::PendingRaised{PendingDecision{"tie", "", tie}, Resume::Start});
            }
        }
    }
    if (context.state().pending.empty()) {
        TurnFlow::beginPlay(context);
    }
    return std::nullopt;
}

Result setInitiative(True20Call<engine::commands::SetInitiative>& context) {
    const auto& command = context.command();
    const EncounterState& state = context.state();
    if (state.ended) {
        return std::string("Refused: the encounter has ended");
    }
    const Combatant* member = state.find(command.who);
    const Slot* slot = member != nullptr ? state.slotOf(*member) : state.findSlot(command.who);
    if (slot == nullptr || !slot->active) {
        return fmt::format("Refused: '{}' is not in the initiative order", command.who);
    }
    if (command.roll.has_value() == command.value.has_value()) {
        return std::string("Refused: setInitiative takes the d20 face (roll) or the final value (value)");
    }
    if (command.roll && (*command.roll < 1 || *command.roll > 20)) {
        return fmt::format("Refused: Initiative is d20 + Dexterity; the face is 1 to 20, not {}", *command.roll);
    }
    if (command.value && std::abs(*command.value) > limits::kMaxInitiative) {
        return fmt::format("Refused: an Initiative value is from {} to {}", -limits::kMaxInitiative,
                           limits::kMaxInitiative);
    }
    const int value = command.value ? *command.value : *command.roll + slotDexterity(state, *slot);
    const std::string id = slot->id;
    const std::vector<std::string> before = state.order;
    context.emit(events::InitiativeSet{id, value, command.roll, {}});
    if (!context.state().started) {
        return std::nullopt;
    }
    // During play the board re-sorts by Initiative, and entries that tie keep the order they had
    // on the board (a stable sort).
    std::vector<std::string> group;
    for (const auto& other : before) {
        const Slot* tied = context.state().findSlot(other);
        if (tied != nullptr && tied->active && tied->initiative == value) {
            group.push_back(other);
        }
    }
    if (group.size() > 1) {
        context.emit(events::TieBroken{group, {}});
    }
    return std::nullopt;
}

namespace {

// breakTie's order, or the same given as resolve's choice.
Result answerTie(True20Context& context, const std::vector<std::string>& ids) {
    if (auto refusal = checkTie(context, ids)) {
        return refusal;
    }
    const auto subjects = context.state().pending.front().subjects;
    const int initiative = context.state().findSlot(subjects.front())->initiative;
    auto group = sameInitiative(context.state(), initiative, {});
    std::size_t next = 0;
    for (auto& id : group) {
        if (std::find(subjects.begin(), subjects.end(), id) != subjects.end()) {
            id = ids[next++];
        }
    }
    context.emit(events::PendingAnswered{ids});
    context.emit(events::TieBroken{group, {}});
    if (context.state().pending.empty() && context.state().round == 0) {
        TurnFlow::beginPlay(context);
    }
    return std::nullopt;
}

} // namespace

Result breakTie(True20Call<engine::commands::BreakTie>& context) {
    return answerTie(context, context.command().ids);
}

Result resolve(True20Call<engine::commands::Resolve>& context) {
    return answerTie(context, context.command().choice);
}

Result delay(True20Call<Delay>& context) {
    if (auto refusal = needsPlay(context)) {
        return refusal;
    }
    const auto& command = context.command();
    Result refusal;
    const Combatant* who = combatantNamed(context, command.who, refusal);
    if (who == nullptr) {
        return refusal;
    }
    const EncounterState& state = context.state();
    const std::string afterId = command.after.empty() ? command.target : command.after;
    const Combatant* afterMember = state.find(afterId);
    const Slot* after = afterMember != nullptr ? state.slotOf(*afterMember) : state.findSlot(afterId);
    const std::string name = context.nameOf(who->id);
    if (!context.inTurn(*who)) {
        return fmt::format("Refused: only the one acting may delay, and it is not {}'s turn", name);
    }
    if (context.scores(*who).helpless()) {
        return fmt::format("Refused: {} is helpless and can take no action, not even delaying", name);
    }
    if (context.fighter(who->id).declared) {
        return fmt::format("Refused: {} has already declared a round action; delaying comes before any", name);
    }
    if (after == nullptr || !after->active || after->id == who->slot) {
        return fmt::format("Refused: {} must delay behind another entry still in the order", name);
    }
    const auto& waiting = context.rules().waiting;
    if (after->actedThisRound && std::find(waiting.begin(), waiting.end(), after->id) == waiting.end()) {
        return fmt::format("Refused: {} has already acted this round; delay only behind an entry still to act",
                           context.nameOf(after->id));
    }
    const std::string slot = who->slot;
    const std::string afterSlot = after->id;
    const int initiative = after->initiative;
    context.emit(events::makeRulesetEvent(Delayed{slot, afterSlot}));
    context.emit(events::InitiativeSet{slot, initiative, std::nullopt, {}});
    auto group = sameInitiative(context.state(), initiative, slot);
    group.insert(std::find(group.begin(), group.end(), afterSlot) + 1, slot);
    context.emit(events::TieBroken{group, {}});
    const std::string next = TurnFlow::nextSlot(context.state(), context.rules());
    context.emit(events::TurnStarted{next, false});
    return std::nullopt;
}

} // namespace scouter::engine::true20::commands
