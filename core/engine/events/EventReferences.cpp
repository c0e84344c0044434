// SPDX-License-Identifier: GPL-3.0-or-later
#include "events/EventReferences.h"

#include <fmt/format.h>

#include <initializer_list>
#include <string_view>
#include <vector>

namespace scouter::engine {

namespace {

// The ids one event names, each with what it must be.
class ReferenceCheck {
public:
    explicit ReferenceCheck(const EncounterState& state) : m_state(state) {}

    void combatant(const std::string& id) {
        if (!m_problem && m_state.find(id) == nullptr) {
            m_problem = fmt::format("names combatant \"{}\" that is not in this encounter", id);
        }
    }
    void combatant(const std::string& id, const IdHint& hint) {
        if (!m_problem && m_state.find(id, hint) == nullptr) {
            m_problem = fmt::format("names combatant \"{}\" that is not in this encounter", id);
        }
    }
    void combatants(const std::vector<std::string>& ids) {
        for (const auto& id : ids) {
            combatant(id);
        }
    }
    void slot(const std::string& id) {
        if (!m_problem && m_state.findSlot(id) == nullptr) {
            m_problem = fmt::format("names slot \"{}\" that is not in this encounter", id);
        }
    }
    void slots(const std::vector<std::string>& ids) {
        for (const auto& id : ids) {
            slot(id);
        }
    }
    // Fields that hold either a combatant or its slot (decisions, offers, anchors); empty is none.
    void optionalEither(const std::string& id) {
        if (!m_problem && !id.empty() && m_state.find(id) == nullptr && m_state.findSlot(id) == nullptr) {
            m_problem = fmt::format("names \"{}\", neither a combatant nor a slot of this encounter", id);
        }
    }
    // An id a ruleset's event names: mostly a combatant, a slot for some (an order of slots).
    void combatantOrSlot(const std::string& id) {
        if (!m_problem && !id.empty() && m_state.find(id) == nullptr && m_state.findSlot(id) == nullptr) {
            m_problem = fmt::format("names combatant \"{}\" that is not in this encounter", id);
        }
    }
    [[nodiscard]] std::optional<std::string> problem() const { return m_problem; }

private:
    const EncounterState& m_state;
    std::optional<std::string> m_problem;
};

// Checks each id a ruleset's event names as it is given, building no list.
class RulesetReferences final : public events::ReferenceVisitor {
public:
    explicit RulesetReferences(ReferenceCheck& check) : m_check(check) {}
    void operator()(const std::string& id) override { m_check.combatantOrSlot(id); }

private:
    ReferenceCheck& m_check;
};

template <class... Handlers> struct EventVisitor : Handlers... { using Handlers::operator()...; };
template <class... Handlers> EventVisitor(Handlers...) -> EventVisitor<Handlers...>;

} // namespace

std::optional<std::string> unknownReference(const EncounterState& state, const Event& event) {
    using namespace events;
    ReferenceCheck refs(state);
    std::visit(EventVisitor{
                   [&](const SurpriseMarked& e) { refs.combatant(e.who); },
                   [&](const InitiativeSet& e) { refs.slot(e.slot); },
                   [&](const TieRolled& e) { refs.slots(e.slots); },
                   [&](const TieBroken& e) { refs.slots(e.order); },
                   [&](const PendingRaised& e) { refs.optionalEither(e.decision->who); },
                   [&](const TurnStarted& e) { refs.slot(e.slot); },
                   [&](const SkipMarked& e) { refs.slot(e.slot); },
                   [&](const Moved& e) { refs.combatant(e.who); },
                   [&](const EffectAdded& e) {
                       refs.combatant(e.effect->owner, e.ownerAt);
                       refs.optionalEither(e.effect->until.anchor);
                   },
                   [&](const RelationSet& e) {
                       refs.combatants({e.a, e.b});
                   },
                   [&](const CombatantLeft& e) { refs.combatant(e.who); },
                   [&](const SideChanged& e) { refs.combatant(e.who); },
                   [&](const OffersSet& e) {
                       for (const auto& id : e.offer->ids) {
                           refs.optionalEither(id);
                       }
                       refs.optionalEither(e.offer->actor);
                   },
                   [&](const RulesetEvent& e) {
                       if (e.body != nullptr) {
                           RulesetReferences visit(refs);
                           e.body->visitReferences(visit);
                       }
                   },
                   // These name nobody, or only ids the reducer does not look up.
                   [&](const auto&) {},
               },
               event);
    return refs.problem();
}

} // namespace scouter::engine
