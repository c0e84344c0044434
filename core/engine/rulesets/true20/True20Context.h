// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dice/DiceSource.h"
#include "rules/EventSink.h"
#include "true20/Scores.h"
#include "true20/True20Commands.h"
#include "true20/True20Settings.h"
#include "true20/True20State.h"

#include <optional>
#include <string>
#include <string_view>

namespace scouter::engine::true20 {

// One command being handled: the state as the events so far left it, the dice, the options.
// Handlers check everything first and only then emit, so a refusal changes nothing.
class True20Context {
public:
    True20Context(std::string_view command, EventSink& sink, DiceSource& dice, const True20Settings& settings)
        : m_command(command), m_sink(sink), m_dice(dice), m_settings(settings) {}

    [[nodiscard]] const EncounterState& state() const { return m_sink.state(); }
    [[nodiscard]] const True20State& rules() const;
    [[nodiscard]] const True20Settings& settings() const { return m_settings; }
    [[nodiscard]] const Fighter& fighter(const std::string& id) const;
    [[nodiscard]] Scores scores(const Combatant& combatant) const;
    [[nodiscard]] std::string nameOf(const std::string& id) const;
    // Whose turn it is now: the combatant's slot is acting.
    [[nodiscard]] bool inTurn(const Combatant& combatant) const;
    [[nodiscard]] bool playing() const { return state().started && !state().ended; }

    // The die face: the one entered, else a d20 from the dice.
    [[nodiscard]] int d20(std::optional<int> entered) { return entered ? *entered : m_dice.roll(20); }
    [[nodiscard]] int d20() { return m_dice.roll(20); }
    // Emits, letting an open critical threat lapse first unless this command confirms it.
    void emit(Event event);

private:
    std::string_view m_command; // its name
    EventSink& m_sink;
    DiceSource& m_dice;
    const True20Settings& m_settings;
    bool m_lapsed = false;
};

// The context of one command of type T: its handler reads the command's own fields.
template <class T> class True20Call : public True20Context {
public:
    True20Call(const T& command, EventSink& sink, DiceSource& dice, const True20Settings& settings)
        : True20Context(T::kName, sink, dice, settings), m_command(command) {}
    [[nodiscard]] const T& command() const { return m_command; }

private:
    const T& m_command;
};

} // namespace scouter::engine::true20
