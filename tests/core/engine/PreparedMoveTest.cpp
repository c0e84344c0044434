// SPDX-License-Identifier: GPL-3.0-or-later
// Signature Techniques kept on a DBU sheet: the sheet's checks, the panel's rows made from them, and
// the engine applying one through the Signature Technique Maneuver and naming it in the log.
#include "EngineFixture.h"
#include "PreparedRows.h"

#include "dbu/DbuEvents.h"
#include "events/EventJson.h"
#include "events/RulesetEventOf.h"
#include "rules/CommandInput.h"
#include "true20/True20Events.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>

namespace scouter::engine::test {
namespace {

SheetRecord technique(const std::string& name, int ki, bool scaled, int wager, const std::string& foundation,
                      int charges = 0) {
    SheetRecord record;
    record.texts = {{"name", name},           {"profile", "powered"}, {"foundation", foundation},
                    {"attackType", "ranged"}, {"areaShape", "none"},  {"notes", "two fingers to the forehead"}};
    record.numbers = {{"ki", ki},       {"kiScaled", scaled ? 1 : 0},
                      {"wager", wager}, {"charges", charges},
                      {"areaSize", 0},  {"areaHuge", 0}};
    return record;
}

class PreparedMoveTest : public EngineFixture {
protected:
    void SetUp() override {
        Combatant& piccolo = add("piccolo", "heroes", {2, 2}, 2);
        piccolo.sheet.numbers["capacity"] = 10; // a wager spends Capacity
        piccolo.sheet.records["techniques"] = {technique("Special Beam Cannon", 3, true, 4, "energy"),
                                               technique("Hellzone Grenade", 10, false, 0, "magic", 2)};
        add("raditz", "villains", {4, 2}, 2);
        create();
        startWith({{"piccolo", 30}, {"raditz", 10}});
    }

    [[nodiscard]] std::vector<ManeuverDescription> rows() const {
        return preparedRows(m_encounter->ruleset(), state(), "piccolo");
    }

    // The form the panel sends for a row untouched: its presets and every input at its start.
    [[nodiscard]] CommandForm formOf(const ManeuverDescription& row) const {
        CommandForm form;
        form.type = row.command;
        form.set(row.nameKey, row.name).set("who", "piccolo").set("target", "raditz").set("hit", true);
        for (const auto& [key, value] : row.presets) {
            form.set(key, value);
        }
        for (const auto& input : row.inputs) {
            if (input.key == "ki" || input.key == "wager") {
                CommandInput::setNumber(form, input, input.initial);
            } else if (input.key == "attackType") {
                CommandInput::setText(form, input, input.choices.front().id);
            }
        }
        form.set("damage", 9);
        return form;
    }

    [[nodiscard]] const dbu::ManeuverUsed* lastUse() const { return lastEventOf<dbu::ManeuverUsed>(*m_encounter); }
};

TEST_F(PreparedMoveTest, EachTechniqueIsARowOfItsOwnWithItsKeyAndTheSheetsValues) {
    const auto prepared = rows();
    ASSERT_EQ(prepared.size(), 2U);
    const ManeuverDescription& cannon = prepared[0];
    EXPECT_EQ(cannon.label, "Special Beam Cannon");
    EXPECT_EQ(cannon.group, "Attacks");
    const auto all = m_encounter->ruleset().maneuvers(state(), "piccolo");
    const auto generic =
        std::find_if(all.begin(), all.end(), [](const auto& m) { return m.id == "signature-technique"; });
    ASSERT_NE(generic, all.end());
    EXPECT_TRUE(generic->unlisted) << "the techniques stand in for it in the list; its key S still opens it";
    EXPECT_EQ(std::next(generic)->id, cannon.id) << "right after it, among the attacks";
    const auto raditz = m_encounter->ruleset().maneuvers(state(), "raditz");
    EXPECT_FALSE(std::find_if(raditz.begin(), raditz.end(), [](const auto& m) { return m.id == "signature-technique"; })
                     ->unlisted)
        << "listed for one without techniques";
    EXPECT_EQ(cannon.shortcut, '1');
    EXPECT_EQ(prepared[1].shortcut, '2');
    EXPECT_EQ(cannon.name, "signature-technique");
    EXPECT_NE(cannon.id, prepared[1].id);
    EXPECT_EQ(cannon.presets, (std::vector<std::pair<std::string, std::string>>{{"technique", "Special Beam Cannon"}}));
    EXPECT_NE(cannon.help.find("Powered Energy"), std::string::npos) << cannon.help;
    EXPECT_NE(prepared[1].help.find("needs 2 Energy Charges"), std::string::npos) << prepared[1].help;
    const auto input = [&](const ManeuverDescription& row, const std::string& key) {
        return *std::find_if(row.inputs.begin(), row.inputs.end(), [&](const auto& i) { return i.key == key; });
    };
    EXPECT_EQ(input(cannon, "ki").initial, 6) << "3(T) at Tier 2";
    EXPECT_EQ(input(cannon, "wager").initial, 4);
    EXPECT_EQ(input(cannon, "attackType").choices.front().id, "energy");
    EXPECT_EQ(input(prepared[1], "ki").initial, 10);
    EXPECT_EQ(input(prepared[1], "attackType").choices.front().id, "magic");
}

TEST_F(PreparedMoveTest, ARowPerformedAsItStandsPaysTheSheetsKiAndTheLogNamesIt) {
    const int kiBefore = fighter("piccolo").ki;
    accept(read(formOf(rows()[0])));
    EXPECT_EQ(fighter("piccolo").ki, kiBefore - 6 - 4) << "6 for 3(T) at Tier 2, 4 wagered";
    const dbu::ManeuverUsed* used = lastUse();
    ASSERT_NE(used, nullptr);
    EXPECT_EQ(used->technique, "Special Beam Cannon");
    const auto nameOf = [](const std::string& id) { return id == "piccolo" ? std::string("Piccolo") : id; };
    EXPECT_EQ(used->words(nameOf).rfind("Piccolo: Special Beam Cannon (Signature Technique) → raditz", 0), 0U)
        << used->words(nameOf);
    const EventFacts facts = m_encounter->ruleset().facts(state(), *used);
    ASSERT_TRUE(facts.headline.has_value());
    EXPECT_EQ(facts.headline->move, "Special Beam Cannon");
}

TEST_F(PreparedMoveTest, ACommandNamingATechniqueWithoutKiPaysTheSheetsCost) {
    auto command = maneuver("piccolo", "signature-technique", "raditz");
    command.technique = "Special Beam Cannon";
    command.hit = false;
    const int kiBefore = fighter("piccolo").ki;
    accept(command);
    EXPECT_EQ(fighter("piccolo").ki, kiBefore - 6);
}

TEST_F(PreparedMoveTest, RefusesATechniqueNotOnTheSheetOneWithoutItsChargesAndOneOnAnotherManeuver) {
    auto unknown = maneuver("piccolo", "signature-technique", "raditz");
    unknown.technique = "Kamehameha";
    EXPECT_NE(refuse(unknown).find("no Signature Technique named 'Kamehameha'"), std::string::npos);
    auto charged = maneuver("piccolo", "signature-technique", "raditz");
    charged.technique = "Hellzone Grenade";
    const std::string why = refuse(charged);
    EXPECT_NE(why.find("needs 2 Energy Charges"), std::string::npos) << why;
    auto basic = maneuver("piccolo", "basic-attack", "raditz");
    basic.technique = "Special Beam Cannon";
    EXPECT_NE(refuse(basic).find("Signature Technique Maneuver (001)"), std::string::npos);
}

TEST_F(PreparedMoveTest, TheTechniqueIsStoredOnlyWhenUsedAndReadBack) {
    accept(read(formOf(rows()[0])));
    const Event event = *lastUse();
    const nlohmann::json json = toJson(event);
    EXPECT_EQ(json.at("technique"), "Special Beam Cannon");
    EXPECT_EQ(eventFromJson(json, &m_encounter->ruleset()), event);
    dbu::ManeuverUsed plain;
    plain.who = "piccolo";
    plain.name = "basic-attack";
    EXPECT_FALSE(toJson(Event(plain)).contains("technique")) << "an event without one is stored as before";
}

TEST_F(PreparedMoveTest, TheSheetRefusesABlankATwiceListedAndASizelessAreaTechnique) {
    SheetValues values;
    auto blank = technique(" ", 1, false, 0, "energy");
    auto area = technique("Masenko", 1, false, 0, "energy");
    area.texts["areaShape"] = "sphere";
    values.records["techniques"] = {technique("Masenko", 1, false, 0, "energy"), blank, area};
    const auto problems = m_encounter->ruleset().sheetProblems(values);
    const auto has = [&](const std::string& field, const std::string& words) {
        return std::any_of(problems.begin(), problems.end(), [&](const SheetProblem& p) {
            return p.field == field && p.message.find(words) != std::string::npos;
        });
    };
    EXPECT_TRUE(has("techniques[1].name", "needs a name"));
    EXPECT_TRUE(has("techniques[2].name", "listed twice"));
    EXPECT_TRUE(has("techniques[2].areaSize", "give its size"));
    const auto fields = m_encounter->ruleset().sheet();
    EXPECT_TRUE(std::any_of(fields.begin(), fields.end(), [](const SheetField& f) {
        return f.key == "techniques" && f.kind == SheetField::Kind::Records && f.fields.front().key == "name";
    }));
}

TEST_F(PreparedMoveTest, TheSheetReadsBackAsItWasWritten) {
    const SheetValues values = m_encounter->ruleset().sheetOf(who("piccolo"));
    const auto& techniques = values.records.at("techniques");
    ASSERT_EQ(techniques.size(), 2U);
    EXPECT_EQ(techniques[0], technique("Special Beam Cannon", 3, true, 4, "energy"));
    EXPECT_EQ(techniques[1], technique("Hellzone Grenade", 10, false, 0, "magic", 2));
}

// True20: attacks kept on the sheet, each a row with its key; the attack command names one to take
// its values and its threat range.
SheetRecord attackRecord(const std::string& name, const std::string& mode, int bonus, int damage, bool lethal,
                         int threat) {
    SheetRecord record;
    record.texts = {{"name", name}, {"mode", mode}};
    record.numbers = {
        {"bonus", bonus}, {"damage", damage}, {"lethal", lethal ? 1 : 0}, {"range", 0}, {"threat", threat}};
    return record;
}

class True20PreparedMove : public EngineFixture {
protected:
    void SetUp() override {
        Combatant& ash = add("ash", "heroes", {0, 0});
        ash.sheet = {};
        ash.sheet.numbers["bcb"] = 2;
        ash.sheet.numbers["dexterity"] = 3;
        ash.sheet.numbers["strength"] = 2;
        ash.sheet.records["attacks"] = {attackRecord("Longbow", "ranged", 1, 3, true, 20),
                                        attackRecord("Greatsword", "melee", 0, 5, true, 19)};
        Combatant& bex = add("bex", "villains", {1, 0});
        bex.sheet = {};
        create("true20");
        startWith({{"ash", 20}, {"bex", 10}});
    }

    [[nodiscard]] Command attackWith(const std::string& name, int roll) const {
        auto command = named<true20::Attack>("ash");
        command.target = "bex";
        command.roll = roll;
        command.attackName = name;
        return command;
    }

    [[nodiscard]] const true20::AttackMade* lastAttack() const { return lastEventOf<true20::AttackMade>(*m_encounter); }
};

TEST_F(True20PreparedMove, EachAttackIsARowOfItsOwnWithItsKeyAndTheSheetsValues) {
    const auto rows = preparedRows(m_encounter->ruleset(), state(), "ash");
    ASSERT_EQ(rows.size(), 2U);
    EXPECT_EQ(rows[0].label, "Longbow");
    EXPECT_EQ(rows[0].command, "attack");
    EXPECT_EQ(rows[0].shortcut, '1');
    EXPECT_EQ(rows[1].shortcut, '2');
    EXPECT_EQ(rows[0].presets, (std::vector<std::pair<std::string, std::string>>{{"attackName", "Longbow"}}));
    EXPECT_NE(rows[1].help.find("threatens on 19-20"), std::string::npos) << rows[1].help;
    const auto input = [](const ManeuverDescription& row, InputKind kind) {
        return *std::find_if(row.inputs.begin(), row.inputs.end(), [&](const auto& i) { return i.kind == kind; });
    };
    EXPECT_EQ(input(rows[0], InputKind::Mode).choices.front().id, "ranged");
    EXPECT_EQ(input(rows[0], InputKind::Bonus).initial, 1);
    EXPECT_EQ(input(rows[0], InputKind::Weapon).initial, 3);
    EXPECT_EQ(input(rows[0], InputKind::Lethal).initial, 1);
    EXPECT_EQ(input(rows[1], InputKind::Mode).choices.front().id, "melee");
    EXPECT_EQ(input(rows[1], InputKind::Weapon).initial, 5);
}

TEST_F(True20PreparedMove, ANamedAttackTakesTheSheetsValuesAndThreatRangeAndTheLogNamesIt) {
    accept(attackWith("Greatsword", 19));
    const true20::AttackMade* made = lastAttack();
    ASSERT_NE(made, nullptr);
    EXPECT_EQ(made->result, "critical-threat") << "Greatsword threatens on 19-20";
    EXPECT_EQ(made->weapon, 5);
    EXPECT_TRUE(made->lethal);
    EXPECT_EQ(made->mode, "melee");
    EXPECT_EQ(made->name, "Greatsword");
    const auto nameOf = [](const std::string& id) { return id == "ash" ? std::string("Ash") : std::string("Bex"); };
    EXPECT_EQ(made->words(nameOf).rfind("Ash attacks Bex with Greatsword (melee): ", 0), 0U) << made->words(nameOf);
    EXPECT_NE(made->words(nameOf).find("a natural 19, hit and threatens a critical"), std::string::npos);
}

TEST_F(True20PreparedMove, APlainAttackStillThreatensOnlyOnATwentyAndIsStoredAsBefore) {
    accept(attackWith("", 19));
    const true20::AttackMade* made = lastAttack();
    ASSERT_NE(made, nullptr);
    EXPECT_NE(made->result, "critical-threat");
    const nlohmann::json json = toJson(Event(events::makeRulesetEvent(*made)));
    EXPECT_FALSE(json.contains("name"));
    EXPECT_FALSE(json.contains("threat"));
}

TEST_F(True20PreparedMove, ARangedAttackOnTheSheetAddsItsBonusAndIsReadBackFromTheLog) {
    accept(attackWith("Longbow", 5));
    const true20::AttackMade* made = lastAttack();
    ASSERT_NE(made, nullptr);
    EXPECT_EQ(made->mode, "ranged");
    EXPECT_EQ(made->bonus, 2 + 3 + 1) << "BCB 2 + Dexterity 3 + the bow's 1";
    const Event event = events::makeRulesetEvent(*made);
    const nlohmann::json json = toJson(event);
    EXPECT_EQ(json.at("name"), "Longbow");
    EXPECT_EQ(eventFromJson(json, &m_encounter->ruleset()), event);
}

TEST_F(True20PreparedMove, RefusesAnAttackNotOnTheSheetAndASheetWithABlankOrTwiceListedName) {
    const std::string why = refuse(attackWith("Halberd", 12));
    EXPECT_NE(why.find("no attack named 'Halberd'"), std::string::npos) << why;
    SheetValues values;
    values.records["attacks"] = {attackRecord("Club", "melee", 0, 2, false, 20),
                                 attackRecord(" ", "melee", 0, 2, false, 20),
                                 attackRecord("Club", "melee", 0, 2, false, 20)};
    const auto problems = m_encounter->ruleset().sheetProblems(values);
    ASSERT_EQ(problems.size(), 2U);
    EXPECT_EQ(problems[0].field, "attacks[1].name");
    EXPECT_EQ(problems[1].field, "attacks[2].name");
    EXPECT_NE(problems[1].message.find("listed twice"), std::string::npos);
}

} // namespace
} // namespace scouter::engine::test
