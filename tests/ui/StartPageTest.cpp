// SPDX-License-Identifier: GPL-3.0-or-later
#include "StartPage.h"
#include "CampaignModel.h"

#include <QAbstractItemModelTester>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QTreeView>

#include <gtest/gtest.h>

namespace scouter::ui {
namespace {

CampaignOverview::Encounter encounter(const QString& title, CampaignOverview::EncounterState state, qint64 id) {
    CampaignOverview::Encounter e;
    e.title = title;
    e.state = state;
    e.id = id;
    return e;
}

TEST(StartPage, ListsPlayableEncountersFirstAndOpensTheChosenOne) {
    CampaignOverview overview;
    overview.encounters = {encounter(QStringLiteral("Old fight"), CampaignOverview::EncounterState::Ended, 1),
                           encounter(QStringLiteral("Ambush"), CampaignOverview::EncounterState::Ready, 2),
                           encounter(QStringLiteral("Mid-fight"), CampaignOverview::EncounterState::Running, 3)};
    CampaignModel campaign(overview);
    StartPage page(campaign);
    QAbstractItemModelTester tester(page.list().model(), QAbstractItemModelTester::FailureReportingMode::Fatal);

    const QModelIndex root = page.list().rootIndex();
    QStringList titles;
    for (int row = 0; row < page.list().model()->rowCount(root); ++row) {
        titles << page.list().model()->index(row, 0, root).data().toString();
    }
    EXPECT_EQ(titles,
              (QStringList{QStringLiteral("Ambush"), QStringLiteral("Mid-fight"), QStringLiteral("Old fight")}));
    EXPECT_EQ(page.list().currentIndex().data().toString(), QStringLiteral("Ambush"));

    QSignalSpy open(&page, &StartPage::openRequested);
    page.list().setCurrentIndex(page.list().model()->index(1, 0, root));
    QTest::mouseClick(&page.openButton(), Qt::LeftButton);
    ASSERT_EQ(open.count(), 1);
    EXPECT_EQ(open.at(0).at(0).toLongLong(), 3);
}

TEST(StartPage, AFreshReadOfTheCampaignIsShown) {
    CampaignModel campaign(CampaignOverview{});
    StartPage page(campaign);
    EXPECT_FALSE(page.openButton().isEnabled());
    CampaignOverview overview;
    overview.encounters = {encounter(QStringLiteral("New"), CampaignOverview::EncounterState::Ready, 7)};
    campaign.setOverview(overview);
    EXPECT_EQ(page.list().currentIndex().data().toString(), QStringLiteral("New"));
    EXPECT_TRUE(page.openButton().isEnabled());
}

} // namespace
} // namespace scouter::ui
