// SPDX-License-Identifier: GPL-3.0-or-later
// The library through its widgets on a real campaign file: typed sheets checked field by field,
// search, filter and sort, duplicate, delete with undo, groups with a naming pattern, and import
// and export of the store's JSON format.
#include "library/LibraryWindow.h"
#include "CharacterRepository.h"
#include "Database.h"
#include "DemoCampaign.h"
#include "NpcGroupRepository.h"
#include "library/CharacterEditor.h"
#include "library/CharacterListModel.h"
#include "library/GroupEditor.h"
#include "library/GroupListModel.h"
#include "library/LibraryFilterModel.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QFileDialog>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QSet>
#include <QSpinBox>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include <gtest/gtest.h>

#include <map>

#include <sys/stat.h>

namespace scouter::ui {
namespace {

using Fatal = QAbstractItemModelTester::FailureReportingMode;

class Library : public ::testing::Test {
protected:
    QTemporaryDir folder;
    std::optional<store::Database> db;
    std::unique_ptr<LibraryWindow> window;

    void SetUp() override {
        auto opened = store::Database::open(folder.filePath(QStringLiteral("campaign.scouter")));
        ASSERT_TRUE(opened);
        db.emplace(std::move(opened).value());
        ASSERT_TRUE(store::DemoCampaign::create(*db));
        window = std::make_unique<LibraryWindow>(*db);
        window->show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(window.get()));
    }

    [[nodiscard]] QStringList shownNames() const {
        QStringList names;
        const LibraryFilterModel& shown = window->characterFilter();
        for (int row = 0; row < shown.rowCount(); ++row) {
            names << shown.index(row, CharacterListModel::Name).data().toString();
        }
        return names;
    }

    [[nodiscard]] qint64 idOf(const QString& name) const {
        for (const store::Character& c : window->characters().characters()) {
            if (c.name == name) {
                return c.id;
            }
        }
        return 0;
    }

    static void type(QLineEdit* field, const QString& text) {
        field->selectAll();
        QTest::keyClick(field, Qt::Key_Delete);
        QTest::keyClicks(field, text);
    }
};

TEST_F(Library, ANewSheetIsCheckedAsItIsTypedAndSavedOnlyWhenRight) {
    QAbstractItemModelTester listTester(&window->characters(), Fatal::Fatal);
    QAbstractItemModelTester filterTester(&window->characterFilter(), Fatal::Fatal);
    window->newCharacterAction().trigger();
    CharacterEditor& editor = window->characterEditor();
    EXPECT_FALSE(editor.saveButton().isEnabled());
    // A fresh sheet does not open in red.
    EXPECT_FALSE(editor.message(QStringLiteral("life"))->isVisibleTo(&editor));

    QTest::keyClicks(&editor.nameField(), QStringLiteral("Raditz"));
    type(editor.field(QStringLiteral("tier")), QStringLiteral("3"));
    type(editor.field(QStringLiteral("life")), QStringLiteral("1x0"));
    QLabel* life = editor.message(QStringLiteral("life"));
    EXPECT_TRUE(life->isVisibleTo(&editor));
    EXPECT_EQ(life->text(), QStringLiteral("Life must be a whole number, not \"1x0\"."));
    type(editor.field(QStringLiteral("life")), QStringLiteral("130"));
    EXPECT_FALSE(life->isVisibleTo(&editor));
    type(editor.field(QStringLiteral("ki")), QStringLiteral("70"));
    type(editor.field(QStringLiteral("normalSpeed")), QStringLiteral("-1"));
    EXPECT_EQ(editor.message(QStringLiteral("normalSpeed"))->text(),
              QStringLiteral("Normal Speed must be at least 0."));
    EXPECT_FALSE(editor.saveButton().isEnabled());
    type(editor.field(QStringLiteral("normalSpeed")), QStringLiteral("5"));
    // Left empty, Boosted Speed is the engine's 1: below Normal Speed, said under it at once.
    EXPECT_EQ(editor.message(QStringLiteral("boostedSpeed"))->text(),
              QStringLiteral("Boosted Speed must be at least Normal Speed (5)."));
    EXPECT_TRUE(editor.message(QStringLiteral("boostedSpeed"))->isVisibleTo(&editor));
    type(editor.field(QStringLiteral("boostedSpeed")), QStringLiteral("7"));
    type(editor.field(QStringLiteral("thresholds")), QStringLiteral("60, 90"));
    EXPECT_EQ(editor.message(QStringLiteral("thresholds"))->text(),
              QStringLiteral("Health Thresholds go from the highest Life down: 90 comes after 60."));
    type(editor.field(QStringLiteral("thresholds")), QStringLiteral("90, 60, 30"));
    ASSERT_TRUE(editor.problems().isEmpty()) << editor.problems().join(QLatin1Char('\n')).toStdString();
    ASSERT_TRUE(editor.saveButton().isEnabled());
    QTest::mouseClick(&editor.saveButton(), Qt::LeftButton);

    // On disk, as typed; stats left empty are left out (the engine's defaults apply).
    const qint64 raditz = idOf(QStringLiteral("Raditz"));
    ASSERT_NE(raditz, 0);
    const store::Character saved = store::CharacterRepository(*db).get(raditz).value();
    EXPECT_EQ(saved.stats.value(QStringLiteral("life")).toInt(), 130);
    EXPECT_EQ(saved.stats.value(QStringLiteral("thresholds")).toArray().size(), 3);
    EXPECT_FALSE(saved.stats.contains(QStringLiteral("capacity")));
    EXPECT_EQ(window->currentCharacterId(), raditz);

    // Editing it again and undoing the edit.
    type(editor.field(QStringLiteral("ki")), QStringLiteral("75"));
    QTest::mouseClick(&editor.saveButton(), Qt::LeftButton);
    EXPECT_EQ(store::CharacterRepository(*db).get(raditz).value().stats.value(QStringLiteral("ki")).toInt(), 75);
    window->undoStack().undo();
    EXPECT_EQ(store::CharacterRepository(*db).get(raditz).value().stats.value(QStringLiteral("ki")).toInt(), 70);
    EXPECT_EQ(editor.field(QStringLiteral("ki"))->text(), QStringLiteral("70"));
}

TEST_F(Library, TheSheetsIssue14SawAcceptedAreRefusedUnderTheirFields) {
    window->newCharacterAction().trigger();
    CharacterEditor& editor = window->characterEditor();
    QTest::keyClicks(&editor.nameField(), QStringLiteral("Nappa"));
    type(editor.field(QStringLiteral("tier")), QStringLiteral("120"));
    type(editor.field(QStringLiteral("life")), QStringLiteral("50"));
    type(editor.field(QStringLiteral("ki")), QStringLiteral("40"));
    type(editor.field(QStringLiteral("lifeNow")), QStringLiteral("500"));
    type(editor.field(QStringLiteral("force")), QStringLiteral("99"));
    type(editor.field(QStringLiteral("normalSpeed")), QStringLiteral("5"));
    type(editor.field(QStringLiteral("boostedSpeed")), QStringLiteral("3"));
    const std::map<QString, QString> expected{
        {QStringLiteral("tier"), QStringLiteral("Tier of Power must be at most 100.")},
        {QStringLiteral("lifeNow"), QStringLiteral("Life at the start must be at most Life (50).")},
        // Tier 120 is refused, so the Attributes are read at Tier 1.
        {QStringLiteral("force"), QStringLiteral("Force Modifier must be at most 16 at Tier of Power 1 (the Score "
                                                 "Limit 8, twice for Transformations).")},
        {QStringLiteral("boostedSpeed"), QStringLiteral("Boosted Speed must be at least Normal Speed (5).")},
    };
    for (const auto& [key, words] : expected) {
        SCOPED_TRACE(key.toStdString());
        QLabel* message = editor.message(key);
        QLineEdit* field = editor.field(key);
        EXPECT_EQ(message->text(), words);
        EXPECT_TRUE(message->isVisibleTo(&editor));
        // Under its own field, not in a dialog.
        EXPECT_EQ(message->parentWidget(), field->parentWidget());
        EXPECT_GE(message->geometry().top(), field->geometry().bottom());
    }
    EXPECT_EQ(editor.problems().size(), 4);
    EXPECT_FALSE(editor.saveButton().isEnabled());
    QTest::mouseClick(&editor.saveButton(), Qt::LeftButton);
    EXPECT_EQ(idOf(QStringLiteral("Nappa")), 0) << "nothing saved while a field is wrong";

    type(editor.field(QStringLiteral("tier")), QStringLiteral("4"));
    EXPECT_TRUE(editor.message(QStringLiteral("tier"))->text().isEmpty());
    // The Force Modifier's bound follows the Tier as it is typed.
    EXPECT_EQ(editor.message(QStringLiteral("force"))->text(),
              QStringLiteral("Force Modifier must be at most 34 at Tier of Power 4 (the Score Limit 17, twice for "
                             "Transformations)."));
    type(editor.field(QStringLiteral("force")), QStringLiteral("12"));
    type(editor.field(QStringLiteral("lifeNow")), QStringLiteral("45"));
    type(editor.field(QStringLiteral("boostedSpeed")), QStringLiteral("8"));
    ASSERT_TRUE(editor.problems().isEmpty()) << editor.problems().join(QLatin1Char('\n')).toStdString();
    EXPECT_TRUE(editor.saveButton().isEnabled());
    QTest::mouseClick(&editor.saveButton(), Qt::LeftButton);
    EXPECT_NE(idOf(QStringLiteral("Nappa")), 0);
}

TEST_F(Library, SearchFilterAndSortEndingInTheId) {
    QTest::keyClicks(&window->searchField(), QStringLiteral("earth"));
    EXPECT_EQ(shownNames(), (QStringList{QStringLiteral("Goku"), QStringLiteral("Krillin")})); // name or notes
    window->searchField().clear();
    window->kindFilter().setCurrentIndex(window->kindFilter().findData(static_cast<int>(store::CharacterKind::Npc)));
    EXPECT_EQ(shownNames(), (QStringList{QStringLiteral("Bandit"), QStringLiteral("Frieza Force Soldier"),
                                         QStringLiteral("Raider"), QStringLiteral("Saibaman")}));
    window->kindFilter().setCurrentIndex(0);
    // The columns are the summary fields of every listed ruleset, in its words.
    const CharacterListModel& characters = window->characters();
    const int life = characters.columnOf(QStringLiteral("life"));
    const int dexterity = characters.columnOf(QStringLiteral("dexterity"));
    ASSERT_GT(life, CharacterListModel::Ruleset);
    ASSERT_GT(dexterity, CharacterListModel::Ruleset);
    EXPECT_EQ(characters.headerData(life, Qt::Horizontal, Qt::DisplayRole).toString(), QStringLiteral("Life"));
    EXPECT_EQ(characters.headerData(dexterity, Qt::Horizontal, Qt::DisplayRole).toString(),
              QStringLiteral("Dexterity"));
    window->characterTable().sortByColumn(life, Qt::DescendingOrder);
    EXPECT_EQ(shownNames().front(), QStringLiteral("Goku"));
    // The True20 sheets have no Life: after every sheet that has one.
    EXPECT_EQ(shownNames().at(4), QStringLiteral("Frieza Force Soldier"));
    // And the DBU sheets have no Dexterity: the True20 ones lead, by it, and the DBU ones follow.
    window->characterTable().sortByColumn(dexterity, Qt::DescendingOrder);
    EXPECT_EQ(shownNames().front(), QStringLiteral("Kestrel"));
    QStringList true20 = shownNames().mid(0, 3);
    true20.sort();
    EXPECT_EQ(true20, (QStringList{QStringLiteral("Bandit"), QStringLiteral("Brannoc"), QStringLiteral("Kestrel")}));
    const QModelIndex goku = characters.indexOf(idOf(QStringLiteral("Goku")));
    const QModelIndex kestrel = characters.indexOf(idOf(QStringLiteral("Kestrel")));
    EXPECT_EQ(goku.siblingAtColumn(life).data().toInt(), 120);
    EXPECT_FALSE(goku.siblingAtColumn(dexterity).data().isValid()) << "a DBU sheet has no Dexterity: empty";
    EXPECT_EQ(kestrel.siblingAtColumn(dexterity).data().toInt(), 3);
    EXPECT_FALSE(kestrel.siblingAtColumn(life).data().isValid());
    // Equal keys keep one order: by id.
    window->characterTable().sortByColumn(CharacterListModel::Ruleset, Qt::AscendingOrder);
    EXPECT_EQ(shownNames().front(), QStringLiteral("Goku"));
}

// A ruleset is named as its players know it ("Dragon Ball Universe"), never by the number of a
// rules text ("DBU (002 combat structure)"); which rules of it is the tooltip's; and the column
// is whole at the size the library opens in beside the main window.
TEST_F(Library, TheRulesetColumnNamesEachRulesetInFullAndInWords) {
    window->resize(1090, 640);
    QApplication::processEvents();
    const QTableView& table = window->characterTable();
    const QAbstractItemModel& shown = *table.model();
    static const QRegularExpression seed(QStringLiteral("\\b00\\d\\b"));
    QSet<QString> titles;
    for (int row = 0; row < shown.rowCount(); ++row) {
        const QModelIndex cell = shown.index(row, CharacterListModel::Ruleset);
        const QString title = cell.data().toString();
        titles << title;
        EXPECT_FALSE(title.contains(seed)) << title.toStdString();
        EXPECT_FALSE(cell.data(Qt::ToolTipRole).toString().isEmpty()) << title.toStdString();
        EXPECT_LE(table.fontMetrics().horizontalAdvance(title), table.columnWidth(CharacterListModel::Ruleset))
            << title.toStdString();
    }
    EXPECT_TRUE(titles.contains(QStringLiteral("Dragon Ball Universe")));
    EXPECT_TRUE(titles.contains(QStringLiteral("Fatewalker")));
    EXPECT_TRUE(titles.contains(QStringLiteral("True20")));
    const int right =
        table.columnViewportPosition(CharacterListModel::Ruleset) + table.columnWidth(CharacterListModel::Ruleset);
    EXPECT_LE(right, table.viewport()->width()) << "the Ruleset column is cut off";
    EXPECT_GE(table.columnViewportPosition(CharacterListModel::Name), 0);
}

TEST_F(Library, DuplicateAndDeleteWithUndo) {
    const qint64 goku = idOf(QStringLiteral("Goku"));
    window->selectCharacter(goku);
    window->duplicateAction().trigger();
    const qint64 copy = idOf(QStringLiteral("Goku (copy)"));
    ASSERT_NE(copy, 0);
    EXPECT_EQ(store::CharacterRepository(*db).get(copy).value().stats,
              store::CharacterRepository(*db).get(goku).value().stats);

    window->selectCharacter(goku);
    window->characterTable().setFocus();
    QTest::keyClick(&window->characterTable(), Qt::Key_Delete);
    EXPECT_EQ(idOf(QStringLiteral("Goku")), 0);
    EXPECT_TRUE(window->statusLabel().text().contains(QStringLiteral("Goku deleted")));
    EXPECT_EQ(window->characterEditor().character().id, 0); // the form no longer offers to save him
    QTest::keySequence(window.get(), QKeySequence::Undo);
    EXPECT_EQ(idOf(QStringLiteral("Goku")), goku);
    QTest::keySequence(window.get(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z));
    EXPECT_EQ(idOf(QStringLiteral("Goku")), 0);
    window->undoStack().undo();

    // A character a group is made of cannot go while the group stays: the message names it.
    window->selectCharacter(idOf(QStringLiteral("Saibaman")));
    window->deleteAction().trigger();
    EXPECT_NE(idOf(QStringLiteral("Saibaman")), 0);
    EXPECT_TRUE(window->statusLabel().text().contains(QStringLiteral("Saibamen")))
        << window->statusLabel().text().toStdString();
}

TEST_F(Library, AGroupFromATemplateNamedByItsPattern) {
    QAbstractItemModelTester groupTester(&window->groups(), Fatal::Fatal);
    window->newGroupAction().trigger();
    GroupEditor& editor = window->groupEditor();
    QTest::keyClicks(&editor.nameField(), QStringLiteral("Raiders"));
    editor.templateChoice().setCurrentIndex(
        editor.templateChoice().findData(idOf(QStringLiteral("Frieza Force Soldier"))));
    editor.countField().setValue(3);
    QTest::keyClicks(&editor.patternField(), QStringLiteral("Raider"));
    EXPECT_EQ(editor.message(QStringLiteral("pattern"))->text(),
              QStringLiteral("The naming pattern needs {n}, or all 3 members get the same name."));
    EXPECT_TRUE(editor.message(QStringLiteral("pattern"))->isVisibleTo(&editor)) << "under the pattern it is about";
    EXPECT_FALSE(editor.message(QStringLiteral("name"))->isVisibleTo(&editor));
    EXPECT_FALSE(editor.saveButton().isEnabled());
    QTest::keyClicks(&editor.patternField(), QStringLiteral(" {n}"));
    EXPECT_EQ(editor.previewLabel().text(), QStringLiteral("Raider 1, Raider 2, Raider 3"));
    ASSERT_TRUE(editor.saveButton().isEnabled());
    QTest::mouseClick(&editor.saveButton(), Qt::LeftButton);

    const auto groups = store::NpcGroupRepository(*db).list().value();
    ASSERT_EQ(groups.size(), 4U); // the demo's three, then this one
    EXPECT_EQ(groups.back().name, QStringLiteral("Raiders"));
    EXPECT_EQ(groups.back().count, 3);
    EXPECT_EQ(groups.back().namingPattern, QStringLiteral("Raider {n}"));
    const QModelIndex row = window->groups().indexOf(groups.back().id);
    EXPECT_EQ(row.siblingAtColumn(GroupListModel::MadeOf).data().toString(),
              QStringLiteral("3 × Frieza Force Soldier"));

    window->showGroups();
    window->selectGroup(groups.back().id);
    window->deleteAction().trigger();
    EXPECT_EQ(store::NpcGroupRepository(*db).list().value().size(), 3U);
    window->undoStack().undo();
    EXPECT_EQ(store::NpcGroupRepository(*db).list().value().size(), 4U);
}

TEST_F(Library, ExportsTheSelectionAndImportsItOrRefusesABadFileWhole) {
    window->selectCharacter(idOf(QStringLiteral("Piccolo")));
    const QString file = folder.filePath(QStringLiteral("piccolo.json"));
    ASSERT_TRUE(window->exportTo(file));

    QTemporaryDir other;
    auto target = store::Database::open(other.filePath(QStringLiteral("other.scouter")));
    ASSERT_TRUE(target);
    LibraryWindow second(target.value());
    ASSERT_TRUE(second.importFile(file)) << second.statusLabel().text().toStdString();
    ASSERT_EQ(second.characters().rowCount(), 1);
    EXPECT_EQ(second.characters().index(0, 0).data().toString(), QStringLiteral("Piccolo"));

    QFile bad(folder.filePath(QStringLiteral("bad.json")));
    ASSERT_TRUE(bad.open(QIODevice::WriteOnly));
    bad.write(R"({"format": "scouter-export/1", "characters": [{"id": 1, "ruleset": "dbu", "name": "X",
                 "kind": "pc", "stats": {"life": "lots"}}], "npcGroups": [], "encounters": []})");
    bad.close();
    EXPECT_FALSE(second.importFile(bad.fileName()));
    EXPECT_TRUE(second.statusLabel().text().contains(QStringLiteral("characters[0].stats.life")))
        << second.statusLabel().text().toStdString();
    EXPECT_EQ(second.characters().rowCount(), 1);
}

// Answers the export's dialogs as an ARC would: the file dialog gets `file`; each message box
// is kept and answered with the button named `answer` (Replace or Cancel) when it is the
// export's own question, with its Yes otherwise (the file dialog's own overwrite question).
[[nodiscard]] QStringList answerExportDialogs(LibraryWindow& window, const QString& file, const char* answer) {
    QStringList asked;
    QSet<QObject*> handled;
    QTimer poll;
    QObject::connect(&poll, &QTimer::timeout, &poll, [&] {
        QWidget* modal = QApplication::activeModalWidget();
        if (modal == nullptr || !modal->isVisible() || handled.contains(modal)) {
            return;
        }
        handled.insert(modal);
        if (auto* dialog = qobject_cast<QFileDialog*>(modal)) {
            dialog->selectFile(file);
            QMetaObject::invokeMethod(dialog, "accept", Qt::QueuedConnection); // QDialog's slot, the dialog's override
        } else if (auto* box = qobject_cast<QMessageBox*>(modal)) {
            asked << box->text();
            QAbstractButton* button = box->findChild<QPushButton*>(QString::fromLatin1(answer));
            for (QAbstractButton* other : box->buttons()) {
                const auto role = box->buttonRole(other);
                if (button == nullptr && (role == QMessageBox::YesRole || role == QMessageBox::AcceptRole)) {
                    button = other;
                }
            }
            QTimer::singleShot(0, button, &QAbstractButton::click);
        }
    });
    poll.start(10);
    window.exportAction().trigger();
    return asked;
}

TEST_F(Library, AnExportNeverReplacesTheCampaignAndAsksOnceBeforeReplacingAFile) {
    const QString campaign = db->path();
    const std::size_t characters = store::CharacterRepository(*db).list().value().size();
    struct stat before {};
    ASSERT_EQ(::stat(QFile::encodeName(campaign).constData(), &before), 0);
    EXPECT_FALSE(window->exportTo(campaign));
    EXPECT_TRUE(window->statusLabel().text().contains(QStringLiteral("is the campaign")))
        << window->statusLabel().text().toStdString();
    const QString link = folder.filePath(QStringLiteral("campaign-link.json"));
    ASSERT_TRUE(QFile::link(campaign, link));
    EXPECT_FALSE(window->exportTo(link));
    EXPECT_FALSE(window->exportTo(campaign + QStringLiteral("-wal")));
    EXPECT_TRUE(window->statusLabel().text().contains(QStringLiteral("write-ahead log")))
        << window->statusLabel().text().toStdString();
    struct stat after {};
    ASSERT_EQ(::stat(QFile::encodeName(campaign).constData(), &after), 0);
    EXPECT_EQ(before.st_ino, after.st_ino) << "the campaign was replaced";
    EXPECT_EQ(store::CharacterRepository(*db).list().value().size(), characters) << "the campaign reads as before";

    const QString mine = folder.filePath(QStringLiteral("mine.json"));
    QFile notes(mine);
    ASSERT_TRUE(notes.open(QIODevice::WriteOnly));
    notes.write("my notes\n");
    notes.close();
    const QStringList kept = answerExportDialogs(*window, mine, "cancelButton");
    ASSERT_EQ(kept.size(), 1) << "one question, not two: " << kept.join(QStringLiteral(" | ")).toStdString();
    EXPECT_TRUE(kept.front().contains(QStringLiteral("mine.json is already there. Replace it")))
        << kept.front().toStdString();
    ASSERT_TRUE(notes.open(QIODevice::ReadOnly));
    EXPECT_EQ(notes.readAll(), QByteArray("my notes\n"));
    notes.close();
    EXPECT_TRUE(window->statusLabel().text().contains(QStringLiteral("was kept as it was")))
        << window->statusLabel().text().toStdString();

    const QStringList replaced = answerExportDialogs(*window, mine, "replaceButton");
    ASSERT_EQ(replaced.size(), 1) << replaced.join(QStringLiteral(" | ")).toStdString();
    ASSERT_TRUE(notes.open(QIODevice::ReadOnly));
    EXPECT_EQ(QJsonDocument::fromJson(notes.readAll()).object().value(QStringLiteral("format")).toString(),
              QStringLiteral("scouter-export/2"));
    EXPECT_EQ(window->statusLabel().text(), QStringLiteral("Exported to %1.").arg(mine));
}

} // namespace
} // namespace scouter::ui
