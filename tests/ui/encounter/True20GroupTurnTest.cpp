// SPDX-License-Identifier: GPL-3.0-or-later
// A True20 NPC group shares one initiative slot ("4 bandits"): the panel plays its members one
// after the other, going on to the next when one has no round action left, as it does for DBU.
#include "../panel/PanelFixture.h"
#include "True20Encounter.h"

#include "panel/ActionPanel.h"
#include "panel/ManeuverForm.h"

#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QTest>

#include <gtest/gtest.h>

namespace scouter::ui::test {
namespace {

// Ash (initiative 18) against a pack of two bandits sharing the slot `pack` (initiative 6).
struct True20Pack {
    engine::ScriptedDice dice;
    std::unique_ptr<EncounterController> controller;

    True20Pack() {
        engine::EncounterBuilder builder;
        builder.add(True20Encounter::fighter("ash", "Ash", "heroes", {2, 2}, {{"dexterity", 3}, {"bcb", 4}}));
        builder.add(True20Encounter::fighter("b1", "Bandit 1", "bandits", {3, 2}, {{"dexterity", 1}}), "pack");
        builder.add(True20Encounter::fighter("b2", "Bandit 2", "bandits", {3, 3}, {{"dexterity", 1}}), "pack");
        auto made = engine::RulesetRegistry::withBuiltins().create("true20", {});
        auto encounter = std::make_unique<engine::Encounter>(
            builder.build(), std::move(std::get<std::unique_ptr<engine::Ruleset>>(made)), dice);
        controller = std::make_unique<EncounterController>(std::move(encounter), QStringLiteral("Bandits"),
                                                           EncounterController::Grid{12, 12});
        for (const auto& [who, value] : {std::pair{"ash", 18}, {"pack", 6}}) {
            engine::commands::SetInitiative set;
            set.who = who;
            set.value = value;
            (void)controller->submit(set);
        }
        (void)controller->submit(engine::commands::Start{});
        (void)controller->submit(engine::commands::EndTurn{"ash"});
    }
};

class True20GroupTurn : public ::testing::Test {
protected:
    True20Pack t;
    ActionPanel panel{*t.controller};
    PanelDriver driver{panel};

    void SetUp() override {
        panel.resize(360, 760);
        panel.show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(&panel));
    }
    void declare(const char* type) {
        driver.clickRow(QStringLiteral("action"));
        auto* kind = qobject_cast<QComboBox*>(panel.form().field(engine::InputKind::Kind));
        ASSERT_NE(kind, nullptr);
        kind->setCurrentIndex(kind->findData(QString::fromLatin1(type)));
        ASSERT_TRUE(panel.performButton().isEnabled()) << panel.message().text().toStdString();
        driver.clickPerform();
    }
};

TEST_F(True20GroupTurn, ThePanelGoesOnToTheNextMemberWhenOnesRoundActionsAreSpent) {
    ASSERT_EQ(t.controller->state().current, "pack");
    ASSERT_EQ(t.controller->selected(), QStringLiteral("b1"));
    EXPECT_EQ(std::get<std::string>(panel.formCommand().arguments.at("who")), "b1");

    // Bandit 1 attacks Ash (a standard action): a move is left, so Bandit 1 goes on acting.
    driver.clickRow(QStringLiteral("attack"));
    PanelDriver::type(panel.form().field(engine::InputKind::Roll), 3);
    ASSERT_TRUE(panel.performButton().isEnabled()) << panel.message().text().toStdString();
    driver.clickPerform();
    EXPECT_EQ(t.controller->acting(), QStringLiteral("b1"));
    EXPECT_EQ(t.controller->selected(), QStringLiteral("b1"));

    // Its move action spends the rest: the panel turns to Bandit 2 by itself.
    declare("move");
    EXPECT_EQ(t.controller->acting(), QStringLiteral("b2"));
    EXPECT_EQ(t.controller->selected(), QStringLiteral("b2"));
    EXPECT_EQ(std::get<std::string>(panel.formCommand().arguments.at("who")), "b2");

    // A full-round action spends Bandit 2's whole budget: nobody is left, the first member is shown.
    declare("full-round");
    EXPECT_EQ(t.controller->acting(), QStringLiteral("b1"));
    EXPECT_EQ(t.controller->state().current, "pack") << "the slot's turn ends only with End turn";
}

} // namespace
} // namespace scouter::ui::test
