// SPDX-License-Identifier: GPL-3.0-or-later
// What the action panel's form lists under a Fatewalker maneuver before Perform
// (Ruleset::maneuverRollNotes) is what the handle then puts on the roll: the notes' terms, and
// the modifier the stored action records («(roll −4)» in the log).
#include "FatewalkerFixture.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace scouter::engine::test {
namespace {

class FatewalkerRollNotes : public FatewalkerTest {
protected:
    [[nodiscard]] std::vector<std::string> notes(const std::string& who, const std::string& maneuver,
                                                 const std::string& target = {}) const {
        return rules().maneuverRollNotes(state(), who, maneuver, target);
    }
    // The modifier the last roll of `who` was stored with.
    [[nodiscard]] int storedModifier(const std::string& who) const {
        return view(who + ".roll")["modifier"].get<int>();
    }
};

TEST_F(FatewalkerRollNotes, BlockStrikeAgainstASwordShowsBothPenaltiesItsRollTakes) {
    const std::map<std::string, int, std::less<>> skilled{
        {"agility", 6}, {"unarmed", 6}, {"observe", 4}, {"weaponry", 6}};
    auto sword = weapon("sword", "melee", "medium", 6, "in-hand");
    sword.texts["damage"] = "3x2 @6";
    add("a", skilled, {sword});
    add("b", skilled);
    create();
    accept("start");
    m_dice.append({1, 2, 3});
    accept("act", {{"who", "a"}, {"action", "attack"}, {"weapon", "sword"}, {"target", "b"}, {"pool", 3}, {"tn", 6}});
    const auto shown = notes("b", "block-strike", "a");
    EXPECT_EQ(shown, (std::vector<std::string>{"−2 (Block/Strike's Roll column)", "−2 (blocking a weapon bare-handed)",
                                               "roll −4 in all"}));
    m_dice.append({1, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9});
    accept("react", {{"who", "b"}, {"action", "block-strike"}, {"against", "a"}, {"successes", 1}});
    EXPECT_EQ(storedModifier("b"), -4) << "the handle applied what the form showed";
    EXPECT_TRUE(notes("a", "block-strike", "b").empty()) << "no attack on a to answer: no Block/Strike to roll";
}

TEST_F(FatewalkerRollNotes, AnAimShowsOnTheShotThatSpendsIt) {
    add("a", {{"ranged", 6}, {"observe", 4}}, {weapon("rifle", "ranged", "large", 5, "in-hand")});
    add("b");
    create();
    accept("start");
    EXPECT_TRUE(notes("a", "shoot", "b").empty()) << "nothing aimed yet";
    accept("act", {{"who", "a"}, {"action", "aim"}});
    accept("act", {{"who", "b"}, {"action", "hold-action"}});
    accept("advance");
    EXPECT_EQ(notes("a", "shoot", "b"), (std::vector<std::string>{"+1 (aim)"}));
    accept("act", {{"who", "a"}, {"action", "shoot"}, {"weapon", "rifle"}, {"target", "b"}, {"successes", 2}});
    EXPECT_EQ(storedModifier("a"), 1);
}

TEST_F(FatewalkerRollNotes, DodgeMissileAgainstALaserShowsTheProjectilesPenalty) {
    auto laser = weapon("laser", "ranged", "medium", 5, "in-hand");
    laser.texts["projectile"] = "laser";
    add("a", {{"ranged", 6}}, {laser});
    add("b", {{"agility", 6}});
    create();
    accept("start");
    accept("act", {{"who", "a"}, {"action", "shoot"}, {"weapon", "laser"}, {"target", "b"}, {"successes", 2}});
    EXPECT_EQ(notes("b", "dodge-missile", "a"), (std::vector<std::string>{"−6 (Dodge Missile against a laser)"}));
    accept("react", {{"who", "b"}, {"action", "dodge-missile"}, {"against", "a"}, {"successes", 3}});
    EXPECT_EQ(storedModifier("b"), -6);
}

TEST_F(FatewalkerRollNotes, SkillsBelowTheRequisitesShowAsTheirDeficit) {
    add("a", {{"unarmed", 2}});
    add("b");
    create();
    accept("start");
    const auto shown = notes("a", "power-strike", "b");
    EXPECT_EQ(shown, (std::vector<std::string>{"−2 (Power Strike's Roll column)", "−4 (skill below the requisite)",
                                               "roll −6 in all"}));
    accept("act", {{"who", "a"}, {"action", "power-strike"}, {"target", "b"}, {"successes", 1}});
    EXPECT_EQ(storedModifier("a"), -6);
}

} // namespace
} // namespace scouter::engine::test
