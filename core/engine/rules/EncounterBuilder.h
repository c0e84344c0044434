#pragma once

#include "model/EncounterState.h"

#include <string>

namespace scouter::engine {

// Sets an encounter up before play: combatants in set-up order, NPC groups sharing one slot.
class EncounterBuilder {
public:
    // `group` empty: the combatant has its own slot. Life and Ki start full unless set on the combatant.
    void add(Combatant combatant, const std::string& group = {});
    [[nodiscard]] const EncounterState& state() const { return m_state; }
    [[nodiscard]] EncounterState build() const;

private:
    EncounterState m_state;
};

} // namespace scouter::engine
