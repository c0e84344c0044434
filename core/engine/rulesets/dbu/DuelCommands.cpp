// SPDX-License-Identifier: GPL-3.0-or-later
#include "dbu/CommandTable.h"
#include "dbu/DbuState.h"
#include "dbu/PowerEvents.h"
#include "dbu/Vitality.h"

#include <fmt/format.h>

#include <array>
#include <string_view>

// The result of an open Duel (000/001 Duel; scenario-format-dbu-additions.md §3): the three sets of
// contested Wound Rolls as rolled, their Ki Wagers, and the winner's final Wound Roll.
namespace scouter::engine::dbu {

namespace {

constexpr int kDuelSets = 3;
constexpr std::array<std::string_view, 4> kSetKeys{"attacker", "challenger", "attackerWager", "challengerWager"};

int setValue(const NumberRecord& set, std::string_view key) {
    const auto found = set.find(key);
    return found != set.end() ? found->second : 0;
}

// "You may Ki Wager up to 1/4 (rounded up) of your Capacity Rate on each of these 3 Wound Rolls."
int setWagerCap(const Fighter& payer) {
    return (payer.capacity() + 3) / 4;
}

std::optional<std::string> setProblem(const NumberRecord& set, int number) {
    for (const auto& [key, value] : set) {
        if (std::find(kSetKeys.begin(), kSetKeys.end(), key) == kSetKeys.end()) {
            return fmt::format("Set {} has an unknown key '{}': attacker, challenger, attackerWager, challengerWager",
                               number, key);
        }
        if (value < 0) {
            return fmt::format("Set {}: '{}' is 0 or more, not {}", number, key, value);
        }
    }
    if (set.find("attacker") == set.end() || set.find("challenger") == set.end()) {
        return fmt::format("Set {} needs both Wound Rolls: attacker and challenger", number);
    }
    return std::nullopt;
}

// Each side's set wagers within its cap, and within its Ki once the attacker's wager came back.
std::optional<std::string> wagerProblem(const DbuCall<DuelResult>& context, const OpenDuel& duel) {
    const auto& sets = context.command().sets;
    for (const auto& [side, key] : {std::pair{duel.attacker, "attackerWager"}, {duel.challenger, "challengerWager"}}) {
        const Fighter& payer = fighter(context.state(), side);
        const std::string& name = context.combatant(side).name;
        int total = 0;
        for (int index = 0; index < kDuelSets; ++index) {
            const int wager = setValue(sets[static_cast<std::size_t>(index)], key);
            if (wager > setWagerCap(payer)) {
                return fmt::format("Set {}: {} wagers {}, above 1/4 of the Capacity Rate (rounded up) = {} (000 Duel)",
                                   index + 1, name, wager, setWagerCap(payer));
            }
            total += wager;
        }
        const int ki = payer.ki + (side == duel.attacker ? duel.refund : 0);
        if (total > ki) {
            return fmt::format("{} has {} Ki and wagers {} in the Duel", name, ki, total);
        }
    }
    return std::nullopt;
}

std::optional<std::string> checkDuelResult(const DbuCall<DuelResult>& context) {
    const EncounterState& state = context.state();
    if (state.rules.get<DbuState>() == nullptr || dbuState(state).duel.challenger.empty()) {
        return std::string("No Duel is open: duelResult follows a Duel Maneuver");
    }
    const DuelResult& command = context.command();
    if (command.sets.size() != static_cast<std::size_t>(kDuelSets)) {
        return fmt::format("A Duel has exactly 3 sets of Wound Rolls, not {} (000 Duel)", command.sets.size());
    }
    for (int index = 0; index < kDuelSets; ++index) {
        if (auto problem = setProblem(command.sets[static_cast<std::size_t>(index)], index + 1)) {
            return problem;
        }
    }
    if (!command.damage || *command.damage < 0) {
        return std::string("duelResult needs the winner's final Wound Roll (damage, 0 or more)");
    }
    return wagerProblem(context, dbuState(state).duel);
}

void runDuelResult(DbuCall<DuelResult>& context) {
    const OpenDuel duel = dbuState(context.state()).duel;
    const auto& sets = context.command().sets;
    // "At the start of a Duel Maneuver, all Ki Wagers placed onto an Attacking Maneuver are refunded
    // as Ki Points and you recover that much of your Capacity."
    if (duel.refund > 0) {
        Vitality::setKi(context, duel.attacker, fighter(context.state(), duel.attacker).ki + duel.refund);
        context.emit(CapacityRestored{duel.attacker, duel.refund});
    }
    int attackerWagers = 0;
    int challengerWagers = 0;
    int attackerSets = 0;
    // "any Energy Charges are replaced with a bonus of +1(T) for each Energy Charge", each its own T.
    const int attackerBonus = duel.attackerCharges * fighter(context.state(), duel.attacker).tier();
    const int challengerBonus = duel.challengerCharges * fighter(context.state(), duel.challenger).tier();
    for (const auto& set : sets) {
        const int attackerWager = setValue(set, "attackerWager");
        const int challengerWager = setValue(set, "challengerWager");
        attackerWagers += attackerWager;
        challengerWagers += challengerWager;
        // [INTERP] a set's wager adds to that side's score; a tie goes to the challenger (digest A5.2).
        const int attackerScore = setValue(set, "attacker") + attackerBonus + attackerWager;
        const int challengerScore = setValue(set, "challenger") + challengerBonus + challengerWager;
        attackerSets += attackerScore > challengerScore ? 1 : 0;
    }
    if (attackerWagers > 0) {
        Vitality::spendKi(context, duel.attacker, attackerWagers);
    }
    if (challengerWagers > 0) {
        Vitality::spendKi(context, duel.challenger, challengerWagers);
    }
    const bool attackerWins = attackerSets * 2 > kDuelSets;
    const std::string& winner = attackerWins ? duel.attacker : duel.challenger;
    const std::string& loser = attackerWins ? duel.challenger : duel.attacker;
    for (const auto& effect : context.state().effects) {
        if (effect.kind == EffectKind::Duel && effect.owner == duel.attacker && effect.source == duel.challenger) {
            context.emit(events::EffectRemoved{effect.id, "resolved"});
            break;
        }
    }
    context.emit(DuelClosed{winner});
    // "All Ki Wagers placed into a Duel Maneuver by both sides are added onto this Wound Roll."
    Vitality::loseLife(context, loser, *context.command().damage + attackerWagers + challengerWagers, winner);
}

} // namespace

void addDuelCommands(CommandTable& table) {
    table.add("duelResult", {checkDuelResult, runDuelResult});
}

} // namespace scouter::engine::dbu
