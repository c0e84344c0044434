// SPDX-License-Identifier: GPL-3.0-or-later
#include "TestEncounter.h"
#include "True20Encounter.h"

#include "board/BoardDelegate.h"
#include "board/InitiativeBoard.h"
#include "board/InitiativeBoardModel.h"

#include <QApplication>
#include <QFontMetrics>
#include <QHeaderView>
#include <QLineEdit>
#include <QTest>
#include <QTreeView>

#include <gtest/gtest.h>

namespace scouter::ui::test {
namespace {

using Model = InitiativeBoardModel;

QStringList boardRowNames(const QAbstractItemModel& model) {
    QStringList out;
    for (int row = 0; row < model.rowCount(); ++row) {
        out.append(model.index(row, Model::Name).data(Model::IdRole).toString());
    }
    return out;
}

// Typed as an ARC does before Start: F2, the value, Return, then Down to the next row.
void typeAndGoDown(QTreeView& view, const QString& value) {
    QTest::keyClick(&view, Qt::Key_F2);
    auto* editor = qobject_cast<QLineEdit*>(QApplication::focusWidget());
    ASSERT_NE(editor, nullptr) << "F2 opened no editor";
    editor->selectAll();
    QTest::keyClicks(editor, value);
    QTest::keyClick(editor, Qt::Key_Return);
    QApplication::processEvents(); // the delegate commits on Return through a queued call
    QTest::keyClick(&view, Qt::Key_Down);
}

int initiativeOf(const InitiativeBoard& board, const char* id) {
    return board.model().indexOf(QString::fromLatin1(id)).siblingAtColumn(Model::Initiative).data().toInt();
}

TEST(NothingMovesUnderTheCursor, TheBoardKeepsItsOrderWhileInitiativesAreTypedAndSortsAtStart) {
    TestEncounter t;
    InitiativeBoard board(*t.controller);
    board.resize(900, 500);
    board.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&board));
    const engine::Ruleset& rules = t.controller->encounter().ruleset();
    const auto range = [&](const char* id) { return rules.initiativeRange(t.controller->state(), id, false); };
    // Goku rolls low, Krillin high, the Saibamen between: each value typed would sort its row.
    const int goku = range("goku").first;
    const int krillin = range("krillin").second;
    const int saibamen = (range("saibamen").first + range("saibamen").second) / 2;
    ASSERT_LT(goku, saibamen);
    ASSERT_LT(saibamen, krillin);
    const QStringList before = boardRowNames(board.model());

    QTreeView& view = board.view();
    view.setFocus();
    view.setCurrentIndex(board.model().index(0, Model::Initiative));
    for (const int value : {goku, krillin, saibamen}) {
        typeAndGoDown(view, QString::number(value));
        EXPECT_EQ(boardRowNames(board.model()), before) << "the rows stay where they were while typing";
    }
    EXPECT_EQ(initiativeOf(board, "goku"), goku);
    EXPECT_EQ(initiativeOf(board, "krillin"), krillin) << "Down went to the row under, not to another's roll";
    EXPECT_EQ(initiativeOf(board, "saibamen"), saibamen);

    QTest::keyClick(&view, Qt::Key_Return, Qt::ControlModifier | Qt::ShiftModifier);
    ASSERT_TRUE(t.controller->state().started);
    EXPECT_EQ(boardRowNames(board.model()),
              (QStringList{QStringLiteral("krillin"), QStringLiteral("saibamen"), QStringLiteral("goku")}))
        << "Start sorts by initiative";
}

// Goku's Tier above every Saibaman's gives him a 4th Action on his turn: its pip is drawn whole.
TEST(TheBoardsPips, AFourthActionHasRoomInItsColumn) {
    TestEncounter t;
    t.start();
    InitiativeBoard board(*t.controller);
    board.resize(900, 500);
    board.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&board));
    const int actions = board.model().columnOf("actions");
    ASSERT_GE(actions, 0);
    const QModelIndex goku = board.model().indexOf(QStringLiteral("goku")).siblingAtColumn(actions);
    const int pips = goku.data(Model::BarRole).toPoint().y();
    ASSERT_GE(pips, 4) << "Goku's turn: 3 Actions and 1 for his Tier";
    EXPECT_GE(board.view().header()->sectionSize(actions), BoardDelegate::pipsWidth(pips));
}

// True20's Actions column says "Full-round or Std + Move" at the start of a turn and "Move" after an
// attack: in the dock's width at 1366×768 its words were cut ("Full-roun…") and the rows saying it
// were taller than the others, so each turn moved the rows under the cursor.
TEST(NothingMovesUnderTheCursor, TrueTwentysActionsAreWholeWordsAndRowsKeepTheirHeights) {
    True20Encounter t;
    InitiativeBoard board(*t.controller);
    board.resize(485, 600);
    board.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&board));
    QApplication::processEvents();
    QTreeView& view = board.view();
    const int actions = board.model().columnOf("actions");
    const auto heights = [&] {
        std::vector<int> out;
        for (const char* who : {"ash", "tob", "tam"}) {
            out.push_back(
                view.visualRect(board.model().indexOf(QString::fromLatin1(who)).siblingAtColumn(actions)).height());
        }
        return out;
    };
    ASSERT_EQ(board.model().indexOf(QStringLiteral("ash")).siblingAtColumn(actions).data().toString(),
              QStringLiteral("Full-round or Std + Move"));
    QFont bold = view.font();
    bold.setBold(true);
    EXPECT_GE(view.header()->sectionSize(actions) - 8,
              QFontMetrics(bold).horizontalAdvance(QStringLiteral("Full-round")))
        << "the column cuts its longest word";
    const std::vector<int> before = heights();
    EXPECT_EQ(before[0], before[1]) << "the acting row is taller than the others";

    engine::CommandForm attack;
    attack.type = "attack";
    attack.set("who", "ash").set("target", "tob").set("roll", 2);
    ASSERT_TRUE(t.controller->submit(attack).accepted);
    QApplication::processEvents();
    EXPECT_EQ(heights(), before) << "a row changed its height with its text";
}

} // namespace
} // namespace scouter::ui::test
