// SPDX-License-Identifier: GPL-3.0-or-later
#include "fatewalker/FwEvents.h"

#include "fatewalker/FwCatalogue.h"
#include "model/EncounterState.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <cstdlib>

namespace scouter::engine::fatewalker {

namespace {

FwState& stateOf(EncounterState& state) {
    if (state.rules.get<FwState>() == nullptr) {
        state.rules = RulesetData(FwState{});
    }
    return *state.rules.get<FwState>();
}

std::vector<std::string> idsOf(const Fighters& fighters) {
    std::vector<std::string> ids;
    ids.reserve(fighters.size());
    for (const auto& [id, fighter] : fighters) {
        ids.push_back(id);
    }
    return ids;
}

std::string labelOf(std::string_view action) {
    const Row* row = findRow(action);
    return row != nullptr ? std::string(row->label) : std::string(action);
}

std::string ticks(int count) {
    return fmt::format("{} tick{}", count, count == 1 ? "" : "s");
}

} // namespace

std::string TickSet::words(const NameOf& nameOf) const {
    return fmt::format("{} acts first at tick {}", nameOf(who), tick);
}

void TickSet::reduce(EncounterState& state) const {
    stateOf(state).fighters.edit(who).nextTick = tick;
}

std::vector<std::string> ClockMoved::references() const {
    std::vector<std::string> ids = idsOf(fighters);
    ids.insert(ids.end(), due.begin(), due.end());
    return ids;
}

std::string ClockMoved::words(const NameOf& nameOf) const {
    std::string text = fmt::format("Tick {}", tick);
    if (!due.empty()) {
        std::string names;
        for (const auto& id : due) {
            names += (names.empty() ? "" : ", ") + nameOf(id);
        }
        text += fmt::format(": {} must declare their movement", names);
    }
    return text;
}

void ClockMoved::reduce(EncounterState& state) const {
    FwState& rules = stateOf(state);
    rules.tick = tick;
    for (const auto& [id, fighter] : fighters) {
        rules.fighters.set(id, fighter);
    }
    rules.due = due;
    rules.declarations.clear();
    rules.tieOrder.clear();
}

std::vector<std::string> ActionTaken::references() const {
    std::vector<std::string> ids{who};
    if (!target.empty()) {
        ids.push_back(target);
    }
    return ids;
}

std::string ActionTaken::words(const NameOf& nameOf) const {
    std::string text = favourite.empty() ? fmt::format("{}: {}", nameOf(who), labelOf(action))
                                         : fmt::format("{}: {} ({})", nameOf(who), favourite, labelOf(action));
    if (!option.empty()) {
        text += fmt::format(" ({})", option);
    }
    if (how == "preempt") {
        text += ", preemptive";
    } else if (how == "react") {
        text += ", reaction";
    }
    text += fmt::format(" ({}) → next tick {}", ticks(cost), after->nextTick);
    if (after->roll && after->roll->action == action) {
        if (after->roll->successes) {
            const int successes = *after->roll->successes;
            text += fmt::format("; {} success{}", successes, successes == 1 ? "" : "es");
            if (!after->roll->faces.empty()) {
                text += fmt::format(" [rolled {}]", fmt::join(after->roll->faces, " "));
            }
        }
        // The roll's modifier is reported, not applied to the pool: the table rolls with it.
        if (const int modifier = after->roll->modifier; modifier != 0) {
            text += fmt::format(" (roll {}{})", modifier > 0 ? "+" : "−", std::abs(modifier));
        }
    }
    return text;
}

void ActionTaken::reduce(EncounterState& state, const IdHints& hints) const {
    stateOf(state).fighters.set(who, after, hints[0]);
}

std::vector<std::string> Declared::references() const {
    std::vector<std::string> ids{who};
    for (const auto& [id, fighter] : applied) {
        ids.push_back(id);
    }
    return ids;
}

std::string Declared::words(const NameOf& nameOf) const {
    static const std::map<std::string, std::string, std::less<>> kWords{
        {"continue", "continues moving"}, {"change", "changes pace"}, {"stop", "stops"}};
    const auto found = kWords.find(declare);
    return fmt::format("{} {}", nameOf(who), found != kWords.end() ? found->second : declare);
}

void Declared::reduce(EncounterState& state) const {
    FwState& rules = stateOf(state);
    std::erase(rules.due, who);
    rules.declarations[who] = declare;
    if (last) {
        for (const auto& [id, fighter] : applied) {
            rules.fighters.set(id, fighter);
        }
        rules.declarations.clear();
    }
}

std::vector<std::string> PendingSet::references() const {
    if (!pending) {
        return {};
    }
    std::vector<std::string> ids = pending->ids;
    if (!pending->who.empty()) {
        ids.push_back(pending->who);
    }
    return ids;
}

std::string PendingSet::words(const NameOf& nameOf) const {
    if (!pending) {
        return "Decision answered";
    }
    if (pending->kind == "tie") {
        std::string names;
        for (const auto& id : pending->ids) {
            names += (names.empty() ? "" : ", ") + nameOf(id);
        }
        return fmt::format("Tie at this tick: the ARC orders {}", names);
    }
    if (pending->kind == "reaction") {
        return fmt::format("{} may answer the attack", nameOf(pending->who));
    }
    return fmt::format("{} rolls a check ({})", nameOf(pending->who), pending->action);
}

void PendingSet::reduce(EncounterState& state) const {
    stateOf(state).pending = pending;
}

std::string TieOrdered::words(const NameOf& nameOf) const {
    std::string names;
    for (const auto& id : order) {
        names += (names.empty() ? "" : ", ") + nameOf(id);
    }
    return "Order at this tick: " + names;
}

void TieOrdered::reduce(EncounterState& state) const {
    stateOf(state).tieOrder = order;
}

std::string ConditionChanged::words(const NameOf& nameOf) const {
    return add.empty() ? fmt::format("{} is no longer {}", nameOf(who), remove)
                       : fmt::format("{} is {}", nameOf(who), add);
}

void ConditionChanged::reduce(EncounterState& state) const {
    auto& conditions = stateOf(state).fighters.edit(who).conditions;
    if (!remove.empty()) {
        conditions.erase(remove);
    }
    if (!add.empty()) {
        conditions.insert(add);
    }
}

std::vector<std::string> FightersChanged::references() const {
    std::vector<std::string> ids = idsOf(fighters);
    if (exchange) {
        ids.push_back(exchange->attacker);
        ids.push_back(exchange->target);
    }
    return ids;
}

std::string FightersChanged::words(const NameOf& nameOf) const {
    (void)nameOf;
    return why;
}

void FightersChanged::reduce(EncounterState& state) const {
    FwState& rules = stateOf(state);
    for (const auto& [id, fighter] : fighters) {
        rules.fighters.set(id, fighter);
    }
    if (exchange) {
        rules.exchange = *exchange;
    }
}

void to_json(nlohmann::json& json, const TickSet& value) {
    json = {{"who", value.who}, {"tick", value.tick}};
}
void from_json(const nlohmann::json& json, TickSet& value) {
    value.who = json.value("who", std::string());
    value.tick = json.value("tick", 1);
}

void to_json(nlohmann::json& json, const ClockMoved& value) {
    json = {{"tick", value.tick}, {"fighters", value.fighters}, {"due", value.due}};
}
void from_json(const nlohmann::json& json, ClockMoved& value) {
    value.tick = json.value("tick", 1);
    value.fighters = json.value("fighters", Fighters{});
    value.due = json.value("due", std::vector<std::string>{});
}

void to_json(nlohmann::json& json, const ActionTaken& value) {
    json = {{"who", value.who},
            {"action", value.action},
            {"tick", value.tick},
            {"cost", value.cost},
            {"after", value.after}};
    putUnless(json, "how", value.how, std::string("act"));
    putUnless(json, "option", value.option, std::string());
    putUnless(json, "weapon", value.weapon, std::string());
    putUnless(json, "target", value.target, std::string());
    putUnless(json, "favourite", value.favourite, std::string());
}
void from_json(const nlohmann::json& json, ActionTaken& value) {
    value.who = json.value("who", std::string());
    value.action = json.value("action", std::string());
    value.how = json.value("how", std::string("act"));
    value.option = json.value("option", std::string());
    value.weapon = json.value("weapon", std::string());
    value.target = json.value("target", std::string());
    value.tick = json.value("tick", 0);
    value.cost = json.value("cost", 0);
    value.after = json.value("after", Fighter{});
    value.favourite = json.value("favourite", std::string());
}

void to_json(nlohmann::json& json, const Declared& value) {
    json = {{"who", value.who}, {"declare", value.declare}, {"applied", value.applied}, {"last", value.last}};
}
void from_json(const nlohmann::json& json, Declared& value) {
    value.who = json.value("who", std::string());
    value.declare = json.value("declare", std::string());
    value.applied = json.value("applied", Fighters{});
    value.last = json.value("last", false);
}

void to_json(nlohmann::json& json, const PendingSet& value) {
    json = {{"pending", optionalJson(value.pending)}};
}
void from_json(const nlohmann::json& json, PendingSet& value) {
    value.pending = optionalFrom<Pending>(json, "pending");
}

void to_json(nlohmann::json& json, const TieOrdered& value) {
    json = {{"order", value.order}};
}
void from_json(const nlohmann::json& json, TieOrdered& value) {
    value.order = json.value("order", std::vector<std::string>{});
}

void to_json(nlohmann::json& json, const ConditionChanged& value) {
    json = {{"who", value.who}, {"add", value.add}, {"remove", value.remove}};
}
void from_json(const nlohmann::json& json, ConditionChanged& value) {
    value.who = json.value("who", std::string());
    value.add = json.value("add", std::string());
    value.remove = json.value("remove", std::string());
}

void to_json(nlohmann::json& json, const FightersChanged& value) {
    json = {{"fighters", value.fighters}, {"exchange", optionalJson(value.exchange)}, {"why", value.why}};
}
void from_json(const nlohmann::json& json, FightersChanged& value) {
    value.fighters = json.value("fighters", Fighters{});
    value.exchange = optionalFrom<Exchange>(json, "exchange");
    value.why = json.value("why", std::string());
}

} // namespace scouter::engine::fatewalker
