// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/Description.h"

#include <QString>

#include <string>
#include <vector>

class QGridLayout;
class QListWidget;
class QSpinBox;
class QWidget;

namespace scouter::ui {

// The fields of ManeuverForm that hold several values: combatants ticked in a list
// (InputKind::Ids, an area attack's targets) and a table of numbers (InputKind::Records, a contest's
// three sets). Made, read and checked here; the form connects them and sends what they hold.
class ListFields {
public:
    // A list of the input's choices, each with a check box, a few rows high.
    [[nodiscard]] static QListWidget* makeIds(const engine::InputDescription& input, QWidget* parent);
    // The ids ticked, in the list's order.
    [[nodiscard]] static std::vector<std::string> picked(const QListWidget& list);
    [[nodiscard]] static bool anyPicked(const QListWidget& list);
    // Ticks exactly `ids` (an area's occupants), as one change.
    static void setPicked(QListWidget& list, const std::vector<std::string>& ids);

    // One line per record, one column per number its `choices` name, headed by their labels; the
    // spin boxes go to `cells` row by row, named `name` + row (from 1) + the number's key.
    [[nodiscard]] static QGridLayout* makeRecords(const engine::InputDescription& input, QWidget* parent,
                                                  const QString& name, std::vector<QSpinBox*>& cells);
    // `cells` as rows of numbers.
    [[nodiscard]] static std::vector<std::vector<int>> values(const engine::InputDescription& input,
                                                              const std::vector<QSpinBox*>& cells);
    // The first number outside the input's bounds, named by its row and column; empty when none.
    [[nodiscard]] static QString problem(const engine::InputDescription& input, const std::vector<QSpinBox*>& cells);
};

} // namespace scouter::ui
