#include "CharacterSheet.h"

#include <QJsonArray>

#include <limits>

namespace scouter::store {

namespace {

constexpr qint64 kLargestStat = std::numeric_limits<int>::max();

constexpr StatField kDbuFields[] = {
    {"tier", "Tier of Power", 1, true, "the base Tier: (T) and (bT) costs and dice scale with it"},
    {"life", "Life", 1, true, "the maximum Life pool"},
    {"ki", "Ki", 0, true, "the maximum Ki pool"},
    {"agilityScore", "Agility Score", 0, false, "breaks initiative ties; 0 when empty"},
    {"agilityModifier", "Agility Modifier", CharacterSheet::kNoMinimum, false, "added to initiative; 0 when empty"},
    {"initiativeBonus", "Initiative bonus", CharacterSheet::kNoMinimum, false, "any other bonus to initiative"},
    {"normalSpeed", "Normal Speed", 0, false, "squares per Movement; 1 when empty"},
    {"boostedSpeed", "Boosted Speed", 0, false, "squares per Boosted Movement; 1 when empty"},
    {"capacity", "Capacity Rate", 0, false, "Energy Charge's Capacity Rate; 0 when empty"},
    {"force", "Force Modifier", CharacterSheet::kNoMinimum, false, "0 when empty"},
    {"spirit", "Spirit Modifier", CharacterSheet::kNoMinimum, false, "0 when empty"},
    {"personality", "Personality Modifier", CharacterSheet::kNoMinimum, false, "0 when empty"},
    {"meleeRange", "Melee range", 1, false, "squares; 1 (adjacent) when empty"},
    {"size", "Size", CharacterSheet::kNoMinimum, false, "size category for throws and drags; 0 when empty"},
    {"lifeNow", "Life at the start", 0, false, "full Life when empty"},
    {"kiNow", "Ki at the start", 0, false, "full Ki when empty"},
};

} // namespace

std::span<const StatField> CharacterSheet::dbuFields() {
    return kDbuFields;
}

const StatField* CharacterSheet::dbuField(const QString& key) {
    for (const StatField& field : kDbuFields) {
        if (key == QLatin1String(field.key)) {
            return &field;
        }
    }
    return nullptr;
}

QString CharacterSheet::checkStat(const StatField& field, const QString& text) {
    const QString label = QString::fromUtf8(field.label);
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty()) {
        return field.required ? QStringLiteral("%1 is needed.").arg(label) : QString();
    }
    bool ok = false;
    const qint64 value = trimmed.toLongLong(&ok);
    if (!ok) {
        return QStringLiteral("%1 must be a whole number, not \"%2\".").arg(label, trimmed);
    }
    if (value < field.min) {
        return QStringLiteral("%1 must be at least %2.").arg(label).arg(field.min);
    }
    if (value > kLargestStat) {
        return QStringLiteral("%1 is too large.").arg(label);
    }
    return {};
}

QString CharacterSheet::checkThresholds(const QString& text, std::optional<int> life) {
    const QStringList parts = text.split(QLatin1Char(','), Qt::SkipEmptyParts);
    std::optional<qint64> previous;
    for (int i = 0; i < parts.size(); ++i) {
        bool ok = false;
        const qint64 value = parts[i].trimmed().toLongLong(&ok);
        if (!ok || value < 1 || value > kLargestStat) {
            return QStringLiteral("Health Threshold %1 must be a whole number of at least 1, not \"%2\".")
                .arg(i + 1)
                .arg(parts[i].trimmed());
        }
        if (previous && value >= *previous) {
            return QStringLiteral("Health Thresholds go from the highest Life down: %1 comes after %2.")
                .arg(value)
                .arg(*previous);
        }
        if (life && value >= *life) {
            return QStringLiteral("Health Threshold %1 (%2) must be below Life (%3).").arg(i + 1).arg(value).arg(*life);
        }
        previous = value;
    }
    return {};
}

QString CharacterSheet::checkName(const QString& name) {
    return name.trimmed().isEmpty() ? QStringLiteral("A character needs a name.") : QString();
}

QString CharacterSheet::thresholdsText(const QJsonObject& stats) {
    QStringList values;
    const QJsonArray thresholds = stats.value(QStringLiteral("thresholds")).toArray();
    for (const auto& value : thresholds) {
        values << QString::number(value.toInteger());
    }
    return values.join(QStringLiteral(", "));
}

QJsonArray CharacterSheet::parseThresholds(const QString& text) {
    QJsonArray values;
    for (const QString& part : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        values.append(part.trimmed().toLongLong());
    }
    return values;
}

} // namespace scouter::store
