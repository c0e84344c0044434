// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/EncounterState.h"
#include "rules/Ruleset.h"

#include <cstddef>
#include <nlohmann/json.hpp>

namespace scouter::engine {

// The encounter as a flat JSON object keyed by the scenario paths ("round", "order",
// "<id>.ki", ...), the form `expect` steps and `--state` read: the neutral paths here, the
// ruleset's own ones from Ruleset::statePaths.
class StateView {
public:
    [[nodiscard]] static nlohmann::json flatten(const EncounterState& state, std::size_t diceLeft,
                                                const Ruleset& rules);
};

} // namespace scouter::engine
