// SPDX-License-Identifier: GPL-3.0-or-later
#include "fatewalker/FwRuleset.h"

#include "fatewalker/FwRules.h"

#include <fmt/format.h>

#include <algorithm>

// Fatewalker's count of time: the moment is its tick ("Tick 13"), and the clock a timeline of
// each combatant's next action tick, holds, movement and timed windows (contract section 3).
namespace scouter::engine::fatewalker {

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

namespace {

TimelineMarker markerOf(const EncounterState& state, const std::string& id) {
    const FwState& rules = clock::rulesOf(state);
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
    }
    return marker;
}

} // namespace

std::optional<TimelineMarker> FwRuleset::timelineMarker(const EncounterState& state, const std::string& who) const {
    // The timeline has a marker for everyone clock::order lists: those still in the fight.
    const Combatant* combatant = state.find(who);
    if (combatant == nullptr || !combatant->active) {
        return std::nullopt;
    }
    return markerOf(state, who);
}

std::optional<Timeline> FwRuleset::timeline(const EncounterState& state) const {
    Timeline timeline;
    const FwState& rules = clock::rulesOf(state);
    timeline.now = rules.tick;
    for (const auto& id : clock::order(state, m_settings)) {
        const Fighter& f = clock::fighterOf(state, id);
        if (f.held) {
            timeline.spans.push_back({id, TimelineSpan::Kind::Hold, "Hold", *f.held, std::nullopt, std::nullopt});
        }
        timeline.markers.push_back(markerOf(state, id));
        if (f.movement) {
            const Movement& m = *f.movement;
            const bool declares = clock::declaring(f);
            if (m.to) {
                timeline.headings.emplace(id, *m.to);
            }
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
        if (rules.pending->kind == "reaction" && !rules.pending->ids.empty()) {
            timeline.answering = rules.pending->ids.front(); // the attacker (section 8)
        }
    }
    return timeline;
}

} // namespace scouter::engine::fatewalker
