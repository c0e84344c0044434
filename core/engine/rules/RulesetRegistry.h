// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/Ruleset.h"
#include "rules/RulesetOptions.h"

#include <functional>
#include <map>
#include <memory>
#include <string>
#include <variant>
#include <vector>

namespace scouter::engine {

// Rulesets by name, so a new game system is one registration away (builtins/BuiltinRulesets.cpp).
class RulesetRegistry {
public:
    using Factory = std::function<std::unique_ptr<Ruleset>(const RulesetOptions&)>;

    enum class Lookup { Available, Planned, Unknown };

    void add(const std::string& name, std::vector<OptionSpec> options, Factory factory);
    // The same with the name a user knows it by ("Dragon Ball Universe") and a sentence that tells it
    // from its siblings (which rules text, what sets it apart).
    void add(const std::string& name, const std::string& title, const std::string& description,
             std::vector<OptionSpec> options, Factory factory);
    // A system the app names but whose rules are not written yet.
    void plan(const std::string& name);

    [[nodiscard]] Lookup lookup(const std::string& name) const;
    // The rulesets this build plays, by name, and those it only names (planned).
    [[nodiscard]] std::vector<std::string> available() const;
    [[nodiscard]] const std::vector<std::string>& planned() const { return m_planned; }
    // The menu's words for an available ruleset; its name when it was added without any.
    [[nodiscard]] std::string title(const std::string& name) const;
    // Its sentence (a tooltip's), empty when it has none.
    [[nodiscard]] std::string description(const std::string& name) const;
    [[nodiscard]] const std::vector<OptionSpec>& optionSpecs(const std::string& name) const;
    // Returns the ruleset, or the message why not (unknown option name or value).
    [[nodiscard]] std::variant<std::unique_ptr<Ruleset>, std::string>
    create(const std::string& name, const std::map<std::string, std::string>& options) const;

    // Every ruleset this build knows: dbu, dbu-legacy, fatewalker and true20.
    [[nodiscard]] static RulesetRegistry withBuiltins();

private:
    struct Entry {
        std::vector<OptionSpec> options;
        Factory factory;
        std::string title;
        std::string description;
    };
    std::map<std::string, Entry> m_entries;
    std::vector<std::string> m_planned;
};

} // namespace scouter::engine
