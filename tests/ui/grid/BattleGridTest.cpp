// SPDX-License-Identifier: GPL-3.0-or-later
#include "TestEncounter.h"
#include "True20Encounter.h"
#include "dbu/DbuState.h"

#include "grid/BattleGridScene.h"
#include "grid/BattleGridView.h"
#include "grid/TokenItem.h"

#include <QAction>
#include <QSignalSpy>
#include <QTest>

#include <gtest/gtest.h>

namespace scouter::ui::test {
namespace {

class Grid : public ::testing::Test {
protected:
    TestEncounter t;
    BattleGridView view{*t.controller};

    void SetUp() override {
        t.start();
        view.resize(700, 700);
        view.show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(&view));
    }
    [[nodiscard]] const engine::Combatant& who(const char* id) const { return *t.controller->state().find(id); }
    [[nodiscard]] const engine::dbu::Fighter& fighter(const char* id) const {
        return engine::dbu::fighter(t.controller->state(), id);
    }
    void drag(QPoint from, QPoint to, Qt::KeyboardModifiers modifiers = {}) {
        QTest::mousePress(view.viewport(), Qt::LeftButton, {}, view.viewPointOf(from));
        QTest::mouseMove(view.viewport(), view.viewPointOf(to));
        QTest::mouseRelease(view.viewport(), Qt::LeftButton, modifiers, view.viewPointOf(to));
    }
};

TEST_F(Grid, TokensStandOnTheCombatantsSquares) {
    EXPECT_EQ(view.gridScene().tokens().size(), 5);
    EXPECT_EQ(view.gridScene().token(QStringLiteral("goku"))->square(), QPoint(2, 9));
    EXPECT_EQ(view.gridScene().token(QStringLiteral("saibaman-3"))->square(), QPoint(12, 13));
    EXPECT_TRUE(view.gridScene().token(QStringLiteral("goku"))->look().acting);
}

TEST_F(Grid, DraggingPreviewsTheCostAndReleasingMoves) {
    QTest::mousePress(view.viewport(), Qt::LeftButton, {}, view.viewPointOf({2, 9}));
    QTest::mouseMove(view.viewport(), view.viewPointOf({9, 9}));
    ASSERT_TRUE(view.plan().has_value());
    EXPECT_EQ(view.plan()->squares, 7);
    ASSERT_EQ(view.plan()->modes.size(), 3u);           // DBU's Normal, Boosted and Rapid, from its description
    EXPECT_FALSE(view.plan()->mode("normal")->allowed); // beyond Normal Speed 5
    EXPECT_EQ(view.plan()->mode("boosted")->cost, QStringLiteral("1 A · 6 Ki")); // 2 squares beyond, 3 Ki each
    EXPECT_TRUE(view.previewText().contains(QStringLiteral("7 squares"))) << view.previewText().toStdString();
    EXPECT_TRUE(view.previewText().contains(QStringLiteral("Boosted: 1 A · 6 Ki"))) << view.previewText().toStdString();

    QTest::mouseRelease(view.viewport(), Qt::LeftButton, {}, view.viewPointOf({9, 9}));
    EXPECT_EQ(who("goku").at, (engine::Position{9, 9}));
    EXPECT_EQ(fighter("goku").ki, 74);
    EXPECT_EQ(view.gridScene().token(QStringLiteral("goku"))->square(), QPoint(9, 9));
    EXPECT_FALSE(view.plan().has_value());

    ASSERT_TRUE(t.controller->undo());
    EXPECT_EQ(view.gridScene().token(QStringLiteral("goku"))->square(), QPoint(2, 9));
}

TEST_F(Grid, ADropBeyondBoostedSpeedIsRefusedAndTheTokenStays) {
    QSignalSpy refused(t.controller.get(), &EncounterController::refused);
    drag({2, 9}, {15, 9});
    EXPECT_EQ(refused.count(), 1);
    EXPECT_EQ(who("goku").at, (engine::Position{2, 9}));
    EXPECT_EQ(view.gridScene().token(QStringLiteral("goku"))->square(), QPoint(2, 9));
}

TEST_F(Grid, LeavingMeleeRangeNamesWhoGetsACounterAction) {
    drag({2, 9}, {7, 9});
    drag({7, 9}, {11, 9}); // next to Saibaman 1
    ASSERT_EQ(who("goku").at, (engine::Position{11, 9}));
    QTest::mousePress(view.viewport(), Qt::LeftButton, {}, view.viewPointOf({11, 9}));
    QTest::mouseMove(view.viewport(), view.viewPointOf({8, 9}));
    ASSERT_TRUE(view.plan().has_value());
    EXPECT_EQ(view.plan()->counters, QStringList{QStringLiteral("Saibaman 1")});
    EXPECT_TRUE(view.gridScene().token(QStringLiteral("saibaman-1"))->look().warned);
    EXPECT_TRUE(view.previewText().contains(QStringLiteral("Counter Action for leaving melee range: Saibaman 1")));
    QTest::keyClick(&view, Qt::Key_Escape);
    QTest::mouseRelease(view.viewport(), Qt::LeftButton, {}, view.viewPointOf({8, 9}));
}

TEST_F(Grid, ZoomAndFitChangeTheScale) {
    const double fitted = view.transform().m11();
    view.zoomInAction()->trigger();
    EXPECT_GT(view.transform().m11(), fitted);
    view.zoomOutAction()->trigger();
    view.zoomOutAction()->trigger();
    EXPECT_LT(view.transform().m11(), fitted);
    view.fitAction()->trigger();
    EXPECT_NEAR(view.transform().m11(), fitted, 1e-6);
}

TEST_F(Grid, HoverReportsTheSquare) {
    QSignalSpy hovered(&view, &BattleGridView::hoveredSquare);
    QTest::mouseMove(view.viewport(), view.viewPointOf({4, 6}));
    ASSERT_GE(hovered.count(), 1);
    EXPECT_EQ(hovered.last().at(0).toPoint(), QPoint(4, 6));
}

TEST_F(Grid, TheKeyboardPlansAndPerformsAMove) {
    view.setFocus();
    view.moveAction()->trigger();
    for (int i = 0; i < 3; ++i) {
        QTest::keyClick(&view, Qt::Key_Right);
    }
    QTest::keyClick(&view, Qt::Key_Down);
    ASSERT_TRUE(view.plan().has_value());
    EXPECT_EQ(view.plan()->mode("normal")->cost, QStringLiteral("1 A"));
    QTest::keyClick(&view, Qt::Key_Return);
    EXPECT_EQ(who("goku").at, (engine::Position{5, 10}));
}

TEST_F(Grid, AClickOnASquarePicksItAndAPanDoesNot) {
    QSignalSpy picked(&view, &BattleGridView::squarePicked);
    QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, view.viewPointOf({7, 4}));
    ASSERT_EQ(picked.count(), 1);
    EXPECT_EQ(picked.at(0).at(0).toPoint(), QPoint(7, 4));
    // Dragging the background pans the grid: no square is picked.
    QTest::mousePress(view.viewport(), Qt::LeftButton, {}, view.viewPointOf({7, 4}));
    QTest::mouseMove(view.viewport(), view.viewPointOf({9, 6}));
    QTest::mouseRelease(view.viewport(), Qt::LeftButton, {}, view.viewPointOf({9, 6}));
    EXPECT_EQ(picked.count(), 1);
}

TEST_F(Grid, RightClickTargetsAToken) {
    QTest::mouseClick(view.viewport(), Qt::RightButton, {}, view.viewPointOf({12, 11}));
    EXPECT_EQ(t.controller->target(), QStringLiteral("saibaman-2"));
    EXPECT_TRUE(view.gridScene().token(QStringLiteral("saibaman-2"))->look().target);
}

TEST_F(Grid, TheRingIsTheRulesetsFirstBarInItsTone) {
    engine::CommandForm hurt;
    hurt.type = "damage";
    hurt.set("who", "goku");
    hurt.set("amount", 65); // 55 of 120: past two of Goku's Health Thresholds (90, 60, 30)
    ASSERT_TRUE(t.controller->submit(hurt).accepted);
    const TokenItem& goku = *view.gridScene().token(QStringLiteral("goku"));
    EXPECT_DOUBLE_EQ(goku.look().life, 55.0 / 120.0);
    EXPECT_EQ(goku.look().tone, engine::Tone::Warning);
    EXPECT_TRUE(goku.toolTip().startsWith(QStringLiteral("Goku · Life 55/120 · Ki 80/80")))
        << goku.toolTip().toStdString();
}

// True20 describes no bar; its Move takes a square, so its tokens are dragged like DBU's.
class True20Grid : public ::testing::Test {
protected:
    True20Encounter t;
    BattleGridView view{*t.controller};

    void SetUp() override {
        view.resize(500, 500);
        view.show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(&view));
    }
};

TEST_F(True20Grid, WithoutABarTheRingIsTheWorstState) {
    const TokenItem& tob = *view.gridScene().token(QStringLiteral("tob"));
    EXPECT_LT(tob.look().life, 0.0) << "a ring drawn for a bar the ruleset does not have";
    engine::CommandForm save;
    save.type = "toughness";
    save.set("who", "tob");
    save.set("damage", 5);
    save.set("roll", 1);
    save.set("lethal", true);
    ASSERT_TRUE(t.controller->submit(save).accepted); // 1 against DC 20 fails by 19: Dying
    EXPECT_DOUBLE_EQ(tob.look().life, 1.0);
    EXPECT_EQ(tob.look().tone, engine::Tone::Bad);
    EXPECT_TRUE(tob.toolTip().contains(QStringLiteral("Lethal: Dying"))) << tob.toolTip().toStdString();
}

TEST_F(True20Grid, ADragMovesTheTokenWithAMoveActionAndAFarSquareIsRefusedWithTheRule) {
    // Ash (Speed 6, the sheet's default) dragged two squares: a move action, a standard or a move left.
    QTest::mousePress(view.viewport(), Qt::LeftButton, {}, view.viewPointOf({2, 2}));
    QTest::mouseMove(view.viewport(), view.viewPointOf({4, 4}));
    ASSERT_TRUE(view.plan().has_value());
    EXPECT_TRUE(view.previewText().contains(QStringLiteral("Move action: Actions left: Std or Move")))
        << view.previewText().toStdString();
    QTest::mouseRelease(view.viewport(), Qt::LeftButton, {}, view.viewPointOf({4, 4}));
    EXPECT_EQ(t.controller->state().find("ash")->at, (engine::Position{4, 4}));
    EXPECT_EQ(t.controller->encounter().ruleset().boardCell(t.controller->state(), "ash", "actions").text,
              "Std or Move");

    // Seven squares on with one move action left: refused, the plan says why, Ash stays.
    QTest::mousePress(view.viewport(), Qt::LeftButton, {}, view.viewPointOf({4, 4}));
    QTest::mouseMove(view.viewport(), view.viewPointOf({11, 11}));
    ASSERT_TRUE(view.plan().has_value());
    EXPECT_TRUE(view.previewText().contains(QStringLiteral("at most 6 squares with a move action (Speed 6)")))
        << view.previewText().toStdString();
    QTest::mouseRelease(view.viewport(), Qt::LeftButton, {}, view.viewPointOf({11, 11}));
    EXPECT_EQ(t.controller->state().find("ash")->at, (engine::Position{4, 4}));

    // Undo puts the token back where it was.
    ASSERT_TRUE(t.controller->undo());
    EXPECT_EQ(t.controller->state().find("ash")->at, (engine::Position{2, 2}));
    EXPECT_EQ(view.gridScene().token(QStringLiteral("ash"))->pos(),
              QPointF(2 * TokenItem::kSquare, 2 * TokenItem::kSquare));
}

} // namespace
} // namespace scouter::ui::test
