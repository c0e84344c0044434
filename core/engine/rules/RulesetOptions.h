// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace scouter::engine {

// One value an option takes: the id a campaign and a scenario store, and the words a user reads.
struct OptionValue {
    std::string id;
    std::string label;
};

// One named option of a ruleset; the first value is the default.
struct OptionSpec {
    std::string name;
    std::string label; // what the option decides, in the ruleset's words ("A tied Initiative roll-off")
    std::vector<OptionValue> values;
    std::string meaning;

    // The words for a stored value; the value itself when the ruleset does not know it.
    [[nodiscard]] std::string labelOf(const std::string& id) const;
    [[nodiscard]] const std::string& defaultValue() const { return values.front().id; }
};

// Chosen option values by name, every option of the ruleset present.
class RulesetOptions {
public:
    RulesetOptions() = default;
    // Fills in defaults; returns an error message for an unknown name or value.
    [[nodiscard]] static std::optional<std::string> build(const std::vector<OptionSpec>& specs,
                                                          const std::map<std::string, std::string>& chosen,
                                                          RulesetOptions& result);
    [[nodiscard]] const std::string& get(const std::string& name) const;
    [[nodiscard]] bool isTrue(const std::string& name) const { return get(name) == "true"; }

private:
    std::map<std::string, std::string> m_values;
};

} // namespace scouter::engine
