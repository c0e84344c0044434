// SPDX-License-Identifier: GPL-3.0-or-later
// Fatewalker characters in the library and a Fatewalker encounter in the prep, through their
// widgets on a real campaign file: the weapons are a table edited in place (a combo box per choice,
// a check box for Thrown, numbers kept as typed and said wrong outside the bounds), each wrong cell says what is wrong
// and where (the ruleset's damage notation, a repeated id), an edit counts as unsaved until saved or reverted; the
// library lists who carries what; the prep builds the fight from PCs and a group.
#include "CharacterRepository.h"
#include "Database.h"
#include "DemoCampaign.h"
#include "EncounterReplay.h"
#include "EncounterRepository.h"
#include "NpcGroupRepository.h"
#include "library/CharacterEditor.h"
#include "library/CharacterListModel.h"
#include "library/LibraryWindow.h"
#include "library/RecordsEditor.h"
#include "prep/PrepPickModel.h"
#include "prep/PrepWindow.h"

#include <QCheckBox>
#include <QComboBox>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include "LibraryFixture.h"

#include <gtest/gtest.h>

namespace scouter::ui {
namespace {

class LibraryFatewalker : public test::LibraryFixture {};

TEST_F(LibraryFatewalker, WeaponsAreEditedAsATableWithAMessagePerCellAndUnsavedChangesTracked) {
    LibraryWindow window(*db);
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    const qint64 ysolde = idOf(QStringLiteral("Ysolde"));
    ASSERT_NE(ysolde, 0);
    window.selectCharacter(ysolde);
    CharacterEditor& editor = window.characterEditor();
    EXPECT_EQ(editor.rulesetBox().currentData().toString(), QStringLiteral("fatewalker"));
    ASSERT_NE(editor.field(QStringLiteral("weaponry")), nullptr);
    RecordsEditor* weapons = editor.records(QStringLiteral("weapons"));
    ASSERT_NE(weapons, nullptr);
    ASSERT_EQ(weapons->model().rowCount(), 2);
    EXPECT_EQ(cell(*weapons, 0, "id").data().toString(), QStringLiteral("longsword"));
    EXPECT_EQ(cell(*weapons, 0, "carried").data().toString(), QStringLiteral("In hand"));
    EXPECT_EQ(cell(*weapons, 1, "thrown").data(Qt::CheckStateRole).toInt(), Qt::Checked);
    EXPECT_FALSE(editor.isModified());
    EXPECT_FALSE(editor.saveButton().isEnabled());

    // A damage that is not AxB[/CxD] @TN: the ruleset's words, on its cell and under the table.
    typeInto(*weapons, cell(*weapons, 0, "damage"), QStringLiteral("3x3 6"));
    EXPECT_EQ(cell(*weapons, 0, "damage").data().toString(), QStringLiteral("3x3 6"));
    const QString damage = cell(*weapons, 0, "damage").data(RecordsTableModel::ProblemRole).toString();
    EXPECT_TRUE(damage.contains(QStringLiteral("AxB[/CxD] @TN"))) << damage.toStdString();
    QLabel* message = editor.message(QStringLiteral("weapons"));
    ASSERT_NE(message, nullptr);
    EXPECT_TRUE(message->isVisibleTo(&editor));
    EXPECT_EQ(message->text(), QStringLiteral("Weapons, row 1 (longsword): Damage '3x3 6' of weapon 'longsword' is not "
                                              "AxB[/CxD] @TN (like '3x3/3x1 @5')."));
    EXPECT_FALSE(editor.saveButton().isEnabled());
    EXPECT_TRUE(editor.isModified());

    // A second weapon named like the first: said on the second's id.
    typeInto(*weapons, cell(*weapons, 0, "damage"), QStringLiteral("3x3/1x2 @5"));
    typeInto(*weapons, cell(*weapons, 1, "id"), QStringLiteral("longsword"));
    EXPECT_EQ(cell(*weapons, 1, "id").data(RecordsTableModel::ProblemRole).toString(),
              QStringLiteral("Id \"longsword\" is already used by row 1."));
    EXPECT_FALSE(editor.saveButton().isEnabled());
    typeInto(*weapons, cell(*weapons, 1, "id"), QStringLiteral("dirk"));
    EXPECT_FALSE(message->isVisibleTo(&editor)) << message->text().toStdString();

    // A number within the rules' bounds, through the view's editor, which shows them.
    weapons->view().setCurrentIndex(cell(*weapons, 1, "speed"));
    weapons->view().edit(cell(*weapons, 1, "speed"));
    auto* line = qobject_cast<QLineEdit*>(weapons->view().indexWidget(cell(*weapons, 1, "speed")));
    ASSERT_NE(line, nullptr);
    EXPECT_EQ(line->placeholderText(), QStringLiteral("0 to 30"));
    line->selectAll();
    QTest::keyClicks(line, QStringLiteral("4"));
    QTest::keyClick(line, Qt::Key_Return);
    QCoreApplication::processEvents();
    EXPECT_EQ(cell(*weapons, 1, "speed").data().toInt(), 4);

    // Save stores the list as typed, and nothing is left unsaved.
    ASSERT_TRUE(editor.isModified());
    ASSERT_TRUE(editor.saveButton().isEnabled()) << editor.problems().join(u'\n').toStdString();
    QTest::mouseClick(&editor.saveButton(), Qt::LeftButton);
    const store::Character saved = store::CharacterRepository(*db).get(ysolde).value();
    const QJsonArray stored = saved.stats.value(QStringLiteral("weapons")).toArray();
    ASSERT_EQ(stored.size(), 2);
    EXPECT_EQ(stored.at(0).toObject().value(QStringLiteral("damage")).toString(), QStringLiteral("3x3/1x2 @5"));
    EXPECT_EQ(stored.at(1).toObject().value(QStringLiteral("id")).toString(), QStringLiteral("dirk"));
    EXPECT_EQ(stored.at(1).toObject().value(QStringLiteral("speed")).toInt(), 4);
    EXPECT_TRUE(stored.at(1).toObject().value(QStringLiteral("thrown")).toBool());
    EXPECT_FALSE(window.characterEditor().isModified());
}

// A weapon's Speed typed as -3 keeps its sign: the cell holds -3 and says what is wrong with it,
// the save waits, and the stored sheet is untouched (the editor used to drop the minus key, so -3
// was stored as 3). A typographic minus (−3, pasted from a document) is the same number.
TEST_F(LibraryFatewalker, ANegativeWeaponSpeedIsKeptAndRefusedNotTurnedPositive) {
    LibraryWindow window(*db);
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    const qint64 ysolde = idOf(QStringLiteral("Ysolde"));
    ASSERT_NE(ysolde, 0);
    window.selectCharacter(ysolde);
    CharacterEditor& editor = window.characterEditor();
    RecordsEditor* weapons = editor.records(QStringLiteral("weapons"));
    ASSERT_NE(weapons, nullptr);
    const auto storedSpeed = [&]() {
        const store::Character stored = store::CharacterRepository(*db).get(ysolde).value();
        return stored.stats.value(QStringLiteral("weapons")).toArray().at(0).toObject().value(QStringLiteral("speed"));
    };
    const QJsonValue before = storedSpeed();
    ASSERT_TRUE(before.isDouble());

    // Pasted rather than typed: QTest types ASCII keys only.
    const auto paste = [&](const QString& text) {
        weapons->view().setCurrentIndex(cell(*weapons, 0, "speed"));
        weapons->view().edit(cell(*weapons, 0, "speed"));
        auto* line = qobject_cast<QLineEdit*>(weapons->view().indexWidget(cell(*weapons, 0, "speed")));
        ASSERT_NE(line, nullptr);
        line->selectAll();
        line->insert(text);
        QTest::keyClick(line, Qt::Key_Return);
        QCoreApplication::processEvents();
    };
    for (const QString& typed : {QStringLiteral("-3"), QStringLiteral("\u22123")}) {
        if (typed.startsWith(QLatin1Char('-'))) {
            typeInto(*weapons, cell(*weapons, 0, "speed"), typed);
        } else {
            paste(typed);
        }
        EXPECT_EQ(cell(*weapons, 0, "speed").data().toString().toStdString(), "-3") << typed.toStdString();
        EXPECT_EQ(cell(*weapons, 0, "speed").data(RecordsTableModel::ProblemRole).toString().toStdString(),
                  "Speed must be at least 0.");
        QLabel* message = editor.message(QStringLiteral("weapons"));
        ASSERT_NE(message, nullptr);
        EXPECT_TRUE(message->isVisibleTo(&editor));
        EXPECT_EQ(message->text().toStdString(), "Weapons, row 1 (longsword): Speed must be at least 0.");
        EXPECT_FALSE(editor.saveButton().isEnabled());
    }
    // Past the top bound the number is kept too, and said wrong; a number within them saves.
    typeInto(*weapons, cell(*weapons, 0, "speed"), QStringLiteral("45"));
    EXPECT_EQ(cell(*weapons, 0, "speed").data(RecordsTableModel::ProblemRole).toString().toStdString(),
              "Speed must be at most 30.");
    EXPECT_FALSE(editor.saveButton().isEnabled());
    EXPECT_EQ(storedSpeed(), before) << "nothing was stored";
    typeInto(*weapons, cell(*weapons, 0, "speed"), QStringLiteral("3"));
    ASSERT_TRUE(editor.saveButton().isEnabled()) << editor.problems().join(u'\n').toStdString();
    QTest::mouseClick(&editor.saveButton(), Qt::LeftButton);
    EXPECT_EQ(storedSpeed().toInt(), 3);
}

TEST_F(LibraryFatewalker, AddingAWeaponIsAnUnsavedChangeThatRevertTakesBack) {
    LibraryWindow window(*db);
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    window.selectCharacter(idOf(QStringLiteral("Mags")));
    CharacterEditor& editor = window.characterEditor();
    RecordsEditor* weapons = editor.records(QStringLiteral("weapons"));
    ASSERT_NE(weapons, nullptr);
    EXPECT_EQ(weapons->model().rowCount(), 0) << "the brawler carries nothing";
    QTest::mouseClick(&weapons->addButton(), Qt::LeftButton);
    ASSERT_EQ(weapons->model().rowCount(), 1);
    EXPECT_EQ(cell(*weapons, 0, "id").data().toString(), QStringLiteral("weapon-1"));
    EXPECT_TRUE(editor.isModified());
    EXPECT_TRUE(editor.saveButton().isEnabled()) << editor.problems().join(u'\n').toStdString();
    for (auto* button : editor.findChildren<QPushButton*>()) {
        if (button->text() == QStringLiteral("Re&vert")) {
            QTest::mouseClick(button, Qt::LeftButton);
        }
    }
    EXPECT_FALSE(editor.isModified());
    EXPECT_EQ(editor.records(QStringLiteral("weapons"))->model().rowCount(), 0);
}

TEST_F(LibraryFatewalker, TheLibraryListShowsAFatewalkersSummaryFields) {
    LibraryWindow window(*db);
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    const CharacterListModel& list = window.characters();
    const int weaponry = list.columnOf(QStringLiteral("weaponry"));
    ASSERT_GE(weaponry, 0);
    const QModelIndex ysolde = list.indexOf(idOf(QStringLiteral("Ysolde")));
    ASSERT_TRUE(ysolde.isValid());
    EXPECT_EQ(ysolde.siblingAtColumn(weaponry).data().toInt(), 4);
    const int weapons = list.columnOf(QStringLiteral("weapons"));
    ASSERT_GE(weapons, 0);
    EXPECT_EQ(ysolde.siblingAtColumn(weapons).data().toString(), QStringLiteral("longsword, dagger"));
}

TEST_F(LibraryFatewalker, ThePrepMakesAFatewalkerEncounterFromPcsAndAnNpcGroup) {
    PrepWindow prep(*db);
    prep.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&prep));
    QComboBox& ruleset = prep.rulesetChoice();
    ASSERT_GE(ruleset.findData(QStringLiteral("fatewalker")), 0);
    ruleset.setCurrentIndex(ruleset.findData(QStringLiteral("fatewalker")));
    // Its options, the contract's defaults first: the ARC orders ties here.
    QComboBox* ties = prep.option(QStringLiteral("tickTies"));
    ASSERT_NE(ties, nullptr);
    EXPECT_EQ(ties->currentText(), QStringLiteral("In the order you enter their actions"));
    ties->setCurrentIndex(ties->findText(QStringLiteral("The ARC orders them first")));
    ASSERT_NE(prep.option(QStringLiteral("parryBlock")), nullptr);
    QStringList shown;
    for (int row = 0; row < prep.picks().rowCount(); ++row) {
        shown << prep.picks().index(row, PrepPickModel::Name).data().toString();
    }
    EXPECT_TRUE(shown.contains(QStringLiteral("Ysolde")));
    EXPECT_FALSE(shown.contains(QStringLiteral("Kestrel"))) << "a True20 sheet in a Fatewalker fight";
    prep.titleField().selectAll();
    QTest::keyClicks(&prep.titleField(), QStringLiteral("Raiders on the bridge"));
    qint64 raiders = 0;
    for (const store::NpcGroup& group : store::NpcGroupRepository(*db).list().value()) {
        raiders = group.name == QStringLiteral("Mill Raiders") ? group.id : raiders;
    }
    const QModelIndex group = prep.picks().indexOf(store::DraftPick::Source::Group, raiders);
    ASSERT_TRUE(group.isValid());
    ASSERT_TRUE(prep.picks().setData(group, Qt::Checked, Qt::CheckStateRole));
    ASSERT_TRUE(prep.saveReadyButton().isEnabled()) << prep.problems().join(QLatin1Char('\n')).toStdString();
    QSignalSpy saved(&prep, &PrepWindow::saved);
    QTest::mouseClick(&prep.saveReadyButton(), Qt::LeftButton);
    ASSERT_EQ(saved.count(), 1) << prep.messageLabel().text().toStdString();

    const qint64 id = saved.first().first().toLongLong();
    const store::EncounterRecord record = store::EncounterRepository(*db).get(id).value();
    EXPECT_EQ(record.ruleset, QStringLiteral("fatewalker"));
    EXPECT_EQ(record.options.value(QStringLiteral("tickTies")).toString(), QStringLiteral("arc"));
    EXPECT_EQ(record.participants.size(), 6U) << "three PCs and three raiders";
    const auto replayed = store::EncounterReplay::load(*db, id);
    ASSERT_TRUE(replayed.ok()) << replayed.error().message.toStdString();
    EXPECT_EQ(replayed.value().state.combatants.size(), 6U);
    // The weapons came along with the sheets.
    for (const auto& c : replayed.value().state.combatants) {
        if (c.name == "Raider 2") {
            ASSERT_EQ(c.sheet.records.count("weapons"), 1U);
            EXPECT_EQ(c.sheet.records.at("weapons").size(), 2U);
        }
    }
}

} // namespace
} // namespace scouter::ui
