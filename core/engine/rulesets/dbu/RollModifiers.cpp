// SPDX-License-Identifier: GPL-3.0-or-later
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

// What `maneuver` aimed at a target at `apart` squares changes: Blitz's Wound bonus ("+2(T) for each square you
// traveled to your opponent, up to a maximum of +16(T)"; it stops next to the target) and Called Shot's Strike penalty
// ("-1(T)" in Melee Range, "-2(T)" at range, "-1 for every 4 Squares away").
void addAimed(std::vector<RollModifier>& modifiers, const Fighter& f, std::string_view maneuver, int apart,
              const std::string& name) {
    const int tier = f.tier();
    if (maneuver == "blitz" && apart >= 2 && apart <= f.stats.boostedSpeed) {
        RollModifier m{"blitz", RollKind::Damage, std::min(2 * tier * (apart - 1), 16 * tier), 0, std::nullopt, 0, {}};
        m.description = fmt::format("Blitz at {}: {:+} to its Wound Roll ({} square(s) traveled, +2(T) each, at most "
                                    "+16(T))",
                                    name, m.bonus, apart - 1);
        modifiers.push_back(std::move(m));
    }
    if (maneuver != "called-shot") {
        return;
    }
    const bool melee = apart <= std::max(1, f.stats.meleeRange);
    const int penalty = melee ? tier : 2 * tier + apart / 4;
    RollModifier m{"called-shot-strike", RollKind::Strike, -penalty, 0, std::nullopt, 0, {}};
    m.description =
        melee ? fmt::format("Called Shot at {}: {:+} to its Strike (-1(T) in Melee Range)", name, m.bonus)
              : fmt::format("Called Shot at {}: {:+} to its Strike (-2(T) at range, -1 per 4 squares)", name, m.bonus);
    modifiers.push_back(std::move(m));
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
    // 000 Energy Charge: "Each Energy Charge increases the Wound Roll of your selected Attacking
    // Maneuver by +1d6(T)".
    if (f.charges > 0) {
        RollModifier m{"energy-charge", RollKind::Damage, 0, f.charges * tier, std::nullopt, 0, {}};
        m.description = fmt::format("Energy Charge x{}: +{}d6 to the charged attack's Wound Roll (+1d6(T) per charge)",
                                    f.charges, m.extraD6);
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

std::vector<RollModifier> RollModifiers::forManeuver(const EncounterState& state, const std::string& who,
                                                     std::string_view maneuver, const std::string& against) {
    std::vector<RollModifier> modifiers = against.empty() ? of(state, who) : of(state, who, against);
    const Combatant* c = state.find(who);
    const Combatant* other = state.find(against);
    if (c != nullptr && other != nullptr && c != other) {
        addAimed(modifiers, fighter(state, *c), maneuver, distance(c->at, other->at), other->name);
    }
    return modifiers;
}

} // namespace scouter::engine::dbu
