#pragma once

#include "events/Event.h"
#include "model/EncounterState.h"

#include <QString>
#include <QStringList>

namespace scouter::ui {

// One event in the words an ARC reads at the table ("Saibaman 2: Life 60 → 36"), and who it is
// about, for the log and its filter. `before` is the state just before the event, so changes
// can show where a value came from.
class EventNarrator {
public:
    struct Line {
        QString text;
        QStringList who; // combatant ids the event is about (a slot's members for turn events)
    };

    [[nodiscard]] static Line narrate(const engine::Event& event, const engine::EncounterState& before);
    // "until the end of Goku's next turn", "for 2 Combat Rounds"-style words for a duration.
    [[nodiscard]] static QString duration(const engine::Duration& until, const engine::EncounterState& state);
    // A combatant's or a slot's name as the board shows it.
    [[nodiscard]] static QString name(const std::string& id, const engine::EncounterState& state);
    // "blitz" → "Blitz", "power-up" → "Power Up".
    [[nodiscard]] static QString title(const std::string& kebab);
};

} // namespace scouter::ui
