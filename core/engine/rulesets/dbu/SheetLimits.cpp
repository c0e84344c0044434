// SPDX-License-Identifier: GPL-3.0-or-later
#include "dbu/SheetLimits.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <iterator>
#include <utility>
#include <vector>

namespace scouter::engine::dbu {

using limits::kMaxListEntries;
using limits::kMaxPool;

namespace {

// The table behind statField, for a sheet and for a read-only one.
template <class SheetStats> auto statFieldOf(SheetStats& stats, std::string_view key) -> decltype(&stats.tier) {
    static constexpr auto kFields = std::array{
        std::pair{"tier", &Stats::tier},
        std::pair{"life", &Stats::life},
        std::pair{"ki", &Stats::ki},
        std::pair{"agilityScore", &Stats::agilityScore},
        std::pair{"agilityModifier", &Stats::agilityModifier},
        std::pair{"initiativeBonus", &Stats::initiativeBonus},
        std::pair{"normalSpeed", &Stats::normalSpeed},
        std::pair{"boostedSpeed", &Stats::boostedSpeed},
        std::pair{"capacity", &Stats::capacity},
        std::pair{"force", &Stats::force},
        std::pair{"spirit", &Stats::spirit},
        std::pair{"personality", &Stats::personality},
        std::pair{"meleeRange", &Stats::meleeRange},
        std::pair{"size", &Stats::size},
    };
    for (const auto& [name, member] : kFields) {
        if (key == name) {
            return &(stats.*member);
        }
    }
    return nullptr;
}

[[nodiscard]] int sheetStat(std::string_view key, const Stats& s) {
    const int* field = statFieldOf(s, key);
    return field == nullptr ? 0 : *field;
}

[[nodiscard]] int sheetOrStartStat(std::string_view key, const Stats& s) {
    return key == "lifeNow" ? s.lifeAtStart() : key == "kiNow" ? s.kiAtStart() : sheetStat(key, s);
}

} // namespace

int* statField(Stats& stats, std::string_view key) {
    return statFieldOf(stats, key);
}

std::optional<std::string> statProblem(const StatLimit& limit, long long value) {
    if (value < limit.min) {
        return fmt::format("must be at least {}", limit.min);
    }
    if (value > limit.max) {
        return fmt::format("must be at most {}", limit.max);
    }
    return std::nullopt;
}

std::optional<std::string> thresholdsProblem(std::span<const long long> thresholds, std::optional<long long> life) {
    if (thresholds.size() > static_cast<std::size_t>(kMaxListEntries)) {
        return fmt::format("A sheet has at most {} Health Thresholds, not {}.", kMaxListEntries, thresholds.size());
    }
    std::optional<long long> previous;
    for (std::size_t i = 0; i < thresholds.size(); ++i) {
        const long long value = thresholds[i];
        if (value < 1 || value > kMaxPool) {
            return fmt::format("Health Threshold {} must be a whole number from 1 to {}, not {}.", i + 1, kMaxPool,
                               value);
        }
        if (previous && value >= *previous) {
            return fmt::format("Health Thresholds go from the highest Life down: {} comes after {}.", value, *previous);
        }
        if (life && value >= *life) {
            return fmt::format("Health Threshold {} ({}) must be below Life ({}).", i + 1, value, *life);
        }
        previous = value;
    }
    return std::nullopt;
}

std::optional<std::string> atStartProblem(long long now, long long maximum, std::string_view pool) {
    if (now > maximum) {
        return fmt::format("must be at most {} ({})", pool, maximum);
    }
    return std::nullopt;
}

Stats statsOf(const SheetValues& values) {
    Stats stats;
    for (const auto& [key, value] : values.numbers) {
        if (int* field = statField(stats, key)) {
            *field = value;
        }
    }
    if (const auto life = values.numbers.find(std::string_view("lifeNow")); life != values.numbers.end()) {
        stats.lifeNow = life->second;
    }
    if (const auto ki = values.numbers.find(std::string_view("kiNow")); ki != values.numbers.end()) {
        stats.kiNow = ki->second;
    }
    if (const auto list = values.lists.find(std::string_view("thresholds")); list != values.lists.end()) {
        stats.thresholds = list->second;
    }
    if (const auto dice = values.lists.find(std::string_view("energyWoundDice"));
        dice != values.lists.end() && !dice->second.empty()) {
        stats.energyWoundDice = dice->second;
    }
    stats.tail = values.number("tail", 0) != 0;
    if (const auto forms = values.records.find(std::string_view("forms")); forms != values.records.end()) {
        for (const SheetRecord& form : forms->second) {
            stats.forms.push_back({form.text("name"), form.number("tierBonus")});
        }
    }
    if (const auto techniques = values.records.find(std::string_view("techniques"));
        techniques != values.records.end()) {
        for (const SheetRecord& record : techniques->second) {
            Technique technique;
            technique.name = record.text("name");
            technique.profile = record.text("profile", "simple");
            technique.foundation = record.text("foundation", "energy");
            technique.attackType = record.text("attackType", "ranged");
            technique.ki = record.number("ki");
            technique.kiScaled = record.number("kiScaled") != 0;
            technique.wager = record.number("wager");
            technique.charges = record.number("charges");
            technique.areaShape = record.text("areaShape", "none");
            if (technique.areaShape == "none") {
                technique.areaShape.clear();
            }
            technique.areaSize = record.number("areaSize");
            technique.areaHuge = record.number("areaHuge") != 0;
            technique.notes = record.text("notes");
            stats.techniques.push_back(std::move(technique));
        }
    }
    return stats;
}

std::optional<SheetProblem> sheetProblem(const Stats& s, SetupCheck check) {
    for (const StatLimit& limit : kDbuStatLimits) {
        const int value = sheetOrStartStat(limit.key, s);
        // A Tier of 0 is a sheet that gave none: the rules' lowest, 1, applies (Fighter::baseTier).
        if (limit.key == "tier" && value == 0) {
            continue;
        }
        if (auto problem = statProblem(limit, value)) {
            return SheetProblem{std::string(limit.key), fmt::format("{} {}, not {}.", limit.label, *problem, value)};
        }
    }
    if (auto problem = atStartProblem(s.lifeAtStart(), s.life, "Life")) {
        return SheetProblem{"lifeNow", fmt::format("Life at the start {}, not {}.", *problem, s.lifeAtStart())};
    }
    if (auto problem = atStartProblem(s.kiAtStart(), s.ki, "Ki")) {
        return SheetProblem{"kiNow", fmt::format("Ki at the start {}, not {}.", *problem, s.kiAtStart())};
    }
    const std::vector<long long> thresholds(s.thresholds.begin(), s.thresholds.end());
    if (auto problem = thresholdsProblem(thresholds, s.life)) {
        return SheetProblem{"thresholds", *problem};
    }
    if (check == SetupCheck::New) {
        for (const std::string_view key : kDbuRuledStats) {
            if (auto problem = statRuleProblem(key, s)) {
                return SheetProblem{std::string(key), fmt::format("{} {}, not {}.", dbuStatLimit(key)->label, *problem,
                                                                  sheetStat(key, s))};
            }
        }
    }
    return std::nullopt;
}

std::optional<std::string> statRuleProblem(std::string_view key, const Stats& stats) {
    if (key == "boostedSpeed") {
        if (stats.boostedSpeed < stats.normalSpeed) {
            return fmt::format("must be at least Normal Speed ({})", stats.normalSpeed);
        }
        return std::nullopt;
    }
    // The rest of the ruled stats are Attributes.
    if (std::find(std::begin(kDbuRuledStats), std::end(kDbuRuledStats), key) == std::end(kDbuRuledStats)) {
        return std::nullopt;
    }
    const int value = sheetStat(key, stats);
    if (value < 0) {
        return std::string("must be at least 0 (the rules' Minimums: no value goes below 0)");
    }
    const int tier = std::max(stats.tier, kMinTier);
    if (value > attributeLimit(tier)) {
        return fmt::format("must be at most {} at Tier of Power {} (the Score Limit {}, twice for Transformations)",
                           attributeLimit(tier), tier, scoreLimit(tier));
    }
    return std::nullopt;
}

} // namespace scouter::engine::dbu
