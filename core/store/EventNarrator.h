// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "events/Event.h"
#include "model/EncounterState.h"

#include <QString>
#include <QStringList>

namespace scouter::store {

class RuleWords;

// One event in the words an ARC reads at the table ("Fighter 2: Health 60 → 36"), and who it is
// about, for the log and its filter. `before` is the state just before the event, so changes
// can show where a value came from.
class EventNarrator {
public:
    struct Line {
        QString text;
        Line() = default;
        Line(QString words, QStringList about) : text(std::move(words)), who(std::move(about)) {}

        QStringList who; // combatant ids the event is about (a slot's members for turn events)
        QString kind;    // what kind of event it is, for the log's filter (see kindOf)
    };

    // Conditions, maneuvers, options and the ARC's choices in the ruleset's words (`rules`).
    [[nodiscard]] static Line narrate(const engine::Event& event, const engine::EncounterState& before,
                                      const RuleWords& rules);
    // "until the end of Ash's next turn", "for 2 rounds"-style words for a duration.
    [[nodiscard]] static QString duration(const engine::Duration& until, const engine::EncounterState& state);
    // A combatant's or a slot's name as the board shows it.
    [[nodiscard]] static QString name(const std::string& id, const engine::EncounterState& state);
    // The name owning something: "Ash's", "Fighters'" (engine::possessive); every "'s" after a
    // name on the screens and in the log is written with it.
    [[nodiscard]] static QString possessive(const QString& name);
    // "the opposed check" at the head of a line or a question: "The opposed check".
    [[nodiscard]] static QString capitalized(QString text);
    // The kinds the log filters by: "maneuvers", "life-ki", "conditions", "movement", "turns",
    // "decisions" and "other".
    [[nodiscard]] static QString kindOf(const engine::Event& event);
    // "sweep" → "Sweep", "side-step" → "Side Step".
    [[nodiscard]] static QString title(const std::string& kebab);
    // "setInitiative" → "Set initiative", "basic-attack" → "Basic attack": a command in a sentence.
    [[nodiscard]] static QString words(const std::string& type);
    // What a command group did and what came of it, as the log and the Edit menu head it, the same
    // live and after a reopen: "Ash: Attack → Fighter 2, hit, 12 damage (Prone)",
    // "Fighter 2: Damage 12", "Ash: Mana −10". `before` is the state just before the group.
    [[nodiscard]] static QString label(const engine::CommandGroup& group, const engine::EncounterState& before,
                                       const RuleWords& rules);
};

} // namespace scouter::store
