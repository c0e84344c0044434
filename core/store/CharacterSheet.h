#pragma once

#include "model/Stats.h"
#include "model/TextLimits.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QString>

#include <map>
#include <optional>
#include <span>
#include <vector>

namespace scouter::store {

// One DBU stat as the library edits it and an import checks it (scenario-format "Combatants").
struct StatField {
    const char* key;   // the stat's name in the character's JSON
    const char* label; // the name an ARC knows it by
    qint64 min;        // the engine's bounds (model/SheetLimits.h), the same for a scenario file
    qint64 max;
    bool required;    // a sheet without it is not a character
    const char* hint; // what the engine does with it, or its default when left empty
};

// The rules of a character sheet, shared by the library's editor (a message per field as it is
// typed) and the importer (a message per JSON path): one function per rule, so the two cannot
// accept different things. The numbers are the engine's (model/Limits.h).
class CharacterSheet {
public:
    [[nodiscard]] static std::span<const StatField> dbuFields();
    [[nodiscard]] static const StatField* dbuField(const QString& key);

    // What is wrong with a typed value, in words; empty when it is fine (an empty optional field
    // is fine: the engine's default applies).
    [[nodiscard]] static QString checkStat(const StatField& field, const QString& text);
    // The same for a value already read as a whole number: "Tier of Power must be at most 100."
    [[nodiscard]] static QString checkStatValue(const StatField& field, qint64 value);
    // The rules between `field` and the rest of the sheet (engine::limits::statRuleProblem), on the
    // values within their own bounds, those left out at the engine's defaults: "Boosted Speed must
    // be at least Normal Speed (5)."; empty for a field no such rule binds.
    [[nodiscard]] static QString checkRule(const StatField& field, const std::map<QString, qint64>& values);
    // "90, 60, 30": whole numbers of at least 1, each below the one before and below Life.
    [[nodiscard]] static QString checkThresholds(const QString& text, std::optional<qint64> life);
    [[nodiscard]] static QString checkThresholdValues(const std::vector<qint64>& values, std::optional<qint64> life);
    // "Life at the start" and "Ki at the start" within the sheet's Life and Ki.
    [[nodiscard]] static QString checkAtStart(const StatField& field, qint64 value, std::optional<qint64> maximum);
    // Needed, one line, at most limits::kMaxNameLength characters, no control characters.
    [[nodiscard]] static QString checkName(const QString& name);
    // Any other text within its bound: "The note is 20001 characters long, more than …". `subject`
    // starts the sentence ("The note").
    [[nodiscard]] static QString checkText(const QString& text, engine::limits::TextKind kind, const QString& subject);

    // The thresholds as typed, or as shown from a sheet ("90, 60, 30").
    [[nodiscard]] static QString thresholdsText(const QJsonObject& stats);
    [[nodiscard]] static QJsonArray parseThresholds(const QString& text);

private:
    // The stats the rules between fields read, the others at their defaults.
    [[nodiscard]] static engine::Stats sheetStats(const std::map<QString, qint64>& values);
};

} // namespace scouter::store
