// Issue 30: what the ARC cannot see on a timeline's row or a token (Ruleset::marks) described by
// each ruleset: Fatewalker's damage, posture, bind and cover; DBU's declared Parry; True20's
// readied attack; and a Fatewalker movement heading for a square moves the token.
#include "EngineFixture.h"
#include "FatewalkerFixture.h"
#include "true20/True20Commands.h"

#include <algorithm>

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
            add(id, {{"speed", 6}, {"agility", 6}, {"unarmed", 6}, {"strength", 4}});
        }
        create();
        accept("start");
    }
};

TEST_F(FatewalkerMarks, ShowDamageTakenPostureTheBindAndTheArcsConditions) {
    EXPECT_TRUE(rules().marks(state(), "b").empty()) << "nothing to see yet";
    accept("act", {{"who", "a"}, {"action", "grapple"}, {"target", "b"}, {"successes", 3}});
    accept("resolve", {{"choice", std::vector<std::string>{"none"}}});
    const auto bound = rules().marks(state(), "b");
    const BoardChip* bind = chipNamed(bound, "Grappled with Aster");
    ASSERT_NE(bind, nullptr) << ::testing::PrintToString(texts(bound));
    EXPECT_EQ(bind->tooltip, "In a bind with Aster: grapple 2");
    EXPECT_EQ(bind->tone, Tone::Warning);

    accept("act", {{"who", "d"}, {"action", "go-prone"}});
    EXPECT_EQ(texts(rules().marks(state(), "d")), (std::vector<std::string>{"Prone"}));
    accept("condition", {{"who", "d"}, {"add", "fatigued"}});
    EXPECT_EQ(texts(rules().marks(state(), "d")), (std::vector<std::string>{"Prone", "Fatigued"}));

    m_dice.append(std::vector<int>(20, 1));
    accept("act", {{"who", "c"}, {"action", "strike"}, {"target", "d"}, {"successes", 3}});
    accept("resolve", {{"choice", std::vector<std::string>{"none"}}});
    const auto hurt = rules().marks(state(), "d");
    const BoardChip* damage = chipNamed(hurt, "Damage ");
    ASSERT_NE(damage, nullptr) << ::testing::PrintToString(texts(hurt));
    EXPECT_NE(damage->tooltip.find("Taken this scene"), std::string::npos);
}

TEST_F(FatewalkerMarks, AMovementHeadingForASquareMovesTheTokenThereAndOnlyMovementsTakeOne) {
    const auto moves = rules().maneuvers(state(), "a");
    const auto begin = std::find_if(moves.begin(), moves.end(), [](const auto& m) { return m.id == "begin-movement"; });
    ASSERT_NE(begin, moves.end());
    EXPECT_TRUE(std::any_of(begin->inputs.begin(), begin->inputs.end(), [](const InputDescription& input) {
        return input.kind == InputKind::Square;
    })) << "the grid finds the movement by its square";
    EXPECT_NE(unreadable("act", {{"who", "a"}, {"action", "go-prone"}, {"to", Position{3, 3}}}).find("'to'"),
              std::string::npos);
    accept("act", {{"who", "a"}, {"action", "begin-movement"}, {"mode", "walk"}, {"to", Position{5, 4}}});
    EXPECT_EQ(state().find("a")->at, (Position{5, 4}));
    const auto& events = m_encounter->log().back().events;
    EXPECT_TRUE(std::any_of(events.begin(), events.end(), [](const Event& e) {
        const auto* moved = std::get_if<events::Moved>(&e);
        return moved != nullptr && moved->to == Position{5, 4};
    })) << "the destination is recorded in the command's events";
    const Position before = state().find("b")->at;
    accept("act", {{"who", "b"}, {"action", "begin-movement"}, {"mode", "run"}, {"to", before}});
    EXPECT_EQ(m_encounter->log().back().events.size(), 1u) << "its own square: no move";
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
    accept(parry);
    const auto marks = rules().marks(state(), "a");
    ASSERT_NE(chipNamed(marks, "Block declared"), nullptr) << ::testing::PrintToString(texts(marks));
    const BoardCell cell = rules().boardCell(state(), "a", "conditions");
    EXPECT_NE(chipNamed(cell.chips, "Block declared"), nullptr) << "the board row shows it";
    auto attack = maneuver("e", "basic-attack", "a");
    attack.hit = true;
    attack.damage = 5;
    accept(attack);
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
    accept(named<true20::Prepare>("ash"));
    const auto marks = rules().marks(state(), "ash");
    ASSERT_NE(chipNamed(marks, "Attack readied"), nullptr) << ::testing::PrintToString(texts(marks));
    EXPECT_NE(chipNamed(rules().boardCell(state(), "ash", "ready").chips, "Attack readied"), nullptr);
}

} // namespace
} // namespace scouter::engine::test
