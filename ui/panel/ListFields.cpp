// SPDX-License-Identifier: GPL-3.0-or-later
#include "panel/ListFields.h"
#include "StdText.h"

#include <QCoreApplication>
#include <QGridLayout>
#include <QLabel>
#include <QListWidget>
#include <QSignalBlocker>
#include <QSpinBox>

#include <algorithm>

namespace scouter::ui {

namespace {

// The hits of an area attack and its targets are picked in short lists: a few combatants each.
constexpr int kIdsRowsShown = 4;
// How far a number lets the table type beyond the rules' bound (as ManeuverForm's): the number is
// kept and refused with the bound, instead of being cut to fit.
constexpr int kRecordTypingRoom = 99999;

QString listWords(const char* text) {
    return QCoreApplication::translate("scouter::ui::ListFields", text);
}

} // namespace

QListWidget* ListFields::makeIds(const engine::InputDescription& input, QWidget* parent) {
    auto* list = new QListWidget(parent);
    list->setAccessibleName(q(input.label));
    for (const auto& choice : input.choices) {
        auto* item = new QListWidgetItem(q(choice.label), list);
        item->setData(Qt::UserRole, q(choice.id));
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Unchecked);
    }
    const int shown = std::clamp(static_cast<int>(input.choices.size()), 1, kIdsRowsShown);
    list->setMaximumHeight(list->sizeHintForRow(0) * shown + 2 * list->frameWidth());
    return list;
}

std::vector<std::string> ListFields::picked(const QListWidget& list) {
    std::vector<std::string> out;
    for (int i = 0; i < list.count(); ++i) {
        if (list.item(i)->checkState() == Qt::Checked) {
            out.push_back(list.item(i)->data(Qt::UserRole).toString().toStdString());
        }
    }
    return out;
}

void ListFields::setPicked(QListWidget& list, const std::vector<std::string>& ids) {
    const QSignalBlocker quiet(&list);
    for (int i = 0; i < list.count(); ++i) {
        const std::string id = list.item(i)->data(Qt::UserRole).toString().toStdString();
        const bool picked = std::find(ids.begin(), ids.end(), id) != ids.end();
        list.item(i)->setCheckState(picked ? Qt::Checked : Qt::Unchecked);
    }
}

bool ListFields::anyPicked(const QListWidget& list) {
    for (int i = 0; i < list.count(); ++i) {
        if (list.item(i)->checkState() == Qt::Checked) {
            return true;
        }
    }
    return false;
}

QGridLayout* ListFields::makeRecords(const engine::InputDescription& input, QWidget* parent, const QString& name,
                                     std::vector<QSpinBox*>& cells) {
    auto* grid = new QGridLayout;
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setHorizontalSpacing(4);
    const auto& columns = input.choices;
    for (std::size_t c = 0; c < columns.size(); ++c) {
        grid->addWidget(new QLabel(q(columns[c].label), parent), 0, static_cast<int>(c) + 1);
    }
    for (int r = 0; r < input.rows; ++r) {
        grid->addWidget(new QLabel(QString::number(r + 1), parent), r + 1, 0);
        for (std::size_t c = 0; c < columns.size(); ++c) {
            auto* box = new QSpinBox(parent);
            box->setRange(std::min(input.minimum, 0), std::max(input.maximum, kRecordTypingRoom));
            box->setValue(input.initial);
            box->setAccessibleName(listWords("%1 %2, %3").arg(q(input.label)).arg(r + 1).arg(q(columns[c].label)));
            QString column = q(columns[c].id);
            if (!column.isEmpty()) {
                column[0] = column[0].toUpper();
            }
            box->setObjectName(name + QString::number(r + 1) + column);
            grid->addWidget(box, r + 1, static_cast<int>(c) + 1);
            cells.push_back(box);
        }
    }
    return grid;
}

std::vector<std::vector<int>> ListFields::values(const engine::InputDescription& input,
                                                 const std::vector<QSpinBox*>& cells) {
    const std::size_t columns = std::max<std::size_t>(input.choices.size(), 1);
    std::vector<std::vector<int>> out;
    for (std::size_t at = 0; at < cells.size(); ++at) {
        if (at % columns == 0) {
            out.emplace_back();
        }
        out.back().push_back(cells[at]->value());
    }
    return out;
}

QString ListFields::problem(const engine::InputDescription& input, const std::vector<QSpinBox*>& cells) {
    const std::size_t columns = std::max<std::size_t>(input.choices.size(), 1);
    for (std::size_t at = 0; at < cells.size(); ++at) {
        const int value = cells[at]->value();
        if (value < input.minimum || value > input.maximum) {
            return listWords("%1 %2, %3: %4 is not allowed: from %5 to %6")
                .arg(q(input.label))
                .arg(at / columns + 1)
                .arg(at % columns < input.choices.size() ? q(input.choices[at % columns].label) : QString())
                .arg(value)
                .arg(input.minimum)
                .arg(input.maximum);
        }
    }
    return {};
}

} // namespace scouter::ui
