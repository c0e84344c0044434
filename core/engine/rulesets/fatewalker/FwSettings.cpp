#include "fatewalker/FwSettings.h"

namespace scouter::engine::fatewalker {

FwSettings FwSettings::from(const RulesetOptions& options) {
    FwSettings settings;
    settings.tieArc = options.get("tickTies") == "arc";
    settings.successAtTn = options.get("successes") == "at-or-below";
    settings.holdFromNextTick = options.get("holdBreak") == "from-next-tick";
    settings.holdersLast = options.get("holdOrder") == "last";
    settings.quickLookOneMaybe = options.get("quickLookOne") == "maybe";
    settings.combat = CombatReadings::from(options);
    return settings;
}

std::vector<OptionSpec> FwSettings::specs() {
    std::vector<OptionSpec> specs{
        {"tickTies",
         {"free", "arc"},
         "Several combatants at one tick: they act in the order you enter their actions (free), or Scouter asks "
         "you to order them first (arc)"},
        {"successes",
         {"below", "at-or-below"},
         "A die is a success when its face is below the Target Number, or when it is at or below it"},
        {"holdBreak",
         {"any-tick", "from-next-tick"},
         "A holding character may break the hold at any tick and a reaction ends the hold, or it may break it "
         "only from its next action tick and the hold survives its reactions"},
        {"holdOrder",
         {"by-tick", "last"},
         "In the order list a holding character sits at its own next action tick, or after everyone else"},
        {"quickLookOne",
         {"nothing", "maybe"},
         "A Quick Look with 1 success gives no information, or a maybe like 2-3 successes"},
    };
    const auto combat = CombatReadings::specs();
    specs.insert(specs.end(), combat.begin(), combat.end());
    return specs;
}

} // namespace scouter::engine::fatewalker
