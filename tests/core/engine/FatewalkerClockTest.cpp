// SPDX-License-Identifier: GPL-3.0-or-later
// Fatewalker's clock (contract sections 3, 6, 7, 9 and 11's aim): priority, advance, ties, the
// movement declarations, holds and preempts, windows, aims and the readings' options.
#include "FatewalkerFixture.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>

namespace scouter::engine::test {
namespace {

class FatewalkerClock : public FatewalkerTest {};

TEST_F(FatewalkerClock, AdvanceGoesToTheNextTickAtWhichSomeoneActsOrDeclares) {
    add("a", {{"speed", 6}});
    add("b");
    create();
    accept("setTick", {{"who", "b"}, {"tick", 30}});
    accept("start");
    EXPECT_EQ(view("tick"), 1);
    accept("act", {{"who", "a"}, {"action", "begin-movement"}, {"mode", "run"}});
    EXPECT_EQ(view("a.movement"), (nlohmann::json{{"mode", "run"}, {"rate", 12}, {"since", 3}, {"next", 9}}));
    accept("advance");
    EXPECT_EQ(view("tick"), 3);
    accept("act", {{"who", "a"}, {"action", "use-non-action-skill"}, {"ticks", 20}});
    accept("advance");
    EXPECT_EQ(view("tick"), 9) << "the declaration comes before the next action tick";
    EXPECT_EQ(view("due"), nlohmann::json::array({"a"}));
    EXPECT_NE(refuse("advance").find("declarations are due"), std::string::npos);
    accept("move", {{"who", "a"}, {"declare", "stop"}});
    accept("advance");
    EXPECT_EQ(view("tick"), 23);
}

TEST_F(FatewalkerClock, WithNobodyToActTheClockMovesOneTick) {
    add("a");
    create();
    accept("start");
    accept("act", {{"who", "a"}, {"action", "hold-action"}});
    // By name: it read "a is already holding since tick 1".
    EXPECT_EQ(refuse("act", {{"who", "a"}, {"action", "hold-action"}}),
              "Refused: Aster is already holding since tick 1");
    accept("advance");
    EXPECT_EQ(view("tick"), 2);
    accept("advance");
    EXPECT_EQ(view("tick"), 3);
    EXPECT_EQ(view("current"), nlohmann::json::array());
}

TEST_F(FatewalkerClock, ActingWithoutPriorityIsRefusedNamingTheRule) {
    add("a");
    add("b");
    create();
    accept("setTick", {{"who", "b"}, {"tick", 5}});
    accept("start");
    const std::string refusal = refuse("act", {{"who", "b"}, {"action", "strike"}});
    EXPECT_NE(refusal.find("require Tick priority"), std::string::npos) << refusal;
    EXPECT_NE(refuse("advance").find("Aster"), std::string::npos);
}

TEST_F(FatewalkerClock, SetTickAfterTheStartMovesOnlyForwardAndNotAHolder) {
    add("a");
    add("b");
    create();
    accept("start");
    accept("act", {{"who", "a"}, {"action", "strike"}});
    accept("setTick", {{"who", "b"}, {"tick", 4}});
    EXPECT_EQ(view("b.nextTick"), 4);
    accept("advance");
    EXPECT_EQ(view("tick"), 4);
    refuse("setTick", {{"who", "b"}, {"tick", 3}});
    accept("act", {{"who", "b"}, {"action", "hold-action"}});
    refuse("setTick", {{"who", "b"}, {"tick", 9}});
}

TEST_F(FatewalkerClock, AnArcTieIsAskedAndThenOnlyTheFirstStillToChooseActs) {
    add("a");
    add("b");
    add("c");
    create({{"tickTies", "arc"}});
    accept("start");
    EXPECT_EQ(view("pending"), "tie");
    EXPECT_EQ(view("pendingWho"), nullptr);
    refuse("act", {{"who", "a"}, {"action", "strike"}});
    refuse("resolve", {{"choice", std::vector<std::string>{"a", "a", "b"}}});
    accept("resolve", {{"choice", std::vector<std::string>{"b", "c", "a"}}});
    EXPECT_EQ(view("order"), (nlohmann::json{"b", "c", "a"}));
    refuse("act", {{"who", "c"}, {"action", "strike"}});
    accept("act", {{"who", "b"}, {"action", "strike"}});
    accept("act", {{"who", "c"}, {"action", "kick"}});
    accept("act", {{"who", "a"}, {"action", "strike"}});
    const auto timeline = rules().timeline(state());
    ASSERT_TRUE(timeline.has_value());
    EXPECT_TRUE(timeline->tie.empty());
}

TEST_F(FatewalkerClock, AnOrderedTieIsNotAskedAgainUnlessSomeoneJoinsIt) {
    add("a");
    add("b");
    add("c");
    create({{"tickTies", "arc"}});
    accept("setTick", {{"who", "c"}, {"tick", 5}});
    accept("start");
    accept("resolve", {{"choice", std::vector<std::string>{"b", "a"}}});
    accept("setTick", {{"who", "c"}, {"tick", 9}});
    EXPECT_EQ(view("pending"), nullptr) << "c does not share this tick";
    accept("setTick", {{"who", "c"}, {"tick", 1}});
    EXPECT_EQ(view("pending"), "tie") << "c joins the tick: the ARC orders all three";
    accept("resolve", {{"choice", std::vector<std::string>{"c", "b", "a"}}});
    accept("act", {{"who", "c"}, {"action", "strike"}});
    EXPECT_EQ(view("pending"), nullptr);
}

TEST_F(FatewalkerClock, ARunningLeapKickTakesAnotherMinusOne) {
    add("a", {{"speed", 6}, {"unarmed", 5}, {"agility", 4}});
    add("b", {{"unarmed", 5}, {"agility", 4}});
    create();
    accept("start");
    accept("act", {{"who", "a"}, {"action", "begin-movement"}, {"mode", "run"}});
    accept("act", {{"who", "b"}, {"action", "pickup-object"}, {"option", "hand"}});
    accept("advance");
    accept("act", {{"who", "a"}, {"action", "leap-kick"}, {"successes", 1}});
    accept("act", {{"who", "b"}, {"action", "leap-kick"}, {"successes", 1}});
    EXPECT_EQ(view("a.roll.modifier"), -3);
    EXPECT_EQ(view("b.roll.modifier"), -2);
}

TEST_F(FatewalkerClock, FreeTiesAskNothing) {
    add("a");
    add("b");
    create();
    accept("start");
    EXPECT_EQ(view("pending"), nullptr);
    accept("act", {{"who", "b"}, {"action", "strike"}});
    accept("act", {{"who", "a"}, {"action", "strike"}});
}

TEST_F(FatewalkerClock, DeclarationsApplyTogetherWhenTheLastIsIn) {
    add("a", {{"speed", 6}});
    add("b", {{"speed", 3}});
    create();
    accept("start");
    accept("act", {{"who", "a"}, {"action", "begin-movement"}});
    accept("act", {{"who", "b"}, {"action", "begin-movement"}, {"mode", "run"}});
    accept("advance");
    accept("act", {{"who", "a"}, {"action", "use-non-action-skill"}, {"ticks", 7}});
    accept("act", {{"who", "b"}, {"action", "use-non-action-skill"}, {"ticks", 7}});
    accept("advance");
    EXPECT_EQ(view("due"), (nlohmann::json{"a", "b"}));
    accept("move", {{"who", "a"}, {"declare", "change"}});
    EXPECT_EQ(view("a.movement.mode"), "walk") << "nothing changes before the last declaration";
    refuse("move", {{"who", "a"}, {"declare", "stop"}});
    refuse("act", {{"who", "a"}, {"action", "strike"}});
    accept("move", {{"who", "b"}, {"declare", "stop"}});
    EXPECT_EQ(view("a.movement"), (nlohmann::json{{"mode", "run"}, {"rate", 12}, {"since", 9}, {"next", 15}}));
    EXPECT_EQ(view("b.movement"), nullptr);
    EXPECT_EQ(view("b.posture"), "standing");
}

TEST_F(FatewalkerClock, APreemptNeedsTwoHeldTicksAndSomeoneAboutToAct) {
    add("a");
    add("b");
    create();
    accept("setTick", {{"who", "b"}, {"tick", 2}});
    accept("start");
    accept("act", {{"who", "a"}, {"action", "hold-action"}});
    accept("advance");
    EXPECT_EQ(view("tick"), 2);
    const std::string early = refuse("preempt", {{"who", "a"}, {"action", "strike"}, {"before", "b"}});
    EXPECT_NE(early.find("at least 2 ticks"), std::string::npos) << early;
    accept("act", {{"who", "b"}, {"action", "hold-action"}});
    accept("advance");
    EXPECT_EQ(view("tick"), 3);
    refuse("preempt", {{"who", "a"}, {"action", "strike"}, {"before", "b"}});
    const auto timeline = rules().timeline(state());
    ASSERT_TRUE(timeline.has_value());
    const auto marker = std::find_if(timeline->markers.begin(), timeline->markers.end(),
                                     [](const TimelineMarker& m) { return m.who == "a"; });
    ASSERT_NE(marker, timeline->markers.end());
    EXPECT_EQ(marker->held, 1);
    EXPECT_EQ(marker->preemptFrom, 3);
}

// The panel reads one fighter's marker of each probe (its cost in ticks): it is the one the whole
// timeline draws, holding, due, with priority or waiting, and none for one who left.
TEST_F(FatewalkerClock, OnesMarkerIsTheOneTheTimelineDraws) {
    add("a", {{"speed", 6}});
    add("b");
    add("c");
    create();
    accept("setTick", {{"who", "b"}, {"tick", 4}});
    accept("setTick", {{"who", "c"}, {"tick", 30}});
    accept("start");
    accept("act", {{"who", "a"}, {"action", "hold-action"}});
    accept("advance");
    accept("leave", {{"who", "c"}, {"reason", std::string("escape")}});
    const auto timeline = rules().timeline(state());
    ASSERT_TRUE(timeline.has_value());
    ASSERT_EQ(timeline->markers.size(), 2u);
    for (const auto& marker : timeline->markers) {
        EXPECT_EQ(rules().timelineMarker(state(), marker.who), marker) << marker.who;
    }
    EXPECT_TRUE(rules().timelineMarker(state(), "a")->held.has_value());
    EXPECT_TRUE(rules().timelineMarker(state(), "b")->priority);
    EXPECT_FALSE(rules().timelineMarker(state(), "c").has_value()) << "c left";
    EXPECT_FALSE(rules().timelineMarker(state(), "nobody").has_value());
}

TEST_F(FatewalkerClock, TheFullAutoCoverWindowGivesAFreePreemptiveShotKeepingTheHold) {
    add("a", {{"ranged", 4}}, {weapon("smg", "ranged", "small", 4, "in-hand", {{"recoil", 2}})});
    add("b");
    create();
    accept("setTick", {{"who", "b"}, {"tick", 12}});
    accept("start");
    accept("act", {{"who", "a"}, {"action", "full-auto"}, {"weapon", "smg"}, {"option", "cover"}, {"successes", 2}});
    EXPECT_EQ(view("a.windows"), (nlohmann::json{{"full-auto-cover", 13}}));
    EXPECT_EQ(view("a.nextTick"), 9);
    accept("advance");
    accept("act", {{"who", "a"}, {"action", "hold-action"}});
    accept("advance");
    EXPECT_EQ(view("tick"), 12) << "a hold does not stop the clock";
    EXPECT_EQ(view("current"), nlohmann::json::array({"b"}));
    accept("preempt", {{"who", "a"}, {"action", "shoot"}, {"weapon", "smg"}, {"before", "b"}, {"successes", 1}});
    EXPECT_EQ(view("a.held"), 9) << "the cover shot keeps the hold (R-13)";
    EXPECT_EQ(view("a.nextTick"), 11);
    EXPECT_EQ(view("a.roll.modifier"), -2);
    accept("act", {{"who", "b"}, {"action", "strike"}});
    accept("advance");
    EXPECT_EQ(view("tick"), 18) << "a window does not stop the clock";
    EXPECT_EQ(view("a.windows"), nlohmann::json::object());
}

TEST_F(FatewalkerClock, SuccessesCountUnderTheTnOrAtItWithTheOption) {
    add("a");
    create();
    accept("start");
    m_dice.append({5, 6, 7});
    accept("act", {{"who", "a"}, {"action", "quick-look"}, {"pool", 3}, {"tn", 6}});
    EXPECT_EQ(view("a.roll.successes"), 1);
    EXPECT_EQ(view("a.roll.result"), "none");

    m_builder = EncounterBuilder{};
    add("a");
    create({{"successes", "at-or-below"}});
    accept("start");
    m_dice.append({5, 6, 7});
    accept("act", {{"who", "a"}, {"action", "quick-look"}, {"pool", 3}, {"tn", 6}});
    EXPECT_EQ(view("a.roll.successes"), 2);
    EXPECT_EQ(view("a.roll.result"), "maybe");
}

TEST_F(FatewalkerClock, OptionsSayTheirReadingsInTheArcsWords) {
    const auto registry = RulesetRegistry::withBuiltins();
    std::set<std::string> names;
    for (const auto& spec : registry.optionSpecs("fatewalker")) {
        names.insert(spec.name);
        EXPECT_GE(spec.values.size(), 2U) << spec.name;
        EXPECT_GT(spec.meaning.size(), 40U) << spec.name;
    }
    EXPECT_EQ(names, (std::set<std::string>{"tickTies", "successes", "holdBreak", "holdOrder", "quickLookOne",
                                            "unbalanceTie", "parryBlock", "burstCost", "headbuttSelfDamage"}));
}

} // namespace
} // namespace scouter::engine::test
