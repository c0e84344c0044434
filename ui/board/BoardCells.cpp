// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/BoardCells.h"
#include "StdText.h"

#include "rules/RulesetDescriptions.h"

namespace scouter::ui {

std::optional<BoardCells::Bar> BoardCells::firstBar(const engine::RulesetDescriptions& ruleset,
                                                    const engine::EncounterState& state, const std::string& who) {
    for (auto& column : ruleset.boardColumns()) {
        if (column.kind == engine::BoardColumn::Kind::Bar) {
            engine::BoardCell cell = ruleset.boardCell(state, who, column.id);
            return Bar{std::move(column), std::move(cell)};
        }
    }
    return std::nullopt;
}

QString BoardCells::summary(const engine::RulesetDescriptions& ruleset, const engine::EncounterState& state,
                            const std::string& who) {
    using Kind = engine::BoardColumn::Kind;
    QStringList bars;
    QStringList pips;
    QStringList rest;
    for (const auto& column : ruleset.boardColumns()) {
        const engine::BoardCell cell = ruleset.boardCell(state, who, column.id);
        switch (column.kind) {
        case Kind::Bar:
            bars.append(QStringLiteral("%1 %2").arg(
                q(column.label),
                cell.text.empty() ? QStringLiteral("%1/%2").arg(cell.value).arg(cell.maximum) : q(cell.text)));
            break;
        case Kind::Pips:
            pips.append(cell.text.empty() ? QStringLiteral("%1 %2").arg(q(column.label)).arg(cell.value)
                                          : q(cell.text));
            break;
        case Kind::Chips: {
            QStringList chips;
            for (const auto& chip : cell.chips) {
                chips.append(q(chip.text));
            }
            if (!chips.isEmpty()) {
                rest.append(QStringLiteral("%1: %2").arg(q(column.label), chips.join(QStringLiteral(", "))));
            }
            break;
        }
        case Kind::Text:
            if (!cell.text.empty()) {
                rest.append(QStringLiteral("%1: %2").arg(q(column.label), q(cell.text)));
            }
            break;
        }
    }
    QStringList lines;
    for (const QStringList* part : {&pips, &bars, &rest}) {
        if (!part->isEmpty()) {
            lines.append(part->join(QStringLiteral(" · ")));
        }
    }
    return lines.join(QLatin1Char('\n'));
}

BoardCells::Spent BoardCells::spent(const engine::RulesetDescriptions& ruleset, const engine::EncounterState& before,
                                    const engine::EncounterState& after, const std::string& who) {
    Spent out;
    for (const auto& column : ruleset.boardColumns()) {
        if (column.kind != engine::BoardColumn::Kind::Pips && column.kind != engine::BoardColumn::Kind::Bar) {
            continue;
        }
        const int spent =
            ruleset.boardCell(before, who, column.id).value - ruleset.boardCell(after, who, column.id).value;
        if (spent > 0) {
            (column.kind == engine::BoardColumn::Kind::Pips ? out.pips : out.bars)
                .append(QStringLiteral("%1 %2").arg(spent).arg(q(column.label)));
        }
    }
    return out;
}

} // namespace scouter::ui
