#pragma once

#include "model/EncounterState.h"

#include <optional>
#include <stdexcept>
#include <string>

namespace scouter::engine {

// A set-up the engine will not run: a bound of model/Limits.h broken, named in the message.
class SetupError : public std::invalid_argument {
public:
    using std::invalid_argument::invalid_argument;
};

// Which set-up check applies: a stored encounter opens with the bounds it was accepted under; one
// set up now (the prep, an import, a scenario file) also meets the rules between a sheet's stats.
enum class SetupCheck { Stored, New };

// Sets an encounter up before play: combatants in set-up order, NPC groups sharing one slot.
class EncounterBuilder {
public:
    // `group` empty: the combatant has its own slot. Life and Ki start full unless set on the combatant.
    void add(Combatant combatant, const std::string& group = {});
    [[nodiscard]] const EncounterState& state() const { return m_state; }
    // What the set-up breaks (the first bound, with the combatant or group it is about), if anything:
    // the same limits as the library's sheet, an import and a scenario file.
    [[nodiscard]] std::optional<std::string> problem(SetupCheck check = SetupCheck::Stored) const;
    // Throws SetupError when problem() has one, so no caller can start an encounter past a bound.
    [[nodiscard]] EncounterState build(SetupCheck check = SetupCheck::Stored) const;

private:
    EncounterState m_state;
};

} // namespace scouter::engine
