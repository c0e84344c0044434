// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/Combatant.h"
#include "model/SheetValues.h"
#include "rules/Description.h"
#include "rules/SetupCheck.h"

#include <optional>
#include <vector>

namespace scouter::engine {

// A ruleset's character sheet (Ruleset's second role): the fields, the rules between them, the
// scores computed from them. The library's character editor shows and checks a sheet with it, the
// encounter's set-up and the scenario loader refuse a combatant by it, the exports write it.
class RulesetSheet {
public:
    RulesetSheet() = default;
    RulesetSheet(const RulesetSheet&) = delete;
    RulesetSheet& operator=(const RulesetSheet&) = delete;
    virtual ~RulesetSheet() = default;
    [[nodiscard]] virtual std::vector<SheetField> sheet() const;
    [[nodiscard]] virtual std::vector<SheetProblem> sheetProblems(const SheetValues& values) const;
    // The set-up check of a combatant's sheet (EncounterBuilder, the scenario loader): the first
    // problem, its sentence without the combatant's id. By default the first of sheetProblems; a
    // ruleset whose rules grew since encounters were stored checks those only for SetupCheck::New.
    [[nodiscard]] virtual std::optional<SheetProblem> sheetSetupProblem(const SheetValues& values,
                                                                        SetupCheck check) const;
    // A combatant's sheet in the description's keys, with the defaults of the fields left out
    // where the ruleset fills them in (Combatant::sheet as it is, by default).
    [[nodiscard]] virtual SheetValues sheetOf(const Combatant& combatant) const;
    [[nodiscard]] virtual std::vector<DerivedScore> derivedScores(const SheetValues& values) const;
};

} // namespace scouter::engine
