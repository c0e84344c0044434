// SPDX-License-Identifier: GPL-3.0-or-later
// True20 at the table beyond the contract: moving on the grid with the move action (R-20 .. R-23),
// a group member's turn left (Ruleset::hasTurnLeft), and the follow-up the panel opens after an
// attack (Ruleset::followUp: the confirmation, then the target's Toughness save against 15 +
// Weapon + Strength).
#include "EngineFixture.h"
#include "events/EventJson.h"
#include "true20/True20Ruleset.h"

#include <gtest/gtest.h>

#include <algorithm>

namespace scouter::engine::test {
namespace {

class True20Table : public EngineFixture {
protected:
    void fighter(const std::string& id, const std::string& side, Position at,
                 std::map<std::string, int, std::less<>> sheet = {}, const std::string& group = {}) {
        Combatant c;
        c.id = id;
        c.name = id == "ash" ? "Ash" : (id == "bex" ? "Bex" : id);
        c.side = side;
        c.at = at;
        c.sheet.numbers = std::move(sheet);
        m_builder.add(c, group);
    }

    // Ash (Speed 4, Strength 2, Melee +5) at [0, 0] against Bex (Defense 11, default Speed 6).
    void play() {
        fighter("ash", "heroes", {0, 0}, {{"bcb", 2}, {"dexterity", 3}, {"strength", 2}, {"speed", 4}});
        fighter("bex", "villains", {1, 0}, {{"dexterity", 1}, {"constitution", 1}});
        create("true20");
        startWith({{"ash", 20}, {"bex", 10}});
    }

    static true20::Move move(const std::string& who, Position to, const std::string& mode = {}) {
        auto command = named<true20::Move>(who);
        command.to = to;
        command.mode = mode;
        return command;
    }

    static true20::Attack attack(const std::string& who, const std::string& target, int roll) {
        auto command = named<true20::Attack>(who);
        command.target = target;
        command.roll = roll;
        return command;
    }

    [[nodiscard]] std::optional<FollowUp> next() const { return m_encounter->ruleset().followUp(state()); }
};

TEST_F(True20Table, AMoveActionReachesSpeedSquaresAndIsRefusedBeyondWithTheRulesWords) {
    play();
    const std::string far = refuse(move("ash", {5, 2}));
    EXPECT_NE(far.find("at most 4 squares with a move action (Speed 4)"), std::string::npos) << far;
    EXPECT_NE(far.find("[5, 2] is 5 squares away"), std::string::npos) << far;
    accept(move("ash", {4, 4})); // diagonals count one square, as the grid's distance
    EXPECT_EQ(who("ash").at, (Position{4, 4}));
    EXPECT_EQ(view("ash.actionsLeft"), nlohmann::json({"move", "standard"}));
    const std::string twice = refuse(move("ash", {4, 0}, "double"));
    EXPECT_NE(twice.find("not both move actions for a double move"), std::string::npos) << twice;
    accept(attack("ash", "bex", 2));
    const std::string spent = refuse(move("ash", {4, 3}));
    EXPECT_NE(spent.find("no move action left this round"), std::string::npos) << spent;
    EXPECT_NE(refuse(move("bex", {1, 1})).find("not Bex's turn"), std::string::npos);
}

TEST_F(True20Table, ADoubleMoveSpendsBothMoveActionsForTwiceTheSpeed) {
    play();
    EXPECT_NE(refuse(move("ash", {9, 0}, "double")).find("at most 8 squares with a double move"), std::string::npos);
    accept(move("ash", {8, 0}, "double"));
    EXPECT_EQ(who("ash").at, (Position{8, 0}));
    EXPECT_EQ(view("ash.actionsLeft"), nlohmann::json::array());
    EXPECT_FALSE(m_encounter->ruleset().hasTurnLeft(state(), "ash"));
}

TEST_F(True20Table, HalfSpeedHalvesTheReachRoundedDown) {
    play();
    auto save = named<true20::Toughness>("ash");
    save.damage = 10;
    save.roll = 12; // 12 against DC 25: failed by 13, Staggered
    accept(save);
    ASSERT_EQ(view("ash.subdual"), "staggered");
    const std::string slow = refuse(move("ash", {3, 0}));
    EXPECT_NE(slow.find("at most 2 squares with a move action (Speed 2, half speed while Staggered or Disabled)"),
              std::string::npos)
        << slow;
    accept(move("ash", {2, 0}));
}

TEST_F(True20Table, TheMoveIsStoredReadBackReplayedAndSaidInTheLog) {
    play();
    accept(move("ash", {3, 0}));
    const Event& event = m_encounter->log().back().events.back();
    const auto& body = std::get<events::RulesetEvent>(event).body;
    EXPECT_EQ(body->type(), "t20-move");
    EXPECT_EQ(body->logKind(), "movement");
    const auto nameOf = [&](const std::string& id) { return state().find(id)->name; };
    EXPECT_EQ(body->words(nameOf), "Ash moves 3 squares to [3, 0] (a move action)");
    EXPECT_TRUE(eventFromJson(toJson(event), &m_encounter->ruleset()) == event) << toJson(event).dump();
    EXPECT_TRUE(Encounter::replay(m_encounter->initialState(), m_encounter->log(), m_encounter->ruleset()) == state());
    ASSERT_TRUE(m_encounter->undo());
    EXPECT_EQ(who("ash").at, (Position{0, 0}));
}

TEST_F(True20Table, TheGridFindsItsMoverAndTheSheetItsSpeed) {
    play();
    const auto entries = m_encounter->ruleset().maneuvers(state(), "ash");
    const auto mover = std::find_if(entries.begin(), entries.end(), [](const ManeuverDescription& m) {
        return std::any_of(m.inputs.begin(), m.inputs.end(),
                           [](const InputDescription& input) { return input.kind == InputKind::Square; });
    });
    ASSERT_NE(mover, entries.end()) << "a maneuver that takes a square moves tokens on the grid";
    EXPECT_EQ(mover->command, "move");
    EXPECT_EQ(mover->target, TargetKind::None);
    const auto fields = m_encounter->ruleset().sheet();
    const auto speed = std::find_if(fields.begin(), fields.end(), [](const SheetField& f) { return f.key == "speed"; });
    ASSERT_NE(speed, fields.end());
    EXPECT_EQ(speed->initial, 6);
}

TEST_F(True20Table, AGroupMemberHasItsTurnLeftUntilItsRoundActionsAreSpent) {
    fighter("ash", "heroes", {0, 0});
    fighter("b1", "villains", {3, 0}, {}, "pack");
    fighter("b2", "villains", {4, 0}, {}, "pack");
    create("true20");
    startWith({{"ash", 20}, {"pack", 10}});
    const Ruleset& rules = m_encounter->ruleset();
    EXPECT_TRUE(rules.hasTurnLeft(state(), "ash"));
    EXPECT_FALSE(rules.hasTurnLeft(state(), "b1")) << "not its turn";
    accept(named<commands::EndTurn>("ash"));
    accept(attack("b1", "ash", 2));
    EXPECT_TRUE(rules.hasTurnLeft(state(), "b1")) << "a move action is left";
    auto moveAction = named<true20::Action>("b1");
    moveAction.kind = "move";
    accept(moveAction);
    EXPECT_FALSE(rules.hasTurnLeft(state(), "b1"));
    EXPECT_TRUE(rules.hasTurnLeft(state(), "b2"));
}

TEST_F(True20Table, AHitAsksForTheTargetsToughnessSaveAgainstFifteenPlusWeaponPlusStrength) {
    play();
    EXPECT_FALSE(next().has_value());
    accept(attack("ash", "bex", 1));
    EXPECT_FALSE(next().has_value()) << "a miss asks for nothing";
    accept(named<commands::EndTurn>("ash"));
    accept(named<commands::EndTurn>("bex"));
    auto hit = attack("ash", "bex", 10); // 15 against Defense 11
    hit.weapon = 3;
    hit.lethal = true;
    accept(hit);
    const auto save = next();
    ASSERT_TRUE(save.has_value());
    EXPECT_EQ(save->who, "bex");
    EXPECT_EQ(save->maneuver, "toughness");
    EXPECT_EQ(save->option, "damage");
    const auto value = [&](InputKind kind) {
        const auto found = std::find_if(save->values.begin(), save->values.end(),
                                        [&](const auto& entry) { return entry.first == kind; });
        return found != save->values.end() ? found->second : -1;
    };
    EXPECT_EQ(value(InputKind::Damage), 5) << "Weapon 3 + Ash's Strength 2";
    EXPECT_EQ(value(InputKind::Lethal), 1);
    EXPECT_EQ(value(InputKind::Critical), 0);
    EXPECT_NE(save->why.find("DC 20 (15 + 3 Weapon + 2 Strength)"), std::string::npos) << save->why;

    // Made as offered, the save takes that DC, and nothing more is asked.
    auto made = named<true20::Toughness>("bex");
    made.damage = value(InputKind::Damage);
    made.lethal = true;
    made.roll = 5;
    accept(made);
    EXPECT_EQ(view("lastSave")["dc"], 20);
    EXPECT_FALSE(next().has_value());
    ASSERT_TRUE(m_encounter->undo());
    EXPECT_TRUE(next().has_value()) << "undoing the save asks for it again";
    accept(named<commands::EndTurn>("ash"));
    EXPECT_FALSE(next().has_value()) << "a save not made lapses with the turn";
}

TEST_F(True20Table, ANaturalTwentyAsksForTheConfirmationThenTheSaveWithTheCriticalBonus) {
    play();
    auto threat = attack("ash", "bex", 20);
    threat.weapon = 1;
    accept(threat);
    ASSERT_TRUE(next().has_value());
    EXPECT_EQ(next()->who, "ash");
    EXPECT_EQ(next()->maneuver, "confirm");
    auto confirm = named<true20::Confirm>("ash");
    confirm.roll = 15;
    accept(confirm);
    ASSERT_TRUE(next().has_value());
    EXPECT_EQ(next()->who, "bex");
    EXPECT_NE(next()->why.find("DC 23 (15 + 1 Weapon + 2 Strength + 5 critical)"), std::string::npos) << next()->why;
    EXPECT_NE(next()->why.find("subdual"), std::string::npos) << "the attack was not marked lethal";
}

} // namespace
} // namespace scouter::engine::test
