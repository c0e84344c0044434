// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "true20/True20Settings.h"
#include "true20/True20State.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

// The two damage tracks of seed 004 (contract sections 6 to 8): which state a failure inflicts,
// the once-only states that roll over, what each state does, and what a Recovery Check works on.
namespace scouter::engine::true20 {

// The column of the damage table: 1 Bruised/Hurt .. 4 Unconscious/Dying, 5 Dead.
[[nodiscard]] int seriousness(std::string_view state);
[[nodiscard]] Track trackOf(std::string_view state);
[[nodiscard]] std::string bandState(Track track, int band);
// The failure band of a Toughness save failed by `margin` (1 or more): 1..4.
[[nodiscard]] int bandOf(int margin);
// Rounds between two Recovery Checks on the state; 0 when it needs none (it only lapses).
[[nodiscard]] int recoverySpacing(std::string_view state);
[[nodiscard]] std::string stateLabel(std::string_view state);

// Where an infliction happens in time: the turn in progress (anchorOf, True20State.h) and its round.
struct Moment {
    int anchor = kNoAnchor;
    int round = 0;
};

// The state's name as HeldState keeps it: a view of one lasting copy per name, so a held state
// copies and compares without owning a string.
[[nodiscard]] std::string_view internState(std::string_view state);

// Inflicts `state` with the once-only rule; returns what it became ("dead" when it rolled over
// that far, empty when a second Unconscious adds nothing).
std::string inflict(Fighter& fighter, std::string_view state, const Moment& moment, const True20Settings& settings);
void kill(Fighter& fighter);
// Removes one instance of `state`; forgets its check spacing once none is left.
void removeOne(Fighter& fighter, std::string_view state);
// Dying improves: Dying becomes Disabled, and Unconscious is added unless held (no cost, R-15).
void improveFromDying(Fighter& fighter);
// The most serious held state a Recovery Check works on, lethal first within a column.
[[nodiscard]] std::optional<std::string> recoveryTarget(const Fighter& fighter);
// The track's instances, most serious first.
[[nodiscard]] std::vector<std::string> instances(const std::vector<HeldState>& track);
[[nodiscard]] std::optional<std::string> mostSerious(const std::vector<HeldState>& track);

} // namespace scouter::engine::true20
