// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/Combatant.h"
#include "model/Effect.h"
#include "model/EffectList.h"
#include "model/IdHash.h"
#include "model/IdHint.h"
#include "model/IdIndex.h"
#include "model/JournaledList.h"
#include "model/PendingDecision.h"
#include "model/RulesetData.h"
#include "model/Slot.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace scouter::engine {

// A relation the ARC announced that differs from the sides given at set-up.
struct RelationOverride {
    std::string a; // the smaller id of the pair, so each pair is stored once
    std::string b;
    bool allies = false;
    friend bool operator==(const RelationOverride&, const RelationOverride&) = default;
};

// The attack just made, which a reaction may answer (TargetKind::Attacker; the panel aims a defence
// at its target). Every ruleset's notion, kept until the turn ends; a ruleset's attacks fill it when
// its reactions answer the last attack, and a ruleset may keep richer records of its own.
struct LastAttack {
    std::string attacker; // empty when there is none to answer
    std::string target;
    std::string maneuver;
    bool hit = false;
    // None again, in place: the strings keep their room for the next turn's attack.
    void clear() {
        attacker.clear();
        target.clear();
        maneuver.clear();
        hit = false;
    }
    friend bool operator==(const LastAttack&, const LastAttack&) = default;
};

// Everything the rules know about one encounter. Only the reducer changes it.
struct EncounterState {
    JournaledList<Combatant> combatants;       // set-up order; edit one with editCombatant
    JournaledList<Slot> slots;                 // set-up order of each slot's first member; edit one with editSlot
    std::vector<std::string> order;            // active slot ids, first to act first
    std::vector<std::uint32_t> orderPositions; // the position in `slots` of each, kept by sortOrder
    std::vector<RelationOverride> relations;

    bool started = false;
    bool ended = false;
    std::string outcome;
    int round = 0;
    bool surpriseRound = false; // the legacy round 0 is running
    bool orderFrozen = false;   // legacy: the order stays as it was at the start
    std::string current;        // slot id whose turn it is, empty when none

    std::vector<PendingDecision> pending; // the first one is asked now
    Resume resume = Resume::None;
    std::vector<std::string> offers; // who may answer offerActor (Terms::offer names it)
    std::string offerActor;
    std::string offerKind; // "movement", "combat-recovery", "grapple"
    LastAttack lastAttack;

    EffectList effects;
    int nextEffectId = 1;

    // The ruleset's own state (Ruleset::prepare sets it up, its reducer changes it).
    RulesetData rules;

    // Positions of combatants and slots by id. Nobody joins once play starts, so the set-up
    // builds them once (indexIds) and lookups stay fast in large encounters.
    IdIndex combatantIndex;
    IdIndex slotIndex;
    std::vector<std::uint32_t> slotPositions; // of each combatant's slot, by the combatant's position
    void indexIds();

    // Inline: every event a reducer applies asks it, most of them more than once. A state built by
    // hand, not indexed, is searched item by item, out of line.
    [[nodiscard]] const Combatant* find(const std::string& id) const {
        if (combatantIndex.covers(combatants.size())) [[likely]] {
            const std::size_t found = combatantIndex.find(id, combatants);
            return found == IdIndex::npos ? nullptr : &combatants[found];
        }
        return scanCombatants(id);
    }
    // The same, first where `hint` says it was found before (see IdHint), and noted there.
    [[nodiscard, gnu::always_inline]] const Combatant* find(const std::string& id, const IdHint& hint) const {
        const std::uint32_t at = hint.get();
        if (at < combatants.size() && sameId(combatants[at].id, id)) [[likely]] {
            return &combatants[at];
        }
        return findAndHint(id, hint);
    }
    // The combatant to change (nullptr if none has this id): the state remembers it was changed.
    [[nodiscard]] Combatant* editCombatant(const std::string& id);
    [[nodiscard]] Combatant* editCombatant(const std::string& id, const IdHint& hint) {
        const Combatant* found = find(id, hint);
        return found == nullptr ? nullptr : &combatants.edit(static_cast<std::size_t>(found - combatants.data()));
    }
    [[nodiscard]] const Slot* findSlot(const std::string& id) const {
        if (slotIndex.covers(slots.size())) [[likely]] {
            const std::size_t found = slotIndex.find(id, slots);
            return found == IdIndex::npos ? nullptr : &slots[found];
        }
        return scanSlots(id);
    }
    [[nodiscard, gnu::always_inline]] const Slot* findSlot(const std::string& id, const IdHint& hint) const {
        const std::uint32_t at = hint.get();
        if (at < slots.size() && sameId(slots[at].id, id)) [[likely]] {
            return &slots[at];
        }
        return findSlotAndHint(id, hint);
    }
    // The slot to change (nullptr if none has this id): the state remembers it was changed.
    [[nodiscard]] Slot* editSlot(const std::string& id);
    [[nodiscard]] Slot* editSlot(const std::string& id, const IdHint& hint) {
        const Slot* found = findSlot(id, hint);
        return found == nullptr ? nullptr : &slots.edit(static_cast<std::size_t>(found - slots.data()));
    }
    // The slot `order[at]` names (nullptr if none): by the position sortOrder kept, checked
    // against the id, so an order set another way is still read right.
    [[nodiscard]] const Slot* slotInOrder(std::size_t at) const {
        if (orderPositions.size() == order.size()) {
            const std::uint32_t position = orderPositions[at];
            if (position < slots.size() && sameId(slots[position].id, order[at])) {
                return &slots[position];
            }
        }
        return findSlot(order[at]);
    }
    // A combatant of this state's finds its slot by position, without hashing the slot's id.
    [[nodiscard]] const Slot* slotOf(const Combatant& combatant) const {
        const Combatant* first = combatants.data();
        if (&combatant >= first && &combatant < first + combatants.size() &&
            slotPositions.size() == combatants.size()) {
            // Checked against the id, so a slot list changed since the set-up is never misread.
            const std::uint32_t at = slotPositions[static_cast<std::size_t>(&combatant - first)];
            if (at < slots.size() && sameId(slots[at].id, combatant.slot)) {
                return &slots[at];
            }
        }
        return findSlot(combatant.slot); // a copy from elsewhere: found by its slot's id
    }
    // Asked for every pair on every turn and every step moved: the sides alone answer, inline,
    // while nobody announced a relation.
    [[nodiscard]] bool isOpponent(const Combatant& a, const Combatant& b) const {
        if (relations.empty()) {
            return !sameId(a.side, b.side) && !sameId(a.id, b.id);
        }
        return isOpponentByRelations(a, b);
    }
    // Asked for every combatant on every turn: the name is a view, not a string built per call.
    [[nodiscard]] bool hasCondition(const std::string& who, std::string_view condition) const;
    // Hidden from someone (the board and grid draw it so; the ruleset says from whom).
    [[nodiscard]] bool isHidden(const std::string& who) const;
    // Defeated: no health left, or put out of the fight by the rules.
    [[nodiscard]] bool isDefeated(const std::string& who) const;
    // Sorted, without duplicates: what `<id>.conditions` shows.
    [[nodiscard]] std::vector<std::string> conditionsOf(const std::string& who) const;
    // Standing = still in the encounter and not Defeated.
    [[nodiscard]] bool isStanding(const Combatant& combatant) const;
    friend bool operator==(const EncounterState&, const EncounterState&) = default;

private:
    [[nodiscard]] const Combatant* findAndHint(const std::string& id, const IdHint& hint) const;
    [[nodiscard]] const Slot* findSlotAndHint(const std::string& id, const IdHint& hint) const;
    [[nodiscard]] const Combatant* scanCombatants(const std::string& id) const;
    [[nodiscard]] const Slot* scanSlots(const std::string& id) const;
    [[nodiscard]] bool isOpponentByRelations(const Combatant& a, const Combatant& b) const;
};

} // namespace scouter::engine
