// SPDX-License-Identifier: GPL-3.0-or-later
#include "LogEntry.h"

#include <map>

namespace scouter::store {

namespace {

// "2 Actions", "1 Reaction", "10 Mana": what the command cost, in the ruleset's words.
QString amountOf(int amount, const std::string& one, const std::string& many) {
    return QStringLiteral("%1 %2").arg(amount).arg(QString::fromStdString(amount == 1 ? one : many));
}

} // namespace

LogEntry LogEntry::describe(const engine::CommandGroup& group, engine::EncounterState& running,
                            const engine::Ruleset& rules, const RuleWords& words) {
    LogEntry entry;
    entry.round = running.round;
    entry.moment = rules.moment(running);
    entry.label = EventNarrator::label(group, running, words);
    std::map<std::string, int> spent;                           // by resource
    std::map<std::string, std::map<std::string, int>> poolCost; // by pool, then by combatant
    bool maneuver = false;
    for (const auto& event : group.events) {
        EventNarrator::Line line = EventNarrator::narrate(event, running, words);
        for (const auto& who : line.who) {
            if (!entry.who.contains(who)) {
                entry.who.append(who);
            }
        }
        if (!entry.kinds.contains(line.kind)) {
            entry.kinds.append(line.kind);
        }
        const engine::EventFacts facts = rules.facts(running, event);
        maneuver = maneuver || !facts.actor.empty();
        for (const auto& cost : facts.spent) {
            spent[cost.resource] += cost.amount;
        }
        for (const auto& change : facts.pools) {
            const engine::PoolDescription* pool = words.pool(change.pool);
            if (pool != nullptr && pool->kind == engine::PoolDescription::Kind::Spent && change.to < change.from) {
                poolCost[change.pool][change.who] += change.from - change.to;
            }
        }
        entry.lines.push_back(std::move(line));
        rules.apply(running, event);
    }
    if (entry.lines.size() == 1 && entry.lines.front().text == entry.label) {
        entry.lines.clear();
    }
    if (entry.round == 0) {
        entry.round = running.round; // "start" gives the first round its number
    }
    if (!entry.moment.started) {
        entry.moment = rules.moment(running); // and the first moment; a setup command stays before the fight
    }
    QStringList costs;
    for (const auto& resource : words.resources()) {
        if (const int amount = spent[resource.id]; amount > 0) {
            costs.append(amountOf(amount, resource.one, resource.many));
        }
    }
    // A pool lost outside a maneuver is no cost: a hand entry says its amount in its label ("Mana −10").
    if (!maneuver) {
        poolCost.clear();
    }
    for (const auto& pool : words.pools()) {
        const auto& byWho = poolCost[pool.id];
        for (const auto& [who, amount] : byWho) {
            const QString label = QString::fromStdString(pool.label);
            costs.append(
                byWho.size() == 1
                    ? QStringLiteral("%1 %2").arg(amount).arg(label)
                    : QStringLiteral("%1 %2 (%3)").arg(amount).arg(label).arg(EventNarrator::name(who, running)));
        }
    }
    entry.detail = entry.label;
    if (!costs.isEmpty()) {
        entry.detail += QStringLiteral(", ") + costs.join(QStringLiteral(", "));
    }
    // A command that moved the clock is named by where it went ("Tick 13", "Tick 9: Aster must
    // declare their movement"), and filed there: it opens that moment's section of the exports, as
    // its line in the log reads, never "Tick 11 · Tick 13".
    const engine::Moment after = rules.moment(running);
    const QString reached = QString::fromStdString(after.label);
    const bool namesItsMoment = after.started && entry.label.startsWith(reached) &&
                                (entry.label.size() == reached.size() || !entry.label.at(reached.size()).isDigit());
    if (namesItsMoment) {
        entry.moment = after;
    }
    const auto withMoment = [&](const QString& said) {
        return entry.moment.started && !namesItsMoment
                   ? QStringLiteral("%1 · %2").arg(QString::fromStdString(entry.moment.label), said)
                   : said;
    };
    entry.title = withMoment(entry.label);
    entry.text = withMoment(entry.detail);
    return entry;
}

} // namespace scouter::store
