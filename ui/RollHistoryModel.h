// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractTableModel>
#include <QDateTime>
#include <QString>

#include <vector>

namespace scouter::ui {

// The rolls made this session, oldest first, so the newest is at the bottom where the eye
// lands after a roll. Rows are only ever appended or cleared all at once.
class RollHistoryModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum class Column { Time, Expression, Tier, Faces, Total };
    static constexpr int kColumnCount = 5;

    struct Entry {
        QDateTime time;
        QString expression; // canonical form, e.g. "solid 2d10(T)+3"
        int tier = 1;
        int baseTier = 1;
        QString tierWord = QStringLiteral("Tier"); // what (T) was called then; empty: rolled without Tiers
        QString faces;                             // one line for every term, see describeFaces()
        int natural = 0;
        int total = 0;
    };

    explicit RollHistoryModel(QObject* parent = nullptr);

    [[nodiscard]] int rowCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role = Qt::DisplayRole) const override;

    // The Tier column's header, in the open encounter's words ("Tier").
    void setTierWord(const QString& word);
    void append(Entry entry);
    void clear();

    [[nodiscard]] const Entry& entry(int row) const { return m_entries.at(static_cast<std::size_t>(row)); }
    [[nodiscard]] bool isEmpty() const { return m_entries.empty(); }

private:
    std::vector<Entry> m_entries;
    QString m_tierWord = QStringLiteral("Tier");
};

} // namespace scouter::ui
