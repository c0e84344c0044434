// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "EncounterMap.h"
#include "Records.h"

#include <QHash>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace scouter::store {

// The `scouter-export/2` document: characters, NPC groups and whole encounters, each encounter
// with its map (the image's bytes in base64) and the players' screen choices. Inside a file,
// records refer to characters by the file's own "id" numbers; an import gives them new ones.
// Files of `scouter-export/1` (before maps) still import: they have neither.
inline constexpr auto kExportFormat = "scouter-export/2";
inline constexpr auto kExportFormatV1 = "scouter-export/1";

struct ImportedEncounter {
    EncounterRecord record; // participants' characterId are file ids
    std::vector<StoredCommand> log;
    std::optional<EncounterMap> map;
    QHash<QString, QString> playerView; // combatant -> "reveal" | "hide"
};

// What a valid file holds, ready to write. Character ids are still the file's.
struct ImportPlan {
    std::vector<Character> characters;
    std::vector<NpcGroup> groups;
    std::vector<ImportedEncounter> encounters;
};

struct ImportSummary {
    int characters = 0;
    int groups = 0;
    int encounters = 0;
};

// The words of the format: the rulesets are the registry's (CharacterSheet::registry), each
// with its own stats and options.
class ExportVocabulary {
public:
    // Every ruleset this build plays or names (a planned one's records are kept as given).
    [[nodiscard]] static QStringList rulesets();
    // An option's value as the ruleset reads it (engine::ScenarioLoader::optionText): text as it
    // is, anything else as its JSON ("true", "3"); nothing for a missing one.
    [[nodiscard]] static QString optionText(const QJsonValue& value);
    [[nodiscard]] static QStringList outcomes() {
        return {QStringLiteral("victory"), QStringLiteral("ceasefire"), QStringLiteral("escape")};
    }
};

} // namespace scouter::store
