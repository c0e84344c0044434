#pragma once

#include "dbu/DbuSettings.h"
#include "dice/DiceSource.h"
#include "rules/Command.h"
#include "rules/EventSink.h"

#include <string>
#include <vector>

namespace scouter::engine::dbu {

// What the DBU rules need while they turn one command into events.
class DbuContext {
public:
    DbuContext(const Command& command, EventSink& sink, DiceSource& dice, const DbuSettings& settings)
        : m_command(command), m_sink(sink), m_dice(dice), m_settings(settings) {}

    [[nodiscard]] const EncounterState& state() const { return m_sink.state(); }
    [[nodiscard]] const Command& command() const { return m_command; }
    [[nodiscard]] const DbuSettings& settings() const { return m_settings; }
    void emit(Event event) { m_sink.emit(std::move(event)); }

    [[nodiscard]] const Combatant& combatant(const std::string& id) const;
    [[nodiscard]] int roll(int sides, std::vector<int>& faces);
    // A solid roll of `count` dice scaled by a tier, the way diceTierScaling says; returns the natural result.
    [[nodiscard]] int rollScaled(int count, int sides, int tier, std::vector<int>& faces);

private:
    const Command& m_command;
    EventSink& m_sink;
    DiceSource& m_dice;
    const DbuSettings& m_settings;
};

} // namespace scouter::engine::dbu
