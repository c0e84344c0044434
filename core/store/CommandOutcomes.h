// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "RuleWords.h"

#include "events/Event.h"
#include "model/EncounterState.h"

#include <QStringList>

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace scouter::store {

// What one command did, gathered over its events for the log's head line, from what the ruleset
// says they mean (Ruleset::facts): the health each combatant lost or regained, the change of its
// other pools, what that caused (a threshold crossed, a condition, a bonus earned, leaving), who
// may answer with the ruleset's reaction, and whether the fight ended.
class CommandOutcomes {
public:
    struct Outcome {
        std::string who;
        int lost = 0; // of its health pools
        int healed = 0;
        QString healedPool;                           // the health pool healed ("Health")
        std::vector<std::pair<QString, int>> changes; // its other pools by label, each change signed
        QStringList caused;

        // The change of its first other pool that changed (an energy pool), 0 when none did.
        [[nodiscard]] int firstChange() const;
    };

    // `before` is the state just before the command; it, `rules` and each event added must outlive
    // this.
    CommandOutcomes(const engine::EncounterState& before, const RuleWords& rules) : m_before(before), m_rules(rules) {}

    void add(const engine::Event& event);

    // In the order the events first touched them.
    [[nodiscard]] const std::vector<Outcome>& all() const { return m_outcomes; }
    [[nodiscard]] const std::vector<std::string>& offered() const { return m_offered; }
    // The fight's outcome in the ruleset's words, empty while it goes on.
    [[nodiscard]] const QString& ending() const { return m_ending; }
    // The maneuver that heads the command (its first), if it used one.
    [[nodiscard]] const std::optional<engine::Headline>& headline() const { return m_headline; }
    // How each attack the command settled ended (EventFacts::outcome), in order; a later event
    // on the same attack (a Reaction that answered it) has the last word.
    [[nodiscard]] const std::vector<engine::AttackOutcome>& attacks() const { return m_attacks; }

private:
    Outcome& of(const std::string& who);
    static void cause(Outcome& outcome, const QString& what);
    void change(const engine::PoolChange& change);

    // The state the next event meets. A command's last event needs nobody's state after it, so the
    // state is copied only when a second event comes: the log of a 10,000-event review words most
    // commands of one event as it opens, and copied the whole encounter for each.
    [[nodiscard]] const engine::EncounterState& now();

    const engine::EncounterState& m_before;
    std::optional<engine::EncounterState> m_running; // `before` and the events applied so far
    const engine::Event* m_unapplied = nullptr;      // the last event added
    const RuleWords& m_rules;
    std::vector<Outcome> m_outcomes;
    std::optional<engine::Headline> m_headline;
    std::vector<engine::AttackOutcome> m_attacks;
    QString m_ending;
    std::vector<std::string> m_offered;
};

} // namespace scouter::store
