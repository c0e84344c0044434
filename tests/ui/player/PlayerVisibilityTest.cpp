// SPDX-License-Identifier: GPL-3.0-or-later
#include "player/PlayerVisibility.h"

#include <QSignalSpy>

#include <gtest/gtest.h>

namespace {

using scouter::ui::PlayerVisibility;

TEST(PlayerVisibility, RemembersTheArcsChoicePerCombatantAndForgetsItWhenBackToTheRules) {
    PlayerVisibility visibility;
    QSignalSpy changed(&visibility, &PlayerVisibility::changed);
    visibility.setMode(QStringLiteral("boss"), PlayerVisibility::Mode::Reveal);
    visibility.setMode(QStringLiteral("scout"), PlayerVisibility::Mode::Hide);
    visibility.setMode(QStringLiteral("scout"), PlayerVisibility::Mode::Hide); // no change, no signal
    EXPECT_EQ(changed.count(), 2);
    EXPECT_EQ(visibility.mode(QStringLiteral("boss")), PlayerVisibility::Mode::Reveal);
    EXPECT_EQ(visibility.mode(QStringLiteral("scout")), PlayerVisibility::Mode::Hide);
    EXPECT_EQ(visibility.mode(QStringLiteral("goku")), PlayerVisibility::Mode::Rules);
    visibility.setMode(QStringLiteral("boss"), PlayerVisibility::Mode::Rules);
    EXPECT_EQ(visibility.modes().size(), 1);
}

TEST(PlayerVisibility, StoredWordsReadBackAndUnknownOnesFollowTheRules) {
    for (const auto mode : {PlayerVisibility::Mode::Reveal, PlayerVisibility::Mode::Hide}) {
        EXPECT_EQ(PlayerVisibility::fromWord(PlayerVisibility::word(mode)), mode);
    }
    EXPECT_EQ(PlayerVisibility::fromWord(QStringLiteral("shout")), PlayerVisibility::Mode::Rules);
}

TEST(PlayerVisibility, FreezingSignalsOnlyAChange) {
    PlayerVisibility visibility;
    QSignalSpy frozen(&visibility, &PlayerVisibility::frozenChanged);
    visibility.setFrozen(true);
    visibility.setFrozen(true);
    visibility.setFrozen(false);
    EXPECT_EQ(frozen.count(), 2);
    EXPECT_FALSE(visibility.frozen());
}

} // namespace
