#include "CommandOutcomes.h"

#include "EventNarrator.h"

namespace scouter::store {

CommandOutcomes::Outcome& CommandOutcomes::of(const std::string& who) {
    for (auto& outcome : m_outcomes) {
        if (outcome.who == who) {
            return outcome;
        }
    }
    m_outcomes.push_back({who, 0, 0, 0, {}});
    return m_outcomes.back();
}

void CommandOutcomes::cause(Outcome& outcome, const QString& what) {
    if (!outcome.caused.contains(what)) {
        outcome.caused.append(what);
    }
}

int CommandOutcomes::lifeBefore(const std::string& who) const {
    if (const auto at = m_life.find(who); at != m_life.end()) {
        return at->second;
    }
    const engine::Combatant* c = m_before.find(who);
    return c != nullptr ? c->life : 0;
}

int CommandOutcomes::kiBefore(const std::string& who) const {
    if (const auto at = m_ki.find(who); at != m_ki.end()) {
        return at->second;
    }
    const engine::Combatant* c = m_before.find(who);
    return c != nullptr ? c->ki : 0;
}

void CommandOutcomes::add(const engine::Event& event, const RuleWords& rules) {
    namespace ev = engine::events;
    if (const auto* life = std::get_if<ev::LifeSet>(&event)) {
        const int from = lifeBefore(life->who);
        Outcome& outcome = of(life->who);
        if (life->value < from) {
            outcome.lost += from - life->value;
            if (const engine::Combatant* c = m_before.find(life->who)) {
                for (const int threshold : c->stats.thresholds) {
                    if (life->value <= threshold && threshold < from) {
                        cause(outcome, QStringLiteral("Health Threshold"));
                    }
                }
            }
        } else {
            outcome.healed += life->value - from;
        }
        m_life[life->who] = life->value;
    } else if (const auto* ki = std::get_if<ev::KiSet>(&event)) {
        of(ki->who).ki += ki->value - kiBefore(ki->who);
        m_ki[ki->who] = ki->value;
    } else if (const auto* added = std::get_if<ev::EffectAdded>(&event);
               added != nullptr && added->effect.kind == engine::EffectKind::Condition) {
        cause(of(added->effect.owner), rules.condition(added->effect.name));
    } else if (const auto* gained = std::get_if<ev::ActionsGained>(&event)) {
        cause(of(gained->who), EventNarrator::title(gained->reason));
    } else if (const auto* left = std::get_if<ev::CombatantLeft>(&event)) {
        cause(of(left->who), QStringLiteral("leaves the encounter (%1)").arg(rules.choice("leave", left->reason)));
    } else if (const auto* ended = std::get_if<ev::EncounterEnded>(&event)) {
        m_ending = rules.choice("end", ended->outcome);
    } else if (const auto* offers = std::get_if<ev::OffersSet>(&event)) {
        m_offered = offers->ids; // the last word: an answer spends the offer
    }
}

} // namespace scouter::store
