// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 30 on the battle grid: a Fatewalker movement moves its token (the grid's Move finds the
// ruleset's movement by its square), a token shows what the ruleset says the ARC must see of it
// and a change of sides, and a standing token dropped on a Defeated one's square is drawn over it.
#include "TestEncounter.h"
#include "True20Encounter.h"

#include "grid/BattleGridScene.h"
#include "grid/BattleGridView.h"
#include "grid/TokenItem.h"

#include <QAction>
#include <QTest>

#include <gtest/gtest.h>

namespace scouter::ui::test {
namespace {

// A small Fatewalker scene in memory: Aster and Brand on a 12×12 grid, started at tick 1.
struct FatewalkerEncounter {
    engine::ScriptedDice dice;
    std::unique_ptr<EncounterController> controller;

    FatewalkerEncounter() {
        engine::EncounterBuilder builder;
        builder.add(True20Encounter::fighter("aster", "Aster", "heroes", {2, 2}, {{"speed", 6}}));
        builder.add(True20Encounter::fighter("brand", "Brand", "raiders", {8, 2}, {{"speed", 6}}));
        auto made = engine::RulesetRegistry::withBuiltins().create("fatewalker", {});
        auto encounter = std::make_unique<engine::Encounter>(
            builder.build(), std::move(std::get<std::unique_ptr<engine::Ruleset>>(made)), dice);
        controller = std::make_unique<EncounterController>(std::move(encounter), QStringLiteral("Ford"),
                                                           EncounterController::Grid{12, 12});
        (void)controller->submit(engine::commands::Start{});
    }
};

class FatewalkerGrid : public ::testing::Test {
protected:
    FatewalkerEncounter t;
    BattleGridView view{*t.controller};

    void SetUp() override {
        view.resize(500, 500);
        view.show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(&view));
    }
    [[nodiscard]] const TokenItem& token(const char* id) const {
        return *view.gridScene().token(QString::fromLatin1(id));
    }
};

TEST_F(FatewalkerGrid, MoveHeadsForTheSquareAndTheTokenGoesThereAsTheClockRuns) {
    t.controller->select(QStringLiteral("aster"));
    view.setFocus();
    view.moveAction()->trigger();
    for (int i = 0; i < 3; ++i) {
        QTest::keyClick(&view, Qt::Key_Right);
    }
    ASSERT_TRUE(view.plan().has_value()) << "Move found no movement to plan";
    QTest::keyClick(&view, Qt::Key_Return);
    EXPECT_TRUE(token("aster").look().motion.startsWith(QStringLiteral("walk")))
        << token("aster").look().motion.toStdString();
    const QPointF destination = BattleGridScene::rectOf({5, 2}).center();
    EXPECT_TRUE(view.gridScene().headings().intersects(QRectF(destination - QPointF(2, 2), QSizeF(4, 4))))
        << "the way to the square is drawn";
    EXPECT_EQ(token("aster").square(), QPoint(2, 2)) << "the motion begins when its 2 ticks have passed";

    const auto send = [this](std::initializer_list<std::pair<const char*, engine::FormValue>> arguments,
                             const char* type = "act") {
        engine::CommandForm form;
        form.type = type;
        for (const auto& [key, value] : arguments) {
            form.set(key, value);
        }
        const auto result = t.controller->submit(form);
        ASSERT_TRUE(result.accepted) << result.message;
    };
    send({{"who", "brand"}, {"action", "other-acrobatics"}, {"ticks", 14}});
    send({}, "advance"); // tick 3: the motion begins
    send({{"who", "aster"}, {"action", "use-non-action-skill"}, {"ticks", 8}});
    send({}, "advance"); // tick 9: 6 m walked
    EXPECT_EQ(t.controller->state().find("aster")->at, (engine::Position{5, 2}));
    EXPECT_EQ(token("aster").square(), QPoint(5, 2));
    EXPECT_TRUE(view.gridScene().headings().isEmpty()) << "arrived: no way left to draw";
}

TEST_F(FatewalkerGrid, ATokenShowsThePostureAndAChangeOfSides) {
    engine::CommandForm prone;
    prone.type = "act";
    prone.set("who", "brand").set("action", "go-prone");
    ASSERT_TRUE(t.controller->submit(prone).accepted);
    EXPECT_EQ(token("brand").look().marks, QStringList{QStringLiteral("Prone")});
    EXPECT_TRUE(token("brand").toolTip().contains(QStringLiteral("Prone"))) << token("brand").toolTip().toStdString();
    EXPECT_FALSE(token("brand").look().turned);
    engine::CommandForm side;
    side.type = "side";
    side.set("a", "brand").set("b", "aster");
    ASSERT_TRUE(t.controller->submit(side).accepted);
    EXPECT_TRUE(token("brand").look().turned);
    EXPECT_TRUE(token("brand").look().marks.contains(QStringLiteral("Changed sides")));
    EXPECT_FALSE(token("aster").look().turned);
}

class DbuGrid : public ::testing::Test {
protected:
    TestEncounter t;
    BattleGridView view{*t.controller};

    void SetUp() override {
        t.start();
        view.resize(700, 700);
        view.show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(&view));
    }
};

TEST_F(DbuGrid, AStandingTokenOnADefeatedOnesSquareIsDrawnOverIt) {
    engine::CommandForm down;
    down.type = "damage";
    down.set("who", "saibaman-1");
    down.set("amount", 500);
    ASSERT_TRUE(t.controller->submit(down).accepted);
    TokenItem* fallen = view.gridScene().token(QStringLiteral("saibaman-1"));
    TokenItem* goku = view.gridScene().token(QStringLiteral("goku"));
    ASSERT_TRUE(fallen->look().defeated);
    goku->placeOn(fallen->square()); // dropped on the fallen one's square
    fallen->update();
    goku->update();
    const QPointF centre = BattleGridScene::rectOf(fallen->square()).center();
    TokenItem* top = nullptr;
    for (QGraphicsItem* item : view.gridScene().items(centre)) { // topmost first
        if ((top = dynamic_cast<TokenItem*>(item)) != nullptr) {
            break;
        }
    }
    EXPECT_EQ(top, goku) << "the Defeated token covers the standing one";
    t.controller->select(QStringLiteral("saibaman-1"));
    EXPECT_LT(fallen->zValue(), goku->zValue()) << "even selected, a Defeated token stays under";
}

} // namespace
} // namespace scouter::ui::test
