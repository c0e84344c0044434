// SPDX-License-Identifier: GPL-3.0-or-later
#include "MapFiles.h"
#include "TestEncounter.h"

#include "grid/BattleGridView.h"
#include "grid/MapPicture.h"

#include <QSignalSpy>
#include <QTest>

#include <gtest/gtest.h>

namespace scouter::ui::test {
namespace {

const QColor kLeftColour = MapFiles::kLeft;
const QColor kRightColour = MapFiles::kRight;

std::shared_ptr<const MapPicture> halvesPicture(QSize size) {
    return MapPicture::decode(MapFiles::halves(size, kLeftColour, kRightColour), QStringLiteral("halves.png")).value();
}

class MapUnderGrid : public ::testing::Test {
protected:
    TestEncounter t;
    BattleGridView view{*t.controller};

    void SetUp() override {
        t.start();
        view.resize(700, 700);
        view.show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(&view));
        view.fitToGrid();
    }
    // The colour painted at the middle of an empty square.
    [[nodiscard]] QColor colourAt(QPoint square) const {
        const QImage image = view.viewport()->grab().toImage();
        return image.pixelColor(view.viewPointOf(square) * image.devicePixelRatio());
    }
};

TEST_F(MapUnderGrid, TheMapShowsUnderTheSquaresWhereItsPlacementPutsIt) {
    const QColor field = colourAt({5, 3});
    // 200 × 200 pixels at 10 to a square: 20 squares on a side, the whole 20 × 20 grid.
    QSignalSpy changed(t.controller.get(), &EncounterController::mapChanged);
    t.controller->setMap({halvesPicture({200, 200}), 10, 0, 0});
    EXPECT_EQ(changed.count(), 1);
    EXPECT_TRUE(MapFiles::near(colourAt({5, 3}), kLeftColour)) << colourAt({5, 3}).name().toStdString();
    EXPECT_TRUE(MapFiles::near(colourAt({15, 3}), kRightColour)) << colourAt({15, 3}).name().toStdString();

    // Twice the pixels to a square and its corner 40 pixels (4 squares) right of the grid's:
    // it covers squares 4..13, left half 4..8; the field shows elsewhere.
    t.controller->setMap({t.controller->map().picture, 20, 80, 0});
    EXPECT_EQ(changed.count(), 2);
    EXPECT_EQ(colourAt({2, 3}), field);
    EXPECT_TRUE(MapFiles::near(colourAt({5, 3}), kLeftColour)) << colourAt({5, 3}).name().toStdString();
    EXPECT_TRUE(MapFiles::near(colourAt({11, 3}), kRightColour)) << colourAt({11, 3}).name().toStdString();
    EXPECT_EQ(colourAt({16, 3}), field);
    EXPECT_EQ(colourAt({5, 12}), field); // below its 10 squares of height

    t.controller->setMap({});
    EXPECT_EQ(changed.count(), 3);
    EXPECT_EQ(colourAt({5, 3}), field);
    EXPECT_EQ(colourAt({11, 3}), field);
}

TEST_F(MapUnderGrid, TokensAndSquareLinesStayOnTopOfTheMap) {
    t.controller->setMap({halvesPicture({200, 200}), 10, 0, 0});
    // Goku's token on (2, 9): its disc, not the map.
    EXPECT_FALSE(MapFiles::near(colourAt({2, 9}), kLeftColour)) << colourAt({2, 9}).name().toStdString();
    // The line between two squares darkens the map under it.
    const QImage image = view.viewport()->grab().toImage();
    const QPoint corner = view.mapFromScene(QPointF(5 * 32, 3.5 * 32));
    int darkest = 255;
    for (int dx = -1; dx <= 1; ++dx) { // the one-pixel line may round to either neighbour
        darkest = std::min(darkest, image.pixelColor((corner + QPoint(dx, 0)) * image.devicePixelRatio()).lightness());
    }
    EXPECT_LT(darkest, kLeftColour.lightness() - 10);
}

TEST_F(MapUnderGrid, SettingTheSameMapAgainSaysNothing) {
    const GridMap map{halvesPicture({20, 20}), 10, 0, 0};
    t.controller->setMap(map);
    QSignalSpy changed(t.controller.get(), &EncounterController::mapChanged);
    t.controller->setMap(map);
    EXPECT_EQ(changed.count(), 0);
}

} // namespace
} // namespace scouter::ui::test
