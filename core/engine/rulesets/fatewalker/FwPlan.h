// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fatewalker/FwCatalogue.h"
#include "fatewalker/FwCommands.h"
#include "fatewalker/FwState.h"
#include "fatewalker/RollTerm.h"
#include "model/Combatant.h"
#include "model/SheetValues.h"

#include <optional>
#include <string>
#include <vector>

// An action about to be taken: the row, its weapon, its tick cost for this combatant, the roll's
// modifier, and the actor as the action leaves it. Built after every check passed, before any
// die is rolled; fw-combat's exchanges start from it (FwCombat.h).
namespace scouter::engine::fatewalker {

struct ActionPlan {
    const Row* row = nullptr;
    const RowOption* option = nullptr;
    const SheetRecord* weapon = nullptr;
    std::string how;        // act, preempt, react
    bool answering = false; // a reaction with `against`; without, it is «its cost and roll only» (section 5)
    int tick = 0;           // the clock when it is taken
    int cost = 0;
    int modifier = 0;     // the roll's modifier (R-2: reported, not applied to the pool)
    int footworkDice = 0; // Footwork dice added to the pool (rolled after it)
    std::optional<int> successes;
    std::vector<int> faces; // of the dice Scouter rolled for it (RollRecord::faces)
    Fighter after;
};

// The Ready/Draw cost of `weapon` where it is now: by size 2..6, -1 at hand, + stowedTicks stowed.
[[nodiscard]] int readyCost(const SheetRecord& weapon, const std::string& where);
// The seed's penalty for skills below the row's requisite levels: minus the highest deficit
// (0 for the common actions, which need none).
[[nodiscard]] int requisitePenalty(const Combatant& combatant, const Row& row);
// The tick cost of the row for this command (section 5.1), or the refusal naming the rule.
[[nodiscard]] std::optional<std::string> costOf(const Combatant& combatant, const Fighter& fighter,
                                                const ActionArguments& command, const Row& row, int& cost);
// The roll's modifier before situations only exchanges know (section 4), term by term: the Roll
// column, the option, the requisite penalty, the aim it spends, Shield Cover, a hold on the actor,
// one free hand. Summed by rollTerms (RollTerms.h) with the rest.
[[nodiscard]] RollTerms baseTerms(const Combatant& combatant, const Fighter& fighter, const ActionArguments& command,
                                  const Row& row);
// Aim bonus the row spends (0 for a row that does not take it): the burst caps (section 11).
[[nodiscard]] int aimSpent(const Fighter& fighter, const Row& row);

} // namespace scouter::engine::fatewalker
