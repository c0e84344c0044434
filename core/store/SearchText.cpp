// SPDX-License-Identifier: GPL-3.0-or-later
#include "SearchText.h"

#include <QStringList>

#include <map>

namespace scouter::store {

std::vector<QString> SearchText::of(const LogEntry& entry, std::size_t events) {
    std::vector<QString> texts;
    texts.reserve(events);
    // The command is found once, by its first event; each event besides by its own line.
    for (std::size_t i = 0; i < events; ++i) {
        QStringList parts;
        if (i == 0) {
            parts << entry.detail;
        }
        if (i < entry.lines.size() && entry.lines[i].text != entry.label) {
            parts << entry.lines[i].text;
        }
        texts.push_back(parts.isEmpty() ? QStringLiteral("") : parts.join(QStringLiteral(" · "))); // never NULL
    }
    return texts;
}

void SearchText::fill(const ReplayedEncounter& replayed, std::vector<StoredCommand>& stored) {
    auto rules = EncounterReplay::ruleset(replayed.record);
    if (!rules) {
        return; // the import check has refused such a log already
    }
    const RuleWords words(*rules.value());
    std::map<qint64, StoredCommand*> bySeq;
    for (StoredCommand& command : stored) {
        bySeq[command.seq] = &command;
    }
    engine::EncounterState running = replayed.initial;
    for (std::size_t g = 0; g < replayed.log.size() && g < replayed.origins.size(); ++g) {
        const engine::CommandGroup& group = replayed.log[g];
        const LogEntry entry = LogEntry::describe(group, running, *rules.value(), words); // moves `running` on
        if (const auto found = bySeq.find(replayed.origins[g].seq); found != bySeq.end()) {
            std::vector<QString> texts = of(entry, group.events.size());
            if (texts.size() == found->second->events.size()) {
                found->second->texts = std::move(texts);
            }
        }
    }
}

} // namespace scouter::store
