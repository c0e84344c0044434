// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "EncounterRepository.h"
#include "rules/Terms.h"

#include <QAbstractTableModel>

#include <map>

namespace scouter::ui {

// The encounters that were played, newest first: date, title, participants, length, outcome. The
// encounters are of several rulesets, so each says its length in its own ruleset's rounds ("2 Combat
// Rounds"), and one whose rules count no rounds (a clock of ticks) says none.
class ReviewListModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { Date, Title, Participants, Rounds, Outcome, ColumnCount };
    enum Role {
        IdRole = Qt::UserRole + 1, // qint64
        ParticipantsRole,          // QStringList of names
        SortRole,                  // the date as a date, the rounds as a number
    };

    explicit ReviewListModel(QObject* parent = nullptr);

    void setEncounters(std::vector<store::PlayedEncounter> encounters);

    [[nodiscard]] int rowCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role = Qt::DisplayRole) const override;
    // Every participant name of every encounter, sorted, for the filter by character.
    [[nodiscard]] QStringList characters() const;

private:
    std::vector<store::PlayedEncounter> m_encounters;
    std::map<QString, engine::Terms> m_terms; // by ruleset name
};

} // namespace scouter::ui
