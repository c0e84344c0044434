#pragma once

#include "rules/Ruleset.h"

#include <QString>

#include <map>
#include <string>

namespace scouter::store {

// The ruleset's own words for its ids (rules/Description.h), read once: what the log, the board's
// chips and the menus call a condition, a maneuver, an option or an ARC command's choice. An id
// the ruleset does not describe reads as its words ("power-up" → "Power Up"), never as the id.
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

private:
    std::map<std::string, QString, std::less<>> m_conditions;
    std::map<std::string, QString, std::less<>> m_conditionHelp;
    std::map<std::string, QString, std::less<>> m_maneuvers;
    std::map<std::string, QString, std::less<>> m_options;
    std::map<std::string, QString, std::less<>> m_choices; // "type\nvalue"
};

} // namespace scouter::store
