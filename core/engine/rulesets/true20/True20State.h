#pragma once

#include <map>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

// True20's own part of the encounter (EncounterState::rules): the two damage tracks with their
// timers, the round's action budget, Conviction, the last rolls. Set up by True20Ruleset::prepare,
// changed only by its reducer.
namespace scouter::engine::true20 {

enum class Track { Lethal, Subdual };

// A timer "for one round" / "for one minute": it ends at the end of `anchor`'s turn in `endRound`
// (or at the end of that round once `anchor` has left). An empty anchor never ends by itself.
struct Timer {
    std::string anchor;
    int endRound = 0;
    friend bool operator==(const Timer&, const Timer&) = default;
};

struct HeldState {
    std::string name; // "bruised", "wounded", ...
    Timer lapse;      // Bruised, Dazed and Hurt lapse; the others wait for a Recovery Check
    friend bool operator==(const HeldState&, const HeldState&) = default;
};

struct Fighter {
    std::vector<HeldState> lethal;
    std::vector<HeldState> subdual;
    bool dead = false;
    bool loseRound = false;        // the next turn that begins loses its round actions
    std::optional<Timer> offGuard; // -2 Defense and no Dodge/Parry
    bool prepared = false;         // one out-of-turn attack until its next turn begins
    std::string defend = "best";   // dodge, parry or best
    int conviction = 0;
    int dyingDC = 10;
    // The turn's budget: whether it has round actions at all, the full-round option, what it spent.
    bool inTurn = false;
    bool budget = false;
    bool fullAllowed = true;
    int standard = 0;
    int move = 0;
    int full = 0;
    bool declared = false;                // any round action (or a prepare) this turn
    std::map<std::string, int> lastCheck; // state -> round of its last Recovery Check
    int lastRecoveryRound = 0;
    friend bool operator==(const Fighter&, const Fighter&) = default;
};

// An open natural-20 threat: the confirmation uses the same bonus against the target's Defense.
struct Threat {
    std::string attacker;
    std::string target;
    int bonus = 0;
    friend bool operator==(const Threat&, const Threat&) = default;
};

// The last attack that hit, until its target's Toughness save is made or the turn ends: the save
// the panel offers next (against 15 + Weapon + the attacker's Strength, C4).
struct Hit {
    std::string attacker;
    std::string target;
    int weapon = 0;
    bool lethal = false;
    bool critical = false;
    friend bool operator==(const Hit&, const Hit&) = default;
};

struct SaveResult {
    std::string kind; // toughness, fortitude, reflex, will, recovery
    int dc = 0;
    int total = 0;
    bool success = false;
    friend bool operator==(const SaveResult&, const SaveResult&) = default;
};

// Where a timer of `who` may run out, filed under its anchor: the reducer looks only at the
// entries of the turn that ends, not at everyone.
struct TimerEntry {
    int endRound = 0;
    std::string who;
    friend bool operator==(const TimerEntry&, const TimerEntry&) = default;
};

struct True20State {
    std::unordered_map<std::string, Fighter> fighters; // by combatant id
    std::string lastAttack;                            // hit, miss, critical-threat, critical
    std::optional<Threat> threat;
    std::optional<Hit> hit;
    std::optional<SaveResult> lastSave;
    std::vector<std::string> waiting; // slots that delayed and still owe their turn this round
    std::vector<std::string> acting;  // the combatants whose turn it is (their budget is live)
    std::map<std::string, std::vector<TimerEntry>, std::less<>> timers; // by anchor
    friend bool operator==(const True20State&, const True20State&) = default;
};

} // namespace scouter::engine::true20
