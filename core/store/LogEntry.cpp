#include "LogEntry.h"

#include <algorithm>
#include <map>

namespace scouter::store {

LogEntry LogEntry::describe(const engine::CommandGroup& group, engine::EncounterState& running,
                            const engine::Ruleset& rules, const RuleWords& words) {
    LogEntry entry;
    entry.round = running.round;
    entry.label = EventNarrator::label(group, running, words);
    int actions = 0;
    int counters = 0;
    std::map<std::string, int> kiSpent;
    for (const auto& event : group.events) {
        EventNarrator::Line line = EventNarrator::narrate(event, running, words);
        for (const auto& who : line.who) {
            if (!entry.who.contains(who)) {
                entry.who.append(who);
            }
        }
        if (const auto* spent = std::get_if<engine::events::ActionsSpent>(&event)) {
            actions += spent->actions;
            counters += spent->baseCounter + spent->convertedCounter;
        }
        if (const auto* ki = std::get_if<engine::events::KiSet>(&event)) {
            if (const engine::Combatant* c = running.find(ki->who); c != nullptr && ki->value < c->ki) {
                kiSpent[ki->who] += c->ki - ki->value;
            }
        }
        entry.lines.push_back(std::move(line));
        rules.apply(running, event);
    }
    if (entry.round == 0) {
        entry.round = running.round; // "start" gives the first round its number
    }
    QStringList costs;
    if (actions > 0) {
        costs.append(actions == 1 ? QStringLiteral("1 Action") : QStringLiteral("%1 Actions").arg(actions));
    }
    if (counters > 0) {
        costs.append(counters == 1 ? QStringLiteral("1 Counter Action")
                                   : QStringLiteral("%1 Counter Actions").arg(counters));
    }
    // Ki lost outside a maneuver is no cost: a hand entry says its amount in its label ("Ki −10").
    const bool maneuver = std::any_of(group.events.begin(), group.events.end(), [](const engine::Event& event) {
        return std::holds_alternative<engine::events::ManeuverUsed>(event);
    });
    if (!maneuver) {
        kiSpent.clear();
    }
    for (const auto& [who, ki] : kiSpent) {
        costs.append(kiSpent.size() == 1 ? QStringLiteral("%1 Ki").arg(ki)
                                         : QStringLiteral("%1 Ki (%2)").arg(ki).arg(EventNarrator::name(who, running)));
    }
    entry.detail = entry.label;
    if (!costs.isEmpty()) {
        entry.detail += QStringLiteral(", ") + costs.join(QStringLiteral(", "));
    }
    entry.text = entry.round > 0 ? QStringLiteral("Round %1 · %2").arg(entry.round).arg(entry.detail) : entry.detail;
    return entry;
}

} // namespace scouter::store
