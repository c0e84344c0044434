// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "events/Event.h"
#include "model/EncounterState.h"

#include <functional>
#include <iterator>
#include <utility>
#include <vector>

namespace scouter::engine {

// Where a ruleset puts the events of one command. Each event is applied at once, so the rules
// read the state as it is after the events so far: a turn that ends can start the next one.
// The events gather in `buffer`, which the caller keeps from one command to the next: its room is
// reused, so a command's events are moved once, into a list of their own size, not each time the
// list grows (an event is ~180 bytes, and a turn's end emits ten or so).
class EventSink {
public:
    using Apply = std::function<void(EncounterState&, const Event&)>;

    EventSink(EncounterState& state, Apply apply, std::vector<Event>& buffer)
        : m_state(state), m_apply(std::move(apply)), m_events(buffer) {
        m_events.clear();
    }
    EventSink(const EventSink&) = delete;
    EventSink& operator=(const EventSink&) = delete;
    ~EventSink() { m_events.clear(); }

    void emit(Event event) {
        m_apply(m_state, event);
        m_events.push_back(std::move(event));
    }
    [[nodiscard]] const EncounterState& state() const { return m_state; }
    [[nodiscard]] const std::vector<Event>& events() const { return m_events; }
    [[nodiscard]] std::vector<Event> takeEvents() {
        std::vector<Event> taken(std::make_move_iterator(m_events.begin()), std::make_move_iterator(m_events.end()));
        m_events.clear();
        return taken;
    }

private:
    EncounterState& m_state;
    Apply m_apply;
    std::vector<Event>& m_events;
};

} // namespace scouter::engine
