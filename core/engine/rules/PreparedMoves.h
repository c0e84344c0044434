// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/SheetValues.h"
#include "rules/Description.h"

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace scouter::engine {

// What every ruleset's prepared moves share (ManeuverDescription::prepared): a list of records on
// the sheet, each named by its `name` text, the name a command sends to use it.
class PreparedMoves {
public:
    // The record of `records` (a sheet's list under `field`) named `name`; null when none is.
    [[nodiscard]] static const SheetRecord* find(const SheetValues& sheet, std::string_view field,
                                                 std::string_view name);
    // The same by another text key (a weapon by its `id`).
    [[nodiscard]] static const SheetRecord* findBy(const SheetValues& sheet, std::string_view field,
                                                   std::string_view key, std::string_view value);
    // A blank name or one listed twice, named by the record's place (`field[i].name`), in the
    // words of the ruleset's `noun` for one of them.
    [[nodiscard]] static std::vector<SheetProblem> nameProblems(const SheetValues& sheet, std::string_view field,
                                                                std::string_view noun);
    // The panel's key of the move at `index` in the sheet's order: 1 to 9, then none.
    [[nodiscard]] static char key(std::size_t index);
};

} // namespace scouter::engine
