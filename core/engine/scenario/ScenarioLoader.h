// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/Description.h"
#include "rules/Ruleset.h"
#include "scenario/Scenario.h"

#include <nlohmann/json.hpp>

#include <string>
#include <string_view>

namespace scouter::engine {

// Reads the header and the combatants of a scenario; throws ScenarioError naming the key. Every
// bound of model/Limits.h is checked here as the engine's set-up checks it, so a hand-made file
// gets the message before anything runs.
class ScenarioLoader {
public:
    // The sheets are checked with the bounds every stored encounter was accepted under
    // (Ruleset::sheetSetupProblem, SetupCheck::Stored); EncounterBuilder adds the rules between a
    // sheet's stats for one set up now.
    [[nodiscard]] static Scenario load(const nlohmann::json& file);

    // An option's value as the ruleset reads it (RulesetRegistry::create): a string as it is,
    // anything else as its JSON text (true is "true", 3 is "3"). The import and a stored
    // encounter read options through this too, so an option one accepts all accept.
    [[nodiscard]] static std::string optionText(const nlohmann::json& value);
    // Whether a Text field's value is within its bound: at most `maximum` characters (code
    // points), as the library's editors, the import and the loader all count them.
    [[nodiscard]] static bool textFits(const SheetField& field, std::string_view utf8);

private:
    // `rules` is the scenario's ruleset when the build plays it: the stats are read by the sheet it
    // describes (Ruleset::sheet) and checked by it.
    [[nodiscard]] static ScenarioCombatant loadCombatant(const nlohmann::json& entry, const Ruleset* rules,
                                                         const std::vector<SheetField>& sheet);
    static void loadSheet(const nlohmann::json& stats, Combatant& combatant, const std::vector<SheetField>& sheet);
    // A Flag's value (a JSON boolean) as 0 or 1.
    [[nodiscard]] static int flag(const nlohmann::json& value, const std::string& where);
    // A Choice's or a Text's value, checked against the field; `where` names it in a message.
    [[nodiscard]] static std::string word(const SheetField& field, const nlohmann::json& value,
                                          const std::string& where);
    // A Records field's entries (a combatant's weapons); `owner` is "the stats of <id>".
    [[nodiscard]] static std::vector<SheetRecord> records(const SheetField& field, const nlohmann::json& value,
                                                          const std::string& owner);
};

} // namespace scouter::engine
