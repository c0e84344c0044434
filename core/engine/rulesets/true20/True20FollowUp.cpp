// SPDX-License-Identifier: GPL-3.0-or-later
#include "true20/Scores.h"
#include "true20/True20Ruleset.h"

#include <fmt/format.h>

// What the panel offers right after an attack (C4): «If hit, the defender makes a Toughness save
// against Damage = 15 + Weapon Damage + Strength». The engine still records the two separately:
// the save is the ARC's command, prefilled, never rolled on its own.
namespace scouter::engine::true20 {

std::optional<FollowUp> True20Ruleset::followUp(const EncounterState& state) const {
    const auto* rules = state.rules.get<True20State>();
    if (rules == nullptr || state.ended) {
        return std::nullopt;
    }
    const auto nameOf = [&](const std::string& id) {
        const Combatant* c = state.find(id);
        return c == nullptr || c->name.empty() ? id : c->name;
    };
    if (rules->threat) {
        return FollowUp{rules->threat->attacker,
                        "confirm",
                        "",
                        {},
                        fmt::format("{}'s natural 20 threatens a critical: roll to confirm it against {}'s Defense",
                                    nameOf(rules->threat->attacker), nameOf(rules->threat->target))};
    }
    if (!rules->hit) {
        return std::nullopt;
    }
    const Hit& hit = *rules->hit;
    const Combatant* target = state.find(hit.target);
    const Combatant* attacker = state.find(hit.attacker);
    const Fighter* fighter = fighterOf(*rules, state, hit.target);
    if (target == nullptr || !target->active || fighter == nullptr || fighter->dead) {
        return std::nullopt;
    }
    const int strength = attacker != nullptr ? attacker->sheet.number("strength") : 0;
    const int damage = hit.weapon + strength;
    const int critical = hit.critical ? m_settings.criticalBonus : 0;
    return FollowUp{hit.target,
                    "toughness",
                    "damage",
                    {{InputKind::Damage, damage},
                     {InputKind::Lethal, hit.lethal ? 1 : 0},
                     {InputKind::Critical, hit.critical ? 1 : 0}},
                    fmt::format("{}'s attack hit {}: a {} Toughness save against DC {} (15 + {} Weapon + {} "
                                "Strength{})",
                                nameOf(hit.attacker), nameOf(hit.target), hit.lethal ? "lethal" : "subdual",
                                15 + damage + critical, hit.weapon, strength,
                                hit.critical ? fmt::format(" + {} critical", critical) : std::string())};
}

} // namespace scouter::engine::true20
