// SPDX-License-Identifier: GPL-3.0-or-later
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
         "Several combatants at one tick",
         {{"free", "In the order you enter their actions"}, {"arc", "The ARC orders them first"}},
         "Several combatants at one tick: they act in the order you enter their actions, or Scouter asks you to "
         "order them first"},
        {"successes",
         "A die is a success when its face is",
         {{"below", "Below the Target Number"}, {"at-or-below", "At or below the Target Number"}},
         "A die is a success when its face is below the Target Number, or when it is at or below it"},
        {"holdBreak",
         "Breaking a hold",
         {{"any-tick", "At any tick; a reaction ends the hold"},
          {"from-next-tick", "From the next action tick; the hold survives reactions"}},
         "A holding character may break the hold at any tick and a reaction ends the hold, or it may break it "
         "only from its next action tick and the hold survives its reactions"},
        {"holdOrder",
         "A holding character in the order list",
         {{"by-tick", "At its next action tick"}, {"last", "After everyone else"}},
         "In the order list a holding character sits at its own next action tick, or after everyone else"},
        {"quickLookOne",
         "A Quick Look with 1 success",
         {{"nothing", "Gives no information"}, {"maybe", "Gives a maybe"}},
         "A Quick Look with 1 success gives no information, or a maybe like 2-3 successes"},
    };
    const auto combat = CombatReadings::specs();
    specs.insert(specs.end(), combat.begin(), combat.end());
    return specs;
}

} // namespace scouter::engine::fatewalker
