// SPDX-License-Identifier: GPL-3.0-or-later
// A map accepted once (saved, imported) whose picture turns out unreadable never stops the
// encounter: it opens on the grid's own field and the status bar says why.
#include "../DemoCampaignFile.h"
#include "MapFiles.h"

#include "EncounterMap.h"
#include "EncounterMapRepository.h"
#include "encounter/EncounterController.h"

#include <QCoreApplication>
#include <QStatusBar>

#include <gtest/gtest.h>

namespace scouter::ui::test {
namespace {

class StoredMap : public DemoCampaignFile {};

TEST_F(StoredMap, OneThatCannotBeShownIsSaidInTheStatusBarAndTheEncounterOpensWithoutIt) {
    // A PNG's signature and size chunk, as the store checks them, then bytes no decoder reads.
    const QByteArray whole = MapFiles::halves({400, 400}, Qt::red, Qt::blue);
    store::EncounterMap map;
    map.image = whole.left(33) + QByteArray(64, 'x');
    map.format = QStringLiteral("png");
    map.width = 400;
    map.height = 400;
    map.squarePixels = 40;
    const auto saved = store::EncounterMapRepository(session->database()).save(encounterId, map);
    ASSERT_TRUE(saved) << saved.error().message.toStdString();

    openWindow();
    session->loader().waitForAll();
    QCoreApplication::processEvents(); // the map's result, queued to this thread
    ASSERT_NE(window->encounter(), nullptr);
    EXPECT_TRUE(window->encounter()->map().isEmpty());
    const QString said = window->statusBar()->currentMessage();
    EXPECT_TRUE(said.startsWith(QStringLiteral("The encounter's map cannot be shown: The map ")) &&
                said.contains(QStringLiteral("could not be read as PNG")))
        << said.toStdString();
}

} // namespace
} // namespace scouter::ui::test
