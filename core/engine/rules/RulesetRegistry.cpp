// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/RulesetRegistry.h"

#include <algorithm>
#include <stdexcept>

namespace scouter::engine {

void RulesetRegistry::add(const std::string& name, std::vector<OptionSpec> options, Factory factory) {
    m_entries[name] = Entry{std::move(options), std::move(factory), name, {}};
}

void RulesetRegistry::add(const std::string& name, const std::string& title, const std::string& description,
                          std::vector<OptionSpec> options, Factory factory) {
    m_entries[name] = Entry{std::move(options), std::move(factory), title, description};
}

std::vector<std::string> RulesetRegistry::available() const {
    std::vector<std::string> names;
    for (const auto& [name, entry] : m_entries) {
        names.push_back(name);
    }
    return names;
}

std::string RulesetRegistry::title(const std::string& name) const {
    const auto found = m_entries.find(name);
    return found == m_entries.end() ? name : found->second.title;
}

std::string RulesetRegistry::description(const std::string& name) const {
    const auto found = m_entries.find(name);
    return found == m_entries.end() ? std::string() : found->second.description;
}

void RulesetRegistry::plan(const std::string& name) {
    m_planned.push_back(name);
}

RulesetRegistry::Lookup RulesetRegistry::lookup(const std::string& name) const {
    if (m_entries.count(name) != 0) {
        return Lookup::Available;
    }
    if (std::find(m_planned.begin(), m_planned.end(), name) != m_planned.end()) {
        return Lookup::Planned;
    }
    return Lookup::Unknown;
}

const std::vector<OptionSpec>& RulesetRegistry::optionSpecs(const std::string& name) const {
    return m_entries.at(name).options;
}

std::variant<std::unique_ptr<Ruleset>, std::string>
RulesetRegistry::create(const std::string& name, const std::map<std::string, std::string>& options) const {
    switch (lookup(name)) {
    case Lookup::Planned:
        return std::string("ruleset not supported yet: '" + name + "'");
    case Lookup::Unknown:
        return std::string("unknown ruleset '" + name + "'");
    case Lookup::Available:
        break;
    }
    const Entry& entry = m_entries.at(name);
    RulesetOptions built;
    if (auto error = RulesetOptions::build(entry.options, options, built)) {
        return *error;
    }
    return entry.factory(built);
}

} // namespace scouter::engine
