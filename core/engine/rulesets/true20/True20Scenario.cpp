#include "true20/Budget.h"
#include "true20/DamageTrack.h"
#include "true20/Scores.h"
#include "true20/True20Ruleset.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <set>

// What the scenario contract (scenario-format-true20.md) reads of True20: its commands with their
// keys, what makes one unreadable (exit 2, section 13), and its paths (section 11).
namespace scouter::engine::true20 {

namespace {

bool oneOf(const std::string& value, std::initializer_list<const char*> allowed) {
    return std::any_of(allowed.begin(), allowed.end(), [&](const char* each) { return value == each; });
}

nlohmann::json orNull(const std::optional<std::string>& text) {
    return text ? nlohmann::json(*text) : nlohmann::json(nullptr);
}

std::vector<std::string> conditionsOf(const Fighter& fighter, const Scores& scores) {
    if (fighter.dead) {
        return {"dead"};
    }
    std::set<std::string> names;
    for (const auto* track : {&fighter.lethal, &fighter.subdual}) {
        for (const auto& held : *track) {
            names.insert(held.name);
        }
    }
    if (fighter.loseRound) {
        names.insert("lose-round");
    }
    if (fighter.offGuard) {
        names.insert("off-guard");
    }
    if (scores.halfSpeed()) {
        names.insert("half-speed");
    }
    if (scores.helpless()) {
        names.insert("helpless");
    }
    if (fighter.prepared) {
        names.insert("prepared");
    }
    return {names.begin(), names.end()};
}

} // namespace

std::map<std::string, std::set<std::string>, std::less<>> True20Ruleset::commandKeys() const {
    return {
        {"setInitiative", {"who", "roll", "value"}},
        {"breakTie", {"order"}},
        {"resolve", {"choice"}},
        {"start", {}},
        {"endTurn", {"who"}},
        {"skipTurn", {"who"}},
        {"action", {"who", "type"}},
        {"attack", {"who", "target", "roll", "mode", "range", "type", "bonus", "weapon", "lethal"}},
        {"confirm", {"who", "roll"}},
        {"toughness", {"who", "damage", "weapon", "by", "roll", "lethal", "critical", "bonus"}},
        {"save", {"who", "kind", "dc", "roll", "bonus"}},
        {"recover", {"who", "roll", "conviction"}},
        {"defend", {"who", "with"}},
        {"delay", {"who", "after", "target"}},
        {"prepare", {"who"}},
        {"push", {"who"}},
        {"elapse", {"rounds"}},
        {"leave", {"who", "reason"}},
        {"end", {"outcome"}},
        {"move", {"who", "to", "mode"}},
    };
}

std::optional<std::string> True20Ruleset::malformed(const Command& command) const {
    const std::string& type = command.type;
    const bool rolls = oneOf(type, {"attack", "confirm", "toughness", "save", "recover", "setInitiative"});
    if (rolls && command.roll && (*command.roll < 1 || *command.roll > 20)) {
        return "'roll' is the d20's face, 1 to 20, not " + std::to_string(*command.roll);
    }
    if (type == "attack") {
        if (!command.mode.empty() && !oneOf(command.mode, {"melee", "ranged", "grapple"})) {
            return "unknown attack mode '" + command.mode + "' (melee, ranged, grapple)";
        }
        if (command.range && command.mode != "ranged") {
            return std::string("'range' is the Range Penalty of a ranged attack (mode: ranged)");
        }
        if (!command.kind.empty() && !oneOf(command.kind, {"standard", "full-round"})) {
            return "unknown attack type '" + command.kind + "' (standard, full-round)";
        }
    } else if (type == "action") {
        if (!oneOf(command.kind, {"standard", "move", "full-round", "free", "reaction"})) {
            return "unknown action type '" + command.kind + "' (standard, move, full-round, free, reaction)";
        }
    } else if (type == "toughness") {
        if (command.damage.has_value() == command.weapon.has_value()) {
            return std::string("a Toughness save takes 'damage' or 'weapon', exactly one");
        }
        if (!command.by.empty() && !command.weapon) {
            return std::string("'by' adds the attacker's Strength to a 'weapon' damage");
        }
    } else if (type == "save") {
        if (!oneOf(command.kind, {"fortitude", "reflex", "will"})) {
            return "unknown save '" + command.kind + "' (fortitude, reflex, will)";
        }
        if (!command.dc) {
            return std::string("a save needs its 'dc'");
        }
    } else if (type == "defend") {
        const std::string& with = command.with.empty() ? command.mode : command.with;
        if (!oneOf(with, {"dodge", "parry", "best"})) {
            return "unknown defence '" + with + "' (dodge, parry, best)";
        }
    } else if (type == "move") {
        if (!command.to) {
            return std::string("a move needs its square 'to'");
        }
        if (!command.mode.empty() && !oneOf(command.mode, {"move", "double"})) {
            return "unknown move mode '" + command.mode + "' (move, double)";
        }
    } else if (type == "elapse") {
        if (!command.rounds || *command.rounds < 1) {
            return std::string("'rounds' is 1 or more");
        }
    } else if (type == "leave") {
        if (!oneOf(command.reason, {"death", "escape", "surrender"})) {
            return "unknown reason '" + command.reason + "' (death, escape, surrender)";
        }
    } else if (type == "end") {
        if (!oneOf(command.outcome, {"victory", "ceasefire", "escape"})) {
            return "unknown outcome '" + command.outcome + "' (victory, ceasefire, escape)";
        }
    }
    return std::nullopt;
}

void True20Ruleset::statePaths(const EncounterState& state, nlohmann::json& view) const {
    const auto* rules = state.rules.get<True20State>();
    if (rules == nullptr) {
        return;
    }
    if (state.pending.empty() && rules->threat) {
        view["pending"] = "confirm";
        view["pendingWho"] = rules->threat->attacker;
    }
    view["lastAttack"] = rules->lastAttack.empty() ? nlohmann::json(nullptr) : nlohmann::json(rules->lastAttack);
    if (rules->lastSave) {
        const auto& save = *rules->lastSave;
        view["lastSave"] = {{"kind", save.kind}, {"dc", save.dc}, {"total", save.total}, {"success", save.success}};
    } else {
        view["lastSave"] = nullptr;
    }
    const Fighter nobody;
    for (const auto& c : state.combatants) {
        const auto found = rules->fighters.find(c.id);
        const Fighter& fighter = found != rules->fighters.end() ? found->second : nobody;
        const Scores scores(c.sheet, &fighter, m_settings);
        const std::string prefix = c.id + ".";
        view[prefix + "lethal"] = fighter.dead ? nlohmann::json("dead") : orNull(mostSerious(fighter.lethal));
        view[prefix + "subdual"] = orNull(mostSerious(fighter.subdual));
        view[prefix + "lethalStates"] = fighter.dead ? std::vector<std::string>{"dead"} : instances(fighter.lethal);
        view[prefix + "subdualStates"] = instances(fighter.subdual);
        view[prefix + "conditions"] = conditionsOf(fighter, scores);
        view[prefix + "actionsLeft"] = actionsLeft(fighter);
        view[prefix + "defense"] = scores.defense();
        view[prefix + "melee"] = scores.melee();
        view[prefix + "ranged"] = scores.ranged();
        view[prefix + "grapple"] = scores.grapple();
        view[prefix + "toughness"] = scores.toughness(true);
        view[prefix + "toughnessSubdual"] = scores.toughness(false);
        view[prefix + "fortitude"] = scores.save("fortitude");
        view[prefix + "reflex"] = scores.save("reflex");
        view[prefix + "will"] = scores.save("will");
        view[prefix + "dyingDC"] = holds(fighter, "dying") > 0 ? nlohmann::json(fighter.dyingDC) : nlohmann::json();
        view[prefix + "conviction"] = fighter.conviction;
    }
}

} // namespace scouter::engine::true20
