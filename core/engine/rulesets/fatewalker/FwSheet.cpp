// SPDX-License-Identifier: GPL-3.0-or-later
#include "fatewalker/FwRuleset.h"

#include "fatewalker/DamageNotation.h"
#include "fatewalker/FwCatalogue.h"
#include "model/KebabCase.h"
#include "rules/PreparedMoves.h"

#include <fmt/format.h>

#include <cctype>

// The character sheet half of FwRuleset (contract section 2): the stats the tables name and the
// weapon list, with their bounds.
namespace scouter::engine::fatewalker {

namespace {

// Bounds: seed 003's requisite levels reach 6 (Vitals Shot, Dodge Missile), so skills and the
// attributes beside them run 0..10 with room for masters; base speed is metres per 6 ticks of
// walking (a person walks about 5-8), 50 is far past any runner. A weapon list of 20 is an armoury.
constexpr int kMaxSkill = 10;
constexpr int kMaxSpeed = 50;
constexpr int kMaxWeapons = 20;
constexpr int kMaxNotation = 40;
constexpr int kMaxFavourites = 20;
constexpr int kMaxFavouriteName = 100;

SheetField number(const char* key, const char* label, const char* group, const char* help, int maximum) {
    return {key, label, group, help, SheetField::Kind::Integer, 0, maximum, 0, false, {}, false, {}};
}

SheetField choice(const char* key, const char* label, const char* help, std::vector<Choice> choices) {
    SheetField field{key,   label, "Weapon", help, SheetField::Kind::Choice, 0, 0, 0, false, std::move(choices),
                     false, {}};
    return field;
}

std::vector<SheetField> weaponFields() {
    SheetField id{
        "id", "Id",  "Weapon", "kebab case, unique within the combatant", SheetField::Kind::Text, 0, 64, 0, true,
        {},   false, {}};
    SheetField damage{"damage",
                      "Damage",
                      "Weapon",
                      "AxB[/CxD] @TN: A dice worth B each (a shield's block value); none: no damage roll",
                      SheetField::Kind::Text,
                      0,
                      kMaxNotation,
                      0,
                      false,
                      {},
                      false,
                      {}};
    SheetField thrown{"thrown",
                      "Thrown",
                      "Weapon",
                      "a melee weapon that can be thrown (Throw, Careful Throw, Cobra "
                      "Strike)",
                      SheetField::Kind::Flag,
                      0,
                      1,
                      0,
                      false,
                      {},
                      false,
                      {}};
    SheetField hands = number("hands", "Hands", "Weapon", "hands it occupies in hand (1 when left out)", 2);
    hands.minimum = 1;
    hands.initial = 1;
    return {
        id,
        choice("kind", "Kind", "melee, ranged or shield",
               {{"melee", "Melee"}, {"ranged", "Ranged"}, {"shield", "Shield"}}),
        choice("size", "Size", "Ready/Draw: «Extra Small: 2 … Extra Large: 6»",
               {{"medium", "Medium"},
                {"extra-small", "Extra Small"},
                {"small", "Small"},
                {"large", "Large"},
                {"extra-large", "Extra Large"}}),
        number("speed", "Speed", "Weapon", "ticks: a melee weapon's attack speed, a gun's shot, a shield's block", 30),
        damage,
        number("recoil", "Recoil", "Weapon", "ranged: bursts cost 2, 3 or 4 x recoil", 20),
        number("reload", "Reload", "Weapon", "ranged: base reload time in ticks", 60),
        choice("projectile", "Projectile", "what Dodge Missile and Parry Projectile face",
               {{"bullet", "Bullet"},
                {"arrow", "Arrow"},
                {"bolt", "Bolt"},
                {"laser", "Laser"},
                {"photon", "Photon"},
                {"tachyon", "Tachyon"}}),
        thrown,
        number("length", "Length", "Weapon", "metres, for Lunge («Speed/2 meters + Weapon Length»)", 10),
        hands,
        number("deflection", "Deflection", "Weapon", "shield: added to Shield Block", 20),
        number("absorb", "Absorb", "Weapon", "shield: added to Shield Block", 20),
        choice("carried", "Carried", "where it is when the scene starts",
               {{"sheathed", "Sheathed"},
                {"in-hand", "In hand"},
                {"at-feet", "At feet"},
                {"at-hand", "At hand"},
                {"stowed", "Stowed"},
                {"away", "Away"}}),
        number("stowedTicks", "Stowed ticks", "Weapon", "the extra 1-10 ticks a stowed weapon takes to ready", 10),
    };
}

// The maneuvers a character makes again and again, each one key at the table (a prepared move):
// the maneuver with its weapon, the panel's row of it with that weapon picked.
SheetField favouritesField() {
    std::vector<Choice> maneuvers;
    for (const Row& row : catalogue()) {
        maneuvers.push_back({std::string(row.name), std::string(row.label)});
    }
    SheetField name{"name",
                    "Favourite",
                    "",
                    "its name at the table, e.g. Lunge with the longsword",
                    SheetField::Kind::Text,
                    1,
                    kMaxFavouriteName,
                    0,
                    true,
                    {},
                    false,
                    {}};
    SheetField maneuver{"maneuver",
                        "Maneuver",
                        "",
                        "the maneuver of the tables it makes",
                        SheetField::Kind::Choice,
                        0,
                        0,
                        0,
                        false,
                        std::move(maneuvers),
                        false,
                        {}};
    SheetField weapon{"weapon",
                      "Weapon",
                      "",
                      "the id of the weapon it is made with (empty: unarmed, or none)",
                      SheetField::Kind::Text,
                      0,
                      64,
                      0,
                      false,
                      {},
                      false,
                      {}};
    return {"favourites",
            "Favourite maneuvers",
            "Favourites",
            "each maneuver made often: the action panel offers it as its own row, its weapon picked",
            SheetField::Kind::Records,
            0,
            kMaxFavourites,
            0,
            false,
            {},
            false,
            {std::move(name), std::move(maneuver), std::move(weapon)}};
}

// `AxB[/CxD] @TN` (section 4), read as the exchanges roll it (DamageNotation).
bool validDamageNotation(const std::string& text) {
    return DamageNotation::parse(text).has_value();
}

} // namespace

std::vector<SheetField> FwRuleset::sheet() const {
    std::vector<SheetField> fields{
        number("speed", "Speed", "Movement", "base speed in metres: «Walking: (Speed) meters / 6 ticks»", kMaxSpeed),
        number("prowess", "Prowess", "Attributes", "shown only: seed 003 builds no pool from it", kMaxSkill),
        number("awareness", "Awareness", "Attributes", "shown only: seed 003 builds no pool from it", kMaxSkill),
        number("focus", "Focus", "Attributes", "shown only: seed 003 builds no pool from it", kMaxSkill),
        number("agility", "Agility", "Skills", "requisite of evasions, kicks, Lunge, Quick-draw", kMaxSkill),
        number("observe", "Observe", "Skills", "requisite of parries and blocks; the most an Aim adds", kMaxSkill),
        number("unarmed", "Unarmed", "Skills", "requisite of the Unarmed maneuvers", kMaxSkill),
        number("weaponry", "Weaponry", "Skills", "requisite of the Melee maneuvers", kMaxSkill),
        number("ranged", "Ranged", "Skills", "requisite of the Ranged maneuvers", kMaxSkill),
        number("strength", "Strength", "Skills", "requisite of Hack, Grapple, Takedown, Throw", kMaxSkill),
        number("stamina", "Stamina", "Skills", "requisite of Evasive Running, Headbutt, Martial Block", kMaxSkill),
        number("physick", "Physick", "Skills", "requisite of Nerve Strike", kMaxSkill),
        number("search", "Search", "Skills", "Quick Look and Detailed Search", kMaxSkill),
    };
    SheetField weapons{"weapons",
                       "Weapons",
                       "Weapons",
                       "each weapon's kind, size, speed, damage and where it is carried",
                       SheetField::Kind::Records,
                       0,
                       kMaxWeapons,
                       0,
                       false,
                       {},
                       false,
                       weaponFields()};
    fields.push_back(std::move(weapons));
    fields.push_back(favouritesField());
    for (auto& field : fields) {
        field.summary = field.key == "speed" || field.key == "agility" || field.key == "weaponry" ||
                        field.key == "unarmed" || field.key == "weapons";
    }
    return fields;
}

std::vector<SheetProblem> FwRuleset::sheetProblems(const SheetValues& values) const {
    std::vector<SheetProblem> problems = Ruleset::sheetProblems(values);
    auto named = PreparedMoves::nameProblems(values, "favourites", "favourite maneuver");
    problems.insert(problems.end(), named.begin(), named.end());
    if (const auto favourites = values.records.find("favourites"); favourites != values.records.end()) {
        for (std::size_t i = 0; i < favourites->second.size(); ++i) {
            const std::string weapon = favourites->second[i].text("weapon");
            if (!weapon.empty() && PreparedMoves::findBy(values, "weapons", "id", weapon) == nullptr) {
                problems.push_back(
                    {fmt::format("favourites[{}].weapon", i),
                     fmt::format("Weapon '{}' is not in this character's weapons.", weapon.substr(0, 64))});
            }
        }
    }
    const auto found = values.records.find("weapons");
    if (found == values.records.end()) {
        return problems;
    }
    // Each names the weapon's key by its place in the list, so the library's table marks the cell
    // and an import names the JSON path (`characters[0].stats.weapons[1].damage`).
    for (std::size_t i = 0; i < found->second.size(); ++i) {
        const SheetRecord& weapon = found->second[i];
        const std::string id = weapon.text("id");
        if (!isKebabCase(id)) {
            problems.push_back({fmt::format("weapons[{}].id", i),
                                fmt::format("Weapon id '{}' must be kebab case (a-z, 0-9 and single hyphens, like "
                                            "'short-sword').",
                                            id.substr(0, 64))});
        }
        const std::string damage = weapon.text("damage");
        if (!damage.empty() && !validDamageNotation(damage)) {
            problems.push_back({fmt::format("weapons[{}].damage", i),
                                fmt::format("Damage '{}' of weapon '{}' is not AxB[/CxD] @TN (like '3x3/3x1 @5').",
                                            damage.substr(0, 64), id.substr(0, 64))});
        }
    }
    return problems;
}

} // namespace scouter::engine::fatewalker
