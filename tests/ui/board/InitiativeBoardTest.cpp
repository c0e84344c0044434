#include "TestEncounter.h"

#include "board/InitiativeBoard.h"
#include "board/InitiativeBoardModel.h"
#include "board/PendingDecisionBar.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPoint>
#include <QPushButton>
#include <QTest>
#include <QTreeView>

#include <gtest/gtest.h>

namespace scouter::ui::test {
namespace {

using Model = InitiativeBoardModel;

QStringList names(const QAbstractItemModel& model, const QModelIndex& parent = {}) {
    QStringList out;
    for (int row = 0; row < model.rowCount(parent); ++row) {
        out.append(model.index(row, Model::Name, parent).data().toString());
    }
    return out;
}

class Board : public ::testing::Test {
protected:
    TestEncounter t;
    InitiativeBoard board{*t.controller};
    QAbstractItemModelTester tester{&board.model(), QAbstractItemModelTester::FailureReportingMode::Fatal};

    void typeInitiative(const QString& id, const QString& text) {
        QTreeView& view = board.view();
        const QModelIndex cell = board.model().indexOf(id).siblingAtColumn(Model::Initiative);
        view.setFocus();
        view.setCurrentIndex(cell);
        QTest::keyClick(&view, Qt::Key_F2);
        auto* editor = qobject_cast<QLineEdit*>(QApplication::focusWidget());
        ASSERT_NE(editor, nullptr) << "no editor opened for " << id.toStdString() << " focus "
                                   << (QApplication::focusWidget()
                                           ? QApplication::focusWidget()->metaObject()->className()
                                           : "none");
        editor->selectAll();
        QTest::keyClicks(editor, text);
        QTest::keyClick(editor, Qt::Key_Return);
        QApplication::processEvents(); // the delegate commits on Return through a queued call
    }
};

TEST_F(Board, ListsEverySlotWithTheGroupExpandingIntoItsMembers) {
    EXPECT_EQ(names(board.model()),
              (QStringList{QStringLiteral("Goku"), QStringLiteral("Krillin"), QStringLiteral("Saibamen (3/3)")}));
    const QModelIndex group = board.model().index(2, 0);
    EXPECT_TRUE(group.data(Model::GroupRole).toBool());
    EXPECT_EQ(names(board.model(), group),
              (QStringList{QStringLiteral("Saibaman 1"), QStringLiteral("Saibaman 2"), QStringLiteral("Saibaman 3")}));
    EXPECT_TRUE(board.view().isExpanded(group));
    EXPECT_TRUE(board.headline().text().startsWith(QStringLiteral("Not started")));
}

TEST_F(Board, InitiativeTypedInPlaceIsSubmittedAndTheOrderFollowsIt) {
    board.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&board));
    typeInitiative(QStringLiteral("saibamen"), QStringLiteral("30")); // the Saibamen roll high
    typeInitiative(QStringLiteral("goku"), QStringLiteral("d9"));     // a natural 9, modifiers added by the rules
    EXPECT_EQ(board.model().indexOf(QStringLiteral("saibamen")).siblingAtColumn(Model::Initiative).data().toInt(), 30);

    EXPECT_EQ(board.model().indexOf(QStringLiteral("goku")).siblingAtColumn(Model::Initiative).data().toInt(), 13);
    t.dice.append({6}); // Krillin's initiative, left to the dice
    QTest::mouseClick(board.findChild<QPushButton*>(QStringLiteral("startButton")), Qt::LeftButton);
    ASSERT_TRUE(t.controller->state().started);
    EXPECT_EQ(names(board.model()).first(), QStringLiteral("Saibamen (3/3)"));
    EXPECT_EQ(board.headline().text(), QStringLiteral("Round 1 · Saibamen's turn"));
}

TEST_F(Board, EndTurnByButtonAndByShortcut) {
    t.start();
    board.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&board));
    EXPECT_EQ(board.headline().text(), QStringLiteral("Round 1 · Goku's turn"));
    QTest::mouseClick(board.findChild<QPushButton*>(QStringLiteral("endTurnButton")), Qt::LeftButton);
    EXPECT_EQ(board.headline().text(), QStringLiteral("Round 1 · Krillin's turn"));
    QTest::keyClick(&board.view(), Qt::Key_Return, Qt::ControlModifier);
    EXPECT_EQ(board.headline().text(), QStringLiteral("Round 1 · Saibamen's turn"));
    EXPECT_TRUE(board.model().indexOf(QStringLiteral("saibamen")).data(Model::CurrentRole).toBool());
}

TEST_F(Board, BarsPipsAndChipsFollowTheEngine) {
    t.start();
    engine::Command hurt;
    hurt.type = "damage";
    hurt.who = "krillin";
    hurt.amount = 50;
    ASSERT_TRUE(t.controller->submit(hurt).accepted);
    engine::Command slow;
    slow.type = "condition";
    slow.who = "krillin";
    slow.add = "slowed";
    slow.until = "rounds:2";
    ASSERT_TRUE(t.controller->submit(slow).accepted);

    const QModelIndex krillin = board.model().indexOf(QStringLiteral("krillin"));
    EXPECT_EQ(krillin.siblingAtColumn(Model::Life).data(Model::BarRole).toPoint(), QPoint(70, 120));
    EXPECT_EQ(krillin.siblingAtColumn(Model::Conditions).data(Model::ChipsRole).toStringList(),
              QStringList{QStringLiteral("Slowed · 2 rounds left")});
    const QVariantList goku =
        board.model().indexOf(QStringLiteral("goku")).siblingAtColumn(Model::Pools).data(Model::PoolsRole).toList();
    ASSERT_EQ(goku.size(), 3);
    EXPECT_GE(goku[0].toInt(), 3);
    EXPECT_EQ(goku[1].toInt(), 1);
}

TEST_F(Board, ADefeatedCombatantIsShownStruckThrough) {
    t.start();
    engine::Command hurt;
    hurt.type = "damage";
    hurt.who = "saibaman-2";
    hurt.amount = 60;
    ASSERT_TRUE(t.controller->submit(hurt).accepted);
    const QModelIndex saibaman = board.model().indexOf(QStringLiteral("saibaman-2"));
    EXPECT_TRUE(saibaman.data(Model::DefeatedRole).toBool());
    EXPECT_TRUE(saibaman.siblingAtColumn(Model::Name).data(Qt::FontRole).value<QFont>().strikeOut());
    EXPECT_EQ(board.model().index(2, Model::Name).data().toString(), QStringLiteral("Saibamen (2/3)"));

    ASSERT_TRUE(t.controller->undo());
    EXPECT_FALSE(board.model().indexOf(QStringLiteral("saibaman-2")).data(Model::DefeatedRole).toBool());
}

TEST_F(Board, ATieIsDecidedInPlace) {
    // Same value, same Agility Score, and the roll-off ties too: the ARC decides.
    engine::Command set;
    set.type = "setInitiative";
    set.value = 12;
    for (const char* who : {"goku", "krillin"}) {
        set.who = who;
        ASSERT_TRUE(t.controller->submit(set).accepted);
    }
    set.who = "saibamen";
    set.value = 3;
    ASSERT_TRUE(t.controller->submit(set).accepted);
    t.dice.append({5, 5});
    engine::Command begin;
    begin.type = "start";
    ASSERT_TRUE(t.controller->submit(begin).accepted);
    ASSERT_FALSE(t.controller->state().pending.empty());
    PendingDecisionBar& bar = board.decisions();
    EXPECT_FALSE(bar.isHidden());
    ASSERT_EQ(bar.orderList().count(), 2);

    // Krillin first: move him up, then confirm.
    bar.orderList().setCurrentRow(1);
    QTest::mouseClick(bar.findChild<QPushButton*>(QString()), Qt::LeftButton);
    for (auto* button : bar.findChildren<QPushButton*>()) {
        if (button->text() == QStringLiteral("Move &up")) {
            QTest::mouseClick(button, Qt::LeftButton);
        }
    }
    QTest::mouseClick(bar.findChild<QPushButton*>(QStringLiteral("confirmOrder")), Qt::LeftButton);
    EXPECT_TRUE(t.controller->state().pending.empty());
    EXPECT_TRUE(bar.isHidden());
    EXPECT_EQ(names(board.model()).first(), QStringLiteral("Krillin"));
}

TEST_F(Board, ChoosingARowSelectsTheCombatantForThePanel) {
    t.start();
    board.view().setCurrentIndex(board.model().indexOf(QStringLiteral("saibaman-3")));
    EXPECT_EQ(t.controller->selected(), QStringLiteral("saibaman-3"));
    QTest::keyClick(&board.view(), Qt::Key_T);
    board.view().setCurrentIndex(board.model().indexOf(QStringLiteral("krillin")));
    EXPECT_EQ(t.controller->selected(), QStringLiteral("krillin"));
}

} // namespace
} // namespace scouter::ui::test
