// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 17's sheet fields in the library, through the editor's widgets on a real campaign file:
// a DBU character's transformations (a table of forms and their Tier bonus), its tail (a check
// box) and its Energy Wound Dice (a list of die sizes), each checked as typed, stored as typed,
// and refused on import with the place named.
#include "CharacterRepository.h"
#include "Database.h"
#include "DemoCampaign.h"
#include "library/CharacterEditor.h"
#include "library/LibraryWindow.h"
#include "library/RecordsEditor.h"

#include <QCheckBox>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include "LibraryFixture.h"

#include <gtest/gtest.h>

namespace scouter::ui {
namespace {

class LibraryDbuForms : public test::LibraryFixture {};

TEST_F(LibraryDbuForms, FormsTailAndEnergyWoundDiceAreEditedCheckedAndStoredAsTyped) {
    LibraryWindow window(*db);
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    const qint64 piccolo = idOf(QStringLiteral("Piccolo"));
    ASSERT_NE(piccolo, 0);
    window.selectCharacter(piccolo);
    CharacterEditor& editor = window.characterEditor();
    ASSERT_EQ(editor.rulesetBox().currentData().toString(), QStringLiteral("dbu"));

    RecordsEditor* forms = editor.records(QStringLiteral("forms"));
    ASSERT_NE(forms, nullptr);
    ASSERT_EQ(forms->model().rowCount(), 0);
    QTest::mouseClick(&forms->addButton(), Qt::LeftButton);
    ASSERT_EQ(forms->model().rowCount(), 1);
    typeInto(*forms, cell(*forms, 0, "name"), QStringLiteral("super-namekian"));
    typeInto(*forms, cell(*forms, 0, "tierBonus"), QStringLiteral("2"));
    EXPECT_EQ(cell(*forms, 0, "tierBonus").data().toInt(), 2);

    QCheckBox* tail = editor.flag(QStringLiteral("tail"));
    ASSERT_NE(tail, nullptr);
    EXPECT_FALSE(tail->isChecked());
    QTest::mouseClick(tail, Qt::LeftButton, {}, QPoint(4, tail->height() / 2));
    EXPECT_TRUE(tail->isChecked());

    // A die no die has: said under the field, and the sheet cannot be saved.
    QLineEdit* dice = editor.field(QStringLiteral("energyWoundDice"));
    ASSERT_NE(dice, nullptr);
    type(dice, QStringLiteral("10, 7"));
    QLabel* message = editor.message(QStringLiteral("energyWoundDice"));
    ASSERT_NE(message, nullptr);
    EXPECT_TRUE(message->isVisibleTo(&editor));
    EXPECT_EQ(message->text(),
              QStringLiteral("Energy Wound Dice: die 2 is a d7; a die is a d4, d6, d8, d10, d12 or d20."));
    EXPECT_FALSE(editor.saveButton().isEnabled());
    type(dice, QStringLiteral("10, 6"));
    EXPECT_FALSE(message->isVisibleTo(&editor));
    ASSERT_TRUE(editor.saveButton().isEnabled()) << editor.problems().join(u'\n').toStdString();
    QTest::mouseClick(&editor.saveButton(), Qt::LeftButton);

    const store::Character saved = store::CharacterRepository(*db).get(piccolo).value();
    const QJsonArray stored = saved.stats.value(QStringLiteral("forms")).toArray();
    ASSERT_EQ(stored.size(), 1);
    EXPECT_EQ(stored.at(0).toObject().value(QStringLiteral("name")).toString(), QStringLiteral("super-namekian"));
    EXPECT_EQ(stored.at(0).toObject().value(QStringLiteral("tierBonus")).toInt(), 2);
    EXPECT_TRUE(saved.stats.value(QStringLiteral("tail")).toBool());
    EXPECT_EQ(saved.stats.value(QStringLiteral("energyWoundDice")).toArray(), (QJsonArray{10, 6}));
    EXPECT_FALSE(editor.isModified());
}

TEST_F(LibraryDbuForms, AnImportedSheetWithAFormOutOfBoundsIsRefusedWholeWithItsPlace) {
    QTemporaryDir other;
    auto target = store::Database::open(other.filePath(QStringLiteral("other.scouter")));
    ASSERT_TRUE(target);
    LibraryWindow window(target.value());
    QFile bad(folder.filePath(QStringLiteral("bad.json")));
    ASSERT_TRUE(bad.open(QIODevice::WriteOnly));
    bad.write(R"({"format": "scouter-export/1", "characters": [
                 {"id": 1, "ruleset": "dbu", "name": "Vegeta", "kind": "pc",
                  "stats": {"tier": 3, "life": 100, "ki": 100, "tail": true, "energyWoundDice": [10, 6]}},
                 {"id": 2, "ruleset": "dbu", "name": "Broly", "kind": "npc",
                  "stats": {"tier": 3, "life": 100, "ki": 100, "forms": [{"name": "legendary", "tierBonus": 500}]}}],
                 "npcGroups": [], "encounters": []})");
    bad.close();
    EXPECT_FALSE(window.importFile(bad.fileName()));
    const QString status = window.statusLabel().text();
    EXPECT_TRUE(status.contains(QStringLiteral("characters[1]"))) << status.toStdString();
    EXPECT_TRUE(status.contains(QStringLiteral("forms"))) << status.toStdString();
    EXPECT_EQ(window.characters().rowCount(), 0) << "nothing of a refused file is kept";
}

} // namespace
} // namespace scouter::ui
