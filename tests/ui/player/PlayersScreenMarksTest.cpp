// SPDX-License-Identifier: GPL-3.0-or-later
#include "../DemoCampaignFile.h"
#include "MainWindow.h"
#include "encounter/EncounterView.h"
#include "grid/BattleGridScene.h"
#include "grid/BattleGridView.h"
#include "grid/TokenItem.h"
#include "player/PlayerWindow.h"

#include <QAction>
#include <QLabel>
#include <QSettings>
#include <QStatusBar>
#include <QTest>

#include <gtest/gtest.h>

namespace scouter::ui {
namespace {

class PlayersScreenMarks : public test::DemoCampaignFile {
protected:
    void SetUp() override {
        QSettings().remove(QStringLiteral("playerView"));
        QSettings().remove(QStringLiteral("window"));
        DemoCampaignFile::SetUp();
        openWindow();
        window->show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(window.get()));
    }
};

TEST_F(PlayersScreenMarks, TheArcsStatusBarSaysWhileThePlayersScreenIsFrozen) {
    auto* mark = window->statusBar()->findChild<QLabel*>(QStringLiteral("playersFrozenMark"));
    ASSERT_NE(mark, nullptr) << "no mark in the status bar";
    EXPECT_FALSE(mark->isVisible());
    window->freezeAction()->trigger();
    EXPECT_TRUE(mark->isVisible());
    EXPECT_TRUE(mark->text().contains(QStringLiteral("frozen"))) << mark->text().toStdString();
    EXPECT_TRUE(mark->text().contains(QStringLiteral("Ctrl+Shift+F"))) << "and how to thaw it";
    window->freezeAction()->trigger();
    EXPECT_FALSE(mark->isVisible());
}

TEST_F(PlayersScreenMarks, TokensOnThePlayersScreenWearTheColoursOfTheArcsGrid) {
    PlayerWindow* players = window->showPlayerView();
    ASSERT_NE(players, nullptr);
    ASSERT_NE(players->scene(), nullptr);
    auto* arcScene = qobject_cast<BattleGridScene*>(window->encounterView()->grid()->scene());
    ASSERT_NE(arcScene, nullptr);
    int compared = 0;
    for (auto it = players->scene()->tokens().cbegin(); it != players->scene()->tokens().cend(); ++it) {
        const TokenItem* arc = arcScene->token(it.key());
        ASSERT_NE(arc, nullptr) << it.key().toStdString();
        EXPECT_EQ(it.value()->look().side, arc->look().side) << it.key().toStdString();
        ++compared;
    }
    EXPECT_GE(compared, 2);
}

} // namespace
} // namespace scouter::ui
