// SPDX-License-Identifier: GPL-3.0-or-later
#include "fatewalker/FwCatalogue.h"
#include "fatewalker/FwCommands.h"
#include "fatewalker/FwEffects.h"
#include "fatewalker/FwJson.h"
#include "fatewalker/FwRules.h"
#include "fatewalker/FwRuleset.h"

#include "rules/CommandList.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

// What the scenario contract (scenario-format-fatewalker.md) reads of Fatewalker: its commands
// with their keys, what makes one unreadable (exit 2, section 14; FwCommands.cpp), and its paths
// (section 12). A path below an object reads into it, below null it is null, and an unknown key is
// not in the view at all (exit 2).
namespace scouter::engine::fatewalker {

namespace {

using FwCommandList = CommandList<engine::commands::Start, SetTick, Advance, Act, Preempt, React, Declare, Check,
                                  engine::commands::Resolve, engine::commands::BreakTie, engine::commands::Condition,
                                  engine::commands::Side, engine::commands::Leave, engine::commands::End>;

std::optional<std::string> oneOf(std::string_view what, const std::string& value,
                                 std::initializer_list<std::string_view> allowed) {
    if (value.empty() || std::find(allowed.begin(), allowed.end(), value) != allowed.end()) {
        return std::nullopt;
    }
    std::string listed;
    for (const auto each : allowed) {
        listed += (listed.empty() ? "" : ", ") + std::string(each);
    }
    return fmt::format("unknown {} '{}' ({})", what, value.substr(0, 64), listed);
}

std::optional<std::string> neutralProblem(const Command& command) {
    if (const auto* leave = commandAs<engine::commands::Leave>(command)) {
        return oneOf("reason", leave->reason, {"death", "escape", "surrender"});
    }
    if (const auto* end = commandAs<engine::commands::End>(command)) {
        return oneOf("outcome", end->outcome, {"victory", "ceasefire", "escape"});
    }
    return std::nullopt;
}

// Puts `value` at `path` and every key below it at `path.key`, and `keys` (the object's known
// keys) as null below it when it is null or lacks them.
void put(nlohmann::json& view, const std::string& path, const nlohmann::json& value,
         std::initializer_list<const char*> keys = {}) {
    view[path] = value;
    if (value.is_object()) {
        for (const auto& [key, inner] : value.items()) {
            std::string below = path;
            below += '.';
            below += key;
            put(view, below, inner);
        }
    }
    for (const char* key : keys) {
        std::string below = path;
        below += '.';
        below += key;
        if (!view.contains(below)) {
            view[below] = nullptr;
        }
    }
}

nlohmann::json rollJson(const std::optional<RollRecord>& roll) {
    if (!roll) {
        return nullptr;
    }
    nlohmann::json json{
        {"action", roll->action}, {"modifier", roll->modifier}, {"successes", optionalJson(roll->successes)}};
    if (roll->distance) {
        json["distance"] = *roll->distance;
    }
    if (!roll->result.empty()) {
        json["result"] = roll->result;
    }
    if (roll->facts) {
        json["facts"] = *roll->facts;
    }
    return json;
}

nlohmann::json movementJson(const std::optional<Movement>& movement) {
    if (!movement) {
        return nullptr;
    }
    return {{"mode", movement->mode}, {"rate", movement->rate}, {"since", movement->since}, {"next", movement->next}};
}

nlohmann::json bindJson(const std::optional<Bind>& bind) {
    if (!bind) {
        return nullptr;
    }
    return {{"with", bind->with},
            {"grapple", optionalJson(bind->grapple)},
            {"takedown", optionalJson(bind->takedown)},
            {"hold", optionalJson(bind->hold)},
            {"holder", bind->holder.empty() ? nlohmann::json(nullptr) : nlohmann::json(bind->holder)}};
}

nlohmann::json exchangeJson(const Shared<Exchange>& exchange) {
    if (!exchange) {
        return nullptr;
    }
    nlohmann::json json{
        {"attacker", exchange->attacker},
        {"target", exchange->target},
        {"action", exchange->action},
        {"reaction", exchange->reaction.empty() ? nlohmann::json(nullptr) : nlohmann::json(exchange->reaction)},
        {"net", exchange->net},
        {"hit", exchange->hit},
        {"distance", optionalJson(exchange->distance)},
        {"damage", exchange->damage},
        {"delay", exchange->delay},
        {"prone", exchange->prone},
        {"friendlyFire", nullptr}};
    if (exchange->friendlyFire) {
        json["friendlyFire"] = {{"target", exchange->friendlyFire->target},
                                {"attackModifier", exchange->friendlyFire->attackModifier},
                                {"defenceModifier", exchange->friendlyFire->defenceModifier}};
    }
    return json;
}

} // namespace

std::vector<CommandSpec> FwRuleset::commandSpecs() const {
    return FwCommandList::specs();
}

CommandReading FwRuleset::readCommand(const CommandForm& form) const {
    CommandReading reading = FwCommandList::read(form);
    if (const auto* command = std::get_if<Command>(&reading)) {
        if (auto problem = neutralProblem(*command)) {
            return FormProblem{form.type, *problem};
        }
    }
    return reading;
}

std::optional<std::string> FwRuleset::formProblem(const EncounterState& state, const CommandForm& form) const {
    if (form.type != Act::kName && form.type != Preempt::kName && form.type != React::kName) {
        return std::nullopt;
    }
    const auto text = [&](const char* key) {
        const auto found = form.arguments.find(key);
        const auto* value = found != form.arguments.end() ? std::get_if<std::string>(&found->second) : nullptr;
        return value != nullptr ? *value : std::string();
    };
    for (const char* key : {"before", "against", "newTarget", "target2"}) {
        const std::string id = text(key);
        if (!id.empty() && state.find(id) == nullptr) {
            return fmt::format("'{}' names no combatant: '{}'", key, id.substr(0, 64));
        }
    }
    const Combatant* actor = state.find(text("who"));
    const Row* row = findRow(text("action"));
    if (actor == nullptr || row == nullptr) {
        return std::nullopt;
    }
    for (const char* key : {"weapon", "weapon2"}) {
        const std::string id = text(key);
        if (id.empty()) {
            continue;
        }
        const SheetRecord* weapon = clock::weaponOf(*actor, id);
        if (weapon == nullptr) {
            return fmt::format("{} has no weapon '{}'", actor->name, id.substr(0, 64));
        }
        if (auto wrong = effects::kindProblem(*row, *weapon)) {
            return fmt::format("'{}' is a {} weapon; {} needs {}", id, weapon->text("kind", "melee"), row->name,
                               *wrong);
        }
        if (auto burst = effects::burstProblem(*row, *weapon, id)) {
            return burst; // «with a weapon without recoil the cost is undefined: exit 2» (section 2)
        }
    }
    const std::string targetWeapon = text("targetWeapon");
    const Combatant* target = state.find(text("target"));
    if (!targetWeapon.empty() && target != nullptr && clock::weaponOf(*target, targetWeapon) == nullptr) {
        return fmt::format("{} has no weapon '{}'", target->name, targetWeapon.substr(0, 64));
    }
    return std::nullopt;
}

void FwRuleset::statePaths(const EncounterState& state, nlohmann::json& view) const {
    const FwState& rules = clock::rulesOf(state);
    view["tick"] = optionalJson(rules.tick);
    view["current"] = clock::current(state);
    view["order"] = clock::order(state, m_settings);
    view["due"] = rules.due;
    view["pending"] = rules.pending ? nlohmann::json(rules.pending->kind) : nlohmann::json(nullptr);
    view["pendingWho"] =
        rules.pending && !rules.pending->who.empty() ? nlohmann::json(rules.pending->who) : nlohmann::json(nullptr);
    put(view, "exchange", exchangeJson(rules.exchange),
        {"attacker", "target", "action", "reaction", "net", "hit", "distance", "damage", "delay", "prone",
         "friendlyFire"});
    for (const auto& c : state.combatants) {
        const std::string p = c.id + ".";
        for (const char* map : {"exchange.damage.", "exchange.delay."}) {
            if (!view.contains(map + c.id)) {
                view[map + c.id] = nullptr;
            }
        }
        const Fighter& f = clock::fighterOf(state, c.id);
        view[p + "nextTick"] = f.nextTick;
        put(view, p + "movement", movementJson(f.movement), {"mode", "rate", "since", "next"});
        view[p + "posture"] = f.posture;
        view[p + "held"] = optionalJson(f.held);
        put(view, p + "windows", nlohmann::json(f.windows), {"footwork", "evasive-running", "full-auto-cover"});
        view[p + "footworkDice"] = f.footworkDice;
        view[p + "aim"] = f.aim;
        put(view, p + "roll", rollJson(f.roll), {"action", "modifier", "successes", "distance", "result", "facts"});
        view[p + "stunDamage"] = f.stunDamage;
        view[p + "normalDamage"] = f.normalDamage;
        put(view, p + "bind", bindJson(f.bind), {"with", "grapple", "takedown", "hold", "holder"});
        nlohmann::json cover = nullptr;
        if (f.cover) {
            cover = {{"source", f.cover->source}, {"percent", f.cover->percent}};
        }
        put(view, p + "cover", cover, {"source", "percent"});
        put(view, p + "weapons", nlohmann::json(f.weapons));
        view[p + "conditions"] = clock::conditionsOf(f);
    }
    put(view, "exchange.friendlyFire", view["exchange.friendlyFire"], {"target", "attackModifier", "defenceModifier"});
}

} // namespace scouter::engine::fatewalker
