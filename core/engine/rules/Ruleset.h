// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/RulesetDescriptions.h"
#include "rules/RulesetRules.h"
#include "rules/RulesetSheet.h"
#include "rules/RulesetTimeline.h"
#include "rules/RulesetWords.h"

namespace scouter::engine {

// A game system's combat rules, plugged into the engine by name: its five roles in one object, so
// the registry hands out one thing and a caller that needs one role may take only that.
//   RulesetRules         the commands, how they are judged and how events change the state;
//   RulesetSheet         the character sheet: its fields, their rules, the scores from them;
//   RulesetDescriptions  what the panel, the board and the grid offer and show;
//   RulesetWords         what events mean for the log, and the ruleset's words for the screens;
//   RulesetTimeline      its count of time: rounds, or a clock of ticks.
// Each role's defaults suit a ruleset of rounds and turns without the role's extras, so a new
// ruleset overrides what it has (docs/architecture.md, "Writing a ruleset").
class Ruleset : public RulesetRules,
                public RulesetSheet,
                public RulesetDescriptions,
                public RulesetWords,
                public RulesetTimeline {
public:
    Ruleset() = default;
    Ruleset(const Ruleset&) = delete;
    Ruleset& operator=(const Ruleset&) = delete;
    ~Ruleset() override = default;
};

} // namespace scouter::engine
