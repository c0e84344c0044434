// SPDX-License-Identifier: GPL-3.0-or-later
#include "CampaignModel.h"
#include "CampaignFile.h"
#include "CampaignOverview.h"
#include "Database.h"
#include "EncounterRepository.h"

#include <QAbstractItemModelTester>
#include <QDateTime>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <optional>
#include <utility>

namespace scouter::ui {
namespace {

using Column = CampaignModel::Column;
using Section = CampaignModel::Section;

QString cell(const CampaignModel& model, Section section, int row, Column column) {
    return model.index(row, static_cast<int>(column), model.sectionIndex(section)).data().toString();
}

QStringList texts(const CampaignModel& model, Section section, Column which) {
    QStringList texts;
    for (int row = 0; row < model.rowCount(model.sectionIndex(section)); ++row) {
        texts << cell(model, section, row, which);
    }
    return texts;
}

// The demo campaign in a real file, as a first run creates it.
class CampaignModelTest : public testing::Test {
protected:
    void SetUp() override {
        ASSERT_TRUE(m_folder.isValid());
        m_path = m_folder.filePath(QStringLiteral("demo.scouter"));
        auto db = store::CampaignFile::open(m_path, store::CampaignFile::WhenNew::WithDemo);
        ASSERT_TRUE(db.ok()) << db.error().message.toStdString();
        m_db.emplace(std::move(db).value());
    }

    [[nodiscard]] CampaignOverview read() {
        auto overview = CampaignOverview::read(*m_db);
        EXPECT_TRUE(overview.ok()) << overview.error().message.toStdString();
        return overview.ok() ? std::move(overview).value() : CampaignOverview{};
    }

    QTemporaryDir m_folder;
    QString m_path;
    std::optional<store::Database> m_db;
};

TEST_F(CampaignModelTest, PassesTheModelTesterOverTheDemoCampaign) {
    CampaignModel model(read());
    // Fatal: the tester's checks abort the test run, which gtest reports as this test failing.
    const QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    EXPECT_EQ(model.rowCount(), CampaignModel::kSectionCount);
    EXPECT_EQ(model.columnCount(), CampaignModel::kColumnCount);
}

TEST_F(CampaignModelTest, ListsTheDemoCampaignsRecordsUnderTheirSections) {
    const CampaignModel model(read());
    EXPECT_EQ(model.overview().filePath, m_path);
    EXPECT_EQ(model.sectionIndex(Section::Characters).data().toString(), QStringLiteral("Characters (12)"));
    EXPECT_EQ(model.sectionIndex(Section::Groups).data().toString(), QStringLiteral("NPC groups (3)"));
    EXPECT_EQ(model.sectionIndex(Section::Encounters).data().toString(), QStringLiteral("Encounters (3)"));

    EXPECT_EQ(
        texts(model, Section::Characters, Column::Name),
        QStringList({QStringLiteral("Goku"), QStringLiteral("Piccolo"), QStringLiteral("Krillin"),
                     QStringLiteral("Saibaman"), QStringLiteral("Frieza Force Soldier"), QStringLiteral("Kestrel"),
                     QStringLiteral("Brannoc"), QStringLiteral("Bandit"), QStringLiteral("Ysolde"),
                     QStringLiteral("Corwin"), QStringLiteral("Mags"), QStringLiteral("Raider")}));
    EXPECT_EQ(cell(model, Section::Characters, 0, Column::Details),
              QStringLiteral("PC · Tier of Power 3 · Life 120 · Ki 80"));
    EXPECT_EQ(cell(model, Section::Characters, 3, Column::Details),
              QStringLiteral("NPC · Tier of Power 2 · Life 40 · Ki 20"));
    // A True20 sheet says who it is in True20's words, not empty.
    EXPECT_EQ(cell(model, Section::Characters, 5, Column::Details),
              QStringLiteral("PC · Dexterity 3 · Constitution 1 · Base Combat Bonus 3 · Conviction 3"));
    // A Fatewalker sheet says who it is with what it carries.
    EXPECT_EQ(cell(model, Section::Characters, 8, Column::Details),
              QStringLiteral("PC · Speed 5 · Agility 3 · Unarmed 1 · Weaponry 4 · Weapons longsword, dagger"));

    EXPECT_EQ(texts(model, Section::Groups, Column::Name),
              QStringList({QStringLiteral("Saibamen"), QStringLiteral("Frieza Force Soldiers"),
                           QStringLiteral("Mill Raiders")}));
    EXPECT_EQ(texts(model, Section::Groups, Column::Details),
              QStringList({QStringLiteral("×4"), QStringLiteral("×2"), QStringLiteral("×3")}));

    EXPECT_EQ(texts(model, Section::Encounters, Column::Name),
              QStringList({QStringLiteral("Saibamen in the wasteland"), QStringLiteral("Bandits at the ford"),
                           QStringLiteral("Raiders at the mill")}));
    EXPECT_EQ(texts(model, Section::Encounters, Column::Details),
              QStringList({QStringLiteral("Ready"), QStringLiteral("Ready"), QStringLiteral("Ready")}));
}

TEST_F(CampaignModelTest, AnEndedEncounterIsShownEndedWithItsOutcome) {
    store::EncounterRepository encounters(*m_db);
    auto listed = encounters.list();
    ASSERT_TRUE(listed.ok());
    ASSERT_EQ(listed.value().size(), 3U); // the demo's DBU fight first, then its True20 and Fatewalker ones
    ASSERT_TRUE(encounters
                    .markEnded(listed.value().front().encounter.id, QStringLiteral("heroes win"),
                               QDateTime::currentDateTimeUtc())
                    .ok());

    const CampaignModel model(read());
    EXPECT_EQ(cell(model, Section::Encounters, 0, Column::Details), QStringLiteral("Ended"));
    const QString tip = model.index(0, static_cast<int>(Column::Name), model.sectionIndex(Section::Encounters))
                            .data(Qt::ToolTipRole)
                            .toString();
    EXPECT_TRUE(tip.contains(QStringLiteral("heroes win"))) << tip.toStdString();
}

TEST(CampaignModelStateTest, AnEncounterWithCommandsIsRunningAndMissingStatsAreLeftOut) {
    CampaignOverview overview;
    overview.characters.push_back({QStringLiteral("Stranger"), false, {QStringLiteral("Life 30")}, QString()});
    overview.encounters.push_back(
        {QStringLiteral("Mid-fight"), CampaignOverview::EncounterState::Running, 12, 10, 8, QString()});
    CampaignModel model(std::move(overview));
    const QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    EXPECT_EQ(cell(model, Section::Characters, 0, Column::Details), QStringLiteral("NPC · Life 30"));
    EXPECT_EQ(cell(model, Section::Encounters, 0, Column::Details), QStringLiteral("Running"));
    EXPECT_EQ(model.rowCount(model.sectionIndex(Section::Groups)), 0);
    // Records are leaves: no children, and no second-column parents.
    const QModelIndex record = model.index(0, 0, model.sectionIndex(Section::Characters));
    EXPECT_EQ(model.rowCount(record), 0);
    EXPECT_TRUE(model.flags(record).testFlag(Qt::ItemNeverHasChildren));
    EXPECT_EQ(model.rowCount(model.index(0, static_cast<int>(Column::Details))), 0);
}

} // namespace
} // namespace scouter::ui
