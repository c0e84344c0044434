// SPDX-License-Identifier: GPL-3.0-or-later
#include "fatewalker/AttackKinds.h"

#include <array>
#include <utility>

namespace scouter::engine::fatewalker {

namespace {

enum class AttackFamily { WeaponMelee, WeaponThrown, Shot, Punch, Kick, OtherUnarmed };

struct AttackRow {
    std::string_view name;
    AttackFamily family;
};

constexpr std::array kAttackRows{
    // Melee table
    AttackRow{"attack", AttackFamily::WeaponMelee},
    AttackRow{"melee-throw", AttackFamily::WeaponThrown},
    AttackRow{"hack", AttackFamily::WeaponMelee},
    AttackRow{"melee-called-shot", AttackFamily::WeaponMelee},
    AttackRow{"melee-charge", AttackFamily::WeaponMelee},
    AttackRow{"thrust", AttackFamily::WeaponMelee},
    AttackRow{"backstab", AttackFamily::WeaponMelee},
    AttackRow{"careful-throw", AttackFamily::WeaponThrown},
    AttackRow{"shield-bash", AttackFamily::WeaponMelee},
    AttackRow{"cobra-strike", AttackFamily::WeaponThrown},
    AttackRow{"gut", AttackFamily::WeaponMelee},
    AttackRow{"lunge", AttackFamily::WeaponMelee},
    AttackRow{"spin-slash", AttackFamily::WeaponMelee},
    AttackRow{"melee-disarm", AttackFamily::WeaponMelee},
    AttackRow{"engage-and-gut", AttackFamily::WeaponMelee},
    // Ranged table
    AttackRow{"shoot", AttackFamily::Shot},
    AttackRow{"ranged-called-shot", AttackFamily::Shot},
    AttackRow{"short-burst", AttackFamily::Shot},
    AttackRow{"long-burst", AttackFamily::Shot},
    AttackRow{"full-auto", AttackFamily::Shot},
    AttackRow{"marksman-shot", AttackFamily::Shot},
    AttackRow{"vitals-shot", AttackFamily::Shot},
    AttackRow{"twin-pistols", AttackFamily::Shot},
    // Unarmed table
    AttackRow{"strike", AttackFamily::Punch},
    AttackRow{"martial-strike", AttackFamily::Punch},
    AttackRow{"lightning-strike", AttackFamily::Punch},
    AttackRow{"power-strike", AttackFamily::Punch},
    AttackRow{"elbow-strike", AttackFamily::Punch},
    AttackRow{"nerve-strike", AttackFamily::Punch},
    AttackRow{"unarmed-called-shot", AttackFamily::Punch},
    AttackRow{"kick", AttackFamily::Kick},
    AttackRow{"martial-kick", AttackFamily::Kick},
    AttackRow{"knee-strike", AttackFamily::Kick},
    AttackRow{"spinning-kick", AttackFamily::Kick},
    AttackRow{"leap-kick", AttackFamily::Kick},
    AttackRow{"trip-kick", AttackFamily::Kick},
    AttackRow{"unarmed-charge", AttackFamily::OtherUnarmed},
    AttackRow{"headbutt", AttackFamily::OtherUnarmed},
    AttackRow{"grapple", AttackFamily::OtherUnarmed},
    AttackRow{"slip", AttackFamily::OtherUnarmed},
    AttackRow{"sweep", AttackFamily::OtherUnarmed},
    AttackRow{"takedown", AttackFamily::OtherUnarmed},
    AttackRow{"unarmed-throw", AttackFamily::OtherUnarmed},
    AttackRow{"hold", AttackFamily::OtherUnarmed},
    AttackRow{"choke-hold", AttackFamily::OtherUnarmed},
    AttackRow{"unarmed-disarm", AttackFamily::OtherUnarmed},
};

} // namespace

std::optional<AttackKind> attackKind(std::string_view action) {
    for (const auto& row : kAttackRows) {
        if (row.name != action) {
            continue;
        }
        AttackKind kind;
        kind.melee = row.family != AttackFamily::WeaponThrown && row.family != AttackFamily::Shot;
        kind.thrown = row.family == AttackFamily::WeaponThrown;
        kind.shot = row.family == AttackFamily::Shot;
        kind.punch = row.family == AttackFamily::Punch;
        kind.kick = row.family == AttackFamily::Kick;
        kind.weapon = row.family == AttackFamily::WeaponMelee;
        kind.unarmed = !kind.weapon && !kind.thrown && !kind.shot;
        kind.charge = action == "melee-charge" || action == "unarmed-charge";
        kind.headbutt = action == "headbutt";
        kind.shieldBash = action == "shield-bash";
        kind.strike = kind.punch || kind.kick || kind.weapon || kind.charge || kind.headbutt;
        kind.grappling = action == "grapple" || action == "takedown" || action == "hold" || action == "choke-hold" ||
                         action == "unarmed-throw";
        kind.indefensible = action == "backstab";
        kind.exchange = action != "twin-pistols";
        return kind;
    }
    return std::nullopt;
}

} // namespace scouter::engine::fatewalker
