// SPDX-License-Identifier: GPL-3.0-or-later
#include "dbu/DbuState.h"
#include "dbu/maneuvers/Maneuver.h"

#include <algorithm>
#include <fmt/format.h>
#include <vector>

namespace scouter::engine::dbu {

const Combatant& ManeuverCall::actor() const {
    if (m_actorCombatant == nullptr) {
        m_actorCombatant = &m_context.combatant(m_actor);
    }
    return *m_actorCombatant;
}

bool ManeuverCall::ownTurn() const {
    return !state().current.empty() && state().current == actor().slot;
}

int ManeuverCall::reducedKi(int ki) const {
    const Fighter& who = actorFighter();
    if (who.holdingBack > 0 && who.holdingBack >= who.baseTier() && ki > 0) {
        return std::max(0, ki - who.baseTier());
    }
    return std::max(0, ki);
}

std::optional<std::string> ManeuverCall::needTarget(std::string_view maneuver) const {
    if (command().target.empty() && !command().targets.empty()) {
        return std::nullopt; // an area attack: Attack::refusal checks each of its targets
    }
    const Combatant* other = target();
    if (other == nullptr) {
        return fmt::format("{} needs a target", maneuver);
    }
    if (other->id == m_actor) {
        return fmt::format("{} cannot target yourself", maneuver);
    }
    if (!other->active) {
        return fmt::format("{} has left the encounter", other->name);
    }
    return std::nullopt;
}

std::optional<std::string> ManeuverCall::needOpponent(std::string_view maneuver) const {
    if (auto refusal = needTarget(maneuver)) {
        return refusal;
    }
    if (!state().isOpponent(actor(), *target())) {
        return fmt::format("{} needs an Opponent, and {} is an Ally", maneuver, target()->name);
    }
    return std::nullopt;
}

std::optional<std::string> ManeuverCall::needAlly(std::string_view maneuver) const {
    if (auto refusal = needTarget(maneuver)) {
        return refusal;
    }
    if (state().isOpponent(actor(), *target())) {
        return fmt::format("{} needs an Ally, and {} is an Opponent", maneuver, target()->name);
    }
    return std::nullopt;
}

std::optional<std::string> ManeuverCall::needWithin(std::string_view maneuver, int squares,
                                                    std::string_view what) const {
    std::vector<const Combatant*> others;
    if (command().target.empty()) {
        for (const auto& id : command().targets) {
            others.push_back(state().find(id));
        }
    } else {
        others.push_back(target());
    }
    for (const Combatant* other : others) {
        if (other == nullptr) {
            continue;
        }
        const int apart = distance(actor().at, other->at);
        if (apart > squares) {
            return fmt::format("{} needs the target within {} ({} square(s)); {} is {} away", maneuver, what, squares,
                               other->name, apart);
        }
    }
    return std::nullopt;
}

} // namespace scouter::engine::dbu
