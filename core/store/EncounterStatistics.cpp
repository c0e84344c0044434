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

int CombatantStatistics::spentIn(const std::string& resource, int round) const {
    const auto byRound = spentByRound.find(resource);
    if (byRound == spentByRound.end()) {
        return 0;
    }
    const auto at = byRound->second.find(round);
    return at == byRound->second.end() ? 0 : at->second;
}

std::vector<StatisticsColumn> EncounterStatistics::columns(const engine::Ruleset& rules) {
    using Kind = StatisticsColumn::Kind;
    std::vector<StatisticsColumn> columns;
    const std::vector<engine::PoolDescription> pools = rules.pools();
    if (std::any_of(pools.begin(), pools.end(), [](const auto& pool) { return pool.health; })) {
        columns.push_back({Kind::DamageDealt, {}, QStringLiteral("Damage dealt"), QStringLiteral("dealt"), {}});
        columns.push_back({Kind::DamageTaken, {}, QStringLiteral("Damage taken"), QStringLiteral("taken"), {}});
    }
    for (const auto& pool : pools) {
        if (!pool.health) {
            const QString label = QString::fromStdString(pool.label);
            columns.push_back({Kind::PoolSpent, pool.id, QStringLiteral("%1 spent").arg(label), label, {}});
        }
    }
    for (const auto& resource : rules.resources()) {
        const QString many = QString::fromStdString(resource.many);
        columns.push_back({Kind::Resource, resource.id, many, many, QString::fromStdString(resource.abbreviation)});
    }
    return columns;
}

std::vector<CombatantStatistics> EncounterStatistics::of(const EncounterTimeline& timeline) {
    const engine::Ruleset& rules = timeline.ruleset();
    std::vector<engine::PoolDescription> pools = rules.pools();
    std::erase_if(pools, [](const auto& pool) { return !pool.health; });
    const auto health = [&pools](const std::string& id) {
        return std::any_of(pools.begin(), pools.end(), [&id](const auto& pool) { return pool.id == id; });
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
    for (const auto& group : timeline.groups()) {
        std::string dealer;
        for (const auto& event : group.events) {
            if (std::string actor = rules.facts(running, event).actor; !actor.empty()) {
                dealer = std::move(actor);
                break;
            }
        }
        for (const auto& event : group.events) {
            const int round = std::max(running.round, 0);
            const engine::EventFacts facts = rules.facts(running, event);
            for (const auto& change : facts.pools) {
                const int lost = change.from - change.to;
                if (lost <= 0) {
                    continue;
                }
                if (!health(change.pool)) {
                    if (auto* spender = at(change.who)) {
                        spender->poolSpent[change.pool] += lost;
                    }
                    continue;
                }
                if (auto* taker = at(change.who)) {
                    taker->damageTaken += lost;
                }
                if (auto* giver = at(dealer); giver != nullptr && dealer != change.who) {
                    giver->damageDealt += lost;
                    giver->damageDealtByRound[round] += lost;
                }
            }
            for (const auto& cost : facts.spent) {
                if (auto* actor = at(cost.who)) {
                    actor->spent[cost.resource] += cost.amount;
                    if (cost.amount > 0) {
                        actor->spentByRound[cost.resource][round] += cost.amount;
                    }
                }
            }
            rules.apply(running, event);
        }
    }
    return all;
}

} // namespace scouter::store
