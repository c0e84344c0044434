// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/EncounterState.h"

#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

// True20's own part of the encounter (EncounterState::rules): the two damage tracks with their
// timers, the round's action budget, Conviction, the last rolls. Set up by True20Ruleset::prepare,
// changed only by its reducer.
namespace scouter::engine::true20 {

enum class Track { Lethal, Subdual };

// What a timer runs from: the position of a slot in EncounterState::slots, or one of these. The
// reducer files and ends timers on every turn of a replay, so it compares numbers, not slot ids.
inline constexpr int kNoAnchor = -1;      // an event's empty anchor
inline constexpr int kUnknownAnchor = -2; // an id that is no slot of the encounter (outside data)
inline constexpr std::size_t kNoPosition = static_cast<std::size_t>(-1);

// A timer "for one round" / "for one minute": it ends at the end of `anchor`'s turn in `endRound`
// (or at the end of that round once `anchor` has left, or when it is no slot). An Off-guard given
// without an anchor never ends by itself.
struct Timer {
    int anchor = kNoAnchor;
    int endRound = 0;
    friend bool operator==(const Timer&, const Timer&) = default;
};

// One instance of a state on a track. Plain data, so ending one moves a few bytes and no string.
struct HeldState {
    std::string_view name; // "bruised", "wounded", ...: always one of internState's (DamageTrack.h)
    Timer lapse;           // Bruised, Dazed and Hurt lapse; the others wait for a Recovery Check
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
    std::size_t who = 0; // the owner's position in EncounterState::combatants
    friend bool operator==(const TimerEntry&, const TimerEntry&) = default;
};

struct True20State {
    std::vector<Fighter> fighters; // indexed like EncounterState::combatants
    std::string lastAttack;        // hit, miss, critical-threat, critical
    std::optional<Threat> threat;
    std::optional<Hit> hit;
    std::optional<SaveResult> lastSave;
    std::vector<std::string> waiting;            // slots that delayed and still owe their turn this round
    std::vector<std::size_t> acting;             // the combatants whose turn it is (their budget is live), by position
    std::vector<std::vector<TimerEntry>> timers; // by anchor, at timerBucket(anchor)
    int turnAnchor = kNoAnchor;                  // the slot of the turn begun last
    std::size_t hitTarget = kNoPosition;         // the position of the last hit's target
    friend bool operator==(const True20State&, const True20State&) = default;
};

// Where the timers of `anchor` are filed in True20State::timers.
[[nodiscard]] inline std::size_t timerBucket(int anchor) {
    return static_cast<std::size_t>(anchor - kUnknownAnchor);
}
[[nodiscard]] inline int bucketAnchor(std::size_t bucket) {
    return static_cast<int>(bucket) + kUnknownAnchor;
}

// The anchor an event's slot id names: its position, kNoAnchor when empty, kUnknownAnchor when it
// is no slot of the encounter.
[[nodiscard]] inline int anchorOf(const EncounterState& state, const std::string& slotId) {
    if (slotId.empty()) {
        return kNoAnchor;
    }
    const Slot* slot = state.findSlot(slotId);
    return slot != nullptr ? static_cast<int>(slot - state.slots.data()) : kUnknownAnchor;
}

// The fighter of the combatant with this id, or nullptr when the encounter has no such combatant.
[[nodiscard]] inline const Fighter* fighterOf(const True20State& rules, const EncounterState& state,
                                              const std::string& id) {
    const Combatant* combatant = state.find(id);
    if (combatant == nullptr) {
        return nullptr;
    }
    const auto at = static_cast<std::size_t>(combatant - state.combatants.data());
    return at < rules.fighters.size() ? &rules.fighters[at] : nullptr;
}

} // namespace scouter::engine::true20
