// SPDX-License-Identifier: GPL-3.0-or-later
#include "fatewalker/CombatEvents.h"

#include "fatewalker/ExchangeOutcome.h"
#include "fatewalker/FwCatalogue.h"
#include "model/EncounterState.h"
#include "rules/Possessive.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>

namespace scouter::engine::fatewalker {

namespace {

FwState& combatRulesOf(EncounterState& state) {
    if (state.rules.get<FwState>() == nullptr) {
        state.rules = RulesetData(FwState{});
    }
    return *state.rules.get<FwState>();
}

std::string combatLabel(std::string_view action) {
    const Row* row = findRow(action);
    return row != nullptr ? std::string(row->label) : std::string(action);
}

// A net result as the rolls' modifiers are written: "−2", with the minus sign.
std::string signedNet(int net) {
    return net < 0 ? fmt::format("−{}", -net) : fmt::format("{}", net);
}

std::string damageWords(const DamageLine& line, const std::function<std::string(const std::string&)>& nameOf) {
    return fmt::format("{} {} to {}", line.points, line.stun ? "stun" : "normal", nameOf(line.to));
}

std::string bindWords(const Bind& bind) {
    std::vector<std::string> levels;
    if (bind.grapple) {
        levels.push_back(fmt::format("grapple {}", *bind.grapple));
    }
    if (bind.takedown) {
        levels.push_back(fmt::format("takedown {}", *bind.takedown));
    }
    if (bind.hold) {
        levels.push_back(fmt::format("hold {}", *bind.hold));
    }
    return fmt::format("{}", fmt::join(levels, ", "));
}

// The check's name in the log: what the roll is for.
std::string checkWords(std::string_view roll) {
    if (roll == "charge-footing") {
        return "for footing after the Charge";
    }
    if (roll == "trip-kick-fall") {
        return "against falling from the Trip Kick";
    }
    if (roll == "leaping-dodge-fall") {
        return "to land the Leaping Dodge";
    }
    return std::string(roll);
}

std::string metreWords(double value) {
    return fmt::format("{:g} m", value);
}

// The first two (an exchange's attacker and target, most often all it carries) where `hints` say.
void assignFighters(FwState& rules, const Fighters& fighters, const IdHints& hints) {
    std::size_t which = 0;
    for (const auto& [id, fighter] : fighters) {
        if (which < hints.size()) {
            rules.fighters.set(id, fighter, hints[which++]);
        } else {
            rules.fighters.set(id, fighter);
        }
    }
}

std::vector<std::string> combatIds(const Fighters& fighters, const Exchange& exchange) {
    std::vector<std::string> ids{exchange.attacker, exchange.target};
    for (const auto& [id, fighter] : fighters) {
        ids.push_back(id);
    }
    return ids;
}

} // namespace

void setCombatPending(FwState& rules) {
    const CombatState& combat = rules.combat;
    if (!combat.open && combat.checks.empty()) {
        rules.pending.reset();
        return;
    }
    // Filled in again, every field: an exchange's events set and clear it again and again.
    Pending& pending = rules.pending.refill();
    if (combat.open) {
        pending.kind = "reaction";
        pending.who = combat.open->target;
        pending.ids.assign(1, combat.open->attacker);
        pending.action = combat.open->action;
        return;
    }
    pending.kind = "check";
    pending.who = combat.checks.front().who;
    pending.ids.clear();
    pending.action = combat.checks.front().roll;
}

std::string EvasionRolled::words(const std::function<std::string(const std::string&)>& nameOf) const {
    const int penalty = std::max(successes - 1, 0);
    return fmt::format("{} runs evasively: shots and throws at {} take -{}, melee -{}", nameOf(who), nameOf(who),
                       penalty, penalty / 2);
}

void EvasionRolled::reduce(EncounterState& state) const {
    combatRulesOf(state).combat.evasive[who] = successes;
}

std::string AttackOpened::words(const std::function<std::string(const std::string&)>& nameOf) const {
    return fmt::format("{} {} at {}: {} success{}; {} may answer", possessive(nameOf(attack->attacker)),
                       combatLabel(attack->action), nameOf(attack->target), attack->successes,
                       attack->successes == 1 ? "" : "es", nameOf(attack->target));
}

void AttackOpened::reduce(EncounterState& state) const {
    FwState& rules = combatRulesOf(state);
    rules.combat.open = attack;
    rules.combat.checks.clear();
    setCombatPending(rules);
}

std::vector<std::string> ExchangeResolved::references() const {
    return combatIds(fighters, *exchange);
}

std::string ExchangeResolved::words(const std::function<std::string(const std::string&)>& nameOf) const {
    // "Brand's Strike → Aster, blocked (Block, net 0)": its outcome in the words every view uses.
    std::string text =
        fmt::format("{} {} → {}, {}", possessive(nameOf(exchange->attacker)), combatLabel(exchange->action),
                    nameOf(exchange->target), exchangeOutcome(*exchange).word);
    if (!exchange->reaction.empty()) {
        text += fmt::format(" ({}, net {})", combatLabel(exchange->reaction), signedNet(exchange->net));
    }
    std::vector<std::string> parts;
    for (const auto& line : dealt) {
        if (line.points == 0) {
            continue; // a Block that cancelled it all: the outcome says so
        }
        parts.push_back(line.to == exchange->target ? fmt::format("{} {}", line.points, line.stun ? "stun" : "normal")
                                                    : damageWords(line, nameOf));
    }
    for (const auto& [id, ticks] : exchange->delay) {
        parts.push_back(fmt::format("{} delayed {} tick{}", nameOf(id), ticks, ticks == 1 ? "" : "s"));
    }
    for (const auto& id : exchange->prone) {
        parts.push_back(fmt::format("{} prone", nameOf(id)));
    }
    if (exchange->distance) {
        parts.push_back(metreWords(*exchange->distance));
    }
    if (exchange->friendlyFire) {
        parts.push_back(fmt::format("the attack may turn on {} at {:+}", nameOf(exchange->friendlyFire->target),
                                    exchange->friendlyFire->attackModifier));
    }
    for (const auto& [id, fighter] : fighters) {
        if (id == exchange->attacker && fighter->bind) {
            parts.push_back(bindWords(*fighter->bind));
        }
    }
    for (std::size_t index = 0; index < parts.size(); ++index) {
        text += (index == 0 ? ": " : ", ") + parts[index];
    }
    if (!checks.empty()) {
        text += fmt::format("; {} rolls {}", nameOf(checks.front().who), checkWords(checks.front().roll));
    }
    return text;
}

void ExchangeResolved::reduce(EncounterState& state, const IdHints& hints) const {
    FwState& rules = combatRulesOf(state);
    assignFighters(rules, fighters, hints);
    rules.exchange = exchange;
    rules.combat.open.reset();
    rules.combat.checks = checks;
    setCombatPending(rules);
}

std::vector<std::string> CheckRolled::references() const {
    auto ids = combatIds(fighters, *exchange);
    ids.push_back(who);
    return ids;
}

std::string CheckRolled::words(const std::function<std::string(const std::string&)>& nameOf) const {
    std::string text =
        fmt::format("{} rolls {}: {} success{}", nameOf(who), checkWords(roll), successes, successes == 1 ? "" : "es");
    if (delays) {
        text += fmt::format(", delayed {} tick{}", delay, delay == 1 ? "" : "s");
    }
    if (prone) {
        text += ", falls prone";
    }
    if (fall) {
        text += ", " + damageWords(*fall, nameOf);
    }
    return text;
}

void CheckRolled::reduce(EncounterState& state, const IdHints& hints) const {
    FwState& rules = combatRulesOf(state);
    assignFighters(rules, fighters, hints);
    rules.exchange = exchange;
    rules.combat.checks = checks;
    setCombatPending(rules);
}

void to_json(nlohmann::json& json, const CheckAsked& value) {
    json = {{"who", value.who},
            {"roll", value.roll},
            {"modifier", value.modifier},
            {"delays", value.delays},
            {"fallDamage", value.fallDamage}};
}
void from_json(const nlohmann::json& json, CheckAsked& value) {
    value.who = json.value("who", std::string());
    value.roll = json.value("roll", std::string());
    value.modifier = json.value("modifier", 0);
    value.delays = json.value("delays", false);
    value.fallDamage = json.value("fallDamage", false);
}

void to_json(nlohmann::json& json, const OpenAttack& value) {
    json = {{"attacker", value.attacker}, {"target", value.target},       {"action", value.action},
            {"weapon", value.weapon},     {"successes", value.successes}, {"damage", value.damage}};
    putUnless(json, "targetWeapon", value.targetWeapon, std::string());
    putUnless(json, "damageBonus", value.damageBonus, 0);
    putUnless(json, "runUpBonus", value.runUpBonus, 0);
    putUnless(json, "projectile", value.projectile, std::string());
}
void from_json(const nlohmann::json& json, OpenAttack& value) {
    value.attacker = json.value("attacker", std::string());
    value.target = json.value("target", std::string());
    value.action = json.value("action", std::string());
    value.weapon = json.value("weapon", std::string());
    value.targetWeapon = json.value("targetWeapon", std::string());
    value.successes = json.value("successes", 0);
    value.damage = json.value("damage", std::string());
    value.damageBonus = json.value("damageBonus", 0);
    value.runUpBonus = json.value("runUpBonus", 0);
    value.projectile = json.value("projectile", std::string());
}

void to_json(nlohmann::json& json, const DamageLine& value) {
    json = {{"to", value.to}, {"points", value.points}, {"stun", value.stun}, {"cause", value.cause}};
}
void from_json(const nlohmann::json& json, DamageLine& value) {
    value.to = json.value("to", std::string());
    value.points = json.value("points", 0);
    value.stun = json.value("stun", false);
    value.cause = json.value("cause", std::string());
}

void to_json(nlohmann::json& json, const EvasionRolled& value) {
    json = {{"who", value.who}, {"successes", value.successes}};
}
void from_json(const nlohmann::json& json, EvasionRolled& value) {
    value.who = json.value("who", std::string());
    value.successes = json.value("successes", 0);
}

void to_json(nlohmann::json& json, const AttackOpened& value) {
    json = {{"attack", *value.attack}};
}
void from_json(const nlohmann::json& json, AttackOpened& value) {
    value.attack = json.value("attack", OpenAttack{});
}

void to_json(nlohmann::json& json, const ExchangeResolved& value) {
    json = {{"exchange", *value.exchange}, {"fighters", value.fighters}};
    putUnless(json, "dealt", value.dealt, {});
    putUnless(json, "faces", value.faces, {});
    putUnless(json, "checks", value.checks, {});
}
void from_json(const nlohmann::json& json, ExchangeResolved& value) {
    value.exchange = json.value("exchange", Exchange{});
    value.dealt = json.value("dealt", std::vector<DamageLine>{});
    value.faces = json.value("faces", std::vector<int>{});
    value.fighters = json.value("fighters", Fighters{});
    value.checks = json.value("checks", std::vector<CheckAsked>{});
}

void to_json(nlohmann::json& json, const CheckRolled& value) {
    json = {{"who", value.who},
            {"roll", value.roll},
            {"modifier", value.modifier},
            {"successes", value.successes},
            {"delay", value.delay},
            {"delays", value.delays},
            {"prone", value.prone},
            {"fall", optionalJson(value.fall)},
            {"faces", value.faces},
            {"fighters", value.fighters},
            {"exchange", *value.exchange},
            {"checks", value.checks}};
}
void from_json(const nlohmann::json& json, CheckRolled& value) {
    value.who = json.value("who", std::string());
    value.roll = json.value("roll", std::string());
    value.modifier = json.value("modifier", 0);
    value.successes = json.value("successes", 0);
    value.delay = json.value("delay", 0);
    value.delays = json.value("delays", false);
    value.prone = json.value("prone", false);
    value.fall = optionalFrom<DamageLine>(json, "fall");
    value.faces = json.value("faces", std::vector<int>{});
    value.fighters = json.value("fighters", Fighters{});
    value.exchange = json.value("exchange", Exchange{});
    value.checks = json.value("checks", std::vector<CheckAsked>{});
}

} // namespace scouter::engine::fatewalker
