// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dbu/Stats.h"
#include "model/AreaTemplate.h"
#include "model/EncounterState.h"

#include <algorithm>
#include <optional>
#include <string>
#include <utility>
#include <vector>

// DBU's own part of the encounter (EncounterState::rules): each combatant's sheet, pools, Actions,
// stacks, grapples and once-only uses, and the encounter's Combat Recovery payload, Instant
// sequence and Parry answer. Set up by DbuRuleset::prepare, changed only by its reducer.
namespace scouter::engine::dbu {

// One combatant as the DBU rules see it.
struct Fighter {
    Stats stats; // the sheet, read once from the combatant's at set-up
    int life = 0;
    int ki = 0;

    int actions = 0;
    int baseCounter = 0;      // the round's Counter Action, lost at the end of the round
    int convertedCounter = 0; // converted from Actions, lost at the start of the owner's next turn
    bool momentumThisRound = false;

    int charges = 0; // Energy Charges; while above 0 the charger is locked into charging
    int powerUp = 0;
    int holdingBack = 0;

    std::string grappling;                    // whom this combatant holds in a Grapple
    std::vector<std::string> grappledBy;      // who holds this combatant: a second grappler may join
    std::vector<std::string> tailHeldBy;      // grapplers holding it by the tail (Tail Restraint)
    std::vector<std::string> foundBy;         // Opponents this Hidden combatant is no longer Hidden from
    int restraintFails = 0;                   // failed checks against an Energy Restraint: +1(T) each
    std::vector<std::string> roundLimits;     // once-per-round uses, cleared at each round start
    std::vector<std::string> encounterLimits; // once-per-encounter uses
    std::vector<std::string> empoweredBy;     // givers of Empower this round (Miracle Empowerment)
    bool actedThisTurn = false;               // used a maneuver or converted since its turn began (Surrender)
    int commandedMoves = 0;                   // Actions from Command still owed to Movement or a conversion this round
    std::vector<std::string> forms;           // the active transformations, in the order taken
    int capacitySpent = 0;                    // Capacity spent on Ki Wagers since the round started

    [[nodiscard]] int baseTier() const { return std::max(stats.tier, 1); }
    // The Tier of Power the active forms add (000/001 Transformation).
    [[nodiscard]] int formsBonus() const {
        int bonus = 0;
        for (const auto& active : forms) {
            const auto form = std::find_if(stats.forms.begin(), stats.forms.end(),
                                           [&](const Form& each) { return each.name == active; });
            bonus += form != stats.forms.end() ? form->tierBonus : 0;
        }
        return bonus;
    }
    // The current Tier of Power: the base, raised by the active forms, lowered by one per Holding
    // Back stack, never below 1.
    [[nodiscard]] int tier() const { return std::max(baseTier() + formsBonus() - holdingBack, 1); }
    [[nodiscard]] int counterActions() const { return baseCounter + convertedCounter; }
    [[nodiscard]] int capacity() const { return stats.capacity + powerUp * (stats.capacity / 4); }
    // The Capacity Ki Wagers may still spend this round (it returns at each round's start).
    [[nodiscard]] int capacityLeft() const { return std::max(capacity() - capacitySpent, 0); }
    [[nodiscard]] bool usedThisRound(const std::string& key) const {
        return std::find(roundLimits.begin(), roundLimits.end(), key) != roundLimits.end();
    }
    [[nodiscard]] bool usedThisEncounter(const std::string& key) const {
        return std::find(encounterLimits.begin(), encounterLimits.end(), key) != encounterLimits.end();
    }
    friend bool operator==(const Fighter&, const Fighter&) = default;
};

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
    // As a new record, keeping the buffers (a maneuver's use clears it on every replayed event).
    void clear() {
        attacker.clear();
        maneuver.clear();
        attackType.clear();
        strike.reset();
        charges = 0;
        attackerTier = 1;
        damage.reset();
        category.clear();
        targets.clear();
        hits.clear();
        losses.clear();
        deflected.clear();
        deflectChecked.clear();
        area.reset();
    }
    friend bool operator==(const AttackRecord&, const AttackRecord&) = default;
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
    std::vector<Fighter> fighters; // indexed like EncounterState::combatants
    int offerLife = 0;             // Combat Recovery's restored Life and Ki, taken back by a counter that hits
    int offerKi = 0;
    std::vector<std::string> instantSequence;
    std::string parry; // the Parry option the last attack's target answered it with, "rebounded" once Rebound was made
    AttackRecord attack;                 // the last attack, while reactions may still answer it
    std::vector<ParryScore> parryScores; // of the Parries still declared
    AttackStakes stakes;                 // the last attack's wagers and released charges
    OpenDuel duel;                       // challenger empty: no Duel is open
    std::string duelWinner;              // who won the last resolved Duel
    std::string instantGrant;            // who may make the Instant attack a successful Duel Escape grants
    friend bool operator==(const DbuState&, const DbuState&) = default;
};

// DBU's state of an encounter DbuRuleset::prepare set up; throws std::logic_error for another.
[[nodiscard]] DbuState& dbuState(EncounterState& state);
[[nodiscard]] const DbuState& dbuState(const EncounterState& state);
// A combatant's DBU state, by id or by the combatant itself (an element of state.combatants):
// O(1) either way. Throws std::logic_error for an id the encounter does not have.
[[nodiscard]] Fighter& fighter(EncounterState& state, const std::string& id);
[[nodiscard]] const Fighter& fighter(const EncounterState& state, const std::string& id);
[[nodiscard]] Fighter& fighter(EncounterState& state, const Combatant& combatant);
[[nodiscard]] const Fighter& fighter(const EncounterState& state, const Combatant& combatant);
// nullptr when the id is not a combatant or the state is not DBU's.
[[nodiscard]] const Fighter* findFighter(const EncounterState& state, const std::string& id);
// 002 Hidden is a relation: `hider` is Hidden from the Opponent `observer` until found by it (A8).
[[nodiscard]] bool isHiddenFrom(const EncounterState& state, const Combatant& hider, const Combatant& observer);

} // namespace scouter::engine::dbu
