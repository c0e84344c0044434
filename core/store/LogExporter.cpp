// SPDX-License-Identifier: GPL-3.0-or-later
#include "LogExporter.h"

#include "EncounterStatistics.h"
#include "EventNarrator.h"
#include "ExportFormat.h"

#include "rules/RulesetRegistry.h"

#include <QStringList>

#include <algorithm>
#include <optional>

namespace scouter::store {

namespace {

// Characters Markdown would read as formatting, escaped so names print as typed.
QString md(const QString& text) {
    QString out;
    out.reserve(text.size());
    for (const QChar c : text) {
        if (QStringLiteral("\\`*_[]#|<>").contains(c)) {
            out += QLatin1Char('\\');
        }
        out += c;
    }
    return out;
}

QString html(const QString& text) {
    return text.toHtmlEscaped();
}

QString when(const QDateTime& time) {
    return time.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm 'UTC'"));
}

struct Facts {
    QString title;
    QStringList lines; // "Ruleset: <id>", ...
};

Facts factsOf(const EncounterTimeline& timeline) {
    const EncounterRecord& record = timeline.record();
    Facts facts;
    facts.title = record.title;
    // The ruleset and the options that change a rule, in its words: a reader of the log must know the
    // fight was not played by the defaults.
    static const engine::RulesetRegistry registry = engine::RulesetRegistry::withBuiltins();
    const std::string ruleset = record.ruleset.toStdString();
    facts.lines << QStringLiteral("Ruleset: %1").arg(QString::fromStdString(registry.title(ruleset)));
    if (registry.lookup(ruleset) == engine::RulesetRegistry::Lookup::Available) {
        QStringList changed;
        for (const engine::OptionSpec& spec : registry.optionSpecs(ruleset)) {
            const QString text = ExportVocabulary::optionText(record.options.value(QString::fromStdString(spec.name)));
            if (!text.isEmpty() && text.toStdString() != spec.defaultValue()) {
                changed << QStringLiteral("%1: %2").arg(QString::fromStdString(spec.label),
                                                        QString::fromStdString(spec.labelOf(text.toStdString())));
            }
        }
        if (!changed.isEmpty()) {
            facts.lines << QStringLiteral("Options: %1").arg(changed.join(QStringLiteral("; ")));
        }
    }
    facts.lines << QStringLiteral("Created: %1").arg(when(record.createdAt));
    if (record.endedAt) {
        facts.lines << QStringLiteral("Ended: %1 (%2)").arg(when(*record.endedAt), record.outcome);
    } else {
        facts.lines << QStringLiteral("Not ended");
    }
    // A ruleset on a clock of ticks has no rounds: the clock's last reading says how far it went.
    if (const auto clock = timeline.ruleset().timeline(timeline.lastState())) {
        const QString unit = QString::fromStdString(clock->unit);
        facts.lines << QStringLiteral("%1 reached: %2")
                           .arg(unit.left(1).toUpper() + unit.mid(1),
                                clock->now ? QString::number(*clock->now) : QStringLiteral("not started"));
    } else {
        facts.lines << QStringLiteral("Rounds: %1").arg(timeline.rounds());
    }
    facts.lines << QStringLiteral("Commands: %1 · Events: %2").arg(timeline.groups().size()).arg(timeline.eventCount());
    return facts;
}

// The sheet's few fields that say who a character is (SheetField::summary), in the ruleset's words.
std::vector<engine::SheetField> summaryFields(const engine::Ruleset& rules) {
    std::vector<engine::SheetField> fields = rules.sheet();
    std::erase_if(fields, [](const engine::SheetField& field) { return !field.summary; });
    return fields;
}

// A summary field's value as the participants' table shows it: a number, a choice's label, a
// list of records (the weapons) by its entries' ids.
QString summaryText(const engine::SheetField& field, const engine::SheetValues& sheet) {
    switch (field.kind) {
    case engine::SheetField::Kind::Records: {
        QStringList ids;
        const auto found = sheet.records.find(field.key);
        if (found != sheet.records.end() && !field.fields.empty()) {
            for (const engine::SheetRecord& entry : found->second) {
                ids << QString::fromStdString(entry.text(field.fields.front().key));
            }
        }
        return ids.join(QStringLiteral(", "));
    }
    case engine::SheetField::Kind::Choice:
    case engine::SheetField::Kind::Text: {
        const auto found = sheet.texts.find(field.key);
        const std::string value = found != sheet.texts.end() ? found->second
                                  : field.choices.empty()    ? std::string()
                                                             : field.choices.front().id;
        for (const engine::Choice& choice : field.choices) {
            if (choice.id == value) {
                return QString::fromStdString(choice.label);
            }
        }
        return QString::fromStdString(value);
    }
    case engine::SheetField::Kind::IntegerList: {
        QStringList values;
        const auto found = sheet.lists.find(field.key);
        if (found != sheet.lists.end()) {
            for (const int value : found->second) {
                values << QString::number(value);
            }
        }
        return values.join(QStringLiteral(", "));
    }
    case engine::SheetField::Kind::Integer:
    case engine::SheetField::Kind::Flag:
        break;
    }
    return QString::number(sheet.number(field.key, field.initial));
}

QStringList participantHeader(const engine::Ruleset& rules) {
    QStringList header{QStringLiteral("Name"), QStringLiteral("Side"), QStringLiteral("PC/NPC")};
    for (const auto& field : summaryFields(rules)) {
        header << QString::fromStdString(field.label);
    }
    return header;
}

QStringList participantRow(const engine::Combatant& c, const engine::Ruleset& rules) {
    QStringList row{QString::fromStdString(c.name.empty() ? c.id : c.name), QString::fromStdString(c.side),
                    c.pc ? QStringLiteral("PC") : QStringLiteral("NPC")};
    const engine::SheetValues sheet = rules.sheetOf(c);
    for (const auto& field : summaryFields(rules)) {
        row << summaryText(field, sheet);
    }
    return row;
}
QStringList statisticsHeader(const std::vector<StatisticsColumn>& columns) {
    QStringList header{QStringLiteral("Combatant")};
    for (const auto& column : columns) {
        header << column.label;
    }
    return header;
}

QStringList statisticsRow(const CombatantStatistics& s, const std::vector<StatisticsColumn>& columns) {
    QStringList row{s.name};
    for (const auto& column : columns) {
        row << QString::number(s.value(column));
    }
    return row;
}

QString markdownTable(const QStringList& header, const std::vector<QStringList>& rows) {
    const auto line = [](const QStringList& cells) {
        QStringList escaped;
        for (const auto& cell : cells) {
            escaped << md(cell);
        }
        return QStringLiteral("| ") + escaped.join(QStringLiteral(" | ")) + QStringLiteral(" |\n");
    };
    QString out = line(header);
    out += QStringLiteral("|") + QStringLiteral("---|").repeated(header.size()) + QLatin1Char('\n');
    for (const auto& row : rows) {
        out += line(row);
    }
    return out;
}

QString htmlTable(const QStringList& header, const std::vector<QStringList>& rows) {
    QString out = QStringLiteral("<table>\n<tr>");
    for (const auto& cell : header) {
        out += QStringLiteral("<th>%1</th>").arg(html(cell));
    }
    out += QStringLiteral("</tr>\n");
    for (const auto& row : rows) {
        out += QStringLiteral("<tr>");
        for (const auto& cell : row) {
            out += QStringLiteral("<td>%1</td>").arg(html(cell));
        }
        out += QStringLiteral("</tr>\n");
    }
    return out + QStringLiteral("</table>\n");
}

std::vector<QStringList> participantRows(const EncounterTimeline& timeline) {
    std::vector<QStringList> rows;
    for (const auto& c : timeline.initial().combatants) {
        rows.push_back(participantRow(c, timeline.ruleset()));
    }
    return rows;
}

// Empty when nothing was counted: a ruleset without health, pools or resources has no statistics.
std::vector<QStringList> statisticsRows(const EncounterTimeline& timeline,
                                        const std::vector<StatisticsColumn>& columns) {
    std::vector<QStringList> rows;
    bool counted = false;
    for (const auto& s : EncounterStatistics::of(timeline)) {
        counted = counted || std::any_of(columns.begin(), columns.end(),
                                         [&s](const StatisticsColumn& column) { return s.value(column) != 0; });
        rows.push_back(statisticsRow(s, columns));
    }
    return counted ? rows : std::vector<QStringList>{};
}

// A section per moment, as the ruleset counts time (rounds, or ticks): a new one whenever it changes.
QString momentHeading(const LogEntry& entry) {
    return QString::fromStdString(entry.moment.label);
}

QString markdown(const EncounterTimeline& timeline) {
    const Facts facts = factsOf(timeline);
    QString out = QStringLiteral("# %1\n\n").arg(md(facts.title));
    for (const auto& line : facts.lines) {
        out += QStringLiteral("- %1\n").arg(md(line));
    }
    out += QStringLiteral("\n## Participants\n\n") +
           markdownTable(participantHeader(timeline.ruleset()), participantRows(timeline));
    out += QStringLiteral("\n## Log\n");
    std::optional<engine::Moment> moment;
    for (const auto& entry : timeline.entries()) {
        if (entry.moment != moment) {
            moment = entry.moment;
            out += QStringLiteral("\n### %1\n\n").arg(md(momentHeading(entry)));
        }
        out += QStringLiteral("- **%1**\n").arg(md(entry.detail));
        for (const auto& line : entry.lines) {
            out += QStringLiteral("  - %1\n").arg(md(line.text));
        }
    }
    const std::vector<StatisticsColumn> columns = EncounterStatistics::columns(timeline.ruleset());
    if (const auto rows = statisticsRows(timeline, columns); !rows.empty()) {
        out += QStringLiteral("\n## Statistics\n\n") + markdownTable(statisticsHeader(columns), rows);
    }
    return out;
}

QString htmlDocument(const EncounterTimeline& timeline) {
    const Facts facts = factsOf(timeline);
    QString out =
        QStringLiteral("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>%1</title>\n"
                       "<style>body{font-family:sans-serif;max-width:60em;margin:auto;padding:1em}"
                       "table{border-collapse:collapse}td,th{border:1px solid #999;padding:.2em .5em}"
                       "li li{color:#444}</style>\n</head>\n<body>\n<h1>%1</h1>\n<ul>\n")
            .arg(html(facts.title));
    for (const auto& line : facts.lines) {
        out += QStringLiteral("<li>%1</li>\n").arg(html(line));
    }
    out += QStringLiteral("</ul>\n<h2>Participants</h2>\n") +
           htmlTable(participantHeader(timeline.ruleset()), participantRows(timeline));
    out += QStringLiteral("<h2>Log</h2>\n");
    std::optional<engine::Moment> moment;
    bool open = false;
    for (const auto& entry : timeline.entries()) {
        if (entry.moment != moment) {
            if (open) {
                out += QStringLiteral("</ul>\n");
            }
            moment = entry.moment;
            out += QStringLiteral("<h3>%1</h3>\n<ul>\n").arg(html(momentHeading(entry)));
            open = true;
        }
        out += QStringLiteral("<li><strong>%1</strong>").arg(html(entry.detail));
        if (!entry.lines.empty()) {
            out += QStringLiteral("\n<ul>\n");
            for (const auto& line : entry.lines) {
                out += QStringLiteral("<li>%1</li>\n").arg(html(line.text));
            }
            out += QStringLiteral("</ul>\n");
        }
        out += QStringLiteral("</li>\n");
    }
    if (open) {
        out += QStringLiteral("</ul>\n");
    }
    const std::vector<StatisticsColumn> columns = EncounterStatistics::columns(timeline.ruleset());
    if (const auto rows = statisticsRows(timeline, columns); !rows.empty()) {
        out += QStringLiteral("<h2>Statistics</h2>\n") + htmlTable(statisticsHeader(columns), rows);
    }
    return out + QStringLiteral("</body>\n</html>\n");
}

} // namespace

QString LogExporter::exportLog(const EncounterTimeline& timeline, Format format) {
    return format == Format::Markdown ? markdown(timeline) : htmlDocument(timeline);
}

std::optional<LogExporter::Format> LogExporter::formatNamed(const QString& name) {
    if (name == QLatin1String("md") || name == QLatin1String("markdown")) {
        return Format::Markdown;
    }
    if (name == QLatin1String("html")) {
        return Format::Html;
    }
    return std::nullopt;
}

} // namespace scouter::store
