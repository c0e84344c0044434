// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dice/ScriptedDice.h"
#include "rules/CommandForm.h"
#include "rules/Encounter.h"
#include "rules/EncounterBuilder.h"
#include "rules/RulesetRegistry.h"
#include "scenario/ScenarioRunner.h"
#include "scenario/StateView.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace scouter::engine::test {

// A small Fatewalker scene: combatants with stats and weapons, scripted d10 faces, and commands
// written as forms, the way a scenario file or the panel sends them.
class FatewalkerTest : public ::testing::Test {
protected:
    using Arguments = std::vector<std::pair<std::string, FormValue>>;

    void add(const std::string& id, std::map<std::string, int, std::less<>> stats = {},
             std::vector<SheetRecord> weapons = {}) {
        Combatant c;
        c.id = id;
        c.name = id == "a" ? "Aster" : (id == "b" ? "Brand" : id);
        c.side = id == "a" ? "heroes" : "villains";
        c.at = {static_cast<int>(m_builder.state().combatants.size()), 0};
        c.sheet.numbers = std::move(stats);
        if (!weapons.empty()) {
            c.sheet.records["weapons"] = std::move(weapons);
        }
        m_builder.add(c, {});
    }

    static SheetRecord weapon(const std::string& id, const std::string& kind, const std::string& size, int speed,
                              const std::string& carried, std::map<std::string, int, std::less<>> numbers = {}) {
        SheetRecord record;
        record.texts = {{"id", id}, {"kind", kind}, {"size", size}, {"carried", carried}};
        record.numbers = std::move(numbers);
        record.numbers["speed"] = speed;
        return record;
    }

    void create(const std::map<std::string, std::string>& options = {}) {
        auto made = RulesetRegistry::withBuiltins().create("fatewalker", options);
        ASSERT_TRUE(std::holds_alternative<std::unique_ptr<Ruleset>>(made));
        m_encounter =
            std::make_unique<Encounter>(m_builder.build(), std::move(std::get<std::unique_ptr<Ruleset>>(made)), m_dice);
    }

    [[nodiscard]] Command command(const std::string& type, const Arguments& arguments) const {
        CommandForm form;
        form.type = type;
        for (const auto& [key, value] : arguments) {
            form.set(key, value);
        }
        CommandReading reading = m_encounter->ruleset().readCommand(form);
        if (const auto* problem = std::get_if<FormProblem>(&reading)) {
            ADD_FAILURE() << type << " is unreadable: " << problem->message;
            return commands::Resolve{};
        }
        return std::get<Command>(std::move(reading));
    }

    void accept(const std::string& type, const Arguments& arguments = {}) {
        const CommandResult result = m_encounter->submit(command(type, arguments));
        ASSERT_TRUE(result.accepted) << type << ": " << result.message;
    }

    std::string refuse(const std::string& type, const Arguments& arguments = {}) {
        const EncounterState before = m_encounter->state();
        const CommandResult result = m_encounter->submit(command(type, arguments));
        EXPECT_FALSE(result.accepted) << type << " was accepted";
        EXPECT_TRUE(m_encounter->state() == before) << "a refusal changed the state";
        return result.message;
    }

    // What the form reader says is wrong with it (exit 2 in a scenario), or "" when it reads.
    [[nodiscard]] std::string unreadable(const std::string& type, const Arguments& arguments) const {
        CommandForm form;
        form.type = type;
        for (const auto& [key, value] : arguments) {
            form.set(key, value);
        }
        CommandReading reading = m_encounter->ruleset().readCommand(form);
        const auto* problem = std::get_if<FormProblem>(&reading);
        return problem != nullptr ? problem->message : std::string();
    }

    [[nodiscard]] nlohmann::json view(const std::string& path) const {
        const nlohmann::json flat =
            StateView::flatten(m_encounter->state(), m_dice.remaining(), m_encounter->ruleset());
        EXPECT_TRUE(flat.contains(path)) << path;
        return flat.contains(path) ? flat[path] : nlohmann::json();
    }

    [[nodiscard]] const EncounterState& state() const { return m_encounter->state(); }
    [[nodiscard]] const Ruleset& rules() const { return m_encounter->ruleset(); }

    EncounterBuilder m_builder;
    ScriptedDice m_dice;
    std::unique_ptr<Encounter> m_encounter;
};

// Runs an inline scenario of two plain combatants after `start`, with `steps` after it.
[[nodiscard]] inline ScenarioOutcome runFatewalker(const nlohmann::json& steps,
                                                   const nlohmann::json& options = nlohmann::json::object(),
                                                   const nlohmann::json& weapons = nlohmann::json::array()) {
    nlohmann::json all = nlohmann::json::array({{{"do", "start"}}});
    for (const auto& step : steps) {
        all.push_back(step);
    }
    const nlohmann::json file = {
        {"format", "scouter-scenario/1"},
        {"ruleset", "fatewalker"},
        {"options", options},
        {"combatants",
         {{{"id", "a"},
           {"name", "A"},
           {"side", "heroes"},
           {"at", {0, 0}},
           {"stats", {{"speed", 6}}},
           {"weapons", weapons}},
          {{"id", "b"}, {"name", "B"}, {"side", "villains"}, {"at", {1, 0}}}}},
        {"steps", all},
    };
    return ScenarioRunner().runJson(file, "inline", nullptr);
}

} // namespace scouter::engine::test
