// SPDX-License-Identifier: GPL-3.0-or-later
// Fatewalker's prepared moves: favourite maneuvers kept on the sheet with their weapon, each a row
// of the actor's own with its key, used by name and named in the log.
#include "FatewalkerFixture.h"
#include "PreparedRows.h"

#include "events/EventJson.h"
#include "events/RulesetEventOf.h"
#include "fatewalker/FwEvents.h"

#include <gtest/gtest.h>

#include <algorithm>

namespace scouter::engine::test {
namespace {

SheetRecord favourite(const std::string& name, const std::string& maneuver, const std::string& weapon) {
    SheetRecord record;
    record.texts = {{"name", name}, {"maneuver", maneuver}, {"weapon", weapon}};
    return record;
}

// The fixture's add() takes no records beyond weapons: the favourites go on the sheet first.
class FatewalkerFavourites : public FatewalkerTest {
protected:
    void SetUp() override {
        const std::map<std::string, int, std::less<>> skilled{{"agility", 6},  {"unarmed", 6}, {"observe", 4},
                                                              {"weaponry", 6}, {"stamina", 3}, {"strength", 4}};
        auto sword = weapon("sword", "melee", "medium", 6, "in-hand");
        sword.texts["damage"] = "3x2 @6";
        auto dagger = weapon("dagger", "melee", "small", 4, "in-hand");
        dagger.texts["damage"] = "2x2 @6";
        Combatant a;
        a.id = "a";
        a.name = "Aster";
        a.side = "heroes";
        a.at = {0, 0};
        a.sheet.numbers = skilled;
        a.sheet.records["weapons"] = {sword, dagger};
        a.sheet.records["favourites"] = {favourite("Dagger thrust", "thrust", "dagger"),
                                         favourite("Sword lunge", "lunge", "sword")};
        m_builder.add(a, {});
        add("b", skilled);
        create();
        accept("start");
    }

    [[nodiscard]] std::vector<ManeuverDescription> rows() const { return preparedRows(rules(), state(), "a"); }

    [[nodiscard]] const fatewalker::ActionTaken* lastAction() const {
        return lastEventOf<fatewalker::ActionTaken>(*m_encounter);
    }
};

TEST_F(FatewalkerFavourites, EachFavouriteIsARowWithItsKeyAndItsWeaponPickedFirst) {
    const auto prepared = rows();
    ASSERT_EQ(prepared.size(), 2U);
    EXPECT_EQ(prepared[0].label, "Dagger thrust");
    EXPECT_EQ(prepared[0].command, "act");
    EXPECT_EQ(prepared[0].name, "thrust");
    EXPECT_EQ(prepared[0].shortcut, '1');
    EXPECT_EQ(prepared[1].shortcut, '2');
    EXPECT_EQ(prepared[0].group, "Favourites");
    EXPECT_EQ(rules().maneuvers(state(), "a").front().id, prepared[0].id) << "a fighter's own moves head the list";
    EXPECT_EQ(prepared[0].presets, (std::vector<std::pair<std::string, std::string>>{{"favourite", "Dagger thrust"}}));
    const auto weaponInput = std::find_if(prepared[0].inputs.begin(), prepared[0].inputs.end(),
                                          [](const InputDescription& input) { return input.key == "weapon"; });
    ASSERT_NE(weaponInput, prepared[0].inputs.end());
    EXPECT_EQ(weaponInput->choices.front().id, "dagger") << "the sheet's order has the sword first";
}

TEST_F(FatewalkerFavourites, AFavouriteUsedByNameIsNamedInTheLogAndStored) {
    m_dice.append({1, 2, 3});
    accept("act", {{"who", "a"},
                   {"action", "thrust"},
                   {"weapon", "dagger"},
                   {"target", "b"},
                   {"pool", 3},
                   {"tn", 6},
                   {"favourite", "Dagger thrust"}});
    const fatewalker::ActionTaken* taken = lastAction();
    ASSERT_NE(taken, nullptr);
    EXPECT_EQ(taken->favourite, "Dagger thrust");
    const auto nameOf = [](const std::string& id) { return id == "a" ? std::string("Aster") : std::string("Brand"); };
    EXPECT_EQ(taken->words(nameOf).rfind("Aster: Dagger thrust (Thrust)", 0), 0U) << taken->words(nameOf);
    const EventFacts facts = rules().facts(m_encounter->initialState(), events::makeRulesetEvent(*taken));
    ASSERT_TRUE(facts.headline.has_value());
    EXPECT_EQ(facts.headline->move, "Dagger thrust");
    const Event event = events::makeRulesetEvent(*taken);
    const nlohmann::json json = toJson(event);
    EXPECT_EQ(json.at("favourite"), "Dagger thrust");
    EXPECT_EQ(eventFromJson(json, &rules()), event);
}

TEST_F(FatewalkerFavourites, RefusesAFavouriteNotOnTheSheetOrForAnotherManeuver) {
    const std::string unknown = refuse("act", {{"who", "a"},
                                               {"action", "thrust"},
                                               {"weapon", "dagger"},
                                               {"target", "b"},
                                               {"pool", 3},
                                               {"tn", 6},
                                               {"favourite", "Cobra"}});
    EXPECT_NE(unknown.find("no favourite maneuver named 'Cobra'"), std::string::npos) << unknown;
    const std::string other = refuse("act", {{"who", "a"},
                                             {"action", "attack"},
                                             {"weapon", "sword"},
                                             {"target", "b"},
                                             {"pool", 3},
                                             {"tn", 6},
                                             {"favourite", "Sword lunge"}});
    EXPECT_NE(other.find("'Sword lunge' is Aster's Lunge, not Attack"), std::string::npos) << other;
}

TEST_F(FatewalkerFavourites, TheSheetNamesABlankNameAndAWeaponNotCarried) {
    SheetValues values;
    values.records["weapons"] = {weapon("sword", "melee", "medium", 6, "in-hand")};
    values.records["favourites"] = {favourite(" ", "thrust", "sword"), favourite("Axe chop", "attack", "axe")};
    const auto problems = rules().sheetProblems(values);
    const auto at = [&](const std::string& field) {
        return std::any_of(problems.begin(), problems.end(), [&](const SheetProblem& p) { return p.field == field; });
    };
    EXPECT_TRUE(at("favourites[0].name"));
    EXPECT_TRUE(at("favourites[1].weapon"));
    EXPECT_FALSE(at("favourites[0].weapon"));
}

} // namespace
} // namespace scouter::engine::test
