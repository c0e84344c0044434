// SPDX-License-Identifier: GPL-3.0-or-later
#include "fatewalker/FwCommands.h"

#include "fatewalker/FwCatalogue.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>

namespace scouter::engine::fatewalker {

namespace {

bool takesWeapon(const Row& row) {
    return row.weapon != WeaponNeed::None;
}

bool takesFootwork(const Row& row) {
    // Footwork dice serve parries, blocks and evasions, not counterattacks.
    return row.type == RowType::Reaction &&
           (row.table == kEvasionTable || row.table == kMeleeTable || row.table == kUnarmedTable);
}

} // namespace

std::optional<std::string> rollProblem(const std::optional<int>& pool, const std::optional<int>& tn,
                                       const std::optional<int>& successes) {
    if (pool && !tn) {
        return std::string("'pool' needs its 'tn'");
    }
    if (pool && successes) {
        return std::string("give either 'pool' with 'tn' or 'successes', not both");
    }
    return std::nullopt;
}

std::optional<std::string> actionProblem(const ActionArguments& a, std::string_view how, bool answering) {
    const Row* row = findRow(a.action);
    if (row == nullptr) {
        return fmt::format("unknown action '{}'", a.action.substr(0, 64));
    }
    if (auto problem = rollProblem(a.pool, a.tn, a.successes)) {
        return problem;
    }
    const auto notTaken = [&](const char* key) { return fmt::format("{} does not take '{}'", row->name, key); };
    if (a.rolled() && row->roll == RollNeed::None) {
        return notTaken(a.pool ? "pool" : "successes");
    }
    const bool attackWithTarget = !a.target.empty() && row->attack;
    if (!a.rolled() && (row->roll == RollNeed::Required || attackWithTarget || answering)) {
        return fmt::format("{} needs its roll: 'pool' with 'tn', or 'successes'", row->name);
    }
    if (!a.target.empty() && !row->attack) {
        return notTaken("target");
    }
    if (!a.weapon.empty() && !takesWeapon(*row)) {
        return notTaken("weapon");
    }
    const bool weaponRequired = row->weapon != WeaponNeed::None && row->weapon != WeaponNeed::Optional;
    if (a.weapon.empty() && weaponRequired) {
        return fmt::format("{} needs its 'weapon'", row->name);
    }
    if (!a.option.empty() && row->options.empty()) {
        return notTaken("option");
    }
    if (!a.option.empty() && findOption(*row, a.option) == nullptr) {
        std::string listed;
        for (const auto& option : row->options) {
            listed += (listed.empty() ? "" : ", ") + std::string(option.id);
        }
        return fmt::format("unknown option '{}' for {} ({})", a.option.substr(0, 64), row->name, listed);
    }
    if (a.option.empty() && row->optionRequired) {
        return fmt::format("{} needs its 'option'", row->name);
    }
    if (a.ticks && row->cost != CostRule::Ticks) {
        return notTaken("ticks");
    }
    if (!a.ticks && row->cost == CostRule::Ticks && row->defaultTicks == 0) {
        return fmt::format("{} needs its 'ticks'", row->name);
    }
    if (!a.mode.empty()) {
        if (row->name != "begin-movement") {
            return notTaken("mode");
        }
        static constexpr std::array kModes{"walk", "run", "crawl", "climb", "swim"};
        if (std::find(kModes.begin(), kModes.end(), a.mode) == kModes.end()) {
            return fmt::format("unknown movement mode '{}' (walk, run, crawl, climb, swim)", a.mode.substr(0, 64));
        }
    }
    if (a.twoHands && row->name != "pickup-object") {
        return notTaken("twoHands");
    }
    if (a.prone && row->name != "evade-aoe") {
        return notTaken("prone");
    }
    if (a.run && row->name != "unarmed-charge") {
        return notTaken("run");
    }
    if (!a.run && row->name == "unarmed-charge") {
        return std::string("unarmed-charge needs its 'run' (ticks of running inside the charge)");
    }
    if (a.extraTicks && row->cost != CostRule::Reload) {
        return notTaken("extraTicks");
    }
    if (!a.targetWeapon.empty() && row->name != "unarmed-disarm") {
        return notTaken("targetWeapon");
    }
    if (a.targetWeapon.empty() && row->name == "unarmed-disarm" && attackWithTarget) {
        return std::string("unarmed-disarm needs its 'targetWeapon'");
    }
    if ((!a.weapon2.empty() || !a.target2.empty()) && row->name != "twin-pistols") {
        return notTaken(a.weapon2.empty() ? "target2" : "weapon2");
    }
    if (a.weapon2.empty() && row->name == "twin-pistols") {
        return std::string("twin-pistols needs its 'weapon2'");
    }
    if (a.footwork && (how != "react" || !takesFootwork(*row))) {
        return notTaken("footwork");
    }
    if (!a.newTarget.empty() && row->name != "friendly-fire") {
        return notTaken("newTarget");
    }
    if (a.to && row->name != "begin-movement" && row->name != "sprint") {
        return notTaken("to");
    }
    return std::nullopt;
}

std::optional<std::string> Preempt::problem() const {
    if (before.empty()) {
        return std::string("preempt needs 'before': the combatant about to act");
    }
    return actionProblem(*this, kName, false);
}

std::optional<std::string> SetTick::problem() const {
    if (!tick) {
        return std::string("setTick needs its 'tick'");
    }
    return std::nullopt;
}

std::optional<std::string> Declare::problem() const {
    if (declare != "continue" && declare != "change" && declare != "stop") {
        return fmt::format("unknown declaration '{}' (continue, change, stop)", declare.substr(0, 64));
    }
    return std::nullopt;
}

std::optional<std::string> Check::problem() const {
    if (!pool && !successes) {
        return std::string("check needs its roll: 'pool' with 'tn', or 'successes'");
    }
    return rollProblem(pool, tn, successes);
}

} // namespace scouter::engine::fatewalker
