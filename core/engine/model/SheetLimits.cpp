#include "model/SheetLimits.h"

#include "model/TextLimits.h"

#include <fmt/format.h>

#include <array>
#include <utility>
#include <vector>

namespace scouter::engine::limits {

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
    if (thresholds.size() > static_cast<std::size_t>(kMaxThresholds)) {
        return fmt::format("A sheet has at most {} Health Thresholds, not {}.", kMaxThresholds, thresholds.size());
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

std::optional<std::string> combatantProblem(const Combatant& c) {
    if (auto problem = textProblem(c.id, TextKind::Id)) {
        return fmt::format("The combatant id '{}' {}.", c.id.substr(0, kMaxIdLength), *problem);
    }
    const auto texts = std::array{std::pair{"name", &c.name}, std::pair{"side", &c.side}};
    for (const auto& [what, text] : texts) {
        if (auto problem = textProblem(*text, TextKind::Name)) {
            return fmt::format("{}: the {} {}.", c.id, what, *problem);
        }
    }
    const Stats& s = c.stats;
    const auto numbers = std::array{
        std::pair{"life", s.life},
        std::pair{"ki", s.ki},
        std::pair{"agilityScore", s.agilityScore},
        std::pair{"agilityModifier", s.agilityModifier},
        std::pair{"initiativeBonus", s.initiativeBonus},
        std::pair{"normalSpeed", s.normalSpeed},
        std::pair{"boostedSpeed", s.boostedSpeed},
        std::pair{"capacity", s.capacity},
        std::pair{"force", s.force},
        std::pair{"spirit", s.spirit},
        std::pair{"personality", s.personality},
        std::pair{"meleeRange", s.meleeRange},
        std::pair{"size", s.size},
        std::pair{"lifeNow", c.life},
        std::pair{"kiNow", c.ki},
    };
    // A Tier of 0 is a sheet that gave none: the rules' lowest, 1, applies (Combatant::baseTier).
    if (s.tier != 0) {
        if (auto problem = statProblem(*dbuStatLimit("tier"), s.tier)) {
            return fmt::format("{}: tier {}, not {}.", c.id, *problem, s.tier);
        }
    }
    for (const auto& [key, value] : numbers) {
        if (auto problem = statProblem(*dbuStatLimit(key), value)) {
            return fmt::format("{}: {} {}, not {}.", c.id, key, *problem, value);
        }
    }
    if (auto problem = atStartProblem(c.life, s.life, "Life")) {
        return fmt::format("{}: Life at the start {}, not {}.", c.id, *problem, c.life);
    }
    if (auto problem = atStartProblem(c.ki, s.ki, "Ki")) {
        return fmt::format("{}: Ki at the start {}, not {}.", c.id, *problem, c.ki);
    }
    const std::vector<long long> thresholds(s.thresholds.begin(), s.thresholds.end());
    if (auto problem = thresholdsProblem(thresholds, s.life)) {
        return fmt::format("{}: {}", c.id, *problem);
    }
    for (const int coordinate : {c.at.x, c.at.y}) {
        if (coordinate < 0 || coordinate >= kMaxGridSide) {
            return fmt::format("{}: the square [{}, {}] is off the largest grid (0 to {} each way).", c.id, c.at.x,
                               c.at.y, kMaxGridSide - 1);
        }
    }
    return std::nullopt;
}

} // namespace scouter::engine::limits
