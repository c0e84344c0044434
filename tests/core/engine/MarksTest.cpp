// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 30: what the ARC cannot see on a timeline's row or a token (Ruleset::marks) described by
// each ruleset: Fatewalker's damage, posture, bind and cover; DBU's declared Parry; True20's
// readied attack; and a Fatewalker movement heading for a square moves the token.
#include "EngineFixture.h"
#include "FatewalkerFixture.h"
#include "events/EventJson.h"
#include "true20/True20Commands.h"

#include <algorithm>
#include <functional>

namespace scouter::engine::test {
namespace {

std::vector<std::string> texts(const std::vector<BoardChip>& chips) {
    std::vector<std::string> out;
    for (const auto& chip : chips) {
        out.push_back(chip.text);
    }
    return out;
}

const BoardChip* chipNamed(const std::vector<BoardChip>& chips, std::string_view start) {
    const auto found =
        std::find_if(chips.begin(), chips.end(), [&](const BoardChip& chip) { return chip.text.starts_with(start); });
    return found == chips.end() ? nullptr : &*found;
}

class FatewalkerMarks : public FatewalkerTest {
protected:
    void SetUp() override {
        for (const char* id : {"a", "b", "c", "d"}) {
            std::vector<SheetRecord> weapons;
            if (std::string_view(id) == "c") {
                weapons.push_back(weapon("pistol", "ranged", "small", 3, "in-hand"));
                weapons.back().texts["damage"] = "2x2 @6";
            }
            add(id, {{"speed", 6}, {"agility", 6}, {"unarmed", 6}, {"strength", 4}, {"ranged", 2}, {"observe", 2}},
                std::move(weapons));
        }
        create();
        ASSERT_NO_FATAL_FAILURE(accept("start"));
    }
};

TEST_F(FatewalkerMarks, ShowAnAimReadiedForTheNextShotUntilAnotherActionLosesIt) {
    ASSERT_NO_FATAL_FAILURE(accept("act", {{"who", "c"}, {"action", "basic-aim"}, {"weapon", "pistol"}}));
    const auto aimed = rules().marks(state(), "c");
    ASSERT_EQ(texts(aimed), (std::vector<std::string>{"Aimed +1"}));
    EXPECT_EQ(aimed.front().tooltip, "Basic Aim built: +1 to the next shot; any other action or reaction loses it");
    ASSERT_NO_FATAL_FAILURE(accept("react", {{"who", "c"}, {"action", "dodge"}, {"successes", 1}}));
    EXPECT_TRUE(rules().marks(state(), "c").empty()) << "the aim is lost";
}

TEST_F(FatewalkerMarks, ShowDamageTakenPostureTheBindAndTheArcsConditions) {
    EXPECT_TRUE(rules().marks(state(), "b").empty()) << "nothing to see yet";
    ASSERT_NO_FATAL_FAILURE(accept("act", {{"who", "a"}, {"action", "grapple"}, {"target", "b"}, {"successes", 3}}));
    ASSERT_NO_FATAL_FAILURE(accept("resolve", {{"choice", std::vector<std::string>{"none"}}}));
    const auto bound = rules().marks(state(), "b");
    const BoardChip* bind = chipNamed(bound, "Grappled with Aster");
    ASSERT_NE(bind, nullptr) << ::testing::PrintToString(texts(bound));
    EXPECT_EQ(bind->tooltip, "In a bind with Aster: grapple 2");
    EXPECT_EQ(bind->tone, Tone::Warning);

    ASSERT_NO_FATAL_FAILURE(accept("act", {{"who", "d"}, {"action", "go-prone"}}));
    EXPECT_EQ(texts(rules().marks(state(), "d")), (std::vector<std::string>{"Prone"}));
    ASSERT_NO_FATAL_FAILURE(accept("condition", {{"who", "d"}, {"add", "fatigued"}}));
    EXPECT_EQ(texts(rules().marks(state(), "d")), (std::vector<std::string>{"Prone", "Fatigued"}));

    m_dice.append(std::vector<int>(20, 1));
    ASSERT_NO_FATAL_FAILURE(accept("act", {{"who", "c"}, {"action", "strike"}, {"target", "d"}, {"successes", 3}}));
    ASSERT_NO_FATAL_FAILURE(accept("resolve", {{"choice", std::vector<std::string>{"none"}}}));
    const auto hurt = rules().marks(state(), "d");
    const BoardChip* damage = chipNamed(hurt, "Damage ");
    ASSERT_NE(damage, nullptr) << ::testing::PrintToString(texts(hurt));
    EXPECT_NE(damage->tooltip.find("Taken this scene"), std::string::npos);
}

// A movement given a square: the token goes that way as the clock runs, a square per metre
// covered (Aster walks 6 m per 6 ticks from tick 3), and stops there.
TEST(FatewalkerHeading, AMovementHeadingForASquareMovesTheTokenAsTheClockRuns) {
    const auto outcome = runFatewalker(nlohmann::json::parse(R"([
        {"do": "act", "who": "a", "action": "begin-movement", "mode": "walk", "to": [10, 2]},
        {"do": "act", "who": "b", "action": "other-acrobatics", "ticks": 14},
        {"expect": {"a.at": [0, 0], "a.movement": {"mode": "walk", "rate": 6, "since": 3, "next": 9}}},
        {"do": "advance"},
        {"expect": {"tick": 3, "a.at": [0, 0]}},
        {"do": "act", "who": "a", "action": "use-non-action-skill", "ticks": 8},
        {"do": "advance"},
        {"expect": {"tick": 9, "due": ["a"], "a.at": [6, 2]}},
        {"do": "move", "who": "a", "declare": "continue"},
        {"do": "advance"},
        {"expect": {"tick": 11, "a.at": [8, 2]}},
        {"do": "act", "who": "a", "action": "use-non-action-skill", "ticks": 8},
        {"do": "advance"},
        {"expect": {"tick": 15, "a.at": [10, 2]}},
        {"do": "move", "who": "a", "declare": "continue"},
        {"do": "act", "who": "b", "action": "other-acrobatics", "ticks": 14},
        {"do": "advance"},
        {"expect": {"tick": 19, "a.at": [10, 2]}}
    ])"));
    EXPECT_EQ(outcome.status, ScenarioOutcome::Status::Pass) << outcome.detail;
}

TEST_F(FatewalkerMarks, OnlyAnActionOnItsTickHeadsForASquareAndTheGridFindsTheMovementByIt) {
    const auto moves = rules().maneuvers(state(), "a");
    const auto begin = std::find_if(moves.begin(), moves.end(), [](const auto& m) { return m.id == "begin-movement"; });
    ASSERT_NE(begin, moves.end());
    EXPECT_TRUE(std::any_of(begin->inputs.begin(), begin->inputs.end(), [](const InputDescription& input) {
        return input.kind == InputKind::Square;
    })) << "the grid finds the movement by its square";
    EXPECT_NE(unreadable("act", {{"who", "a"}, {"action", "go-prone"}, {"to", Position{3, 3}}}).find("'to'"),
              std::string::npos);
    EXPECT_NE(unreadable("react", {{"who", "a"}, {"action", "dodge"}, {"to", Position{3, 3}}}).find("to"),
              std::string::npos);
    ASSERT_NO_FATAL_FAILURE(
        accept("act", {{"who", "a"}, {"action", "begin-movement"}, {"mode", "walk"}, {"to", Position{5, 4}}}));
    EXPECT_EQ(state().find("a")->at, (Position{0, 0})) << "the motion begins when its 2 ticks have passed";
    const auto timeline = rules().timeline(state());
    ASSERT_TRUE(timeline.has_value());
    EXPECT_EQ(timeline->headings.at("a"), (Position{5, 4})) << "the grid is told where it heads";
}

// The destination is stored with the movement (an ActionTaken's `after`): read back the same, and a
// damaged one (not a square of the grid) is refused as a damaged event rather than moving a token off it.
TEST_F(FatewalkerMarks, TheDestinationIsStoredWithTheMovementAndADamagedOneIsRefused) {
    ASSERT_NO_FATAL_FAILURE(
        accept("act", {{"who", "a"}, {"action", "begin-movement"}, {"mode", "walk"}, {"to", Position{5, 4}}}));
    const Event& taken = m_encounter->log().back().events.front();
    nlohmann::json stored = toJson(taken);
    EXPECT_EQ(eventFromJson(stored, &rules()), taken);
    nlohmann::json* movement = nullptr;
    std::function<void(nlohmann::json&)> find = [&](nlohmann::json& at) {
        if (at.is_object()) {
            for (auto& [key, value] : at.items()) {
                if (key == "movement" && value.is_object()) {
                    movement = &value;
                }
                find(value);
            }
        }
    };
    find(stored);
    ASSERT_NE(movement, nullptr) << stored.dump();
    EXPECT_EQ((*movement)["to"], nlohmann::json({5, 4}));
    for (const nlohmann::json& damaged : {nlohmann::json({"x", 4}), nlohmann::json({5000, 4}), nlohmann::json({5})}) {
        (*movement)["to"] = damaged;
        EXPECT_ANY_THROW((void)eventFromJson(stored, &rules())) << damaged.dump();
    }
}

class DeclaredMarks : public EngineFixture {
protected:
    [[nodiscard]] const Ruleset& rules() const { return m_encounter->ruleset(); }
};

TEST_F(DeclaredMarks, ADeclaredParryShowsOnTheBoardRowAndAsAMarkUntilUsed) {
    add("e", "villains", {1, 0});
    add("a", "heroes", {0, 0});
    create();
    startWith({{"e", 14}, {"a", 12}});
    auto parry = maneuver("a", "parry", "e");
    parry.option = "block";
    parry.score = 12;
    ASSERT_NO_FATAL_FAILURE(accept(parry));
    const auto marks = rules().marks(state(), "a");
    ASSERT_NE(chipNamed(marks, "Block declared"), nullptr) << ::testing::PrintToString(texts(marks));
    const BoardCell cell = rules().boardCell(state(), "a", "conditions");
    EXPECT_NE(chipNamed(cell.chips, "Block declared"), nullptr) << "the board row shows it";
    auto attack = maneuver("e", "basic-attack", "a");
    attack.hit = true;
    attack.damage = 5;
    ASSERT_NO_FATAL_FAILURE(accept(attack));
    EXPECT_EQ(chipNamed(rules().marks(state(), "a"), "Block declared"), nullptr) << "used: gone";
}

TEST_F(DeclaredMarks, AReadiedTrue20AttackShowsOnTheBoardRowAndAsAMark) {
    Combatant ash;
    ash.id = "ash";
    ash.name = "Ash";
    ash.side = "heroes";
    Combatant bex = ash;
    bex.id = "bex";
    bex.name = "Bex";
    bex.side = "villains";
    bex.at = {1, 0};
    m_builder.add(ash, {});
    m_builder.add(bex, {});
    create("true20");
    startWith({{"ash", 20}, {"bex", 10}});
    EXPECT_TRUE(rules().marks(state(), "ash").empty());
    ASSERT_NO_FATAL_FAILURE(accept(named<true20::Prepare>("ash")));
    const auto marks = rules().marks(state(), "ash");
    ASSERT_NE(chipNamed(marks, "Attack readied"), nullptr) << ::testing::PrintToString(texts(marks));
    EXPECT_NE(chipNamed(rules().boardCell(state(), "ash", "conditions").chips, "Attack readied"), nullptr);
}

} // namespace
} // namespace scouter::engine::test
