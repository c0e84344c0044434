// SPDX-License-Identifier: GPL-3.0-or-later
// After an attack the panel goes on by itself (Ruleset::followUp): a hit opens the target's
// Toughness save against 15 + Weapon + Strength, filled in; a natural 20 opens the confirmation.
#include "PanelFixture.h"
#include "True20Encounter.h"

#include "panel/ActionPanel.h"
#include "panel/ManeuverForm.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTest>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

namespace scouter::ui::test {
namespace {

class True20FollowUp : public ::testing::Test {
protected:
    True20Encounter t;
    ActionPanel panel{*t.controller};
    PanelDriver driver{panel};

    void SetUp() override {
        panel.resize(360, 760);
        panel.show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(&panel));
    }
    [[nodiscard]] nlohmann::json paths() const {
        nlohmann::json view = nlohmann::json::object();
        t.controller->encounter().ruleset().statePaths(t.controller->state(), view);
        return view;
    }
    [[nodiscard]] int number(engine::InputKind kind) const {
        auto* box = qobject_cast<QSpinBox*>(panel.form().field(kind));
        return box != nullptr ? box->value() : -1;
    }
    [[nodiscard]] bool ticked(engine::InputKind kind) const {
        auto* box = qobject_cast<QCheckBox*>(panel.form().field(kind));
        return box != nullptr && box->isChecked();
    }
    void attack(int face, int weapon, bool lethal) {
        driver.clickRow(QStringLiteral("attack"));
        PanelDriver::type(panel.form().field(engine::InputKind::Roll), face);
        PanelDriver::type(panel.form().field(engine::InputKind::Weapon), weapon);
        driver.tick(engine::InputKind::Lethal, lethal);
        ASSERT_TRUE(panel.performButton().isEnabled()) << panel.message().text().toStdString();
        driver.clickPerform();
    }
};

TEST_F(True20FollowUp, AHitOpensTheTargetsSaveWithItsDcAndAFailedSaveAppliesTheState) {
    ASSERT_EQ(t.controller->selected(), QStringLiteral("ash"));
    // 10 + Melee 7 against Tob's Defense 11: a hit with a Weapon Damage 4 sword, meant to kill.
    attack(10, 4, true);
    ASSERT_EQ(paths()["lastAttack"], "hit");

    // The panel turned to Tob with his Toughness save open: DC 15 + 4 Weapon + 0 Strength = 19.
    EXPECT_EQ(t.controller->selected(), QStringLiteral("tob"));
    const engine::CommandForm offered = panel.formCommand();
    EXPECT_EQ(offered.type, "toughness");
    EXPECT_EQ(std::get<std::string>(offered.arguments.at("who")), "tob");
    EXPECT_TRUE(offered.arguments.contains("damage")) << "the save is against a damage bonus, not a weapon's";
    EXPECT_EQ(number(engine::InputKind::Damage), 4);
    EXPECT_TRUE(ticked(engine::InputKind::Lethal));
    EXPECT_FALSE(ticked(engine::InputKind::Critical));
    EXPECT_TRUE(panel.message().text().contains(QStringLiteral("DC 19 (15 + 4 Weapon + 0 Strength)")))
        << panel.message().text().toStdString();

    // Only the face is left to type: 9 + Toughness 0 fails by 10, Disabled (and Staggered).
    PanelDriver::type(panel.form().field(engine::InputKind::Roll), 9);
    ASSERT_TRUE(panel.performButton().isEnabled()) << panel.message().text().toStdString();
    driver.clickPerform();
    EXPECT_EQ(paths()["lastSave"]["dc"], 19) << paths()["lastSave"].dump();
    EXPECT_EQ(paths()["lastSave"]["success"], false);
    EXPECT_EQ(paths()["tob.lethal"], "disabled");
    EXPECT_EQ(paths()["tob.subdual"], "staggered");
    // The save made, the panel is back with Ash, whose turn it is.
    EXPECT_EQ(t.controller->selected(), QStringLiteral("ash"));
}

TEST_F(True20FollowUp, ANaturalTwentyOpensTheConfirmationThenTheSaveWithTheCriticalTicked) {
    attack(20, 2, false);
    ASSERT_EQ(paths()["lastAttack"], "critical-threat");
    EXPECT_EQ(t.controller->selected(), QStringLiteral("ash"));
    EXPECT_EQ(panel.formCommand().type, "confirm");
    PanelDriver::type(panel.form().field(engine::InputKind::Roll), 15);
    driver.clickPerform();
    ASSERT_EQ(paths()["lastAttack"], "critical");
    EXPECT_EQ(t.controller->selected(), QStringLiteral("tob"));
    EXPECT_EQ(panel.formCommand().type, "toughness");
    EXPECT_EQ(number(engine::InputKind::Damage), 2);
    EXPECT_TRUE(ticked(engine::InputKind::Critical));
    EXPECT_FALSE(ticked(engine::InputKind::Lethal));
    EXPECT_TRUE(panel.message().text().contains(QStringLiteral("DC 22"))) << panel.message().text().toStdString();
}

TEST_F(True20FollowUp, APanelOpenedAfterTheHitShowsTheSaveStillToMake) {
    engine::CommandForm hit;
    hit.type = "attack";
    hit.set("who", "ash").set("target", "tob").set("roll", 12).set("weapon", 3);
    ASSERT_TRUE(t.controller->submit(hit).accepted);
    ActionPanel reopened(*t.controller);
    EXPECT_EQ(reopened.formCommand().type, "toughness");
    EXPECT_EQ(std::get<std::string>(reopened.formCommand().arguments.at("who")), "tob");
    EXPECT_EQ(std::get<int>(reopened.formCommand().arguments.at("damage")), 3);
    EXPECT_TRUE(reopened.message().text().contains(QStringLiteral("DC 18"))) << reopened.message().text().toStdString();
}

TEST_F(True20FollowUp, AMissAsksForNothing) {
    attack(2, 4, true);
    ASSERT_EQ(paths()["lastAttack"], "miss");
    EXPECT_EQ(t.controller->selected(), QStringLiteral("ash"));
    EXPECT_FALSE(t.controller->followUp().has_value());
}

} // namespace
} // namespace scouter::ui::test
