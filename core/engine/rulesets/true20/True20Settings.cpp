// SPDX-License-Identifier: GPL-3.0-or-later
#include "true20/True20Settings.h"

namespace scouter::engine::true20 {

True20Settings True20Settings::from(const RulesetOptions& options) {
    True20Settings settings;
    settings.defenseTwice = options.get("defenseTen") == "twice";
    settings.tieRollOff = options.get("initiativeTie") == "roll-off";
    settings.lethalAlsoSubdual = options.isTrue("lethalAlsoSubdual");
    settings.unconsciousDying = options.get("unconsciousAgain") == "dying";
    settings.lostFullRoundOnly = options.get("lostRound") == "full-round";
    settings.penaltiesStack = options.isTrue("penaltiesStack");
    settings.convictionDie = options.get("conviction") == "die";
    settings.criticalBonus = std::stoi(options.get("criticalBonus"));
    return settings;
}

std::vector<OptionSpec> True20Settings::specs() {
    std::vector<OptionValue> bonuses{{"5", "+5"}};
    for (int value = 0; value <= 20; ++value) {
        if (value != 5) {
            bonuses.push_back({std::to_string(value), "+" + std::to_string(value)});
        }
    }
    return {
        {"defenseTen",
         "The 10 in Defense",
         {{"once", "Counted once"}, {"twice", "Counted twice, as the seed writes"}},
         "Defense counts the 10 once, or twice as the seed literally writes"},
        {"initiativeTie",
         "Initiative tied after Dexterity",
         {{"arc", "The ARC orders them"}, {"roll-off", "d20 roll-offs"}},
         "What higher Dexterity leaves tied: the ARC's order or d20 roll-offs"},
        {"lethalAlsoSubdual",
         "A lethal failure also inflicts its subdual state",
         {{"true", "Yes"}, {"false", "No"}},
         "A lethal failure also inflicts the subdual state of its band"},
        {"unconsciousAgain",
         "A second Unconscious",
         {{"ignore", "Adds nothing"}, {"dying", "Inflicts Dying"}},
         "A second Unconscious adds nothing, or inflicts Dying"},
        {"lostRound",
         "A lost round costs",
         {{"next-turn", "The next turn's actions"}, {"full-round", "Its full-round action"}},
         "A lost round costs the next turn's actions, or its full-round one"},
        {"penaltiesStack",
         "Penalties of a state taken several times",
         {{"true", "Add up"}, {"false", "Count once"}},
         "Several instances of a state add their penalties, or count once"},
        {"conviction",
         "Conviction raises to 10",
         {{"total", "The check's total"}, {"die", "The d20's face"}},
         "Conviction raises the check's total to 10, or its d20 face"},
        {"criticalBonus", "A confirmed critical adds to the Damage DC", bonuses,
         "What a confirmed critical adds to the Damage DC"},
    };
}

} // namespace scouter::engine::true20
