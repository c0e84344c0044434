// SPDX-License-Identifier: GPL-3.0-or-later
// A move prepared on a sheet in the library is one key at the table: the demo's Goku keeps his
// Kamehameha (4(T) Ki) on his sheet, and at the table 1 opens it with the sheet's values, Enter
// performs it, and the log names it.
#include "DemoTable.h"

#include "panel/ManeuverForm.h"
#include "panel/ManeuverModel.h"

#include <QSpinBox>

#include <algorithm>

#include <gtest/gtest.h>

namespace scouter::ui::test {
namespace {

class PreparedMove : public DemoTable {
protected:
    PreparedMove() { faces = std::vector<int>(60, 5); }
};

TEST_F(PreparedMove, ADbuTechniqueFromTheLibraryIsOneKeyWithTheSheetsKi) {
    play(QStringLiteral("dbu"), {{"goku", 20}, {"piccolo", 15}, {"krillin", 12}, {"saibamen", 5}});
    ASSERT_EQ(controller().selected(), QStringLiteral("goku"));
    const QModelIndex row = panel().maneuvers().indexOf(QStringLiteral("signature-technique/1"));
    ASSERT_TRUE(row.isValid()) << "Goku's Kamehameha is a row of his own";
    EXPECT_EQ(row.data().toString(), QStringLiteral("Kamehameha  (1)"));
    EXPECT_EQ(row.parent().data().toString(), QStringLiteral("Attacks"));
    const QModelIndex generic = panel().maneuvers().indexOf(QStringLiteral("signature-technique"));
    EXPECT_TRUE(panel().maneuverView().isRowHidden(generic.row(), generic.parent()))
        << "the generic row waits under All while the sheet's techniques are listed";
    const int kiBefore = paths()["goku.ki"].get<int>();
    const std::string target =
        controller().targetFor(QStringLiteral("goku"), engine::TargetKind::Opponent).toStdString();
    const int lifeBefore = paths()[target + ".life"].get<int>();

    key(Qt::Key_1);
    auto* ki = qobject_cast<QSpinBox*>(panel().form().field(std::string("ki")));
    ASSERT_NE(ki, nullptr) << said();
    EXPECT_EQ(ki->value(), 12) << "4(T) at Goku's Tier of Power 3, from his sheet";
    ASSERT_TRUE(qobject_cast<QSpinBox*>(focused()) != nullptr) << "the keyboard is on the damage";
    type(15);
    key(Qt::Key_Return);

    EXPECT_EQ(paths()["goku.ki"].get<int>(), kiBefore - 12) << said();
    EXPECT_LT(paths()[target + ".life"].get<int>(), lifeBefore);
    const QString line = controller().undoLabel();
    EXPECT_TRUE(line.startsWith(QStringLiteral("Goku: Kamehameha (Signature Technique) → "))) << line.toStdString();
    EXPECT_LE(inputs, 3) << "1, the damage, Enter";

    // The Saibamen group's members take their template's technique.
    const auto saibaman = controller().encounter().ruleset().maneuvers(controller().state(), "saibaman-3");
    EXPECT_TRUE(std::any_of(saibaman.begin(), saibaman.end(), [](const engine::ManeuverDescription& m) {
        return m.prepared && m.label == "Acid Spit" && m.shortcut == '1';
    }));
}

TEST_F(PreparedMove, ADigitWithNoMoveSaysSo) {
    play(QStringLiteral("dbu"), {{"krillin", 20}, {"goku", 15}, {"piccolo", 12}, {"saibamen", 5}});
    ASSERT_EQ(controller().selected(), QStringLiteral("krillin"));
    key(Qt::Key_3); // Krillin keeps two techniques, on 1 and 2
    EXPECT_EQ(said(), "Krillin has no prepared move on key 3");
}

// True20: Kestrel keeps her Longbow (ranged, Weapon Damage 3, lethal) on her sheet; 1, the d20,
// Enter is the attack, the form started at the sheet's values.
TEST_F(PreparedMove, ATrue20AttackFromTheSheetIsOneKeyWithItsWeapon) {
    play(QStringLiteral("true20"), {{"kestrel", 20}, {"brannoc", 12}, {"bandits", 5}});
    ASSERT_EQ(controller().selected(), QStringLiteral("kestrel"));
    key(Qt::Key_1);
    auto* weapon = qobject_cast<QSpinBox*>(panel().form().field(engine::InputKind::Weapon));
    ASSERT_NE(weapon, nullptr) << said();
    EXPECT_EQ(weapon->value(), 3) << "the Longbow's Weapon Damage, from her sheet";
    type(14);
    key(Qt::Key_Return);
    const QString line = controller().undoLabel();
    EXPECT_TRUE(line.startsWith(QStringLiteral("Kestrel attacks "))) << line.toStdString();
    EXPECT_TRUE(line.contains(QStringLiteral(" with Longbow (ranged)"))) << line.toStdString();
    EXPECT_LE(inputs, 3) << "1, the d20, Enter";
}

// Fatewalker: Corwin's favourite, a shot with his longbow, is his key 1.
TEST_F(PreparedMove, AFatewalkerFavouriteIsOneKeyWithItsWeaponPicked) {
    play(QStringLiteral("fatewalker"));
    ASSERT_EQ(controller().selected(), QStringLiteral("corwin"));
    key(Qt::Key_1);
    auto* weapon = panel().form().field(std::string("weapon"));
    ASSERT_NE(weapon, nullptr) << said();
    type(2);
    key(Qt::Key_Return);
    const QString line = controller().undoLabel();
    EXPECT_TRUE(line.startsWith(QStringLiteral("Corwin: Longbow shot (Shoot)"))) << line.toStdString();
    EXPECT_LE(inputs, 3) << "1, the successes, Enter";
}

} // namespace
} // namespace scouter::ui::test
