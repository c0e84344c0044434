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
    std::vector<std::string> bonuses{"5"};
    for (int value = 0; value <= 20; ++value) {
        if (value != 5) {
            bonuses.push_back(std::to_string(value));
        }
    }
    return {
        {"defenseTen", {"once", "twice"}, "Defense counts the 10 once, or twice as the seed literally writes"},
        {"initiativeTie", {"arc", "roll-off"}, "What higher Dexterity leaves tied: the ARC's order or d20 roll-offs"},
        {"lethalAlsoSubdual", {"true", "false"}, "A lethal failure also inflicts the subdual state of its band"},
        {"unconsciousAgain", {"ignore", "dying"}, "A second Unconscious adds nothing, or inflicts Dying"},
        {"lostRound", {"next-turn", "full-round"}, "A lost round costs the next turn's actions, or its full-round one"},
        {"penaltiesStack", {"true", "false"}, "Several instances of a state add their penalties, or count once"},
        {"conviction", {"total", "die"}, "Conviction raises the check's total to 10, or its d20 face"},
        {"criticalBonus", bonuses, "What a confirmed critical adds to the Damage DC"},
    };
}

} // namespace scouter::engine::true20
