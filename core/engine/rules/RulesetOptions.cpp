// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/RulesetOptions.h"

#include <algorithm>
#include <stdexcept>

namespace scouter::engine {

std::optional<std::string> RulesetOptions::build(const std::vector<OptionSpec>& specs,
                                                 const std::map<std::string, std::string>& chosen,
                                                 RulesetOptions& result) {
    result.m_values.clear();
    for (const auto& spec : specs) {
        result.m_values[spec.name] = spec.defaultValue();
    }
    for (const auto& [name, value] : chosen) {
        const auto spec =
            std::find_if(specs.begin(), specs.end(), [&name = name](const OptionSpec& s) { return s.name == name; });
        if (spec == specs.end()) {
            return "unknown option '" + name + "'";
        }
        if (std::none_of(spec->values.begin(), spec->values.end(),
                         [&value = value](const OptionValue& v) { return v.id == value; })) {
            return "option '" + name + "' has no value '" + value + "'";
        }
        result.m_values[name] = value;
    }
    return std::nullopt;
}

std::string OptionSpec::labelOf(const std::string& id) const {
    const auto found = std::find_if(values.begin(), values.end(), [&id](const OptionValue& v) { return v.id == id; });
    return found == values.end() ? id : found->label;
}

const std::string& RulesetOptions::get(const std::string& name) const {
    const auto found = m_values.find(name);
    if (found == m_values.end()) {
        throw std::out_of_range("no ruleset option '" + name + "'");
    }
    return found->second;
}

} // namespace scouter::engine
