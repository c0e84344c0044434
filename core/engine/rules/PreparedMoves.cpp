// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/PreparedMoves.h"

#include <fmt/format.h>

namespace scouter::engine {

namespace {
constexpr std::size_t kKeys = 9;
// A name shown back in a message is cut there: a sheet's text may be long.
constexpr std::size_t kShown = 64;
} // namespace

const SheetRecord* PreparedMoves::find(const SheetValues& sheet, std::string_view field, std::string_view name) {
    return findBy(sheet, field, "name", name);
}

const SheetRecord* PreparedMoves::findBy(const SheetValues& sheet, std::string_view field, std::string_view key,
                                         std::string_view value) {
    const auto found = sheet.records.find(field);
    if (value.empty() || found == sheet.records.end()) {
        return nullptr;
    }
    for (const SheetRecord& record : found->second) {
        if (record.text(key) == value) {
            return &record;
        }
    }
    return nullptr;
}

std::vector<SheetProblem> PreparedMoves::nameProblems(const SheetValues& sheet, std::string_view field,
                                                      std::string_view noun) {
    std::vector<SheetProblem> problems;
    const auto found = sheet.records.find(field);
    if (found == sheet.records.end()) {
        return problems;
    }
    const auto& records = found->second;
    for (std::size_t i = 0; i < records.size(); ++i) {
        const std::string name = records[i].text("name");
        const std::string at = fmt::format("{}[{}].name", field, i);
        if (name.find_first_not_of(" \t") == std::string::npos) {
            problems.push_back({at, fmt::format("A {} needs a name.", noun)});
            continue;
        }
        for (std::size_t j = 0; j < i; ++j) {
            if (records[j].text("name") == name) {
                problems.push_back({at, fmt::format("{} '{}' is listed twice.", noun, name.substr(0, kShown))});
                break;
            }
        }
    }
    return problems;
}

char PreparedMoves::key(std::size_t index) {
    return index < kKeys ? static_cast<char>('1' + index) : '\0';
}

} // namespace scouter::engine
