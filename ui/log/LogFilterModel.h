// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSortFilterProxyModel>

namespace scouter::ui {

// Keeps the log's commands that concern one combatant (all of them when none is chosen), with
// every event of a kept command, so a filtered line still reads in context.
class LogFilterModel : public QSortFilterProxyModel {
    Q_OBJECT

public:
    explicit LogFilterModel(QObject* parent = nullptr);
    void setCombatant(const QString& id);
    [[nodiscard]] const QString& combatant() const { return m_combatant; }
    // Keeps only the events of one kind (EventNarrator::kindOf), and the commands that have some.
    void setKind(const QString& kind);
    [[nodiscard]] const QString& kind() const { return m_kind; }
    [[nodiscard]] bool hasChildren(const QModelIndex& parent = QModelIndex()) const override;

protected:
    [[nodiscard]] bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;

private:
    QString m_combatant;
    QString m_kind;
};

} // namespace scouter::ui
