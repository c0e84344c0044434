#include "CampaignOverview.h"

#include "CharacterRepository.h"
#include "Database.h"
#include "EncounterRepository.h"
#include "NpcGroupRepository.h"

#include <QJsonObject>
#include <QJsonValue>

namespace scouter::ui {

namespace {

[[nodiscard]] std::optional<int> statOf(const QJsonObject& stats, const QString& key) {
    const QJsonValue value = stats.value(key);
    if (!value.isDouble()) {
        return std::nullopt;
    }
    return value.toInt();
}

[[nodiscard]] CampaignOverview::EncounterState stateOf(const store::EncounterSummary& summary) {
    if (summary.encounter.endedAt.has_value()) {
        return CampaignOverview::EncounterState::Ended;
    }
    // Any stored command means the fight has begun, even if it was undone since.
    return summary.commands > 0 ? CampaignOverview::EncounterState::Running : CampaignOverview::EncounterState::Ready;
}

} // namespace

store::Result<CampaignOverview> CampaignOverview::read(store::Database& db) {
    CampaignOverview overview;
    overview.filePath = db.path();

    auto characters = store::CharacterRepository(db).list();
    if (!characters) {
        return characters.error();
    }
    for (const store::Character& character : characters.value()) {
        overview.characters.push_back({character.name, character.kind == store::CharacterKind::Pc,
                                       statOf(character.stats, QStringLiteral("tier")),
                                       statOf(character.stats, QStringLiteral("life")),
                                       statOf(character.stats, QStringLiteral("ki")), character.notes});
    }

    auto groups = store::NpcGroupRepository(db).list();
    if (!groups) {
        return groups.error();
    }
    for (const store::NpcGroup& group : groups.value()) {
        // A group is either a template and a count or a list of named members, never both.
        const int count =
            group.templateCharacterId.has_value() ? group.count : static_cast<int>(group.memberIds.size());
        overview.groups.push_back({group.name, count, group.notes});
    }

    auto encounters = store::EncounterRepository(db).list();
    if (!encounters) {
        return encounters.error();
    }
    for (const store::EncounterSummary& summary : encounters.value()) {
        overview.encounters.push_back({summary.encounter.title, stateOf(summary), summary.commands,
                                       summary.encounter.gridWidth, summary.encounter.gridHeight,
                                       summary.encounter.outcome, summary.encounter.id});
    }
    return overview;
}

} // namespace scouter::ui
