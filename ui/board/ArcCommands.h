// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/CommandForm.h"
#include "rules/Description.h"

#include <QList>
#include <QObject>
#include <QString>

#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

class QAction;
class QMenu;
class QWidget;

namespace scouter::ui {

class EncounterController;

// The ARC's own commands (end the fight, skip a turn, remove a combatant, change sides) as menu
// entries, built from the ruleset's description (Ruleset::arcCommands): one entry per command, a
// submenu when it has choices, each with the description's shortcut. They act on the combatant
// the ARC picked (a Pair: the picked one and another, listed), go through the controller (so Undo
// takes them back), and are disabled with the engine's refusal as their tooltip when the rules do
// not allow them now. A submenu's entries are judged when it opens (or is asked for), not at each
// change of state: a Pair lists every other combatant, and a choice may be costly to judge (letting
// a day pass plays 14,400 rounds), so a board of 200 follows a command without them. Choices
// the description says are judged alike (CommandDescription::judgedAlike: a round, a minute, a day)
// take the first one's verdict, so opening "Let time pass" costs one probe of a round (tests/bench/ui
// ArcMenuBench: 1 ms on a board of 200 instead of 4.8 s).
class ArcCommands : public QObject {
    Q_OBJECT

public:
    // `host` takes the shortcuts and is where a submenu pops up when its shortcut is pressed.
    ArcCommands(EncounterController& controller, QWidget* host);
    ~ArcCommands() override;

    // For the Encounter menu and the board's context menu, in the description's order.
    [[nodiscard]] QList<QAction*> actions() const;
    // The entry that sends `type` with `choice` (and, for a Pair, `other` as the second one);
    // nullptr when there is none.
    // Judges its submenu first.
    [[nodiscard]] QAction* action(const QString& type, const QString& choice = {}, const QString& other = {});

private:
    struct Entry {
        engine::CommandDescription description;
        QAction* action = nullptr; // the command itself, or its submenu's action
        QMenu* menu = nullptr;     // the choices, when it has some
        bool judged = false;       // the submenu's entries were judged since the last change
    };
    // What refresh() judged the entries for: a command announces a new pick and a new state one
    // after the other, and the second finds nothing to judge again. A review's step is part of the
    // state shown, so entering and leaving one is a change too.
    struct JudgedFor {
        std::pair<std::uint64_t, std::uint64_t> shown; // EncounterController::shownRevision
        QString picked;
        friend bool operator==(const JudgedFor&, const JudgedFor&) = default;
    };

    void refresh();
    void judge(Entry& entry);
    void fillPair(Entry& entry);
    [[nodiscard]] engine::CommandForm command(const engine::CommandDescription& description, const QString& choice,
                                              const QString& other) const;
    void bind(QAction* action, const engine::CommandDescription& description, const QString& choice,
              const QString& other);
    void popUp(QMenu* menu);

    EncounterController& m_controller;
    QWidget* m_host;
    std::vector<Entry> m_entries;
    std::optional<JudgedFor> m_judgedFor;
};

} // namespace scouter::ui
