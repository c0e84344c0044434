// SPDX-License-Identifier: GPL-3.0-or-later
// Every ruleset reads the commands from outside code (a scenario step, the panel's form) through
// one reader, Ruleset::readCommand: what it cannot read is refused with the key named, and every
// form its descriptions make the panel build is one it reads.
#include "rules/CommandForm.h"
#include "dbu/DbuCommands.h"
#include "rules/CommandInput.h"
#include "rules/RulesetRegistry.h"
#include "true20/True20Commands.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <string>

namespace scouter::engine::test {
namespace {

class CommandFormTest : public ::testing::TestWithParam<std::string> {
protected:
    void SetUp() override {
        auto made = RulesetRegistry::withBuiltins().create(GetParam(), {});
        ASSERT_TRUE(std::holds_alternative<std::unique_ptr<Ruleset>>(made));
        m_rules = std::move(std::get<std::unique_ptr<Ruleset>>(made));
    }

    // The reader's problem with `form`, or "" when it reads.
    [[nodiscard]] std::string problemOf(const CommandForm& form) const {
        const CommandReading reading = m_rules->readCommand(form);
        const auto* problem = std::get_if<FormProblem>(&reading);
        return problem != nullptr ? problem->key + ": " + problem->message : std::string();
    }

    [[nodiscard]] const CommandSpec* spec(std::string_view name) const {
        static std::vector<CommandSpec> specs;
        specs = m_rules->commandSpecs();
        const auto found =
            std::find_if(specs.begin(), specs.end(), [&](const CommandSpec& each) { return each.name == name; });
        return found != specs.end() ? &*found : nullptr;
    }

    // The form the panel builds for `maneuver` with `option` at its defaults (ActionPanel,
    // ManeuverDraft): every input as the form starts, the target under the description's key.
    [[nodiscard]] CommandForm panelForm(const ManeuverDescription& maneuver, const OptionDescription* option) const {
        CommandForm form;
        form.type = maneuver.command.empty() ? "maneuver" : maneuver.command;
        if (maneuver.command.empty()) {
            form.set("name", maneuver.id);
        }
        // A command of the whole encounter (DBU's duelResult) names nobody (ManeuverModel).
        if (const CommandSpec* command = spec(form.type); command == nullptr || command->find("who") != nullptr) {
            form.set("who", "a");
        }
        const TargetKind target = option != nullptr && option->target ? *option->target : maneuver.target;
        if (target != TargetKind::None && target != TargetKind::Self) {
            form.set(maneuver.targetKey.empty() ? "target" : maneuver.targetKey, "b");
        }
        std::vector<InputDescription> inputs =
            option == nullptr || !option->replacesInputs ? maneuver.inputs : std::vector<InputDescription>{};
        if (option != nullptr) {
            const CommandSpec* command = spec(form.type);
            if (command != nullptr && command->find("option") != nullptr && !option->id.empty()) {
                form.set("option", option->id);
            }
            inputs.insert(inputs.end(), option->inputs.begin(), option->inputs.end());
        }
        for (const auto& input : inputs) {
            switch (CommandInput::shapeOf(input.kind)) {
            case CommandInput::Shape::Square:
                form.set(CommandInput::keyOf(input), Position{1, 1});
                break;
            case CommandInput::Shape::Choice:
                CommandInput::setText(form, input, input.choices.empty() ? "" : input.choices.front().id);
                break;
            case CommandInput::Shape::Text:
                CommandInput::setText(form, input, "x");
                break;
            case CommandInput::Shape::Flag:
            case CommandInput::Shape::Number:
                CommandInput::setNumber(form, input, input.initial);
                break;
            case CommandInput::Shape::Ids:
                CommandInput::setIds(form, input, {"b"});
                break;
            case CommandInput::Shape::Records:
                CommandInput::setRecords(form, input,
                                         std::vector<std::vector<int>>(static_cast<std::size_t>(input.rows),
                                                                       std::vector<int>(input.choices.size(), 1)));
                break;
            }
        }
        return form;
    }

    std::unique_ptr<Ruleset> m_rules;
};

TEST_P(CommandFormTest, AnUnknownCommandIsRefusedByItsName) {
    CommandForm form;
    form.type = "atack";
    EXPECT_EQ(problemOf(form), "atack: unknown command 'atack'");
}

TEST_P(CommandFormTest, AnUnknownArgumentIsRefusedByItsKey) {
    CommandForm form;
    form.type = "endTurn";
    form.set("who", "a").set("hoo", "b");
    EXPECT_EQ(problemOf(form), "hoo: unknown key 'hoo' for endTurn");
    form.arguments.erase("hoo");
    EXPECT_EQ(problemOf(form), "");
}

TEST_P(CommandFormTest, AnArgumentOfTheWrongTypeIsRefusedSayingWhatItMustBe) {
    CommandForm form;
    form.type = "setInitiative";
    form.set("who", "a").set("value", "twelve");
    EXPECT_EQ(problemOf(form), "value: 'value' must be an integer");
    form.set("value", 12).set("who", true);
    EXPECT_EQ(problemOf(form), "who: 'who' must be a string");
    form.set("who", "a");
    EXPECT_EQ(problemOf(form), "");
}

// Each ruleset's own commands: a misspelt key of its maneuver or attack is refused, named.
TEST_P(CommandFormTest, ARulesetsOwnCommandRefusesAMisspeltKey) {
    CommandForm form;
    const bool dbu = GetParam() != "true20";
    form.type = dbu ? "maneuver" : "attack";
    form.set("who", "a").set("tagret", "b");
    if (dbu) {
        form.set("name", "basic-attack");
    }
    EXPECT_EQ(problemOf(form), "tagret: unknown key 'tagret' for " + form.type);
    form.arguments.erase("tagret");
    form.set("target", "b");
    EXPECT_EQ(problemOf(form), "");
}

// Every input of every maneuver and option the ruleset describes fills a key its command reads,
// with a value of the key's type: the form the panel builds from the description is read as is.
TEST_P(CommandFormTest, EveryDescribedManeuverFormIsRead) {
    const auto maneuvers = m_rules->maneuvers(EncounterState{}, {});
    ASSERT_FALSE(maneuvers.empty());
    for (const auto& maneuver : maneuvers) {
        // With options the panel always sends one of them (the first by default).
        std::vector<const OptionDescription*> options;
        for (const auto& option : maneuver.options) {
            options.push_back(&option);
        }
        if (options.empty()) {
            options.push_back(nullptr);
        }
        for (const auto* option : options) {
            const CommandForm form = panelForm(maneuver, option);
            SCOPED_TRACE(maneuver.id + (option != nullptr ? " " + option->id : std::string()));
            const CommandSpec* command = spec(form.type);
            ASSERT_NE(command, nullptr) << "no command '" << form.type << "'";
            for (const auto& [key, value] : form.arguments) {
                EXPECT_NE(command->find(key), nullptr) << form.type << " does not read '" << key << "'";
            }
            // An input left at 0 sends nothing, but its key is one the command reads all the same.
            std::vector<InputDescription> inputs = maneuver.inputs;
            if (option != nullptr) {
                inputs.insert(inputs.end(), option->inputs.begin(), option->inputs.end());
            }
            for (const auto& input : inputs) {
                EXPECT_NE(command->find(CommandInput::keyOf(input)), nullptr)
                    << input.label << " fills '" << CommandInput::keyOf(input) << "', which " << form.type
                    << " does not read";
            }
            const CommandReading reading = m_rules->readCommand(form);
            const auto* read = std::get_if<Command>(&reading);
            ASSERT_NE(read, nullptr) << problemOf(form);
            EXPECT_EQ(commandName(*read), form.type);
        }
    }
}

// The ARC's menus and the panel's buttons fill keys their commands read too.
TEST_P(CommandFormTest, EveryDescribedCommandFillsAKeyItsCommandReads) {
    auto described = m_rules->arcCommands();
    const auto panel = m_rules->panelCommands();
    described.insert(described.end(), panel.begin(), panel.end());
    for (const auto& command : described) {
        SCOPED_TRACE(command.type);
        const CommandSpec* read = spec(command.type);
        ASSERT_NE(read, nullptr);
        if (!command.field.empty()) {
            EXPECT_NE(read->find(command.field), nullptr) << command.field;
        }
        if (command.subject == CommandDescription::Subject::Combatant) {
            EXPECT_NE(read->find("who"), nullptr);
        } else if (command.subject == CommandDescription::Subject::Pair) {
            EXPECT_NE(read->find("a"), nullptr);
            EXPECT_NE(read->find("b"), nullptr);
        }
    }
}

INSTANTIATE_TEST_SUITE_P(Rulesets, CommandFormTest, ::testing::Values("dbu", "dbu-legacy", "true20"));

// What True20 cannot read, named as the scenario contract does (exit 2), while DBU judges the
// same value as a refusal in play (its Initiative die is a d10 whatever the form says).
TEST(CommandFormReading, True20RefusesADieFaceNoD20HasAndDbuLeavesItToTheRules) {
    auto made = RulesetRegistry::withBuiltins().create("true20", {});
    const auto& true20 = *std::get<std::unique_ptr<Ruleset>>(made);
    CommandForm attack;
    attack.type = "attack";
    attack.set("who", "a").set("target", "b").set("roll", 21);
    const CommandReading reading = true20.readCommand(attack);
    ASSERT_TRUE(std::holds_alternative<FormProblem>(reading));
    EXPECT_EQ(std::get<FormProblem>(reading).message, "'roll' is the d20's face, from 1 to 20, not 21");
    CommandForm set;
    set.type = "setInitiative";
    set.set("who", "a").set("roll", 0);
    EXPECT_TRUE(std::holds_alternative<FormProblem>(true20.readCommand(set)));

    auto dbuMade = RulesetRegistry::withBuiltins().create("dbu", {});
    EXPECT_TRUE(std::holds_alternative<Command>(std::get<std::unique_ptr<Ruleset>>(dbuMade)->readCommand(set)));
}

// A ruleset's command is carried by the core as a RulesetCommand and comes back as its struct;
// its name is the one the log and the recorder use.
TEST(CommandFormReading, ARulesetsCommandComesBackAsItsStruct) {
    dbu::UseManeuver use;
    use.who = "a";
    use.name = "power-up";
    const Command command = use;
    EXPECT_EQ(commandName(command), "maneuver");
    ASSERT_NE(commandAs<dbu::UseManeuver>(command), nullptr);
    EXPECT_EQ(commandAs<dbu::UseManeuver>(command)->name, "power-up");
    EXPECT_EQ(commandAs<true20::Attack>(command), nullptr);
    EXPECT_EQ(commandAs<commands::Start>(command), nullptr);
    EXPECT_EQ(commandName(Command(commands::Start{})), "start");
    use.damage = 2'000'000'000;
    EXPECT_NE(commandLimitProblem(use), std::nullopt) << "a ruleset's command is held to the bounds too";
}

} // namespace
} // namespace scouter::engine::test
