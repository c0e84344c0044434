// SPDX-License-Identifier: GPL-3.0-or-later
#include "fatewalker/RollSituation.h"

#include <fmt/format.h>

#include <algorithm>

namespace scouter::engine::fatewalker {

bool needsFreeHands(const std::string& action) {
    return action == "grapple" || action == "slip" || action == "sprawl";
}

SituationJudgement judgeSituation(const RollSituation& situation) {
    SituationJudgement judgement;
    if (needsFreeHands(situation.action)) {
        if (situation.freeHands <= 0) {
            judgement.refusal = fmt::format("{} needs a free hand («requires ... both hands free»)", situation.action);
            return judgement;
        }
        if (situation.freeHands == 1) {
            judgement.modifier -= 3;
        }
    }
    if (situation.inOpponentsHold && situation.action != "slip") {
        judgement.modifier -= 3;
    }
    if (situation.keepsShieldCover) {
        judgement.modifier -= 2;
    }
    if (situation.attack && situation.targetEvasiveSuccesses) {
        // «ranged attacks against the character instead suffer (Successes -1) as a penalty and melee
        // attacks suffer half this»: thrown attacks count as ranged, the half rounds down.
        const int penalty = std::max(*situation.targetEvasiveSuccesses - 1, 0);
        const bool ranged = situation.attack->shot || situation.attack->thrown;
        judgement.modifier -= ranged ? penalty : penalty / 2;
    }
    judgement.modifier += situation.holdValue;
    return judgement;
}

} // namespace scouter::engine::fatewalker
