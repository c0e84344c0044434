// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/CommonCommands.h"

namespace scouter::engine {

CommandDescription CommonCommands::endEncounter() {
    return {"end",
            "End the encounter",
            "The fight is over: by victory, a ceasefire or an escape",
            CommandDescription::Subject::None,
            "outcome",
            {{"victory", "Victory"}, {"ceasefire", "Ceasefire"}, {"escape", "Escape"}},
            "Ctrl+Shift+X"};
}

CommandDescription CommonCommands::removeCombatant() {
    return {"leave",
            "Remove from the encounter",
            "The combatant leaves the initiative order and the fight",
            CommandDescription::Subject::Combatant,
            "reason",
            {{"death", "Death"}, {"escape", "Escape"}, {"surrender", "Surrender"}},
            "Ctrl+Shift+L"};
}

} // namespace scouter::engine
