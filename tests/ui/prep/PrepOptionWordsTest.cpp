// SPDX-License-Identifier: GPL-3.0-or-later
// The prep shows each ruleset's options in its words ("The ARC decides", "Yes"), never the ids
// a campaign stores ("arc", "false", "end-of-round"), and stores the id of the words chosen.
#include "Database.h"
#include "DemoCampaign.h"
#include "EncounterRepository.h"
#include "prep/PrepWindow.h"
#include "rules/RulesetRegistry.h"

#include "../library/LibraryFixture.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QTemporaryDir>
#include <QTest>

#include <gtest/gtest.h>

namespace scouter::ui {
namespace {

// A real campaign file holding the demo campaign, as the library's tests have it.
class PrepOptionWords : public test::LibraryFixture {};

// The words a user sees for an option: its combo box's entries and the label of its row.
QStringList entriesOf(const QComboBox& choice) {
    QStringList entries;
    for (int i = 0; i < choice.count(); ++i) {
        entries << choice.itemText(i);
    }
    return entries;
}

TEST_F(PrepOptionWords, EveryRulesetsOptionsAreShownInWordsAndStoredAsIds) {
    PrepWindow prep(*db);
    prep.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&prep));
    const auto registry = engine::RulesetRegistry::withBuiltins();
    for (int at = 0; at < prep.rulesetChoice().count(); ++at) {
        prep.rulesetChoice().setCurrentIndex(at);
        const std::string ruleset = prep.rulesetChoice().itemData(at).toString().toStdString();
        for (const engine::OptionSpec& spec : registry.optionSpecs(ruleset)) {
            QComboBox* choice = prep.option(QString::fromStdString(spec.name));
            ASSERT_NE(choice, nullptr) << ruleset << " " << spec.name;
            const QStringList entries = entriesOf(*choice);
            ASSERT_EQ(entries.size(), static_cast<int>(spec.values.size())) << spec.name;
            for (const engine::OptionValue& value : spec.values) {
                EXPECT_FALSE(entries.contains(QString::fromStdString(value.id)) && value.id != value.label)
                    << ruleset << " shows the id \"" << value.id << "\" of " << spec.name;
                EXPECT_FALSE(value.label.empty()) << spec.name << " " << value.id;
            }
            QLabel* row = nullptr;
            for (const QFormLayout* form : prep.findChildren<QFormLayout*>()) {
                row = row != nullptr ? row : qobject_cast<QLabel*>(form->labelForField(choice));
            }
            ASSERT_NE(row, nullptr) << spec.name;
            EXPECT_EQ(row->text().toStdString(), spec.label);
            EXPECT_NE(row->text().toStdString(), spec.name);
        }
    }
}

TEST_F(PrepOptionWords, DbusOptionsReadAsAnArcSaysThem) {
    PrepWindow prep(*db);
    prep.rulesetChoice().setCurrentIndex(prep.rulesetChoice().findData(QStringLiteral("dbu")));
    const auto shown = [&prep](const char* name) {
        QComboBox* choice = prep.option(QString::fromLatin1(name));
        return choice == nullptr ? QString() : choice->currentText();
    };
    EXPECT_EQ(shown("diceTierScaling"), QStringLiteral("The number of dice"));
    EXPECT_EQ(shown("energyChargeHardCap"), QStringLiteral("No"));
    EXPECT_EQ(shown("tieAfterRollOff"), QStringLiteral("The ARC decides"));
    EXPECT_EQ(shown("departedAnchorExpiry"), QStringLiteral("At the end of the round"));
    EXPECT_EQ(shown("instantRecovery"), QStringLiteral("Full: maximum Life and Ki"));

    // The ARC picks words; the encounter keeps the ids its rules read.
    QComboBox* tie = prep.option(QStringLiteral("tieAfterRollOff"));
    ASSERT_NE(tie, nullptr);
    tie->setCurrentIndex(tie->findText(QStringLiteral("Reroll until it breaks")));
    QComboBox* cap = prep.option(QStringLiteral("energyChargeHardCap"));
    ASSERT_NE(cap, nullptr);
    cap->setCurrentIndex(cap->findText(QStringLiteral("Yes")));
    const store::EncounterRecord draft = prep.draft();
    EXPECT_EQ(draft.options.value(QStringLiteral("tieAfterRollOff")).toString(), QStringLiteral("reroll"));
    EXPECT_EQ(draft.options.value(QStringLiteral("energyChargeHardCap")), QJsonValue(true));
}

} // namespace
} // namespace scouter::ui
