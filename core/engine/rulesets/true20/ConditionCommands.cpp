// SPDX-License-Identifier: GPL-3.0-or-later
#include "events/RulesetEventOf.h"
#include "model/Duration.h"
#include "true20/Commands.h"
#include "true20/DamageTrack.h"
#include "true20/True20Events.h"

#include <fmt/format.h>

// The neutral condition command as True20 reads it (docs/rules/true20.md, "Conditions by hand"):
// of its conditions only Off-guard has a duration of its own in the rules («-2 to DEFENSE & lose
// DODGE / PARRY for one round», C6); the others follow the damage tracks, the budget or the Recovery
// Checks, so the ARC sets them with a save, not by hand.
namespace scouter::engine::true20::commands {

namespace {

constexpr std::string_view kOffGuard = "off-guard";
// [INTERP] The rules time Off-guard in rounds; the ARC may give up to a minute (10 rounds, the
// spacing of the rules' next timer) before it has to be given again.
constexpr int kMostRounds = 10;

// When an Off-guard given now ends, or the refusal in `refusal`.
std::optional<ConditionChanged> timed(const True20Context& context, const std::string& until, Result& refusal) {
    const EncounterState& state = context.state();
    ConditionChanged changed;
    if (until.empty()) {
        return changed; // until removed
    }
    const auto spec = parseDurationSpec(until);
    if (!spec) {
        refusal = fmt::format("Refused: unknown duration '{}'", until);
        return std::nullopt;
    }
    switch (spec->kind) {
    case DurationSpecKind::Manual:
        return changed;
    case DurationSpecKind::Rounds:
        if (spec->rounds < 1 || spec->rounds > kMostRounds) {
            refusal = fmt::format("Refused: Off-guard lasts 1 to {} rounds, not {}", kMostRounds, spec->rounds);
            return std::nullopt;
        }
        // "For one round": to the end of the turn in progress, that many rounds on (as a state's).
        changed.anchor = state.current;
        changed.endRound = state.round + spec->rounds;
        return changed;
    case DurationSpecKind::EndOfNextTurn: {
        const Combatant* member = state.find(spec->who);
        const std::string slotId = member != nullptr ? member->slot : spec->who;
        const Slot* slot = state.findSlot(slotId);
        if (slot == nullptr || !slot->active) {
            refusal = fmt::format("Refused: '{}' is no one's turn in this encounter", spec->who);
            return std::nullopt;
        }
        changed.anchor = slotId;
        const bool hadItsTurn = slot->actedThisRound || state.current == slotId;
        changed.endRound = state.round + (hadItsTurn ? 1 : 0);
        return changed;
    }
    case DurationSpecKind::StartOfNextTurn:
    case DurationSpecKind::EndOfRound:
        break;
    }
    refusal = "Refused: Off-guard lasts «for one round» (C6): True20 ends it at the end of a turn, so give it "
              "rounds, the end of someone's next turn, or until removed";
    return std::nullopt;
}

} // namespace

Result condition(True20Call<engine::commands::Condition>& context) {
    if (auto refusal = needsPlay(context)) {
        return refusal;
    }
    const auto& command = context.command();
    Result refusal;
    if (combatantNamed(context, command.who, refusal) == nullptr) {
        return refusal;
    }
    if (command.add.empty() == command.remove.empty()) {
        return std::string("Refused: a condition command either adds or removes one condition");
    }
    const std::string& name = command.add.empty() ? command.remove : command.add;
    if (name != kOffGuard) {
        return fmt::format("Refused: {} is not given by hand in True20: only Off-guard has a duration of its own "
                           "(«-2 to Defense & lose Dodge / Parry for one round», C6); the damage tracks' states come "
                           "from Toughness saves and go with Recovery Checks",
                           stateLabel(name));
    }
    const Fighter& fighter = context.fighter(command.who);
    if (fighter.dead) {
        return fmt::format("Refused: {} is dead", context.nameOf(command.who));
    }
    ConditionChanged changed;
    if (!command.remove.empty()) {
        if (!fighter.offGuard) {
            return fmt::format("Refused: {} is not Off-guard: there is nothing to remove", context.nameOf(command.who));
        }
        changed.added = false;
    } else {
        const auto given = timed(context, command.until, refusal);
        if (!given) {
            return refusal;
        }
        changed = *given;
    }
    changed.who = command.who;
    changed.condition = std::string(kOffGuard);
    context.emit(events::makeRulesetEvent(std::move(changed)));
    return std::nullopt;
}

} // namespace scouter::engine::true20::commands
