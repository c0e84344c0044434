// SPDX-License-Identifier: GPL-3.0-or-later
#include "CommandOutcomes.h"

#include <algorithm>

namespace scouter::store {

int CommandOutcomes::Outcome::firstChange() const {
    for (const auto& [pool, amount] : changes) {
        if (amount != 0) {
            return amount;
        }
    }
    return 0;
}

CommandOutcomes::Outcome& CommandOutcomes::of(const std::string& who) {
    for (auto& outcome : m_outcomes) {
        if (outcome.who == who) {
            return outcome;
        }
    }
    m_outcomes.push_back({who, 0, 0, {}, {}, {}});
    return m_outcomes.back();
}

void CommandOutcomes::cause(Outcome& outcome, const QString& what) {
    if (!outcome.caused.contains(what)) {
        outcome.caused.append(what);
    }
}

void CommandOutcomes::change(const engine::PoolChange& change) {
    Outcome& outcome = of(change.who);
    const engine::PoolDescription* pool = m_rules.pool(change.pool);
    const QString label = QString::fromStdString(pool != nullptr ? pool->label : change.pool);
    if (pool != nullptr && pool->kind == engine::PoolDescription::Kind::Health) {
        if (change.to < change.from) {
            outcome.lost += change.from - change.to;
        } else {
            outcome.healed += change.to - change.from;
            outcome.healedPool = label;
        }
        return;
    }
    for (auto& [known, amount] : outcome.changes) {
        if (known == label) {
            amount += change.to - change.from;
            return;
        }
    }
    outcome.changes.emplace_back(label, change.to - change.from);
}

const engine::EncounterState& CommandOutcomes::now() {
    if (m_unapplied == nullptr) {
        return m_running ? *m_running : m_before;
    }
    if (!m_running) {
        m_running.emplace(m_before);
    }
    m_rules.apply(*m_running, *m_unapplied);
    m_unapplied = nullptr;
    return *m_running;
}

void CommandOutcomes::add(const engine::Event& event) {
    namespace ev = engine::events;
    const engine::EventFacts facts = m_rules.facts(now(), event);
    if (facts.headline && !m_headline) {
        m_headline = facts.headline;
    }
    if (facts.outcome) {
        const auto same = std::find_if(m_attacks.begin(), m_attacks.end(), [&](const engine::AttackOutcome& known) {
            return known.attacker == facts.outcome->attacker && known.target == facts.outcome->target;
        });
        if (same != m_attacks.end()) {
            *same = *facts.outcome;
        } else {
            m_attacks.push_back(*facts.outcome);
        }
    }
    for (const auto& pool : facts.pools) {
        change(pool);
    }
    for (const auto& caused : facts.caused) {
        cause(of(caused.who), QString::fromStdString(caused.what));
    }
    if (const auto* added = std::get_if<ev::EffectAdded>(&event);
        added != nullptr && added->effect->kind == engine::EffectKind::Condition) {
        cause(of(added->effect->owner), m_rules.condition(added->effect->name));
    } else if (const auto* left = std::get_if<ev::CombatantLeft>(&event)) {
        cause(of(left->who), QStringLiteral("leaves the encounter (%1)").arg(m_rules.choice("leave", left->reason)));
    } else if (const auto* ended = std::get_if<ev::EncounterEnded>(&event)) {
        m_ending = m_rules.choice("end", ended->outcome);
    } else if (const auto* offers = std::get_if<ev::OffersSet>(&event)) {
        m_offered = offers->offer->ids; // the last word: an answer spends the offer
    }
    m_unapplied = &event;
}

} // namespace scouter::store
