// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 14, "input checked at entry": the engine refuses at set-up what the library's sheet
// refuses, in the same words, and setInitiative refuses a rolled value its dice cannot give.
#include "EngineFixture.h"

#include "dbu/TierLimits.h"
#include "model/Limits.h"
#include "rules/InitiativeEntry.h"
#include "rules/RulesetRegistry.h"
#include "scenario/ScenarioRunner.h"

#include <functional>

namespace scouter::engine::test {
namespace {

// The DBU ruleset checks the sheets (Ruleset::sheetSetupProblem) as the scenario runner and the
// prep have it do.
const Ruleset* dbuSheets() {
    static const auto made = RulesetRegistry::withBuiltins().create("dbu", {});
    return std::get<std::unique_ptr<Ruleset>>(made).get();
}

// The set-up's refusal of a Tier 1 hero changed by `change`, or "" when it is accepted.
std::string setupProblem(const std::function<void(Combatant&)>& change, SetupCheck check = SetupCheck::New) {
    Combatant c;
    c.id = "hero";
    c.name = "Hero";
    c.sheet.numbers["tier"] = 1;
    c.sheet.numbers["life"] = 50;
    c.sheet.numbers["ki"] = 30;
    c.sheet.numbers["normalSpeed"] = 5;
    c.sheet.numbers["boostedSpeed"] = 7;
    c.sheet.numbers["force"] = 4;
    change(c);
    EncounterBuilder builder(dbuSheets());
    builder.add(c);
    try {
        (void)builder.build(check);
        return {};
    } catch (const SetupError& error) {
        return error.what();
    }
}

TEST(SheetRules, ANewSetUpRefusesTheSheetsTheIssueSawAccepted) {
    EXPECT_EQ(setupProblem([](Combatant&) {}), "");
    EXPECT_EQ(setupProblem([](Combatant& c) { c.sheet.numbers["lifeNow"] = 500; }),
              "hero: Life at the start must be at most Life (50), not 500.");
    EXPECT_EQ(setupProblem([](Combatant& c) { c.sheet.numbers["tier"] = 120; }),
              "hero: Tier of Power must be at most 100, not 120.");
    EXPECT_EQ(setupProblem([](Combatant& c) { c.sheet.numbers["force"] = 99; }),
              "hero: Force Modifier must be at most 16 at Tier of Power 1 (the Score Limit 8, twice for "
              "Transformations), not 99.");
    EXPECT_EQ(setupProblem([](Combatant& c) { c.sheet.numbers["boostedSpeed"] = 3; }),
              "hero: Boosted Speed must be at least Normal Speed (5), not 3.");
    EXPECT_EQ(setupProblem([](Combatant& c) { c.sheet.numbers["spirit"] = -1; }),
              "hero: Spirit Modifier must be at least 0 (the rules' Minimums: no value goes below 0), not -1.");
}

TEST(SheetRules, TheBoundOfAnAttributeGrowsWithTheTier) {
    EXPECT_EQ(dbu::attributeLimit(1), 16);
    EXPECT_EQ(dbu::attributeLimit(3), 28);
    EXPECT_EQ(setupProblem([](Combatant& c) { c.sheet.numbers["agilityScore"] = 16; }), "");
    EXPECT_EQ(setupProblem([](Combatant& c) {
                  c.sheet.numbers["tier"] = 3;
                  c.sheet.numbers["personality"] = 28;
              }),
              "");
    EXPECT_EQ(setupProblem([](Combatant& c) {
                  c.sheet.numbers["tier"] = 3;
                  c.sheet.numbers["agilityModifier"] = 29;
              }),
              "hero: Agility Modifier must be at most 28 at Tier of Power 3 (the Score Limit 14, twice for "
              "Transformations), not 29.");
    // No Tier given plays at Tier 1, and is bound as Tier 1.
    EXPECT_EQ(setupProblem([](Combatant& c) {
                  c.sheet.numbers["tier"] = 0;
                  c.sheet.numbers["force"] = 17;
              }),
              "hero: Force Modifier must be at most 16 at Tier of Power 1 (the Score Limit 8, twice for "
              "Transformations), not 17.");
}

TEST(SheetRules, AStoredSetUpStillOpensWhatTheNewRulesRefuse) {
    // Accepted once, before the rules between stats: replaying it must not abort.
    const auto old = [](Combatant& c) {
        c.sheet.numbers["boostedSpeed"] = 3;
        c.sheet.numbers["force"] = 99;
    };
    EXPECT_NE(setupProblem(old), "");
    EXPECT_EQ(setupProblem(old, SetupCheck::Stored), "");
    EXPECT_EQ(setupProblem([](Combatant& c) { c.sheet.numbers["lifeNow"] = 500; }, SetupCheck::Stored),
              "hero: Life at the start must be at most Life (50), not 500.")
        << "the bounds every stored encounter was accepted under still hold";
}

TEST(SheetRules, AScenarioFileCannotBringInABoostedSpeedBelowNormal) {
    const nlohmann::json file = {
        {"format", "scouter-scenario/1"},
        {"ruleset", "dbu"},
        {"combatants",
         {{{"id", "a"},
           {"side", "heroes"},
           {"at", {0, 0}},
           {"stats", {{"tier", 1}, {"life", 50}, {"ki", 30}, {"normalSpeed", 5}, {"boostedSpeed", 3}}}},
          {{"id", "b"}, {"side", "villains"}, {"at", {3, 0}}}}},
        {"steps", nlohmann::json::array()}};
    const ScenarioOutcome outcome = ScenarioRunner().runJson(file, "hand-made.json", nullptr);
    EXPECT_EQ(outcome.status, ScenarioOutcome::Status::Invalid);
    EXPECT_EQ(outcome.line,
              "FAIL hand-made.json: invalid scenario: a: Boosted Speed must be at least Normal Speed (5), not 3.");
}

class InitiativeRangeTest : public EngineFixture {
protected:
    [[nodiscard]] std::pair<int, int> range(const std::string& slot, bool roll) const {
        return m_encounter->ruleset().initiativeRange(m_encounter->state(), slot, roll);
    }
    Command rolled(const std::string& who, int value) {
        auto set = named<commands::SetInitiative>(who);
        set.value = value;
        set.rolled = true;
        return set;
    }
};

TEST_F(InitiativeRangeTest, ADieFaceIsOneToTenAndATotalWhatTheFacesGive) {
    Combatant& a = add("a", "heroes", {0, 0});
    a.sheet.numbers["agilityScore"] = 8;
    a.sheet.numbers["initiativeBonus"] = 1;
    add("b", "villains", {5, 0});
    create();
    EXPECT_EQ(range("a", true), std::pair(1, 10));
    EXPECT_EQ(range("a", false), std::pair(6, 15)) << "d10 + 1/2 Agility Score (4) + bonus (1)";
    EXPECT_EQ(range("b", false), std::pair(4, 13));
}

TEST_F(InitiativeRangeTest, SurpriseHalvesTheModernTotalNotTheFace) {
    add("a", "heroes", {0, 0});
    add("b", "villains", {5, 0});
    create();
    auto surprise = named<dbu::Surprise>();
    surprise.ids = {"a"};
    accept(surprise);
    EXPECT_EQ(range("a", false), std::pair(2, 6)) << "(1 + 3) / 2 to (10 + 3) / 2";
    EXPECT_EQ(range("a", true), std::pair(1, 10));
}

TEST_F(InitiativeRangeTest, LegacyAddsHalfTheAgilityModifierAndNoHalving) {
    Combatant& a = add("a", "heroes", {0, 0});
    a.sheet.numbers["agilityModifier"] = 5;
    a.sheet.numbers["initiativeBonus"] = 2;
    a.surprised = true;
    add("b", "villains", {5, 0});
    create("dbu-legacy");
    EXPECT_EQ(range("a", false), std::pair(5, 14));
}

TEST_F(InitiativeRangeTest, AGroupIsNamedByItsIdOrAMembersAndReadsItsFirstMember) {
    add("s1", "villains", {5, 0}, 1, "saibamen").sheet.numbers["agilityScore"] = 4;
    add("s2", "villains", {6, 0}, 1, "saibamen").sheet.numbers["agilityScore"] = 10;
    add("a", "heroes", {0, 0});
    create();
    EXPECT_EQ(range("saibamen", false), std::pair(3, 12));
    EXPECT_EQ(range("s2", false), std::pair(3, 12));
    EXPECT_EQ(range("nobody", true), std::pair(1, 10));
}

TEST_F(InitiativeRangeTest, ARolledValueOutsideItsDiceIsRefusedWithTheRangeAndTheRule) {
    add("a", "heroes", {0, 0}).sheet.numbers["initiativeBonus"] = 1;
    add("b", "villains", {5, 0});
    create();
    EXPECT_EQ(refuse(rolled("a", 999)),
              "Initiative for a is d10 + 1/2 Agility Score (6) + Initiative bonus (1): 5 to 14, not 999");
    EXPECT_EQ(refuse(rolled("a", -5)),
              "Initiative for a is d10 + 1/2 Agility Score (6) + Initiative bonus (1): 5 to 14, not -5");
    EXPECT_EQ(refuse(rolled("b", 3)), "Initiative for b is d10 + 1/2 Agility Score (6): 4 to 13, not 3");
    accept(rolled("b", 4));
    accept(rolled("a", 14));
    EXPECT_EQ(view("a.initiative"), 14);
}

TEST_F(InitiativeRangeTest, TypedEntriesAreReadOrRefusedVisiblyNeverIgnored) {
    add("a", "heroes", {0, 0});
    add("b", "villains", {5, 0});
    create();
    const auto typed = [](const std::string& text) { return InitiativeEntry::parse("a", text); };
    for (const std::string text : {"abc", "", "  ", "d", "1.5", "14x", "d7 7"}) {
        SCOPED_TRACE(text);
        const auto entry = typed(text);
        const auto* problem = std::get_if<std::string>(&entry);
        ASSERT_NE(problem, nullptr);
        EXPECT_NE(problem->find("is not an Initiative: type the total rolled (14) or the die face (d7)"),
                  std::string::npos);
    }
    EXPECT_EQ(std::get<std::string>(typed("abc")),
              "\"abc\" is not an Initiative: type the total rolled (14) or the die face (d7)");
    // Within the range, a total and a face are taken; past it, the ruleset's refusal gives the range.
    EXPECT_EQ(refuse(std::get<Command>(typed("999"))),
              "Initiative for a is d10 + 1/2 Agility Score (6): 4 to 13, not 999");
    EXPECT_EQ(refuse(std::get<Command>(typed("-5"))),
              "Initiative for a is d10 + 1/2 Agility Score (6): 4 to 13, not -5");
    EXPECT_EQ(refuse(std::get<Command>(typed("d11"))), "An Initiative roll is a d10 face (1-10), not 11");
    accept(std::get<Command>(typed(" 13 ")));
    EXPECT_EQ(view("a.initiative"), 13);
    accept(std::get<Command>(typed("D7")));
    EXPECT_EQ(view("a.initiative"), 10);
}

TEST_F(InitiativeRangeTest, TheArcsFinalValueIsNotBoundByTheDice) {
    // The scenario format's `value` is final, and conformance files set it past any roll to fix an
    // order: only a value said to be rolled is held to its dice.
    add("a", "heroes", {0, 0});
    add("b", "villains", {5, 0});
    create();
    auto set = named<commands::SetInitiative>("a");
    set.value = 20;
    accept(set);
    EXPECT_EQ(view("a.initiative"), 20);
}

} // namespace
} // namespace scouter::engine::test
