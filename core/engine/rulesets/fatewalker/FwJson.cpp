// SPDX-License-Identifier: GPL-3.0-or-later
#include "fatewalker/FwJson.h"

#include "model/Limits.h"

#include <cmath>
#include <utility>

namespace scouter::engine::fatewalker {

namespace {
// Each key looked up once: a fighter's fields are read from every event of a long log that opens.
template <class T> void readOr(const nlohmann::json& json, const char* key, T& field) {
    if (const nlohmann::json* found = present(json, key)) {
        field = found->get<T>();
    }
}
std::optional<double> metresFrom(const nlohmann::json& json, const char* key) {
    const nlohmann::json* found = present(json, key);
    if (found == nullptr) {
        return std::nullopt;
    }
    return static_cast<double>(found->get<long long>()) / 1000.0;
}

} // namespace

double metres(double value) {
    return static_cast<double>(thousandths(value)) / 1000.0;
}

long long thousandths(double value) {
    return std::llround(value * 1000.0);
}

void to_json(nlohmann::json& json, const Movement& value) {
    json = {{"mode", value.mode}, {"rateMilli", thousandths(value.rate)}, {"since", value.since}, {"next", value.next}};
    if (value.to) {
        json["to"] = {value.to->x, value.to->y}; // only when set: the events stored before it read the same
    }
}
void from_json(const nlohmann::json& json, Movement& value) {
    readOr(json, "mode", value.mode);
    value.rate = metresFrom(json, "rateMilli").value_or(0.0);
    readOr(json, "since", value.since);
    readOr(json, "next", value.next);
    if (json.contains("to") && !json.at("to").is_null()) {
        // Written as [x, y] by to_json; anything else is a damaged event, refused as one when read.
        const nlohmann::json& to = json.at("to");
        const auto onGrid = [](const nlohmann::json& at) {
            return at.is_number_integer() && at.get<long long>() >= 0 && at.get<long long>() < limits::kMaxGridSide;
        };
        if (!to.is_array() || to.size() != 2 || !onGrid(to.at(0)) || !onGrid(to.at(1))) {
            throw nlohmann::json::type_error::create(302, "a movement's 'to' is a square [x, y] of the grid", &to);
        }
        value.to = Position{to.at(0).get<int>(), to.at(1).get<int>()};
    }
}

void to_json(nlohmann::json& json, const Cover& value) {
    json = {{"source", value.source}, {"percent", value.percent}, {"weapon", value.weapon}};
}
void from_json(const nlohmann::json& json, Cover& value) {
    readOr(json, "source", value.source);
    readOr(json, "percent", value.percent);
    readOr(json, "weapon", value.weapon);
}

void to_json(nlohmann::json& json, const Bind& value) {
    json = {{"with", value.with},
            {"grapple", optionalJson(value.grapple)},
            {"takedown", optionalJson(value.takedown)},
            {"hold", optionalJson(value.hold)},
            {"holder", value.holder}};
}
void from_json(const nlohmann::json& json, Bind& value) {
    readOr(json, "with", value.with);
    value.grapple = optionalFrom<int>(json, "grapple");
    value.takedown = optionalFrom<int>(json, "takedown");
    value.hold = optionalFrom<int>(json, "hold");
    readOr(json, "holder", value.holder);
}

void to_json(nlohmann::json& json, const RollRecord& value) {
    // Only what was rolled: an older log's nulls, zeros and empty texts read the same as missing.
    json = {{"action", value.action}};
    putUnless(json, "modifier", value.modifier, 0);
    putIfSet(json, "successes", value.successes);
    if (value.distance) {
        json["distanceMilli"] = thousandths(*value.distance);
    }
    putUnless(json, "result", value.result, std::string());
    putIfSet(json, "facts", value.facts);
    putUnless(json, "faces", value.faces, std::vector<int>{}); // rolled here: a typed roll has none
}
void from_json(const nlohmann::json& json, RollRecord& value) {
    readOr(json, "action", value.action);
    readOr(json, "modifier", value.modifier);
    value.successes = optionalFrom<int>(json, "successes");
    value.distance = metresFrom(json, "distanceMilli");
    readOr(json, "result", value.result);
    value.facts = optionalFrom<int>(json, "facts");
    readOr(json, "faces", value.faces);
}

// Only the fields that differ from a fighter's start: from_json reads a missing field as its start,
// as it always has. Fatewalker's events carry each fighter they change whole, and most of a
// fighter's fields are as they began, so this is most of what an encounter stores and reads back.
void to_json(nlohmann::json& json, const Fighter& value) {
    static const Fighter start;
    json = nlohmann::json::object();
    const auto put = [&json](const char* key, const auto& field, const auto& initial) {
        putUnless(json, key, field, initial);
    };
    put("nextTick", value.nextTick, start.nextTick);
    if (value.movement) {
        json["movement"] = *value.movement;
    }
    put("posture", value.posture, start.posture);
    if (value.held) {
        json["held"] = *value.held;
    }
    put("windows", value.windows, start.windows);
    put("footworkDice", value.footworkDice, start.footworkDice);
    put("footworkRefresh", value.footworkRefresh, start.footworkRefresh);
    put("evasiveSuccesses", value.evasiveSuccesses, start.evasiveSuccesses);
    put("aim", value.aim, start.aim);
    put("aimKind", value.aimKind, start.aimKind);
    if (value.roll) {
        json["roll"] = *value.roll;
    }
    put("stunDamage", value.stunDamage, start.stunDamage);
    put("normalDamage", value.normalDamage, start.normalDamage);
    if (value.bind) {
        json["bind"] = *value.bind;
    }
    if (value.cover) {
        json["cover"] = *value.cover;
    }
    put("weapons", value.weapons, start.weapons);
    put("conditions", value.conditions, start.conditions);
}
void from_json(const nlohmann::json& json, Fighter& value) {
    readOr(json, "nextTick", value.nextTick);
    value.movement = optionalFrom<Movement>(json, "movement");
    readOr(json, "posture", value.posture);
    value.held = optionalFrom<int>(json, "held");
    readOr(json, "windows", value.windows);
    readOr(json, "footworkDice", value.footworkDice);
    readOr(json, "footworkRefresh", value.footworkRefresh);
    readOr(json, "evasiveSuccesses", value.evasiveSuccesses);
    readOr(json, "aim", value.aim);
    readOr(json, "aimKind", value.aimKind);
    value.roll = optionalFrom<RollRecord>(json, "roll");
    readOr(json, "stunDamage", value.stunDamage);
    readOr(json, "normalDamage", value.normalDamage);
    value.bind = optionalFrom<Bind>(json, "bind");
    value.cover = optionalFrom<Cover>(json, "cover");
    readOr(json, "weapons", value.weapons);
    readOr(json, "conditions", value.conditions);
}

void to_json(nlohmann::json& json, const SharedFighter& value) {
    to_json(json, *value);
}

void from_json(const nlohmann::json& json, SharedFighter& value) {
    Fighter read;
    from_json(json, read);
    value = SharedFighter(std::move(read));
}

void to_json(nlohmann::json& json, const Pending& value) {
    json = {{"kind", value.kind}, {"who", value.who}, {"ids", value.ids}, {"action", value.action}};
}
void from_json(const nlohmann::json& json, Pending& value) {
    readOr(json, "kind", value.kind);
    readOr(json, "who", value.who);
    readOr(json, "ids", value.ids);
    readOr(json, "action", value.action);
}

void to_json(nlohmann::json& json, const FriendlyFire& value) {
    json = {
        {"target", value.target}, {"attackModifier", value.attackModifier}, {"defenceModifier", value.defenceModifier}};
}
void from_json(const nlohmann::json& json, FriendlyFire& value) {
    readOr(json, "target", value.target);
    readOr(json, "attackModifier", value.attackModifier);
    readOr(json, "defenceModifier", value.defenceModifier);
}

void to_json(nlohmann::json& json, const Exchange& value) {
    json = {{"attacker", value.attacker}, {"target", value.target}, {"action", value.action},
            {"reaction", value.reaction}, {"net", value.net},       {"hit", value.hit},
            {"damage", value.damage}};
    if (value.distance) {
        json["distanceMilli"] = thousandths(*value.distance);
    }
    putUnless(json, "delay", value.delay, {});
    putUnless(json, "prone", value.prone, {});
    putIfSet(json, "friendlyFire", value.friendlyFire);
}
void from_json(const nlohmann::json& json, Exchange& value) {
    readOr(json, "attacker", value.attacker);
    readOr(json, "target", value.target);
    readOr(json, "action", value.action);
    readOr(json, "reaction", value.reaction);
    readOr(json, "net", value.net);
    readOr(json, "hit", value.hit);
    value.distance = metresFrom(json, "distanceMilli");
    readOr(json, "damage", value.damage);
    readOr(json, "delay", value.delay);
    readOr(json, "prone", value.prone);
    value.friendlyFire = optionalFrom<FriendlyFire>(json, "friendlyFire");
}

} // namespace scouter::engine::fatewalker
