#include "rules/RulesetOptions.h"

#include <algorithm>
#include <stdexcept>

namespace scouter::engine {

std::optional<std::string> RulesetOptions::build(const std::vector<OptionSpec>& specs,
                                                 const std::map<std::string, std::string>& chosen,
                                                 RulesetOptions& result) {
    result.m_values.clear();
    for (const auto& spec : specs) {
        result.m_values[spec.name] = spec.values.front();
    }
    for (const auto& [name, value] : chosen) {
        const auto spec =
            std::find_if(specs.begin(), specs.end(), [&name = name](const OptionSpec& s) { return s.name == name; });
        if (spec == specs.end()) {
            return "unknown option '" + name + "'";
        }
        if (std::find(spec->values.begin(), spec->values.end(), value) == spec->values.end()) {
            return "option '" + name + "' has no value '" + value + "'";
        }
        result.m_values[name] = value;
    }
    return std::nullopt;
}

const std::string& RulesetOptions::get(const std::string& name) const {
    const auto found = m_values.find(name);
    if (found == m_values.end()) {
        throw std::out_of_range("no ruleset option '" + name + "'");
    }
    return found->second;
}

} // namespace scouter::engine
