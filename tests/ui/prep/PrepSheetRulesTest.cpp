// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 14: a character saved before the rules between a sheet's stats (Boosted Speed below
// Normal Speed) cannot be brought into a new encounter: the prep says why and saves nothing.
#include "CharacterRepository.h"
#include "Database.h"
#include "DemoCampaign.h"
#include "EncounterRepository.h"
#include "NpcGroupRepository.h"
#include "prep/PrepPickModel.h"
#include "prep/PrepWindow.h"

#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <gtest/gtest.h>

namespace scouter::ui {
namespace {

TEST(PrepSheetRules, ANewEncounterRefusesASheetTheRulesRefuseAndSavesNothing) {
    QTemporaryDir folder;
    auto opened = store::Database::open(folder.filePath(QStringLiteral("campaign.scouter")));
    ASSERT_TRUE(opened);
    store::Database db = std::move(opened).value();
    ASSERT_TRUE(store::DemoCampaign::create(db));
    store::CharacterRepository characters(db);
    store::Character goku;
    for (const store::Character& c : characters.list().value()) {
        if (c.name == QStringLiteral("Goku")) {
            goku = c;
        }
    }
    ASSERT_NE(goku.id, 0);
    goku.stats.insert(QStringLiteral("boostedSpeed"), 3); // Normal Speed 5
    ASSERT_TRUE(characters.update(goku));
    const std::size_t before = store::EncounterRepository(db).list().value().size();

    PrepWindow prep(db);
    prep.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&prep));
    PrepPickModel& picks = prep.picks();
    qint64 saibamen = 0;
    for (const store::NpcGroup& group : store::NpcGroupRepository(db).list().value()) {
        if (group.name == QStringLiteral("Saibamen")) {
            saibamen = group.id;
        }
    }
    ASSERT_TRUE(
        picks.setData(picks.indexOf(store::DraftPick::Source::Group, saibamen), Qt::Checked, Qt::CheckStateRole));

    EXPECT_EQ(prep.messageLabel().text(), QStringLiteral("The rules refuse a sheet (change it in the library): goku: "
                                                         "Boosted Speed must be at least Normal Speed (5), not 3."));
    EXPECT_FALSE(prep.saveReadyButton().isEnabled());
    EXPECT_FALSE(prep.saveStartButton().isEnabled());
    EXPECT_FALSE(prep.save(true));
    EXPECT_EQ(store::EncounterRepository(db).list().value().size(), before);

    goku.stats.insert(QStringLiteral("boostedSpeed"), 7);
    ASSERT_TRUE(characters.update(goku));
    prep.reload();
    EXPECT_TRUE(prep.saveStartButton().isEnabled()) << prep.messageLabel().text().toStdString();
}

} // namespace
} // namespace scouter::ui
