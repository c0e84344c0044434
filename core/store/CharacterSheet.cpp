#include "CharacterSheet.h"

#include "model/SheetLimits.h"

#include <QJsonArray>

namespace scouter::store {

namespace {

// The bounds and names come from the engine's table, so the library, an import and a scenario file agree.
[[nodiscard]] constexpr StatField dbu(const char* key, bool required, const char* hint) {
    const auto limit = engine::limits::dbuStatLimit(key);
    return {key, limit->label.data(), limit->min, limit->max, required, hint};
}

constexpr StatField kDbuFields[] = {
    dbu("tier", true, "the base Tier: (T) and (bT) costs and dice scale with it"),
    dbu("life", true, "the maximum Life pool"),
    dbu("ki", true, "the maximum Ki pool"),
    dbu("agilityScore", false, "breaks initiative ties; 0 when empty"),
    dbu("agilityModifier", false, "added to initiative; 0 when empty"),
    dbu("initiativeBonus", false, "any other bonus to initiative"),
    dbu("normalSpeed", false, "squares per Movement; 1 when empty"),
    dbu("boostedSpeed", false, "squares per Boosted Movement, at least Normal Speed; 1 when empty"),
    dbu("capacity", false, "Energy Charge's Capacity Rate; 0 when empty"),
    dbu("force", false, "0 when empty"),
    dbu("spirit", false, "0 when empty"),
    dbu("personality", false, "0 when empty"),
    dbu("meleeRange", false, "squares; 1 (adjacent) when empty"),
    dbu("size", false, "size category for throws and drags; 0 when empty"),
    dbu("lifeNow", false, "full Life when empty"),
    dbu("kiNow", false, "full Ki when empty"),
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
        return QStringLiteral("%1 must be a whole number, not \"%2\".").arg(label, trimmed.left(20));
    }
    return checkStatValue(field, value);
}

QString CharacterSheet::checkStatValue(const StatField& field, qint64 value) {
    const engine::limits::StatLimit limit{field.key, field.label, static_cast<int>(field.min),
                                          static_cast<int>(field.max)};
    if (const auto problem = engine::limits::statProblem(limit, value)) {
        return QStringLiteral("%1 %2.").arg(QString::fromUtf8(field.label), QString::fromStdString(*problem));
    }
    return {};
}

QString CharacterSheet::checkRule(const StatField& field, const std::map<QString, qint64>& values) {
    const auto problem = engine::limits::statRuleProblem(field.key, sheetStats(values));
    return problem ? QStringLiteral("%1 %2.").arg(QString::fromUtf8(field.label), QString::fromStdString(*problem))
                   : QString();
}

engine::Stats CharacterSheet::sheetStats(const std::map<QString, qint64>& values) {
    engine::Stats stats;
    for (const auto& [key, value] : values) {
        if (int* field = engine::limits::statField(stats, key.toStdString())) {
            *field = static_cast<int>(value);
        }
    }
    return stats;
}

QString CharacterSheet::checkThresholds(const QString& text, std::optional<qint64> life) {
    const QStringList parts = text.split(QLatin1Char(','), Qt::SkipEmptyParts);
    std::vector<qint64> values;
    for (int i = 0; i < parts.size(); ++i) {
        bool ok = false;
        const qint64 value = parts[i].trimmed().toLongLong(&ok);
        if (!ok) {
            return QStringLiteral("Health Threshold %1 must be a whole number of at least 1, not \"%2\".")
                .arg(i + 1)
                .arg(parts[i].trimmed().left(20));
        }
        values.push_back(value);
    }
    return checkThresholdValues(values, life);
}

QString CharacterSheet::checkThresholdValues(const std::vector<qint64>& values, std::optional<qint64> life) {
    const std::vector<long long> wide(values.begin(), values.end());
    const auto problem = engine::limits::thresholdsProblem(
        wide, life ? std::optional<long long>(static_cast<long long>(*life)) : std::nullopt);
    return problem ? QString::fromStdString(*problem) : QString();
}

QString CharacterSheet::checkAtStart(const StatField& field, qint64 value, std::optional<qint64> maximum) {
    // The pool the field starts: "lifeNow" is within "life", "kiNow" within "ki".
    const QString key = QString::fromLatin1(field.key);
    const StatField* pool = dbuField(key.left(key.size() - 3));
    if (pool == nullptr || !maximum) {
        return {};
    }
    const auto problem = engine::limits::atStartProblem(value, *maximum, pool->label);
    return problem ? QStringLiteral("%1 %2.").arg(QString::fromUtf8(field.label), QString::fromStdString(*problem))
                   : QString();
}

QString CharacterSheet::checkName(const QString& name) {
    if (name.trimmed().isEmpty()) {
        return QStringLiteral("A character needs a name.");
    }
    return checkText(name, engine::limits::TextKind::Name, QStringLiteral("The name"));
}

QString CharacterSheet::checkText(const QString& text, engine::limits::TextKind kind, const QString& subject) {
    const auto problem = engine::limits::textProblem(text.toStdString(), kind);
    return problem ? QStringLiteral("%1 %2.").arg(subject, QString::fromStdString(*problem)) : QString();
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
