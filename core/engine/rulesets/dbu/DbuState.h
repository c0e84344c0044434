// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dbu/Fighter.h"
#include "dbu/FighterList.h"
#include "model/AreaTemplate.h"
#include "model/EncounterState.h"

#include <algorithm>
#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

// DBU's own part of the encounter (EncounterState::rules): each combatant's sheet, pools, Actions,
// stacks, grapples and once-only uses, and the encounter's Combat Recovery payload, Instant
// sequence and Parry answer. Set up by DbuRuleset::prepare, changed only by its reducer.
namespace scouter::engine::dbu {

// The attack just made, as the reactions after it (Intervene's options) read it: its numbers as
// entered, and the Life each target lost to it, which Wall of Defense, Redirect and Distant
// Deflect give back (000 Intervene).
struct AttackRecord {
    std::string attacker; // empty when there is none
    std::string maneuver;
    std::string attackType;
    std::optional<int> strike;
    int charges = 0; // the Energy Charges it released
    int attackerTier = 1;
    std::optional<int> damage;
    std::string category;
    std::vector<std::string> targets;
    std::vector<std::string> hits;
    std::vector<std::pair<std::string, int>> losses; // Life each target lost to it
    std::string deflected;                           // the target whose Deflect succeeded, if any
    std::vector<std::string> deflectChecked;         // the targets whose Deflect score was compared with it
    std::optional<AreaTemplate> area;                // the area it covered, when laid on the grid
    friend bool operator==(const AttackRecord&, const AttackRecord&) = default;
};

// An attack's record shared by the event that recorded it and every copy of the state after it:
// made once, its strings and lists are never copied again by a replay, a probe or a checkpoint.
class SharedAttack {
public:
    SharedAttack() = default;
    explicit SharedAttack(AttackRecord record) : m_record(std::make_shared<const AttackRecord>(std::move(record))) {}
    // None recorded reads as a new record.
    [[nodiscard]] const AttackRecord& get() const { return m_record ? *m_record : none(); }
    operator const AttackRecord&() const { return get(); } // NOLINT(google-explicit-constructor)
    const AttackRecord* operator->() const { return &get(); }
    void clear() { m_record.reset(); }
    friend bool operator==(const SharedAttack& a, const SharedAttack& b) {
        return a.m_record == b.m_record || a.get() == b.get();
    }

private:
    [[nodiscard]] static const AttackRecord& none();
    std::shared_ptr<const AttackRecord> m_record;
};

// The Dice Score entered with a declared Parry (`score`), by the Parry effect's id.
struct ParryScore {
    int effect = 0;
    int score = 0;
    friend bool operator==(const ParryScore&, const ParryScore&) = default;
};

// What the last Attacking Maneuver staked, read by the Duel's triggers and refund and by Direct Hit.
struct AttackStakes {
    std::string attacker;
    std::string target;
    int wager = 0;     // Ki Wager, paid in Ki and Capacity
    int lifeWager = 0; // Desperation's wager, paid in Life
    int charges = 0;   // Energy Charges the attack released
    int joined = 0;    // United Attacks' Ki Wagers added onto it (their payers keep them in a Duel)
    friend bool operator==(const AttackStakes&, const AttackStakes&) = default;
};

// A Duel declared and not yet resolved or escaped (000/001 Duel).
struct OpenDuel {
    std::string challenger; // who declared the Duel
    std::string attacker;   // whose attack it answers
    int challengerCharges = 0;
    int attackerCharges = 0;
    int refund = 0; // the challenged attack's Ki Wager, returned when the Duel goes ahead
    friend bool operator==(const OpenDuel&, const OpenDuel&) = default;
};

struct DbuState {
    FighterList fighters; // indexed like EncounterState::combatants
    int offerLife = 0;    // Combat Recovery's restored Life and Ki, taken back by a counter that hits
    int offerKi = 0;
    std::vector<std::string> instantSequence;
    std::string parry; // the Parry option the last attack's target answered it with, "rebounded" once Rebound was made
    SharedAttack attack;                 // the last attack, while reactions may still answer it
    std::vector<ParryScore> parryScores; // of the Parries still declared
    AttackStakes stakes;                 // the last attack's wagers and released charges
    OpenDuel duel;                       // challenger empty: no Duel is open
    std::string duelWinner;              // who won the last resolved Duel
    std::string instantGrant;            // who may make the Instant attack a successful Duel Escape grants
    friend bool operator==(const DbuState&, const DbuState&) = default;
};

// DBU's state of an encounter DbuRuleset::prepare set up; throws std::logic_error for another.
// Inline, with what they throw out of line: a reducer asks them once or twice per event.
[[noreturn]] void throwNotPrepared();
[[noreturn]] void throwNotOurs(const Combatant& combatant);
[[nodiscard]] inline DbuState& dbuState(EncounterState& state) {
    auto* rules = state.rules.get<DbuState>();
    if (rules == nullptr) [[unlikely]] {
        throwNotPrepared();
    }
    return *rules;
}
[[nodiscard]] inline const DbuState& dbuState(const EncounterState& state) {
    const auto* rules = state.rules.get<DbuState>();
    if (rules == nullptr) [[unlikely]] {
        throwNotPrepared();
    }
    return *rules;
}
// The position of one of the state's own combatants (throws std::logic_error for a copy).
[[nodiscard]] inline std::size_t positionOf(const EncounterState& state, const Combatant& combatant) {
    const Combatant* first = state.combatants.data();
    if (&combatant < first || &combatant >= first + state.combatants.size()) [[unlikely]] {
        throwNotOurs(combatant);
    }
    return static_cast<std::size_t>(&combatant - first);
}
// A combatant's DBU state, by id or by the combatant itself (an element of state.combatants):
// O(1) either way. Throws std::logic_error for an id the encounter does not have.
[[nodiscard]] Fighter& fighter(EncounterState& state, const std::string& id);
[[nodiscard]] const Fighter& fighter(const EncounterState& state, const std::string& id);
[[nodiscard]] inline Fighter& fighter(EncounterState& state, const Combatant& combatant) {
    return dbuState(state).fighters.edit(positionOf(state, combatant));
}
[[nodiscard]] inline const Fighter& fighter(const EncounterState& state, const Combatant& combatant) {
    return dbuState(state).fighters.at(positionOf(state, combatant));
}
// nullptr when the id is not a combatant or the state is not DBU's.
[[nodiscard]] const Fighter* findFighter(const EncounterState& state, const std::string& id);
// 002 Hidden is a relation: `hider` is Hidden from the Opponent `observer` until found by it (A8).
[[nodiscard]] bool isHiddenFrom(const EncounterState& state, const Combatant& hider, const Combatant& observer);

} // namespace scouter::engine::dbu
