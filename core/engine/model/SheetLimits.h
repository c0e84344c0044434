#pragma once

#include "model/Combatant.h"
#include "model/Limits.h"

#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace scouter::engine::limits {

// The bounds of one DBU stat, by its key in the scenario format's "stats" (and the library's sheet).
struct StatLimit {
    std::string_view key;
    int min;
    int max;
};

// Every stat the DBU sheet has, with the bounds the rules or sense give it (model/Limits.h says why).
// "lifeNow" and "kiNow" are also at most the sheet's Life and Ki (atStartProblem).
inline constexpr StatLimit kDbuStatLimits[] = {
    {"tier", kMinTier, kMaxTier},
    {"life", 1, kMaxPool}, // a combatant at 0 Life is Defeated: a sheet starts with some
    {"ki", 0, kMaxPool},
    {"agilityScore", 0, kMaxModifier},
    {"agilityModifier", -kMaxModifier, kMaxModifier},
    {"initiativeBonus", -kMaxModifier, kMaxModifier},
    {"normalSpeed", 0, kMaxSpeed},
    {"boostedSpeed", 0, kMaxSpeed},
    {"capacity", 0, kMaxPool},
    {"force", -kMaxModifier, kMaxModifier},
    {"spirit", -kMaxModifier, kMaxModifier},
    {"personality", -kMaxModifier, kMaxModifier},
    {"meleeRange", 1, kMaxSpeed},
    {"size", -kMaxSize, kMaxSize},
    {"lifeNow", 0, kMaxPool},
    {"kiNow", 0, kMaxPool},
};

[[nodiscard]] constexpr std::optional<StatLimit> dbuStatLimit(std::string_view key) {
    for (const StatLimit& limit : kDbuStatLimits) {
        if (limit.key == key) {
            return limit;
        }
    }
    return std::nullopt;
}

// "must be at least 1", "must be at most 100"; empty when the value is within the stat's bounds.
[[nodiscard]] std::optional<std::string> statProblem(const StatLimit& limit, long long value);

// Health Thresholds: whole numbers of at least 1, each below the one before and below Life, at most
// kMaxThresholds of them. The sentence names the threshold: "Health Thresholds go from the highest
// Life down: 90 comes after 60."
[[nodiscard]] std::optional<std::string> thresholdsProblem(std::span<const long long> thresholds,
                                                           std::optional<long long> life);

// A pool at the start of an encounter within its maximum: "must be at most Life (120)".
[[nodiscard]] std::optional<std::string> atStartProblem(long long now, long long maximum, std::string_view pool);

// The engine's set-up check of one combatant: its id, name and side, every stat (a Tier of 0 is the
// default, "not given"), Life and Ki within their pools, its square on the largest grid. The
// sentence starts with the combatant's id.
[[nodiscard]] std::optional<std::string> combatantProblem(const Combatant& combatant);

} // namespace scouter::engine::limits
