// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "events/Event.h"
#include "model/EncounterState.h"

#include <functional>
#include <utility>
#include <vector>

namespace scouter::engine {

// Where a ruleset puts the events of one command. Each event is applied at once, so the rules
// read the state as it is after the events so far: a turn that ends can start the next one.
class EventSink {
public:
    using Apply = std::function<void(EncounterState&, const Event&)>;

    EventSink(EncounterState& state, Apply apply) : m_state(state), m_apply(std::move(apply)) {}

    void emit(Event event) {
        m_apply(m_state, event);
        m_events.push_back(std::move(event));
    }
    [[nodiscard]] const EncounterState& state() const { return m_state; }
    [[nodiscard]] const std::vector<Event>& events() const { return m_events; }
    [[nodiscard]] std::vector<Event> takeEvents() { return std::move(m_events); }

private:
    EncounterState& m_state;
    Apply m_apply;
    std::vector<Event> m_events;
};

} // namespace scouter::engine
