// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/Description.h"

#include <QString>

namespace scouter::ui {

// The object name of an input's field in a maneuver form: "input" and what names it, its kind
// ("inputDamage"), or for an input named only by its key, the key ("inputWager", "inputTargets").
// Tests and the accessibility tree find fields by it.
[[nodiscard]] QString fieldName(const engine::InputDescription& input);

} // namespace scouter::ui
