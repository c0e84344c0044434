// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/SharedMap.h"

#include <functional>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace scouter::engine {

// One entry of a list of records on a sheet (a weapon): whole numbers and words by key.
struct SheetRecord {
    std::map<std::string, int, std::less<>> numbers;
    std::map<std::string, std::string, std::less<>> texts;

    [[nodiscard]] int number(std::string_view key, int fallback = 0) const {
        const auto found = numbers.find(key);
        return found == numbers.end() ? fallback : found->second;
    }
    [[nodiscard]] std::string text(std::string_view key, std::string_view fallback = {}) const {
        const auto found = texts.find(key);
        return found == texts.end() ? std::string(fallback) : found->second;
    }
    friend bool operator==(const SheetRecord&, const SheetRecord&) = default;
};

// A character sheet as the ruleset describes it (Ruleset::sheet()): whole numbers, lists of whole
// numbers, chosen or written words and lists of records by field key. The neutral core carries it; only the ruleset
// reads it. A key left out takes the field's default.
struct SheetValues {
    SharedMap<int> numbers;
    SharedMap<std::vector<int>> lists;
    SharedMap<std::string> texts;
    SharedMap<std::vector<SheetRecord>> records;

    [[nodiscard]] int number(std::string_view key, int fallback = 0) const {
        const auto found = numbers.find(key);
        return found == numbers.end() ? fallback : found->second;
    }
    [[nodiscard]] bool empty() const { return numbers.empty() && lists.empty() && texts.empty() && records.empty(); }
    friend bool operator==(const SheetValues&, const SheetValues&) = default;
};

} // namespace scouter::engine
