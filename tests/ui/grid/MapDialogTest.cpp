// SPDX-License-Identifier: GPL-3.0-or-later
// The map set from Encounter › Map… on a real campaign file: previewed on the grid at once, kept
// in the file with the encounter (the placement too, after reopening), a bad file refused with
// its reason and the old map kept, Cancel and Remove map.
#include "MapFiles.h"

#include "../DemoCampaignFile.h"
#include "Database.h"
#include "EncounterMapRepository.h"
#include "encounter/EncounterController.h"
#include "grid/MapDialog.h"

#include <QDoubleSpinBox>
#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>

#include <gtest/gtest.h>

namespace scouter::ui::test {
namespace {

class MapDialogTest : public DemoCampaignFile {
protected:
    std::unique_ptr<EncounterController> controller;

    void SetUp() override {
        faces = {7, 5};
        DemoCampaignFile::SetUp();
        reopenEncounter();
    }
    void TearDown() override {
        controller.reset(); // before the session it writes through
        DemoCampaignFile::TearDown();
    }

    // The encounter opened again from the file, its map read in the background.
    void reopenEncounter() {
        controller.reset();
        auto opened = session->open(encounterId, nullptr);
        ASSERT_TRUE(opened) << opened.error().message.toStdString();
        controller.reset(opened.value());
        session->loader().waitForAll();
        QCoreApplication::processEvents(); // the map's arrival, queued to this thread
    }

    [[nodiscard]] QString file(const QString& name, const QByteArray& bytes) const {
        QFile out(folder.filePath(name));
        EXPECT_TRUE(out.open(QIODevice::WriteOnly));
        out.write(bytes);
        return out.fileName();
    }

    // Picks a file in the dialog and waits for it to be read.
    static bool choose(MapDialog& dialog, const QString& file) {
        QSignalSpy read(&dialog, &MapDialog::fileRead);
        dialog.chooseFile(file);
        return read.wait(10000) && read.front().front().toBool();
    }

    // OK, and the write on its worker connection awaited.
    void confirm(MapDialog& dialog) {
        QSignalSpy finished(&dialog, &QDialog::finished);
        QTest::mouseClick(&dialog.okButton(), Qt::LeftButton);
        ASSERT_TRUE(finished.count() == 1 || finished.wait(10000)) << dialog.messageLabel().text().toStdString();
    }

    [[nodiscard]] std::optional<store::EncounterMap> stored() const {
        auto db = store::Database::connect(path);
        EXPECT_TRUE(db);
        auto map = store::EncounterMapRepository(db.value()).load(encounterId);
        EXPECT_TRUE(map) << map.error().message.toStdString();
        return map ? map.value() : std::nullopt;
    }
};

TEST_F(MapDialogTest, AChosenMapIsPreviewedThenKeptWithItsPlacementAfterReopening) {
    const QByteArray bytes = MapFiles::halves({400, 300}, Qt::red, Qt::blue);
    MapDialog* dialog = MapDialog::openFor(*controller, session->loader(), nullptr);
    ASSERT_TRUE(choose(*dialog, file(QStringLiteral("cave.png"), bytes)));
    // Previewed on the encounter at once, before OK.
    ASSERT_FALSE(controller->map().isEmpty());
    EXPECT_EQ(controller->map().picture->size(), QSize(400, 300));
    dialog->squarePixelsField().setValue(25);
    dialog->offsetXField().setValue(-50);
    dialog->offsetYField().setValue(12.5);
    EXPECT_EQ(controller->map().squarePixels, 25);
    EXPECT_EQ(controller->map().offsetX, -50);
    EXPECT_EQ(controller->map().offsetY, 12.5);
    EXPECT_FALSE(stored().has_value()); // nothing written before OK
    confirm(*dialog);

    reopenEncounter();
    ASSERT_FALSE(controller->map().isEmpty());
    EXPECT_EQ(controller->map().picture->bytes(), bytes); // the file as chosen, not re-encoded
    EXPECT_EQ(controller->map().picture->format(), QStringLiteral("png"));
    EXPECT_EQ(controller->map().squarePixels, 25);
    EXPECT_EQ(controller->map().offsetX, -50);
    EXPECT_EQ(controller->map().offsetY, 12.5);

    // Moved only: the placement is written, the picture stays.
    dialog = MapDialog::openFor(*controller, session->loader(), nullptr);
    dialog->offsetXField().setValue(30);
    confirm(*dialog);
    reopenEncounter();
    EXPECT_EQ(controller->map().offsetX, 30);
    EXPECT_EQ(controller->map().picture->bytes(), bytes);
}

TEST_F(MapDialogTest, AGarbageOrOversizedFileIsRefusedWithItsReasonAndTheOldMapKept) {
    const QByteArray bytes = MapFiles::halves({64, 64}, Qt::red, Qt::blue, "JPEG");
    MapDialog* dialog = MapDialog::openFor(*controller, session->loader(), nullptr);
    ASSERT_TRUE(choose(*dialog, file(QStringLiteral("old.jpg"), bytes)));
    confirm(*dialog);
    const GridMap before = controller->map();
    ASSERT_FALSE(before.isEmpty());

    dialog = MapDialog::openFor(*controller, session->loader(), nullptr);
    EXPECT_FALSE(choose(*dialog, file(QStringLiteral("notes.png"), QByteArrayLiteral("Goku 40/60, Vegeta 55/60"))));
    EXPECT_EQ(dialog->messageLabel().text().toStdString(),
              "The map 'notes.png' is not a PNG, JPEG or WebP image. The map is unchanged.");
    EXPECT_EQ(controller->map(), before);

    EXPECT_FALSE(choose(*dialog, file(QStringLiteral("x.png"), MapFiles::claimingSize(20000, 9000))));
    EXPECT_EQ(dialog->messageLabel().text().toStdString(),
              "The map 'x.png' is 20000 × 9000 pixels; Scouter takes at most 16384 on a side and 64 megapixels. "
              "The map is unchanged.");
    EXPECT_EQ(controller->map(), before);

    EXPECT_FALSE(choose(*dialog, folder.filePath(QStringLiteral("missing.webp"))));
    EXPECT_TRUE(dialog->messageLabel().text().startsWith(QStringLiteral("The map 'missing.webp' cannot be opened")))
        << dialog->messageLabel().text().toStdString();
    confirm(*dialog);

    reopenEncounter();
    ASSERT_FALSE(controller->map().isEmpty());
    EXPECT_EQ(controller->map().picture->bytes(), bytes);
    EXPECT_EQ(controller->map().picture->format(), QStringLiteral("jpeg"));
}

TEST_F(MapDialogTest, CancelPutsThePreviousMapBackAndRemoveTakesItAway) {
    MapDialog* dialog = MapDialog::openFor(*controller, session->loader(), nullptr);
    ASSERT_TRUE(choose(*dialog, file(QStringLiteral("a.png"), MapFiles::halves({40, 40}, Qt::red, Qt::blue))));
    confirm(*dialog);
    const GridMap kept = controller->map();

    dialog = MapDialog::openFor(*controller, session->loader(), nullptr);
    ASSERT_TRUE(choose(*dialog, file(QStringLiteral("b.png"), MapFiles::halves({80, 40}, Qt::green, Qt::blue))));
    dialog->squarePixelsField().setValue(8);
    EXPECT_EQ(controller->map().picture->size(), QSize(80, 40)); // the preview
    dialog->reject();
    EXPECT_EQ(controller->map(), kept);

    dialog = MapDialog::openFor(*controller, session->loader(), nullptr);
    QTest::mouseClick(&dialog->removeButton(), Qt::LeftButton);
    EXPECT_TRUE(controller->map().isEmpty());
    EXPECT_FALSE(dialog->squarePixelsField().isEnabled());
    confirm(*dialog);
    EXPECT_FALSE(stored().has_value());
    reopenEncounter();
    EXPECT_TRUE(controller->map().isEmpty());
}

// A write that fails (the disk full, the file locked): the dialog says why and stays open, the
// file keeps the map it had; Cancel then shows that one again.
TEST_F(MapDialogTest, AFailedWriteSaysWhyAndKeepsThePreviousMap) {
    MapDialog* dialog = MapDialog::openFor(*controller, session->loader(), nullptr);
    ASSERT_TRUE(choose(*dialog, file(QStringLiteral("a.png"), MapFiles::halves({40, 40}, Qt::red, Qt::blue))));
    confirm(*dialog);
    const GridMap kept = controller->map();

    dialog = MapDialog::openFor(*controller, session->loader(), nullptr);
    dialog->setSaver([](const GridMap&, const GridMap&, const std::function<void(store::Status)>& done) {
        done(store::StoreError{store::StoreErrorKind::DiskFull, QStringLiteral("The disk is full")});
    });
    ASSERT_TRUE(choose(*dialog, file(QStringLiteral("b.png"), MapFiles::halves({80, 40}, Qt::green, Qt::blue))));
    QTest::mouseClick(&dialog->okButton(), Qt::LeftButton);
    EXPECT_TRUE(dialog->isVisible());
    EXPECT_EQ(dialog->messageLabel().text().toStdString(),
              "The map was not saved (the campaign file keeps the previous one): The disk is full");
    EXPECT_TRUE(dialog->okButton().isEnabled()); // to try again once there is room
    dialog->reject();
    EXPECT_EQ(controller->map(), kept);
    ASSERT_TRUE(stored().has_value());
    EXPECT_EQ(stored()->width, 40);
}

} // namespace
} // namespace scouter::ui::test
