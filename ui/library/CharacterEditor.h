// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "CharacterSheet.h"
#include "Records.h"

#include <QWidget>

#include <map>
#include <optional>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;

namespace scouter::ui {

class RecordsEditor;

// One character sheet, checked as it is typed: every field says under itself what is wrong with
// it, and Save stays unavailable until nothing is. The form is the ruleset's own description of its
// sheet (Ruleset::sheet), its checks the ruleset's (sheetProblems), the scores it computes shown
// beside it (derivedScores). Stats the form does not show are kept as they were.
class CharacterEditor : public QWidget {
    Q_OBJECT

public:
    explicit CharacterEditor(QWidget* parent = nullptr);

    // Shows `character` (id 0: a new one) and forgets the edits.
    void setCharacter(const store::Character& character);
    // The sheet as typed.
    [[nodiscard]] store::Character character() const;
    // Every field's message, empty ones left out; empty when the sheet can be saved.
    [[nodiscard]] QStringList problems() const;
    [[nodiscard]] bool isModified() const;

    [[nodiscard]] QLineEdit& nameField() const { return *m_name; }
    // The stat's field and message by its key ("life", "thresholds"); a choice's box by its key.
    [[nodiscard]] QLineEdit* field(const QString& key) const;
    [[nodiscard]] QComboBox* choice(const QString& key) const;
    // A Text field's line, a Flag's check box, a Records field's table by its key ("weapons").
    [[nodiscard]] QLineEdit* text(const QString& key) const;
    [[nodiscard]] QCheckBox* flag(const QString& key) const;
    [[nodiscard]] RecordsEditor* records(const QString& key) const;
    [[nodiscard]] QLabel* message(const QString& key) const;
    [[nodiscard]] QPushButton& saveButton() const { return *m_save; }
    [[nodiscard]] QComboBox& rulesetBox() const { return *m_ruleset; }
    // The scores the rules compute from the sheet as typed, one line each.
    [[nodiscard]] QLabel& derivedScores() const { return *m_derived; }

Q_SIGNALS:
    void saveRequested(const scouter::store::Character& character);

private:
    void check();
    // The form of `ruleset`'s sheet, filled from `stats`.
    void buildSheet(const QString& ruleset, const QJsonObject& stats);
    void selectRuleset(const QString& ruleset);
    // Tab goes down the form as it reads: name, kind, ruleset, the sheet's fields, notes, buttons.
    void orderTabs();
    [[nodiscard]] QWidget* withMessage(QWidget* field, const QString& key);
    // `evenIfBlank`: shown under an empty field of a new sheet too (a rule its default breaks).
    void showMessage(const QString& key, const QString& text, bool evenIfBlank = false);
    // The Text, Flag and Records fields as typed into `typed`, each with its own message.
    void checkWords(engine::SheetValues& typed);
    // The ruleset's messages about a Records field's entries go to their cells.
    void routeRuleProblems(const std::vector<engine::SheetProblem>& problems);
    [[nodiscard]] QWidget* inputFor(const engine::SheetField& field, const QJsonValue& value);

    store::Character m_original;
    QLineEdit* m_name = nullptr;
    QComboBox* m_kind = nullptr;
    QComboBox* m_ruleset = nullptr;
    QPlainTextEdit* m_notes = nullptr;
    QPushButton* m_save = nullptr;
    QPushButton* m_revert = nullptr;
    QLabel* m_heading = nullptr;
    QLabel* m_derived = nullptr;
    QGroupBox* m_scores = nullptr;
    QFormLayout* m_sheetForm = nullptr;
    std::optional<store::CharacterSheet> m_sheet;
    std::map<QString, QLineEdit*> m_fields;
    std::map<QString, QComboBox*> m_choices;
    std::map<QString, QLineEdit*> m_texts;
    std::map<QString, QCheckBox*> m_flags;
    std::map<QString, RecordsEditor*> m_records;
    std::map<QString, QLabel*> m_messages;
};

} // namespace scouter::ui
