// SPDX-License-Identifier: GPL-3.0-or-later
#include "true20/True20Context.h"

#include "events/RulesetEventOf.h"
#include "true20/True20Events.h"

namespace scouter::engine::true20 {

namespace {
const Fighter kNobody{};
const True20State kNoRules{};
} // namespace

const True20State& True20Context::rules() const {
    const auto* held = state().rules.get<True20State>();
    return held != nullptr ? *held : kNoRules;
}

const Fighter& True20Context::fighter(const std::string& id) const {
    const Fighter* found = fighterOf(rules(), state(), id);
    return found != nullptr ? *found : kNobody;
}

Scores True20Context::scores(const Combatant& combatant) const {
    return Scores(combatant.sheet, &fighter(combatant.id), m_settings);
}

std::string True20Context::nameOf(const std::string& id) const {
    const Combatant* combatant = state().find(id);
    return combatant != nullptr && !combatant->name.empty() ? combatant->name : id;
}

bool True20Context::inTurn(const Combatant& combatant) const {
    return playing() && !state().current.empty() && state().current == combatant.slot;
}

void True20Context::emit(Event event) {
    if (!m_lapsed) {
        m_lapsed = true;
        const auto& threat = rules().threat;
        // The ARC's condition by hand is no action of the fight: the threat stays open.
        if (threat && m_command != Confirm::kName && m_command != engine::commands::Condition::kName) {
            m_sink.emit(events::makeRulesetEvent(ThreatLapsed{threat->attacker}));
        }
    }
    m_sink.emit(std::move(event));
}

} // namespace scouter::engine::true20
