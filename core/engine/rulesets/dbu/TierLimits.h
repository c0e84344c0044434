// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/Limits.h"

// DBU's bounds that follow its Tier of Power: the Tier itself and the Attribute Scores and
// Modifiers a sheet may carry at it. The neutral core bounds only what every ruleset has
// (model/Limits.h); the dice's scale factor, which DBU's Tier is, among them.
namespace scouter::engine::dbu {

// Tier of Power: the rules' lowest is 1 (Holding Back never takes it lower); they give no highest.
// The dice's highest scale keeps (T) costs and dice small (100d10(T) = 10,000 dice).
inline constexpr int kMinTier = 1;
inline constexpr int kMaxTier = limits::kMaxDiceScale;

// Attribute Scores and Modifiers on a sheet, by its Tier of Power. The rules' Score Limit is 8 at
// Tier 1 and 3 more for every Tier after it (14 at Tier 3); a Modifier equals its Score unless an
// effect or a Transformation adds to it, and Scouter's rules texts hold no Transformation tables, so
// a sheet may carry as much again for them: 16 at Tier 1, 28 at Tier 3. The Agility Score gets the
// same room: it is the one Initiative reads in the fight (d10 + 1/2 Agility Score), entered as the
// fighter stands, and the conformance scenarios give 10 at Tier 1. The rules' "Minimums" (no rule
// gives a value below 0) is the lowest. These bind a sheet set up now (the library, an import,
// the prep, a scenario file); an encounter stored before them still opens (SheetLimits.h).
inline constexpr int kScoreLimitAtTier1 = 8;
inline constexpr int kScoreLimitPerTier = 3;
inline constexpr int kTransformationAllowance = 2; // times the Score Limit

[[nodiscard]] constexpr int scoreLimit(int tier) {
    return kScoreLimitAtTier1 + kScoreLimitPerTier * ((tier < kMinTier ? kMinTier : tier) - kMinTier);
}
[[nodiscard]] constexpr int attributeLimit(int tier) {
    return kTransformationAllowance * scoreLimit(tier);
}

} // namespace scouter::engine::dbu
