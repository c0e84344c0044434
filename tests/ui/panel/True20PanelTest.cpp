// SPDX-License-Identifier: GPL-3.0-or-later
// The panel built from True20's description: each entry sends its own command type (attack,
// toughness, save, recover) with no name, and every input kind fills its own field of the command.
#include "PanelFixture.h"
#include "True20Encounter.h"

#include "panel/ActionPanel.h"
#include "panel/ManeuverForm.h"
#include "panel/ManeuverModel.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTest>
#include <QToolButton>

#include <gtest/gtest.h>

namespace scouter::ui::test {
namespace {

class True20Panel : public ::testing::Test {
protected:
    True20Encounter t;
    ActionPanel panel{*t.controller};
    QAbstractItemModelTester tester{&panel.maneuvers(), QAbstractItemModelTester::FailureReportingMode::Fatal};
    PanelDriver driver{panel};

    void SetUp() override {
        panel.resize(360, 760);
        panel.show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(&panel));
    }
    [[nodiscard]] QCheckBox* check(engine::InputKind kind) const {
        return qobject_cast<QCheckBox*>(panel.form().field(kind));
    }
    // Whether True20 reads the form the panel sends (an unknown key or a value of the wrong type
    // would be refused before the rules see it).
    [[nodiscard]] bool readable(const engine::CommandForm& form) const {
        return std::holds_alternative<engine::Command>(t.controller->encounter().ruleset().readCommand(form));
    }
};

// The value the panel's form sent at `key`, nullopt when it sent none.
template <class T> std::optional<T> sent(const engine::CommandForm& form, const std::string& key) {
    const auto found = form.arguments.find(key);
    if (found == form.arguments.end() || !std::holds_alternative<T>(found->second)) {
        return std::nullopt;
    }
    return std::get<T>(found->second);
}

TEST_F(True20Panel, TheAttackSendsItsOwnCommandWithTheFaceTheModeAndTheBonus) {
    ASSERT_EQ(t.controller->selected(), QStringLiteral("ash"));
    driver.clickRow(QStringLiteral("attack"));
    PanelDriver::type(panel.form().field(engine::InputKind::Roll), 14);
    PanelDriver::type(panel.form().field(engine::InputKind::Bonus), -2);
    const engine::CommandForm command = panel.formCommand();
    EXPECT_EQ(command.type, "attack");
    EXPECT_FALSE(command.arguments.contains("name")) << "a True20 command carries no maneuver name";
    EXPECT_EQ(sent<std::string>(command, "who"), "ash");
    EXPECT_EQ(sent<std::string>(command, "target"), "tob");
    EXPECT_EQ(sent<int>(command, "roll"), 14);
    EXPECT_EQ(sent<int>(command, "bonus"), -2);
    EXPECT_EQ(sent<std::string>(command, "mode"), "melee");
    EXPECT_EQ(sent<std::string>(command, "type"), "standard") << "the Action combo fills the attack's `type`";
    EXPECT_TRUE(readable(command));
    EXPECT_FALSE(sent<int>(command, "range").has_value()) << "no Range Penalty entered, none sent";
    ASSERT_TRUE(panel.performButton().isEnabled()) << panel.message().text().toStdString();
}

TEST_F(True20Panel, EachCheckBoxFillsItsOwnFlag) {
    t.controller->select(QStringLiteral("tob"));
    driver.clickRow(QStringLiteral("toughness"));
    driver.pickOption("damage");
    driver.tick(engine::InputKind::Lethal, true);
    driver.tick(engine::InputKind::Critical, true);
    PanelDriver::type(panel.form().field(engine::InputKind::Damage), 4);
    PanelDriver::type(panel.form().field(engine::InputKind::Roll), 11);
    const engine::CommandForm command = panel.formCommand();
    EXPECT_EQ(command.type, "toughness");
    EXPECT_EQ(sent<std::string>(command, "who"), "tob");
    // Each box its own field: a Lethal tick was sent as `hit` and the save came out subdual.
    EXPECT_EQ(sent<bool>(command, "lethal"), true);
    EXPECT_EQ(sent<bool>(command, "critical"), true);
    EXPECT_FALSE(sent<bool>(command, "hit").has_value());
    EXPECT_EQ(sent<int>(command, "damage"), 4);
    EXPECT_EQ(sent<int>(command, "roll"), 11);
    driver.tick(engine::InputKind::Lethal, false);
    EXPECT_EQ(sent<bool>(panel.formCommand(), "lethal"), false);
    EXPECT_EQ(sent<bool>(panel.formCommand(), "critical"), true);
}

TEST_F(True20Panel, ADamageBonusOfZeroIsASaveAgainstFifteen) {
    t.controller->select(QStringLiteral("tob"));
    driver.clickRow(QStringLiteral("toughness"));
    driver.pickOption("damage");
    PanelDriver::type(panel.form().field(engine::InputKind::Damage), 0);
    PanelDriver::type(panel.form().field(engine::InputKind::Roll), 11);
    // 0 is the table's number here, not "nothing entered": without it the engine refuses the save.
    EXPECT_EQ(sent<int>(panel.formCommand(), "damage"), 0);
    EXPECT_TRUE(panel.performButton().isEnabled()) << panel.message().text().toStdString();
}

TEST_F(True20Panel, ASaveTakesItsKindAndDcAndTheRecoverySpendsConvictionOnlyWhenThereIsSome) {
    driver.clickRow(QStringLiteral("save"));
    auto* kind = qobject_cast<QComboBox*>(panel.form().field(engine::InputKind::Kind));
    ASSERT_NE(kind, nullptr);
    kind->setCurrentIndex(kind->findData(QStringLiteral("reflex")));
    PanelDriver::type(panel.form().field(engine::InputKind::Dc), 17);
    const engine::CommandForm save = panel.formCommand();
    EXPECT_EQ(save.type, "save");
    EXPECT_EQ(sent<std::string>(save, "kind"), "reflex");
    EXPECT_EQ(sent<int>(save, "dc"), 17);

    // Ash holds one Conviction point: the box may be ticked, and sends `conviction`.
    driver.clickRow(QStringLiteral("recover"));
    ASSERT_NE(check(engine::InputKind::Spend), nullptr);
    EXPECT_TRUE(check(engine::InputKind::Spend)->isEnabled());
    driver.tick(engine::InputKind::Spend, true);
    EXPECT_EQ(panel.formCommand().type, "recover");
    EXPECT_EQ(sent<bool>(panel.formCommand(), "conviction"), true);
    // Tob holds none: the box is there, greyed.
    t.controller->select(QStringLiteral("tob"));
    driver.clickRow(QStringLiteral("recover"));
    ASSERT_NE(check(engine::InputKind::Spend), nullptr);
    EXPECT_FALSE(check(engine::InputKind::Spend)->isEnabled());
}

TEST_F(True20Panel, TheRollButtonFillsADieFaceAndThePoolsAreTheBoardsWords) {
    driver.clickRow(QStringLiteral("attack"));
    QToolButton* roll = panel.form().rollButton(engine::InputKind::Roll);
    ASSERT_NE(roll, nullptr);
    EXPECT_EQ(roll->toolTip(), QStringLiteral("Roll 1d20 and fill d20")) << "no Tier in a d20 roll";
    for (int i = 0; i < 20; ++i) {
        QTest::mouseClick(roll, Qt::LeftButton);
        const int face = qobject_cast<QSpinBox*>(panel.form().field(engine::InputKind::Roll))->value();
        ASSERT_GE(face, 1);
        ASSERT_LE(face, 20);
    }
    // The summary under the name is the board's columns for Ash: the budget, Conviction.
    EXPECT_TRUE(panel.pools().text().contains(QStringLiteral("Actions: Full-round or Std + Move")))
        << panel.pools().text().toStdString();
    EXPECT_FALSE(panel.pools().text().contains(QStringLiteral("Life"))) << "DBU's pools on a True20 panel";
    EXPECT_EQ(panel.findChild<QPushButton*>(QStringLiteral("convertButton")), nullptr) << "True20 has no Convert";
    // DBU's quick damage, healing and Ki are commands True20 does not have: its quick entry holds
    // only its conditions (Off-guard by hand).
    auto* quick = panel.findChild<QToolButton*>(QStringLiteral("quickEntryToggle"));
    EXPECT_TRUE(quick->isVisible());
    EXPECT_EQ(quick->text(), QStringLiteral("Quick entry: conditions"));
    EXPECT_FALSE(panel.findChild<QSpinBox*>(QStringLiteral("quickAmount"))->isVisibleTo(&panel));
}

} // namespace
} // namespace scouter::ui::test
