// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 18's check of the players' screen: a DBU encounter with PCs, an Opponent and a Hidden
// Opponent shown on the players' window, looked at after each of the ARC's commands: what it
// shows (the order to come, the grid, the header) and what it must not (numbers, hidden ones).
#include "ClockEncounter.h"
#include "TestEncounter.h"
#include "True20Encounter.h"

#include "board/InitiativeBoard.h"
#include "grid/BattleGridScene.h"
#include "grid/TokenItem.h"
#include "player/PlayerVisibility.h"
#include "player/PlayerWindow.h"
#include "player/PublicRoster.h"

#include <QAction>
#include <QLabel>
#include <QMenu>
#include <QRegularExpression>
#include <QTableView>
#include <QTest>

#include <gtest/gtest.h>

namespace scouter::ui::test {
namespace {

// Everything the players' window shows of one combatant: its roster row's texts in every column
// and role a view could draw or pop up, and its token's tooltip. Empty when it is not there.
QString everythingShownOf(const PlayerWindow& window, const QString& id) {
    QStringList texts;
    const PublicRoster& roster = window.rosterModel();
    if (const int row = roster.rowOf(id); row >= 0) {
        for (int column = 0; column < roster.columnCount(); ++column) {
            const QModelIndex cell = roster.index(row, column);
            texts << cell.data().toString() << cell.data(Qt::ToolTipRole).toString()
                  << cell.data(PublicRoster::ChipsRole).toStringList();
        }
    }
    if (const TokenItem* token = window.scene()->token(id)) {
        texts << token->toolTip();
    }
    return texts.join(QLatin1Char('|'));
}

class PlayersScreen : public ::testing::Test {
protected:
    TestEncounter t;
    PlayerVisibility players;
    InitiativeBoard board{*t.controller};
    PlayerWindow window;

    void SetUp() override {
        board.setPlayers(&players);
        window.setEncounter(t.controller.get(), &players);
        window.resize(1366, 768);
        window.show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    }
    template <class C> void submit(const C& command) {
        const auto result = t.controller->submit(command);
        ASSERT_TRUE(result.accepted) << result.message;
    }
    void damage(const char* who, int amount) {
        engine::CommandForm hurt;
        hurt.type = "damage";
        hurt.set("who", who);
        hurt.set("amount", amount);
        submit(hurt);
    }
    void condition(const char* who, const char* add, const char* remove = "") {
        engine::commands::Condition change;
        change.who = who;
        change.add = add;
        change.remove = remove;
        submit(change);
    }
    // The ARC's right-click on the board's row › On the Players' Screen › `entry`.
    void arcChooses(const char* who, const char* entry) {
        auto menu = board.contextMenu(QString::fromLatin1(who));
        QAction* action = menu->findChild<QAction*>(QString::fromLatin1(entry));
        ASSERT_NE(action, nullptr) << entry;
        action->trigger();
    }
    [[nodiscard]] QStringList rosterNames() const {
        QStringList names;
        const PublicRoster& roster = window.rosterModel();
        for (int row = 0; row < roster.rowCount(); ++row) {
            names << roster.index(row, PublicRoster::Name).data().toString();
        }
        return names;
    }
    [[nodiscard]] QString health(const char* who) const {
        const PublicRoster& roster = window.rosterModel();
        return roster.index(roster.rowOf(QString::fromLatin1(who)), PublicRoster::Health).data().toString();
    }
    [[nodiscard]] bool onTheGrid(const char* who) const {
        return window.scene()->token(QString::fromLatin1(who)) != nullptr;
    }
    [[nodiscard]] QString header() const { return window.status().text(); }
};

TEST_F(PlayersScreen, ShowsWhatThePlayersMayKnowAfterEachCommand) {
    condition("saibaman-3", "hidden");
    t.start();
    const QString hiddenOne = QStringLiteral("Saibaman 3");

    // At the start: the PCs in full, the Opponents in words, the Hidden Opponent nowhere.
    EXPECT_EQ(rosterNames(), QStringList({QStringLiteral("Goku"), QStringLiteral("Krillin"),
                                          QStringLiteral("Saibaman 1"), QStringLiteral("Saibaman 2")}));
    EXPECT_EQ(header(), QStringLiteral("Round 1 · Goku's turn"));
    EXPECT_TRUE(health("goku").contains(QStringLiteral("120/120"))) << health("goku").toStdString();
    EXPECT_EQ(health("saibaman-1"), QStringLiteral("unhurt"));
    EXPECT_TRUE(onTheGrid("goku"));
    EXPECT_TRUE(onTheGrid("saibaman-1"));
    EXPECT_FALSE(onTheGrid("saibaman-3"));
    EXPECT_TRUE(everythingShownOf(window, QStringLiteral("saibaman-3")).isEmpty());

    // Damage to the Opponent: its health in words, never its Life.
    damage("saibaman-1", 20);
    EXPECT_EQ(health("saibaman-1"), QStringLiteral("bloodied"));
    damage("saibaman-1", 15);
    EXPECT_EQ(health("saibaman-1"), QStringLiteral("badly hurt"));
    QString seen = everythingShownOf(window, QStringLiteral("saibaman-1"));
    ASSERT_TRUE(seen.contains(QStringLiteral("badly hurt"))) << seen.toStdString();
    seen.remove(QStringLiteral("Saibaman 1"));
    EXPECT_FALSE(seen.contains(QRegularExpression(QStringLiteral("\\d")))) << "a number: " << seen.toStdString();
    EXPECT_FALSE(rosterNames().contains(hiddenOne)) << "damage to another changes nothing for the Hidden one";

    // The turn passes: the header follows.
    submit(engine::commands::EndTurn{t.controller->state().current});
    EXPECT_EQ(header(), QStringLiteral("Round 1 · Krillin's turn"));

    // The ARC removes Hidden: it appears, in words.
    condition("saibaman-3", "", "hidden");
    EXPECT_TRUE(rosterNames().contains(hiddenOne));
    EXPECT_TRUE(onTheGrid("saibaman-3"));
    EXPECT_EQ(health("saibaman-3"), QStringLiteral("unhurt"));
    // A PC who hides stays on the players' screen: they know where their own PCs are.
    condition("krillin", "hidden");
    EXPECT_TRUE(rosterNames().contains(QStringLiteral("Krillin")));
    EXPECT_TRUE(onTheGrid("krillin"));

    // The ARC reveals the Opponent: its numbers show.
    arcChooses("saibaman-1", "playersReveal");
    EXPECT_TRUE(health("saibaman-1").contains(QStringLiteral("25/60"))) << health("saibaman-1").toStdString();
    // And hides another: gone from the order and the grid.
    arcChooses("saibaman-2", "playersHide");
    EXPECT_FALSE(rosterNames().contains(QStringLiteral("Saibaman 2")));
    EXPECT_FALSE(onTheGrid("saibaman-2"));
    arcChooses("saibaman-1", "playersFollowRules");
    EXPECT_EQ(health("saibaman-1"), QStringLiteral("badly hurt")) << "back to words";

    // Frozen, the screen keeps its picture while the ARC plays on; thawed, it catches up.
    players.setFrozen(true);
    const QPointF krillinWas = window.scene()->token(QStringLiteral("krillin"))->pos();
    damage("saibaman-3", 50);
    condition("saibaman-1", "hidden");
    submit(engine::commands::EndTurn{t.controller->state().current});
    EXPECT_EQ(header(), QStringLiteral("Round 1 · Krillin's turn"));
    EXPECT_EQ(health("saibaman-3"), QStringLiteral("unhurt"));
    EXPECT_TRUE(rosterNames().contains(QStringLiteral("Saibaman 1")));
    EXPECT_TRUE(onTheGrid("saibaman-1"));
    EXPECT_EQ(window.scene()->token(QStringLiteral("krillin"))->pos(), krillinWas);
    players.setFrozen(false);
    // The Saibamen's turn, Saibaman 1 acting: Hidden now, so not named.
    EXPECT_EQ(t.controller->acting(), QStringLiteral("saibaman-1"));
    EXPECT_EQ(header(), QStringLiteral("Round 1"));
    EXPECT_EQ(health("saibaman-3"), QStringLiteral("badly hurt"));
    EXPECT_FALSE(rosterNames().contains(QStringLiteral("Saibaman 1"))) << "hidden while frozen: gone when thawed";
    EXPECT_FALSE(onTheGrid("saibaman-1"));
}

TEST_F(PlayersScreen, TheHeaderDoesNotNameAHiddenOneWhoseTurnItIs) {
    condition("saibaman-1", "hidden");
    condition("saibaman-2", "hidden");
    condition("saibaman-3", "hidden");
    t.start();
    submit(engine::commands::EndTurn{t.controller->state().current});
    submit(engine::commands::EndTurn{t.controller->state().current});
    ASSERT_TRUE(t.controller->acting().startsWith(QStringLiteral("saibaman-")));
    EXPECT_EQ(header(), QStringLiteral("Round 1"));
    EXPECT_TRUE(rosterNames().filter(QStringLiteral("Saibaman")).isEmpty());
}

TEST(PlayersScreenTrue20, AnOpponentsTracksReadAsHealthWords) {
    True20Encounter t;
    PlayerVisibility players;
    PlayerWindow window;
    window.setEncounter(t.controller.get(), &players);
    const PublicRoster& roster = window.rosterModel();
    const auto health = [&roster](const char* who) {
        return roster.index(roster.rowOf(QString::fromLatin1(who)), PublicRoster::Health).data().toString();
    };
    EXPECT_EQ(health("tob"), QStringLiteral("unhurt"));
    engine::CommandForm save;
    save.type = "toughness";
    save.set("who", "tob");
    save.set("damage", 5);
    save.set("roll", 1);
    save.set("lethal", true);
    ASSERT_TRUE(t.controller->submit(save).accepted); // fails by 19: Dying
    EXPECT_EQ(health("tob"), QStringLiteral("down"));
    EXPECT_EQ(window.status().text(), QStringLiteral("Round 1 · Ash's turn"));
}

TEST(PlayersScreenFatewalker, AnOpponentReadsAsAHealthWordAndTheHeaderCountsTicks) {
    engine::ScriptedDice dice;
    engine::EncounterBuilder builder;
    for (const auto& [id, name, side, x] :
         {std::tuple{"aster", "Aster", "heroes", 2}, {"brand", "Brand", "raiders", 7}}) {
        engine::Combatant c;
        c.id = id;
        c.name = name;
        c.side = side;
        c.pc = std::string_view(side) == "heroes";
        c.at = {x, 3};
        c.sheet.numbers = {{"speed", 5}, {"agility", 2}, {"unarmed", 1}, {"search", 1}};
        builder.add(c);
    }
    auto made = engine::RulesetRegistry::withBuiltins().create("fatewalker", {});
    EncounterController controller(
        std::make_unique<engine::Encounter>(builder.build(),
                                            std::move(std::get<std::unique_ptr<engine::Ruleset>>(made)), dice),
        QStringLiteral("Ambush at the ford"), EncounterController::Grid{12, 8});
    PlayerVisibility players;
    PlayerWindow window;
    window.setEncounter(&controller, &players);
    const PublicRoster& roster = window.rosterModel();
    EXPECT_EQ(roster.index(roster.rowOf(QStringLiteral("brand")), PublicRoster::Health).data().toString(),
              QStringLiteral("unhurt"));
    EXPECT_EQ(window.status().text(), QStringLiteral("Getting ready"));
    ASSERT_TRUE(controller.submit(engine::commands::Start{}).accepted);
    EXPECT_TRUE(window.status().text().startsWith(QStringLiteral("Tick 1"))) << window.status().text().toStdString();
}

} // namespace
} // namespace scouter::ui::test
