// SPDX-License-Identifier: GPL-3.0-or-later
#include "TestEncounter.h"

#include "player/PlayerVisibility.h"
#include "player/PublicTokens.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <optional>

namespace scouter::ui::test {
namespace {

// What the players' grid shows of the DBU test encounter (Goku and Krillin, PCs, against three
// Saibamen with 60 Life each).
class Tokens : public ::testing::Test {
protected:
    TestEncounter t;
    PlayerVisibility players;

    void SetUp() override { t.start(); }
    [[nodiscard]] std::vector<PublicTokens::Token> shown() const {
        return PublicTokens(t.controller->encounter().ruleset())
            .tokens(t.controller->state(), t.controller->acting(), players);
    }
    [[nodiscard]] std::optional<PublicTokens::Token> token(const char* id) const {
        const auto all = shown();
        const auto at = std::find_if(all.begin(), all.end(),
                                     [&](const PublicTokens::Token& each) { return each.id == QLatin1String(id); });
        return at == all.end() ? std::nullopt : std::optional(*at);
    }
    void submit(const std::string& type, const std::string& who, const std::string& key,
                const engine::FormValue& value) {
        engine::CommandForm form;
        form.type = type;
        form.set("who", who).set(key, value);
        const engine::CommandResult result = t.controller->submit(form);
        ASSERT_TRUE(result.accepted) << result.message;
    }
};

TEST_F(Tokens, AnOpponentsRingIsFullAndColouredByItsHealthNeverByItsLife) {
    submit("damage", "saibaman-1", "amount", 20); // 40 of 60
    auto saibaman = token("saibaman-1");
    ASSERT_TRUE(saibaman.has_value());
    EXPECT_EQ(saibaman->look.life, 1.0);
    EXPECT_EQ(saibaman->look.tone, engine::Tone::Warning) << "bloodied";
    EXPECT_EQ(saibaman->toolTip, QStringLiteral("Saibaman 1 · bloodied"));
    submit("damage", "saibaman-1", "amount", 15); // 25 of 60
    saibaman = token("saibaman-1");
    EXPECT_EQ(saibaman->look.life, 1.0);
    EXPECT_EQ(saibaman->look.tone, engine::Tone::Bad) << "badly hurt";
    submit("damage", "goku", "amount", 60); // 60 of 120
    EXPECT_DOUBLE_EQ(token("goku")->look.life, 0.5) << "a PC's own ring, as on the ARC's grid";
    EXPECT_TRUE(token("goku")->toolTip.contains(QStringLiteral("Life 60/120")));
}

TEST_F(Tokens, TheArcsSelectionAndTargetAreNotDrawn) {
    t.controller->select(QStringLiteral("krillin"));
    t.controller->setTarget(QStringLiteral("saibaman-1"));
    for (const auto& each : shown()) {
        EXPECT_FALSE(each.look.selected) << each.id.toStdString();
        EXPECT_FALSE(each.look.target) << each.id.toStdString();
        EXPECT_FALSE(each.look.warned) << each.id.toStdString();
        EXPECT_EQ(each.look.acting, each.id == QLatin1String("goku")) << each.id.toStdString();
    }
    EXPECT_EQ(token("saibaman-3")->square, QPoint(12, 13));
}

TEST_F(Tokens, AHiddenOpponentIsOffTheGridUnlessRevealedAndAHiddenPcStaysOnIt) {
    submit("condition", "saibaman-2", "add", std::string("hidden"));
    submit("condition", "krillin", "add", std::string("hidden"));
    EXPECT_FALSE(token("saibaman-2").has_value());
    ASSERT_TRUE(token("krillin").has_value());
    EXPECT_TRUE(token("krillin")->look.hidden);
    players.setMode(QStringLiteral("saibaman-2"), PlayerVisibility::Mode::Reveal);
    ASSERT_TRUE(token("saibaman-2").has_value());
    EXPECT_TRUE(token("saibaman-2")->look.hidden);
    players.setMode(QStringLiteral("goku"), PlayerVisibility::Mode::Hide);
    EXPECT_FALSE(token("goku").has_value());
    submit("leave", "saibaman-3", "reason", std::string("escape"));
    EXPECT_FALSE(token("saibaman-3").has_value());
    EXPECT_EQ(shown().size(), 3U);
}

TEST_F(Tokens, ADefeatedOpponentStaysOnTheGridAsDown) {
    submit("damage", "saibaman-1", "amount", 60);
    const auto saibaman = token("saibaman-1");
    ASSERT_TRUE(saibaman.has_value());
    EXPECT_TRUE(saibaman->look.defeated);
    EXPECT_EQ(saibaman->toolTip, QStringLiteral("Saibaman 1 · down · Defeated"));
}

} // namespace
} // namespace scouter::ui::test
