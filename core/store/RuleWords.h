// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/Ruleset.h"

#include <QString>

#include <map>
#include <string>
#include <vector>

namespace scouter::store {

// The ruleset's own words for its ids (rules/Description.h), read once: what the log, the board's
// chips and the menus call a condition, a maneuver, an option or an ARC command's choice. An id
// the ruleset does not describe reads as its words ("stand-up" → "Stand Up"), never as the id.
class RuleWords {
public:
    RuleWords() = default;
    explicit RuleWords(const engine::Ruleset& rules);

    [[nodiscard]] QString condition(const std::string& id) const;
    // What the condition does, one line; empty when the ruleset does not say.
    [[nodiscard]] QString conditionHelp(const std::string& id) const;
    [[nodiscard]] QString maneuver(const std::string& id) const;
    // An option of any maneuver (an option id names the same thing wherever it is offered).
    [[nodiscard]] QString option(const std::string& id) const;
    // The label of `value` among the choices of the ARC command `type` ("end", "ceasefire").
    [[nodiscard]] QString choice(const std::string& type, const std::string& value) const;

    // What an event means for the log (Ruleset::facts); nothing without a ruleset.
    [[nodiscard]] engine::EventFacts facts(const engine::EncounterState& before, const engine::Event& event) const;
    // Applies `event` as the ruleset does (the log's outcomes follow the state event by event).
    void apply(engine::EncounterState& state, const engine::Event& event) const;
    [[nodiscard]] const std::vector<engine::PoolDescription>& pools() const { return m_pools; }
    [[nodiscard]] const std::vector<engine::ResourceDescription>& resources() const { return m_resources; }
    // What an offer lets its holders take (Ruleset::offerName): "Reaction".
    [[nodiscard]] QString offerName() const;
    // A pending decision and an answer to it, in the ruleset's words (Ruleset::decisionTitle,
    // decisionAnswer): "the opposed check", "Ash wins".
    [[nodiscard]] QString decisionTitle(const engine::PendingDecision& decision) const;
    [[nodiscard]] QString decisionAnswer(const engine::EncounterState& state, const engine::PendingDecision& decision,
                                         const std::vector<std::string>& choice) const;
    // The ruleset's words for what the shared screens name (Ruleset::terms); the defaults without one.
    [[nodiscard]] const engine::Terms& terms() const { return m_terms; }
    // The pool of that id, or nullptr when the ruleset tracks none such.
    [[nodiscard]] const engine::PoolDescription* pool(const std::string& id) const;
    // The quick entry that sends `command` (Ruleset::quickAmounts), or nullptr: a hand entry's.
    [[nodiscard]] const engine::QuickAmount* quickAmount(const std::string& command) const;

private:
    std::map<std::string, QString, std::less<>> m_conditions;
    std::map<std::string, QString, std::less<>> m_conditionHelp;
    std::map<std::string, QString, std::less<>> m_maneuvers;
    std::map<std::string, QString, std::less<>> m_options;
    std::map<std::string, QString, std::less<>> m_choices; // "type\nvalue"
    const engine::Ruleset* m_rules = nullptr;              // outlives this: the registry's, or the caller's
    std::vector<engine::PoolDescription> m_pools;
    std::vector<engine::ResourceDescription> m_resources;
    std::vector<engine::QuickAmount> m_quickAmounts;
    engine::Terms m_terms;
};

} // namespace scouter::store
