// SPDX-License-Identifier: GPL-3.0-or-later
// What the action panel's form shows of a roll before Perform: every modifier the rules will put
// on it, with its reason (Fatewalker's, read from the engine's own terms), and the faces a roll
// button rolled beside the total it fills (DBU's and True20's roll buttons).
#include "PanelFixture.h"
#include "TestEncounter.h"
#include "True20Encounter.h"

#include "dice/ScriptedDice.h"
#include "encounter/EncounterController.h"
#include "fatewalker/FwRules.h"
#include "fatewalker/FwState.h"
#include "panel/ActionPanel.h"
#include "panel/ManeuverForm.h"
#include "rules/EncounterBuilder.h"
#include "rules/RulesetRegistry.h"

#include <QLabel>
#include <QRegularExpression>
#include <QSpinBox>
#include <QTest>
#include <QToolButton>

#include <gtest/gtest.h>

#include <memory>
#include <string>

namespace scouter::ui::test {
namespace {

// A Fatewalker scene in memory: Aster with a rifle and a laser, Brand a dodger, started at tick 1.
struct FatewalkerScene {
    engine::ScriptedDice dice;
    std::unique_ptr<EncounterController> controller;

    static engine::SheetRecord gun(const std::string& id, const std::string& projectile) {
        engine::SheetRecord record;
        record.texts = {
            {"id", id}, {"kind", "ranged"}, {"size", "medium"}, {"carried", "in-hand"}, {"projectile", projectile}};
        record.numbers = {{"speed", 5}};
        return record;
    }

    FatewalkerScene() {
        engine::EncounterBuilder builder;
        engine::Combatant aster;
        aster.id = "aster";
        aster.name = "Aster";
        aster.side = "heroes";
        aster.at = {1, 1};
        aster.sheet.numbers = {{"ranged", 6}, {"observe", 4}};
        aster.sheet.records["weapons"] = {gun("laser", "laser")};
        builder.add(aster);
        engine::Combatant brand;
        brand.id = "brand";
        brand.name = "Brand";
        brand.side = "villains";
        brand.at = {4, 1};
        brand.sheet.numbers = {{"agility", 6}};
        builder.add(brand);
        auto made = engine::RulesetRegistry::withBuiltins().create("fatewalker", {});
        auto encounter = std::make_unique<engine::Encounter>(
            builder.build(), std::move(std::get<std::unique_ptr<engine::Ruleset>>(made)), dice);
        controller = std::make_unique<EncounterController>(std::move(encounter), QStringLiteral("Ford"),
                                                           EncounterController::Grid{10, 10});
        engine::CommandForm start;
        start.type = "start";
        (void)controller->submit(start);
    }

    bool act(const std::string& type, const std::string& who, const std::string& action,
             std::map<std::string, std::string> more = {}) {
        engine::CommandForm form;
        form.type = type;
        form.set("who", who).set("action", action);
        for (const auto& [key, value] : more) {
            form.set(key, value);
        }
        return controller->submit(form).accepted;
    }
};

// The panel's «On rolls» line as shown, "" while hidden.
std::string rollNotes(const ActionPanel& panel) {
    auto* rolls = panel.findChild<QLabel*>(QStringLiteral("panelRollModifiers"));
    return rolls != nullptr && !rolls->isHidden() ? rolls->text().toStdString() : std::string();
}

// The line under the field a roll button filled.
QLabel* rolledLine(const ActionPanel& panel, engine::InputKind kind) {
    QToolButton* button = panel.form().rollButton(kind);
    if (button == nullptr) {
        return nullptr;
    }
    QString name = button->objectName();
    name.chop(4); // "…Roll"
    return panel.findChild<QLabel*>(name + QStringLiteral("Rolled"));
}

class FatewalkerRollForm : public ::testing::Test {
protected:
    FatewalkerScene scene;
    ActionPanel panel{*scene.controller};

    void SetUp() override {
        panel.resize(420, 760);
        panel.show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(&panel));
    }
};

TEST_F(FatewalkerRollForm, TheShotsFormShowsTheAimItSpendsBeforePerform) {
    ASSERT_TRUE(scene.act("act", "aster", "aim"));
    ASSERT_TRUE(scene.act("act", "brand", "hold-action"));
    engine::CommandForm advance;
    advance.type = "advance";
    ASSERT_TRUE(scene.controller->submit(advance).accepted);
    scene.controller->select(QStringLiteral("aster"));
    scene.controller->setTarget(QStringLiteral("brand"));
    panel.choose(QStringLiteral("shoot"));
    EXPECT_EQ(rollNotes(panel), "On rolls: +1 (aim)");
    PanelDriver driver{panel};
    PanelDriver::type(panel.form().field(engine::InputKind::Successes), 2);
    driver.clickPerform();
    const auto& roll = engine::fatewalker::clock::fighterOf(scene.controller->state(), "aster").roll;
    ASSERT_TRUE(roll.has_value()) << panel.message().text().toStdString();
    EXPECT_EQ(roll->action, "shoot");
    EXPECT_EQ(roll->modifier, 1) << "the shot took what the form showed";
}

TEST_F(FatewalkerRollForm, TheAnswersFormShowsWhatTheLaserPutsOnDodgeMissile) {
    engine::CommandForm shot;
    shot.type = "act";
    shot.set("who", std::string("aster"))
        .set("action", std::string("shoot"))
        .set("weapon", std::string("laser"))
        .set("target", std::string("brand"))
        .set("successes", 2);
    ASSERT_TRUE(scene.controller->submit(shot).accepted);
    scene.controller->select(QStringLiteral("brand"));
    scene.controller->setTarget(QStringLiteral("aster"));
    panel.choose(QStringLiteral("dodge-missile"));
    EXPECT_EQ(rollNotes(panel), "On rolls: −6 (Dodge Missile against a laser)");
}

// "1d10(T) ×2 (4 + 9) + 3 = 16": the faces and the Force added, summing to what the field holds.
TEST(RollButtonFaces, DbusDamageRollShowsItsFacesAndModifierBesideTheTotal) {
    TestEncounter t;
    t.start();
    ActionPanel panel{*t.controller};
    panel.resize(360, 760);
    panel.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&panel));
    panel.choose(QStringLiteral("basic-attack"));
    QLabel* rolled = rolledLine(panel, engine::InputKind::Damage);
    ASSERT_NE(rolled, nullptr);
    EXPECT_TRUE(rolled->isHidden()) << "nothing rolled yet";
    QTest::mouseClick(panel.form().rollButton(engine::InputKind::Damage), Qt::LeftButton);
    ASSERT_FALSE(rolled->isHidden());
    const auto match = QRegularExpression(QStringLiteral(R"(^Rolled 1d10\(T\) ×2 \((\d+) \+ (\d+)\) \+ 3 = (\d+)$)"))
                           .match(rolled->text());
    ASSERT_TRUE(match.hasMatch()) << rolled->text().toStdString();
    const int total = match.captured(3).toInt();
    EXPECT_EQ(match.captured(1).toInt() + match.captured(2).toInt() + 3, total);
    EXPECT_EQ(qobject_cast<QSpinBox*>(panel.form().field(engine::InputKind::Damage))->value(), total);
    PanelDriver::type(panel.form().field(engine::InputKind::Damage), total + 1);
    EXPECT_TRUE(rolled->isHidden()) << "a number typed over the roll is no longer what the faces say";
}

TEST(RollButtonFaces, True20sD20ShowsItsFace) {
    True20Encounter t;
    ActionPanel panel{*t.controller};
    panel.resize(360, 760);
    panel.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&panel));
    panel.choose(QStringLiteral("attack"));
    QLabel* rolled = rolledLine(panel, engine::InputKind::Roll);
    ASSERT_NE(rolled, nullptr);
    QTest::mouseClick(panel.form().rollButton(engine::InputKind::Roll), Qt::LeftButton);
    const auto match = QRegularExpression(QStringLiteral(R"(^Rolled 1d20 \((\d+)\) = (\d+)$)")).match(rolled->text());
    ASSERT_TRUE(match.hasMatch()) << rolled->text().toStdString();
    EXPECT_EQ(match.captured(1), match.captured(2));
    EXPECT_EQ(qobject_cast<QSpinBox*>(panel.form().field(engine::InputKind::Roll))->value(), match.captured(2).toInt());
}

} // namespace
} // namespace scouter::ui::test
