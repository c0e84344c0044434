// SPDX-License-Identifier: GPL-3.0-or-later
#include "../DemoCampaignFile.h"
#include "MainWindow.h"
#include "ShortcutSheet.h"
#include "board/InitiativeBoard.h"
#include "encounter/EncounterController.h"
#include "encounter/EncounterView.h"
#include "player/PlayerScreen.h"
#include "player/PlayerVisibility.h"
#include "player/PlayerWindow.h"
#include "review/ReviewWindow.h"

#include <QAction>
#include <QGuiApplication>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QScreen>
#include <QSettings>
#include <QTest>

#include <gtest/gtest.h>

#include <memory>

namespace scouter::ui {
namespace {

// The ARC's window on the demo campaign, stored in a real campaign file, with its encounter open.
class PlayerViewMenus : public test::DemoCampaignFile {
protected:
    void SetUp() override {
        QSettings().remove(QStringLiteral("playerView"));
        QSettings().remove(QStringLiteral("window"));
        DemoCampaignFile::SetUp();
        openWindow();
    }
    [[nodiscard]] QLabel* empty() const {
        return window->playerWindow()->findChild<QLabel*>(QStringLiteral("playerEmpty"));
    }
};

TEST_F(PlayerViewMenus, ViewPlayerViewFollowsTheEncounterTheArcOpensAndCloses) {
    QAction* toggle = window->playerViewAction();
    EXPECT_EQ(toggle->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    EXPECT_EQ(window->playerWindow(), nullptr) << "not made until asked for";
    toggle->trigger();
    PlayerWindow* players = window->playerWindow();
    ASSERT_NE(players, nullptr);
    ASSERT_TRUE(QTest::qWaitForWindowExposed(players));
    EXPECT_TRUE(toggle->isChecked());
    EXPECT_FALSE(players->isFullScreen()) << "one screen: a window the ARC can drag to the TV";
    EXPECT_EQ(players->title().text(), window->encounter()->title());
    EXPECT_FALSE(empty()->isVisible());

    window->showStartPage();
    EXPECT_TRUE(empty()->isVisible()) << "no encounter open: it says so";
    ASSERT_TRUE(window->openEncounter(encounterId));
    EXPECT_FALSE(empty()->isVisible());
    EXPECT_EQ(players->controller(), window->encounter()) << "it follows the encounter opened again";

    toggle->trigger();
    EXPECT_FALSE(players->isVisible());
    toggle->trigger();
    EXPECT_TRUE(players->isVisible());
    players->close();
    EXPECT_FALSE(toggle->isChecked()) << "closed from its own title bar: the menu follows";
}

TEST_F(PlayerViewMenus, TheReviewWindowDoesNotDriveThePlayersScreen) {
    PlayerWindow* players = window->showPlayerView();
    const QString shownBefore = players->status().text();
    ReviewWindow* review = window->showReview(encounterId);
    ASSERT_NE(review, nullptr);
    EXPECT_EQ(players->controller(), window->encounter()) << "still the live encounter";
    EXPECT_EQ(players->status().text(), shownBefore);
    window->showStartPage();
    EXPECT_TRUE(empty()->isVisible()) << "the review open, no live encounter: nothing to show";
}

TEST_F(PlayerViewMenus, ShowOnListsTheScreensAndRemembersTheChoice) {
    QMenu* screens = window->findChild<QMenu*>(QStringLiteral("playerScreenMenu"));
    ASSERT_NE(screens, nullptr);
    Q_EMIT screens->aboutToShow();
    QStringList texts;
    for (QAction* action : screens->actions()) {
        texts << action->text() + (action->isChecked() ? QStringLiteral(" ✓") : QString());
    }
    QScreen* only = QGuiApplication::primaryScreen();
    ASSERT_EQ(QGuiApplication::screens().size(), 1);
    EXPECT_EQ(texts, QStringList({QStringLiteral("A &Window ✓"), PlayerScreen::label(*only)}));
    EXPECT_TRUE(texts.at(1).contains(QStringLiteral("%1 × %2").arg(only->size().width()).arg(only->size().height())));

    window->showPlayerView();
    screens->actions().at(1)->trigger();
    EXPECT_EQ(QSettings().value(QStringLiteral("playerView/screen")).toString(), only->name());
    EXPECT_FALSE(window->playerWindow()->isFullScreen()) << "the ARC's own screen is the only one: still a window";
    screens->actions().at(0)->trigger();
    EXPECT_TRUE(QSettings().contains(QStringLiteral("playerView/screen")));
    EXPECT_EQ(QSettings().value(QStringLiteral("playerView/screen")).toString(), QString());
}

TEST_F(PlayerViewMenus, TheShortcutSheetListsThePlayersScreensKeys) {
    QStringList rows;
    for (const auto& [command, keys] : ShortcutSheet::entries(window->menuBar())) {
        rows << command + QStringLiteral(" = ") + keys;
    }
    EXPECT_TRUE(rows.contains(QStringLiteral("View › Player View = Ctrl+Shift+P"))) << rows.join('\n').toStdString();
    EXPECT_TRUE(rows.contains(QStringLiteral("View › Freeze Player View = Ctrl+Shift+F")));
}

TEST_F(PlayerViewMenus, FreezeHoldsThePlayersScreenAcrossEncounters) {
    QAction* freeze = window->freezeAction();
    EXPECT_EQ(freeze->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F));
    ASSERT_NE(window->players(), nullptr);
    EXPECT_FALSE(window->players()->frozen());
    freeze->trigger();
    EXPECT_TRUE(window->players()->frozen());
    window->showStartPage();
    EXPECT_EQ(window->players(), nullptr);
    ASSERT_TRUE(window->openEncounter(encounterId));
    EXPECT_TRUE(window->players()->frozen()) << "still frozen while the ARC sets the next one up";
    freeze->trigger();
    EXPECT_FALSE(window->players()->frozen());
}

TEST_F(PlayerViewMenus, TheArcsChoicesFromTheBoardAreKeptInTheCampaignFile) {
    const auto& combatants = window->encounter()->state().combatants;
    ASSERT_GE(combatants.size(), 2U);
    const QString revealed = QString::fromStdString(combatants.back().id);
    const QString hidden = QString::fromStdString(combatants.front().id);
    InitiativeBoard* board = window->encounterView()->board();
    board->contextMenu(revealed)->findChild<QAction*>(QStringLiteral("playersReveal"))->trigger();
    board->contextMenu(hidden)->findChild<QAction*>(QStringLiteral("playersHide"))->trigger();
    EXPECT_EQ(window->players()->mode(revealed), PlayerVisibility::Mode::Reveal);

    reopen();
    EXPECT_EQ(window->players()->mode(revealed), PlayerVisibility::Mode::Reveal);
    EXPECT_EQ(window->players()->mode(hidden), PlayerVisibility::Mode::Hide);
    window->encounterView()
        ->board()
        ->contextMenu(hidden)
        ->findChild<QAction*>(QStringLiteral("playersFollowRules"))
        ->trigger();
    reopen();
    EXPECT_EQ(window->players()->mode(hidden), PlayerVisibility::Mode::Rules) << "back to the rules, stored too";
    EXPECT_EQ(window->players()->mode(revealed), PlayerVisibility::Mode::Reveal);
}

} // namespace
} // namespace scouter::ui
