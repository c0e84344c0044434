// SPDX-License-Identifier: GPL-3.0-or-later
// An area of effect aimed on the grid: the demo's Krillin keeps his Scattering Bullet (a Sphere of
// radius 2) on his sheet. At the table 2 lays it on the grid with the keyboard there, the arrows
// move it, everyone it covers is ticked, and once performed the players' screen draws it too.
#include "DemoTable.h"

#include "MainWindow.h"
#include "grid/AreaItem.h"
#include "grid/BattleGridScene.h"
#include "grid/BattleGridView.h"
#include "panel/AreaAim.h"
#include "panel/ManeuverForm.h"
#include "player/PlayerWindow.h"

#include <QPushButton>

#include <gtest/gtest.h>

namespace scouter::ui::test {
namespace {

class AreaTemplate : public DemoTable {
protected:
    AreaTemplate() { faces = std::vector<int>(60, 5); }

    void SetUp() override {
        DemoTable::SetUp();
        play(QStringLiteral("dbu"), {{"krillin", 20}, {"goku", 15}, {"piccolo", 12}, {"saibamen", 5}});
        ASSERT_EQ(controller().selected(), QStringLiteral("krillin"));
    }

    [[nodiscard]] BattleGridView& grid() const { return *view().grid(); }
    [[nodiscard]] const AreaItem& aimed() const { return grid().gridScene().aimed(); }
    [[nodiscard]] int life(const std::string& id) const { return paths()[id + ".life"].get<int>(); }
    [[nodiscard]] std::vector<std::string> ticked() const {
        std::vector<std::string> ids;
        engine::CommandForm form = panel().formCommand();
        if (const auto found = form.arguments.find("targets"); found != form.arguments.end()) {
            ids = std::get<std::vector<std::string>>(found->second);
        }
        return ids;
    }
};

TEST_F(AreaTemplate, ASphereOfRadiusTwoDroppedOnTheGroupHitsExactlyItsSquaresOccupants) {
    key(Qt::Key_2);
    ASSERT_TRUE(aimed().isVisible()) << said();
    EXPECT_EQ(focused(), &grid()) << "the arrows aim it on the grid";
    ASSERT_TRUE(aimed().area().has_value());
    EXPECT_EQ(aimed().area()->shape, engine::AreaShape::Sphere);
    EXPECT_EQ(aimed().area()->size, 2);
    EXPECT_EQ(aimed().area()->at, (engine::Position{7, 2})) << "it starts on the nearest Opponent, Saibaman 1";
    EXPECT_EQ(ticked(), (std::vector<std::string>{"saibaman-1", "saibaman-2"}))
        << "Saibaman 3, two across and two down, is outside the circle";

    key(Qt::Key_Right);
    key(Qt::Key_Down);
    key(Qt::Key_Down);
    EXPECT_EQ(panel().form().square(), QPoint(8, 4));
    EXPECT_EQ(ticked(), (std::vector<std::string>{"saibaman-1", "saibaman-2", "saibaman-3", "saibaman-4"}));
    EXPECT_EQ(aimed().squareCount(), 18) << "21 squares, 3 of them past the grid's right edge";

    key(Qt::Key_Escape);
    ASSERT_TRUE(panel().form().isAncestorOf(focused())) << "Esc: the keyboard is back on the form";
    type(15);
    key(Qt::Key_Return);

    for (const char* id : {"saibaman-1", "saibaman-2", "saibaman-3", "saibaman-4"}) {
        EXPECT_EQ(life(id), 25) << id << ": " << said();
    }
    EXPECT_EQ(life("goku"), 120);
    EXPECT_EQ(life("piccolo"), 110);
    EXPECT_EQ(paths()["krillin.ki"].get<int>(), 52) << "4(T) at Krillin's Tier of Power 2";
    EXPECT_TRUE(controller().undoLabel().startsWith(QStringLiteral("Krillin: Scattering Bullet (Signature Technique)")))
        << controller().undoLabel().toStdString();
    EXPECT_LE(inputs, 8) << "2, three arrows, Esc, the damage, Enter";

    const engine::AreaTemplate laid{engine::AreaShape::Sphere, 2, {8, 4}, {2, 4}};
    EXPECT_EQ(grid().gridScene().performed().area(), laid) << "the ARC's grid keeps what it covered";
    EXPECT_FALSE(aimed().isVisible()) << "the aim is put away once performed";
    PlayerWindow* players = window->showPlayerView();
    ASSERT_NE(players, nullptr);
    ASSERT_NE(players->scene(), nullptr);
    EXPECT_TRUE(players->scene()->performed().isVisible());
    EXPECT_EQ(players->scene()->performed().area(), laid) << "the players' screen draws it as performed";
    EXPECT_FALSE(players->scene()->aimed().isVisible()) << "never the ARC's aim";

    controller().submit(engine::commands::EndTurn{"krillin"});
    EXPECT_FALSE(players->scene()->performed().isVisible()) << "the next command clears it";
}

TEST_F(AreaTemplate, AnAreaOverOnlyACharacterHiddenFromTheAttackerIsRefusedAsTheRulesSay) {
    engine::commands::Condition hide;
    hide.who = "saibaman-4";
    hide.add = "hidden";
    ASSERT_TRUE(controller().submit(hide).accepted);
    key(Qt::Key_2);
    // The pointer drags it along: Saibaman 4 alone at [7, 6] is inside a sphere on [6, 7].
    QTest::mouseMove(grid().viewport(), grid().viewPointOf(QPoint(6, 7)));
    QApplication::processEvents();
    ASSERT_TRUE(grid().aimFollowsPointer());
    EXPECT_EQ(panel().form().square(), QPoint(6, 7));
    EXPECT_EQ(ticked(), (std::vector<std::string>{"saibaman-4"}));
    EXPECT_FALSE(panel().performButton().isEnabled());
    EXPECT_NE(said().find("Saibaman 4 is Hidden from Krillin"), std::string::npos) << said();
    EXPECT_NE(said().find("an area that also targets another character"), std::string::npos) << said();

    // 002 Hidden: an area that also targets another character may include them.
    QTest::mouseMove(grid().viewport(), grid().viewPointOf(QPoint(7, 6)));
    QApplication::processEvents();
    EXPECT_EQ(ticked(), (std::vector<std::string>{"saibaman-3", "saibaman-4"}));
    EXPECT_TRUE(panel().performButton().isEnabled()) << said();
}

TEST_F(AreaTemplate, TheTableUnticksWhomTheAreaSparesAndAClickPlacesIt) {
    key(Qt::Key_2);
    const QPoint krillinsSquare(3, 4); // beside Krillin: Goku, Piccolo and Krillin's own square inside
    QTest::mouseClick(grid().viewport(), Qt::LeftButton, Qt::NoModifier, grid().viewPointOf(krillinsSquare));
    QApplication::processEvents();
    EXPECT_FALSE(grid().aimFollowsPointer()) << "placed by the click";
    EXPECT_EQ(ticked(), (std::vector<std::string>{"goku", "piccolo"})) << "allies inside, never the attacker";
    panel().form().setPicked("targets", {});
    EXPECT_FALSE(panel().performButton().isEnabled()) << "none ticked would strike everyone inside";
    EXPECT_NE(said().find("Nobody is ticked among the area's targets"), std::string::npos) << said();
    QTest::mouseMove(grid().viewport(), grid().viewPointOf(QPoint(8, 4)));
    QApplication::processEvents();
    EXPECT_EQ(panel().form().square(), krillinsSquare) << "a placed area stays where it was clicked";
}

} // namespace
} // namespace scouter::ui::test
