#pragma once

#include "RuleWords.h"

#include "events/Event.h"
#include "model/EncounterState.h"

#include <QStringList>

#include <map>
#include <string>
#include <vector>

namespace scouter::store {

// What one command did, gathered over its events for the log's head line: the Life each
// combatant lost or gained, its Ki's change, what that caused (a Health Threshold, a condition,
// Bonus Momentum, leaving), who may answer with a Counter Action, and whether the fight ended.
class CommandOutcomes {
public:
    struct Outcome {
        std::string who;
        int lost = 0;
        int healed = 0;
        int ki = 0; // the change, signed
        QStringList caused;
    };

    // `before` is the state just before the command; it must outlive this.
    explicit CommandOutcomes(const engine::EncounterState& before) : m_before(before) {}

    void add(const engine::Event& event, const RuleWords& rules);

    // In the order the events first touched them.
    [[nodiscard]] const std::vector<Outcome>& all() const { return m_outcomes; }
    [[nodiscard]] const std::vector<std::string>& offered() const { return m_offered; }
    // The fight's outcome in the ruleset's words, empty while it goes on.
    [[nodiscard]] const QString& ending() const { return m_ending; }

private:
    Outcome& of(const std::string& who);
    static void cause(Outcome& outcome, const QString& what);
    [[nodiscard]] int lifeBefore(const std::string& who) const;
    [[nodiscard]] int kiBefore(const std::string& who) const;

    const engine::EncounterState& m_before;
    std::vector<Outcome> m_outcomes;
    std::map<std::string, int> m_life; // as the command's events left them so far
    std::map<std::string, int> m_ki;
    QString m_ending;
    std::vector<std::string> m_offered;
};

} // namespace scouter::store
