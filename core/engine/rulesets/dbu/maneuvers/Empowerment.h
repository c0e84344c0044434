// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dbu/DbuContext.h"
#include "model/PendingDecision.h"

#include <optional>
#include <string>
#include <vector>

namespace scouter::engine::dbu {

// The Ki an Empower transfers reaching its receiver, and Miracle Empowerment: once per encounter,
// a receiver given Ki by more than one character in a round may let it exceed the maximum and gain
// +2d6 per giver to Combat Rolls until the end of its next turn — the receiver's choice, asked as
// the decision `miracle-empowerment` (000 Miracle Empowerment: "you may allow ...").
class Empowerment {
public:
    static constexpr const char* kDecision = "miracle-empowerment";
    // Gives `amount` Ki from `giver` to `receiver`, asking the receiver when the rule offers a choice.
    static void give(DbuContext& context, const std::string& giver, const std::string& receiver, int amount);
    [[nodiscard]] static std::optional<std::string> checkAnswer(const std::vector<std::string>& choice);
    // The receiver's answer to the pending decision (its subjects: receiver, amount).
    static void answer(DbuContext& context, const PendingDecision& pending, const std::string& choice);
};

} // namespace scouter::engine::dbu
