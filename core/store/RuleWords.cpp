// SPDX-License-Identifier: GPL-3.0-or-later
#include "RuleWords.h"

#include "EventNarrator.h"

#include <algorithm>

namespace scouter::store {

namespace {

QString lookUp(const std::map<std::string, QString, std::less<>>& labels, const std::string& id) {
    const auto found = labels.find(id);
    return found != labels.end() ? found->second : EventNarrator::title(id);
}

} // namespace

RuleWords::RuleWords(const engine::Ruleset& rules)
    : m_rules(&rules), m_pools(rules.pools()), m_resources(rules.resources()), m_quickAmounts(rules.quickAmounts()),
      m_terms(rules.terms()) {
    for (const auto& condition : rules.conditions()) {
        m_conditions[condition.id] = QString::fromStdString(condition.label);
        m_conditionHelp[condition.id] = QString::fromStdString(condition.help);
    }
    // No combatant: the whole catalogue, whoever may use it.
    for (const auto& maneuver : rules.maneuvers(engine::EncounterState{}, {})) {
        m_maneuvers[maneuver.id] = QString::fromStdString(maneuver.label);
        for (const auto& option : maneuver.options) {
            if (!option.id.empty()) {
                m_options.try_emplace(option.id, QString::fromStdString(option.label));
            }
        }
    }
    for (const auto& command : rules.arcCommands()) {
        for (const auto& choice : command.choices) {
            m_choices[command.type + '\n' + choice.id] = QString::fromStdString(choice.label);
        }
    }
}

QString RuleWords::condition(const std::string& id) const {
    return lookUp(m_conditions, id);
}

QString RuleWords::conditionHelp(const std::string& id) const {
    const auto found = m_conditionHelp.find(id);
    return found != m_conditionHelp.end() ? found->second : QString();
}

QString RuleWords::maneuver(const std::string& id) const {
    return lookUp(m_maneuvers, id);
}

QString RuleWords::option(const std::string& id) const {
    return lookUp(m_options, id);
}

QString RuleWords::choice(const std::string& type, const std::string& value) const {
    const auto found = m_choices.find(type + '\n' + value);
    return found != m_choices.end() ? found->second : EventNarrator::title(value);
}

engine::EventFacts RuleWords::facts(const engine::EncounterState& before, const engine::Event& event) const {
    return m_rules != nullptr ? m_rules->facts(before, event) : engine::EventFacts{};
}

void RuleWords::apply(engine::EncounterState& state, const engine::Event& event) const {
    if (m_rules != nullptr) {
        m_rules->apply(state, event);
    }
}

const engine::PoolDescription* RuleWords::pool(const std::string& id) const {
    for (const auto& pool : m_pools) {
        if (pool.id == id) {
            return &pool;
        }
    }
    return nullptr;
}

const engine::QuickAmount* RuleWords::quickAmount(const std::string& command) const {
    const auto found = std::find_if(m_quickAmounts.begin(), m_quickAmounts.end(),
                                    [&command](const engine::QuickAmount& quick) { return quick.command == command; });
    return found == m_quickAmounts.end() ? nullptr : &*found;
}

QString RuleWords::decisionTitle(const engine::PendingDecision& decision) const {
    if (m_rules == nullptr) {
        return QString::fromStdString(decision.kind);
    }
    return QString::fromStdString(m_rules->decisionTitle(decision));
}

QString RuleWords::decisionAnswer(const engine::EncounterState& state, const engine::PendingDecision& decision,
                                  const std::vector<std::string>& choice) const {
    if (m_rules == nullptr) {
        QStringList words;
        for (const auto& id : choice) {
            words << QString::fromStdString(id);
        }
        return words.join(QStringLiteral(", "));
    }
    return QString::fromStdString(m_rules->decisionAnswer(state, decision, choice));
}

QString RuleWords::offerName() const {
    return QString::fromStdString(m_rules != nullptr ? m_rules->offerName() : std::string("reaction"));
}

} // namespace scouter::store
