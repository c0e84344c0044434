// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dbu/Stats.h"
#include "dbu/TierLimits.h"
#include "model/Limits.h"
#include "model/SheetValues.h"
#include "rules/Description.h"
#include "rules/SetupCheck.h"

#include <optional>
#include <span>
#include <string>
#include <string_view>

// DBU's sheet: the bounds of each stat, the rules between them, the set-up check of a sheet.
namespace scouter::engine::dbu {

// The bounds of one DBU stat, by its key in the scenario format's "stats" (and the library's sheet).
struct StatLimit {
    std::string_view key;
    std::string_view label; // the name an ARC knows it by, in every message about it
    int min;
    int max;
};

// Every stat the DBU sheet has, with the bounds the rules or sense give it (model/Limits.h and TierLimits.h say why).
// "lifeNow" and "kiNow" are also at most the sheet's Life and Ki (atStartProblem).
inline constexpr StatLimit kDbuStatLimits[] = {
    {"tier", "Tier of Power", kMinTier, kMaxTier},
    {"life", "Life", 1, limits::kMaxPool}, // a combatant at 0 Life is Defeated: a sheet starts with some
    {"ki", "Ki", 0, limits::kMaxPool},
    {"agilityScore", "Agility Score", 0, limits::kMaxModifier},
    {"agilityModifier", "Agility Modifier", -limits::kMaxModifier, limits::kMaxModifier},
    {"initiativeBonus", "Initiative bonus", -limits::kMaxModifier, limits::kMaxModifier},
    {"normalSpeed", "Normal Speed", 0, limits::kMaxSpeed},
    {"boostedSpeed", "Boosted Speed", 0, limits::kMaxSpeed},
    {"capacity", "Capacity Rate", 0, limits::kMaxPool},
    {"force", "Force Modifier", -limits::kMaxModifier, limits::kMaxModifier},
    {"spirit", "Spirit Modifier", -limits::kMaxModifier, limits::kMaxModifier},
    {"personality", "Personality Modifier", -limits::kMaxModifier, limits::kMaxModifier},
    {"meleeRange", "Melee range", 1, limits::kMaxSpeed},
    {"size", "Size", -limits::kMaxSize, limits::kMaxSize},
    {"lifeNow", "Life at the start", 0, limits::kMaxPool},
    {"kiNow", "Ki at the start", 0, limits::kMaxPool},
};

[[nodiscard]] constexpr std::optional<StatLimit> dbuStatLimit(std::string_view key) {
    for (const StatLimit& limit : kDbuStatLimits) {
        if (limit.key == key) {
            return limit;
        }
    }
    return std::nullopt;
}

// The sheet's number named `key` in kDbuStatLimits; none for "lifeNow" and "kiNow" (the
// combatant's, not the sheet's) and for a key the table does not have.
[[nodiscard]] int* statField(Stats& stats, std::string_view key);

// "must be at least 1", "must be at most 100"; empty when the value is within the stat's bounds.
[[nodiscard]] std::optional<std::string> statProblem(const StatLimit& limit, long long value);

// Health Thresholds: whole numbers of at least 1, each below the one before and below Life, at most
// limits::kMaxListEntries of them. The sentence names the threshold: "Health Thresholds go from the highest
// Life down: 90 comes after 60."
[[nodiscard]] std::optional<std::string> thresholdsProblem(std::span<const long long> thresholds,
                                                           std::optional<long long> life);

// A pool at the start of an encounter within its maximum: "must be at most Life (120)".
[[nodiscard]] std::optional<std::string> atStartProblem(long long now, long long maximum, std::string_view pool);

// The stats the rules bind to the rest of the sheet, in the order they are checked: Boosted Speed
// is at least Normal Speed (a Movement pays Ki only for the squares past Normal), and the
// Attributes are within what the sheet's Tier of Power allows (TierLimits.h, attributeLimit). The Score
// Limit is the DBU Attributes chapter's ("Score Limit", dbu-rpg.com/attributes): the combat texts
// Scouter follows give no bound on a Tier or an Attribute.
inline constexpr std::string_view kDbuRuledStats[] = {"boostedSpeed", "agilityScore", "agilityModifier",
                                                      "force",        "spirit",       "personality"};

// What the rules say against `key`'s value on this sheet (stats left out hold their defaults, a
// Tier of 0 is Tier 1): "must be at least Normal Speed (5)", "must be at most 16 at Tier of Power 1
// (the Score Limit 8, twice for Transformations)"; empty when they allow it or `key` has no such rule.
[[nodiscard]] std::optional<std::string> statRuleProblem(std::string_view key, const Stats& stats);

// The typed sheet the DBU rules read from a combatant's sheet values (Combatant::sheet, in the keys
// of kDbuStatLimits and "thresholds"); the stats left out at their defaults.
[[nodiscard]] Stats statsOf(const SheetValues& values);

// The set-up check of a DBU sheet (Ruleset::sheetSetupProblem): every stat within its bounds (a Tier
// of 0 is the default, "not given"), Life and Ki at the start within their pools, the Health
// Thresholds; for an encounter set up now (SetupCheck::New) also statRuleProblem for every ruled
// stat. "Boosted Speed must be at least Normal Speed (5), not 3." A stored encounter is checked with
// the bounds alone, so one set up before those rules still opens.
[[nodiscard]] std::optional<SheetProblem> sheetProblem(const Stats& stats, SetupCheck check);

} // namespace scouter::engine::dbu
