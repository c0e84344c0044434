// SPDX-License-Identifier: GPL-3.0-or-later
// The library's editors hold still while the ARC types: a message coming or going under a field
// moves no field (a value typed lands where it was aimed), Tab goes down the form as it reads,
// and a new character or encounter starts on the ruleset last chosen, which the lists name.
#include "CharacterSheet.h"
#include "library/CharacterEditor.h"
#include "library/GroupEditor.h"
#include "library/GroupListModel.h"
#include "library/LibraryWindow.h"
#include "library/RecordsEditor.h"
#include "prep/PrepWindow.h"
#include "rules/RulesetRegistry.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QTest>

#include "LibraryFixture.h"

#include <gtest/gtest.h>

#include <map>

namespace scouter::ui {
namespace {

// Where every field and button of `form` is, by the order of its children.
std::vector<QRect> fieldRects(const QWidget& form) {
    std::vector<QRect> rects;
    for (const QWidget* child : form.findChildren<QWidget*>()) {
        const bool field =
            qobject_cast<const QLineEdit*>(child) != nullptr || qobject_cast<const QComboBox*>(child) != nullptr ||
            qobject_cast<const QCheckBox*>(child) != nullptr || qobject_cast<const QPlainTextEdit*>(child) != nullptr ||
            qobject_cast<const QAbstractItemView*>(child) != nullptr ||
            qobject_cast<const QPushButton*>(child) != nullptr || qobject_cast<const QSpinBox*>(child) != nullptr;
        if (field && child->isVisibleTo(&form) && qobject_cast<const QLineEdit*>(child->parentWidget()) == nullptr &&
            qobject_cast<const QSpinBox*>(child->parentWidget()) == nullptr) {
            rects.emplace_back(child->mapTo(&form, QPoint(0, 0)), child->size());
        }
    }
    return rects;
}

QString longText(int characters) {
    return QString(characters, QLatin1Char('x'));
}

class LibraryHoldsStill : public test::LibraryFixture {
protected:
    std::unique_ptr<LibraryWindow> window;

    void SetUp() override {
        LibraryFixture::SetUp();
        window = std::make_unique<LibraryWindow>(*db);
        window->resize(1300, 700);
        window->show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(window.get()));
    }
    void newCharacter(const char* ruleset) {
        window->newCharacterAction().trigger();
        QComboBox& box = window->characterEditor().rulesetBox();
        box.setCurrentIndex(box.findData(QString::fromLatin1(ruleset)));
        QApplication::processEvents();
    }
};

TEST_F(LibraryHoldsStill, NothingMovesUnderTheCursorInTheCharacterEditor) {
    newCharacter("dbu");
    CharacterEditor& editor = window->characterEditor();
    const std::vector<QRect> before = fieldRects(editor);
    ASSERT_GE(before.size(), 10U);

    type(editor.field(QStringLiteral("life")), QStringLiteral("1x0"));
    ASSERT_TRUE(editor.message(QStringLiteral("life"))->isVisibleTo(&editor));
    EXPECT_EQ(fieldRects(editor), before) << "an invalid value moves no field";

    type(&editor.nameField(), longText(300));
    ASSERT_TRUE(editor.message(QStringLiteral("name"))->isVisibleTo(&editor));
    EXPECT_EQ(fieldRects(editor), before) << "a long text and its message move no field";

    type(editor.field(QStringLiteral("life")), QStringLiteral("130"));
    type(&editor.nameField(), QStringLiteral("Raditz"));
    EXPECT_FALSE(editor.message(QStringLiteral("life"))->isVisibleTo(&editor));
    EXPECT_EQ(fieldRects(editor), before) << "a message going moves no field";
}

TEST_F(LibraryHoldsStill, NothingMovesUnderTheCursorInTheRecordsEditor) {
    window->selectCharacter(idOf(QStringLiteral("Ysolde")));
    CharacterEditor& editor = window->characterEditor();
    RecordsEditor* weapons = editor.records(QStringLiteral("weapons"));
    ASSERT_NE(weapons, nullptr);
    QApplication::processEvents(); // laid out as the sheet shows
    const std::vector<QRect> before = fieldRects(editor);
    typeInto(*weapons, cell(*weapons, 0, "damage"), QStringLiteral("3x3 6"));
    QLabel* message = editor.message(QStringLiteral("weapons"));
    ASSERT_TRUE(message->isVisibleTo(&editor));
    EXPECT_EQ(fieldRects(editor), before) << "a wrong cell's message under the table moves no field";
    EXPECT_TRUE(message->text().contains(QStringLiteral("AxB[/CxD] @TN"))) << "the whole message is kept";
    typeInto(*weapons, cell(*weapons, 0, "damage"), QStringLiteral("3x3/1x2 @5"));
    EXPECT_EQ(fieldRects(editor), before);
}

TEST_F(LibraryHoldsStill, NothingMovesUnderTheCursorInTheGroupEditor) {
    window->newGroupAction().trigger();
    GroupEditor& editor = window->groupEditor();
    QApplication::processEvents();
    const std::vector<QRect> before = fieldRects(editor);
    ASSERT_GE(before.size(), 5U);
    type(&editor.nameField(), longText(300));
    ASSERT_TRUE(editor.message(QStringLiteral("name"))->isVisibleTo(&editor));
    EXPECT_EQ(fieldRects(editor), before) << "a long name and its message move no field";
    type(&editor.patternField(), QStringLiteral("{n} {n} {x}"));
    type(&editor.nameField(), QStringLiteral("Soldiers"));
    EXPECT_EQ(fieldRects(editor), before);
}

TEST_F(LibraryHoldsStill, TabGoesDownTheCharacterFormAsItReads) {
    newCharacter("dbu");
    CharacterEditor& editor = window->characterEditor();
    window->activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(window.get()));
    editor.nameField().setFocus();
    QStringList chain;
    for (int i = 0; i < 40 && !chain.contains(QStringLiteral("characterNotes")); ++i) {
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        chain << QApplication::focusWidget()->objectName();
    }
    ASSERT_GE(chain.size(), 4) << chain.join(' ').toStdString();
    EXPECT_EQ(chain[1], QStringLiteral("characterRuleset")) << chain.join(' ').toStdString();
    EXPECT_TRUE(chain[2].startsWith(QStringLiteral("field-")))
        << "after the ruleset, the sheet's first field: " << chain.join(' ').toStdString();
    static const QRegularExpression sheetInput(QStringLiteral("^(field|records|add|remove|up|down)-"));
    for (qsizetype i = 2; i + 1 < chain.size(); ++i) {
        EXPECT_TRUE(sheetInput.match(chain[i]).hasMatch())
            << "every sheet field before the notes: " << chain.join(' ').toStdString();
    }
    EXPECT_EQ(chain.back(), QStringLiteral("characterNotes"));
    // Typed by Tab from the name, a value lands in the field the form shows next.
    editor.nameField().setFocus();
    for (int i = 0; i < 3; ++i) {
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    }
    auto* first = qobject_cast<QLineEdit*>(QApplication::focusWidget());
    ASSERT_NE(first, nullptr);
    EXPECT_EQ(first->objectName(), chain[2]);
}

TEST_F(LibraryHoldsStill, ANewCharacterAndANewEncounterStartOnTheRulesetLastChosen) {
    newCharacter("true20");
    CharacterEditor& editor = window->characterEditor();
    type(&editor.nameField(), QStringLiteral("Vess"));
    ASSERT_TRUE(editor.saveButton().isEnabled()) << editor.problems().join('\n').toStdString();
    QTest::mouseClick(&editor.saveButton(), Qt::LeftButton);
    window->newCharacterAction().trigger();
    EXPECT_EQ(editor.rulesetBox().currentData().toString(), QStringLiteral("true20"));
    PrepWindow prep(*db);
    EXPECT_EQ(prep.findChild<QComboBox*>(QStringLiteral("prepRuleset"))->currentData().toString(),
              QStringLiteral("true20"));
}

TEST_F(LibraryHoldsStill, TheListsNameEachRulesetByItsTitle) {
    const engine::RulesetRegistry& registry = store::CharacterSheet::registry();
    GroupListModel& groups = window->groups();
    ASSERT_GT(groups.rowCount(), 0);
    int column = -1;
    for (int section = 0; section < groups.columnCount(); ++section) {
        column =
            groups.headerData(section, Qt::Horizontal, Qt::DisplayRole) == QStringLiteral("Ruleset") ? section : column;
    }
    ASSERT_GE(column, 0) << "the groups' list has a Ruleset column";
    for (int row = 0; row < groups.rowCount(); ++row) {
        const QString shown = groups.index(row, column).data().toString();
        EXPECT_FALSE(shown.isEmpty()) << groups.index(row, 0).data().toString().toStdString();
        bool titled = false;
        for (const std::string& id : registry.available()) {
            titled = titled || shown == QString::fromStdString(registry.title(id));
            EXPECT_NE(shown, QString::fromStdString(id)) << "a title, never an id";
        }
        EXPECT_TRUE(titled) << shown.toStdString();
    }
    // The group's templates say which ruleset each character is made for.
    QComboBox& templates = window->groupEditor().templateChoice();
    ASSERT_GT(templates.count(), 0);
    for (int i = 0; i < templates.count(); ++i) {
        bool labelled = false;
        for (const std::string& id : registry.available()) {
            labelled = labelled || templates.itemText(i).endsWith(QString::fromStdString(registry.title(id)));
        }
        EXPECT_TRUE(labelled) << templates.itemText(i).toStdString();
    }
}

} // namespace
} // namespace scouter::ui
