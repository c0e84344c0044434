// SPDX-License-Identifier: GPL-3.0-or-later
#include "TestEncounter.h"

#include "grid/AreaItem.h"
#include "grid/BattleGridScene.h"
#include "grid/TokenItem.h"
#include "player/PlayerVisibility.h"

#include <gtest/gtest.h>

namespace scouter::ui::test {
namespace {

// The battle grid in players' mode beside the ARC's, on the DBU test encounter (Goku and Krillin,
// PCs, against three Saibamen with 60 Life each).
class PlayersGrid : public ::testing::Test {
protected:
    TestEncounter t;
    PlayerVisibility players;

    void SetUp() override { t.start(); }
    void submit(const std::string& type, const std::string& who, const std::string& key,
                const engine::FormValue& value) {
        engine::CommandForm form;
        form.type = type;
        form.set("who", who).set(key, value);
        const engine::CommandResult result = t.controller->submit(form);
        ASSERT_TRUE(result.accepted) << result.message;
    }
};

TEST_F(PlayersGrid, LeavesOutTheHiddenOpponentTheArcsGridShows) {
    submit("condition", "saibaman-2", "add", std::string("hidden"));
    BattleGridScene arc(*t.controller);
    BattleGridScene table(*t.controller, &players);
    EXPECT_EQ(arc.tokens().size(), 5);
    ASSERT_NE(arc.token(QStringLiteral("saibaman-2")), nullptr);
    EXPECT_TRUE(arc.token(QStringLiteral("saibaman-2"))->look().hidden);
    EXPECT_EQ(table.tokens().size(), 4);
    EXPECT_EQ(table.token(QStringLiteral("saibaman-2")), nullptr);

    submit("damage", "saibaman-1", "amount", 20); // 40 of 60
    const TokenItem* saibaman = table.token(QStringLiteral("saibaman-1"));
    ASSERT_NE(saibaman, nullptr);
    EXPECT_EQ(saibaman->look().life, 1.0) << "the players' ring never gives the Life away";
    EXPECT_EQ(saibaman->look().tone, engine::Tone::Warning);
    EXPECT_EQ(saibaman->toolTip(), QStringLiteral("Saibaman 1 · bloodied"));
    EXPECT_DOUBLE_EQ(arc.token(QStringLiteral("saibaman-1"))->look().life, 40.0 / 60.0);
    EXPECT_TRUE(arc.token(QStringLiteral("saibaman-1"))->toolTip().contains(QStringLiteral("40/60")));

    t.controller->select(QStringLiteral("krillin"));
    EXPECT_TRUE(arc.token(QStringLiteral("krillin"))->look().selected);
    EXPECT_FALSE(table.token(QStringLiteral("krillin"))->look().selected);

    players.setMode(QStringLiteral("saibaman-2"), PlayerVisibility::Mode::Reveal);
    EXPECT_NE(table.token(QStringLiteral("saibaman-2")), nullptr) << "the ARC's choice shows at once";
    players.setMode(QStringLiteral("goku"), PlayerVisibility::Mode::Hide);
    EXPECT_EQ(table.token(QStringLiteral("goku")), nullptr);
    EXPECT_NE(arc.token(QStringLiteral("goku")), nullptr);
}

// An area attack is drawn on the players' grid as performed; a Line starts beside its maker, so it
// is left out while the players do not see the maker, and the next command clears it.
TEST_F(PlayersGrid, DrawsAPerformedAreaButNotALineFromSomeoneItDoesNotShow) {
    BattleGridScene table(*t.controller, &players);
    players.setMode(QStringLiteral("goku"), PlayerVisibility::Mode::Hide);
    engine::CommandForm line = TestEncounter::maneuver("goku", "basic-attack");
    line.set("at", engine::Position{12, 9}).set("area", std::string("line")).set("areaSize", 10);
    line.set("hits", std::vector<std::string>{"saibaman-1"}).set("damage", 5);
    ASSERT_TRUE(t.controller->submit(line).accepted);
    ASSERT_TRUE(t.controller->performedArea().has_value()) << "the ARC's grid draws it";
    EXPECT_FALSE(table.performed().isVisible()) << "it would point at Goku, whom the players do not see";

    engine::CommandForm sphere = TestEncounter::maneuver("goku", "basic-attack");
    sphere.set("at", engine::Position{12, 10}).set("area", std::string("sphere")).set("areaSize", 1);
    ASSERT_TRUE(t.controller->submit(sphere).accepted);
    EXPECT_TRUE(table.performed().isVisible()) << "a sphere shows where it struck, not who made it";
    EXPECT_EQ(table.performed().squareCount(), 9);

    players.setMode(QStringLiteral("goku"), PlayerVisibility::Mode::Reveal);
    ASSERT_TRUE(t.controller->submit(line).accepted);
    EXPECT_TRUE(table.performed().isVisible()) << "Goku shown: his line is drawn";
    EXPECT_EQ(table.performed().squareCount(), 10);

    engine::commands::EndTurn end;
    end.who = "goku";
    ASSERT_TRUE(t.controller->submit(end).accepted);
    EXPECT_FALSE(table.performed().isVisible()) << "the next command clears it";
}

TEST_F(PlayersGrid, FrozenItKeepsThePictureAndCatchesUpWhenThawed) {
    BattleGridScene table(*t.controller, &players);
    players.setFrozen(true);
    submit("damage", "saibaman-1", "amount", 40); // 20 of 60
    submit("condition", "saibaman-2", "add", std::string("hidden"));
    players.setMode(QStringLiteral("goku"), PlayerVisibility::Mode::Hide);
    ASSERT_NE(table.token(QStringLiteral("saibaman-1")), nullptr);
    EXPECT_EQ(table.token(QStringLiteral("saibaman-1"))->look().tone, engine::Tone::Good) << "still unhurt";
    EXPECT_NE(table.token(QStringLiteral("saibaman-2")), nullptr);
    EXPECT_NE(table.token(QStringLiteral("goku")), nullptr);
    players.setFrozen(false);
    EXPECT_EQ(table.token(QStringLiteral("saibaman-1"))->look().tone, engine::Tone::Bad) << "badly hurt";
    EXPECT_EQ(table.token(QStringLiteral("saibaman-2")), nullptr);
    EXPECT_EQ(table.token(QStringLiteral("goku")), nullptr);
    EXPECT_EQ(table.tokens().size(), 3);
}

TEST_F(PlayersGrid, OpenedWhileFrozenItShowsTheEncounterOnceAndThenWaits) {
    players.setFrozen(true);
    BattleGridScene table(*t.controller, &players);
    EXPECT_EQ(table.tokens().size(), 5);
    submit("condition", "saibaman-2", "add", std::string("hidden"));
    EXPECT_EQ(table.tokens().size(), 5);
    players.setFrozen(false);
    EXPECT_EQ(table.tokens().size(), 4);
}

} // namespace
} // namespace scouter::ui::test
