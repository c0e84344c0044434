// SPDX-License-Identifier: GPL-3.0-or-later
#include "EngineFixture.h"

#include "dbu/RollModifiers.h"

#include <algorithm>

namespace scouter::engine::test {
namespace {

// These tests look inside the DBU ruleset (its rolls, its catalogue).
using namespace dbu;

class RollModifiersTest : public EngineFixture {
protected:
    void begin(int tier) {
        add("a", "heroes", {0, 0}, tier).sheet.numbers["force"] = 4;
        add("b", "villains", {1, 0}, tier);
        add("f", "villains", {6, 0}, tier);
        create();
        startWith({{"a", 14}, {"b", 12}, {"f", 10}});
    }

    [[nodiscard]] std::vector<RollModifier> of(const std::string& id) const { return RollModifiers::of(state(), id); }

    [[nodiscard]] std::optional<RollModifier> find(const std::string& id, const std::string& key) const {
        const auto all = of(id);
        const auto it = std::find_if(all.begin(), all.end(), [&](const RollModifier& m) { return m.key == key; });
        return it == all.end() ? std::nullopt : std::optional<RollModifier>(*it);
    }
};

TEST_F(RollModifiersTest, NothingInEffectAndUnknownIdsGiveNothing) {
    begin(2);
    EXPECT_TRUE(of("a").empty());
    EXPECT_TRUE(of("nobody").empty());
}

TEST_F(RollModifiersTest, PowerUpGivesOneTierPerStackToCombatRolls) {
    begin(3);
    accept(maneuver("a", "power-up"));
    accept(maneuver("a", "power-up"));
    const auto powerUp = find("a", "power-up");
    ASSERT_TRUE(powerUp);
    EXPECT_EQ(powerUp->appliesTo, RollKind::CombatRolls);
    EXPECT_EQ(powerUp->bonus, 6);
    EXPECT_EQ(powerUp->description, "Power Up x2: +6 to Combat Rolls (+1(T) per stack)");
}

TEST_F(RollModifiersTest, BlitzSetsBotchRateThreeUntilTheNextTurnStarts) {
    begin(1);
    accept(maneuver("a", "blitz", "f"));
    const auto botch = find("a", "botch-rate");
    ASSERT_TRUE(botch);
    EXPECT_EQ(botch->botchRate, 3);
    accept(named<commands::EndTurn>());
    accept(named<commands::EndTurn>());
    accept(named<commands::EndTurn>());
    EXPECT_FALSE(find("a", "botch-rate")) << "ends at the start of a's next turn";
}

TEST_F(RollModifiersTest, EachEnergyChargeAddsOneD6PerTierToTheWoundRoll) {
    begin(2);
    accept(maneuver("a", "energy-charge"));
    accept(maneuver("a", "energy-charge"));
    const auto charge = find("a", "energy-charge");
    ASSERT_TRUE(charge);
    EXPECT_EQ(charge->appliesTo, RollKind::Damage);
    EXPECT_EQ(charge->extraD6, 4) << "2 charges x 1d6(T) at Tier 2";
    accept(maneuver("a", "basic-attack", "b"));
    EXPECT_FALSE(find("a", "energy-charge")) << "the attack released the charges";
}

TEST_F(RollModifiersTest, BlitzAddsTwoTierPerSquareTraveledToItsWoundRollOnly) {
    begin(2);
    const auto blitz = [&](std::string_view maneuver, const std::string& target) -> std::optional<RollModifier> {
        for (const auto& m : RollModifiers::forManeuver(state(), "a", maneuver, target)) {
            if (m.key == "blitz") {
                return m;
            }
        }
        return std::nullopt;
    };
    const auto far = blitz("blitz", "f");
    ASSERT_TRUE(far);
    EXPECT_EQ(far->appliesTo, RollKind::Damage);
    EXPECT_EQ(far->bonus, 20) << "5 squares traveled to stop next to f, +2(T) each at Tier 2";
    EXPECT_FALSE(blitz("blitz", "b")) << "Blitz needs 2 squares between them";
    EXPECT_FALSE(blitz("basic-attack", "f")) << "only Blitz's Wound Roll";
}

TEST_F(RollModifiersTest, CalledShotTakesOneTierInMeleeAndTwoTierPlusOnePerFourSquaresAtRange) {
    begin(2);
    const auto penalty = [&](std::string_view maneuver, const std::string& target) {
        for (const auto& m : RollModifiers::forManeuver(state(), "a", maneuver, target)) {
            if (m.key == "called-shot-strike") {
                EXPECT_EQ(m.appliesTo, RollKind::Strike);
                return m.bonus;
            }
        }
        return 0;
    };
    EXPECT_EQ(penalty("called-shot", "b"), -2);
    EXPECT_EQ(penalty("called-shot", "f"), -5) << "6 squares: -2(T) and -1 for the 4 squares";
    EXPECT_EQ(penalty("basic-attack", "f"), 0);
}

TEST_F(RollModifiersTest, RapidMovementGivesTwoTierToStrikeForTheRestOfTheTurn) {
    begin(2);
    auto move = maneuver("a", "movement");
    move.to = Position{0, 3};
    move.mode = "rapid";
    accept(move);
    const auto rapid = find("a", "rapid-movement");
    ASSERT_TRUE(rapid);
    EXPECT_EQ(rapid->appliesTo, RollKind::Strike);
    EXPECT_EQ(rapid->bonus, 4);
    accept(named<commands::EndTurn>());
    EXPECT_FALSE(find("a", "rapid-movement"));
}

TEST_F(RollModifiersTest, OnlyFullStackHoldingBackCostsABaseTierPenalty) {
    begin(3);
    auto hold = maneuver("a", "holding-back");
    hold.stacks = 2;
    accept(hold);
    EXPECT_FALSE(find("a", "holding-back")) << "2 of 3 stacks only lower the Tier";
    hold.who = "b";
    hold.stacks = 3;
    accept(named<commands::EndTurn>());
    accept(hold);
    const auto held = find("b", "holding-back");
    ASSERT_TRUE(held);
    EXPECT_EQ(held->bonus, -3);
}

TEST_F(RollModifiersTest, MiracleEmpowermentGivesTwoDicePerGiver) {
    add("a", "heroes", {0, 0});
    add("c", "heroes", {1, 0});
    add("r", "heroes", {0, 1});
    add("b", "villains", {8, 0});
    create();
    startWith({{"a", 14}, {"c", 13}, {"r", 12}, {"b", 10}});
    auto empower = maneuver("a", "empower", "r");
    empower.ki = 10;
    accept(empower);
    EXPECT_FALSE(find("r", "miracle-empowerment")) << "one giver is a plain Empower";
    accept(named<commands::EndTurn>());
    empower.who = "c";
    accept(empower);
    auto choice = named<commands::Resolve>();
    choice.choice = {"accept"};
    accept(choice);
    const auto miracle = find("r", "miracle-empowerment");
    ASSERT_TRUE(miracle);
    EXPECT_EQ(miracle->extraD6, 4);
    EXPECT_EQ(miracle->bonus, 0);
}

TEST_F(RollModifiersTest, CalledShotHitRaisesTheDamageCategory) {
    begin(1);
    auto shot = maneuver("a", "called-shot", "b");
    shot.hit = false;
    accept(shot);
    EXPECT_FALSE(find("a", "called-shot")) << "a miss changes no damage";
    accept(named<commands::EndTurn>());
    accept(named<commands::EndTurn>());
    accept(named<commands::EndTurn>());
    shot.hit = true;
    accept(shot);
    const auto category = find("a", "called-shot");
    ASSERT_TRUE(category);
    EXPECT_EQ(category->appliesTo, RollKind::Damage);
    EXPECT_EQ(category->damageCategorySteps, 1);
}

// The form lists under Blitz what its Wound roll button then adds: one RollModifier, two views.
TEST_F(RollModifiersTest, TheFormsNoteOnBlitzIsTheBonusItsWoundRollButtonAdds) {
    begin(2);
    const Ruleset& rules = m_encounter->ruleset();
    const auto notes = rules.maneuverRollNotes(state(), "a", "blitz", "f");
    const std::string blitz = "Blitz at f: +20 to its Wound Roll (5 square(s) traveled, +2(T) each, at most +16(T))";
    EXPECT_NE(std::find(notes.begin(), notes.end(), blitz), notes.end()) << "the form shows the bonus before Perform";
    const auto described = rules.maneuvers(state(), "a");
    const auto entry =
        std::find_if(described.begin(), described.end(), [](const ManeuverDescription& m) { return m.id == "blitz"; });
    ASSERT_NE(entry, described.end());
    const auto damage = std::find_if(entry->inputs.begin(), entry->inputs.end(),
                                     [](const InputDescription& i) { return i.kind == InputKind::Damage; });
    ASSERT_NE(damage, entry->inputs.end());
    ASSERT_FALSE(damage->roll.empty());
    EXPECT_EQ(rules.maneuverRoll(state(), "a", "blitz", "f", *damage), damage->roll + "+20")
        << "the roll button rolls the bonus the note names";
    EXPECT_TRUE(rules.maneuverRollNotes(state(), "a", "blitz", "b").empty()) << "next to b Blitz adds nothing";
}

} // namespace
} // namespace scouter::engine::test
