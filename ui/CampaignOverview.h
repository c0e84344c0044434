// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Result.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace scouter::store {
class Database;
} // namespace scouter::store

namespace scouter::ui {

// What the Campaign dock lists, read from the repositories once. A plain copy rather than live
// queries, so the model never touches the disk while the window is painting.
class CampaignOverview {
public:
    enum class EncounterState { Ready, Running, Ended };

    struct Character {
        QString name;
        bool pc = false;
        // The sheet's summary fields in its ruleset's words (SheetField::summary): "Health 120".
        QStringList summary;
        QString notes;
    };

    struct Group {
        QString name;
        int count = 0;
        QString notes;
    };

    struct Encounter {
        QString title;
        EncounterState state = EncounterState::Ready;
        qint64 commands = 0;
        int gridWidth = 0;
        int gridHeight = 0;
        QString outcome;
        qint64 id = 0; // the stored encounter's id, to open it
    };

    // Reads every character, NPC group and encounter of the open campaign.
    [[nodiscard]] static store::Result<CampaignOverview> read(store::Database& db);

    QString filePath;
    std::vector<Character> characters;
    std::vector<Group> groups;
    std::vector<Encounter> encounters;
};

} // namespace scouter::ui
