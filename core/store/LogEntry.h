// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "EventNarrator.h"
#include "RuleWords.h"

#include "rules/Ruleset.h"

#include <vector>

namespace scouter::store {

// One command of an encounter's log as the table reads it: "Round 2 · Ash: Attack → Fighter 2,
// 2 Actions, 24 Mana", and each of its events in words. Built by walking the log in order.
struct LogEntry {
    int round = 0; // the round the command was given in (0 before the start)
    // When it was given, as its ruleset counts time ("Round 2", "Tick 13", "Before the fight"); for
    // a command that moved the clock, where the clock went, as its label says. The log's lines, the
    // exports' sections, the review and `search` name it so.
    engine::Moment moment;
    QString label;  // "Ash: Attack → Fighter 2"
    QString detail; // the label with its costs: "Ash: Attack → Fighter 2, 2 Actions, 24 Mana"
    QString title;  // the label after its moment: "Round 2 · Ash: Attack → Fighter 2", "Tick 13"
    QString text;   // the detail after its moment: "Round 2 · Ash: Attack → ..."
    QStringList who;
    QStringList kinds; // every kind of its events (EventNarrator::kindOf), for the log's filter
    // Its events in words, under the label; none when its one event's words are the label itself
    // (a ruleset's own sentence heads the command already).
    std::vector<EventNarrator::Line> lines;

    // Describes `group` against `running`, the state just before it, and moves `running` past it.
    // Its events name it (EventNarrator::label), never a label stored with it, so the live log and
    // the same encounter reopened read alike.
    [[nodiscard]] static LogEntry describe(const engine::CommandGroup& group, engine::EncounterState& running,
                                           const engine::Ruleset& rules, const RuleWords& words);
};

} // namespace scouter::store
