// SPDX-License-Identifier: GPL-3.0-or-later
// A True20 character in the library and a True20 encounter in the prep, through their widgets on a
// real campaign file: the form is True20's own description of its sheet, a bound is refused with
// its message under the field, the derived scores follow what is typed; the prep offers the
// ruleset and lists only the characters its sheet can set up.
#include "CharacterRepository.h"
#include "Database.h"
#include "DemoCampaign.h"
#include "EncounterReplay.h"
#include "EncounterRepository.h"
#include "library/CharacterEditor.h"
#include "library/LibraryWindow.h"
#include "prep/PrepPickModel.h"
#include "prep/PrepWindow.h"

#include <QComboBox>
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

class LibraryTrue20 : public test::LibraryFixture {
protected:
    [[nodiscard]] static QString score(const CharacterEditor& editor, const QString& label) {
        for (const QString& line : editor.derivedScores().text().split(QLatin1Char('\n'))) {
            if (line.startsWith(label + QLatin1Char(' '))) {
                return line;
            }
        }
        return {};
    }
};

TEST_F(LibraryTrue20, ACharacterIsEditedOnItsRulesetsSheetWithItsScoresAndBounds) {
    LibraryWindow window(*db);
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    const qint64 kestrel = idOf(QStringLiteral("Kestrel"));
    ASSERT_NE(kestrel, 0);
    window.selectCharacter(kestrel);
    CharacterEditor& editor = window.characterEditor();

    // True20's fields, none of DBU's; its groups as headings.
    EXPECT_EQ(editor.rulesetBox().currentData().toString(), QStringLiteral("true20"));
    EXPECT_EQ(editor.rulesetBox().currentText(), QStringLiteral("True20"));
    ASSERT_NE(editor.field(QStringLiteral("dexterity")), nullptr);
    EXPECT_EQ(editor.field(QStringLiteral("dexterity"))->text(), QStringLiteral("3"));
    EXPECT_EQ(editor.field(QStringLiteral("life")), nullptr);
    EXPECT_EQ(editor.field(QStringLiteral("tier")), nullptr);
    QStringList headings;
    for (const QLabel* label : editor.findChildren<QLabel*>()) {
        headings << label->text();
    }
    for (const char* group : {"Abilities", "Combat", "Feats", "Saves"}) {
        EXPECT_TRUE(headings.contains(QLatin1String(group))) << group;
    }

    // The scores True20 computes, beside the sheet: 10 + 3 BCB + 0 Size + 0 Feats + 4 Dodge.
    EXPECT_TRUE(editor.derivedScores().isVisibleTo(&editor));
    EXPECT_EQ(score(editor, QStringLiteral("Defense")),
              QStringLiteral("Defense 17 = 10 + 3 BCB + 0 Size + 0 Feats + 4 Dodge or Parry"));
    type(editor.field(QStringLiteral("dexterity")), QStringLiteral("5"));
    EXPECT_EQ(score(editor, QStringLiteral("Defense")),
              QStringLiteral("Defense 19 = 10 + 3 BCB + 0 Size + 0 Feats + 6 Dodge or Parry"));

    // A bound of the description: typed, kept in the field, refused under it.
    type(editor.field(QStringLiteral("size")), QStringLiteral("2"));
    QLabel* size = editor.message(QStringLiteral("size"));
    ASSERT_NE(size, nullptr);
    EXPECT_TRUE(size->isVisibleTo(&editor));
    EXPECT_EQ(size->text(), QStringLiteral("Size must be at most 1."));
    EXPECT_EQ(editor.field(QStringLiteral("size"))->text(), QStringLiteral("2"));
    EXPECT_FALSE(editor.saveButton().isEnabled());
    type(editor.field(QStringLiteral("size")), QStringLiteral("1"));
    EXPECT_FALSE(size->isVisibleTo(&editor));
    // Large: Toughness +2 (the size adjustment), the score follows.
    EXPECT_TRUE(score(editor, QStringLiteral("Toughness")).contains(QStringLiteral("+ 2 Size")))
        << score(editor, QStringLiteral("Toughness")).toStdString();
    ASSERT_TRUE(editor.saveButton().isEnabled());
    QTest::mouseClick(&editor.saveButton(), Qt::LeftButton);

    const store::Character saved = store::CharacterRepository(*db).get(kestrel).value();
    EXPECT_EQ(saved.ruleset, QStringLiteral("true20"));
    EXPECT_EQ(saved.stats.value(QStringLiteral("dexterity")).toInt(), 5);
    EXPECT_EQ(saved.stats.value(QStringLiteral("size")).toInt(), 1);
    EXPECT_FALSE(saved.stats.contains(QStringLiteral("life")));
}

TEST_F(LibraryTrue20, ANewCharacterTakesTheSheetOfTheRulesetChosen) {
    LibraryWindow window(*db);
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    window.newCharacterAction().trigger();
    CharacterEditor& editor = window.characterEditor();
    ASSERT_NE(editor.field(QStringLiteral("life")), nullptr) << "DBU first, as before";
    editor.rulesetBox().setCurrentIndex(editor.rulesetBox().findData(QStringLiteral("true20")));
    EXPECT_EQ(editor.field(QStringLiteral("life")), nullptr);
    ASSERT_NE(editor.field(QStringLiteral("conviction")), nullptr);
    QTest::keyClicks(&editor.nameField(), QStringLiteral("Ferris"));
    type(editor.field(QStringLiteral("conviction")), QStringLiteral("21"));
    EXPECT_EQ(editor.message(QStringLiteral("conviction"))->text(), QStringLiteral("Conviction must be at most 20."));
    type(editor.field(QStringLiteral("conviction")), QStringLiteral("4"));
    ASSERT_TRUE(editor.saveButton().isEnabled()) << editor.problems().join(QLatin1Char('\n')).toStdString();
    QTest::mouseClick(&editor.saveButton(), Qt::LeftButton);
    const qint64 ferris = idOf(QStringLiteral("Ferris"));
    ASSERT_NE(ferris, 0);
    const store::Character saved = store::CharacterRepository(*db).get(ferris).value();
    EXPECT_EQ(saved.ruleset, QStringLiteral("true20"));
    EXPECT_EQ(saved.stats, (QJsonObject{{QStringLiteral("conviction"), 4}}));
}

TEST_F(LibraryTrue20, ThePrepMakesATrue20EncounterFromTrue20Characters) {
    PrepWindow prep(*db);
    prep.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&prep));
    QComboBox& ruleset = prep.rulesetChoice();
    ASSERT_GE(ruleset.findData(QStringLiteral("true20")), 0);
    EXPECT_EQ(ruleset.currentData().toString(), QStringLiteral("dbu"));
    const auto names = [&prep] {
        QStringList shown;
        for (int row = 0; row < prep.picks().rowCount(); ++row) {
            shown << prep.picks().index(row, PrepPickModel::Name).data().toString();
        }
        return shown;
    };
    EXPECT_TRUE(names().contains(QStringLiteral("Goku")));
    EXPECT_FALSE(names().contains(QStringLiteral("Kestrel"))) << "a True20 sheet in a DBU fight";

    ruleset.setCurrentIndex(ruleset.findData(QStringLiteral("true20")));
    QStringList shown = names();
    shown.sort();
    EXPECT_EQ(shown, (QStringList{QStringLiteral("Bandit"), QStringLiteral("Brannoc"), QStringLiteral("Kestrel")}));
    prep.titleField().selectAll();
    QTest::keyClicks(&prep.titleField(), QStringLiteral("Ambush on the road"));
    // The PCs come ticked; the bandit joins them on the other side.
    const qint64 bandit = idOf(QStringLiteral("Bandit"));
    const QModelIndex banditRow = prep.picks().indexOf(store::DraftPick::Source::Character, bandit);
    ASSERT_TRUE(banditRow.isValid());
    ASSERT_TRUE(prep.picks().setData(banditRow, Qt::Checked, Qt::CheckStateRole));
    ASSERT_TRUE(prep.picks().setData(banditRow.siblingAtColumn(PrepPickModel::Side), QStringLiteral("bandits")));
    ASSERT_TRUE(prep.saveReadyButton().isEnabled()) << prep.problems().join(QLatin1Char('\n')).toStdString();
    QSignalSpy saved(&prep, &PrepWindow::saved);
    QTest::mouseClick(&prep.saveReadyButton(), Qt::LeftButton);
    ASSERT_EQ(saved.count(), 1) << prep.messageLabel().text().toStdString();

    const qint64 id = saved.first().first().toLongLong();
    const store::EncounterRecord record = store::EncounterRepository(*db).get(id).value();
    EXPECT_EQ(record.ruleset, QStringLiteral("true20"));
    EXPECT_EQ(record.participants.size(), 3U);
    const auto replayed = store::EncounterReplay::load(*db, id);
    ASSERT_TRUE(replayed.ok()) << replayed.error().message.toStdString();
    EXPECT_EQ(replayed.value().state.combatants.size(), 3U);
}

} // namespace
} // namespace scouter::ui
