// SPDX-License-Identifier: GPL-3.0-or-later
#include "CampaignRefusal.h"

#include <gtest/gtest.h>

namespace scouter::ui {
namespace {

TEST(CampaignRefusalTest, NamesTheFileAndKeepsTheStoresMessageAsItIs) {
    const CampaignRefusal refusal(QStringLiteral("/data/old.scouter"),
                                  {store::StoreErrorKind::NewerSchema,
                                   QStringLiteral("This campaign is at version 7; this Scouter knows up to 3.")});
    EXPECT_TRUE(refusal.summary().contains(QStringLiteral("/data/old.scouter")));
    EXPECT_EQ(refusal.detail(), QStringLiteral("This campaign is at version 7; this Scouter knows up to 3."));
    EXPECT_EQ(refusal.text(),
              refusal.summary() + QStringLiteral("\n\n") + refusal.detail() + QStringLiteral("\n\n") + refusal.hint());
}

TEST(CampaignRefusalTest, EveryKindOfRefusalHintsAtAWayForward) {
    using Kind = store::StoreErrorKind;
    for (const Kind kind :
         {Kind::NewerSchema, Kind::Damaged, Kind::NotACampaign, Kind::SchemaMismatch, Kind::DiskFull, Kind::ReadOnly,
          Kind::Locked, Kind::CannotOpen, Kind::NotFound, Kind::Invalid, Kind::Io, Kind::Sql}) {
        const CampaignRefusal refusal(QStringLiteral("c.scouter"), {kind, QStringLiteral("x")});
        EXPECT_FALSE(refusal.hint().isEmpty()) << static_cast<int>(kind);
    }
    // A damaged file's way forward is the backup the store names, never a repair in place.
    const CampaignRefusal damaged(QStringLiteral("c.scouter"), {Kind::Damaged, QStringLiteral("x")});
    EXPECT_TRUE(damaged.hint().contains(QStringLiteral("backup"))) << damaged.hint().toStdString();
    EXPECT_TRUE(damaged.hint().contains(QStringLiteral("copy"))) << damaged.hint().toStdString();
}

TEST(CampaignRefusalTest, ACampaignAnotherScouterWritesCanBeOpenedReadOnly) {
    const CampaignRefusal locked(QStringLiteral("/data/c.scouter"),
                                 {store::StoreErrorKind::Locked, QStringLiteral("being written by process 7")});
    EXPECT_TRUE(locked.hint().contains(QStringLiteral("--read-only --database /data/c.scouter")))
        << locked.hint().toStdString();
    // A backup is never copied over the file alone: its -wal would be read into the copy.
    const CampaignRefusal damaged(QStringLiteral("c.scouter"), {store::StoreErrorKind::Damaged, QStringLiteral("x")});
    EXPECT_TRUE(damaged.hint().contains(QStringLiteral("-wal"))) << damaged.hint().toStdString();
}

} // namespace
} // namespace scouter::ui
