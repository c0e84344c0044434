// SPDX-License-Identifier: GPL-3.0-or-later
#include "EncounterStatistics.h"

#include "EventNarrator.h"

#include <algorithm>

namespace scouter::store {

namespace {

int countOf(const std::map<std::string, int>& counts, const std::string& id) {
    const auto at = counts.find(id);
    return at == counts.end() ? 0 : at->second;
}

} // namespace

int CombatantStatistics::value(const StatisticsColumn& column) const {
    switch (column.kind) {
    case StatisticsColumn::Kind::DamageDealt:
        return damageDealt;
    case StatisticsColumn::Kind::DamageTaken:
        return damageTaken;
    case StatisticsColumn::Kind::PoolSpent:
        return countOf(poolSpent, column.id);
    case StatisticsColumn::Kind::Resource:
        return countOf(spent, column.id);
    }
    return 0;
}

int CombatantStatistics::spentIn(const std::string& resource, const engine::Moment& moment) const {
    const auto byMoment = spentByMoment.find(resource);
    if (byMoment == spentByMoment.end()) {
        return 0;
    }
    const auto at = byMoment->second.find(moment.label);
    return at == byMoment->second.end() ? 0 : at->second;
}

std::vector<StatisticsColumn> EncounterStatistics::columns(const engine::Ruleset& rules) {
    using Kind = StatisticsColumn::Kind;
    using PoolKind = engine::PoolDescription::Kind;
    std::vector<StatisticsColumn> columns;
    const std::vector<engine::PoolDescription> pools = rules.pools();
    if (std::any_of(pools.begin(), pools.end(),
                    [](const auto& pool) { return pool.kind == PoolKind::Health || pool.kind == PoolKind::Damage; })) {
        columns.push_back({Kind::DamageDealt, {}, QStringLiteral("Damage dealt"), QStringLiteral("dealt"), {}});
        columns.push_back({Kind::DamageTaken, {}, QStringLiteral("Damage taken"), QStringLiteral("taken"), {}});
    }
    for (const auto& pool : pools) {
        if (pool.kind == PoolKind::Spent) {
            const QString label = QString::fromStdString(pool.label);
            columns.push_back({Kind::PoolSpent, pool.id, QStringLiteral("%1 spent").arg(label), label, {}});
        }
    }
    for (const auto& resource : rules.resources()) {
        const QString many = QString::fromStdString(resource.many);
        // A heading starts with a capital, whether or not the rules write the word with one ("ticks").
        const QString heading = many.left(1).toUpper() + many.mid(1);
        columns.push_back({Kind::Resource, resource.id, heading, many, QString::fromStdString(resource.abbreviation)});
    }
    return columns;
}

std::vector<CombatantStatistics> EncounterStatistics::of(const EncounterTimeline& timeline) {
    const engine::Ruleset& rules = timeline.ruleset();
    std::vector<engine::PoolDescription> spentPools = rules.pools();
    std::erase_if(spentPools, [](const auto& pool) { return pool.kind != engine::PoolDescription::Kind::Spent; });
    const auto spentPool = [&spentPools](const std::string& id) {
        return std::any_of(spentPools.begin(), spentPools.end(), [&id](const auto& pool) { return pool.id == id; });
    };
    std::vector<CombatantStatistics> all;
    std::map<std::string, std::size_t> index;
    for (const auto& c : timeline.initial().combatants) {
        index[c.id] = all.size();
        CombatantStatistics statistics;
        statistics.id = c.id;
        statistics.name = EventNarrator::name(c.id, timeline.initial());
        all.push_back(std::move(statistics));
    }
    const auto at = [&](const std::string& id) -> CombatantStatistics* {
        const auto it = index.find(id);
        return it == index.end() ? nullptr : &all[it->second];
    };
    engine::EncounterState running = timeline.initial();
    for (std::size_t g = 0; g < timeline.groups().size(); ++g) {
        const engine::CommandGroup& group = timeline.groups()[g];
        // The command's moment as its log entry (and the exports' section) gives it.
        const std::string& moment = timeline.entries()[g].moment.label;
        // The one whose maneuver the command is deals its damage, wherever the maneuver's event
        // stands in it (only the event itself names its actor).
        std::string actor;
        for (const auto& event : group.events) {
            if (actor = rules.facts(running, event).actor; !actor.empty()) {
                break;
            }
        }
        for (const auto& event : group.events) {
            const engine::EventFacts facts = rules.facts(running, event);
            for (const auto& change : facts.pools) {
                if (auto* spender = at(change.who);
                    spender != nullptr && change.to < change.from && spentPool(change.pool)) {
                    spender->poolSpent[change.pool] += change.from - change.to;
                }
            }
            for (const auto& damage : facts.damage) {
                if (auto* taker = at(damage.who)) {
                    taker->damageTaken += damage.amount;
                }
                const std::string& dealer = damage.by.empty() ? actor : damage.by;
                if (auto* giver = at(dealer); giver != nullptr && dealer != damage.who) {
                    giver->damageDealt += damage.amount;
                }
            }
            for (const auto& cost : facts.spent) {
                if (auto* spender = at(cost.who)) {
                    spender->spent[cost.resource] += cost.amount;
                    if (cost.amount != 0) {
                        spender->spentByMoment[cost.resource][moment] += cost.amount;
                    }
                }
            }
            rules.apply(running, event);
        }
    }
    return all;
}

std::vector<engine::Moment> EncounterStatistics::moments(const EncounterTimeline& timeline,
                                                         const std::vector<CombatantStatistics>& statistics) {
    const auto spentAt = [&statistics](const engine::Moment& moment) {
        return std::any_of(statistics.begin(), statistics.end(), [&moment](const CombatantStatistics& s) {
            return std::any_of(s.spentByMoment.begin(), s.spentByMoment.end(),
                               [&moment](const auto& byMoment) { return byMoment.second.contains(moment.label); });
        });
    };
    std::vector<engine::Moment> moments;
    for (const auto& entry : timeline.entries()) {
        const bool known = std::find(moments.begin(), moments.end(), entry.moment) != moments.end();
        if (!known && (entry.moment.started || spentAt(entry.moment))) {
            moments.push_back(entry.moment);
        }
    }
    return moments;
}

} // namespace scouter::store
