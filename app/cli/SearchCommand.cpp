// SPDX-License-Identifier: GPL-3.0-or-later
#include "SearchCommand.h"

#include "CampaignCommand.h"
#include "CommandLog.h"
#include "EncounterTimeline.h"

#include <fmt/format.h>

#include <map>
#include <set>

namespace scouter::cli {

namespace {
// More lines than anyone reads; each hit's encounter is replayed once, so a bound keeps it quick.
constexpr long long kMostHits = 100000;
} // namespace

int runSearch(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    CliArgs cli(args);
    const auto limit = cli.takeInteger("limit", 1, kMostHits);
    const QString path = CampaignCommand::takeDatabase(cli);
    const auto words = cli.positional();
    if (cli.error() || words.empty()) {
        err << "scouter-cli search: " << cli.error().value_or("expected the TEXT to look for")
            << "\nusage: scouter-cli search [--database DB] [--limit N] TEXT...\n";
        return 2;
    }
    const int most = static_cast<int>(limit.value_or(1000));
    auto db = CampaignCommand::open(path, "search", err);
    if (!db) {
        return 1;
    }
    QStringList text;
    for (const auto& word : words) {
        text << QString::fromStdString(word);
    }
    auto hits = store::CommandLog(*db).search(text.join(QLatin1Char(' ')), most);
    if (!hits) {
        err << "scouter-cli search: " << CampaignCommand::text(hits.error().message) << '\n';
        return 1;
    }
    // Each encounter with a hit is replayed once, so its events read as in its log. One that
    // cannot be replayed is named on stderr and its hits print as stored; the others go on.
    std::map<qint64, std::optional<store::EncounterTimeline>> timelines;
    std::set<qint64> unreadable;
    for (const store::SearchHit& hit : hits.value()) {
        if (unreadable.contains(hit.encounterId)) {
            out << fmt::format("#{} · not replayable · {}\n", hit.encounterId, CampaignCommand::text(hit.text));
            continue;
        }
        auto& timeline = timelines[hit.encounterId];
        if (!timeline) {
            auto loaded = store::EncounterTimeline::load(*db, hit.encounterId);
            if (!loaded) {
                err << "scouter-cli search: skipped the replay of encounter " << hit.encounterId << ": "
                    << CampaignCommand::text(loaded.error().message) << '\n';
                unreadable.insert(hit.encounterId);
                out << fmt::format("#{} · not replayable · {}\n", hit.encounterId, CampaignCommand::text(hit.text));
                continue;
            }
            timeline = std::move(loaded).value();
        }
        const auto group = timeline->groupOfStored(hit.commandSeq);
        const auto& title = CampaignCommand::text(timeline->record().title);
        if (!group) {
            out << fmt::format("#{} {} · undone · {}\n", hit.encounterId, title, CampaignCommand::text(hit.text));
            continue;
        }
        // The command as the log heads it, then the event's own line when it says more; a command
        // whose one event says what its label says keeps no line of its own.
        const store::LogEntry& entry = timeline->entry(*group);
        const auto position = static_cast<std::size_t>(hit.position);
        QString line = entry.label;
        if (position < entry.lines.size() && entry.lines[position].text != entry.label) {
            line += QStringLiteral(" · ") + entry.lines[position].text;
        }
        // A command that moved the clock is named by the tick it reached, its moment: said once
        // (its title is its label alone, as in the log).
        if (entry.moment.started && entry.title == entry.label) {
            out << fmt::format("#{} {} · {}\n", hit.encounterId, title, CampaignCommand::text(line));
            continue;
        }
        out << fmt::format("#{} {} · {} · {}\n", hit.encounterId, title, entry.moment.label,
                           CampaignCommand::text(line));
    }
    return 0;
}

} // namespace scouter::cli
