// SPDX-License-Identifier: GPL-3.0-or-later
#include "CharacterSheet.h"

#include "rules/RulesetRegistry.h"
#include "scenario/ScenarioLoader.h"

#include <QJsonArray>
#include <QStringList>

#include <algorithm>

namespace scouter::store {

namespace {

// A stored whole number within the field's bounds (a sheet's or a record's Integer).
bool storedWholeWithin(const engine::SheetField& field, const QJsonValue& value) {
    const double number = value.toDouble();
    return value.isDouble() && number == static_cast<double>(value.toInteger()) && number >= field.minimum &&
           number <= field.maximum;
}

[[nodiscard]] QString words(const std::string& text) {
    return QString::fromStdString(text);
}

} // namespace

CharacterSheet::CharacterSheet(const QString& ruleset) : m_ruleset(ruleset) {
    const engine::RulesetRegistry& rulesets = registry();
    if (rulesets.lookup(ruleset.toStdString()) != engine::RulesetRegistry::Lookup::Available) {
        return;
    }
    auto created = rulesets.create(ruleset.toStdString(), {});
    if (auto* rules = std::get_if<std::unique_ptr<engine::Ruleset>>(&created)) {
        m_rules = std::move(*rules);
        m_fields = m_rules->sheet();
    }
}

const engine::RulesetRegistry& CharacterSheet::registry() {
    static const engine::RulesetRegistry builtins = engine::RulesetRegistry::withBuiltins();
    return builtins;
}

const engine::SheetField* CharacterSheet::field(const QString& key) const {
    const std::string wanted = key.toStdString();
    const auto found = std::find_if(m_fields.begin(), m_fields.end(),
                                    [&](const engine::SheetField& field) { return field.key == wanted; });
    return found == m_fields.end() ? nullptr : &*found;
}

QString CharacterSheet::checkStat(const engine::SheetField& field, const QString& text) {
    const QString label = words(field.label);
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

QString CharacterSheet::checkStatValue(const engine::SheetField& field, qint64 value) {
    if (value < field.minimum) {
        return QStringLiteral("%1 must be at least %2.").arg(words(field.label)).arg(field.minimum);
    }
    if (value > field.maximum) {
        return QStringLiteral("%1 must be at most %2.").arg(words(field.label)).arg(field.maximum);
    }
    return {};
}

QString CharacterSheet::checkList(const engine::SheetField& field, const QString& text) {
    const QStringList parts = text.split(QLatin1Char(','), Qt::SkipEmptyParts);
    for (qsizetype i = 0; i < parts.size(); ++i) {
        bool ok = false;
        const QString entry = parts[i].trimmed();
        const qint64 value = entry.toLongLong(&ok);
        if (!ok || value < field.minimum || value > field.maximum) {
            return QStringLiteral("%1: entry %2 must be a whole number from %3 to %4, not \"%5\".")
                .arg(words(field.label))
                .arg(i + 1)
                .arg(field.minimum)
                .arg(field.maximum)
                .arg(entry.left(20));
        }
    }
    return {};
}

QString CharacterSheet::checkChoice(const engine::SheetField& field, const QString& value) {
    const std::string wanted = value.toStdString();
    const bool known = std::any_of(field.choices.begin(), field.choices.end(),
                                   [&](const engine::Choice& choice) { return choice.id == wanted; });
    if (known || (value.isEmpty() && !field.required)) {
        return {};
    }
    QStringList allowed;
    for (const engine::Choice& choice : field.choices) {
        allowed << words(choice.id);
    }
    return QStringLiteral("%1 must be one of %2, not \"%3\".")
        .arg(words(field.label), allowed.join(QStringLiteral(", ")), value.left(20));
}

std::vector<engine::SheetProblem> CharacterSheet::problems(const engine::SheetValues& values) const {
    return m_rules == nullptr ? std::vector<engine::SheetProblem>{} : m_rules->sheetProblems(values);
}

QString CharacterSheet::problem(const engine::SheetValues& values, const QString& key) const {
    const std::string wanted = key.toStdString();
    for (const engine::SheetProblem& found : problems(values)) {
        if (found.field == wanted) {
            return words(found.message);
        }
    }
    return {};
}

std::vector<engine::DerivedScore> CharacterSheet::derived(const engine::SheetValues& values) const {
    return m_rules == nullptr ? std::vector<engine::DerivedScore>{} : m_rules->derivedScores(values);
}

engine::SheetValues CharacterSheet::values(const QJsonObject& stats) const {
    engine::SheetValues values;
    for (const engine::SheetField& field : m_fields) {
        const QJsonValue value = stats.value(QString::fromStdString(field.key));
        switch (field.kind) {
        case engine::SheetField::Kind::Integer:
            if (storedWholeWithin(field, value)) {
                values.numbers[field.key] = static_cast<int>(value.toInteger());
            }
            break;
        case engine::SheetField::Kind::IntegerList: {
            const QJsonArray list = value.toArray();
            const bool whole = value.isArray() && std::all_of(list.begin(), list.end(), [&](const QJsonValue& entry) {
                                   return storedWholeWithin(field, entry);
                               });
            if (whole) {
                auto& read = values.lists[field.key];
                for (const auto& entry : list) {
                    read.push_back(static_cast<int>(entry.toInteger()));
                }
            }
            break;
        }
        case engine::SheetField::Kind::Choice:
        case engine::SheetField::Kind::Text:
            if (wordFits(field, value)) {
                values.texts[field.key] = value.toString().toStdString();
            }
            break;
        case engine::SheetField::Kind::Flag:
            if (value.isBool()) {
                values.numbers[field.key] = value.toBool() ? 1 : 0;
            }
            break;
        case engine::SheetField::Kind::Records:
            if (value.isArray() && value.toArray().size() <= field.maximum) {
                auto& read = values.records[field.key];
                for (const auto& entry : value.toArray()) {
                    read.push_back(record(field, entry.toObject()));
                }
            }
            break;
        }
    }
    return values;
}

bool CharacterSheet::wordFits(const engine::SheetField& field, const QJsonValue& value) {
    if (!value.isString()) {
        return false;
    }
    return field.kind == engine::SheetField::Kind::Choice ? checkChoice(field, value.toString()).isEmpty()
                                                          : textFits(field, value.toString());
}

qsizetype CharacterSheet::characters(const QString& text) {
    return static_cast<qsizetype>(engine::limits::characterCount(text.toStdString()));
}

bool CharacterSheet::textFits(const engine::SheetField& field, const QString& text) {
    return engine::ScenarioLoader::textFits(field, text.toStdString());
}

engine::SheetRecord CharacterSheet::record(const engine::SheetField& field, const QJsonObject& entry) {
    engine::SheetRecord read;
    for (const engine::SheetField& sub : field.fields) {
        const QJsonValue value = entry.value(QString::fromStdString(sub.key));
        if (sub.kind == engine::SheetField::Kind::Integer) {
            if (storedWholeWithin(sub, value)) {
                read.numbers[sub.key] = static_cast<int>(value.toInteger());
            }
        } else if (sub.kind == engine::SheetField::Kind::Flag) {
            if (value.isBool()) {
                read.numbers[sub.key] = value.toBool() ? 1 : 0;
            }
        } else if (wordFits(sub, value)) {
            read.texts[sub.key] = value.toString().toStdString();
        }
    }
    return read;
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

QString CharacterSheet::listText(const QJsonValue& list) {
    QStringList values;
    for (const auto& value : list.toArray()) {
        values << QString::number(value.toInteger());
    }
    return values.join(QStringLiteral(", "));
}

QJsonArray CharacterSheet::parseList(const QString& text) {
    QJsonArray values;
    for (const QString& part : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        values.append(part.trimmed().toLongLong());
    }
    return values;
}

} // namespace scouter::store
