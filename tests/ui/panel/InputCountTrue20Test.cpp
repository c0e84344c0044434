// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 30's pace at a True20 table, played by keys in the ARC's window on the demo's "Bandits at
// the ford": the attack's follow-up (the target's Toughness save) opens with the keyboard on its
// die, filled in, and keeps what it holds while the ARC looks at someone else.
#include "DemoTable.h"

#include "panel/ManeuverForm.h"

#include <QAction>
#include <QSpinBox>

#include <gtest/gtest.h>

namespace scouter::ui::test {
namespace {

class InputCountTrue20 : public DemoTable {
protected:
    void SetUp() override {
        DemoTable::SetUp();
        play(QStringLiteral("true20"), {{"kestrel", 20}, {"brannoc", 12}, {"bandits", 5}});
        ASSERT_EQ(controller().selected(), QStringLiteral("kestrel"));
    }
};

TEST_F(InputCountTrue20, AttackAndToughnessSaveTakeAtMostSixKeys) {
    // 19 + Melee 6 hits the nearest bandit with Kestrel's own weapon (her sheet's Weapon damage 3,
    // no typing); the bandit's save opens with the keyboard on its die.
    key(Qt::Key_A);
    type(19);
    key(Qt::Key_Return);
    ASSERT_EQ(paths()["lastAttack"], "hit") << said();
    const std::string target = controller().selected().toStdString();
    ASSERT_NE(target, "kestrel");
    EXPECT_EQ(panel().formCommand().type, "toughness");
    EXPECT_EQ(focused(), panel().form().field(engine::InputKind::Roll)) << "the save's die has the keyboard";
    type(2);
    key(Qt::Key_Return);

    EXPECT_EQ(paths()["lastSave"]["success"], false) << paths()["lastSave"].dump() << " " << said();
    EXPECT_EQ(paths()["lastSave"]["dc"], 19) << "15 + Kestrel's Weapon damage 3 + her Strength 1";
    EXPECT_EQ(controller().selected(), QStringLiteral("kestrel")) << "back to the one whose turn it is";
    EXPECT_LE(inputs, 6);
}

// The attack's Weapon starts at the attacker's sheet, whoever attacks: Brannoc's longsword is 4.
TEST_F(InputCountTrue20, TheAttacksWeaponIsTheAttackersOwn) {
    key(Qt::Key_A);
    auto* weapon = qobject_cast<QSpinBox*>(panel().form().field(engine::InputKind::Weapon));
    ASSERT_NE(weapon, nullptr);
    EXPECT_EQ(weapon->value(), 3) << "Kestrel's Weapon damage";
    ASSERT_TRUE(controller().submit(engine::commands::EndTurn{"kestrel"}).accepted);
    focusBoard();
    key(Qt::Key_A);
    weapon = qobject_cast<QSpinBox*>(panel().form().field(engine::InputKind::Weapon));
    ASSERT_NE(weapon, nullptr);
    EXPECT_EQ(weapon->value(), 4) << "Brannoc's Weapon damage";
    weapon->setValue(1); // the ARC can still change it: a dagger this time
    EXPECT_EQ(std::get<int>(panel().formCommand().arguments.at("weapon")), 1);
}

// A bandit of the group attacks and keeps its move: the panel stays with it, but one key on the
// board (Down) goes on to the next bandit, with nothing of the first one's chosen.
TEST_F(InputCountTrue20, AMinionsAttackTurnTakesAtMostFourKeys) {
    for (const char* who : {"kestrel", "brannoc"}) {
        ASSERT_TRUE(controller().submit(engine::commands::EndTurn{who}).accepted) << who;
    }
    ASSERT_EQ(controller().selected(), QStringLiteral("bandit-1"));
    focusBoard();
    key(Qt::Key_A);
    type(3); // a miss
    key(Qt::Key_Return);
    ASSERT_EQ(paths()["lastAttack"], "miss") << said();
    EXPECT_EQ(controller().selected(), QStringLiteral("bandit-1")) << "its move is left";
    key(Qt::Key_Down);

    EXPECT_EQ(controller().selected(), QStringLiteral("bandit-2"));
    EXPECT_FALSE(panel().performButton().isEnabled()) << "Bandit 1's attack is not chosen for Bandit 2";
    EXPECT_LE(inputs, 4);
}

TEST_F(InputCountTrue20, TheSaveKeepsItsValuesWhileTheArcLooksAtSomeoneElse) {
    engine::CommandForm hit;
    hit.type = "attack";
    hit.set("who", "kestrel").set("target", "bandit-1").set("roll", 19).set("weapon", 4).set("lethal", true);
    const auto done = controller().submit(hit);
    ASSERT_TRUE(done.accepted) << done.message;
    ASSERT_EQ(controller().selected(), QStringLiteral("bandit-1"));
    auto* roll = qobject_cast<QSpinBox*>(panel().form().field(engine::InputKind::Roll));
    ASSERT_NE(roll, nullptr);
    roll->setValue(7); // the table typed the die, then looked at Brannoc
    controller().select(QStringLiteral("brannoc"));
    EXPECT_NE(panel().formCommand().type, "toughness") << "Brannoc has no save to make";
    controller().select(QStringLiteral("bandit-1"));

    const engine::CommandForm back = panel().formCommand();
    ASSERT_EQ(back.type, "toughness");
    EXPECT_EQ(std::get<int>(back.arguments.at("damage")), 5) << "4 Weapon + 1 Strength, not 0";
    EXPECT_TRUE(back.arguments.at("lethal") == engine::FormValue(true));
    EXPECT_EQ(std::get<int>(back.arguments.at("roll")), 7);
    EXPECT_TRUE(panel().message().text().contains(QStringLiteral("lethal"))) << said();
}

// Delay was only under All, aimed at the delayer itself: found by typing its name, it waits
// behind the next to act.
TEST_F(InputCountTrue20, DelayIsFoundByItsNameAndWaitsBehindTheNextToAct) {
    key(Qt::Key_F, Qt::ControlModifier);
    type(QStringLiteral("del"));
    key(Qt::Key_Return);
    ASSERT_EQ(panel().formCommand().type, "delay") << said();
    EXPECT_EQ(controller().target(), QStringLiteral("brannoc"));
    key(Qt::Key_Return);

    EXPECT_EQ(controller().state().current, "brannoc") << said();
    EXPECT_LE(inputs, 4);
}

// The Encounter menu listed "Move…" twice (the maneuver, V, and the grid's, M).
TEST_F(InputCountTrue20, NoTwoEncounterEntriesAreNamedAlike) {
    QStringList names;
    for (const QAction* action : view().encounterActions()) {
        const QString name = action->text().remove(QLatin1Char('&'));
        EXPECT_FALSE(names.contains(name)) << name.toStdString();
        names << name;
    }
}

// A spin box took ] and Ctrl+Z for its own text: the fight's keys were dead once a die was typed.
TEST_F(InputCountTrue20, TheFightsKeysWorkWhileADieIsTyped) {
    key(Qt::Key_A);
    type(12);
    const QString before = controller().target();
    ASSERT_FALSE(before.isEmpty());
    key(Qt::Key_BracketRight);
    EXPECT_NE(controller().target(), before) << "] reached the fight from the die's field";
    EXPECT_EQ(qobject_cast<QSpinBox*>(panel().form().field(engine::InputKind::Roll))->value(), 12);
    key(Qt::Key_Z, Qt::ControlModifier); // the last command, the Start, is taken back
    EXPECT_FALSE(controller().state().started);
}

} // namespace
} // namespace scouter::ui::test
