// SPDX-License-Identifier: GPL-3.0-or-later
#include "dbu/DbuRuleset.h"

// DBU's words for the shared screens, and the terms of its rules the other rulesets lack.
namespace scouter::engine::dbu {

Terms DbuRuleset::terms() const {
    Terms terms;
    terms.board = "Initiative";
    terms.turn = "turn";
    terms.round = "Combat Round";
    terms.offer = "Counter Action";
    terms.offers = "Counter Actions";
    terms.diceScale = "Tier of Power";
    terms.diceScaleShort = "Tier";
    terms.extraDice = "Extra Dice";
    terms.harmEvents = "Life and Ki";
    terms.timeEvents = "Turns and rounds";
    terms.surprised = "Surprised";
    terms.surprisedHelp = m_structure == Structure::Modern
                              ? "Starts the encounter Surprised: its Initiative is halved, and it is Guard Down and "
                                "Slowed through the Surprise Round (002)"
                              : "Starts the encounter surprised: it takes no Action in the surprise round (000/001)";
    terms.lastSideStanding = "Absolute Victory";
    return terms;
}

std::vector<std::string> DbuRuleset::ownWords() const {
    return {"Counter Action",
            "Tier of Power",
            "Tier",
            "ToP",
            "Ki",
            "Absolute Victory",
            "Extra Dice",
            "Initiative",
            "round",
            "turn",
            "Life",
            "Power Up",
            "Holding Back",
            "Surprise Round",
            "Surprised",
            "Health Threshold",
            "Energy Charge",
            "Miracle Empowerment",
            "Capacity Rate",
            "TN"};
}

} // namespace scouter::engine::dbu
