// SPDX-License-Identifier: GPL-3.0-or-later
// The weapons table of the character editor, on a Records field described as a ruleset describes
// one (an id, a Choice, two bounded Integers, a Flag and a Text): Qt's model tester through every
// edit, the stored JSON kept as it was but for what was edited, the delegate's inputs held to the
// choices and its numbers kept as typed, and a message per cell saying what is wrong and where.
#include "library/RecordsTableModel.h"
#include "library/RecordsDelegate.h"
#include "library/RecordsEditor.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QJsonDocument>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QStyleOptionViewItem>
#include <QTableView>

#include <gtest/gtest.h>

#include <memory>
#include <utility>
#include <vector>

namespace scouter::ui {
namespace {

using Kind = engine::SheetField::Kind;

engine::SheetField sub(const char* key, const char* label, Kind kind, int minimum, int maximum, bool required = false) {
    engine::SheetField field;
    field.key = key;
    field.label = label;
    field.kind = kind;
    field.minimum = minimum;
    field.maximum = maximum;
    field.required = required;
    field.help = std::string(label) + " of the weapon";
    return field;
}

engine::SheetField weaponsField() {
    engine::SheetField weapons = sub("weapons", "Weapons", Kind::Records, 0, 4);
    engine::SheetField kind = sub("kind", "Kind", Kind::Choice, 0, 0);
    kind.choices = {{"melee", "Melee"}, {"ranged", "Ranged"}, {"shield", "Shield"}};
    engine::SheetField speed = sub("speed", "Speed", Kind::Integer, 0, 30);
    speed.initial = 0;
    weapons.fields = {sub("id", "Id", Kind::Text, 0, 40, true),
                      kind,
                      speed,
                      sub("hands", "Hands", Kind::Integer, 1, 2),
                      sub("thrown", "Thrown", Kind::Flag, 0, 1),
                      sub("damage", "Damage", Kind::Text, 0, 40)};
    return weapons;
}

QJsonArray parse(const char* json) {
    return QJsonDocument::fromJson(json).array();
}

class RecordsTableModelTest : public ::testing::Test {
protected:
    RecordsTableModel model{weaponsField()};
    std::unique_ptr<QAbstractItemModelTester> tester;

    void SetUp() override {
        tester =
            std::make_unique<QAbstractItemModelTester>(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        model.setRecords(parse(R"([{"id": "sword", "speed": 6, "damage": "3x3 @6", "note": "kept"},
                                    {"id": "bow", "kind": "ranged", "speed": 8, "thrown": false}])"));
    }

    [[nodiscard]] QModelIndex cell(int row, const char* key) const {
        return model.index(row, model.columnOf(QString::fromLatin1(key)));
    }
};

TEST_F(RecordsTableModelTest, ShowsEachEntryAsARowAndTheRulesDefaultsForKeysLeftOut) {
    ASSERT_EQ(model.rowCount(), 2);
    ASSERT_EQ(model.columnCount(), 6);
    EXPECT_EQ(model.headerData(0, Qt::Horizontal, Qt::DisplayRole).toString(), QStringLiteral("Id"));
    EXPECT_EQ(cell(0, "id").data().toString(), QStringLiteral("sword"));
    // Left out: the first choice and the key's initial value, in italics (not stored).
    EXPECT_EQ(cell(0, "kind").data().toString(), QStringLiteral("Melee"));
    EXPECT_TRUE(cell(0, "kind").data(Qt::FontRole).value<QFont>().italic());
    EXPECT_EQ(cell(1, "kind").data().toString(), QStringLiteral("Ranged"));
    EXPECT_EQ(cell(1, "kind").data(Qt::EditRole).toString(), QStringLiteral("ranged"));
    EXPECT_EQ(cell(1, "speed").data().toInt(), 8);
    EXPECT_EQ(cell(0, "thrown").data(Qt::CheckStateRole).toInt(), Qt::Unchecked);
    EXPECT_TRUE(model.flags(cell(0, "thrown")).testFlag(Qt::ItemIsUserCheckable));
    EXPECT_FALSE(model.flags(cell(0, "thrown")).testFlag(Qt::ItemIsEditable));
    EXPECT_TRUE(model.flags(cell(0, "damage")).testFlag(Qt::ItemIsEditable));
    EXPECT_TRUE(model.problems().isEmpty()) << model.problems().join(u'\n').toStdString();
}

TEST_F(RecordsTableModelTest, AnEditChangesOnlyItsKeyAndKeepsTheKeysTheTableDoesNotShow) {
    ASSERT_TRUE(model.setData(cell(0, "speed"), 5));
    ASSERT_TRUE(model.setData(cell(0, "thrown"), Qt::Checked, Qt::CheckStateRole));
    ASSERT_TRUE(model.setData(cell(1, "damage"), QStringLiteral("2x4 @6")));
    ASSERT_TRUE(model.setData(cell(1, "kind"), QString())); // back to the default: left out
    EXPECT_EQ(model.records(),
              parse(R"([{"id": "sword", "speed": 5, "damage": "3x3 @6", "note": "kept", "thrown": true},
                                         {"id": "bow", "speed": 8, "thrown": false, "damage": "2x4 @6"}])"));
}

TEST_F(RecordsTableModelTest, AddsRemovesAndReordersEntriesWithAFreshIdForANewOne) {
    model.addRecord(2);
    ASSERT_EQ(model.rowCount(), 3);
    EXPECT_EQ(cell(2, "id").data().toString(), QStringLiteral("weapon-1"));
    model.addRecord(0);
    EXPECT_EQ(cell(0, "id").data().toString(), QStringLiteral("weapon-2"));
    ASSERT_TRUE(model.moveRecord(0, 1));
    EXPECT_EQ(cell(0, "id").data().toString(), QStringLiteral("sword"));
    EXPECT_EQ(cell(1, "id").data().toString(), QStringLiteral("weapon-2"));
    ASSERT_TRUE(model.moveRecord(3, -1));
    EXPECT_EQ(cell(2, "id").data().toString(), QStringLiteral("weapon-1"));
    EXPECT_FALSE(model.moveRecord(0, -1));
    EXPECT_FALSE(model.moveRecord(3, 1));
    // The field's bound: 4 entries at most.
    model.addRecord(4);
    EXPECT_EQ(model.rowCount(), 4);
    ASSERT_TRUE(model.removeRows(1, 2));
    EXPECT_EQ(model.rowCount(), 2);
    EXPECT_EQ(cell(1, "id").data().toString(), QStringLiteral("bow"));
}

TEST_F(RecordsTableModelTest, EachCellSaysWhatIsWrongWithItAndWhere) {
    model.setRecords(parse(R"([{"id": "sword", "speed": 31, "hands": 0},
                                {"id": "sword", "kind": "axe"},
                                {"speed": 2}])"));
    EXPECT_EQ(cell(0, "speed").data(RecordsTableModel::ProblemRole).toString(),
              QStringLiteral("Speed must be at most 30."));
    EXPECT_EQ(cell(0, "hands").data(RecordsTableModel::ProblemRole).toString(),
              QStringLiteral("Hands must be at least 1."));
    EXPECT_TRUE(cell(0, "speed").data(Qt::BackgroundRole).isValid());
    EXPECT_TRUE(
        cell(0, "speed").data(Qt::ToolTipRole).toString().startsWith(QStringLiteral("Speed must be at most 30.")));
    EXPECT_FALSE(cell(0, "kind").data(Qt::BackgroundRole).isValid());
    EXPECT_EQ(cell(1, "id").data(RecordsTableModel::ProblemRole).toString(),
              QStringLiteral("Id \"sword\" is already used by row 1."));
    EXPECT_TRUE(cell(1, "kind")
                    .data(RecordsTableModel::ProblemRole)
                    .toString()
                    .startsWith(QStringLiteral("Kind must be one of melee, ranged, shield")));
    EXPECT_EQ(cell(2, "id").data(RecordsTableModel::ProblemRole).toString(), QStringLiteral("Id is needed."));
    const QStringList all = model.problems();
    ASSERT_EQ(all.size(), 5) << all.join(u'\n').toStdString();
    EXPECT_EQ(all.at(0), QStringLiteral("Weapons, row 1 (sword): Speed must be at most 30."));
    EXPECT_EQ(all.at(2), QStringLiteral("Weapons, row 2 (sword): Id \"sword\" is already used by row 1."));
    EXPECT_EQ(all.at(4), QStringLiteral("Weapons, row 3: Id is needed."));

    // Renaming the second sword clears both its message and nothing else.
    ASSERT_TRUE(model.setData(cell(1, "id"), QStringLiteral("axe")));
    EXPECT_TRUE(cell(1, "id").data(RecordsTableModel::ProblemRole).toString().isEmpty());
}

TEST_F(RecordsTableModelTest, TheRulesetsMessagesGoToTheirCellsAfterTheKeysOwn) {
    model.setRuleProblems({{{0, QStringLiteral("damage")}, QStringLiteral("not a damage notation")}});
    EXPECT_EQ(cell(0, "damage").data(RecordsTableModel::ProblemRole).toString(),
              QStringLiteral("not a damage notation"));
    ASSERT_EQ(model.problems().size(), 1);
    EXPECT_EQ(model.problems().front(), QStringLiteral("Weapons, row 1 (sword), Damage: not a damage notation"));
    // A row that moves takes no stale message with it: the editor judges the sheet again.
    ASSERT_TRUE(model.moveRecord(0, 1));
    EXPECT_TRUE(model.problems().isEmpty());
}

TEST_F(RecordsTableModelTest, TheDelegatesInputsKeepNumbersAsTypedAndHoldTheChoices) {
    QTableView view;
    view.setModel(&model);
    RecordsDelegate delegate;
    const QStyleOptionViewItem option;

    std::unique_ptr<QWidget> speed(delegate.createEditor(&view, option, cell(1, "speed")));
    auto* number = qobject_cast<QLineEdit*>(speed.get());
    ASSERT_NE(number, nullptr);
    EXPECT_EQ(number->placeholderText(), QStringLiteral("0 to 30"));
    delegate.setEditorData(number, cell(1, "speed"));
    EXPECT_EQ(number->text(), QStringLiteral("8"));
    // Outside the bounds, with its sign or past the top, or no number at all: kept as typed, and
    // the cell says what is wrong, rather than a bound or the number without its sign taking its place.
    const std::vector<std::pair<QString, QString>> typed{
        {QStringLiteral("99"), QStringLiteral("Speed must be at most 30.")},
        {QStringLiteral("-3"), QStringLiteral("Speed must be at least 0.")},
        {QStringLiteral("\u22123"), QStringLiteral("Speed must be at least 0.")},
        {QStringLiteral("fast"), QStringLiteral("Speed must be a whole number, not \"fast\".")},
        {QStringLiteral(" 12 "), QString()}};
    for (const auto& [text, problem] : typed) {
        number->setText(text);
        delegate.setModelData(number, &model, cell(1, "speed"));
        EXPECT_EQ(cell(1, "speed").data(RecordsTableModel::ProblemRole).toString().toStdString(), problem.toStdString())
            << text.toStdString();
    }
    EXPECT_EQ(model.records().at(1).toObject().value(QStringLiteral("speed")).toInteger(), 12);
    number->setText(QStringLiteral("-3"));
    delegate.setModelData(number, &model, cell(1, "speed"));
    EXPECT_EQ(model.records().at(1).toObject().value(QStringLiteral("speed")).toInteger(), -3);

    std::unique_ptr<QWidget> kind(delegate.createEditor(&view, option, cell(0, "kind")));
    auto* box = qobject_cast<QComboBox*>(kind.get());
    ASSERT_NE(box, nullptr);
    ASSERT_EQ(box->count(), 3);
    EXPECT_EQ(box->itemText(2), QStringLiteral("Shield"));
    delegate.setEditorData(box, cell(1, "kind"));
    EXPECT_EQ(box->currentData().toString(), QStringLiteral("ranged"));
    box->setCurrentIndex(2);
    delegate.setModelData(box, &model, cell(0, "kind"));
    EXPECT_EQ(model.records().at(0).toObject().value(QStringLiteral("kind")).toString(), QStringLiteral("shield"));

    std::unique_ptr<QWidget> damage(delegate.createEditor(&view, option, cell(0, "damage")));
    auto* line = qobject_cast<QLineEdit*>(damage.get());
    ASSERT_NE(line, nullptr);
    EXPECT_EQ(line->maxLength(), 40);
    line->setText(QStringLiteral(" 4x2/1x1 @5 "));
    delegate.setModelData(line, &model, cell(0, "damage"));
    EXPECT_EQ(cell(0, "damage").data().toString(), QStringLiteral("4x2/1x1 @5"));

    // A Flag is the cell's own check box: no editor of its own.
    EXPECT_EQ(delegate.createEditor(&view, option, cell(0, "thrown")), nullptr);
}

TEST_F(RecordsTableModelTest, TheEditorsButtonsAddRemoveAndReorderTheSelectedEntry) {
    RecordsEditor editor(weaponsField());
    editor.model().setRecords(parse(R"([{"id": "sword"}, {"id": "bow"}])"));
    const QAbstractItemModelTester check(&editor.model(), QAbstractItemModelTester::FailureReportingMode::Fatal);
    QSignalSpy changed(&editor, &RecordsEditor::changed);
    EXPECT_FALSE(editor.removeButton().isEnabled());
    editor.view().setCurrentIndex(editor.model().index(0, 0));
    EXPECT_TRUE(editor.removeButton().isEnabled());
    EXPECT_FALSE(editor.upButton().isEnabled());
    editor.downButton().click();
    EXPECT_EQ(editor.model().index(1, 0).data().toString(), QStringLiteral("sword"));
    EXPECT_EQ(editor.view().currentIndex().row(), 1);
    editor.addButton().click();
    ASSERT_EQ(editor.model().rowCount(), 3);
    EXPECT_EQ(editor.model().index(2, 0).data().toString(), QStringLiteral("weapon-1"));
    editor.removeButton().click();
    editor.removeButton().click();
    ASSERT_EQ(editor.model().rowCount(), 1);
    EXPECT_EQ(editor.model().index(0, 0).data().toString(), QStringLiteral("bow"));
    EXPECT_GE(changed.count(), 4);
}

} // namespace
} // namespace scouter::ui
