// SPDX-License-Identifier: GPL-3.0-or-later
#include "true20/TurnFlow.h"

#include <algorithm>

namespace scouter::engine::true20 {

std::string TurnFlow::nextSlot(const EncounterState& state, const True20State& rules) {
    for (const auto& id : state.order) {
        const Slot* slot = state.findSlot(id);
        if (slot == nullptr || !slot->active) {
            continue;
        }
        const bool waiting = std::find(rules.waiting.begin(), rules.waiting.end(), id) != rules.waiting.end();
        if ((!slot->actedThisRound || waiting) && id != state.current) {
            return id;
        }
    }
    return {};
}

void TurnFlow::endTurn(True20Context& context) {
    context.emit(events::TurnEnded{context.state().current});
    advance(context);
}

void TurnFlow::advance(True20Context& context) {
    const std::string next = nextSlot(context.state(), context.rules());
    if (!next.empty()) {
        context.emit(events::TurnStarted{next, false});
        return;
    }
    const int round = context.state().round;
    context.emit(events::RoundEnded{round});
    context.emit(events::RoundStarted{round + 1});
    if (!context.state().order.empty()) {
        context.emit(events::TurnStarted{context.state().order.front(), false});
    }
}

void TurnFlow::beginPlay(True20Context& context) {
    context.emit(events::RoundStarted{1});
    if (!context.state().order.empty()) {
        context.emit(events::TurnStarted{context.state().order.front(), false});
    }
}

} // namespace scouter::engine::true20
