// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 18's map from the prep to the review through the window: set with the prep's Map…
// button (previewed on the placement), saved with the encounter, drawn under the running
// encounter's grid (Encounter › Map… opens the dialog there), and under the review's grid.
#include "../grid/MapFiles.h"

#include "../DemoCampaignFile.h"
#include "encounter/EncounterController.h"
#include "grid/BattleGridView.h"
#include "grid/MapDialog.h"
#include "prep/PlacementView.h"
#include "prep/PrepPickModel.h"
#include "prep/PrepWindow.h"
#include "review/ReplayView.h"
#include "review/ReviewWindow.h"

#include <QAction>
#include <QDoubleSpinBox>
#include <QFile>
#include <QLabel>
#include <QMenuBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>

#include <gtest/gtest.h>

namespace scouter::ui {
namespace {

const QColor kMapLeft = test::MapFiles::kLeft;
const QColor kMapRight = test::MapFiles::kRight;
using test::MapFiles;

class PrepMap : public test::DemoCampaignFile {
protected:
    void SetUp() override {
        faces = {};
        DemoCampaignFile::SetUp();
        openWindow(false);
        window->resize(1366, 740);
        window->show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(window.get()));
    }
};

TEST_F(PrepMap, TheMapSetInThePrepIsUnderThePlacementTheRunningGridAndTheReview) {
    PrepWindow* prep = window->showPrep();
    ASSERT_NE(prep, nullptr);
    ASSERT_TRUE(QTest::qWaitForWindowExposed(prep));
    PrepPickModel& picks = prep->picks();
    for (int row = 0; row < picks.rowCount(); ++row) {
        if (picks.index(row, PrepPickModel::Name).data().toString() == QStringLiteral("Saibamen")) {
            EXPECT_TRUE(picks.setData(picks.index(row, PrepPickModel::Name), QVariant::fromValue(Qt::Checked),
                                      Qt::CheckStateRole));
        }
    }
    prep->widthField().setValue(10);
    prep->heightField().setValue(8);
    const QColor field = MapFiles::paintedAt(prep->placement(), {5, 4});

    // 100 × 80 pixels at 10 to a square: the whole 10 × 8 grid, left half magenta.
    QFile file(folder.filePath(QStringLiteral("cliff.png")));
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(test::MapFiles::halves({100, 80}, kMapLeft, kMapRight));
    file.close();
    MapDialog* dialog = prep->showMapDialog();
    QSignalSpy read(dialog, &MapDialog::fileRead);
    dialog->chooseFile(file.fileName());
    ASSERT_TRUE(read.wait(10000));
    dialog->squarePixelsField().setValue(10);
    EXPECT_TRUE(MapFiles::near(MapFiles::paintedAt(prep->placement(), {2, 4}), kMapLeft))
        << MapFiles::paintedAt(prep->placement(), {2, 4}).name().toStdString();
    EXPECT_TRUE(MapFiles::near(MapFiles::paintedAt(prep->placement(), {7, 4}), kMapRight));
    QTest::mouseClick(&dialog->okButton(), Qt::LeftButton);
    EXPECT_EQ(prep->placement().map().squarePixels, 10);

    ASSERT_TRUE(prep->saveStartButton().isEnabled()) << prep->messageLabel().text().toStdString();
    QTest::mouseClick(&prep->saveStartButton(), Qt::LeftButton);
    ASSERT_TRUE(QTest::qWaitFor([this] { return window->encounter() != nullptr; }, 5000));
    EncounterController& controller = *window->encounter();
    ASSERT_TRUE(QTest::qWaitFor([&controller] { return !controller.map().isEmpty(); }, 5000));
    EXPECT_EQ(controller.map().squarePixels, 10);
    EXPECT_EQ(controller.map().picture->size(), QSize(100, 80));
    auto* grid = window->findChild<BattleGridView*>();
    ASSERT_NE(grid, nullptr);
    QApplication::processEvents();
    EXPECT_TRUE(MapFiles::near(MapFiles::paintedAt(*grid, {2, 4}), kMapLeft))
        << MapFiles::paintedAt(*grid, {2, 4}).name().toStdString();
    EXPECT_NE(MapFiles::paintedAt(*grid, {2, 4}), field);

    // Encounter › Map… opens the dialog on the running encounter's map.
    auto* mapAction = window->findChild<QAction*>(QStringLiteral("mapAction"));
    ASSERT_NE(mapAction, nullptr);
    mapAction->trigger();
    auto* running = window->findChild<MapDialog*>();
    ASSERT_NE(running, nullptr);
    EXPECT_EQ(running->map(), controller.map());
    running->reject();

    const qint64 started = controller.encounterId();
    ReviewWindow* review = window->showReview(started);
    ASSERT_NE(review, nullptr);
    ASSERT_TRUE(QTest::qWaitFor([review] { return review->replay() != nullptr; }, 5000));
    ReplayView& replay = *review->replay();
    ASSERT_TRUE(QTest::qWaitFor([&replay] { return !replay.controller().map().isEmpty(); }, 5000));
    replay.grid().fitToGrid();
    QApplication::processEvents();
    EXPECT_TRUE(MapFiles::near(MapFiles::paintedAt(replay.grid(), {7, 4}), kMapRight))
        << MapFiles::paintedAt(replay.grid(), {7, 4}).name().toStdString();
}

} // namespace
} // namespace scouter::ui
