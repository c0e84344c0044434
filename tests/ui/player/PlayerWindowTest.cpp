// SPDX-License-Identifier: GPL-3.0-or-later
#include "../grid/MapFiles.h"
#include "TestEncounter.h"

#include "board/InitiativeBoard.h"
#include "grid/BattleGridScene.h"
#include "grid/MapPicture.h"
#include "player/PlayerGridView.h"
#include "player/PlayerScreen.h"
#include "player/PlayerVisibility.h"
#include "player/PlayerWindow.h"

#include <QAction>
#include <QLabel>
#include <QMenu>
#include <QTableView>
#include <QTest>

#include <gtest/gtest.h>

namespace scouter::ui::test {
namespace {

class PlayerWindowShell : public ::testing::Test {
protected:
    TestEncounter t;
    PlayerVisibility players;
    PlayerWindow window;

    void SetUp() override {
        window.resize(1366, 768);
        window.show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    }
    void endTurn() {
        ASSERT_TRUE(t.controller->submit(engine::commands::EndTurn{t.controller->state().current}).accepted);
    }
};

TEST_F(PlayerWindowShell, WithoutAnEncounterItSaysSo) {
    auto* empty = window.findChild<QLabel*>(QStringLiteral("playerEmpty"));
    ASSERT_NE(empty, nullptr);
    EXPECT_TRUE(empty->isVisible());
    EXPECT_EQ(empty->text(), QStringLiteral("No encounter"));
    window.setEncounter(t.controller.get(), &players);
    EXPECT_FALSE(empty->isVisible());
    EXPECT_EQ(window.title().text(), QStringLiteral("Saibamen ambush"));
    window.setEncounter(nullptr, nullptr);
    EXPECT_TRUE(empty->isVisible());
}

TEST_F(PlayerWindowShell, TheHeaderFollowsTheTurnAndFreezingKeepsItUntilThawed) {
    window.setEncounter(t.controller.get(), &players);
    EXPECT_EQ(window.status().text(), QStringLiteral("Getting ready"));
    t.start();
    EXPECT_EQ(window.status().text(), QStringLiteral("Round 1 · Goku's turn"));
    players.setFrozen(true);
    endTurn();
    EXPECT_EQ(window.status().text(), QStringLiteral("Round 1 · Goku's turn")) << "frozen: the old picture";
    players.setFrozen(false);
    EXPECT_EQ(window.status().text(), QStringLiteral("Round 1 · Krillin's turn"));
}

TEST_F(PlayerWindowShell, TheGridFitsTheWindowAndTakesNoClicks) {
    window.setEncounter(t.controller.get(), &players);
    QTest::qWait(0);
    const QRect shown = window.grid().mapFromScene(window.grid().sceneRect()).boundingRect();
    const QRect viewport = window.grid().viewport()->rect();
    EXPECT_TRUE(viewport.adjusted(-2, -2, 2, 2).contains(shown)) << "the whole grid in view";
    EXPECT_GE(std::max(shown.width(), shown.height()), std::min(viewport.width(), viewport.height()) - 4)
        << "and as large as the screen allows";
    // Beside the square grid the margin is the window's near-black, not the field's bright colour.
    const QImage image = window.grid().viewport()->grab().toImage();
    const QPoint margin =
        shown.left() > viewport.left() + 4 ? QPoint(2, viewport.height() / 2) : QPoint(viewport.width() / 2, 2);
    ASSERT_FALSE(shown.contains(margin));
    EXPECT_LT(image.pixelColor(margin * image.devicePixelRatio()).lightness(), 30);
    EXPECT_FALSE(window.grid().isInteractive());
    EXPECT_EQ(window.grid().contextMenuPolicy(), Qt::NoContextMenu);
}

TEST_F(PlayerWindowShell, TheTypeGrowsWithTheScreen) {
    window.setEncounter(t.controller.get(), &players);
    window.title().ensurePolished();
    EXPECT_EQ(window.title().font().pixelSize(), 30) << "at 768 pixels of height";
    EXPECT_EQ(window.roster().font().pixelSize(), 24);
    window.resize(2732, 1536); // twice as tall: a 4K TV's share
    QTest::qWait(0);
    window.title().ensurePolished();
    EXPECT_EQ(window.title().font().pixelSize(), 60);
    EXPECT_EQ(window.roster().font().pixelSize(), 48);
    window.resize(900, 500);
    QTest::qWait(0);
    EXPECT_EQ(window.title().font().pixelSize(), 30) << "never smaller than the base";
}

TEST_F(PlayerWindowShell, TheMapTheArcSetsShowsUnderThePlayersGrid) {
    window.setEncounter(t.controller.get(), &players);
    QTest::qWait(0);
    const auto colourAt = [this](QPoint square) { return MapFiles::paintedAt(window.grid(), square); };
    const QColor field = colourAt({5, 3});
    const QColor left = MapFiles::kLeft;
    const QColor right = MapFiles::kRight;
    const auto near = &MapFiles::near;
    // 200 × 200 pixels at 10 to a square: the whole 20 × 20 grid, magenta left, teal right.
    auto picture = MapPicture::decode(MapFiles::halves({200, 200}, left, right), QStringLiteral("halves.png"));
    ASSERT_TRUE(picture);
    t.controller->setMap({picture.value(), 10, 0, 0});
    EXPECT_TRUE(near(colourAt({5, 3}), left)) << colourAt({5, 3}).name().toStdString();
    EXPECT_TRUE(near(colourAt({15, 3}), right)) << colourAt({15, 3}).name().toStdString();
    // Frozen, a map moved or removed waits for the thaw like everything else on the players' screen.
    players.setFrozen(true);
    t.controller->setMap({picture.value(), 10, -100, 0});
    EXPECT_TRUE(near(colourAt({15, 3}), right)) << "frozen: the map stays where the players saw it";
    t.controller->setMap({});
    EXPECT_TRUE(near(colourAt({5, 3}), left)) << "frozen: the map stays until thawed";
    players.setFrozen(false);
    EXPECT_EQ(colourAt({5, 3}), field);
}

TEST(PlayerScreenTest, TheRememberedScreenElseTheLastElseAWindow) {
    const QStringList two{QStringLiteral("eDP-1"), QStringLiteral("HDMI-1")};
    EXPECT_EQ(PlayerScreen::choose({QStringLiteral("eDP-1")}, QStringLiteral("eDP-1")), -1)
        << "one screen: a window the ARC can drag";
    EXPECT_EQ(PlayerScreen::choose(two, std::nullopt), 1) << "nothing chosen yet: the screen plugged in";
    EXPECT_EQ(PlayerScreen::choose(two, QStringLiteral("eDP-1")), 0);
    EXPECT_EQ(PlayerScreen::choose(two, QStringLiteral("DP-3")), 1) << "the remembered screen is gone";
    EXPECT_EQ(PlayerScreen::choose(two, QString()), -1) << "the ARC chose a window";
}

TEST(PlayersScreenMenuTest, TheBoardsRowMenuSetsWhatThePlayersSee) {
    TestEncounter t;
    InitiativeBoard board(*t.controller);
    auto withoutPlayers = board.contextMenu(QStringLiteral("saibaman-1"));
    EXPECT_EQ(withoutPlayers->findChild<QMenu*>(QStringLiteral("playersScreenMenu")), nullptr);

    PlayerVisibility players;
    board.setPlayers(&players);
    const auto entries = [&board](const char* id) {
        auto menu = board.contextMenu(QString::fromLatin1(id));
        auto* sub = menu->findChild<QMenu*>(QStringLiteral("playersScreenMenu"));
        EXPECT_NE(sub, nullptr);
        QStringList texts;
        for (QAction* action : sub->actions()) {
            texts << action->text() + (action->isChecked() ? QStringLiteral(" ✓") : QString());
        }
        return std::make_pair(std::move(menu), texts);
    };
    auto [menu, texts] = entries("saibaman-1");
    EXPECT_EQ(texts,
              QStringList({QStringLiteral("&Follow the Rules ✓"), QStringLiteral("&Reveal"), QStringLiteral("&Hide")}));
    menu->findChild<QAction*>(QStringLiteral("playersReveal"))->trigger();
    EXPECT_EQ(players.mode(QStringLiteral("saibaman-1")), PlayerVisibility::Mode::Reveal);
    auto [again, checked] = entries("saibaman-1");
    EXPECT_EQ(checked.at(1), QStringLiteral("&Reveal ✓"));
    again->findChild<QAction*>(QStringLiteral("playersHide"))->trigger();
    EXPECT_EQ(players.mode(QStringLiteral("saibaman-1")), PlayerVisibility::Mode::Hide);
    again->findChild<QAction*>(QStringLiteral("playersFollowRules"))->trigger();
    EXPECT_EQ(players.mode(QStringLiteral("saibaman-1")), PlayerVisibility::Mode::Rules);
    EXPECT_EQ(players.mode(QStringLiteral("goku")), PlayerVisibility::Mode::Rules) << "only the row's combatant";
}

} // namespace
} // namespace scouter::ui::test
