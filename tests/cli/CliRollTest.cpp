// SPDX-License-Identifier: GPL-3.0-or-later
#include "CliProcess.h"

#include <gtest/gtest.h>

#include <numeric>

namespace {

int sum(const QList<int>& values) {
    return std::accumulate(values.begin(), values.end(), 0);
}

TEST(CliTest, VersionAndHelp) {
    const auto version = runCli({QStringLiteral("--version")});
    EXPECT_EQ(version.exitCode, 0);
    EXPECT_TRUE(version.out.startsWith(QStringLiteral("scouter-cli 0."))) << version.out.toStdString();

    const auto help = runCli({QStringLiteral("--help")});
    EXPECT_EQ(help.exitCode, 0);
    EXPECT_TRUE(help.out.contains(QStringLiteral("roll EXPR"))) << help.out.toStdString();
}

TEST(CliTest, UnknownCommandIsAnError) {
    const auto run = runCli({QStringLiteral("fly")});
    EXPECT_EQ(run.exitCode, 2);
    EXPECT_TRUE(run.err.contains(QStringLiteral("unknown command 'fly'"))) << run.err.toStdString();
}

TEST(CliRollTest, TierMultipliesTheDiceCountAndTheTotalAddsTheModifier) {
    const auto run = runCli({QStringLiteral("roll"), QStringLiteral("2d10(T)+3"), QStringLiteral("--tier"),
                             QStringLiteral("2"), QStringLiteral("--seed"), QStringLiteral("42")});
    ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    const auto faces = run.numbers(QStringLiteral("faces"));
    ASSERT_EQ(faces.size(), 4);
    for (const int face : faces) {
        EXPECT_GE(face, 1);
        EXPECT_LE(face, 10);
    }
    EXPECT_EQ(run.number(QStringLiteral("natural")), sum(faces));
    EXPECT_EQ(run.number(QStringLiteral("total")), sum(faces) + 3);
    EXPECT_EQ(run.number(QStringLiteral("seed")), 42);
}

TEST(CliRollTest, TheSameSeedRollsTheSameFaces) {
    const QStringList args{QStringLiteral("roll"), QStringLiteral("5d10"), QStringLiteral("--seed"),
                           QStringLiteral("7")};
    const auto first = runCli(args);
    const auto second = runCli(args);
    ASSERT_EQ(first.exitCode, 0);
    EXPECT_EQ(first.numbers(QStringLiteral("faces")), second.numbers(QStringLiteral("faces")));
    const auto other =
        runCli({QStringLiteral("roll"), QStringLiteral("5d10"), QStringLiteral("--seed"), QStringLiteral("8")});
    EXPECT_NE(first.numbers(QStringLiteral("faces")), other.numbers(QStringLiteral("faces")));
}

TEST(CliRollTest, BaseTierScalesFlatPenaltiesAndDashDashAllowsALeadingMinus) {
    const auto run =
        runCli({QStringLiteral("roll"), QStringLiteral("--tier"), QStringLiteral("1"), QStringLiteral("--base-tier"),
                QStringLiteral("4"), QStringLiteral("--"), QStringLiteral("-1(bT)")});
    ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    EXPECT_EQ(run.number(QStringLiteral("total")), -4);
}

TEST(CliRollTest, ExtraDiceAreAddedUnlessTheRollIsSolid) {
    const auto normal = runCli({QStringLiteral("roll"), QStringLiteral("d10"), QStringLiteral("--extra"),
                                QStringLiteral("1d6"), QStringLiteral("--seed"), QStringLiteral("1")});
    ASSERT_EQ(normal.exitCode, 0) << normal.err.toStdString();
    EXPECT_EQ(normal.numbers(QStringLiteral("faces")).size(), 2);

    const auto solid = runCli({QStringLiteral("roll"), QStringLiteral("solid d10"), QStringLiteral("--extra"),
                               QStringLiteral("1d6"), QStringLiteral("--seed"), QStringLiteral("1")});
    ASSERT_EQ(solid.exitCode, 0) << solid.err.toStdString();
    EXPECT_EQ(solid.numbers(QStringLiteral("faces")).size(), 1);
}

TEST(CliRollTest, BadNotationNamesTheColumnAndPointsAtIt) {
    const auto run = runCli({QStringLiteral("roll"), QStringLiteral("2d10+x")});
    EXPECT_EQ(run.exitCode, 2);
    EXPECT_TRUE(run.err.contains(QStringLiteral("column 6"))) << run.err.toStdString();
    EXPECT_TRUE(run.err.contains(QStringLiteral("  2d10+x\n       ^"))) << run.err.toStdString();
    EXPECT_TRUE(run.out.isEmpty());
}

TEST(CliRollTest, BadOptionsAreRefusedWithWhatIsWrong) {
    const auto tier =
        runCli({QStringLiteral("roll"), QStringLiteral("d10"), QStringLiteral("--tier"), QStringLiteral("three")});
    EXPECT_EQ(tier.exitCode, 2);
    EXPECT_TRUE(tier.err.contains(QStringLiteral("--tier expects a whole number"))) << tier.err.toStdString();

    const auto missing = runCli({QStringLiteral("roll")});
    EXPECT_EQ(missing.exitCode, 2);
    EXPECT_TRUE(missing.err.contains(QStringLiteral("give a dice expression"))) << missing.err.toStdString();

    const auto unknown = runCli({QStringLiteral("roll"), QStringLiteral("d10"), QStringLiteral("--loud")});
    EXPECT_EQ(unknown.exitCode, 2);
    EXPECT_TRUE(unknown.err.contains(QStringLiteral("unknown option '--loud'"))) << unknown.err.toStdString();
}

TEST(CliRollTest, ASumPastAnIntIsRefusedWithTheBoundNotAborted) {
    // 21,475 numbers of 100,000 pass INT_MAX: the roll threw an uncaught overflow_error.
    // In pieces of 2,000 terms (the CLI joins them), as one argument may not pass 128 KiB.
    QStringList args{QStringLiteral("roll"), QStringLiteral("100000")};
    for (int i = 1; i < 21'475; ++i) {
        if (i % 2000 == 0) {
            args << QString();
        }
        args.last() += QStringLiteral("+100000");
    }
    const auto run = runCli(args);
    EXPECT_EQ(run.exitCode, 2) << run.err.toStdString();
    EXPECT_TRUE(run.err.contains(QStringLiteral("column 700: expected the end: an expression has at most 100 terms")))
        << run.err.left(300).toStdString();
    EXPECT_TRUE(
        run.err.contains(QStringLiteral("\n  ...00+100000+100000+100000+100000+100000+100000+100000+100000+1...\n"
                                        "                                   ^\n")))
        << run.err.left(300).toStdString();
    EXPECT_LT(run.err.size(), 300) << "the refused sum is echoed whole";
    EXPECT_TRUE(run.out.isEmpty());
}

TEST(CliRollTest, TooManyDiceInOneRollAreRefusedBeforeRolling) {
    const auto run = runCli({QStringLiteral("roll"), QStringLiteral("100d10(T)"), QStringLiteral("--tier"),
                             QStringLiteral("100"), QStringLiteral("--extra"), QStringLiteral("1d6")});
    EXPECT_EQ(run.exitCode, 2) << run.err.toStdString();
    EXPECT_TRUE(run.err.contains(QStringLiteral("would roll 10001 dice, more than the 10000 one roll may roll")))
        << run.err.toStdString();
    const auto tier =
        runCli({QStringLiteral("roll"), QStringLiteral("d10"), QStringLiteral("--tier"), QStringLiteral("101")});
    EXPECT_EQ(tier.exitCode, 2);
}

} // namespace
