// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/EncounterBuilder.h"

#include "model/CombatantLimits.h"
#include "model/InitiativeOrder.h"
#include "model/Limits.h"
#include "model/TextLimits.h"
#include "rules/RulesetSheet.h"

#include <fmt/format.h>

#include <set>

namespace scouter::engine {

void EncounterBuilder::add(Combatant combatant, const std::string& group) {
    combatant.slot = group.empty() ? combatant.id : group;
    if (Slot* slot = m_state.editSlot(combatant.slot)) {
        slot->members.push_back(combatant.id);
    } else {
        Slot fresh;
        fresh.id = combatant.slot;
        fresh.members.push_back(combatant.id);
        fresh.fileIndex = static_cast<int>(m_state.slots.size());
        m_state.slots.push_back(fresh);
    }
    m_state.combatants.push_back(std::move(combatant));
}

std::optional<std::string> EncounterBuilder::problem(SetupCheck check) const {
    const std::size_t count = m_state.combatants.size();
    if (count > static_cast<std::size_t>(limits::kMaxCombatants)) {
        return fmt::format("An encounter has at most {} combatants, not {}.", limits::kMaxCombatants, count);
    }
    std::set<std::string> ids;
    for (const Combatant& combatant : m_state.combatants) {
        if (auto problem = limits::combatantProblem(combatant)) {
            return problem;
        }
        if (m_rules != nullptr) {
            if (auto problem = m_rules->sheetSetupProblem(combatant.sheet, check)) {
                return fmt::format("{}: {}", combatant.id, problem->message);
            }
        }
        if (!ids.insert(combatant.id).second) {
            return fmt::format("The combatant id '{}' is used twice.", combatant.id);
        }
    }
    for (const Slot& slot : m_state.slots) {
        if (slot.members.size() == 1 && slot.members.front() == slot.id) {
            continue;
        }
        if (auto problem = limits::textProblem(slot.id, limits::TextKind::Id)) {
            return fmt::format("The group id '{}' {}.", slot.id.substr(0, limits::kMaxIdLength), *problem);
        }
        if (slot.members.size() > static_cast<std::size_t>(limits::kMaxGroupMembers)) {
            return fmt::format("The group '{}' has {} members, more than the {} a group may have.", slot.id,
                               slot.members.size(), limits::kMaxGroupMembers);
        }
    }
    return std::nullopt;
}

} // namespace scouter::engine

namespace scouter::engine {

EncounterState EncounterBuilder::build(SetupCheck check) const {
    if (auto found = problem(check)) {
        throw SetupError(*found);
    }
    EncounterState state = m_state;
    state.indexIds();
    return state;
}

} // namespace scouter::engine
