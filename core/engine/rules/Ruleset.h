#pragma once

#include "dice/DiceSource.h"
#include "events/Event.h"
#include "model/EncounterState.h"
#include "rules/Command.h"
#include "rules/EventSink.h"
#include "rules/RulesetOptions.h"

#include <optional>
#include <string>
#include <string_view>

namespace scouter::engine {

// A game system's combat rules, plugged into the engine by name. It validates a command
// against the state and either refuses it (returning the message, emitting nothing) or turns
// it into events through the sink.
class Ruleset {
public:
    virtual ~Ruleset() = default;
    [[nodiscard]] virtual std::string_view name() const = 0;
    [[nodiscard]] virtual const RulesetOptions& options() const = 0;
    [[nodiscard]] virtual std::optional<std::string> handle(const Command& command, EventSink& sink,
                                                            DiceSource& dice) const = 0;
    // How this ruleset's events change the state; the shared reducer unless a system needs more.
    virtual void apply(EncounterState& state, const Event& event) const;
};

} // namespace scouter::engine
