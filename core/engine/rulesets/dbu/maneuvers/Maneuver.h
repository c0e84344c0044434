// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dbu/DbuContext.h"
#include "dbu/DbuState.h"
#include "dbu/maneuvers/DescriptionContext.h"
#include "rules/Description.h"

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace scouter::engine::dbu {

enum class CostType { Actions, CounterActions, Instant };

struct ManeuverCost {
    CostType type = CostType::Actions;
    int amount = 1;
};

// One use of a maneuver: who, with which arguments, on which board.
class ManeuverCall {
public:
    ManeuverCall(DbuCall<UseManeuver>& context, std::string actor) : m_context(context), m_actor(std::move(actor)) {
        const Fighter* pools = findFighter(context.state(), m_actor);
        m_chargesAtStart = pools != nullptr ? pools->charges : 0;
    }

    [[nodiscard]] DbuCall<UseManeuver>& context() { return m_context; }
    [[nodiscard]] const DbuCall<UseManeuver>& context() const { return m_context; }
    [[nodiscard]] const EncounterState& state() const { return m_context.state(); }
    [[nodiscard]] const UseManeuver& command() const { return m_context.command(); }
    [[nodiscard]] const Combatant& actor() const;
    [[nodiscard]] const std::string& actorId() const { return m_actor; }
    // The target, or an area attack's first target.
    [[nodiscard]] const Combatant* target() const {
        return state().find(command().target.empty() && !command().targets.empty() ? command().targets.front()
                                                                                   : command().target);
    }
    [[nodiscard]] const Fighter& actorFighter() const { return fighter(state(), actor()); }
    [[nodiscard]] int tier() const { return actorFighter().tier(); }
    [[nodiscard]] bool hit() const { return command().hit.value_or(false); }
    [[nodiscard]] bool ownTurn() const;
    // The Energy Charges held before the maneuver released any (Deflect and Redirect read them).
    [[nodiscard]] int chargesAtStart() const { return m_chargesAtStart; }
    // Full-stack Holding Back lowers every Maneuver Ki cost by 1(bT), never below 0 (digest A5.2).
    [[nodiscard]] int reducedKi(int ki) const;
    // A solid roll scaled by `tier`, its faces kept for the maneuver's log event.
    [[nodiscard]] int rollScaled(int count, int sides, int tier) {
        return m_context.rollScaled(count, sides, tier, m_faces);
    }
    [[nodiscard]] const std::vector<int>& faces() const { return m_faces; }
    // What an Attacking Maneuver did, kept for the runner to record after the maneuver's own event.
    void setRecord(AttackRecord record) { m_record = std::move(record); }
    [[nodiscard]] const std::optional<AttackRecord>& record() const { return m_record; }
    // The record handed on to its event, moved, not copied: the call has no more use for it.
    [[nodiscard]] std::optional<AttackRecord> takeRecord() { return std::exchange(m_record, std::nullopt); }

    // Shared refusals, each naming the rule.
    [[nodiscard]] std::optional<std::string> needTarget(std::string_view maneuver) const;
    [[nodiscard]] std::optional<std::string> needOpponent(std::string_view maneuver) const;
    [[nodiscard]] std::optional<std::string> needAlly(std::string_view maneuver) const;
    [[nodiscard]] std::optional<std::string> needWithin(std::string_view maneuver, int squares,
                                                        std::string_view what) const;

private:
    DbuCall<UseManeuver>& m_context;
    std::string m_actor;
    // Looked up once: a maneuver reads its actor many times, and nobody joins during a command.
    mutable const Combatant* m_actorCombatant = nullptr;
    std::vector<int> m_faces;
    int m_chargesAtStart = 0;
    std::optional<AttackRecord> m_record;
};

// A maneuver of the catalogue (digest A5): its cost, its preconditions and what it changes.
// The runner pays the cost and Ki; perform() applies the rest.
class Maneuver {
public:
    virtual ~Maneuver() = default;
    [[nodiscard]] virtual std::string_view name() const = 0;
    [[nodiscard]] virtual ManeuverCost cost(const ManeuverCall& call) const = 0;
    // Attacking Maneuvers release Energy Charges and may answer provoked Counter Actions.
    [[nodiscard]] virtual bool isAttack() const { return false; }
    [[nodiscard]] virtual std::optional<std::string> refusal(const ManeuverCall& call) const = 0;
    [[nodiscard]] virtual int kiCost(const ManeuverCall& call) const {
        (void)call;
        return 0;
    }
    virtual void perform(ManeuverCall& call) const = 0;
    // What the panel builds its form from: next to the checks above so the two cannot drift.
    [[nodiscard]] virtual ManeuverDescription describe(const DescriptionContext& context) const = 0;
};

} // namespace scouter::engine::dbu
