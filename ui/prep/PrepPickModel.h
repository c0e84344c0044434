// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "EncounterDraft.h"
#include "Records.h"

#include <QAbstractTableModel>

#include <vector>

namespace scouter::ui {

// Who takes part in a new encounter: every character and NPC group of the library, a row each,
// ticked to take part, with the side it fights on and whether it starts surprised. PCs are
// ticked, on the heroes' side, from the start; NPCs and groups are the opponents until changed.
class PrepPickModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { Name, MadeOf, Side, Surprised, ColumnCount };
    enum Role { SourceRole = Qt::UserRole + 1, IdRole };

    explicit PrepPickModel(QObject* parent = nullptr);

    // `madeOf` describes each group ("4 × Fighter"), in the order of `groups`.
    void setLibrary(const std::vector<store::Character>& characters, const std::vector<store::NpcGroup>& groups,
                    const QStringList& madeOf);
    // What the ruleset calls a combatant surprised at the start, and what that does (Terms::surprised).
    void setSurprise(const QString& label, const QString& help);
    // The ticked rows, characters first, in the order shown.
    [[nodiscard]] std::vector<store::DraftPick> picks() const;
    // The row of a character or a group, for tests and keyboard users.
    [[nodiscard]] QModelIndex indexOf(store::DraftPick::Source source, qint64 id, int column = Name) const;

    [[nodiscard]] int rowCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;
    [[nodiscard]] Qt::ItemFlags flags(const QModelIndex& index) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    struct Row {
        store::DraftPick pick;
        QString name;
        QString madeOf;
        bool taken = false;
    };
    std::vector<Row> m_rows;
    QString m_surprised = tr("Surprised");
    QString m_surprisedHelp;
};

} // namespace scouter::ui
