// SPDX-License-Identifier: GPL-3.0-or-later
#include "Database.h"
#include "EncounterRepository.h"
#include "PlayerViewRepository.h"
#include "SampleRecords.h"

#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace scouter::store;

namespace {

class PlayerViewTest : public ::testing::Test {
protected:
    void SetUp() override {
        Database db = reopen();
        m_encounter = EncounterRepository(db).create(samples::encounter()).value();
        m_other = EncounterRepository(db).create(samples::encounter()).value();
    }
    [[nodiscard]] Database reopen() {
        auto db = Database::open(m_dir.filePath(QStringLiteral("campaign.scouter")));
        EXPECT_TRUE(db.ok()) << (db.ok() ? "" : db.error().message.toStdString());
        return std::move(db).value();
    }
    [[nodiscard]] QHash<QString, QString> stored(qint64 encounter) {
        Database db = reopen();
        return PlayerViewRepository(db).load(encounter).value();
    }

    QTemporaryDir m_dir;
    qint64 m_encounter = 0;
    qint64 m_other = 0;
};

TEST_F(PlayerViewTest, TheArcsChoicesAreKeptPerEncounterAndEmptyFollowsTheRulesAgain) {
    EXPECT_TRUE(stored(m_encounter).isEmpty());
    {
        Database db = reopen();
        PlayerViewRepository view(db);
        ASSERT_TRUE(view.set(m_encounter, QStringLiteral("saibaman-1"), QStringLiteral("reveal")).ok());
        ASSERT_TRUE(view.set(m_encounter, QStringLiteral("saibaman-2"), QStringLiteral("hide")).ok());
        ASSERT_TRUE(view.set(m_other, QStringLiteral("goku"), QStringLiteral("hide")).ok());
    }
    const QHash<QString, QString> both{{QStringLiteral("saibaman-1"), QStringLiteral("reveal")},
                                       {QStringLiteral("saibaman-2"), QStringLiteral("hide")}};
    EXPECT_EQ(stored(m_encounter), both);
    EXPECT_EQ(stored(m_other), (QHash<QString, QString>{{QStringLiteral("goku"), QStringLiteral("hide")}}));
    {
        Database db = reopen();
        PlayerViewRepository view(db);
        ASSERT_TRUE(view.set(m_encounter, QStringLiteral("saibaman-1"), QStringLiteral("hide")).ok());
        ASSERT_TRUE(view.set(m_encounter, QStringLiteral("saibaman-2"), QString()).ok());
        EXPECT_TRUE(view.set(m_encounter, QStringLiteral("nobody-chosen"), QString()).ok());
    }
    EXPECT_EQ(stored(m_encounter), (QHash<QString, QString>{{QStringLiteral("saibaman-1"), QStringLiteral("hide")}}));
}

TEST_F(PlayerViewTest, AChoiceOutsideItsWordsIsRefusedAndNothingChanges) {
    {
        Database db = reopen();
        ASSERT_TRUE(PlayerViewRepository(db).set(m_encounter, QStringLiteral("goku"), QStringLiteral("reveal")).ok());
    }
    struct Case {
        QString combatant;
        QString mode;
        StoreErrorKind kind;
        QString message;
    };
    const QString longId(129, QLatin1Char('a'));
    const std::vector<Case> cases{
        {QStringLiteral("goku"), QStringLiteral("show"), StoreErrorKind::Invalid,
         QStringLiteral("The players' screen choice was not saved (nothing changed): expected \"reveal\", \"hide\" or "
                        "\"\" (follow the rules), got \"show\".")},
        {QString(), QStringLiteral("hide"), StoreErrorKind::Invalid,
         QStringLiteral("The players' screen choice was not saved (nothing changed): the combatant's id is empty.")},
        {longId, QStringLiteral("hide"), StoreErrorKind::Invalid,
         QStringLiteral("The players' screen choice was not saved (nothing changed): the combatant's id is 129 "
                        "characters long; an id has at most 128.")},
    };
    for (const Case& refused : cases) {
        Database db = reopen();
        const Status status = PlayerViewRepository(db).set(m_encounter, refused.combatant, refused.mode);
        ASSERT_FALSE(status.ok());
        EXPECT_EQ(status.error().kind, refused.kind);
        EXPECT_EQ(status.error().message, refused.message);
    }
    {
        Database db = reopen();
        const Status missing = PlayerViewRepository(db).set(999, QStringLiteral("goku"), QStringLiteral("hide"));
        ASSERT_FALSE(missing.ok());
        EXPECT_EQ(missing.error().kind, StoreErrorKind::NotFound);
        EXPECT_EQ(missing.error().message, QStringLiteral("There is no encounter 999."));
        const Status stranger =
            PlayerViewRepository(db).set(m_encounter, QStringLiteral("vegeta"), QStringLiteral("hide"));
        ASSERT_FALSE(stranger.ok());
        EXPECT_EQ(stranger.error().kind, StoreErrorKind::NotFound);
        EXPECT_EQ(stranger.error().message,
                  QStringLiteral("Encounter %1 has no combatant \"vegeta\".").arg(m_encounter));
    }
    EXPECT_EQ(stored(m_encounter), (QHash<QString, QString>{{QStringLiteral("goku"), QStringLiteral("reveal")}}));
}

} // namespace
