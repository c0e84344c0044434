// SPDX-License-Identifier: GPL-3.0-or-later
// Areas of effect on the grid: which squares each shape covers, and a DBU area attack whose targets
// are whoever its template covers, told in the log's facts and stored with the attack.
#include "EngineFixture.h"
#include "PreparedRows.h"

#include "dbu/DbuEvents.h"
#include "dbu/DbuState.h"
#include "events/EventJson.h"
#include "model/AreaTemplate.h"
#include "rules/CommandInput.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <set>
#include <utility>

namespace scouter::engine::test {
namespace {

using Squares = std::set<std::pair<int, int>>;

Squares covered(const AreaTemplate& area) {
    Squares out;
    for (const Position p : area.squares()) {
        EXPECT_TRUE(area.covers(p));
        out.emplace(p.x, p.y);
    }
    return out;
}

TEST(AreaTemplate, ASphereOfRadiusTwoIsTheFiveByFiveBlockWithoutItsCorners) {
    const AreaTemplate sphere{AreaShape::Sphere, 2, {10, 10}, {0, 0}};
    const Squares squares = covered(sphere);
    EXPECT_EQ(squares.size(), 21U);
    EXPECT_TRUE(sphere.covers({12, 11})) << "two across, one down: inside the circle";
    EXPECT_FALSE(sphere.covers({12, 12})) << "the block's corner is outside the circle";
    EXPECT_FALSE(sphere.covers({13, 10}));
    EXPECT_EQ(covered({AreaShape::Sphere, 1, {5, 5}, {0, 0}}).size(), 9U) << "radius 1: every neighbour";
}

TEST(AreaTemplate, ASquareIsCentredOnItsTargetSquareAnEvenSideReachingRightAndDown) {
    EXPECT_EQ(covered({AreaShape::Square, 3, {5, 5}, {0, 0}}),
              (Squares{{4, 4}, {5, 4}, {6, 4}, {4, 5}, {5, 5}, {6, 5}, {4, 6}, {5, 6}, {6, 6}}));
    EXPECT_EQ(covered({AreaShape::Square, 2, {5, 5}, {0, 0}}), (Squares{{5, 5}, {6, 5}, {5, 6}, {6, 6}}));
}

TEST(AreaTemplate, ALineStartsBesideItsMakerAndRunsItsLengthTowardTheTargetSquare) {
    EXPECT_EQ(covered({AreaShape::Line, 4, {3, 5}, {0, 5}}), (Squares{{1, 5}, {2, 5}, {3, 5}, {4, 5}}))
        << "past the Target Square when longer than the way to it";
    EXPECT_EQ(covered({AreaShape::Line, 3, {6, 6}, {2, 2}}), (Squares{{3, 3}, {4, 4}, {5, 5}})) << "a diagonal";
    EXPECT_EQ(covered({AreaShape::Line, 4, {4, 2}, {0, 0}}), (Squares{{1, 1}, {2, 1}, {3, 2}, {4, 2}}));
    EXPECT_TRUE(covered({AreaShape::Line, 4, {3, 3}, {3, 3}}).empty()) << "aimed at its maker: nowhere";
}

TEST(AreaTemplate, AConeWidensByASquareEachSideEveryStep) {
    const Squares east = covered({AreaShape::Cone, 2, {9, 5}, {5, 5}});
    EXPECT_EQ(east, (Squares{{6, 4}, {6, 5}, {6, 6}, {7, 3}, {7, 4}, {7, 5}, {7, 6}, {7, 7}}));
    const Squares diagonal = covered({AreaShape::Cone, 2, {8, 8}, {5, 5}});
    EXPECT_EQ(diagonal.size(), 8U) << "the same count aimed along a diagonal";
    EXPECT_FALSE(diagonal.contains({5, 5})) << "never its maker's own square";
    EXPECT_FALSE(diagonal.contains({4, 6}));
}

TEST(AreaTemplate, ShapesReadBackFromTheirIdsAndAreDescribedInWords) {
    for (const AreaShape shape : {AreaShape::Sphere, AreaShape::Line, AreaShape::Cone, AreaShape::Square}) {
        EXPECT_EQ(areaShapeOf(areaShapeId(shape)), shape);
    }
    EXPECT_FALSE(areaShapeOf("blob").has_value());
    EXPECT_EQ(describeArea(AreaShape::Sphere, 2), "Sphere, radius 2");
    EXPECT_EQ(describeArea(AreaShape::Line, 1), "Line, 1 square");
    EXPECT_EQ(describeArea(AreaShape::Square, 3), "Square, 3 by 3");
}

SheetRecord grenade(bool huge = false) {
    SheetRecord record;
    record.texts = {{"name", "Hellzone Grenade"}, {"profile", "powered"},  {"foundation", "magic"},
                    {"attackType", "ranged"},     {"areaShape", "sphere"}, {"notes", ""}};
    record.numbers = {{"ki", 10},     {"kiScaled", 0}, {"wager", 0},
                      {"charges", 0}, {"areaSize", 2}, {"areaHuge", huge ? 1 : 0}};
    return record;
}

class DbuAreaTest : public EngineFixture {
protected:
    void SetUp() override {
        add("piccolo", "heroes", {0, 5}).sheet.records["techniques"] = {grenade()};
        add("krillin", "heroes", {5, 4});
        add("s1", "villains", {6, 5});
        add("s2", "villains", {8, 6});
        add("s3", "villains", {8, 7});
        create();
        startWith({{"piccolo", 30}, {"krillin", 20}, {"s1", 10}, {"s2", 9}, {"s3", 8}});
    }

    // The grenade aimed at (6, 5) hitting only s1, and the attack it recorded.
    const dbu::AttackRecorded* grenadeHittingS1() {
        auto command = grenadeAt({6, 5});
        command.hits = {"s1"};
        accept(command);
        return lastEventOf<dbu::AttackRecorded>(*m_encounter);
    }

    static dbu::UseManeuver grenadeAt(Position at) {
        auto command = maneuver("piccolo", "signature-technique");
        command.technique = "Hellzone Grenade";
        command.at = at;
        command.damage = 10;
        return command;
    }
};

TEST_F(DbuAreaTest, TheTechniquesRowDescribesItsAreaAndAsksForATargetSquareFirst) {
    const auto rows = preparedRows(m_encounter->ruleset(), state(), "piccolo");
    ASSERT_EQ(rows.size(), 1U);
    ASSERT_TRUE(rows[0].area.has_value());
    EXPECT_EQ(rows[0].area->shape, AreaShape::Sphere);
    EXPECT_EQ(rows[0].area->size, 2);
    EXPECT_EQ(rows[0].area->ticks, (std::vector<std::string>{"targets", "hits"}))
        << "whom it covers is ticked as targeted and as hit";
    EXPECT_EQ(rows[0].target, TargetKind::None) << "the area names its targets";
    ASSERT_FALSE(rows[0].inputs.empty());
    EXPECT_EQ(rows[0].inputs[0].kind, InputKind::Square);
    EXPECT_EQ(CommandInput::keyOf(rows[0].inputs[0]), "at");
    const auto targets = std::find_if(rows[0].inputs.begin(), rows[0].inputs.end(),
                                      [](const InputDescription& input) { return input.key == "targets"; });
    ASSERT_NE(targets, rows[0].inputs.end());
    EXPECT_FALSE(targets->folded) << "whom the area covers is in view, to untick an ally";
}

TEST_F(DbuAreaTest, WithoutTargetsEveryoneTheAreaCoversIsTargetedAlliesIncluded) {
    auto command = grenadeAt({6, 5});
    command.hits = {"krillin", "s1", "s2"};
    accept(command);
    EXPECT_EQ(fighter("krillin").life, 90) << "an ally inside is hit unless the ARC unticks him";
    EXPECT_EQ(fighter("s1").life, 90);
    EXPECT_EQ(fighter("s2").life, 90) << "two across and one down is inside a radius of 2";
    EXPECT_EQ(fighter("s3").life, 100) << "two across and two down is outside";
    const auto* recorded = lastEventOf<dbu::AttackRecorded>(*m_encounter);
    ASSERT_NE(recorded, nullptr);
    EXPECT_EQ(recorded->attack->targets, (std::vector<std::string>{"krillin", "s1", "s2"}));
}

TEST_F(DbuAreaTest, TheTableSparesAnAllyAndCannotNameSomeoneOutside) {
    auto spared = grenadeAt({6, 5});
    spared.targets = {"s1", "s3"};
    const std::string why = refuse(spared);
    EXPECT_NE(why.find("s3 is not inside the area (Sphere, radius 2, aimed at [6, 5])"), std::string::npos) << why;
    spared.targets = {"s1", "s2"};
    spared.hits = {"s1", "s2"};
    accept(spared);
    EXPECT_EQ(fighter("krillin").life, 100);
    EXPECT_EQ(fighter("s1").life, 90);
}

TEST_F(DbuAreaTest, AnAreaOverNobodyIsRefusedAndKeepsTheActions) {
    const int actions = fighter("piccolo").actions;
    const std::string why = refuse(grenadeAt({15, 15}));
    EXPECT_NE(why.find("Nobody the attack can target stands in the area"), std::string::npos) << why;
    EXPECT_EQ(fighter("piccolo").actions, actions);
}

TEST_F(DbuAreaTest, RefusesAnAreaWithoutItsSquareAShapelessSquareAndAConeAimedAtItsMaker) {
    auto noSquare = maneuver("piccolo", "basic-attack");
    noSquare.area = "sphere";
    noSquare.areaSize = 1;
    EXPECT_NE(refuse(noSquare).find("give its Target Square (at)"), std::string::npos);
    auto shapeless = maneuver("piccolo", "basic-attack");
    shapeless.at = Position{6, 5};
    EXPECT_NE(refuse(shapeless).find("give its shape (area)"), std::string::npos);
    auto blob = shapeless;
    blob.area = "blob";
    blob.areaSize = 1;
    EXPECT_NE(refuse(blob).find("area is sphere, line, cone or square, not 'blob'"), std::string::npos);
    auto huge = shapeless;
    huge.area = "sphere";
    huge.areaSize = 101;
    EXPECT_NE(refuse(huge).find("1 to 100 squares, not 101"), std::string::npos);
    auto cone = shapeless;
    cone.area = "cone";
    cone.areaSize = 3;
    cone.at = Position{0, 5};
    EXPECT_NE(refuse(cone).find("its Target Square is not their own square"), std::string::npos);
    auto both = grenadeAt({6, 5});
    both.target = "s1";
    EXPECT_NE(refuse(both).find("not one target"), std::string::npos);
}

TEST_F(DbuAreaTest, TheAreaIsStoredWithTheAttackToldInTheFactsAndReadBack) {
    const auto* recorded = grenadeHittingS1();
    ASSERT_NE(recorded, nullptr);
    const AreaTemplate expected{AreaShape::Sphere, 2, {6, 5}, {0, 5}};
    EXPECT_EQ(recorded->attack->area, expected);
    const EventFacts facts = m_encounter->ruleset().facts(state(), *recorded);
    EXPECT_EQ(facts.area, expected) << "the grid and the players' screen draw it from here";
    const Event event = *recorded;
    const nlohmann::json json = toJson(event);
    EXPECT_EQ(json.at("area").at("shape"), "sphere");
    EXPECT_EQ(eventFromJson(json, &m_encounter->ruleset()), event);
    nlohmann::json boundless = json;
    boundless["area"]["size"] = 1'000'000'000;
    EXPECT_ANY_THROW(static_cast<void>(eventFromJson(boundless, &m_encounter->ruleset())))
        << "a damaged log never has the grid scan a boundless area";
    nlohmann::json offGrid = json;
    offGrid["area"]["at"] = {-1, 5};
    EXPECT_ANY_THROW(static_cast<void>(eventFromJson(offGrid, &m_encounter->ruleset())));
    const auto nameOf = [](const std::string& id) { return id; };
    EXPECT_NE(recorded->words(nameOf).find("(Sphere, radius 2, aimed at [6, 5])"), std::string::npos);
    dbu::AttackRecorded plain;
    EXPECT_FALSE(toJson(Event(plain)).contains("area")) << "an attack without one is stored as before";
}

TEST_F(DbuAreaTest, ALineOrConeGivenByTheCommandCoversItsOwnSquares) {
    auto line = maneuver("piccolo", "basic-attack");
    line.at = Position{6, 5};
    line.area = "line";
    line.areaSize = 6;
    line.damage = 5;
    line.hits = {"s1"};
    accept(line);
    const auto* recorded = lastEventOf<dbu::AttackRecorded>(*m_encounter);
    ASSERT_NE(recorded, nullptr);
    EXPECT_EQ(recorded->attack->targets, (std::vector<std::string>{"s1"})) << "Krillin, a row up, is beside the line";
}

// The record of the last attack is made once: the state after it holds the event's own record, a
// copy of the state (a probe's, a checkpoint's) shares it, and a replay's state, holding records
// read back separately, is equal to the live one record for record.
TEST_F(DbuAreaTest, TheLastAttacksRecordIsTheEventsOwnSharedByCopiesAndEqualByValue) {
    const auto* recorded = grenadeHittingS1();
    ASSERT_NE(recorded, nullptr);
    const dbu::AttackRecord& live = dbu::dbuState(state()).attack;
    EXPECT_EQ(&live, &recorded->attack.get()) << "shared with the event, not copied";
    const EncounterState copy = state();
    EXPECT_EQ(&static_cast<const dbu::AttackRecord&>(dbu::dbuState(copy).attack), &live);
    const EncounterState replayed =
        Encounter::replay(m_encounter->initialState(), m_encounter->log(), m_encounter->ruleset());
    EXPECT_EQ(replayed, state());
    const dbu::SharedAttack none;
    EXPECT_EQ(none, dbu::SharedAttack(dbu::AttackRecord{})) << "none recorded reads as a new record";
    EXPECT_NE(none, dbu::dbuState(state()).attack);
    EXPECT_EQ(none->attackerTier, 1);
}

} // namespace
} // namespace scouter::engine::test
