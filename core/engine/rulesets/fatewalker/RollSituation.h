// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fatewalker/AttackKinds.h"

#include <optional>
#include <string>

namespace scouter::engine::fatewalker {

// The circumstances of one roll that change it beyond the table's Roll column and the requisite
// skills (contract section 8): what the roller is caught in, and what its target is doing.
struct RollSituation {
    std::string action;
    bool inOpponentsHold = false;     // «A person who is in a hold attempting any maneuver besides a Slip suffers -3»
    bool keepsShieldCover = false;    // R-26: -2 on the coverer's rolls while the shield is kept as cover
    int freeHands = 2;                // hands not holding a weapon
    std::optional<AttackKind> attack; // when the roll is an attack at a target
    std::optional<int> targetEvasiveSuccesses; // the target's Evasive Running successes, while it runs
    int holdValue = 0;                         // a holder's later Hold: «a bonus equal to the current Hold value»
};

struct SituationJudgement {
    std::optional<std::string> refusal;
    int modifier = 0;
};

// Grapple, Slip and Sprawl «require ... both hands free»: -3 with one, refused with none.
[[nodiscard]] bool needsFreeHands(const std::string& action);
[[nodiscard]] SituationJudgement judgeSituation(const RollSituation& situation);

} // namespace scouter::engine::fatewalker
