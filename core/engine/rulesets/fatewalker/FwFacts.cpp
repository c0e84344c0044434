#include "fatewalker/FwRuleset.h"

#include "events/RulesetEventOf.h"
#include "fatewalker/CombatFacts.h"
#include "fatewalker/FwEvents.h"
#include "fatewalker/FwRules.h"

#include <fmt/format.h>

// What Fatewalker's events mean for the log and the review: an action heads its command ("Aster:
// Dodge (8 ticks) → next tick 23"), spends ticks, moves the next action tick; the damage an exchange
// deals raises the Stun and Normal damage totals (CombatFacts).
namespace scouter::engine::fatewalker {

std::vector<PoolDescription> FwRuleset::pools() const {
    using Kind = PoolDescription::Kind;
    return {{"next-tick", "Next tick", Kind::Clock},
            {"stun", "Stun damage", Kind::Damage},
            {"normal", "Normal damage", Kind::Damage}};
}

std::vector<ResourceDescription> FwRuleset::resources() const {
    return {{"ticks", "tick", "ticks", "t"}};
}

EventFacts FwRuleset::facts(const EncounterState& before, const Event& event) const {
    if (auto combat = combatFacts(before, event)) {
        return *combat;
    }
    EventFacts facts;
    if (const auto* action = events::rulesetEventAs<ActionTaken>(event)) {
        const Fighter& was = clock::fighterOf(before, action->who);
        facts.actor = action->who;
        facts.headline = Headline{action->who, action->action, action->option, action->target};
        facts.spent.push_back({action->who, "ticks", action->cost});
        facts.pools.push_back({action->who, "next-tick", was.nextTick, action->after.nextTick});
        return facts;
    }
    if (const auto* changed = events::rulesetEventAs<FightersChanged>(event)) {
        for (const auto& [id, fighter] : changed->fighters) {
            const Fighter& was = clock::fighterOf(before, id);
            if (fighter.stunDamage != was.stunDamage) {
                facts.pools.push_back({id, "stun", was.stunDamage, fighter.stunDamage});
            }
            if (fighter.normalDamage != was.normalDamage) {
                facts.pools.push_back({id, "normal", was.normalDamage, fighter.normalDamage});
            }
            if (fighter.nextTick != was.nextTick) {
                facts.pools.push_back({id, "next-tick", was.nextTick, fighter.nextTick});
            }
            // An exchange stored this way (before fw-exchange) names no cause: what one side took,
            // the other side dealt. Without an exchange, the command's maneuver dealt it, if any.
            if (const int taken = fighter.stunDamage - was.stunDamage + fighter.normalDamage - was.normalDamage;
                taken > 0) {
                const auto& exchange = changed->exchange;
                facts.damage.push_back({id, taken,
                                        !exchange                  ? ""
                                        : id == exchange->attacker ? exchange->target
                                                                   : exchange->attacker});
            }
        }
        return facts;
    }
    if (const auto* set = events::rulesetEventAs<TickSet>(event)) {
        facts.subject = set->who;
        facts.pools.push_back({set->who, "next-tick", clock::fighterOf(before, set->who).nextTick, set->tick});
    }
    return facts;
}

Moment FwRuleset::moment(const EncounterState& state) const {
    const std::optional<int> tick = clock::rulesOf(state).tick;
    if (!state.started || !tick) {
        return Ruleset::moment(state);
    }
    return {true, *tick, fmt::format("Tick {}", *tick)};
}

namespace clock {

std::string windowLabel(std::string_view window) {
    if (window == "footwork") {
        return "Footwork";
    }
    if (window == "evasive-running") {
        return "Evasive Running";
    }
    if (window == "full-auto-cover") {
        return "Full Auto cover";
    }
    return std::string(window);
}

} // namespace clock

std::optional<Timeline> FwRuleset::timeline(const EncounterState& state) const {
    Timeline timeline;
    const FwState& rules = clock::rulesOf(state);
    timeline.now = rules.tick;
    for (const auto& id : clock::order(state, m_settings)) {
        const Combatant* combatant = state.find(id);
        const Fighter& f = clock::fighterOf(state, id);
        TimelineMarker marker;
        marker.who = id;
        marker.tick = f.nextTick;
        marker.priority = combatant != nullptr && clock::hasPriority(state, *combatant);
        marker.due = std::find(rules.due.begin(), rules.due.end(), id) != rules.due.end();
        marker.held = f.held;
        if (f.held) {
            marker.preemptFrom = *f.held + 2; // «at least 2 ticks»
            timeline.spans.push_back({id, TimelineSpan::Kind::Hold, "Hold", *f.held, std::nullopt, std::nullopt});
        }
        timeline.markers.push_back(std::move(marker));
        if (f.movement) {
            const Movement& m = *f.movement;
            const bool declares = clock::declaring(f);
            timeline.spans.push_back({id, TimelineSpan::Kind::Movement,
                                      fmt::format("{} {:g} m / 6 ticks", m.mode, m.rate), m.since,
                                      declares ? std::nullopt : std::optional<int>(m.next),
                                      declares ? std::optional<int>(m.next) : std::nullopt});
        }
        for (const auto& [name, closes] : f.windows) {
            const int length = name == "footwork" ? 20 : name == "full-auto-cover" ? 12 : 6;
            timeline.spans.push_back({id, TimelineSpan::Kind::Window, clock::windowLabel(name), closes - length,
                                      std::optional<int>(closes), std::nullopt});
        }
    }
    // By tick, keeping the order path's order within one (the ARC's tie order, then id), so the
    // first with priority on the board is the one the rules let act first.
    std::stable_sort(timeline.markers.begin(), timeline.markers.end(),
                     [](const auto& a, const auto& b) { return a.tick < b.tick; });
    if (rules.pending && rules.pending->kind == "tie") {
        timeline.tie = rules.pending->ids;
    }
    if (rules.pending) {
        timeline.waiting = rules.pending->who;
    }
    return timeline;
}

} // namespace scouter::engine::fatewalker
