#include "rules/EncounterBuilder.h"

#include "model/InitiativeOrder.h"

namespace scouter::engine {

void EncounterBuilder::add(Combatant combatant, const std::string& group) {
    combatant.slot = group.empty() ? combatant.id : group;
    if (Slot* slot = m_state.findSlot(combatant.slot)) {
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

} // namespace scouter::engine

namespace scouter::engine {

EncounterState EncounterBuilder::build() const {
    EncounterState state = m_state;
    // The first listed member's stats serve for the group's Initiative and its tie-break.
    for (auto& slot : state.slots) {
        slot.agilityScore = state.find(slot.members.front())->stats.agilityScore;
    }
    state.indexIds();
    return state;
}

} // namespace scouter::engine
