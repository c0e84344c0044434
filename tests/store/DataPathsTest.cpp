// SPDX-License-Identifier: GPL-3.0-or-later
#include "DataPaths.h"

#include <QDir>

#include <gtest/gtest.h>

namespace scouter::store {
namespace {

// The help text (and the man page made from it) shows the default campaign as ~/..., not as the
// path of whoever built the package.
TEST(DataPaths, HelpShowsAPathUnderTheHomeFolderFromTilde) {
    const QString home = QDir::homePath();
    ASSERT_FALSE(home.isEmpty());
    EXPECT_EQ(DataPaths::shown(home + QStringLiteral("/.local/share/scouter/campaign.scouter")),
              QStringLiteral("~/.local/share/scouter/campaign.scouter"));
}

TEST(DataPaths, HelpShowsAPathElsewhereAsItIs) {
    const QString home = QDir::homePath();
    // A sibling folder whose name starts with the home's is not under it.
    EXPECT_EQ(DataPaths::shown(home + QStringLiteral("-other/campaign.scouter")),
              home + QStringLiteral("-other/campaign.scouter"));
    EXPECT_EQ(DataPaths::shown(QStringLiteral("/srv/campaigns/campaign.scouter")),
              QStringLiteral("/srv/campaigns/campaign.scouter"));
}

} // namespace
} // namespace scouter::store
