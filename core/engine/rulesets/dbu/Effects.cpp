// SPDX-License-Identifier: GPL-3.0-or-later
#include "dbu/Effects.h"
#include "dbu/DbuEvents.h"

#include <vector>

namespace scouter::engine::dbu {

namespace {
const std::string& slotIdOf(const DbuContext& context, const std::string& who) {
    if (const Combatant* combatant = context.state().find(who)) {
        return combatant->slot;
    }
    return who; // a group id names its slot directly
}

int turnsOf(const DbuContext& context, const std::string& slotId) {
    const Slot* slot = context.state().findSlot(slotId);
    return slot == nullptr ? 0 : slot->turnsStarted;
}
} // namespace

Duration Effects::startOfNextTurn(const DbuContext& context, const std::string& who) {
    // turnsStarted already counts a turn in progress, so +1 is "next" in every case of A6.1.
    const std::string& slot = slotIdOf(context, who);
    return Duration{DurationKind::StartOfTurn, slot, turnsOf(context, slot) + 1, 0};
}

Duration Effects::endOfNextTurn(const DbuContext& context, const std::string& who) {
    const std::string& slot = slotIdOf(context, who);
    return Duration{DurationKind::EndOfTurn, slot, turnsOf(context, slot) + 1, 0};
}

Duration Effects::endOfThisTurn(const DbuContext& context, const std::string& who) {
    const std::string& slot = slotIdOf(context, who);
    return Duration{DurationKind::EndOfTurn, slot, turnsOf(context, slot), 0};
}

Duration Effects::endOfRound(const DbuContext& context) {
    const EncounterState& state = context.state();
    return Duration{DurationKind::EndOfRound, {}, 0, state.started ? state.round : 1};
}

Duration Effects::resolve(const DbuContext& context, const DurationSpec& spec) {
    const EncounterState& state = context.state();
    switch (spec.kind) {
    case DurationSpecKind::Manual:
        return Duration{};
    case DurationSpecKind::StartOfNextTurn:
        return startOfNextTurn(context, spec.who);
    case DurationSpecKind::EndOfNextTurn:
        return endOfNextTurn(context, spec.who);
    case DurationSpecKind::EndOfRound:
        return endOfRound(context);
    case DurationSpecKind::Rounds: {
        // The legacy surprise round does not count unless the option says so (digest A1.6).
        int from = state.started ? state.round : 1;
        if (from == 0 && !context.settings().legacySurpriseRoundCounts) {
            from = 1;
        }
        if (state.current.empty()) {
            return Duration{DurationKind::EndOfRound, {}, 0, from + spec.rounds};
        }
        return Duration{DurationKind::SlotInRound, state.current, 0, from + spec.rounds};
    }
    }
    return Duration{};
}

void Effects::add(DbuContext& context, const std::string& owner, EffectKind kind, const std::string& name,
                  const std::string& source, const Duration& until) {
    context.emit(events::EffectAdded{Effect{context.state().nextEffectId, owner, kind, name, source, until}});
}

void Effects::addCondition(DbuContext& context, const std::string& owner, const std::string& name,
                           const std::string& source, const Duration& until) {
    add(context, owner, EffectKind::Condition, name, source, until);
}

void Effects::removeCondition(DbuContext& context, const std::string& owner, const std::string& name,
                              const std::string& source, const std::string& why) {
    expireWhere(
        context,
        [&](const Effect& effect) {
            return effect.kind == EffectKind::Condition && effect.owner == owner && effect.name == name &&
                   (source.empty() || effect.source == source);
        },
        why);
}

void Effects::end(DbuContext& context, const Effect& effect, const std::string& why) {
    context.emit(events::EffectRemoved{effect.id, why});
    if (effect.kind == EffectKind::PowerUp) {
        // Both stacks end together at the first use's expiry (digest A5.2 Power Up).
        context.emit(PowerUpSet{effect.owner, 0});
    }
}

} // namespace scouter::engine::dbu
