// SPDX-License-Identifier: GPL-3.0-or-later
// True20's "Let time pass" in the ARC's menu: its entries (a round, a minute, an hour, a day) are
// judged alike by one probe of a round (CommandDescription::judgedAlike), and still say the rule
// when time cannot pass.
#include "True20Encounter.h"

#include "board/ArcCommands.h"
#include "board/InitiativeBoard.h"

#include <QAction>

#include <gtest/gtest.h>

namespace scouter::ui::test {
namespace {

TEST(True20Arc, LetTimePassIsAllowedOrRefusedAlikeForEveryLength) {
    True20Encounter t;
    InitiativeBoard board{*t.controller};
    const QStringList lengths{QStringLiteral("1"), QStringLiteral("10"), QStringLiteral("600"),
                              QStringLiteral("14400")};
    for (const QString& rounds : lengths) {
        QAction* entry = board.arcCommands().action(QStringLiteral("elapse"), rounds);
        ASSERT_NE(entry, nullptr) << rounds.toStdString();
        EXPECT_TRUE(entry->isEnabled()) << rounds.toStdString() << ": " << entry->toolTip().toStdString();
    }
    board.arcCommands().action(QStringLiteral("elapse"), QStringLiteral("10"))->trigger();
    EXPECT_EQ(t.controller->state().round, 11) << "a minute is 10 rounds";

    engine::commands::End end;
    end.outcome = "ceasefire";
    ASSERT_TRUE(t.controller->submit(end).accepted);
    for (const QString& rounds : lengths) {
        QAction* entry = board.arcCommands().action(QStringLiteral("elapse"), rounds);
        ASSERT_NE(entry, nullptr);
        EXPECT_FALSE(entry->isEnabled()) << rounds.toStdString();
        EXPECT_EQ(entry->toolTip(), QStringLiteral("Refused: the encounter has ended")) << rounds.toStdString();
    }
}

} // namespace
} // namespace scouter::ui::test
