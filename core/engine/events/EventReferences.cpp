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
    void optionalCombatant(const std::string& id) {
        if (!id.empty()) {
            combatant(id);
        }
    }
    [[nodiscard]] std::optional<std::string> problem() const { return m_problem; }

private:
    const EncounterState& m_state;
    std::optional<std::string> m_problem;
};

template <class... Handlers> struct ReferenceVisitor : Handlers... { using Handlers::operator()...; };
template <class... Handlers> ReferenceVisitor(Handlers...) -> ReferenceVisitor<Handlers...>;

} // namespace

std::optional<std::string> unknownReference(const EncounterState& state, const Event& event) {
    using namespace events;
    ReferenceCheck refs(state);
    std::visit(ReferenceVisitor{
                   [&](const SurpriseMarked& e) { refs.combatant(e.who); },
                   [&](const InitiativeSet& e) { refs.slot(e.slot); },
                   [&](const TieRolled& e) { refs.slots(e.slots); },
                   [&](const TieBroken& e) { refs.slots(e.order); },
                   [&](const PendingRaised& e) { refs.optionalEither(e.decision.who); },
                   [&](const TurnStarted& e) { refs.slot(e.slot); },
                   [&](const SkipMarked& e) { refs.slot(e.slot); },
                   [&](const ActionsGained& e) { refs.combatant(e.who); },
                   [&](const ActionsSpent& e) { refs.combatant(e.who); },
                   [&](const ActionsConverted& e) { refs.combatant(e.who); },
                   [&](const ConvertedLost& e) { refs.combatant(e.who); },
                   [&](const LifeSet& e) { refs.combatant(e.who); },
                   [&](const KiSet& e) { refs.combatant(e.who); },
                   [&](const Moved& e) { refs.combatant(e.who); },
                   [&](const EffectAdded& e) {
                       refs.combatant(e.effect.owner);
                       refs.optionalEither(e.effect.until.anchor);
                   },
                   [&](const ChargesSet& e) { refs.combatant(e.who); },
                   [&](const PowerUpSet& e) { refs.combatant(e.who); },
                   [&](const HoldingBackSet& e) { refs.combatant(e.who); },
                   [&](const LimitUsed& e) { refs.combatant(e.who); },
                   [&](const RelationSet& e) {
                       refs.combatants({e.a, e.b});
                   },
                   [&](const CombatantLeft& e) { refs.combatant(e.who); },
                   [&](const OffersSet& e) {
                       for (const auto& id : e.ids) {
                           refs.optionalEither(id);
                       }
                       refs.optionalEither(e.actor);
                   },
                   [&](const InstantSequenceSet& e) {
                       for (const auto& id : e.ids) {
                           refs.optionalEither(id);
                       }
                   },
                   [&](const ManeuverUsed& e) {
                       refs.combatant(e.who);
                       // Reactions answer the target of the last attack, so it must be someone.
                       if (e.role == "attack") {
                           refs.optionalCombatant(e.target);
                       }
                   },
                   [&](const GrappleSet& e) {
                       refs.combatants({e.grappler, e.grappled});
                   },
                   [&](const EmpowerReceived& e) {
                       refs.combatants({e.who, e.giver});
                   },
                   [&](const ParryAnswered& e) {
                       refs.combatants({e.who, e.attacker});
                   },
                   [&](const HiddenFound& e) {
                       refs.combatants({e.hider, e.observer});
                   },
                   [&](const RestraintChecked& e) { refs.combatant(e.who); },
                   [&](const RulesetEvent& e) {
                       if (e.body != nullptr) {
                           for (const auto& id : e.body->references()) {
                               refs.optionalEither(id);
                           }
                       }
                   },
                   // These name nobody, or only ids the reducer does not look up.
                   [&](const auto&) {},
               },
               event);
    return refs.problem();
}

} // namespace scouter::engine
