// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dbu/DbuCommands.h"
#include "model/AreaTemplate.h"
#include "model/EncounterState.h"

#include <optional>
#include <string>

namespace scouter::engine::dbu {

// An Area of Effect laid on the grid (`at`, with the technique's area or the command's own `area`
// and `areaSize`): whom it covers becomes the attack's `targets`, so the rest of the rules (Hidden,
// Parries, Deflect, the Clash an area attack offers) read it like any area attack.
class AreaAttack {
public:
    // Fills `command`'s area from its technique and its `targets` from the area's occupants (or
    // checks the ones given are inside it); the refusal when the area cannot be laid.
    [[nodiscard]] static std::optional<std::string> resolve(const EncounterState& state, UseManeuver& command);
    // The area a resolved command lays; nullopt when it lays none.
    [[nodiscard]] static std::optional<AreaTemplate> of(const EncounterState& state, const UseManeuver& command);
    // 002 Hidden: "is a Sphere AoE with a Magnitude of Huge or more and the Target Square is a Square
    // the user occupies" (a resolved command).
    [[nodiscard]] static bool hugeSphereOnOwnSquare(const EncounterState& state, const UseManeuver& command);
};

} // namespace scouter::engine::dbu
