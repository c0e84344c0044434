// SPDX-License-Identifier: GPL-3.0-or-later
#include "CampaignOverview.h"

#include "CharacterRepository.h"
#include "CharacterSheet.h"
#include "Database.h"
#include "EncounterRepository.h"
#include "NpcGroupRepository.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>

#include <map>
#include <vector>

namespace scouter::ui {

namespace {

// "Level 3", "Health 120": the fields that say who the character is, as its ruleset names them.
[[nodiscard]] QStringList summaryOf(const store::Character& character,
                                    std::map<QString, std::vector<engine::SheetField>>& fieldsByRuleset) {
    auto fields = fieldsByRuleset.find(character.ruleset);
    if (fields == fieldsByRuleset.end()) {
        std::vector<engine::SheetField> summary = store::CharacterSheet(character.ruleset).fields();
        std::erase_if(summary, [](const engine::SheetField& field) { return !field.summary; });
        fields = fieldsByRuleset.emplace(character.ruleset, std::move(summary)).first;
    }
    QStringList parts;
    for (const auto& field : fields->second) {
        const QJsonValue value = character.stats.value(QString::fromStdString(field.key));
        if (value.isDouble()) {
            parts << QStringLiteral("%1 %2").arg(QString::fromStdString(field.label)).arg(value.toInt());
        } else if (value.isArray() && field.kind == engine::SheetField::Kind::Records && !field.fields.empty()) {
            // A list of records (the weapons) by its entries' ids: "Weapons longsword, dagger".
            QStringList ids;
            for (const auto& entry : value.toArray()) {
                ids << entry.toObject().value(QString::fromStdString(field.fields.front().key)).toString();
            }
            if (!ids.isEmpty()) {
                parts << QStringLiteral("%1 %2").arg(QString::fromStdString(field.label),
                                                     ids.join(QStringLiteral(", ")));
            }
        }
    }
    return parts;
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
    std::map<QString, std::vector<engine::SheetField>> fieldsByRuleset;
    for (const store::Character& character : characters.value()) {
        overview.characters.push_back({character.name, character.kind == store::CharacterKind::Pc,
                                       summaryOf(character, fieldsByRuleset), character.notes});
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
