// SPDX-License-Identifier: GPL-3.0-or-later
#include "fatewalker/FwRules.h"

#include "fatewalker/FwJson.h"

#include <algorithm>
#include <cmath>
#include <set>

namespace scouter::engine::fatewalker::clock {

namespace {
const FwState kNoState{};
const Fighter kNoFighter{};
} // namespace

const FwState& rulesOf(const EncounterState& state) {
    const auto* rules = state.rules.get<FwState>();
    return rules != nullptr ? *rules : kNoState;
}

const Fighter& fighterOf(const EncounterState& state, const std::string& id) {
    const Fighter* found = rulesOf(state).fighters.find(id);
    return found != nullptr ? *found : kNoFighter;
}

const Fighter& fighterOf(const EncounterState& state, const Combatant& combatant) {
    const Combatant* first = state.combatants.data();
    const std::size_t guess = &combatant >= first && &combatant < first + state.combatants.size()
                                  ? static_cast<std::size_t>(&combatant - first)
                                  : FighterTable::kNoPlace;
    const Fighter* found = rulesOf(state).fighters.find(combatant.id, guess);
    return found != nullptr ? *found : kNoFighter;
}

bool playing(const EncounterState& state) {
    return state.started && !state.ended && rulesOf(state).tick.has_value();
}

int now(const EncounterState& state) {
    return rulesOf(state).tick.value_or(0);
}

bool hasPriority(const EncounterState& state, const Combatant& combatant) {
    if (!playing(state) || !combatant.active) {
        return false;
    }
    const Fighter& fighter = fighterOf(state, combatant); // asked of every combatant whenever the clock is read
    return !fighter.held && fighter.nextTick == now(state);
}

std::vector<std::string> current(const EncounterState& state) {
    std::vector<std::string> ids;
    for (const auto& combatant : state.combatants) {
        if (hasPriority(state, combatant)) {
            ids.push_back(combatant.id);
        }
    }
    std::sort(ids.begin(), ids.end());
    return ids;
}

std::vector<std::string> order(const EncounterState& state, const FwSettings& settings) {
    const FwState& rules = rulesOf(state);
    // Asked on every command the clock moves for: each entry points at its combatant's id, copied
    // once the order is known, and each fighter is looked for at its combatant's place first.
    struct Entry {
        bool last = false;
        int tick = 0;
        std::size_t tie = 0;
        const std::string* id = nullptr;
    };
    std::vector<Entry> entries;
    entries.reserve(state.combatants.size());
    for (const auto& combatant : state.combatants) {
        if (!combatant.active) {
            continue;
        }
        const Fighter& fighter = fighterOf(state, combatant);
        Entry entry{settings.holdersLast && fighter.held.has_value(), fighter.nextTick, rules.tieOrder.size(),
                    &combatant.id};
        if (rules.tick && fighter.nextTick == *rules.tick) {
            const auto tied = std::find(rules.tieOrder.begin(), rules.tieOrder.end(), combatant.id);
            entry.tie = static_cast<std::size_t>(tied - rules.tieOrder.begin());
        }
        entries.push_back(entry);
    }
    std::sort(entries.begin(), entries.end(), [](const Entry& a, const Entry& b) {
        return std::tie(a.last, a.tick, a.tie, *a.id) < std::tie(b.last, b.tick, b.tie, *b.id);
    });
    std::vector<std::string> ids;
    ids.reserve(entries.size());
    for (const auto& entry : entries) {
        ids.push_back(*entry.id);
    }
    return ids;
}

bool declaring(const Fighter& fighter) {
    if (!fighter.movement) {
        return false;
    }
    const std::string& mode = fighter.movement->mode;
    return mode == "walk" || mode == "run" || mode == "crawl" || mode == "climb" || mode == "swim";
}

int nextStop(const EncounterState& state) {
    const int tick = now(state);
    std::optional<int> best;
    const auto consider = [&](int candidate) {
        if (candidate > tick && (!best || candidate < *best)) {
            best = candidate;
        }
    };
    for (const auto& combatant : state.combatants) {
        if (!combatant.active) {
            continue;
        }
        const Fighter& fighter = fighterOf(state, combatant.id);
        if (!fighter.held) {
            consider(fighter.nextTick);
        }
        if (declaring(fighter)) {
            consider(fighter.movement->next);
        }
    }
    return best.value_or(tick + 1);
}

std::string tieTurn(const EncounterState& state) {
    const FwState& rules = rulesOf(state);
    const auto ids = current(state);
    for (const auto& id : rules.tieOrder) {
        if (std::find(ids.begin(), ids.end(), id) != ids.end()) {
            return id;
        }
    }
    return {};
}

const SheetRecord* weaponOf(const Combatant& combatant, std::string_view id) {
    const auto found = combatant.sheet.records.find("weapons");
    if (found == combatant.sheet.records.end()) {
        return nullptr;
    }
    // Each record's id read in place, not copied: asked several times for every action taken.
    for (const auto& record : found->second) {
        const auto named = record.texts.find("id");
        if ((named != record.texts.end() ? std::string_view(named->second) : std::string_view()) == id) {
            return &record;
        }
    }
    return nullptr;
}

int freeHands(const Combatant& combatant, const Fighter& fighter) {
    int taken = 0;
    for (const auto& [id, where] : fighter.weapons) {
        if (where == "in-hand") {
            const SheetRecord* weapon = weaponOf(combatant, id);
            taken += weapon != nullptr ? weapon->number("hands", 1) : 1;
        }
    }
    return std::max(0, 2 - taken);
}

std::vector<std::string> conditionsOf(const Fighter& fighter) {
    std::set<std::string> names(fighter.conditions.begin(), fighter.conditions.end());
    if (fighter.posture == "prone") {
        names.insert("prone");
    }
    if (fighter.bind) {
        names.insert("grappled");
    }
    return {names.begin(), names.end()};
}

double rateOf(std::string_view mode, int speed) {
    if (mode == "walk") {
        return speed;
    }
    if (mode == "run") {
        return 2.0 * speed;
    }
    if (mode == "crawl" || mode == "swim") {
        return std::ceil(speed / 3.0); // «(Speed / 3) … (round up)»
    }
    if (mode == "climb") {
        return metres(speed / 5.0); // «(use fractions)»
    }
    return 0;
}

} // namespace scouter::engine::fatewalker::clock
