// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dbu/DbuCommands.h"
#include "dbu/DbuSettings.h"
#include "dice/DiceSource.h"
#include "rules/EventSink.h"

#include <string>
#include <vector>

namespace scouter::engine::dbu {

// What the DBU rules need while they turn one command into events.
class DbuContext {
public:
    DbuContext(EventSink& sink, DiceSource& dice, const DbuSettings& settings)
        : m_sink(sink), m_dice(dice), m_settings(settings) {}

    [[nodiscard]] const EncounterState& state() const { return m_sink.state(); }
    [[nodiscard]] const DbuSettings& settings() const { return m_settings; }
    void emit(Event event) { m_sink.emit(std::move(event)); }

    [[nodiscard]] const Combatant& combatant(const std::string& id) const;
    [[nodiscard]] int roll(int sides, std::vector<int>& faces);
    // A solid roll of `count` dice scaled by a tier, the way diceTierScaling says; returns the natural result.
    [[nodiscard]] int rollScaled(int count, int sides, int tier, std::vector<int>& faces);

private:
    EventSink& m_sink;
    DiceSource& m_dice;
    const DbuSettings& m_settings;
};

// The context of one command of type T: its handler reads the command's own fields.
template <class T> class DbuCall : public DbuContext {
public:
    DbuCall(const DbuContext& context, const T& command) : DbuContext(context), m_command(command) {}
    [[nodiscard]] const T& command() const { return m_command; }

private:
    const T& m_command;
};

} // namespace scouter::engine::dbu
