// SPDX-License-Identifier: GPL-3.0-or-later
#include "ImportValidator.h"

#include "CharacterSheet.h"
#include "EncounterImportCheck.h"
#include "EncounterReplay.h"
#include "GroupSheet.h"
#include "JsonDocumentReader.h"
#include "MapImportCheck.h"

#include "JsonBridge.h"
#include "events/EventJson.h"
#include "model/CombatantLimits.h"
#include "model/Limits.h"
#include "model/TextLimits.h"
#include "rules/RulesetRegistry.h"

#include <QJsonDocument>

#include <algorithm>

#include <exception>
#include <limits>
#include <map>
#include <set>
#include <utility>

namespace scouter::store {

namespace {

constexpr qint64 kLargestInt = std::numeric_limits<int>::max();

[[nodiscard]] QDateTime parseTime(const QString& text) {
    return QDateTime::fromString(text, Qt::ISODateWithMs);
}

} // namespace

ImportPlan ImportValidator::validate(const QByteArray& bytes) {
    auto read = JsonDocumentReader::read(bytes);
    if (const auto* unread = std::get_if<JsonDocumentReader::Problem>(&read)) {
        m_check.problem(unread->path.isEmpty() ? QStringLiteral("(file)") : unread->path, unread->message);
        return {};
    }
    const QJsonDocument& document = std::get<QJsonDocument>(read);
    if (!document.isObject()) {
        m_check.problem(QStringLiteral("(file)"), QStringLiteral("expected a JSON object"));
        return {};
    }
    const QJsonObject root = document.object();
    m_check.onlyKeys(root, QString(),
                     {QStringLiteral("format"), QStringLiteral("exportedAt"), QStringLiteral("characters"),
                      QStringLiteral("npcGroups"), QStringLiteral("encounters")});
    const auto format = m_check.string(root, QStringLiteral("format"), QString(), true);
    if (format && *format == QLatin1String(kExportFormatV1)) {
        m_version = 1;
    } else if (format && *format != QLatin1String(kExportFormat)) {
        m_check.problem(QStringLiteral("format"), QStringLiteral("expected \"%1\" or \"%2\", got %3")
                                                      .arg(QLatin1String(kExportFormat), QLatin1String(kExportFormatV1),
                                                           JsonChecker::show(*format)));
    }
    (void)m_check.string(root, QStringLiteral("exportedAt"), QString(), false);
    if (const auto list = m_check.array(root, QStringLiteral("characters"), QString(), false)) {
        characters(*list);
    }
    if (const auto list = m_check.array(root, QStringLiteral("npcGroups"), QString(), false)) {
        groups(*list);
    }
    if (const auto list = m_check.array(root, QStringLiteral("encounters"), QString(), false)) {
        encounters(*list);
    }
    return problems().isEmpty() ? m_plan : ImportPlan{};
}

void ImportValidator::characters(const QJsonArray& list) {
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QString path = JsonChecker::at(QStringLiteral("characters"), i);
        if (!list.at(i).isObject()) {
            m_check.problem(path, QStringLiteral("expected an object, got %1").arg(JsonChecker::show(list.at(i))));
            continue;
        }
        const QJsonObject object = list.at(i).toObject();
        m_check.onlyKeys(object, path,
                         {QStringLiteral("id"), QStringLiteral("ruleset"), QStringLiteral("name"),
                          QStringLiteral("kind"), QStringLiteral("stats"), QStringLiteral("notes")});
        Character character;
        if (const auto id = m_check.integer(object, QStringLiteral("id"), path, true, 1, kLargestInt)) {
            if (!m_characterIds.insert(*id).second) {
                m_check.problem(JsonChecker::at(path, QStringLiteral("id")),
                                QStringLiteral("the id %1 is used by an earlier character").arg(*id));
            }
            character.id = *id;
        }
        const auto ruleset = m_check.oneOf(object, QStringLiteral("ruleset"), path, ExportVocabulary::rulesets(), true);
        character.ruleset = ruleset.value_or(QString());
        character.name = m_check.string(object, QStringLiteral("name"), path, true, true).value_or(QString());
        // The library's own checks, so an import cannot bring in what the sheet refuses.
        if (const QString problem = CharacterSheet::checkName(character.name);
            !character.name.isEmpty() && !problem.isEmpty()) {
            m_check.problem(JsonChecker::at(path, QStringLiteral("name")), problem);
        }
        const auto kind =
            m_check.oneOf(object, QStringLiteral("kind"), path, {QStringLiteral("pc"), QStringLiteral("npc")}, true);
        character.kind = kind == QStringLiteral("npc") ? CharacterKind::Npc : CharacterKind::Pc;
        character.notes = m_check.string(object, QStringLiteral("notes"), path, false).value_or(QString());
        if (const QString problem =
                CharacterSheet::checkText(character.notes, engine::limits::TextKind::Notes, QStringLiteral("The note"));
            !problem.isEmpty()) {
            m_check.problem(JsonChecker::at(path, QStringLiteral("notes")), problem);
        }
        if (const auto statsObject = m_check.object(object, QStringLiteral("stats"), path, true)) {
            stats(*statsObject, character.ruleset, JsonChecker::at(path, QStringLiteral("stats")));
            character.stats = *statsObject;
        }
        m_plan.characters.push_back(character);
    }
}

void ImportValidator::stats(const QJsonObject& stats, const QString& ruleset, const QString& path) {
    const CharacterSheet sheet(ruleset);
    if (!sheet.described()) {
        // A ruleset this build only names: its stats are whole numbers within a pool all the same.
        for (auto it = stats.begin(); it != stats.end(); ++it) {
            (void)m_check.integerValue(it.value(), JsonChecker::at(path, it.key()), -engine::limits::kMaxPool,
                                       engine::limits::kMaxPool);
        }
        return;
    }
    QStringList known;
    std::set<std::string> refused; // said already: no second message at the same path
    // An imported sheet may leave out any field (the rules' defaults apply); the bounds and their
    // messages are the library's, from the ruleset's own description.
    for (const engine::SheetField& field : sheet.fields()) {
        const QString key = QString::fromStdString(field.key);
        known << key;
        if (!stats.contains(key)) {
            continue;
        }
        const qsizetype before = m_check.problems().size();
        switch (field.kind) {
        case engine::SheetField::Kind::Integer:
            if (const auto value = m_check.integer(stats, key, path, false, field.minimum, kLargestInt)) {
                if (const QString problem = CharacterSheet::checkStatValue(field, *value); !problem.isEmpty()) {
                    m_check.problem(JsonChecker::at(path, key), problem);
                }
            }
            break;
        case engine::SheetField::Kind::IntegerList:
            if (const auto list = m_check.array(stats, key, path, false)) {
                const QString listPath = JsonChecker::at(path, key);
                if (list->size() > engine::limits::kMaxListEntries) {
                    m_check.problem(listPath, QStringLiteral("%1 has at most %2 entries, not %3")
                                                  .arg(QString::fromStdString(field.label))
                                                  .arg(engine::limits::kMaxListEntries)
                                                  .arg(list->size()));
                }
                for (qsizetype i = 0; i < list->size() && m_check.problems().size() == before; ++i) {
                    (void)m_check.integerValue(list->at(i), JsonChecker::at(listPath, i), field.minimum, field.maximum);
                }
            }
            break;
        case engine::SheetField::Kind::Choice: {
            QStringList choices;
            for (const engine::Choice& choice : field.choices) {
                choices << QString::fromStdString(choice.id);
            }
            (void)m_check.oneOf(stats, key, path, choices, false);
            break;
        }
        case engine::SheetField::Kind::Text:
            if (const auto text = m_check.string(stats, key, path, false);
                text && !CharacterSheet::textFits(field, *text)) {
                m_check.problem(JsonChecker::at(path, key), QStringLiteral("%1 has at most %2 characters, not %3")
                                                                .arg(QString::fromStdString(field.label))
                                                                .arg(field.maximum)
                                                                .arg(CharacterSheet::characters(*text)));
            }
            break;
        case engine::SheetField::Kind::Flag:
            (void)m_check.boolean(stats, key, path, false);
            break;
        case engine::SheetField::Kind::Records:
            checkRecords(field, stats, path);
            break;
        }
        if (m_check.problems().size() != before) {
            refused.insert(field.key);
        }
    }
    m_check.onlyKeys(stats, path, known);
    // The rules between fields, on what the set-up will have (those left out at their defaults).
    for (const engine::SheetProblem& problem : sheet.problems(sheet.values(stats))) {
        const QString at = JsonChecker::at(path, QString::fromStdString(problem.field));
        if (!refused.contains(problem.field) && !saidAt(at, path)) {
            m_check.problem(at, QString::fromStdString(problem.message));
        }
    }
}

std::optional<qint64> ImportValidator::characterRef(const QJsonValue& value, const QString& path) {
    const auto id = m_check.integerValue(value, path, 1, kLargestInt);
    if (id && !m_characterIds.contains(*id)) {
        m_check.problem(path, QStringLiteral("no character in this file has the id %1").arg(*id));
        return std::nullopt;
    }
    return id;
}

void ImportValidator::groups(const QJsonArray& list) {
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QString path = JsonChecker::at(QStringLiteral("npcGroups"), i);
        if (!list.at(i).isObject()) {
            m_check.problem(path, QStringLiteral("expected an object, got %1").arg(JsonChecker::show(list.at(i))));
            continue;
        }
        const QJsonObject object = list.at(i).toObject();
        m_check.onlyKeys(object, path,
                         {QStringLiteral("name"), QStringLiteral("template"), QStringLiteral("count"),
                          QStringLiteral("namingPattern"), QStringLiteral("members"), QStringLiteral("notes")});
        NpcGroup group;
        const auto name = m_check.string(object, QStringLiteral("name"), path, true, true);
        group.name = name.value_or(QString());
        group.namingPattern = m_check.string(object, QStringLiteral("namingPattern"), path, false).value_or(QString());
        group.notes = m_check.string(object, QStringLiteral("notes"), path, false).value_or(QString());
        const QJsonValue templateValue = object.value(QStringLiteral("template"));
        if (!templateValue.isUndefined() && !templateValue.isNull()) {
            group.templateCharacterId = characterRef(templateValue, JsonChecker::at(path, QStringLiteral("template")));
        }
        // Read as any whole number: its bound is the group sheet's, below.
        group.count =
            static_cast<int>(m_check.integer(object, QStringLiteral("count"), path, false, 0, kLargestInt).value_or(0));
        if (const auto members = m_check.array(object, QStringLiteral("members"), path, false)) {
            for (qsizetype m = 0; m < members->size(); ++m) {
                const auto id =
                    characterRef(members->at(m), JsonChecker::at(JsonChecker::at(path, QStringLiteral("members")), m));
                group.memberIds.push_back(id.value_or(0));
            }
        }
        const bool fromTemplate = !templateValue.isUndefined() && !templateValue.isNull();
        if (fromTemplate == !group.memberIds.empty()) {
            m_check.problem(path, QStringLiteral("a group has either a template and a count, or members"));
        } else {
            // The library's group editor says the same of the same group.
            NpcGroup judged = group;
            judged.templateCharacterId = fromTemplate ? std::optional<qint64>(0) : std::nullopt;
            for (const QString& problem : GroupSheet::problems(judged)) {
                if (name || !problem.startsWith(QStringLiteral("A group needs a name"))) {
                    m_check.problem(path, problem);
                }
            }
        }
        m_plan.groups.push_back(group);
    }
}

void ImportValidator::options(const QJsonObject& options, const QString& ruleset, const QString& path) {
    const engine::RulesetRegistry& registry = CharacterSheet::registry();
    if (registry.lookup(ruleset.toStdString()) != engine::RulesetRegistry::Lookup::Available) {
        return; // their options arrive with their rulesets; kept as given
    }
    // The ruleset's own list, so every option the engine has can be imported, and nothing else.
    QStringList known;
    for (const engine::OptionSpec& spec : registry.optionSpecs(ruleset.toStdString())) {
        const QString name = QString::fromStdString(spec.name);
        known << name;
        if (!options.contains(name)) {
            continue;
        }
        const QJsonValue value = options.value(name);
        const QString text = ExportVocabulary::optionText(value);
        QStringList allowed;
        for (const engine::OptionValue& v : spec.values) {
            allowed << QString::fromStdString(v.id);
        }
        // Read as the scenario loader and a stored encounter read it: 3 is "3", true is "true".
        if (!allowed.contains(text)) {
            m_check.problem(JsonChecker::at(path, name),
                            QStringLiteral("expected one of %1, got %2")
                                .arg(allowed.join(QStringLiteral(", ")), JsonChecker::show(value)));
        }
    }
    m_check.onlyKeys(options, path, known);
}

void ImportValidator::encounters(const QJsonArray& list) {
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QString path = JsonChecker::at(QStringLiteral("encounters"), i);
        if (!list.at(i).isObject()) {
            m_check.problem(path, QStringLiteral("expected an object, got %1").arg(JsonChecker::show(list.at(i))));
            continue;
        }
        const QJsonObject object = list.at(i).toObject();
        QStringList keys{QStringLiteral("title"),   QStringLiteral("ruleset"),      QStringLiteral("options"),
                         QStringLiteral("grid"),    QStringLiteral("createdAt"),    QStringLiteral("endedAt"),
                         QStringLiteral("outcome"), QStringLiteral("participants"), QStringLiteral("dice"),
                         QStringLiteral("log")};
        if (m_version >= 2) {
            keys << QStringLiteral("map") << QStringLiteral("playerView");
        }
        m_check.onlyKeys(object, path, keys);
        const qsizetype problemsBefore = m_check.problems().size();
        ImportedEncounter encounter;
        EncounterRecord& record = encounter.record;
        record.title = m_check.string(object, QStringLiteral("title"), path, true).value_or(QString());
        record.ruleset = m_check.oneOf(object, QStringLiteral("ruleset"), path, ExportVocabulary::rulesets(), true)
                             .value_or(QString());
        if (const auto optionsObject = m_check.object(object, QStringLiteral("options"), path, false)) {
            options(*optionsObject, record.ruleset, JsonChecker::at(path, QStringLiteral("options")));
            record.options = *optionsObject;
        }
        if (const auto grid = m_check.object(object, QStringLiteral("grid"), path, true)) {
            const QString gridPath = JsonChecker::at(path, QStringLiteral("grid"));
            m_check.onlyKeys(*grid, gridPath, {QStringLiteral("width"), QStringLiteral("height")});
            record.gridWidth =
                static_cast<int>(m_check.integer(*grid, QStringLiteral("width"), gridPath, true, 1, 1000).value_or(1));
            record.gridHeight =
                static_cast<int>(m_check.integer(*grid, QStringLiteral("height"), gridPath, true, 1, 1000).value_or(1));
        }
        for (const auto* key : {"createdAt", "endedAt"}) {
            const auto text = m_check.string(object, QLatin1String(key), path, key == std::string_view("createdAt"));
            if (!text) {
                continue;
            }
            const QDateTime time = parseTime(*text);
            if (!time.isValid()) {
                m_check.problem(JsonChecker::at(path, QLatin1String(key)),
                                QStringLiteral("expected a date and time like \"2026-05-01T20:15:00Z\", got %1")
                                    .arg(JsonChecker::show(*text)));
            } else if (key == std::string_view("createdAt")) {
                record.createdAt = time;
            } else {
                record.endedAt = time;
            }
        }
        record.outcome = m_check.oneOf(object, QStringLiteral("outcome"), path, ExportVocabulary::outcomes(), false)
                             .value_or(QString());
        if (const auto list2 = m_check.array(object, QStringLiteral("participants"), path, true)) {
            participants(*list2, JsonChecker::at(path, QStringLiteral("participants")), record);
        }
        if (const auto dice = m_check.array(object, QStringLiteral("dice"), path, false)) {
            for (qsizetype d = 0; d < dice->size(); ++d) {
                const auto face = m_check.integerValue(
                    dice->at(d), JsonChecker::at(JsonChecker::at(path, QStringLiteral("dice")), d), 1, 1000);
                record.dice.push_back(static_cast<int>(face.value_or(1)));
            }
        }
        if (const auto entries = m_check.array(object, QStringLiteral("log"), path, false)) {
            log(*entries, JsonChecker::at(path, QStringLiteral("log")), encounter);
        }
        // A file of the first format has no maps: its "map" key is only an unknown key.
        if (m_version >= 2) {
            MapImportCheck maps(m_check);
            encounter.map = maps.map(object.value(QStringLiteral("map")), JsonChecker::at(path, QStringLiteral("map")),
                                     record.title);
            encounter.playerView = maps.playerView(object.value(QStringLiteral("playerView")),
                                                   JsonChecker::at(path, QStringLiteral("playerView")), record);
        }
        // Only an encounter without a problem of its own can be replayed to find the next one.
        if (m_check.problems().size() == problemsBefore) {
            if (const auto problem = EncounterImportCheck::replay(encounter, path)) {
                m_check.problem(problem->path, problem->message);
            }
        }
        m_plan.encounters.push_back(encounter);
    }
}

void ImportValidator::participants(const QJsonArray& list, const QString& path, EncounterRecord& record) {
    QStringList seen;
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QString at = JsonChecker::at(path, i);
        if (!list.at(i).isObject()) {
            m_check.problem(at, QStringLiteral("expected an object, got %1").arg(JsonChecker::show(list.at(i))));
            continue;
        }
        const QJsonObject object = list.at(i).toObject();
        m_check.onlyKeys(object, at,
                         {QStringLiteral("id"), QStringLiteral("name"), QStringLiteral("side"), QStringLiteral("pc"),
                          QStringLiteral("group"), QStringLiteral("character"), QStringLiteral("at"),
                          QStringLiteral("surprised"), QStringLiteral("stats")});
        Participant participant;
        // A combatant's id, name and side follow the engine's rule for them, as a scenario's do
        // (limits::combatantTextProblem): a name or a side may be empty, an id may not.
        const auto text = [&](const char* field) -> std::optional<QString> {
            const QString key = QLatin1String(field);
            auto value = m_check.string(object, key, at, true);
            if (value) {
                if (const auto problem = engine::limits::combatantTextProblem(field, value->toStdString())) {
                    m_check.problem(JsonChecker::at(at, key), QStringLiteral("the %1 %2, got %3")
                                                                  .arg(key, QString::fromStdString(*problem),
                                                                       JsonChecker::show(value->left(200))));
                    return std::nullopt;
                }
            }
            return value;
        };
        if (const auto id = text("id")) {
            if (seen.contains(*id)) {
                m_check.problem(
                    JsonChecker::at(at, QStringLiteral("id")),
                    QStringLiteral("the id %1 is used by an earlier participant").arg(JsonChecker::show(*id)));
            }
            seen << *id;
            participant.combatant = *id;
        }
        participant.name = text("name").value_or(QString());
        participant.side = text("side").value_or(QString());
        participant.pc = m_check.boolean(object, QStringLiteral("pc"), at, true).value_or(false);
        participant.group = m_check.string(object, QStringLiteral("group"), at, false).value_or(QString());
        if (const auto problem =
                engine::limits::textProblem(participant.group.toStdString(), engine::limits::TextKind::Id);
            !participant.group.isEmpty() && problem) {
            m_check.problem(JsonChecker::at(at, QStringLiteral("group")),
                            QStringLiteral("the group's id %1").arg(QString::fromStdString(*problem)));
        }
        participant.surprised = m_check.boolean(object, QStringLiteral("surprised"), at, false).value_or(false);
        const QJsonValue character = object.value(QStringLiteral("character"));
        if (!character.isUndefined() && !character.isNull()) {
            participant.characterId = characterRef(character, JsonChecker::at(at, QStringLiteral("character")));
        }
        const QJsonValue square = object.value(QStringLiteral("at"));
        if (!square.isUndefined() && !square.isNull()) {
            const QString squarePath = JsonChecker::at(at, QStringLiteral("at"));
            const QJsonArray xy = square.toArray();
            if (!square.isArray() || xy.size() != 2) {
                m_check.problem(
                    squarePath,
                    QStringLiteral("expected a square [column, row], got %1").arg(JsonChecker::show(square)));
            } else {
                const auto x = m_check.integerValue(xy.at(0), JsonChecker::at(squarePath, 0), 0, record.gridWidth - 1);
                const auto y = m_check.integerValue(xy.at(1), JsonChecker::at(squarePath, 1), 0, record.gridHeight - 1);
                if (x && y) {
                    participant.at = GridSquare{static_cast<int>(*x), static_cast<int>(*y)};
                }
            }
        }
        if (const auto statsObject = m_check.object(object, QStringLiteral("stats"), at, false)) {
            stats(*statsObject, record.ruleset, JsonChecker::at(at, QStringLiteral("stats")));
            participant.stats = *statsObject;
        }
        record.participants.push_back(participant);
    }
}

void ImportValidator::log(const QJsonArray& list, const QString& path, ImportedEncounter& encounter) {
    // A ruleset reads its own events (Ruleset::decodeEvent); an unknown ruleset is named elsewhere.
    auto rules = EncounterReplay::rulesOf(encounter.record);
    const auto* ruleset = std::get_if<std::unique_ptr<engine::Ruleset>>(&rules);
    const engine::RulesetEventDecoder* decoder = ruleset != nullptr ? ruleset->get() : nullptr;
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QString at = JsonChecker::at(path, i);
        if (!list.at(i).isObject()) {
            m_check.problem(at, QStringLiteral("expected an object, got %1").arg(JsonChecker::show(list.at(i))));
            continue;
        }
        const QJsonObject object = list.at(i).toObject();
        m_check.onlyKeys(
            object, at,
            {QStringLiteral("seq"), QStringLiteral("kind"), QStringLiteral("command"), QStringLiteral("events")});
        StoredCommand command;
        if (const auto seq = m_check.integer(object, QStringLiteral("seq"), at, true, 1, kLargestInt)) {
            if (*seq != i + 1) {
                m_check.problem(JsonChecker::at(at, QStringLiteral("seq")),
                                QStringLiteral("expected %1 (commands are numbered 1, 2, 3, ... in order), got %2")
                                    .arg(i + 1)
                                    .arg(*seq));
            }
            command.seq = *seq;
        }
        const auto kind =
            m_check.oneOf(object, QStringLiteral("kind"), at,
                          {QStringLiteral("command"), QStringLiteral("undo"), QStringLiteral("redo")}, true);
        command.kind = kind == QStringLiteral("undo")   ? CommandKind::Undo
                       : kind == QStringLiteral("redo") ? CommandKind::Redo
                                                        : CommandKind::Command;
        if (const auto commandObject = m_check.object(object, QStringLiteral("command"), at, false)) {
            command.command = toNlohmann(*commandObject);
        }
        if (const auto events = m_check.array(object, QStringLiteral("events"), at, false)) {
            for (qsizetype e = 0; e < events->size(); ++e) {
                const QString eventPath = JsonChecker::at(JsonChecker::at(at, QStringLiteral("events")), e);
                if (!events->at(e).isObject()) {
                    m_check.problem(
                        eventPath,
                        QStringLiteral("expected an event object, got %1").arg(JsonChecker::show(events->at(e))));
                    continue;
                }
                nlohmann::json event = toNlohmann(events->at(e));
                // The engine's own reader is the judge of its events; its exceptions stay here.
                try {
                    (void)engine::eventFromJson(event, decoder);
                } catch (const std::exception& error) {
                    m_check.problem(eventPath, QStringLiteral("not an event this Scouter can replay (%1)")
                                                   .arg(QString::fromStdString(error.what())));
                }
                command.events.push_back(std::move(event));
            }
        }
        encounter.log.push_back(std::move(command));
    }
}

// A rule's message about `at` (a weapon's key, "….weapons[4].id") says nothing new when that key,
// or the entry holding it, already has a message of its own (the entry is not even an object).
bool ImportValidator::saidAt(const QString& at, const QString& below) const {
    for (qsizetype end = below.size(); end <= at.size(); ++end) {
        if (end != at.size() && at[end] != QLatin1Char('.') && at[end] != QLatin1Char('[')) {
            continue;
        }
        const QString prefix = at.left(end) + QStringLiteral(": ");
        const bool said = std::any_of(m_check.problems().begin(), m_check.problems().end(),
                                      [&](const QString& problem) { return problem.startsWith(prefix); });
        if (said && end > below.size()) {
            return true;
        }
    }
    return false;
}

void ImportValidator::checkRecords(const engine::SheetField& field, const QJsonObject& stats, const QString& path) {
    const QString key = QString::fromStdString(field.key);
    const auto list = m_check.array(stats, key, path, false);
    if (!list) {
        return;
    }
    const QString listPath = JsonChecker::at(path, key);
    if (list->size() > field.maximum) {
        m_check.problem(listPath, QStringLiteral("%1 has at most %2 entries, not %3")
                                      .arg(QString::fromStdString(field.label))
                                      .arg(field.maximum)
                                      .arg(list->size()));
        return;
    }
    QStringList known;
    for (const engine::SheetField& sub : field.fields) {
        known << QString::fromStdString(sub.key);
    }
    std::set<QString> ids;
    for (qsizetype i = 0; i < list->size(); ++i) {
        const QString entryPath = JsonChecker::at(listPath, i);
        if (!list->at(i).isObject()) {
            m_check.problem(entryPath,
                            QStringLiteral("expected an object, got %1").arg(JsonChecker::show(list->at(i))));
            continue;
        }
        const QJsonObject entry = list->at(i).toObject();
        for (const engine::SheetField& sub : field.fields) {
            const QString subKey = QString::fromStdString(sub.key);
            if (sub.kind == engine::SheetField::Kind::Integer) {
                (void)m_check.integer(entry, subKey, entryPath, sub.required, sub.minimum, sub.maximum);
            } else if (sub.kind == engine::SheetField::Kind::Flag) {
                (void)m_check.boolean(entry, subKey, entryPath, sub.required);
            } else if (sub.kind == engine::SheetField::Kind::Choice) {
                QStringList choices;
                for (const engine::Choice& choice : sub.choices) {
                    choices << QString::fromStdString(choice.id);
                }
                (void)m_check.oneOf(entry, subKey, entryPath, choices, sub.required);
            } else if (const auto text = m_check.string(entry, subKey, entryPath, sub.required, sub.required)) {
                if (!CharacterSheet::textFits(sub, *text)) {
                    m_check.problem(JsonChecker::at(entryPath, subKey), QStringLiteral("at most %1 characters, not %2")
                                                                            .arg(sub.maximum)
                                                                            .arg(CharacterSheet::characters(*text)));
                }
                if (&sub == &field.fields.front() && !text->isEmpty() && !ids.insert(*text).second) {
                    m_check.problem(JsonChecker::at(entryPath, subKey),
                                    QStringLiteral("'%1' is used twice in %2").arg(*text, key));
                }
            }
        }
        m_check.onlyKeys(entry, entryPath, known);
    }
}

} // namespace scouter::store
