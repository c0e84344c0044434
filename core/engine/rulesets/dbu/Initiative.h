// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dbu/DbuContext.h"

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace scouter::engine::dbu {

// The Initiative formulas of both structures and the tie chain (digest A1.4-A1.6).
class Initiative {
public:
    // 002: d10 + 1/2 Agility Score, halved when Surprised; legacy: solid d10 + 1/2 Agility Modifier.
    // Both add the sheet's other Initiative modifiers.
    [[nodiscard]] static int fromRoll(const DbuContext& context, const Slot& slot, int natural);
    // The same for the slot's first member (whose stats serve the whole group).
    [[nodiscard]] static int fromRoll(const DbuSettings& settings, const EncounterState& state, const Combatant& first,
                                      int natural);
    // What `setInitiative` takes for `slot` (a slot id or a member's): as the die face, 1 to 10; as
    // the value the table rolled, fromRoll of the lowest and the highest face. Nothing for an
    // unknown slot.
    [[nodiscard]] static std::optional<std::pair<int, int>>
    range(const DbuSettings& settings, const EncounterState& state, std::string_view slot, bool roll);
    // "Initiative for Goku is d10 + 1/2 Agility Score (8) + Initiative bonus (1): 6 to 15, not 999."
    [[nodiscard]] static std::string rangeProblem(const DbuSettings& settings, const EncounterState& state,
                                                  std::string_view slot, int value);
    // Rolls for the slots named (or every slot without a value), in set-up order.
    static void roll(DbuContext& context, const std::vector<std::string>& slots);
    [[nodiscard]] static std::vector<std::string> slotsWithoutValue(const EncounterState& state);
    // Applies the tie chain to the board: d10 roll-offs for slots tied on Initiative and Agility,
    // then a reroll or a pending decision for the ARC. Returns false when a decision now waits.
    static bool resolveTies(DbuContext& context, Resume resume);
    // Checks an ARC order against the tie that waits.
    [[nodiscard]] static std::optional<std::string> checkTieOrder(const EncounterState& state,
                                                                  const std::vector<std::string>& order);
};

} // namespace scouter::engine::dbu
