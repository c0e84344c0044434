// SPDX-License-Identifier: GPL-3.0-or-later
#include "CampaignImporter.h"

#include "CharacterRepository.h"
#include "CommandLog.h"
#include "Database.h"
#include "EncounterMapRepository.h"
#include "EncounterReplay.h"
#include "EncounterRepository.h"
#include "ImportValidator.h"
#include "LogReplayer.h"
#include "NpcGroupRepository.h"
#include "PlayerViewRepository.h"
#include "SearchIndex.h"
#include "SearchText.h"

#include <map>

namespace scouter::store {

Result<ImportSummary> CampaignImporter::import(const QByteArray& bytes) {
    ImportValidator validator;
    const ImportPlan plan = validator.validate(bytes);
    m_problems = validator.problems();
    if (!m_problems.isEmpty()) {
        return StoreError{
            StoreErrorKind::Invalid,
            QStringLiteral("The file was not imported (nothing was written): %1 problem%2\n%3")
                .arg(m_problems.size())
                .arg(m_problems.size() == 1 ? QString() : QStringLiteral("s"), m_problems.join(QLatin1Char('\n')))};
    }
    if (auto status = write(plan); !status) {
        return status.error();
    }
    return ImportSummary{static_cast<int>(plan.characters.size()), static_cast<int>(plan.groups.size()),
                         static_cast<int>(plan.encounters.size())};
}

Status CampaignImporter::write(const ImportPlan& plan) {
    return m_db.transaction(
        [&]() -> Status {
            std::map<qint64, qint64> newIds; // the file's character ids -> the campaign's
            CharacterRepository characters(m_db);
            for (const Character& character : plan.characters) {
                auto id = characters.add(character);
                if (!id) {
                    return id.error();
                }
                newIds[character.id] = id.value();
            }
            NpcGroupRepository groups(m_db);
            for (NpcGroup group : plan.groups) {
                if (group.templateCharacterId) {
                    group.templateCharacterId = newIds.at(*group.templateCharacterId);
                }
                for (qint64& member : group.memberIds) {
                    member = newIds.at(member);
                }
                if (auto id = groups.insert(group); !id) {
                    return id.error();
                }
            }
            EncounterRepository encounters(m_db);
            CommandLog log(m_db);
            for (ImportedEncounter imported : plan.encounters) {
                for (Participant& participant : imported.record.participants) {
                    if (participant.characterId) {
                        participant.characterId = newIds.at(*participant.characterId);
                    }
                }
                const LogReplayer::Outcome replayedLog = LogReplayer::replay(imported.record, imported.log);
                auto id = encounters.insert(imported.record);
                if (!id) {
                    return id.error();
                }
                // Found by the log's words, names and outcomes, as an encounter played here is.
                if (const auto* replayed = std::get_if<ReplayedEncounter>(&replayedLog)) {
                    SearchText::fill(*replayed, imported.log);
                }
                // Indexed for search once the whole log is in: FTS5 writes its pending words out at
                // the end of every statement, so an index insert per command made a segment per
                // command, and merging them was a sixth of importing a long encounter.
                for (const StoredCommand& command : imported.log) {
                    if (auto status = log.insert(id.value(), command, CommandLog::Indexing::Later); !status) {
                        return status;
                    }
                }
                if (auto indexed = SearchIndex::addNewest(m_db); !indexed) {
                    return indexed.error();
                }
                if (imported.map) {
                    if (auto status = EncounterMapRepository(m_db).insert(id.value(), *imported.map); !status) {
                        return status;
                    }
                }
                for (auto mode = imported.playerView.begin(); mode != imported.playerView.end(); ++mode) {
                    if (auto status = PlayerViewRepository(m_db).insert(id.value(), mode.key(), mode.value());
                        !status) {
                        return status;
                    }
                }
                // What was written must replay as the check replayed it; if it does not, the
                // transaction rolls back and the campaign is as before.
                if (auto replayed = EncounterReplay::load(m_db, id.value()); !replayed) {
                    return StoreError{StoreErrorKind::Invalid,
                                      QStringLiteral("The file was not imported (nothing was written): %1")
                                          .arg(replayed.error().message)};
                }
            }
            return {};
        },
        QStringLiteral("importing"));
}

} // namespace scouter::store
