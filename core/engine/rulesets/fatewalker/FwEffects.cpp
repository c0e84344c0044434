// SPDX-License-Identifier: GPL-3.0-or-later
#include "fatewalker/FwEffects.h"

#include "fatewalker/FwJson.h"
#include "fatewalker/FwRules.h"

#include <fmt/format.h>

#include <algorithm>

namespace scouter::engine::fatewalker::effects {

namespace {

using Result = std::optional<std::string>;

Result refuse(std::string text) {
    return "Refused: " + std::move(text);
}

std::string whereOf(const Fighter& fighter, const std::string& weapon) {
    const auto found = fighter.weapons.find(weapon);
    return found == fighter.weapons.end() ? std::string("sheathed") : found->second;
}

bool named(const Row& row, std::initializer_list<std::string_view> names) {
    return std::find(names.begin(), names.end(), row.name) != names.end();
}

void endTakeCover(Fighter& fighter) {
    if (fighter.cover && fighter.cover->source == "take-cover") {
        fighter.cover.reset();
    }
}

// A weapon leaving the hand ends the Shield Cover kept with it.
void leaveHand(Fighter& fighter, const std::string& weapon, const std::string& where) {
    fighter.weapons[weapon] = where;
    if (fighter.cover && fighter.cover->source == "shield-cover" && fighter.cover->weapon == weapon) {
        fighter.cover.reset();
    }
}

Result postureProblem(const Fighter& fighter, const Row& row, const ActionArguments& command) {
    const bool prone = fighter.posture == "prone";
    if (prone && named(row, {"sprint", "evasive-running", "jump", "leap", "footwork", "melee-charge", "unarmed-charge",
                             "leap-kick"})) {
        return refuse(fmt::format("{} is prone: «If the character is prone and wishes to do anything BUT crawl "
                                  "they must first stand up»",
                                  row.label));
    }
    if (row.name == "begin-movement") {
        const std::string mode = command.mode.empty() ? "walk" : command.mode;
        if (prone && mode != "crawl") {
            return refuse("a prone character begins only a crawl: «If the character is prone and wishes to do "
                          "anything BUT crawl they must first stand up»");
        }
        if (!prone && mode == "crawl") {
            return refuse("crawling starts prone: «If the character is standing and wishes to crawl they must first "
                          "go prone»");
        }
    }
    return std::nullopt;
}

Result movingProblem(const Fighter& fighter, const Row& row) {
    if (!fighter.movement) {
        return std::nullopt;
    }
    if (row.name == "hold-action") {
        return refuse("«The one caveat to held actions is the character cannot be moving»");
    }
    if (row.name == "footwork") {
        return refuse("Footwork «cannot be used with any other movement»");
    }
    if (named(row, {"begin-movement", "sprint", "evasive-running"})) {
        return refuse(fmt::format("{} starts from standing still: «It cost 2 ticks to begin moving from a "
                                  "stationary state» (R-11); stop the movement at its next declaration first",
                                  row.label));
    }
    if (named(row, {"go-prone", "stand-up"})) {
        return refuse(fmt::format("{} while moving (R-6): stop the movement at its next declaration first", row.label));
    }
    return std::nullopt;
}

Result bindProblem(const Fighter& fighter, const Row& row, const ActionPlan& plan) {
    const std::string_view how = plan.how;
    // A reaction on its own is «its cost and roll only» (section 5): a Hold holds nothing then.
    const bool onItsOwn = how == "react" && !plan.answering;
    if (named(row, {"hold", "choke-hold", "unarmed-disarm"}) && !fighter.bind && !onItsOwn) {
        return refuse(fmt::format("{} «requires that either combatant have a grapple or takedown»", row.label));
    }
    if (row.name == "slip" && how != "react" && !fighter.bind) {
        return refuse("an initiated Slip reduces «the current Grapple level»: there is no grapple");
    }
    if (row.name == "sweep" && (!fighter.bind || !fighter.bind->takedown)) {
        return refuse("«The sweep maneuver is used by the bottom after a successful takedown»: there is no takedown");
    }
    return std::nullopt;
}

Result aimProblem(const Fighter& fighter, const Row& row) {
    if (row.name == "basic-aim" && !fighter.aimKind.empty()) {
        return refuse(fighter.aimKind == "basic-aim" ? "«Only 1 basic aim action per shot»"
                                                     : "Basic Aim «Can be combined with other ranged attack types "
                                                       "(called shots, burst fire, etc..) but not aims»");
    }
    if (row.name == "aim" && fighter.aimKind == "basic-aim") {
        return refuse("Aim «Can be combined with other ranged attack types (called shots, burst fire, etc..), just "
                      "not other aims»");
    }
    return std::nullopt;
}

} // namespace

void startMoving(Fighter& fighter) {
    if (fighter.windows.erase("footwork") > 0 || fighter.footworkRefresh) {
        fighter.footworkDice = 0;
    }
    fighter.footworkRefresh = false;
    endTakeCover(fighter);
}

std::optional<std::string> kindProblem(const Row& row, const SheetRecord& weapon) {
    const std::string kind = weapon.text("kind", "melee");
    const bool thrown = weapon.number("thrown") != 0;
    switch (row.weapon) {
    case WeaponNeed::Melee:
        if (kind != "melee") {
            return std::string("a melee weapon («Melee maneuver require a weapon to be in hand»)");
        }
        break;
    case WeaponNeed::Thrown:
        if (kind != "melee" || !thrown) {
            return std::string("a weapon that can be thrown");
        }
        break;
    case WeaponNeed::Shield:
        if (kind != "shield") {
            return std::string("a shield");
        }
        break;
    case WeaponNeed::Ranged:
        if (kind != "ranged") {
            return std::string("a ranged weapon");
        }
        break;
    case WeaponNeed::None:
    case WeaponNeed::Any:
    case WeaponNeed::Optional:
        break;
    }
    return std::nullopt;
}

std::optional<std::string> burstProblem(const Row& row, const SheetRecord& weapon, std::string_view id) {
    if (row.cost != CostRule::Burst || weapon.number("recoil") > 0) {
        return std::nullopt;
    }
    return fmt::format("{} has no recoil: {} costs «{}x Weapon recoil», so only a weapon with a recoil fires it", id,
                       row.label, row.base);
}

Result weaponProblem(const Combatant& actor, const ActionArguments& command, ActionPlan& plan) {
    const Row& row = *plan.row;
    if (command.weapon.empty()) {
        return std::nullopt;
    }
    const SheetRecord* weapon = clock::weaponOf(actor, command.weapon);
    if (weapon == nullptr) {
        return refuse(fmt::format("{} has no weapon '{}'", actor.name, command.weapon));
    }
    plan.weapon = weapon;
    if (auto wrong = kindProblem(row, *weapon)) {
        return refuse(fmt::format("{} is a {} weapon; {} needs {}", command.weapon, weapon->text("kind", "melee"),
                                  row.label, *wrong));
    }
    if (auto burst = burstProblem(row, *weapon, command.weapon)) {
        return refuse(std::move(*burst));
    }
    const std::string where = whereOf(plan.after, command.weapon);
    const bool inHandNeeded = row.weapon == WeaponNeed::Melee || row.weapon == WeaponNeed::Shield ||
                              (row.weapon == WeaponNeed::Thrown && row.name != "cobra-strike") ||
                              (row.weapon == WeaponNeed::Ranged && row.name != "quick-draw");
    if (inHandNeeded && where != "in-hand") {
        return refuse(fmt::format("{} is {}, not in hand: «Melee maneuver require a weapon to be in hand»",
                                  command.weapon, where));
    }
    if (named(row, {"ready-weapon", "quick-draw", "cobra-strike"}) && (where == "in-hand" || where == "away")) {
        return refuse(fmt::format("{} is {}: «This action assumes the weapon is either in a sheathe/sling or at the "
                                  "character's feet»",
                                  command.weapon, where == "away" ? "out of reach" : "already in hand"));
    }
    if (named(row, {"drop-object", "toss-object", "place-object"}) && where != "in-hand") {
        return refuse(fmt::format("{} is {}, not in hand: nothing to {}", command.weapon, where, row.label));
    }
    if (row.name == "pickup-object" && where != "at-feet" && where != "away") {
        return refuse(fmt::format("{} is {}: only a weapon lying somewhere (at the feet or away) is picked up",
                                  command.weapon, where));
    }
    if (named(row, {"gut", "engage-and-gut"})) {
        const std::string size = weapon->text("size", "medium");
        if (size != "small" && size != "extra-small") {
            return refuse(fmt::format("{} is {}: Gut «Requires a Small or Extra Small weapon»", command.weapon, size));
        }
    }
    if (named(row, {"shield-block", "shield-bash"}) && plan.after.cover && plan.after.cover->weapon == command.weapon) {
        return refuse(
            "the shield is kept as cover: «cannot both get shield cover bonuses AND use it to block or bash»");
    }
    if (row.name == "twin-pistols") {
        const SheetRecord* second = clock::weaponOf(actor, command.weapon2);
        if (second == nullptr) {
            return refuse(fmt::format("{} has no weapon '{}'", actor.name, command.weapon2));
        }
        if (second->text("kind", "melee") != "ranged" || whereOf(plan.after, command.weapon2) != "in-hand") {
            return refuse(fmt::format("{} must be a ranged weapon in hand for Twin Pistols", command.weapon2));
        }
    }
    return std::nullopt;
}

Result prepare(const FwContext& context, const Combatant& actor, const ActionArguments& command, ActionPlan& plan) {
    const Row& row = *plan.row;
    Fighter& after = plan.after;
    const int now = context.now();
    if (auto problem = postureProblem(after, row, command)) {
        return problem;
    }
    if (auto problem = movingProblem(after, row)) {
        return problem;
    }
    if (auto problem = bindProblem(after, row, plan)) {
        return problem;
    }
    if (auto problem = aimProblem(after, row)) {
        return problem;
    }
    if (named(row, {"grapple", "slip", "sprawl"}) && clock::freeHands(actor, after) == 0) {
        return refuse(fmt::format("{} «requires the attacker to have both hands free»: no hand is free", row.label));
    }
    if (row.name == "hold-action" && after.held) {
        return refuse(fmt::format("{} is already holding since tick {}", actor.name.empty() ? actor.id : actor.name,
                                  *after.held));
    }
    if (row.name == "footwork" && after.windows.contains("footwork")) {
        return refuse(fmt::format("Footwork is open until tick {}: it «lasts for 20 ticks after which it must be "
                                  "refreshed»",
                                  after.windows.at("footwork")));
    }
    if (row.name == "evade-aoe" && command.prone.value_or(false) && after.posture == "prone") {
        return refuse("already prone: Evade AoE cannot gain distance «by going prone»");
    }
    if (named(row, {"leap", "melee-charge"}) && !(after.movement && after.movement->mode == "run")) {
        return refuse(row.name == "leap" ? std::string("«Leap requires prior running (and room)»")
                                         : std::string("a Charge «requires room to run»: the charger must be running "
                                                       "(R-16)"));
    }
    if (command.footwork) {
        if (!after.windows.contains("footwork")) {
            return refuse("no Footwork window is open: Footwork dice serve maneuvers «made during the Footwork "
                          "duration»");
        }
        if (*command.footwork > 2) {
            return refuse("«Cannot add more than 2 dice to any individual maneuver»");
        }
        if (*command.footwork > after.footworkDice) {
            return refuse(fmt::format("only {} Footwork dice are left: «Successes can be added (once per success)»",
                                      after.footworkDice));
        }
        after.footworkDice -= *command.footwork;
        plan.footworkDice = *command.footwork;
    }
    // Compared as views: a row's name against each kind the table can change, on every action taken.
    const std::string_view name = row.name;
    if (name == "begin-movement") {
        const std::string mode = command.mode.empty() ? "walk" : command.mode;
        startMoving(after);
        after.movement =
            Movement{mode, clock::rateOf(mode, actor.sheet.number("speed")), now + 2, now + 8, std::nullopt};
        if (mode == "swim") {
            after.posture = "treading";
        } else if (mode == "climb") {
            after.posture = "clinging";
        }
    } else if (name == "sprint" || name == "evasive-running") {
        startMoving(after);
    } else if (name == "go-prone") {
        if (after.posture == "prone") {
            return refuse("already prone («Down/Up»)");
        }
        after.posture = "prone";
    } else if (name == "stand-up") {
        if (after.posture != "prone") {
            return refuse(fmt::format("{} is {}, not prone: nothing to stand up from", actor.name, after.posture));
        }
        after.posture = "standing";
    } else if (name == "jump" || name == "leap") {
        endTakeCover(after); // a running leap's shortfall is a term of its roll (RollTerms.cpp)
    } else if (name == "take-cover") {
        after.cover = Cover{"take-cover", command.option == "full" ? 90 : 50, {}};
    } else if (name == "shield-cover") {
        after.cover = Cover{"shield-cover", command.option == "full" ? 90 : 50, command.weapon};
    } else if (name == "ready-weapon" || name == "quick-draw" || (name == "pickup-object" && !command.weapon.empty())) {
        after.weapons[command.weapon] = "in-hand";
    } else if (name == "drop-object" && !command.weapon.empty()) {
        leaveHand(after, command.weapon, "at-feet");
    } else if (name == "place-object" && !command.weapon.empty()) {
        leaveHand(after, command.weapon, "at-hand");
    } else if ((name == "toss-object" && !command.weapon.empty()) || name == "melee-throw" || name == "careful-throw" ||
               name == "cobra-strike") {
        leaveHand(after, command.weapon, "away"); // «(thrown or tossed out of reach)»
    } else if (name == "footwork") {
        after.windows["footwork"] = now + 20; // «lasts for 20 ticks»
        after.footworkRefresh = false;
    } else if (name == "evade-aoe" && command.prone.value_or(false)) {
        after.posture = "prone";
    } else if (name == "full-auto" && command.option == "cover") {
        after.windows["full-auto-cover"] = now + 12; // «for next 12 ticks»
    }
    return std::nullopt;
}

void afterRoll(const FwContext& context, const Combatant& actor, const ActionArguments& command, ActionPlan& plan) {
    const Row& row = *plan.row;
    Fighter& after = plan.after;
    const int now = context.now();
    const int speed = actor.sheet.number("speed");
    const int successes = plan.successes.value_or(0);
    RollRecord roll{std::string(row.name), plan.modifier, plan.successes, std::nullopt, {}, std::nullopt, plan.faces};
    if (row.name == "sprint") {
        // «Add successes from this roll to base speed and double it»
        after.movement = Movement{"sprint", 2.0 * (speed + successes), now, now + plan.cost, std::nullopt};
    } else if (row.name == "evasive-running") {
        // «The speed of Evasive Running is (2 x Base Speed) - 1», in 6 tick increments
        after.movement = Movement{"evasive-running", 2.0 * speed - 1, now, now + 6, std::nullopt};
        after.windows["evasive-running"] = now + 6;
        after.evasiveSuccesses = successes;
    } else if (row.name == "jump") {
        roll.distance = metres(command.option == "vertical" ? (speed + successes) / 10.0 : (speed + successes) / 3.0);
    } else if (row.name == "leap") {
        roll.distance = metres((speed + successes) / 2.0 + 1.0); // «(Speed/2) + 1 meters»
    } else if (row.name == "quick-look" && plan.successes) {
        if (successes >= 4) {
            roll.result = "definite";
        } else if (successes >= 2 || (successes == 1 && context.settings().quickLookOneMaybe)) {
            roll.result = "maybe";
        } else {
            roll.result = "none";
        }
    } else if ((row.name == "detailed-search" || row.name == "observe-in-detail") && plan.successes) {
        roll.facts = std::max(0, successes - 1); // «Each success beyond 1»
    } else if (row.name == "footwork") {
        after.footworkDice = successes;
    } else if (row.name == "evade-aoe" && plan.successes) {
        // «Every success increases distance … by one meter. Can automatically gain +2 meters by going prone»
        roll.distance = successes + (command.prone.value_or(false) ? 2.0 : 0.0);
    }
    if (row.roll != RollNeed::None) {
        after.roll = roll;
    }
}

} // namespace scouter::engine::fatewalker::effects
