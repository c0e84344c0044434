// SPDX-License-Identifier: GPL-3.0-or-later
#include "EngineFixture.h"

namespace scouter::engine::test {
namespace {

class ManeuverTest : public EngineFixture {
protected:
    void begin(int tier = 1) {
        add("a", "heroes", {0, 0}, tier).sheet.numbers["force"] = 4;
        add("b", "villains", {1, 0}, tier);
        add("f", "villains", {6, 0}, tier);
        create();
        startWith({{"a", 14}, {"b", 12}, {"f", 10}});
    }
};

TEST_F(ManeuverTest, BlitzCostsSixTierKiAndEndsNextToTheTarget) {
    begin(2);
    const auto blitz = maneuver("a", "blitz", "f");
    accept(blitz);
    EXPECT_EQ(view("a.ki"), 48);
    EXPECT_EQ(view("a.actions"), 1);
    EXPECT_EQ(view("a.at"), nlohmann::json({5, 0}));
}

TEST_F(ManeuverTest, MovementModesCostKi) {
    begin();
    auto move = maneuver("a", "movement");
    move.to = Position{0, 7};
    move.mode = "boosted";
    accept(move);
    EXPECT_EQ(view("a.ki"), 54);
    move.to = Position{0, 10};
    move.mode = "rapid";
    accept(move);
    EXPECT_EQ(view("a.ki"), 45); // 3 per square moved, none beyond Normal Speed
    EXPECT_EQ(view("offers"), nlohmann::json::array());
}

TEST_F(ManeuverTest, LeavingMeleeRangeOffersACounterAction) {
    begin();
    auto move = maneuver("a", "movement");
    move.to = Position{0, 3};
    accept(move);
    EXPECT_EQ(view("offers"), nlohmann::json({"b"}));
}

TEST_F(ManeuverTest, EnergyChargeReleaseAndStop) {
    begin(2);
    accept(maneuver("a", "energy-charge"));
    accept(maneuver("a", "energy-charge"));
    EXPECT_EQ(view("a.charges"), 2);
    EXPECT_EQ(view("a.conditions"), nlohmann::json({"guard-down"}));
    auto stop = maneuver("a", "energy-charge");
    stop.option = "stop";
    accept(stop);
    EXPECT_EQ(view("a.ki"), 56); // 1(T) per charge
    EXPECT_EQ(view("a.charges"), 0);
    EXPECT_EQ(view("a.conditions"), nlohmann::json::array());
}

TEST_F(ManeuverTest, EnergyChargeHardCapOption) {
    add("a", "heroes", {0, 0}).sheet.numbers["force"] = 2;
    add("b", "villains", {1, 0});
    create("dbu", {{"energyChargeHardCap", "true"}});
    startWith({{"a", 14}, {"b", 12}});
    accept(maneuver("a", "energy-charge"));
    EXPECT_NE(refuse(maneuver("a", "energy-charge")).find("capped"), std::string::npos);
}

TEST_F(ManeuverTest, PowerUpStacksTwiceAndEndsAtTheEndOfTheNextTurn) {
    begin();
    accept(maneuver("a", "power-up"));
    accept(maneuver("a", "power-up"));
    EXPECT_EQ(view("a.powerUp"), 2);
    accept(named<commands::EndTurn>());
    accept(named<commands::EndTurn>());
    accept(named<commands::EndTurn>());
    EXPECT_EQ(view("a.powerUp"), 2);
    accept(named<commands::EndTurn>());
    EXPECT_EQ(view("a.powerUp"), 0);
}

TEST_F(ManeuverTest, FullStackHoldingBackLowersKiCosts) {
    begin(2);
    auto hold = maneuver("a", "holding-back");
    hold.stacks = 2;
    accept(hold);
    EXPECT_EQ(view("a.tier"), 1);
    accept(maneuver("a", "blitz", "f"));
    EXPECT_EQ(view("a.ki"), 56); // 6(T) at ToP 1, less 1(bT) = 2
}

TEST_F(ManeuverTest, HealingSurgeRollsSolidTwoD10PerTier) {
    begin(2);
    auto hurt = named<dbu::LoseLife>("a");
    hurt.amount = 50;
    accept(hurt);
    m_dice.append({1, 2, 3, 4});
    auto surge = maneuver("a", "surge");
    surge.option = "healing-surge";
    accept(surge);
    EXPECT_EQ(view("a.life"), 64); // 50 + 10 + Force 4
}

TEST_F(ManeuverTest, GrappleHoldsBothAndChecksAtTurnStart) {
    begin();
    auto grapple = maneuver("a", "grapple", "b");
    grapple.hit = true;
    accept(grapple);
    EXPECT_EQ(view("a.conditions"), nlohmann::json({"grappled", "guard-down"}));
    EXPECT_EQ(view("b.conditions"), nlohmann::json({"grappled", "guard-down"}));
    accept(named<commands::EndTurn>());
    EXPECT_EQ(view("pending"), "grapple-check");
    // In the ARC's words: the panel showed "A decision waits first: grapple-check".
    EXPECT_EQ(refuse(named<commands::EndTurn>()), "A decision waits first: the Grapple Check");
    auto answer = named<commands::Resolve>();
    answer.choice = {"grappled"};
    accept(answer);
    EXPECT_EQ(view("b.conditions"), nlohmann::json::array());
    EXPECT_EQ(view("current"), "b");
}

TEST_F(ManeuverTest, MovingATargetNeedsTheForceCheckAndHalvesSpeed) {
    begin();
    auto grapple = maneuver("a", "grapple", "b");
    grapple.hit = true;
    accept(grapple);
    auto move = maneuver("a", "movement");
    move.to = Position{0, 2};
    move.mode = "boosted";
    move.hit = false;
    accept(move);
    EXPECT_EQ(view("a.actions"), 1) << "a lost opposed Force check still spends the Action";
    EXPECT_EQ(view("a.at"), nlohmann::json({0, 0}));
    EXPECT_EQ(view("a.ki"), 60) << "nobody moved, so no Ki is paid";
    move.to = Position{0, 5};
    move.hit = true;
    EXPECT_NE(refuse(move).find("Boosted Speed"), std::string::npos) << "Boosted Speed 7 halves to 4";
    move.to = Position{0, 4};
    accept(move);
    EXPECT_EQ(view("a.at"), nlohmann::json({0, 4}));
    EXPECT_EQ(view("b.at"), nlohmann::json({1, 4}));
    EXPECT_EQ(view("a.ki"), 57) << "3 Ki for the square beyond the halved Normal Speed 3";
}

TEST_F(ManeuverTest, APinnedTargetMovedTakesTwoPerSquare) {
    begin();
    auto grapple = maneuver("a", "grapple", "b");
    grapple.hit = true;
    accept(grapple);
    auto pin = maneuver("a", "grapple");
    pin.option = "pin";
    pin.hit = true;
    accept(pin);
    auto move = maneuver("a", "movement");
    move.to = Position{0, 3};
    accept(move);
    EXPECT_EQ(view("b.life"), 94);
    EXPECT_EQ(view("a.life"), 100);
}

TEST_F(ManeuverTest, FailedGrappleOffersTheTargetACounter) {
    begin();
    auto grapple = maneuver("a", "grapple", "b");
    grapple.hit = false;
    accept(grapple);
    EXPECT_EQ(view("offers"), nlohmann::json({"b"}));
}

TEST_F(ManeuverTest, TerrifyTwiceKnocksProne) {
    begin();
    auto terrify = maneuver("a", "terrify", "b");
    terrify.hit = true;
    accept(terrify);
    accept(terrify);
    EXPECT_EQ(view("b.conditions"), nlohmann::json({"prone", "shaken"}));
}

TEST_F(ManeuverTest, TreatmentRevivesAnAdjacentDefeatedAlly) {
    add("a", "heroes", {0, 0});
    add("c", "heroes", {1, 1});
    add("b", "villains", {8, 0});
    create();
    startWith({{"a", 14}, {"c", 12}, {"b", 10}});
    auto defeat = named<commands::Condition>("c");
    defeat.add = "defeated";
    accept(defeat);
    m_dice.append({7});
    auto treat = maneuver("a", "treatment", "c");
    treat.hit = true;
    accept(treat);
    EXPECT_EQ(view("c.conditions"), nlohmann::json::array());
}

TEST_F(ManeuverTest, MiracleEmpowermentLetsKiExceedTheMaximum) {
    add("a", "heroes", {0, 0});
    add("c", "heroes", {1, 0});
    add("r", "heroes", {0, 1});
    add("b", "villains", {8, 0});
    create();
    startWith({{"a", 14}, {"c", 13}, {"r", 12}, {"b", 10}});
    auto empower = maneuver("a", "empower", "r");
    empower.ki = 10;
    accept(empower);
    EXPECT_EQ(view("r.ki"), 60);
    accept(named<commands::EndTurn>());
    empower.who = "c";
    accept(empower);
    EXPECT_EQ(view("pending"), "miracle-empowerment");
    EXPECT_EQ(view("pendingWho"), "r");
    auto choice = named<commands::Resolve>();
    choice.choice = {"accept"};
    accept(choice);
    EXPECT_EQ(view("r.ki"), 70);
}

TEST_F(ManeuverTest, TriggeredResponseIsPrepaid) {
    begin();
    auto declare = maneuver("a", "triggered");
    declare.option = "blitz";
    accept(declare);
    EXPECT_EQ(view("a.actions"), 1);
    accept(named<commands::EndTurn>());
    accept(maneuver("a", "blitz", "f"));
    EXPECT_EQ(view("a.actions"), 1);
}

TEST_F(ManeuverTest, ParryOptionsCostTierScaledKi) {
    begin(3);
    auto parry = maneuver("b", "parry");
    parry.option = "deflect";
    accept(parry);
    EXPECT_EQ(view("b.ki"), 42);
}

} // namespace
} // namespace scouter::engine::test
