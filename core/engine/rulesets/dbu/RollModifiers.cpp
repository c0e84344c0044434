#include "dbu/RollModifiers.h"
#include "dbu/DbuState.h"

#include <fmt/format.h>

#include <algorithm>

namespace scouter::engine::dbu {

namespace {

[[nodiscard]] bool hasEffect(const EncounterState& state, const std::string& who, EffectKind kind) {
    return std::any_of(state.effects.begin(), state.effects.end(),
                       [&](const Effect& e) { return e.owner == who && e.kind == kind; });
}

// Miracle Empowerment records its givers as "a,b,..." in the effect's source, so the bonus
// still counts them after the round that cleared the receiver's list of givers.
[[nodiscard]] int miracleGivers(const EncounterState& state, const std::string& who) {
    int givers = 0;
    for (const Effect& e : state.effects) {
        if (e.owner == who && e.kind == EffectKind::Miracle) {
            givers = std::max(givers, static_cast<int>(std::count(e.source.begin(), e.source.end(), ',')) + 1);
        }
    }
    return givers;
}

} // namespace

std::vector<RollModifier> RollModifiers::of(const EncounterState& state, const std::string& who) {
    std::vector<RollModifier> modifiers;
    const Combatant* c = state.find(who);
    if (c == nullptr) {
        return modifiers;
    }
    const Fighter& f = fighter(state, *c);
    const int tier = f.tier();
    if (hasEffect(state, who, EffectKind::Botch)) {
        RollModifier m{"botch-rate", RollKind::CombatRolls, 0, 0, 3, 0, {}};
        m.description = "Botch Rate 3 on Combat Rolls until the start of the next turn (Blitz or a charged attack)";
        modifiers.push_back(std::move(m));
    }
    if (f.powerUp > 0) {
        RollModifier m{"power-up", RollKind::CombatRolls, f.powerUp * tier, 0, std::nullopt, 0, {}};
        m.description = fmt::format("Power Up x{}: {:+} to Combat Rolls (+1(T) per stack)", f.powerUp, m.bonus);
        modifiers.push_back(std::move(m));
    }
    if (hasEffect(state, who, EffectKind::RapidStrike)) {
        RollModifier m{"rapid-movement", RollKind::Strike, 2 * tier, 0, std::nullopt, 0, {}};
        m.description = fmt::format("Rapid Movement: {:+} to Strike for the rest of the turn (+2(T))", m.bonus);
        modifiers.push_back(std::move(m));
    }
    // Only holding back every stack of the base Tier costs a roll penalty; fewer stacks just
    // lower the Tier, which the (T) values above already use.
    if (f.holdingBack > 0 && f.holdingBack >= f.baseTier()) {
        const int baseTier = f.baseTier();
        RollModifier m{"holding-back", RollKind::CombatRolls, -baseTier, 0, std::nullopt, 0, {}};
        m.description = fmt::format("Holding Back at full stacks: {:+} to Combat Rolls (-1(bT))", m.bonus);
        modifiers.push_back(std::move(m));
    }
    if (const int givers = miracleGivers(state, who); givers > 0) {
        RollModifier m{"miracle-empowerment", RollKind::CombatRolls, 0, 2 * givers, std::nullopt, 0, {}};
        m.description = fmt::format("Miracle Empowerment: +{}d6 to Combat Rolls until the end of the next turn "
                                    "(+2d6 per giver, {} givers)",
                                    m.extraD6, givers);
        modifiers.push_back(std::move(m));
    }
    const LastAttack& attack = state.lastAttack;
    if (attack.attacker == who && attack.maneuver == "called-shot" && attack.hit) {
        RollModifier m{"called-shot", RollKind::Damage, 0, 0, std::nullopt, 1, {}};
        m.description = "Called Shot hit: Damage Category +1 (Standard to Direct, Direct to Lethal) on its damage";
        modifiers.push_back(std::move(m));
    }
    return modifiers;
}

std::vector<RollModifier> RollModifiers::of(const EncounterState& state, const std::string& who,
                                            const std::string& against) {
    std::vector<RollModifier> modifiers = of(state, who);
    const Combatant* c = state.find(who);
    const Combatant* other = state.find(against);
    if (c != nullptr && other != nullptr && isHiddenFrom(state, *c, *other)) {
        RollModifier m{"hidden", RollKind::CombatRolls, 2 * fighter(state, *c).baseTier(), 0, std::nullopt, 0, {}};
        m.description = fmt::format("Hidden from {}: {:+} to Combat Rolls against them (+2(bT))", other->name, m.bonus);
        modifiers.push_back(std::move(m));
    }
    return modifiers;
}

} // namespace scouter::engine::dbu
