// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/SheetValues.h"
#include "model/TextLimits.h"
#include "rules/Description.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QString>

#include <memory>
#include <vector>

namespace scouter::engine {
class RulesetRegistry;
class RulesetSheet;
} // namespace scouter::engine

namespace scouter::store {

// One ruleset's character sheet as the ruleset describes it (RulesetSheet::sheet, sheetProblems,
// derivedScores), shared by the library's editor (a message per field as it is typed) and the
// importer (a message per JSON path): the same description and the same checks, so the two cannot
// accept different things, and the engine's set-up check reads the same description.
class CharacterSheet {
public:
    // The sheet of `ruleset` with its default options; no fields when this build does not play it.
    explicit CharacterSheet(const QString& ruleset);

    // Every ruleset this build knows (RulesetRegistry::withBuiltins), made once.
    [[nodiscard]] static const engine::RulesetRegistry& registry();

    [[nodiscard]] const QString& ruleset() const { return m_ruleset; }
    // True when the ruleset describes a sheet: its fields are checked, no other key is taken.
    [[nodiscard]] bool described() const { return !m_fields.empty(); }
    [[nodiscard]] const std::vector<engine::SheetField>& fields() const { return m_fields; }
    [[nodiscard]] const engine::SheetField* field(const QString& key) const;

    // What is wrong with a typed value, in words; empty when it is fine (an empty optional field
    // is fine: the rules' default applies). "Health is needed.", "Health must be at least 1."
    [[nodiscard]] static QString checkStat(const engine::SheetField& field, const QString& text);
    // The same for a value already read as a whole number: "Level must be at most 100."
    [[nodiscard]] static QString checkStatValue(const engine::SheetField& field, qint64 value);
    // A list as typed ("90, 60, 30"): whole numbers within the field's bounds.
    [[nodiscard]] static QString checkList(const engine::SheetField& field, const QString& text);
    // A choice's value among the field's choices.
    [[nodiscard]] static QString checkChoice(const engine::SheetField& field, const QString& value);

    // The ruleset's rules between fields on these values (those left out at the rules' defaults):
    // "Mana must be at least Health (5)." with the field it is about.
    [[nodiscard]] std::vector<engine::SheetProblem> problems(const engine::SheetValues& values) const;
    // The first of problems() about `key`; empty when none.
    [[nodiscard]] QString problem(const engine::SheetValues& values, const QString& key) const;
    // The scores the rules compute from the sheet, shown beside it.
    [[nodiscard]] std::vector<engine::DerivedScore> derived(const engine::SheetValues& values) const;

    // A Text value's length as every check counts it: characters (code points), not bytes or
    // UTF-16 units, so the library, the import and the scenario loader agree on what fits.
    [[nodiscard]] static qsizetype characters(const QString& text);
    // Whether a Text value is within the field's bound (engine::ScenarioLoader::textFits).
    [[nodiscard]] static bool textFits(const engine::SheetField& field, const QString& text);

    // Whether a stored Choice or Text value is one the field takes.
    [[nodiscard]] static bool wordFits(const engine::SheetField& field, const QJsonValue& value);
    // One stored entry of a Records field: its well-formed keys only.
    [[nodiscard]] static engine::SheetRecord record(const engine::SheetField& field, const QJsonObject& entry);
    // The stored stats as the ruleset reads them: only the described fields' well-formed values
    // within their bounds (the others have a message of their own).
    [[nodiscard]] engine::SheetValues values(const QJsonObject& stats) const;

    // Needed, one line, at most limits::kMaxNameLength characters, no control characters.
    [[nodiscard]] static QString checkName(const QString& name);
    // Any other text within its bound: "The note is 20001 characters long, more than …". `subject`
    // starts the sentence ("The note").
    [[nodiscard]] static QString checkText(const QString& text, engine::limits::TextKind kind, const QString& subject);

    // A list as shown from a sheet ("90, 60, 30"), and as typed.
    [[nodiscard]] static QString listText(const QJsonValue& list);
    [[nodiscard]] static QJsonArray parseList(const QString& text);

private:
    QString m_ruleset;
    std::shared_ptr<const engine::RulesetSheet> m_rules;
    std::vector<engine::SheetField> m_fields;
};

} // namespace scouter::store
