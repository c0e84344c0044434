// SPDX-License-Identifier: GPL-3.0-or-later
#include "dbu/Initiative.h"
#include "dbu/DbuState.h"

#include "model/InitiativeOrder.h"

#include <algorithm>
#include <fmt/format.h>
#include <fmt/ranges.h>

namespace scouter::engine::dbu {

int Initiative::fromRoll(const DbuContext& context, const Slot& slot, int natural) {
    return fromRoll(context.settings(), context.state(), context.combatant(slot.members.front()), natural);
}

int Initiative::fromRoll(const DbuSettings& settings, const EncounterState& state, const Combatant& first,
                         int natural) {
    const Stats& stats = fighter(state, first).stats;
    if (settings.legacy) {
        return natural + settings.divide(stats.agilityModifier, 2) + stats.initiativeBonus;
    }
    const int value = natural + settings.divide(stats.agilityScore, 2) + stats.initiativeBonus;
    // 002 halves the Surprised combatant's final value (digest A11.13).
    return first.surprised ? settings.divide(value, 2) : value;
}

namespace {

constexpr int kLowestFace = 1;
constexpr int kHighestFace = 10;

const Combatant* firstOf(const EncounterState& state, std::string_view id) {
    const std::string key(id);
    const Slot* slot = state.findSlot(key);
    if (slot == nullptr) {
        const Combatant* member = state.find(key);
        slot = member == nullptr ? nullptr : state.slotOf(*member);
    }
    return slot == nullptr || slot->members.empty() ? nullptr : state.find(slot->members.front());
}

} // namespace

std::optional<std::pair<int, int>> Initiative::range(const DbuSettings& settings, const EncounterState& state,
                                                     std::string_view slot, bool roll) {
    const Combatant* first = firstOf(state, slot);
    if (first == nullptr) {
        return std::nullopt;
    }
    if (roll) {
        return std::pair{kLowestFace, kHighestFace};
    }
    // Every step of the formula keeps the order of the faces, so the ends are the ends' values.
    return std::pair{fromRoll(settings, state, *first, kLowestFace), fromRoll(settings, state, *first, kHighestFace)};
}

std::string Initiative::rangeProblem(const DbuSettings& settings, const EncounterState& state, std::string_view slot,
                                     int value) {
    const Combatant& first = *firstOf(state, slot);
    const Stats& stats = fighter(state, first).stats;
    const auto [low, high] = *range(settings, state, slot, false);
    const std::string formula = settings.legacy ? fmt::format("d10 + 1/2 Agility Modifier ({})", stats.agilityModifier)
                                                : fmt::format("d10 + 1/2 Agility Score ({})", stats.agilityScore);
    const std::string bonus =
        stats.initiativeBonus == 0 ? std::string() : fmt::format(" + Initiative bonus ({})", stats.initiativeBonus);
    const std::string surprise = !settings.legacy && first.surprised ? ", halved: Surprised" : "";
    return fmt::format("Initiative for {} is {}{}{}: {} to {}, not {}", first.name, formula, bonus, surprise, low, high,
                       value);
}

std::vector<std::string> Initiative::slotsWithoutValue(const EncounterState& state) {
    std::vector<std::string> missing;
    for (const auto& slot : state.slots) {
        if (slot.active && !slot.hasInitiative) {
            missing.push_back(slot.id);
        }
    }
    return missing;
}

void Initiative::roll(DbuContext& context, const std::vector<std::string>& slots) {
    // Set-up order, whatever order the command named them in: that is the order the faces go to.
    for (const auto& slot : context.state().slots) {
        if (std::find(slots.begin(), slots.end(), slot.id) == slots.end()) {
            continue;
        }
        std::vector<int> faces;
        const int natural = context.roll(10, faces);
        const Slot copy = slot;
        context.emit(events::InitiativeSet{copy.id, fromRoll(context, copy, natural), natural, faces});
    }
}

namespace {
// Groups of two or more active slots that the key so far cannot separate, in set-up order.
template <class Same> std::vector<std::vector<const Slot*>> tiedGroups(const EncounterState& state, Same same) {
    std::vector<std::vector<const Slot*>> groups;
    std::vector<bool> used(state.slots.size(), false);
    for (std::size_t i = 0; i < state.slots.size(); ++i) {
        const Slot& a = state.slots[i];
        if (used[i] || !a.active || !a.hasInitiative) {
            continue;
        }
        std::vector<const Slot*> group{&a};
        for (std::size_t j = i + 1; j < state.slots.size(); ++j) {
            const Slot& b = state.slots[j];
            if (!used[j] && b.active && b.hasInitiative && same(a, b)) {
                group.push_back(&b);
                used[j] = true;
            }
        }
        if (group.size() > 1) {
            groups.push_back(group);
        }
    }
    return groups;
}
// Each rolls a d10; those still tied roll again among themselves only, until every place is settled.
void rerollInOrder(DbuContext& context, const std::vector<std::string>& tied, events::TieBroken& result) {
    std::vector<std::pair<int, std::string>> rolled;
    rolled.reserve(tied.size());
    for (const auto& id : tied) {
        rolled.emplace_back(context.roll(10, result.faces), id);
    }
    std::stable_sort(rolled.begin(), rolled.end(), [](const auto& x, const auto& y) { return x.first > y.first; });
    std::size_t begin = 0;
    while (begin < rolled.size()) {
        std::size_t end = begin + 1;
        while (end < rolled.size() && rolled[end].first == rolled[begin].first) {
            ++end;
        }
        if (end - begin == 1) {
            result.order.push_back(rolled[begin].second);
        } else {
            std::vector<std::string> still;
            for (std::size_t i = begin; i < end; ++i) {
                still.push_back(rolled[i].second);
            }
            rerollInOrder(context, still, result);
        }
        begin = end;
    }
}

} // namespace

bool Initiative::resolveTies(DbuContext& context, Resume resume) {
    const auto sameScore = [](const Slot& a, const Slot& b) {
        return a.initiative == b.initiative && a.agilityScore == b.agilityScore;
    };
    for (const auto& group : tiedGroups(context.state(), sameScore)) {
        const bool rolled = std::all_of(group.begin(), group.end(), [](const Slot* s) { return s->tieRoll; });
        if (rolled) {
            continue;
        }
        events::TieRolled rolloff;
        for (const Slot* slot : group) {
            rolloff.slots.push_back(slot->id);
        }
        for (std::size_t i = 0; i < rolloff.slots.size(); ++i) {
            (void)context.roll(10, rolloff.faces);
        }
        context.emit(rolloff);
    }
    bool clear = true;
    for (const auto& group : tiedGroups(context.state(), tiedForOrder)) {
        std::vector<std::string> ids;
        ids.reserve(group.size());
        for (const Slot* slot : group) {
            ids.push_back(slot->id);
        }
        if (context.settings().tieReroll) {
            events::TieBroken broken;
            rerollInOrder(context, ids, broken);
            context.emit(broken);
        } else {
            context.emit(events::PendingRaised{PendingDecision{"tie", {}, ids}, resume});
            clear = false;
        }
    }
    return clear;
}

std::optional<std::string> Initiative::checkTieOrder(const EncounterState& state,
                                                     const std::vector<std::string>& order) {
    if (state.pending.empty() || state.pending.front().kind != "tie") {
        return std::string("No Initiative tie waits for the ARC");
    }
    std::vector<std::string> expected = state.pending.front().subjects;
    std::vector<std::string> given = order;
    std::sort(expected.begin(), expected.end());
    std::sort(given.begin(), given.end());
    if (expected != given) {
        return fmt::format("The ARC's order must name exactly the tied slots: {}",
                           fmt::join(state.pending.front().subjects, ", "));
    }
    return std::nullopt;
}

} // namespace scouter::engine::dbu
