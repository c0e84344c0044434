// SPDX-License-Identifier: GPL-3.0-or-later
#include "review/ReviewListModel.h"

#include "CharacterSheet.h"
#include "rules/RulesetRegistry.h"

#include <QLocale>

namespace scouter::ui {

ReviewListModel::ReviewListModel(QObject* parent) : QAbstractTableModel(parent) {}

void ReviewListModel::setEncounters(std::vector<store::PlayedEncounter> encounters) {
    beginResetModel();
    m_encounters = std::move(encounters);
    for (const auto& played : m_encounters) {
        const QString& ruleset = played.summary.encounter.ruleset;
        if (!m_terms.contains(ruleset)) {
            auto made = store::CharacterSheet::registry().create(ruleset.toStdString(), {});
            const auto* rules = std::get_if<std::unique_ptr<engine::Ruleset>>(&made);
            m_terms[ruleset] = rules != nullptr ? (*rules)->terms() : engine::Terms{};
        }
    }
    endResetModel();
}

int ReviewListModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_encounters.size());
}

int ReviewListModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ReviewListModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) {
        return {};
    }
    const store::PlayedEncounter& played = m_encounters[static_cast<std::size_t>(index.row())];
    const store::EncounterRecord& record = played.summary.encounter;
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case Date:
            return QLocale().toString(record.createdAt.toLocalTime(), QLocale::ShortFormat);
        case Title:
            return record.title.isEmpty() ? tr("Encounter %1").arg(record.id) : record.title;
        case Participants:
            return played.participants.join(QStringLiteral(", "));
        case Rounds: {
            const auto terms = m_terms.find(record.ruleset);
            const QString round =
                terms != m_terms.end() ? QString::fromStdString(terms->second.round) : QStringLiteral("round");
            if (round.isEmpty()) {
                return QStringLiteral("–");
            }
            return tr("%1 %2").arg(played.rounds).arg(played.rounds == 1 ? round : round + QStringLiteral("s"));
        }
        case Outcome:
            return record.endedAt ? record.outcome : tr("not ended");
        default:
            return {};
        }
    case Qt::ToolTipRole:
        return index.column() == Participants ? played.participants.join(QLatin1Char('\n')) : QVariant();
    case IdRole:
        return record.id;
    case ParticipantsRole:
        return played.participants;
    case SortRole:
        return index.column() == Date     ? QVariant(record.createdAt)
               : index.column() == Rounds ? QVariant(played.rounds)
                                          : data(index, Qt::DisplayRole);
    case Qt::TextAlignmentRole:
        return index.column() == Rounds ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    default:
        return {};
    }
}

QVariant ReviewListModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return {};
    }
    switch (section) {
    case Date:
        return tr("Date");
    case Title:
        return tr("Encounter");
    case Participants:
        return tr("Participants");
    case Rounds:
        return tr("Length");
    case Outcome:
        return tr("Outcome");
    default:
        return {};
    }
}

QStringList ReviewListModel::characters() const {
    QStringList names;
    for (const auto& played : m_encounters) {
        for (const auto& name : played.participants) {
            if (!names.contains(name)) {
                names.append(name);
            }
        }
    }
    names.sort(Qt::CaseInsensitive);
    return names;
}

} // namespace scouter::ui
