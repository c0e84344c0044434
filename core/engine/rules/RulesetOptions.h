#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace scouter::engine {

// One named option of a ruleset; the first value is the default.
struct OptionSpec {
    std::string name;
    std::vector<std::string> values;
    std::string meaning;
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
