// SPDX-License-Identifier: GPL-3.0-or-later
#include "fatewalker/FwCatalogue.h"

#include "model/IdHash.h"

#include <algorithm>
#include <unordered_map>

namespace scouter::engine::fatewalker {

namespace {

constexpr RollNeed kNoRoll = RollNeed::None;
constexpr RollNeed kMayRoll = RollNeed::Optional;
constexpr RollNeed kMustRoll = RollNeed::Required;

Row common(std::string_view name, std::string_view label, CostRule cost, int base, RollNeed roll,
           std::string_view rollName, std::string_view help) {
    Row row;
    row.name = name;
    row.label = label;
    row.table = kCommonTable;
    row.type = RowType::Common;
    row.cost = cost;
    row.base = base;
    row.roll = roll;
    row.rollName = rollName;
    row.help = help;
    return row;
}

Row ticks(Row row, int minimum, int maximum, int fallback) {
    row.minTicks = minimum;
    row.maxTicks = maximum;
    row.defaultTicks = fallback;
    return row;
}

Row options(Row row, std::vector<RowOption> chosen, bool required) {
    row.options = std::move(chosen);
    row.optionRequired = required;
    return row;
}

// A combat maneuver's row: `roll` is the Roll column (its modifier apart).
Row maneuver(std::string_view table, std::string_view name, std::string_view label, RowType type,
             std::vector<Requisite> requisites, std::string_view rollName, int modifier, CostRule cost, int base,
             std::string_view help) {
    Row row;
    row.name = name;
    row.label = label;
    row.table = table;
    row.type = type;
    row.requisites = std::move(requisites);
    row.rollName = rollName;
    row.modifier = modifier;
    row.cost = cost;
    row.base = base;
    row.roll = rollName.empty() ? kNoRoll : kMayRoll;
    row.help = help;
    if (table == kMeleeTable) {
        row.weapon = WeaponNeed::Melee;
    } else if (table == kRangedTable) {
        row.weapon = WeaponNeed::Ranged;
    }
    return row;
}

Row attack(Row row, std::string_view damage = {}) {
    row.attack = true;
    row.damage = damage;
    return row;
}

Row weapon(Row row, WeaponNeed need) {
    row.weapon = need;
    return row;
}

Row bonus(Row row, int damage, int tn) {
    row.damageBonus = damage;
    row.tnBonus = tn;
    return row;
}

Row damage(Row row, std::string_view notation) {
    row.damage = notation;
    return row;
}

std::vector<Row> commonRows() {
    std::vector<Row> rows;
    rows.push_back(options(common("begin-movement", "Begin Movement", CostRule::Fixed, 2, kNoRoll, {},
                                  "Either begin Walking, Running, Crawling, Climbing, or Swimming."),
                           {}, false));
    rows.push_back(ticks(common("sprint", "Sprint", CostRule::Ticks, 0, kMustRoll, "Prowess(Agility)",
                                "Cover the most ground possible, but precludes other actions."),
                         3, 0, 3));
    rows.push_back(common("go-prone", "Go Prone", CostRule::Fixed, 2, kNoRoll, {}, "Down."));
    rows.push_back(common("stand-up", "Stand up", CostRule::Fixed, 3, kNoRoll, {}, "Up."));
    rows.push_back(options(common("jump", "Jump", CostRule::Fixed, 3, kMustRoll, "Prowess(Strength)",
                                  "Vertical jump height is equal to Speed * 10cm; horizontal (Speed/3) meters."),
                           {{"vertical", 0, 0, 0, 0, "Vertical jump height is equal to Speed * 10cm."},
                            {"horizontal", 0, 0, 0, 0, "Horizontal jump distance is equal to (Speed/3) meters"}},
                           true));
    rows.push_back(common("leap", "Leap", CostRule::Fixed, 4, kMustRoll, "Prowess(Strength)",
                          "Leap requires prior running (and room): (Speed/2) + 1 meters."));
    rows.push_back(ticks(common("other-acrobatics", "Other Acrobatics", CostRule::Ticks, 0, kNoRoll, {},
                                "Rule of thumb is: common sense time to complete Action in ticks + 2"),
                         4, 14, 0));
    rows.push_back(options(common("take-cover", "Take Cover", CostRule::Option, 0, kNoRoll, {},
                                  "(50/90%) - Requires cover, otherwise just go prone."),
                           {{"half", 0, 3, 0, 0, "50% cover"}, {"full", 0, 4, 0, 0, "90% cover"}}, true));
    rows.push_back(common("quick-look", "Quick Look", CostRule::Fixed, 5, kMayRoll, "Awareness(Search)",
                          "2-3 successes is a maybe, 4+ yields a definite yes or no."));
    rows.push_back(common("detailed-search", "Detailed Search", CostRule::Fixed, 9, kMayRoll, "Focus(Search)",
                          "Each success beyond 1 gives them an extra piece of information."));
    rows.push_back(
        ticks(common("observe-in-detail", "Observe in Detail", CostRule::Ticks, 0, kMayRoll, "Awareness(Observe)",
                     "Each success beyond 1 generally yields 1 piece of interesting information."),
              2, 16, 0));
    rows.push_back(options(weapon(common("pickup-object", "Pickup Object", CostRule::Pickup, 0, kNoRoll, {},
                                         "Hand or Chest Level/Above Head/Below knees (requires 2 hands)"),
                                  WeaponNeed::Optional),
                           {{"hand", 0, 2, 0, 0, "Hand or Chest Level"},
                            {"above-head", 0, 3, 0, 0, "Above Head"},
                            {"below-knees", 0, 4, 0, 0, "Below knees"}},
                           true));
    rows.push_back(weapon(
        common("drop-object", "Drop Object", CostRule::Fixed, 1, kNoRoll, {}, "Dropping leaves object/weapon at feet."),
        WeaponNeed::Optional));
    rows.push_back(weapon(
        common("toss-object", "Toss Object", CostRule::Fixed, 2, kNoRoll, {}, "Tossing drops it somewhere else."),
        WeaponNeed::Optional));
    rows.push_back(weapon(common("place-object", "Place Object", CostRule::Fixed, 3, kNoRoll, {},
                                 "Placing it leaves it on or in something within arm's reach."),
                          WeaponNeed::Optional));
    rows.push_back(weapon(common("ready-weapon", "Ready/Draw Weapon", CostRule::Ready, 0, kNoRoll, {},
                                 "Time depends on the size of the weapon."),
                          WeaponNeed::Any));
    rows.push_back(ticks(common("use-non-action-skill", "Use non-Action Skill", CostRule::Ticks, 0, kNoRoll, {},
                                "Rule of thumb is: common sense time for Action in ticks + 2"),
                         7, 0, 0));
    rows.push_back(common("hold-action", "Hold Action", CostRule::Fixed, 2, kNoRoll, {},
                          "Cost is minimum time spent \"Held\", cannot initiate a preemptive action until at "
                          "least 2 ticks has transpired."));
    return rows;
}

std::vector<Row> evasionRows() {
    const auto row = [](std::string_view name, std::string_view label, RowType type, std::vector<Requisite> req,
                        std::string_view roll, int modifier, CostRule cost, int base, std::string_view help) {
        return maneuver(kEvasionTable, name, label, type, std::move(req), roll, modifier, cost, base, help);
    };
    std::vector<Row> rows;
    rows.push_back(row("dodge", "Dodge", RowType::Reaction, {{"agility", 1}}, "Prowess(Agility)", 3, CostRule::Fixed, 8,
                       "Cancels successes on Melee/Fight attacks"));
    rows.push_back(row("evade-aoe", "Evade AoE", RowType::Reaction, {{"agility", 2}}, "Prowess(Agility)", 0,
                       CostRule::EvadeAoe, 7, "Puts distance between the character and the point of impact."));
    rows.push_back(row("sidestep", "Sidestep", RowType::Reaction, {{"observe", 2}, {"agility", 3}}, "Prowess(Agility)",
                       0, CostRule::Fixed, 5, "Faster, less effective dodge."));
    rows.push_back(row("evasive-running", "Evasive Running", RowType::Initiated, {{"agility", 3}, {"stamina", 3}},
                       "Prowess(Agility)", 0, CostRule::Fixed, 6, "An evasive form of running."));
    rows.push_back(row("leaping-dodge", "Leaping Dodge", RowType::Reaction, {{"agility", 4}}, "Prowess(Agility)", 1,
                       CostRule::Fixed, 8, "Literally leap out of the way and cover distance with the dodge."));
    rows.push_back(row("redirect", "Redirect", RowType::Reaction, {{"unarmed", 4}, {"observe", 3}, {"agility", 3}},
                       "Prowess(Unarmed)", 0, CostRule::Fixed, 7,
                       "Forces the attacker to not only miss but change position."));
    rows.push_back(row("footwork", "Footwork", RowType::Initiated, {{"agility", 4}}, "Awareness(Agility)", -1,
                       CostRule::Footwork, 2,
                       "A special type of combat movement that doesn't cover distance but assists defensive "
                       "unarmed/armed maneuvers"));
    rows.push_back(options(row("friendly-fire", "Friendly Fire", RowType::Reaction, {{"agility", 5}, {"observe", 4}},
                               "Prowess(Agility)", -1, CostRule::FriendlyFire, 1,
                               "Combine with another dodge to have an attack hit a different target."),
                           {{"dodge", 0, 0, 0, 0, "Dodge"},
                            {"sidestep", 0, 0, 0, 0, "Sidestep"},
                            {"leaping-dodge", 0, 0, 0, 0, "Leaping Dodge"}},
                           true));
    rows.push_back(row("dodge-missile", "Dodge Missile", RowType::Reaction, {{"agility", 6}}, "Awareness(Agility)", 0,
                       CostRule::Fixed, 5, "The premier cruise missile defense mechanism of the 50th century."));
    return rows;
}

std::vector<Row> rangedRows() {
    const auto row = [](std::string_view name, std::string_view label, std::vector<Requisite> req,
                        std::string_view roll, int modifier, CostRule cost, int base, std::string_view help) {
        return maneuver(kRangedTable, name, label, RowType::Initiated, std::move(req), roll, modifier, cost, base,
                        help);
    };
    const std::vector<RowOption> bursts2{{"searching", 1, 0, 0, 0, "Short Burst (Searching): +1 to hit."},
                                         {"mdk", -1, 0, 1, 0, "Short Burst (MDK): -1 to hit, +1 Damage."}};
    const std::vector<RowOption> bursts3{{"searching", 2, 0, 0, 0, "Long Burst (Searching): +2 to hit."},
                                         {"mdk", -2, 0, 3, 0, "Long Burst (MDK): -2 to hit, +3 Damage."}};
    const std::vector<RowOption> bursts4{
        {"searching", 4, 0, 0, 0, "Full Auto (Searching): +4 to hit."},
        {"mdk", -3, 0, 6, 0, "Full Auto (MDK): -3 to hit, +6 Damage."},
        {"cover", 0, 0, 0, 0, "Free preemptive shot at -2 for next 12 ticks on anyone acting in cover area."}};
    std::vector<Row> rows;
    rows.push_back(weapon(row("basic-aim", "Basic Aim", {{"ranged", 0}, {"observe", 1}}, {}, 0, CostRule::Fixed, 6,
                              "Adds a +1 to any subsequent shoot action. Only 1 basic aim action per shot."),
                          WeaponNeed::Optional));
    rows.push_back(attack(row("shoot", "Shoot", {{"ranged", 1}}, "Prowess(Ranged)", 0, CostRule::Weapon, 0,
                              "Caw-Caw, Bang! Fuck, you're dead!")));
    rows.push_back(row("reload", "Reload", {{"ranged", 1}}, "Focus(Agility)", 0, CostRule::Reload, 0,
                       "Replacing magazines, belts, boxes, shells, cells, whatever."));
    rows.push_back(
        weapon(row("aim", "Aim", {{"ranged", 2}, {"observe", 1}}, {}, 0, CostRule::Fixed, 4,
                   "Adds a +1 to any subsequent shoot action. The maximum aim bonus is equal to Observe skill."),
               WeaponNeed::Optional));
    rows.push_back(
        options(attack(row("ranged-called-shot", "Called Shot", {{"ranged", 2}, {"observe", 2}}, "Prowess(Ranged)", 0,
                           CostRule::Weapon, 2, "Target a specific location/thing smaller than center-mass.")),
                {{"limb", -2, 0, 0, 0, "-2 for Limbs or small objects"},
                 {"heart", -4, 0, 3, 0, "-4 for heart (Damage +3)"},
                 {"face", -5, 0, 3, 0, "-5 for face (Damage +3)"}},
                true));
    rows.push_back(row("quick-draw", "Quick-draw", {{"ranged", 3}, {"agility", 3}}, "Prowess(Agility)", 0,
                       CostRule::QuickDraw, 0, "High noon!"));
    rows.push_back(options(attack(row("short-burst", "Short Burst (3 rounds)", {{"ranged", 2}}, "Prowess(Ranged)", 0,
                                      CostRule::Burst, 2, "\"Short, controlled bursts\"")),
                           bursts2, false));
    rows.push_back(options(attack(row("long-burst", "Long Burst (6 rounds)", {{"ranged", 3}}, "Prowess(Ranged)", 0,
                                      CostRule::Burst, 3, "\"You want some?\" Max aim bonus of +2.")),
                           bursts3, false));
    rows.push_back(options(attack(row("full-auto", "Full Auto (20 rounds)", {{"ranged", 4}}, "Prowess(Ranged)", 0,
                                      CostRule::Burst, 4, "\"Sarge is dead man, let's get the fuck out of here!\"")),
                           bursts4, false));
    rows.push_back(row("quick-reload", "Quick Reload", {{"ranged", 4}, {"agility", 3}}, "Focus(Agility)", -1,
                       CostRule::Reload, 0, "Faster than basic reload."));
    rows.push_back(attack(row("marksman-shot", "Marksman Shot", {{"ranged", 5}}, "Prowess(Ranged)", 1, CostRule::Weapon,
                              2, "Aim and shoot in one fluid motion.")));
    rows.push_back(attack(row("twin-pistols", "Twin Pistols", {{"ranged", 5}, {"agility", 4}}, "Prowess(Ranged)", -1,
                              CostRule::Twin, 0, "Making John Woo proud since 1974")));
    rows.push_back(options(
        attack(row("vitals-shot", "Vitals Shot", {{"ranged", 6}, {"observe", 4}}, "Prowess(Ranged)", 0,
                   CostRule::Weapon, 1, "A superior called shot for very specific parts of the human body.")),
        {{"center", -2, 0, 3, 0, "center-mass (-2), Damage +3"}, {"head", -4, 0, 3, 0, "head (-4), Damage +3"}}, true));
    return rows;
}

std::vector<Row> meleeRows() {
    const auto row = [](std::string_view name, std::string_view label, RowType type, std::vector<Requisite> req,
                        std::string_view roll, int modifier, CostRule cost, int base, std::string_view help) {
        return maneuver(kMeleeTable, name, label, type, std::move(req), roll, modifier, cost, base, help);
    };
    std::vector<Row> rows;
    rows.push_back(attack(row("attack", "Attack", RowType::Action, {}, "Prowess(Weaponry)", 0, CostRule::Weapon, 0,
                              "The basic armed attack .")));
    rows.push_back(weapon(attack(row("melee-throw", "Throw", RowType::Action, {}, "Prowess(Weaponry)", 0,
                                     CostRule::Weapon, 0, "The basic thrown attack.")),
                          WeaponNeed::Thrown));
    rows.push_back(row("parry", "Parry", RowType::Reaction, {{"weaponry", 1}, {"observe", 2}}, "Prowess(Weaponry)", 0,
                       CostRule::Weapon, -2, "The basic armed defense."));
    rows.push_back(
        weapon(row("shield-block", "Shield Block", RowType::Reaction, {{"weaponry", 1}}, "Prowess(Weaponry)", 0,
                   CostRule::Weapon, 0, "Armed defense with a handheld shield. Add the shield's Deflection + Absorb."),
               WeaponNeed::Shield));
    rows.push_back(
        bonus(attack(row("hack", "Hack", RowType::Action, {{"weaponry", 1}, {"strength", 2}}, "Prowess(Weaponry)", -1,
                         CostRule::Weapon, 1, "Force > Finesse?? Hack adds +1 damage to the attack.")),
              1, 0));
    rows.push_back(options(attack(row("melee-called-shot", "Called Shot", RowType::Action,
                                      {{"weaponry", 2}, {"observe", 2}}, "Prowess(Weaponry)", 0, CostRule::Weapon, 2,
                                      "Anything other than \"hitting them\" can be a called shot.")),
                           {{"limb", -1, 0, 0, 0, "-1 for Limbs or small objects"},
                            {"vitals", -3, 0, 1, 1, "-3 for Vitals (Damage +1, TN: +1)"},
                            {"face", -3, 0, 1, 1, "-3 for Face (Damage +1, TN: +1)"}},
                           true));
    rows.push_back(ticks(attack(row("melee-charge", "Charge", RowType::Action, {{"weaponry", 2}}, "Prowess(Weaponry)",
                                    -1, CostRule::Ticks, 0, "Ramming Speed! Requires room to run.")),
                         1, 0, 0));
    rows.push_back(row("quick-parry", "Quick Parry", RowType::Reaction, {{"weaponry", 2}, {"observe", 2}},
                       "Prowess(Weaponry)", -2, CostRule::Weapon, -4, "Faster, less effective parry."));
    rows.push_back(options(weapon(row("shield-cover", "Shield Cover", RowType::Action, {{"weaponry", 2}}, {}, 0,
                                      CostRule::Option, 0, "Taking cover behind your shield."),
                                  WeaponNeed::Shield),
                           {{"half", 0, 2, 0, 0, "50% cover"}, {"full", 0, 3, 0, 0, "90% cover"}}, true));
    rows.push_back(row("stop-charge", "Stop Charge", RowType::Counterattack, {{"weaponry", 2}}, "Prowess(Weaponry)", -2,
                       CostRule::Weapon, 0, "Set that spear and hold on for a ride."));
    rows.push_back(attack(row("thrust", "Thrust", RowType::Action, {{"weaponry", 2}}, "Prowess(Weaponry)", -1,
                              CostRule::Weapon, -1, "A quick, direct strike, favoring speed over trauma.")));
    rows.push_back(
        bonus(attack(row("backstab", "Backstab", RowType::Action, {{"weaponry", 3}, {"observe", 2}}, "Focus(Weaponry)",
                         -1, CostRule::Weapon, 2, "A specialized, indefensible called shot requiring stealth.")),
              1, 1));
    rows.push_back(
        weapon(attack(row("careful-throw", "Careful Throw", RowType::Action, {{"weaponry", 3}, {"observe", 2}},
                          "Prowess(Weaponry)", 1, CostRule::Weapon, 2, "A highly accurate, skillful throw.")),
               WeaponNeed::Thrown));
    rows.push_back(row("engage", "Engage", RowType::ActionReaction, {{"weaponry", 3}, {"agility", 2}},
                       "Awareness(Weaponry)", 0, CostRule::Fixed, 5, "Gap closing."));
    rows.push_back(row("disengage", "Disengage", RowType::ActionReaction, {{"weaponry", 3}, {"agility", 2}},
                       "Awareness(Weaponry)", 0, CostRule::Fixed, 5, "Gap making."));
    rows.push_back(weapon(attack(row("shield-bash", "Shield Bash", RowType::Action, {{"weaponry", 3}},
                                     "Prowess(Weaponry)", 0, CostRule::Weapon, 0, "An attack with the shield.")),
                          WeaponNeed::Shield));
    rows.push_back(
        weapon(attack(row("cobra-strike", "Cobra Strike", RowType::Action, {{"weaponry", 4}, {"agility", 3}},
                          "Prowess(Weaponry)", -1, CostRule::Cobra, 0, "Used to draw and throw a weapon instantly.")),
               WeaponNeed::Thrown));
    rows.push_back(
        attack(row("gut", "Gut", RowType::Action, {{"weaponry", 4}, {"unarmed", 2}}, "Prowess(Weaponry)", 0,
                   CostRule::Weapon, 0, "A nasty, point blank attack. Requires a Small or Extra Small weapon.")));
    rows.push_back(
        attack(row("lunge", "Lunge", RowType::Action, {{"weaponry", 4}, {"agility", 3}}, "Prowess(Weaponry)", -2,
                   CostRule::Weapon, 1, "Covers up to Speed/2 meters + Weapon Length as part of the attack.")));
    rows.push_back(row("power-parry", "Power Parry", RowType::Reaction, {{"weaponry", 4}, {"observe", 3}},
                       "Prowess(Weaponry)", 2, CostRule::Weapon, 0, "The strongest parry."));
    rows.push_back(row("step-inside", "Step Inside", RowType::Counterattack, {{"weaponry", 4}, {"agility", 3}},
                       "Awareness(Weaponry)", -1, CostRule::Fixed, 6, "Dodge AND engage in one smooth move."));
    rows.push_back(bonus(
        attack(row("spin-slash", "Spin Slash", RowType::Action, {{"weaponry", 5}, {"strength", 3}}, "Prowess(Weaponry)",
                   -2, CostRule::Weapon, 2, "The strongest melee attack, also the most reckless. +4 damage.")),
        4, 0));
    rows.push_back(attack(row("melee-disarm", "Disarm", RowType::Action, {{"weaponry", 5}, {"observe", 3}},
                              "Prowess(Weaponry)", -2, CostRule::Weapon, 2, "I have no fucking idea.")));
    rows.push_back(attack(row("engage-and-gut", "Engage and Gut", RowType::Action, {{"weaponry", 5}, {"unarmed", 3}},
                              "Prowess(Weaponry)", -1, CostRule::EngageGut, 0, "A gut with a built-in engage.")));
    rows.push_back(row("parry-riposte", "Parry/Riposte", RowType::Counterattack, {{"weaponry", 5}, {"observe", 3}},
                       "Prowess(Weaponry)", -2, CostRule::ParryRiposte, 0, "Parry and Strike in one perfect motion."));
    rows.push_back(row("parry-projectile", "Parry Projectile", RowType::Reaction, {{"weaponry", 6}, {"observe", 4}},
                       "Prowess(Weaponry)", 0, CostRule::Weapon, -4, "A fast parry for arrows and lasers."));
    return rows;
}

std::vector<Row> unarmedRows() {
    const auto row = [](std::string_view name, std::string_view label, RowType type, std::vector<Requisite> req,
                        std::string_view roll, int modifier, CostRule cost, int base, std::string_view help) {
        return maneuver(kUnarmedTable, name, label, type, std::move(req), roll, modifier, cost, base, help);
    };
    const std::vector<RowOption> called{{"limb", -1, 0, 0, 0, "-1 for Limbs or small objects"},
                                        {"vitals", -3, 0, 1, 1, "-3 for Vitals (Damage +1, TN: +1)"},
                                        {"face", -3, 0, 1, 1, "-3 for Face (Damage +1, TN: +1)"}};
    std::vector<Row> rows;
    const auto u = [](int level) { return Requisite{"unarmed", level}; };
    const auto a = [](int level) { return Requisite{"agility", level}; };
    const auto o = [](int level) { return Requisite{"observe", level}; };
    const auto s = [](int level) { return Requisite{"strength", level}; };
    const auto st = [](int level) { return Requisite{"stamina", level}; };
    rows.push_back(attack(row("strike", "Strike", RowType::Action, {}, "Prowess(Unarmed)", 0, CostRule::Fixed, 6,
                              "The basic unarmed attack"),
                          "5x1 @5"));
    rows.push_back(attack(row("kick", "Kick", RowType::Action, {u(1), a(2)}, "Prowess(Unarmed)", 0, CostRule::Fixed, 7,
                              "A slower, more powerful basic unarmed attack"),
                          "4x1/1x3 @5"));
    rows.push_back(damage(row("block", "Block", RowType::Reaction, {u(1), o(2)}, "Prowess(Unarmed)", 0, CostRule::Fixed,
                              5, "The basic unarmed defense."),
                          "5x1 @5"));
    rows.push_back(
        attack(row("unarmed-charge", "Charge", RowType::Action, {u(1)}, "Prowess(Unarmed)", -1, CostRule::UnarmedCharge,
                   8, "Ramming Speed! The base damage is 4x1 with each run tick action adding +1 damage."),
               "4x1 @5"));
    rows.push_back(
        options(attack(row("unarmed-called-shot", "Called Shot", RowType::Action, {u(2), o(2)}, "Prowess(Unarmed)", 0,
                           CostRule::Fixed, 8, "Anything other than \"hitting them\" can be a called shot."),
                       "5x1 @5"),
                called, true));
    rows.push_back(attack(row("elbow-strike", "Elbow Strike", RowType::Action, {u(2)}, "Prowess(Unarmed)", -2,
                              CostRule::Fixed, 5, "A faster, harder to defend punch most useful when grappling."),
                          "5x1 @5"));
    rows.push_back(attack(row("grapple", "Grapple", RowType::ActionReaction, {u(2), s(2)}, "Prowess(Unarmed)", 0,
                              CostRule::Fixed, 8, "The basic grapple attack, counter to a slip.")));
    rows.push_back(attack(row("knee-strike", "Knee Strike", RowType::Action, {u(2), a(2)}, "Prowess(Unarmed)", -2,
                              CostRule::Fixed, 6, "A faster, harder to defend kick most useful when grappling."),
                          "4x1/1x3 @5"));
    rows.push_back(damage(row("quick-block", "Quick Block", RowType::Reaction, {u(2), o(2)}, "Prowess(Unarmed)", -2,
                              CostRule::Fixed, 3, "Faster, less effective block."),
                          "5x1 @5"));
    rows.push_back(
        attack(row("slip", "Slip", RowType::ActionReaction, {u(2), a(2)}, "Prowess(Unarmed)", 0, CostRule::Fixed, 6,
                   "The counter to all grapple maneuvers (grapple, takedown, hold, throw).")));
    rows.push_back(row("defensive-throw", "Defensive Throw", RowType::Counterattack, {u(3), s(2)}, "Prowess(Unarmed)",
                       0, CostRule::Fixed, 8, "Counterattack against charges or leaping maneuvers."));
    rows.push_back(
        attack(row("headbutt", "Headbutt", RowType::Action, {u(3), st(2)}, "Prowess(Unarmed)", -2, CostRule::Fixed, 5,
                   "A fast, brutal assault of the mind. The attacker takes half of the damage done."),
               "5x1 @6"));
    rows.push_back(damage(row("leg-check", "Leg Check", RowType::Reaction, {u(3), a(2)}, "Prowess(Unarmed)", -1,
                              CostRule::Fixed, 3, "Fastest way to block a knee strike, kick, or martial kick."),
                          "4x1/1x3 @5"));
    rows.push_back(attack(row("sweep", "Sweep", RowType::Action, {u(3), a(3)}, "Focus(Unarmed)", 0, CostRule::Fixed, 8,
                              "How to get up once taken down.")));
    rows.push_back(attack(row("takedown", "Takedown", RowType::Action, {u(3), s(3)}, "Prowess(Unarmed)", 0,
                              CostRule::Fixed, 10, "May result in slightly homoerotic positions.")));
    rows.push_back(attack(row("unarmed-throw", "Throw", RowType::Action, {u(3), s(4)}, "Prowess(Strength)", 0,
                              CostRule::Fixed, 11, "Nobody tosses a Dwarf!")));
    rows.push_back(attack(row("trip-kick", "Trip Kick", RowType::Action, {u(3), a(1)}, "Prowess(Unarmed)", 0,
                              CostRule::Fixed, 8, "Specialized kick meant to down an opponent."),
                          "4x1/1x3 @5"));
    rows.push_back(row("catch-strike", "Catch Strike", RowType::Counterattack, {u(4), a(2)}, "Prowess(Unarmed)", 0,
                       CostRule::Fixed, 7, "A block that turns into a grapple."));
    rows.push_back(attack(row("hold", "Hold", RowType::ActionReaction, {u(4), o(3)}, "Focus(Unarmed)", 0,
                              CostRule::Fixed, 8, "Leg/Arm/Neck lock of some kind.")));
    rows.push_back(damage(row("martial-block", "Martial Block", RowType::Reaction, {u(4), st(3)}, "Prowess(Unarmed)", 1,
                              CostRule::Fixed, 5, "A strictly superior block for professional martial artists."),
                          "5x1 @5"));
    rows.push_back(attack(row("martial-kick", "Martial Kick", RowType::Action, {u(4), a(3)}, "Prowess(Unarmed)", 1,
                              CostRule::Fixed, 7, "A strictly superior kick for professional martial artists."),
                          "4x1/1x3 @5"));
    rows.push_back(attack(row("martial-strike", "Martial Strike", RowType::Action, {u(4)}, "Prowess(Unarmed)", 1,
                              CostRule::Fixed, 6, "A strictly superior strike for professional martial artists."),
                          "5x1 @5"));
    rows.push_back(row("sprawl", "Sprawl", RowType::Reaction, {u(4), a(2)}, "Prowess(Agility)", 2, CostRule::Fixed, 6,
                       "A specialized counter against Takedowns and Throws."));
    rows.push_back(damage(row("block-strike", "Block/Strike", RowType::Counterattack, {u(5), o(3)}, "Prowess(Unarmed)",
                              -2, CostRule::Fixed, 8, "Block and strike in one perfect motion."),
                          "5x1 @5"));
    rows.push_back(attack(row("choke-hold", "Choke Hold", RowType::Action, {u(5), o(3)}, "Focus(Unarmed)", 0,
                              CostRule::Fixed, 10, "Anaconda, Triangle, Rear Naked, etc ...")));
    rows.push_back(attack(row("unarmed-disarm", "Disarm", RowType::Action, {u(5), o(3)}, "Prowess(Unarmed)", -1,
                              CostRule::Fixed, 8, "Ironically works better on weapons than arms.")));
    rows.push_back(attack(row("leap-kick", "Leap Kick", RowType::Action, {u(5), a(4)}, "Prowess(Agility)", -2,
                              CostRule::Fixed, 11, "A flashy kick."),
                          "2x1/4x3 @6"));
    rows.push_back(attack(row("lightning-strike", "Lightning Strike", RowType::Action, {u(5), a(3)}, "Prowess(Unarmed)",
                              -2, CostRule::Fixed, 4, "The fastest unarmed attack."),
                          "5x1 @5"));
    rows.push_back(
        attack(row("spinning-kick", "Spinning Kick", RowType::Action, {u(5), a(3)}, "Prowess(Unarmed)", -2,
                   CostRule::Fixed, 9, "A slower, more violent kick with devastating power. Also looks awesome."),
               "2x1/4x3 @6"));
    rows.push_back(row("unbalance", "Unbalance", RowType::Reaction, {u(5), o(3)}, "Prowess(Unarmed)", -1,
                       CostRule::Fixed, 6, "A block that can unbalance the attacker."));
    rows.push_back(damage(row("block-projectile", "Block Projectile", RowType::Reaction, {u(6), o(4)},
                              "Prowess(Unarmed)", -2, CostRule::Fixed, 5, "How to block arrows."),
                          "5x1 @5"));
    rows.push_back(attack(row("nerve-strike", "Nerve Strike", RowType::Action, {u(6), Requisite{"physick", 3}},
                              "Focus(Unarmed)", -3, CostRule::Fixed, 8, "Disabling strike."),
                          "5x1 @5"));
    rows.push_back(attack(row("power-strike", "Power Strike", RowType::Action, {u(6)}, "Prowess(Unarmed)", -2,
                              CostRule::Fixed, 8, "The most powerful strike, built to destroy."),
                          "2x1/4x3 @6"));
    return rows;
}

std::vector<Row> build() {
    std::vector<Row> rows = commonRows();
    for (auto part : {evasionRows(), meleeRows(), unarmedRows(), rangedRows()}) {
        rows.insert(rows.end(), part.begin(), part.end());
    }
    return rows;
}

} // namespace

const std::vector<Row>& catalogue() {
    static const std::vector<Row> rows = build();
    return rows;
}

const Row* findRow(std::string_view name) {
    // Asked several times for every action taken and for every row the panel lists: by the name's
    // hash, not row by row. The first row of a name is the one found.
    static const auto byName = [] {
        std::unordered_map<std::string_view, const Row*, IdHasher, SameId> index;
        for (const Row& row : catalogue()) {
            index.emplace(row.name, &row);
        }
        return index;
    }();
    const auto found = byName.find(name);
    return found == byName.end() ? nullptr : found->second;
}

const RowOption* findOption(const Row& row, std::string_view id) {
    const auto found =
        std::find_if(row.options.begin(), row.options.end(), [&](const RowOption& option) { return option.id == id; });
    return found == row.options.end() ? nullptr : &*found;
}

std::string_view typeName(RowType type) {
    switch (type) {
    case RowType::Common:
        return "Common";
    case RowType::Action:
        return "Action";
    case RowType::Reaction:
        return "Reaction";
    case RowType::Initiated:
        return "Initiated";
    case RowType::Counterattack:
        return "Counterattack";
    case RowType::ActionReaction:
        return "Action/Reaction";
    }
    return "Action";
}

bool actable(const Row& row) {
    return row.type == RowType::Common || row.type == RowType::Action || row.type == RowType::Initiated ||
           row.type == RowType::ActionReaction;
}

bool reactable(const Row& row) {
    return row.type == RowType::Reaction || row.type == RowType::Counterattack || row.type == RowType::ActionReaction;
}

bool combatManeuver(const Row& row) {
    return row.table != kCommonTable && row.table != kSpecialTable;
}

} // namespace scouter::engine::fatewalker
