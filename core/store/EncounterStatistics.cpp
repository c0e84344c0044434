#include "EncounterStatistics.h"

#include "EventNarrator.h"

namespace scouter::store {

std::vector<CombatantStatistics> EncounterStatistics::of(const EncounterTimeline& timeline) {
    std::vector<CombatantStatistics> all;
    std::map<std::string, std::size_t> index;
    for (const auto& c : timeline.initial().combatants) {
        index[c.id] = all.size();
        all.push_back(
            CombatantStatistics{c.id, EventNarrator::name(c.id, timeline.initial()), 0, 0, 0, 0, 0, {}, {}, {}});
    }
    const auto at = [&](const std::string& id) -> CombatantStatistics* {
        const auto found = index.find(id);
        return found == index.end() ? nullptr : &all[found->second];
    };
    engine::EncounterState running = timeline.initial();
    for (const auto& group : timeline.groups()) {
        std::string dealer;
        for (const auto& event : group.events) {
            if (const auto* used = std::get_if<engine::events::ManeuverUsed>(&event)) {
                dealer = used->who;
                break;
            }
        }
        for (const auto& event : group.events) {
            const int round = std::max(running.round, 0);
            if (const auto* life = std::get_if<engine::events::LifeSet>(&event)) {
                const engine::Combatant* before = running.find(life->who);
                const int lost = before != nullptr ? before->life - life->value : 0;
                if (lost > 0) {
                    if (auto* taker = at(life->who)) {
                        taker->damageTaken += lost;
                    }
                    if (auto* giver = at(dealer); giver != nullptr && dealer != life->who) {
                        giver->damageDealt += lost;
                        giver->damageDealtByRound[round] += lost;
                    }
                }
            } else if (const auto* ki = std::get_if<engine::events::KiSet>(&event)) {
                const engine::Combatant* before = running.find(ki->who);
                if (auto* spender = at(ki->who); spender != nullptr && before != nullptr && ki->value < before->ki) {
                    spender->kiSpent += before->ki - ki->value;
                }
            } else if (const auto* spent = std::get_if<engine::events::ActionsSpent>(&event)) {
                if (auto* actor = at(spent->who)) {
                    actor->actions += spent->actions;
                    actor->counterActions += spent->baseCounter + spent->convertedCounter;
                    if (spent->actions > 0) {
                        actor->actionsByRound[round] += spent->actions;
                    }
                    if (spent->baseCounter + spent->convertedCounter > 0) {
                        actor->countersByRound[round] += spent->baseCounter + spent->convertedCounter;
                    }
                }
            }
            timeline.ruleset().apply(running, event);
        }
    }
    return all;
}

} // namespace scouter::store
