// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/RulesetSheet.h"

namespace scouter::engine {

std::vector<SheetField> RulesetSheet::sheet() const {
    return {};
}

std::optional<SheetProblem> RulesetSheet::sheetSetupProblem(const SheetValues& values, SetupCheck check) const {
    (void)check;
    auto problems = sheetProblems(values);
    if (problems.empty()) {
        return std::nullopt;
    }
    return std::move(problems.front());
}

SheetValues RulesetSheet::sheetOf(const Combatant& combatant) const {
    return combatant.sheet;
}

std::vector<SheetProblem> RulesetSheet::sheetProblems(const SheetValues& values) const {
    (void)values;
    return {};
}

std::vector<DerivedScore> RulesetSheet::derivedScores(const SheetValues& values) const {
    (void)values;
    return {};
}

} // namespace scouter::engine
