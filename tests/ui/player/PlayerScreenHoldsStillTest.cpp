// SPDX-License-Identifier: GPL-3.0-or-later
#include "TestEncounter.h"
#include "True20Encounter.h"

#include "player/PlayerVisibility.h"
#include "player/PlayerWindow.h"
#include "player/PublicRoster.h"

#include <QHeaderView>
#include <QTableView>
#include <QTest>

#include <gtest/gtest.h>

#include <vector>

namespace scouter::ui::test {
namespace {

// Where every row's cells are on the players' screen.
std::vector<QRect> cellRects(const QTableView& roster) {
    std::vector<QRect> rects;
    for (int row = 0; row < roster.model()->rowCount(); ++row) {
        for (const int column : {int(PublicRoster::Name), int(PublicRoster::Health)}) {
            rects.push_back(roster.visualRect(roster.model()->index(row, column)));
        }
    }
    return rects;
}

void submitForm(EncounterController& controller, const char* type, const char* who, const char* key,
                const engine::FormValue& value) {
    engine::CommandForm form;
    form.type = type;
    form.set("who", who).set(key, value);
    const engine::CommandResult result = controller.submit(form);
    ASSERT_TRUE(result.accepted) << result.message;
}

void showMaximised(PlayerWindow& window) {
    window.resize(1366, 768);
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
}

TEST(NothingMovesUnderTheCursor, ThePlayersScreensRowsHoldStillAcrossTurnsAndNewConditions) {
    TestEncounter t;
    t.start();
    PlayerVisibility players;
    PlayerWindow window;
    showMaximised(window);
    window.setEncounter(t.controller.get(), &players);
    QTest::qWait(0);
    const std::vector<QRect> before = cellRects(window.roster());
    ASSERT_EQ(before.size(), 10U);

    ASSERT_TRUE(t.controller->submit(engine::commands::EndTurn{t.controller->state().current}).accepted);
    QTest::qWait(0);
    EXPECT_EQ(cellRects(window.roster()), before) << "the next turn moves no row";

    submitForm(*t.controller, "condition", "goku", "add", std::string("hidden"));
    QTest::qWait(0);
    ASSERT_TRUE(window.rosterModel()
                    .index(window.rosterModel().rowOf(QStringLiteral("goku")), 0)
                    .data(PublicRoster::ChipsRole)
                    .toStringList()
                    .contains(QStringLiteral("Hidden")));
    EXPECT_EQ(cellRects(window.roster()), before) << "a new condition under a name moves no row";
}

TEST(ThePlayersScreen, ALongTrackWrapsInItsColumnAndEveryNameStaysReadable) {
    True20Encounter t;
    PlayerVisibility players;
    PlayerWindow window;
    showMaximised(window);
    window.setEncounter(t.controller.get(), &players);
    // Ash fails Toughness saves, then a Recovery Check: the track reads "Wounded · Dazed ·
    // Recovery (Wounded) from round 601", as it does late in a fight.
    for (const bool lethal : {true, false}) {
        engine::CommandForm save;
        save.type = "toughness";
        save.set("who", "ash").set("damage", 5).set("roll", 14).set("lethal", lethal); // failed by 6
        const engine::CommandResult saved = t.controller->submit(save);
        ASSERT_TRUE(saved.accepted) << saved.message;
    }
    engine::CommandForm recover;
    recover.type = "recover";
    recover.set("who", "ash").set("roll", 2);
    const engine::CommandResult recovered = t.controller->submit(recover);
    ASSERT_TRUE(recovered.accepted) << recovered.message;
    QTest::qWait(0);
    const QTableView& roster = window.roster();
    const PublicRoster& model = window.rosterModel();
    const QString track = model.index(model.rowOf(QStringLiteral("ash")), PublicRoster::Health).data().toString();
    ASSERT_TRUE(track.contains(QStringLiteral("from round"))) << track.toStdString();

    QFont bold = roster.font();
    bold.setBold(true);
    const int room = roster.viewport()->width();
    for (int row = 0; row < model.rowCount(); ++row) {
        const QModelIndex name = model.index(row, PublicRoster::Name);
        const int wanted = QFontMetrics(bold).horizontalAdvance(name.data().toString());
        EXPECT_GE(roster.columnWidth(PublicRoster::Name), wanted + 40)
            << name.data().toString().toStdString() << " has room for its name beside \"" << track.toStdString()
            << "\"";
    }
    EXPECT_GE(roster.columnWidth(PublicRoster::Name), room / 2) << "the names keep most of the order's width";
    EXPECT_LE(roster.columnWidth(PublicRoster::Name) + roster.columnWidth(PublicRoster::Health), room)
        << "nothing runs off the side";
    // The track is wrapped, not cut: its row is as tall as its lines.
    const QModelIndex health = model.index(model.rowOf(QStringLiteral("ash")), PublicRoster::Health);
    const QRect lines = QFontMetrics(roster.font())
                            .boundingRect(QRect(0, 0, roster.columnWidth(PublicRoster::Health) - 20, 100000),
                                          Qt::TextWordWrap, track.split(QStringLiteral(" · ")).join('\n'));
    EXPECT_GE(roster.rowHeight(health.row()), lines.height()) << track.toStdString();
}

} // namespace
} // namespace scouter::ui::test
