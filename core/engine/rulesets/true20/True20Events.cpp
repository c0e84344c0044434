// SPDX-License-Identifier: GPL-3.0-or-later
#include "true20/True20Events.h"

#include "true20/DamageTrack.h"

#include <fmt/format.h>

namespace scouter::engine::true20 {

namespace {

std::string listed(const std::vector<std::string>& states) {
    std::string text;
    for (const auto& state : states) {
        if (state.empty()) {
            continue;
        }
        text += text.empty() ? stateLabel(state) : " and " + stateLabel(state);
    }
    return text;
}

} // namespace

std::string AttackMade::outcome() const {
    if (result == "hit" || result == "critical-threat") {
        return "hit";
    }
    // A natural 1 misses whatever the Defense; otherwise the Dodge or Parry it counted stopped it.
    if (face == 1 || defendedWith.empty()) {
        return "missed";
    }
    return defendedWith == "parry" ? "parried" : "dodged";
}

std::string AttackMade::words(const NameOf& nameOf) const {
    const std::string said = outcome();
    const std::string ended = result == "critical-threat"
                                  ? fmt::format("a natural {}, hit and threatens a critical", face)
                              : face == 1 ? "a natural 1, " + said
                                          : said;
    const std::string with = name.empty() ? std::string() : fmt::format(" with {}", name);
    return fmt::format("{} attacks {}{} ({}{}): {} against Defense {}, {}", nameOf(who), nameOf(target), with, mode,
                       spent == "prepared" ? ", prepared" : "", face + bonus, defense, ended);
}

void to_json(nlohmann::json& json, const AttackMade& e) {
    json = {{"who", e.who},
            {"target", e.target},
            {"mode", e.mode},
            {"spent", e.spent},
            {"face", e.face},
            {"bonus", e.bonus},
            {"defense", e.defense},
            {"result", e.result},
            {"weapon", e.weapon},
            {"lethal", e.lethal},
            {"defendedWith", e.defendedWith}};
    if (!e.name.empty()) {
        json["name"] = e.name;
    }
    if (e.threat != AttackMade{}.threat) {
        json["threat"] = e.threat;
    }
}

void from_json(const nlohmann::json& json, AttackMade& e) {
    const AttackMade defaults;
    e.who = json.value("who", defaults.who);
    e.target = json.value("target", defaults.target);
    e.mode = json.value("mode", defaults.mode);
    e.spent = json.value("spent", defaults.spent);
    e.face = json.value("face", defaults.face);
    e.bonus = json.value("bonus", defaults.bonus);
    e.defense = json.value("defense", defaults.defense);
    e.result = json.value("result", defaults.result);
    e.weapon = json.value("weapon", defaults.weapon);
    e.lethal = json.value("lethal", defaults.lethal);
    e.defendedWith = json.value("defendedWith", defaults.defendedWith);
    e.name = json.value("name", defaults.name);
    e.threat = json.value("threat", defaults.threat);
}

std::string CriticalConfirmed::words(const NameOf& nameOf) const {
    return fmt::format("{} rolls to confirm the critical on {}: {} against Defense {}, {}", nameOf(who), nameOf(target),
                       face + bonus, defense, confirmed ? "a critical hit" : "a plain hit");
}

std::string ThreatLapsed::words(const NameOf& nameOf) const {
    return fmt::format("{}'s critical threat is not confirmed: a plain hit", nameOf(who));
}

std::string ToughnessRolled::words(const NameOf& nameOf) const {
    const std::string head = fmt::format("{} saves Toughness against {} damage: {} against DC {}", nameOf(who),
                                         lethal ? "lethal" : "subdual", total(), dc);
    if (success) {
        return head + ", no significant damage";
    }
    if (kill) {
        return head + ", failed by 20 or more: dead";
    }
    const std::string became = listed(results);
    return fmt::format("{}, failed by {}{}: {}", head, dc - total(),
                       face == 20 ? " (a natural 20: the lowest band)" : "", became.empty() ? "nothing more" : became);
}

std::string SaveRolled::words(const NameOf& nameOf) const {
    return fmt::format("{} saves {}: {} against DC {}, {}{}", nameOf(who), stateLabel(kind), face + bonus, dc,
                       success ? "success" : "failure", face == 20 ? " (a natural 20)" : "");
}

std::string RecoveryRolled::words(const NameOf& nameOf) const {
    const std::string head = fmt::format("{} makes a {} against {}: {} against DC {}{}", nameOf(who),
                                         state == "dying" ? "Dying check" : "Recovery Check", stateLabel(state), total,
                                         dc, conviction ? " (Conviction spent)" : "");
    if (outcome == "recovered") {
        return head + ", " + stateLabel(state) + " is shaken off";
    }
    if (outcome == "improved") {
        return head + ", improves to Disabled and Unconscious";
    }
    if (outcome == "steady") {
        return head + ", still Dying (the DC rises by 1)";
    }
    if (outcome == "died") {
        return head + ", dies";
    }
    return head + ", no significant improvement";
}

std::string ActionTaken::words(const NameOf& nameOf) const {
    return fmt::format("{} takes a {} action", nameOf(who), action);
}

std::string DefenseChosen::words(const NameOf& nameOf) const {
    return fmt::format("{} defends with {}", nameOf(who),
                       with == "best" ? "the better of Dodge and Parry" : stateLabel(with));
}

std::string Delayed::words(const NameOf& nameOf) const {
    return fmt::format("{} delays until after {}", nameOf(who), nameOf(after));
}

std::string Prepared::words(const NameOf& nameOf) const {
    return fmt::format("{} prepares an attack (standard action)", nameOf(who));
}

std::string Pushed::words(const NameOf& nameOf) const {
    return fmt::format("{} is pushed while Disabled: now Dying", nameOf(who));
}

std::string MoveMade::words(const NameOf& nameOf) const {
    return fmt::format("{} moves {} square{} to [{}, {}] ({})", nameOf(who), squares, squares == 1 ? "" : "s", x, y,
                       actions == 2 ? "a double move: both move actions" : "a move action");
}

std::string ConditionChanged::words(const NameOf& nameOf) const {
    const std::string label = condition == "off-guard" ? "Off-guard" : stateLabel(condition);
    if (!added) {
        return fmt::format("{} is no longer {}", nameOf(who), label);
    }
    if (anchor.empty()) {
        return fmt::format("{} is {} until removed", nameOf(who), label);
    }
    return fmt::format("{} is {} until the end of {}'s turn in round {}", nameOf(who), label, nameOf(anchor), endRound);
}

} // namespace scouter::engine::true20
