// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dice/DiceSource.h"
#include "fatewalker/FwSettings.h"
#include "fatewalker/FwState.h"
#include "rules/EventSink.h"

#include <optional>
#include <string>
#include <vector>

namespace scouter::engine::fatewalker {

// One command being handled: the state as the events so far left it, the dice, the options.
// Handlers check everything first and only then roll and emit, so a refusal changes nothing.
class FwContext {
public:
    FwContext(EventSink& sink, DiceSource& dice, const FwSettings& settings)
        : m_sink(sink), m_dice(dice), m_settings(settings) {}
    [[nodiscard]] const EncounterState& state() const { return m_sink.state(); }
    [[nodiscard]] const FwState& rules() const;
    [[nodiscard]] const Fighter& fighter(const std::string& id) const;
    [[nodiscard]] const FwSettings& settings() const { return m_settings; }
    [[nodiscard]] int now() const;
    [[nodiscard]] std::string nameOf(const std::string& id) const;
    void emit(Event event) { m_sink.emit(std::move(event)); }
    [[nodiscard]] EventSink& sink() { return m_sink; }
    [[nodiscard]] DiceSource& dice() { return m_dice; }
    // Successes of a roll (section 4): `successes` as given, or `pool` d10 faces from the dice
    // counted against `tn` (below it, or at or below under `successes: at-or-below`, R-1).
    // The faces successes() and extraSuccesses() rolled since successes() was last asked.
    [[nodiscard]] const std::vector<int>& rolledFaces() const { return m_faces; }
    [[nodiscard]] int successes(const std::optional<int>& pool, const std::optional<int>& tn,
                                const std::optional<int>& given);
    // Faces of `count` more dice counted against `tn` (Footwork dice rolled after the pool).
    [[nodiscard]] int extraSuccesses(int count, int tn);

private:
    EventSink& m_sink;
    DiceSource& m_dice;
    std::vector<int> m_faces; // rolled since the last successes()
    const FwSettings& m_settings;
};

// The context of one command of type T: its handler reads the command's own fields.
template <class T> class FwCall : public FwContext {
public:
    FwCall(const T& command, EventSink& sink, DiceSource& dice, const FwSettings& settings)
        : FwContext(sink, dice, settings), m_command(command) {}
    [[nodiscard]] const T& command() const { return m_command; }

private:
    const T& m_command;
};

} // namespace scouter::engine::fatewalker
