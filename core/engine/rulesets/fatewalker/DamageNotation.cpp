// SPDX-License-Identifier: GPL-3.0-or-later
#include "fatewalker/DamageNotation.h"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <cstddef>
#include <stdexcept>

namespace scouter::engine::fatewalker {

namespace {

// Reads one unsigned number at `at`, skipping nothing; nullopt when none is there.
std::optional<int> readNumber(std::string_view text, std::size_t& at) {
    if (at >= text.size() || text[at] < '0' || text[at] > '9') {
        return std::nullopt;
    }
    int value = 0;
    const char* begin = text.data() + at;
    const char* end = text.data() + text.size();
    auto [next, error] = std::from_chars(begin, end, value);
    if (error != std::errc{}) {
        return std::nullopt;
    }
    at += static_cast<std::size_t>(next - begin);
    return value;
}

void skipSpaces(std::string_view text, std::size_t& at) {
    while (at < text.size() && text[at] == ' ') {
        ++at;
    }
}

bool readChar(std::string_view text, std::size_t& at, char wanted) {
    if (at < text.size() && (text[at] == wanted || (wanted == 'x' && text[at] == 'X'))) {
        ++at;
        return true;
    }
    return false;
}

std::optional<DamagePool> readPool(std::string_view text, std::size_t& at) {
    const auto dice = readNumber(text, at);
    if (!dice || !readChar(text, at, 'x')) {
        return std::nullopt;
    }
    const auto worth = readNumber(text, at);
    if (!worth || *dice < 1 || *dice > kMaxNotationDice || *worth < 1 || *worth > kMaxNotationWorth) {
        return std::nullopt;
    }
    return DamagePool{*dice, *worth};
}

} // namespace

int successesUnder(const std::vector<int>& faces, int targetNumber, bool atOrBelow) {
    return static_cast<int>(std::count_if(faces.begin(), faces.end(), [&](int face) {
        return face < targetNumber || (atOrBelow && face == targetNumber);
    }));
}

std::vector<int> rollFaces(DiceSource& dice, int count) {
    std::vector<int> faces;
    faces.reserve(static_cast<std::size_t>(std::max(count, 0)));
    for (int index = 0; index < count; ++index) {
        faces.push_back(dice.roll(kFaceSides));
    }
    return faces;
}

DamageNotation::DamageNotation(std::vector<DamagePool> pools, int targetNumber)
    : m_pools(std::move(pools)), m_targetNumber(targetNumber) {}

std::optional<DamageNotation> DamageNotation::parse(std::string_view text) {
    std::size_t at = 0;
    skipSpaces(text, at);
    std::vector<DamagePool> pools;
    const auto first = readPool(text, at);
    if (!first) {
        return std::nullopt;
    }
    pools.push_back(*first);
    if (readChar(text, at, '/')) {
        const auto second = readPool(text, at);
        if (!second) {
            return std::nullopt;
        }
        pools.push_back(*second);
    }
    skipSpaces(text, at);
    if (!readChar(text, at, '@')) {
        return std::nullopt;
    }
    skipSpaces(text, at);
    const auto targetNumber = readNumber(text, at);
    skipSpaces(text, at);
    if (!targetNumber || at != text.size() || *targetNumber < 1 || *targetNumber > kMaxTargetNumber) {
        return std::nullopt;
    }
    return DamageNotation{std::move(pools), *targetNumber};
}

std::optional<std::string> DamageNotation::problem(std::string_view text) {
    if (parse(text)) {
        return std::nullopt;
    }
    return fmt::format("damage \"{}\" is not a notation AxB[/CxD] @TN (1-{} dice worth 1-{} each, TN 1-{})", text,
                       kMaxNotationDice, kMaxNotationWorth, kMaxTargetNumber);
}

int DamageNotation::diceCount() const {
    int count = 0;
    for (const auto& pool : m_pools) {
        count += pool.dice;
    }
    return count;
}

DamageNotation DamageNotation::raised(int targetNumberBonus) const {
    return DamageNotation{m_pools, m_targetNumber + targetNumberBonus};
}

std::string DamageNotation::text() const {
    std::string written;
    for (const auto& pool : m_pools) {
        written += fmt::format("{}{}x{}", written.empty() ? "" : "/", pool.dice, pool.worth);
    }
    return fmt::format("{} @{}", written, m_targetNumber);
}

DamageRoll scoreDamage(const DamageNotation& notation, const std::vector<int>& faces, int bonus, bool atOrBelow) {
    if (static_cast<int>(faces.size()) != notation.diceCount()) {
        throw std::invalid_argument(
            fmt::format("{} needs {} faces, not {}", notation.text(), notation.diceCount(), faces.size()));
    }
    DamageRoll result{faces, bonus};
    auto next = faces.begin();
    for (const auto& pool : notation.pools()) {
        const std::vector<int> poolFaces(next, next + pool.dice);
        next += pool.dice;
        result.points += successesUnder(poolFaces, notation.targetNumber(), atOrBelow) * pool.worth;
    }
    result.points = std::max(result.points, 0);
    return result;
}

DamageRoll rollDamage(const DamageNotation& notation, int bonus, DiceSource& dice, bool atOrBelow) {
    return scoreDamage(notation, rollFaces(dice, notation.diceCount()), bonus, atOrBelow);
}

} // namespace scouter::engine::fatewalker
