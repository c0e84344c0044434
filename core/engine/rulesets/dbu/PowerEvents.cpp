// SPDX-License-Identifier: GPL-3.0-or-later
#include "dbu/PowerEvents.h"

#include "dbu/DbuState.h"
#include "events/EventReferences.h"
#include "events/RulesetEventOf.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <algorithm>

namespace scouter::engine::dbu {

namespace {

// As the DBU reducer does: an event naming someone unknown is refused before it changes anything.
Fighter& powerFighter(EncounterState& state, const std::string& id) {
    const Combatant* found = state.find(id);
    if (found == nullptr) {
        throw EventReferenceError(fmt::format("names combatant \"{}\" that is not in this encounter", id));
    }
    return fighter(state, *found);
}

std::vector<std::string> unlessEmpty(const std::string& id) {
    return id.empty() ? std::vector<std::string>{} : std::vector<std::string>{id};
}

} // namespace

void to_json(nlohmann::json& json, const FormChanged& e) {
    json = {{"who", e.who}, {"form", e.form}, {"active", e.active}};
}
void from_json(const nlohmann::json& json, FormChanged& e) {
    json.at("who").get_to(e.who);
    json.at("form").get_to(e.form);
    json.at("active").get_to(e.active);
}

void to_json(nlohmann::json& json, const KiWagered& e) {
    json = {{"who", e.who},         {"target", e.target}, {"wager", e.wager}, {"lifeWager", e.lifeWager},
            {"charges", e.charges}, {"united", e.united}};
}
void from_json(const nlohmann::json& json, KiWagered& e) {
    json.at("who").get_to(e.who);
    json.at("target").get_to(e.target);
    json.at("wager").get_to(e.wager);
    json.at("lifeWager").get_to(e.lifeWager);
    json.at("charges").get_to(e.charges);
    e.united = json.value("united", false);
}

void to_json(nlohmann::json& json, const CapacityRestored& e) {
    json = {{"who", e.who}, {"amount", e.amount}};
}
void from_json(const nlohmann::json& json, CapacityRestored& e) {
    json.at("who").get_to(e.who);
    json.at("amount").get_to(e.amount);
}

void to_json(nlohmann::json& json, const DuelOpened& e) {
    json = {{"challenger", e.challenger},
            {"attacker", e.attacker},
            {"challengerCharges", e.challengerCharges},
            {"attackerCharges", e.attackerCharges},
            {"refund", e.refund}};
}
void from_json(const nlohmann::json& json, DuelOpened& e) {
    json.at("challenger").get_to(e.challenger);
    json.at("attacker").get_to(e.attacker);
    json.at("challengerCharges").get_to(e.challengerCharges);
    json.at("attackerCharges").get_to(e.attackerCharges);
    json.at("refund").get_to(e.refund);
}

void to_json(nlohmann::json& json, const DuelClosed& e) {
    json = {{"winner", e.winner}};
}
void from_json(const nlohmann::json& json, DuelClosed& e) {
    json.at("winner").get_to(e.winner);
}

void to_json(nlohmann::json& json, const InstantGranted& e) {
    json = {{"who", e.who}};
}
void from_json(const nlohmann::json& json, InstantGranted& e) {
    json.at("who").get_to(e.who);
}

std::vector<std::string> KiWagered::references() const {
    std::vector<std::string> ids{who};
    if (!target.empty()) {
        ids.push_back(target);
    }
    return ids;
}

std::vector<std::string> DuelClosed::references() const {
    return unlessEmpty(winner);
}

std::vector<std::string> InstantGranted::references() const {
    return unlessEmpty(who);
}

std::string FormChanged::words(const NameOf& nameOf) const {
    return active ? fmt::format("{} transforms: {}", nameOf(who), titled(form))
                  : fmt::format("{} reverts from {}", nameOf(who), titled(form));
}

std::string KiWagered::words(const NameOf& nameOf) const {
    if (wager == 0 && lifeWager == 0) {
        return charges > 0 ? fmt::format("{} releases {} Energy Charge(s)", nameOf(who), charges)
                           : fmt::format("{}'s attack carries no wager", nameOf(who));
    }
    if (lifeWager > 0) {
        return fmt::format("{} wagers {} Ki and {} Life", nameOf(who), wager, lifeWager);
    }
    return fmt::format("{} wagers {} Ki", nameOf(who), wager);
}

std::string CapacityRestored::words(const NameOf& nameOf) const {
    return fmt::format("{} recovers {} Capacity", nameOf(who), amount);
}

std::string DuelOpened::words(const NameOf& nameOf) const {
    return fmt::format("{} challenges {} to a Duel", nameOf(challenger), nameOf(attacker));
}

std::string DuelClosed::words(const NameOf& nameOf) const {
    return winner.empty() ? std::string("The Duel is escaped") : fmt::format("{} wins the Duel", nameOf(winner));
}

std::string InstantGranted::words(const NameOf& nameOf) const {
    return who.empty() ? std::string("The Instant attack lapses")
                       : fmt::format("{} may attack at once as an Instant Action", nameOf(who));
}

void FormChanged::reduce(EncounterState& state) const {
    auto& forms = powerFighter(state, who).forms;
    const auto found = std::find(forms.begin(), forms.end(), form);
    if (active && found == forms.end()) {
        forms.push_back(form);
    } else if (!active && found != forms.end()) {
        forms.erase(found);
    }
}

void KiWagered::reduce(EncounterState& state) const {
    Fighter& payer = powerFighter(state, who);
    if (!target.empty() && state.find(target) == nullptr && state.findSlot(target) == nullptr) {
        throw EventReferenceError(fmt::format("names combatant \"{}\" that is not in this encounter", target));
    }
    payer.capacitySpent += wager + lifeWager;
    AttackStakes& stakes = dbuState(state).stakes;
    if (!united) {
        const bool staked = wager > 0 || lifeWager > 0 || charges > 0;
        stakes = staked ? AttackStakes{who, target, wager, lifeWager, charges} : AttackStakes{};
    } else if (stakes.attacker == target) {
        stakes.joined += wager;
    } else if (state.lastAttack.attacker == target) {
        stakes = AttackStakes{target, state.lastAttack.target, 0, 0, 0, wager};
    }
}

void CapacityRestored::reduce(EncounterState& state) const {
    Fighter& f = powerFighter(state, who);
    f.capacitySpent = std::max(0, f.capacitySpent - amount);
}

void DuelOpened::reduce(EncounterState& state) const {
    (void)powerFighter(state, challenger);
    (void)powerFighter(state, attacker);
    dbuState(state).duel = OpenDuel{challenger, attacker, challengerCharges, attackerCharges, refund};
}

void DuelClosed::reduce(EncounterState& state) const {
    if (!winner.empty()) {
        (void)powerFighter(state, winner);
        dbuState(state).duelWinner = winner;
    }
    dbuState(state).duel = OpenDuel{};
}

void InstantGranted::reduce(EncounterState& state) const {
    if (!who.empty()) {
        (void)powerFighter(state, who);
    }
    dbuState(state).instantGrant = who;
}

FormChanged::operator Event() const& {
    return events::makeRulesetEvent(*this);
}
FormChanged::operator Event() && {
    return events::makeRulesetEvent(std::move(*this));
}
KiWagered::operator Event() const& {
    return events::makeRulesetEvent(*this);
}
KiWagered::operator Event() && {
    return events::makeRulesetEvent(std::move(*this));
}
CapacityRestored::operator Event() const& {
    return events::makeRulesetEvent(*this);
}
CapacityRestored::operator Event() && {
    return events::makeRulesetEvent(std::move(*this));
}
DuelOpened::operator Event() const& {
    return events::makeRulesetEvent(*this);
}
DuelOpened::operator Event() && {
    return events::makeRulesetEvent(std::move(*this));
}
DuelClosed::operator Event() const& {
    return events::makeRulesetEvent(*this);
}
DuelClosed::operator Event() && {
    return events::makeRulesetEvent(std::move(*this));
}
InstantGranted::operator Event() const& {
    return events::makeRulesetEvent(*this);
}
InstantGranted::operator Event() && {
    return events::makeRulesetEvent(std::move(*this));
}

} // namespace scouter::engine::dbu
