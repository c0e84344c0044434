// SPDX-License-Identifier: GPL-3.0-or-later
#include "true20/Budget.h"

#include <algorithm>

namespace scouter::engine::true20 {

std::vector<std::string> actionsLeft(const Fighter& fighter) {
    std::vector<std::string> left;
    if (!fighter.inTurn || !fighter.budget || fighter.full > 0) {
        return left;
    }
    if (fighter.fullAllowed && fighter.standard == 0 && fighter.move == 0) {
        left.emplace_back("full-round");
    }
    if (fighter.standard + fighter.move < 2) {
        left.emplace_back("move");
    }
    if (fighter.standard == 0 && fighter.move <= 1) {
        left.emplace_back("standard");
    }
    return left;
}

bool canDeclare(const Fighter& fighter, std::string_view type) {
    const auto left = actionsLeft(fighter);
    return std::find(left.begin(), left.end(), type) != left.end();
}

bool canMoveTwice(const Fighter& fighter) {
    return canDeclare(fighter, "move") && fighter.standard + fighter.move == 0;
}

std::string budgetText(const Fighter& fighter) {
    if (!fighter.inTurn) {
        return {};
    }
    const auto left = actionsLeft(fighter);
    const auto has = [&](std::string_view type) { return std::find(left.begin(), left.end(), type) != left.end(); };
    if (left.empty()) {
        return "None";
    }
    std::string text;
    if (has("standard")) {
        // After one move action a standard or a second move is left, not both.
        text = fighter.move == 0 ? "Std + Move" : "Std or Move";
    } else {
        text = fighter.standard + fighter.move == 0 ? "Move + Move" : "Move";
    }
    return has("full-round") ? "Full-round or " + text : text;
}

void spend(Fighter& fighter, std::string_view type) {
    if (type == "standard") {
        fighter.standard += 1;
    } else if (type == "move") {
        fighter.move += 1;
    } else if (type == "full-round") {
        fighter.full += 1;
    } else {
        return;
    }
    fighter.declared = true;
}

} // namespace scouter::engine::true20
