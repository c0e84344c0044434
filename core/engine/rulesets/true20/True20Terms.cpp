// SPDX-License-Identifier: GPL-3.0-or-later
#include "true20/True20Ruleset.h"

// True20's words for the shared screens, and the terms of its rules the other rulesets lack.
namespace scouter::engine::true20 {

Terms True20Ruleset::terms() const {
    Terms terms;
    terms.board = "Initiative";
    terms.turn = "turn";
    terms.round = "round";
    terms.harmEvents = "Damage and recovery";
    terms.timeEvents = "Turns and rounds";
    return terms;
}

std::vector<std::string> True20Ruleset::ownWords() const {
    return {"Conviction", "Toughness", "Initiative", "round",           "turn",        "Lethal",        "Subdual",
            "Staggered",  "Dying",     "Full-round", "Standard Action", "Move Action", "Recovery check"};
}

} // namespace scouter::engine::true20
