#include "rules/RulesetRegistry.h"

#include "dbu/DbuRuleset.h"
#include "fatewalker/FwRuleset.h"
#include "true20/True20Ruleset.h"

// The one place where the shared engine meets the rulesets: each registers here by name, and
// nothing else outside a ruleset's folder names one (tests/shape checks the includes).
namespace scouter::engine {

RulesetRegistry RulesetRegistry::withBuiltins() {
    RulesetRegistry registry;
    registry.add("dbu", "DBU (002 combat structure)", dbu::DbuRuleset::optionSpecs(),
                 [](const RulesetOptions& options) {
                     return std::make_unique<dbu::DbuRuleset>(dbu::DbuRuleset::Structure::Modern, options);
                 });
    registry.add("dbu-legacy", "DBU legacy (000/001 structure)", dbu::DbuRuleset::optionSpecs(),
                 [](const RulesetOptions& options) {
                     return std::make_unique<dbu::DbuRuleset>(dbu::DbuRuleset::Structure::Legacy, options);
                 });
    registry.add("fatewalker", "Fatewalker (003 tick timeline)", fatewalker::FwRuleset::optionSpecs(),
                 [](const RulesetOptions& options) { return std::make_unique<fatewalker::FwRuleset>(options); });
    registry.add("true20", "True20", true20::True20Ruleset::optionSpecs(),
                 [](const RulesetOptions& options) { return std::make_unique<true20::True20Ruleset>(options); });
    return registry;
}

} // namespace scouter::engine
