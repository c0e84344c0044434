// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "CampaignOverview.h"

#include <QAbstractItemModel>

namespace scouter::ui {

// The open campaign as a read-only tree: three sections (Characters, NPC groups, Encounters),
// each holding one row per record, with a name column and a details column.
class CampaignModel : public QAbstractItemModel {
    Q_OBJECT

public:
    enum class Section { Characters, Groups, Encounters };
    enum class Column { Name, Details };
    static constexpr int kSectionCount = 3;
    static constexpr int kColumnCount = 2;
    // On encounter rows: the stored encounter's id (qint64) and its CampaignOverview::EncounterState (int).
    static constexpr int EncounterIdRole = Qt::UserRole + 1;
    static constexpr int EncounterStateRole = Qt::UserRole + 2;

    explicit CampaignModel(CampaignOverview overview, QObject* parent = nullptr);

    [[nodiscard]] const CampaignOverview& overview() const { return m_overview; }
    // Shows a fresh read of the campaign (after an encounter was played, say).
    void setOverview(CampaignOverview overview);
    // The index of a section's row, for views that want to expand or select it.
    [[nodiscard]] QModelIndex sectionIndex(Section section) const;

    [[nodiscard]] QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    [[nodiscard]] QModelIndex parent(const QModelIndex& child) const override;
    [[nodiscard]] int rowCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role = Qt::DisplayRole) const override;
    [[nodiscard]] Qt::ItemFlags flags(const QModelIndex& index) const override;

private:
    [[nodiscard]] int recordCount(Section section) const;
    [[nodiscard]] QVariant sectionData(Section section, Column column, int role) const;
    [[nodiscard]] QVariant characterData(const CampaignOverview::Character& character, Column column, int role) const;
    [[nodiscard]] QVariant groupData(const CampaignOverview::Group& group, Column column, int role) const;
    [[nodiscard]] QVariant encounterData(const CampaignOverview::Encounter& encounter, Column column, int role) const;

    CampaignOverview m_overview;
};

} // namespace scouter::ui
