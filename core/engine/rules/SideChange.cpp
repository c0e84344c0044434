// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/SideChange.h"

#include <fmt/format.h>

#include <algorithm>
#include <vector>

namespace scouter::engine {

namespace {

std::string nameOf(const Combatant& combatant) {
    return combatant.name.empty() ? combatant.id : combatant.name;
}

// The side `command` sends its combatant to: `side`, or the side of `with`.
std::string sideWanted(const EncounterState& state, const commands::Side& command) {
    if (!command.with.empty()) {
        const Combatant* with = state.find(command.with);
        return with != nullptr ? with->side : std::string();
    }
    return command.side;
}

} // namespace

std::string SideChange::sideWords(const EncounterState& state, const std::string& side, const std::string& who) {
    std::vector<std::string> names;
    for (const auto& c : state.combatants) {
        if (c.active && c.side == side && c.id != who) {
            names.push_back(nameOf(c));
        }
    }
    if (names.empty()) {
        return "a side of its own";
    }
    constexpr std::size_t kNamed = 3; // past it, "and 4 more": a side of 200 in one line
    std::string out = "the side of " + names.front();
    const std::size_t shown = std::min(names.size(), kNamed);
    for (std::size_t i = 1; i < shown; ++i) {
        out += (i + 1 == shown && names.size() <= kNamed ? " and " : ", ") + names[i];
    }
    if (names.size() > kNamed) {
        out += fmt::format(" and {} more", names.size() - kNamed);
    }
    return out;
}

std::optional<std::string> SideChange::refusal(const EncounterState& state, const commands::Side& command) {
    if (state.ended) {
        return std::string("Refused: the encounter has ended");
    }
    const Combatant* who = state.find(command.who);
    if (who == nullptr) {
        return command.who.empty() ? std::string("A side change names the combatant who changes sides ('a')")
                                   : fmt::format("There is no combatant '{}' in this encounter", command.who);
    }
    if (!who->active) {
        return fmt::format("{} has left the encounter", nameOf(*who));
    }
    if (command.side.empty() == command.with.empty()) {
        return std::string("A side change names either the side joined ('side') or a combatant whose side is "
                           "joined ('b'), not both");
    }
    if (!command.with.empty()) {
        const Combatant* with = state.find(command.with);
        if (with == nullptr) {
            return fmt::format("There is no combatant '{}' in this encounter", command.with);
        }
        if (with->id == who->id) {
            return fmt::format("{} cannot join its own side: pick another combatant", nameOf(*who));
        }
    } else {
        const bool known = std::any_of(state.combatants.begin(), state.combatants.end(), [&](const Combatant& c) {
            return c.side == command.side || c.formerSide == command.side;
        });
        if (!known) {
            return fmt::format("There is no side '{}' in this encounter", command.side.substr(0, 64));
        }
    }
    const std::string side = sideWanted(state, command);
    if (side == who->side) {
        return fmt::format("{} already fights on {}", nameOf(*who), sideWords(state, side, who->id));
    }
    return std::nullopt;
}

events::SideChanged SideChange::event(const EncounterState& state, const commands::Side& command) {
    const Combatant* who = state.find(command.who);
    return {command.who, sideWanted(state, command), who != nullptr ? who->side : std::string()};
}

std::optional<BoardChip> SideChange::chip(const EncounterState& state, std::string_view who) {
    const Combatant* combatant = state.find(std::string(who));
    if (combatant == nullptr || combatant->formerSide.empty()) {
        return std::nullopt;
    }
    return BoardChip{"Changed sides",
                     fmt::format("Fights on {} now, set up on {}: the Ally of that side, the Opponent of "
                                 "everyone else",
                                 sideWords(state, combatant->side, combatant->id),
                                 sideWords(state, combatant->formerSide, combatant->id)),
                     // Not a harm: a token's ring, which shows the worst chip without a bar, stays as it was.
                     Tone::Neutral};
}

CommandDescription SideChange::description() {
    return {"side",
            "Join a side",
            "The picked combatant goes over to the side of the one chosen: the Ally of its members, the "
            "Opponent of everyone else",
            CommandDescription::Subject::Pair,
            "",
            {},
            "Ctrl+Shift+J"};
}

} // namespace scouter::engine
