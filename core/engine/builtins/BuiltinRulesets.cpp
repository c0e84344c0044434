// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/RulesetRegistry.h"

#include "dbu/DbuRuleset.h"
#include "fatewalker/FwRuleset.h"
#include "true20/True20Ruleset.h"

// The one place where the shared engine meets the rulesets: each registers here by name, and
// nothing else outside a ruleset's folder names one (tests/shape checks the includes).
namespace scouter::engine {

RulesetRegistry RulesetRegistry::withBuiltins() {
    RulesetRegistry registry;
    registry.add("dbu", "Dragon Ball Universe",
                 "The current combat rules: surprise within the first round, Initiative with Tier Extra Dice, an "
                 "Initiative Order that changes during play",
                 dbu::DbuRuleset::optionSpecs(), [](const RulesetOptions& options) {
                     return std::make_unique<dbu::DbuRuleset>(dbu::DbuRuleset::Structure::Modern, options);
                 });
    registry.add("dbu-legacy", "Dragon Ball Universe, legacy rules",
                 "The older combat rules: a separate surprise round, Initiative with half the Agility Modifier, an "
                 "Initiative Order that stays the same",
                 dbu::DbuRuleset::optionSpecs(), [](const RulesetOptions& options) {
                     return std::make_unique<dbu::DbuRuleset>(dbu::DbuRuleset::Structure::Legacy, options);
                 });
    registry.add("fatewalker", "Fatewalker", "A timeline of ticks: no rounds, every action costs ticks",
                 fatewalker::FwRuleset::optionSpecs(),
                 [](const RulesetOptions& options) { return std::make_unique<fatewalker::FwRuleset>(options); });
    registry.add("true20", "True20", "d20 combat with damage tracks", true20::True20Ruleset::optionSpecs(),
                 [](const RulesetOptions& options) { return std::make_unique<true20::True20Ruleset>(options); });
    return registry;
}

} // namespace scouter::engine
