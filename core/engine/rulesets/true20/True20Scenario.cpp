// SPDX-License-Identifier: GPL-3.0-or-later
#include "true20/Budget.h"
#include "true20/DamageTrack.h"
#include "true20/Scores.h"
#include "true20/True20Commands.h"
#include "true20/True20Ruleset.h"

#include "rules/CommandList.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <set>

// What the scenario contract (scenario-format-true20.md) reads of True20: its commands with their
// keys, what makes one unreadable (exit 2, section 13; True20Commands.h), and its paths (section 11).
namespace scouter::engine::true20 {

namespace {

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
            names.emplace(held.name);
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

std::optional<std::string> d20FaceProblem(const std::optional<int>& roll) {
    return roll ? commandLimits::numberProblem("roll", kD20Face, *roll) : std::nullopt;
}

std::optional<std::string> oneOfProblem(std::string_view what, const std::string& value,
                                        std::initializer_list<std::string_view> allowed) {
    if (std::find(allowed.begin(), allowed.end(), value) != allowed.end()) {
        return std::nullopt;
    }
    std::string listed;
    for (const auto each : allowed) {
        listed += (listed.empty() ? "" : ", ") + std::string(each);
    }
    return fmt::format("unknown {} '{}' ({})", what, value, listed);
}

std::optional<std::string> Attack::problem() const {
    if (!mode.empty()) {
        if (auto unknown = oneOfProblem("attack mode", mode, {"melee", "ranged", "grapple"})) {
            return unknown;
        }
    }
    if (range && mode != "ranged") {
        return std::string("'range' is the Range Penalty of a ranged attack (mode: ranged)");
    }
    if (!kind.empty()) {
        return oneOfProblem("attack type", kind, {"standard", "full-round"});
    }
    return std::nullopt;
}

std::optional<std::string> Toughness::problem() const {
    if (damage.has_value() == weapon.has_value()) {
        return std::string("a Toughness save takes 'damage' or 'weapon', exactly one");
    }
    if (!by.empty() && !weapon) {
        return std::string("'by' adds the attacker's Strength to a 'weapon' damage");
    }
    return std::nullopt;
}

std::optional<std::string> Move::problem() const {
    if (!to) {
        return std::string("a move needs its square 'to'");
    }
    if (!mode.empty()) {
        return oneOfProblem("move mode", mode, {"move", "double"});
    }
    return std::nullopt;
}

std::optional<std::string> Save::problem() const {
    if (auto unknown = oneOfProblem("save", kind, {"fortitude", "reflex", "will"})) {
        return unknown;
    }
    if (!dc) {
        return std::string("a save needs its 'dc'");
    }
    return std::nullopt;
}

namespace {
using True20CommandList =
    CommandList<engine::commands::SetInitiative, engine::commands::BreakTie, engine::commands::Resolve,
                engine::commands::Start, engine::commands::EndTurn, engine::commands::SkipTurn, Action, Attack, Confirm,
                Toughness, Save, Recover, Defend, Delay, Prepare, Push, Elapse, Move, engine::commands::Side,
                engine::commands::Leave, engine::commands::End, engine::commands::Condition>;

// What True20 cannot read of the neutral commands: a die face no d20 has, an unknown reason.
std::optional<std::string> neutralProblem(const Command& command) {
    if (const auto* set = commandAs<engine::commands::SetInitiative>(command)) {
        return d20FaceProblem(set->roll);
    }
    if (const auto* leave = commandAs<engine::commands::Leave>(command)) {
        return oneOfProblem("reason", leave->reason, {"death", "escape", "surrender"});
    }
    if (const auto* end = commandAs<engine::commands::End>(command)) {
        return oneOfProblem("outcome", end->outcome, {"victory", "ceasefire", "escape"});
    }
    return std::nullopt;
}
} // namespace

std::vector<CommandSpec> True20Ruleset::commandSpecs() const {
    return True20CommandList::specs();
}

CommandReading True20Ruleset::readCommand(const CommandForm& form) const {
    CommandReading reading = True20CommandList::read(form);
    if (const auto* command = std::get_if<Command>(&reading)) {
        if (auto problem = neutralProblem(*command)) {
            return FormProblem{form.type, *problem};
        }
    }
    return reading;
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
        const Fighter* found = fighterOf(*rules, state, c.id);
        const Fighter& fighter = found != nullptr ? *found : nobody;
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
