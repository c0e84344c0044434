#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QString>

#include <limits>
#include <optional>
#include <span>

namespace scouter::store {

// One DBU stat as the library edits it and an import checks it (scenario-format "Combatants").
struct StatField {
    const char* key;   // the stat's name in the character's JSON
    const char* label; // the name an ARC knows it by
    qint64 min;        // the lowest value the rules give meaning to
    bool required;     // a sheet without it is not a character
    const char* hint;  // what the engine does with it, or its default when left empty
};

// The rules of a character sheet, shared by the library's editor (a message per field as it is
// typed) and the importer (a message per JSON path).
class CharacterSheet {
public:
    static constexpr qint64 kNoMinimum = std::numeric_limits<int>::min();

    [[nodiscard]] static std::span<const StatField> dbuFields();
    [[nodiscard]] static const StatField* dbuField(const QString& key);

    // What is wrong with a typed value, in words; empty when it is fine (an empty optional field
    // is fine: the engine's default applies).
    [[nodiscard]] static QString checkStat(const StatField& field, const QString& text);
    // "90, 60, 30": whole numbers of at least 1, each below the one before and below Life.
    [[nodiscard]] static QString checkThresholds(const QString& text, std::optional<int> life);
    [[nodiscard]] static QString checkName(const QString& name);

    // The thresholds as typed, or as shown from a sheet ("90, 60, 30").
    [[nodiscard]] static QString thresholdsText(const QJsonObject& stats);
    [[nodiscard]] static QJsonArray parseThresholds(const QString& text);
};

} // namespace scouter::store
