#pragma once

#include "dice/DiceSource.h"
#include "events/Event.h"
#include "model/EncounterState.h"
#include "rules/Command.h"
#include "rules/Description.h"
#include "rules/EventSink.h"
#include "rules/RulesetOptions.h"

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

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

    // What the rest of Scouter builds its screens from (rules/Description.h).
    // Every maneuver as `who` may use it now: bounds follow the actor's Tier and pools. For an id
    // that is not in `state`, the catalogue at its widest bounds. In the catalogue's order.
    [[nodiscard]] virtual std::vector<ManeuverDescription> maneuvers(const EncounterState& state,
                                                                     std::string_view who) const;
    [[nodiscard]] virtual std::vector<ConditionDescription> conditions() const;
    [[nodiscard]] virtual std::vector<CommandDescription> arcCommands() const;
    // What changes `who`'s rolls against `target` now, in words ("Strike +6 (Rapid Movement)").
    [[nodiscard]] virtual std::vector<std::string> rollNotes(const EncounterState& state, std::string_view who,
                                                             std::string_view target) const;
    // The values `setInitiative` takes for `slot` now, inclusive: as the die face (`roll`) or as
    // the final value. Anything outside is refused with the range in the message.
    [[nodiscard]] virtual std::pair<int, int> initiativeRange(const EncounterState& state, std::string_view slot,
                                                              bool roll) const;
};

} // namespace scouter::engine
