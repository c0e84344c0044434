// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dbu/DbuCommands.h"
#include "dbu/DbuState.h"
#include "dice/ScriptedDice.h"
#include "rules/CommandForm.h"
#include "rules/Encounter.h"
#include "rules/EncounterBuilder.h"
#include "rules/RulesetRegistry.h"
#include "scenario/StateView.h"
#include "true20/True20Commands.h"

#include <gtest/gtest.h>

#include <map>
#include <memory>
#include <string>

namespace scouter::engine::test {

// A small encounter for rule tests: combatants added by helpers, scripted dice, and commands
// written as in scenario files.
class EngineFixture : public ::testing::Test {
protected:
    Combatant& add(const std::string& id, const std::string& side, Position at, int tier = 1,
                   const std::string& group = {}) {
        Combatant c;
        c.id = id;
        c.name = id;
        c.side = side;
        c.at = at;
        c.sheet.numbers["agilityScore"] = 6;
        c.sheet.numbers["tier"] = tier;
        c.sheet.numbers["life"] = 100;
        c.sheet.numbers["ki"] = 60;
        c.sheet.numbers["normalSpeed"] = 5;
        c.sheet.numbers["boostedSpeed"] = 7;
        m_builder.add(c, group);
        return const_cast<Combatant&>(*m_builder.state().find(id));
    }

    void create(const std::string& ruleset = "dbu", const std::map<std::string, std::string>& options = {}) {
        auto made = RulesetRegistry::withBuiltins().create(ruleset, options);
        m_encounter =
            std::make_unique<Encounter>(m_builder.build(), std::move(std::get<std::unique_ptr<Ruleset>>(made)), m_dice);
    }

    // Sets every initiative by value (highest first in the order given) and starts.
    void startWith(const std::vector<std::pair<std::string, int>>& initiatives) {
        for (const auto& [who, value] : initiatives) {
            commands::SetInitiative set;
            set.who = who;
            set.value = value;
            accept(set);
        }
        accept(commands::Start{});
    }

    // A command of type T for `who` (when T names one), its other arguments unset.
    template <class T> static T named(const std::string& who = {}) {
        T command;
        if constexpr (requires { command.who; }) {
            command.who = who;
        }
        return command;
    }

    static dbu::UseManeuver maneuver(const std::string& who, const std::string& name, const std::string& target = {}) {
        auto command = named<dbu::UseManeuver>(who);
        command.name = name;
        command.target = target;
        return command;
    }

    // The ruleset's reading of a form, as the panel's and a scenario's are read; fails the test
    // (and gives a command every ruleset refuses before starting) when it is unreadable.
    [[nodiscard]] Command read(const CommandForm& form) const {
        CommandReading reading = m_encounter->ruleset().readCommand(form);
        if (const auto* problem = std::get_if<FormProblem>(&reading)) {
            ADD_FAILURE() << form.type << " is unreadable: " << problem->key << ": " << problem->message;
            return commands::Resolve{};
        }
        return std::get<Command>(std::move(reading));
    }

    void accept(const Command& command) {
        const CommandResult result = m_encounter->submit(command);
        ASSERT_TRUE(result.accepted) << commandName(command) << ": " << result.message;
    }

    // Returns the refusal message; fails the test if the command was accepted or changed the state.
    std::string refuse(const Command& command) {
        const EncounterState before = m_encounter->state();
        const CommandResult result = m_encounter->submit(command);
        EXPECT_FALSE(result.accepted) << commandName(command) << " was accepted";
        EXPECT_TRUE(m_encounter->state() == before) << "a refusal changed the state";
        return result.message;
    }

    [[nodiscard]] const EncounterState& state() const { return m_encounter->state(); }
    [[nodiscard]] const Combatant& who(const std::string& id) const { return *m_encounter->state().find(id); }
    // The DBU ruleset's state of `id` (its pools, Actions, grapples).
    [[nodiscard]] const dbu::Fighter& fighter(const std::string& id) const {
        return dbu::fighter(m_encounter->state(), id);
    }
    [[nodiscard]] nlohmann::json view(const std::string& path) const {
        return StateView::flatten(m_encounter->state(), m_dice.remaining(), m_encounter->ruleset())[path];
    }

    EncounterBuilder m_builder;
    ScriptedDice m_dice;
    std::unique_ptr<Encounter> m_encounter;
};

} // namespace scouter::engine::test
