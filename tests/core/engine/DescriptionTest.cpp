// SPDX-License-Identifier: GPL-3.0-or-later
#include "EngineFixture.h"
#include "dbu/maneuvers/ManeuverCatalogue.h"
#include "dice/DiceExpression.h"
#include "rules/CommandInput.h"

#include <set>

namespace scouter::engine::test {
namespace {

// These tests look inside the DBU ruleset (its rolls, its catalogue).
using namespace dbu;

// The panel builds every maneuver form from the ruleset's description alone, so the description
// must name the whole catalogue and every option, and a form filled with its defaults must be a
// command the engine takes.
class DescriptionTest : public EngineFixture, public ::testing::WithParamInterface<std::string> {
protected:
    // a and b are Allies, o their Opponent two squares from a and one from b; a acts first.
    void prepare() {
        m_encounter.reset();
        m_builder = EncounterBuilder{};
        m_dice = ScriptedDice{};
        for (auto [id, side, at, tier] :
             {std::tuple{"a", "heroes", Position{2, 2}, 1}, std::tuple{"b", "heroes", Position{3, 2}, 1},
              std::tuple{"o", "villains", Position{4, 2}, 3}}) {
            Combatant& c = add(id, side, at, tier);
            c.sheet.numbers["meleeRange"] = 2;
            c.sheet.numbers["force"] = 3;
            c.sheet.numbers["lifeNow"] = 80;
            c.sheet.numbers["kiNow"] = 50;
            SheetRecord form;
            form.texts.emplace("name", "kaioken");
            form.numbers.emplace("tierBonus", 1);
            c.sheet.records["forms"].push_back(form);
            c.sheet.numbers["tail"] = std::string_view(id) == "o" ? 1 : 0; // Tail Restraint needs a tail
        }
        create(GetParam());
        startWith({{"a", 30}, {"o", 20}, {"b", 10}});
    }

    void arc(const std::string& who, const std::string& condition) {
        auto command = named<commands::Condition>(who);
        command.add = condition;
        accept(command);
    }

    Command hitOn(const std::string& who, const std::string& name, const std::string& target) {
        auto command = maneuver(who, name, target);
        command.hit = true;
        command.damage = 1;
        return command;
    }

    // The situation each maneuver and option is used in at the table.
    void situation(const std::string& name, const std::string& option) {
        m_dice.append({5, 5, 5, 5, 5, 5});
        if (name == "parry" && option == "rebound") {
            accept(named<commands::EndTurn>());
            auto deflect = maneuver("a", "parry");
            deflect.option = "deflect";
            accept(deflect);
            accept(hitOn("o", "basic-attack", "a"));
        } else if (name == "intervene") {
            accept(named<commands::EndTurn>());
            accept(hitOn("o", "basic-attack", "b"));
        } else if (name == "duel") {
            accept(named<commands::EndTurn>());
            accept(maneuver("o", "signature-technique", "a"));
        } else if (name == "duel-escape") {
            accept(maneuver("a", "signature-technique", "o"));
            accept(maneuver("o", "duel", "a"));
        } else if (name == "transformation" && option == "revert") {
            auto transform = maneuver("a", "transformation");
            transform.form = "kaioken";
            accept(transform);
        } else if (name == "united-attack") {
            accept(named<commands::EndTurn>());
            accept(named<commands::EndTurn>());
            accept(hitOn("b", "basic-attack", "o"));
        } else if (name == "treatment") {
            arc("b", "poisoned");
        } else if (name == "stand-up") {
            arc("a", "prone");
        } else if (name == "grapple" && option == "break") {
            accept(named<commands::EndTurn>());
            accept(hitOn("o", "grapple", "a"));
            accept(named<commands::EndTurn>());
            accept(named<commands::EndTurn>());
            auto check = named<commands::Resolve>();
            check.choice = {"grappler"};
            accept(check);
        } else if (name == "grapple" && option != "tail-restraint" && !option.empty()) {
            accept(hitOn("a", "grapple", "o"));
            if (option == "energy-restraint") {
                arc("o", "pinned");
            }
        } else if (name == "holding-back" && option == "end") {
            accept(maneuver("a", "holding-back"));
        } else if (name == "energy-charge" && option == "stop") {
            accept(maneuver("a", "energy-charge"));
        } else if (name == "terrain-lift" && !option.empty()) {
            auto lift = maneuver("a", "terrain-lift");
            lift.hit = true;
            accept(lift);
            if (option == "shield") {
                accept(named<commands::EndTurn>());
                accept(hitOn("o", "basic-attack", "a"));
            }
        }
    }

    [[nodiscard]] std::string targetOf(TargetKind kind) const {
        switch (kind) {
        case TargetKind::Opponent:
        case TargetKind::Any:
            return "o";
        case TargetKind::Ally:
        case TargetKind::AllyOrSelf:
        case TargetKind::Other:
            return "b";
        case TargetKind::Attacker:
            return state().lastAttack.attacker.empty() ? "o" : state().lastAttack.attacker;
        case TargetKind::Self:
        case TargetKind::None:
            return {};
        }
        return {};
    }

    // The form the panel sends for a fresh form: the defaults and a target of the described kind.
    [[nodiscard]] CommandForm fromDefaults(const ManeuverDescription& described, const OptionDescription* option,
                                           const std::string& actor) const {
        CommandForm form;
        form.type = "maneuver";
        form.set("who", actor).set("name", described.id);
        const std::string target = targetOf(option != nullptr && option->target ? *option->target : described.target);
        if (!target.empty()) {
            form.set("target", target);
        }
        std::vector<InputDescription> inputs;
        if (option == nullptr || !option->replacesInputs) {
            inputs = described.inputs;
        }
        if (option != nullptr) {
            form.set("option", option->id);
            inputs.insert(inputs.end(), option->inputs.begin(), option->inputs.end());
        }
        for (const auto& input : inputs) {
            EXPECT_LE(input.minimum, input.initial) << described.id << " " << input.label;
            EXPECT_LE(input.initial, input.maximum) << described.id << " " << input.label;
            switch (CommandInput::shapeOf(input.kind)) {
            case CommandInput::Shape::Square:
                // Push Back sends o (at [4, 2]) away from the thruster at [2, 2] (000 Thrusting).
                form.set(CommandInput::keyOf(input), described.id == "thrusting" ? Position{6, 2} : who(actor).at);
                break;
            case CommandInput::Shape::Choice:
                // A choice among the sheet's own entries (Transformation's forms) may have none.
                EXPECT_TRUE(!input.choices.empty() || input.kind == InputKind::Choice) << described.id;
                CommandInput::setText(form, input, input.choices.empty() ? "" : input.choices.front().id);
                break;
            case CommandInput::Shape::Text:
            case CommandInput::Shape::Ids:     // none picked: the one target
            case CommandInput::Shape::Records: // a command of its own (duelResult), not a maneuver's
                break;
            case CommandInput::Shape::Flag:
            case CommandInput::Shape::Number:
                CommandInput::setNumber(form, input, input.initial);
                break;
            }
        }
        return form;
    }

    // The actor of a case: a, or whoever is being answered for.
    void expectDefaultsAccepted(const std::string& name, const std::string& option) {
        prepare();
        situation(name, option);
        const auto described = m_encounter->ruleset().maneuvers(state(), "a");
        const auto found = std::find_if(described.begin(), described.end(),
                                        [&](const ManeuverDescription& d) { return d.id == name; });
        ASSERT_NE(found, described.end()) << name;
        const OptionDescription* chosen = nullptr;
        for (const auto& candidate : found->options) {
            if (candidate.id == option) {
                chosen = &candidate;
            }
        }
        ASSERT_TRUE(option.empty() || chosen != nullptr) << name << " " << option;
        const Command command = read(fromDefaults(*found, chosen, "a"));
        const CommandResult result = m_encounter->submit(command);
        EXPECT_TRUE(result.accepted) << GetParam() << " " << name << " [" << option << "]: " << result.message;
    }
};

TEST_P(DescriptionTest, NamesTheWholeCatalogueInItsOrder) {
    prepare();
    const ManeuverCatalogue catalogue;
    std::vector<std::string> names;
    for (auto name : catalogue.names()) {
        names.emplace_back(name);
    }
    std::vector<std::string> described;
    for (const auto& maneuver : m_encounter->ruleset().maneuvers(state(), "a")) {
        if (!maneuver.command.empty()) {
            continue; // a command of its own beside the maneuvers (the Duel's result)
        }
        described.push_back(maneuver.id);
        EXPECT_FALSE(maneuver.label.empty()) << maneuver.id;
        EXPECT_FALSE(maneuver.cost.empty()) << maneuver.id;
        const std::set<std::string> groups{"Attacks", "Movement", "Defence", "Instant", "Support"};
        EXPECT_TRUE(groups.contains(maneuver.group)) << maneuver.id << ": " << maneuver.group;
        EXPECT_EQ(maneuver.answersOffer, maneuver.attack) << maneuver.id;
    }
    EXPECT_EQ(described, names);
    EXPECT_EQ(m_encounter->ruleset().maneuvers(state(), "nobody").size(),
              m_encounter->ruleset().maneuvers(state(), "a").size());
}

// Every form the panel can show, started from its defaults, is a command the engine takes.
TEST_P(DescriptionTest, EveryManeuverAndOptionFromItsDefaultsIsAccepted) {
    prepare();
    const auto described = m_encounter->ruleset().maneuvers(state(), "a");
    for (const auto& maneuver : described) {
        if (!maneuver.command.empty()) {
            continue; // the Duel's result needs an open Duel: the panel's test performs it
        }
        if (maneuver.options.empty()) {
            SCOPED_TRACE(maneuver.id);
            expectDefaultsAccepted(maneuver.id, "");
        }
        for (const auto& option : maneuver.options) {
            SCOPED_TRACE(maneuver.id + " " + option.id);
            expectDefaultsAccepted(maneuver.id, option.id);
        }
    }
}

// Parry's Deflect helps an Ally: the same form with the Ally as the target is taken too.
TEST_P(DescriptionTest, DeflectFromItsDefaultsHelpsAnAlly) {
    prepare();
    const auto described = m_encounter->ruleset().maneuvers(state(), "a");
    const auto parry = std::find_if(described.begin(), described.end(),
                                    [](const ManeuverDescription& d) { return d.shortcut == 'P'; });
    ASSERT_NE(parry, described.end());
    const auto deflect = std::find_if(parry->options.begin(), parry->options.end(),
                                      [](const OptionDescription& o) { return o.target == TargetKind::AllyOrSelf; });
    ASSERT_NE(deflect, parry->options.end());
    const CommandForm form = fromDefaults(*parry, &*deflect, "a");
    EXPECT_EQ(std::get<std::string>(form.arguments.at("target")), "b");
    accept(read(form));
    EXPECT_EQ(view("a.counterActions"), 0);
}

// An option the description does not list is one the engine refuses: where an option picks what
// the maneuver does, anything else is refused, and no maneuver takes another one's options.
TEST_P(DescriptionTest, NoOptionOutsideTheDescriptionIsAccepted) {
    prepare();
    const auto described = m_encounter->ruleset().maneuvers(state(), "a");
    std::set<std::string> everyOption{"no-such-option"};
    for (const auto& maneuver : described) {
        for (const auto& option : maneuver.options) {
            everyOption.insert(option.id);
        }
    }
    for (const auto& maneuver : described) {
        if (maneuver.options.empty()) {
            continue;
        }
        std::set<std::string> own;
        for (const auto& option : maneuver.options) {
            own.insert(option.id);
        }
        for (const auto& candidate : everyOption) {
            if (own.contains(candidate)) {
                continue;
            }
            prepare();
            situation(maneuver.id, "");
            CommandForm form = fromDefaults(maneuver, nullptr, "a");
            form.set("option", candidate);
            const CommandResult result = m_encounter->submit(read(form));
            EXPECT_FALSE(result.accepted) << GetParam() << " " << maneuver.id << " took option " << candidate;
        }
    }
}

// Bounds follow the actor: Power Flare's Ki is at most 10(T), Holding Back's stacks the Tier, and
// the Wound Roll's dice carry the Energy Charges and the Force or Spirit Modifier.
TEST_P(DescriptionTest, BoundsAndDiceFollowTheActor) {
    prepare();
    accept(maneuver("a", "energy-charge"));
    const auto described = m_encounter->ruleset().maneuvers(state(), "o");
    const auto byId = [&](const std::string& id) {
        return *std::find_if(described.begin(), described.end(),
                             [&](const ManeuverDescription& d) { return d.id == id; });
    };
    const auto parry = byId("parry");
    const auto flare = std::find_if(parry.options.begin(), parry.options.end(),
                                    [](const OptionDescription& o) { return o.id == "power-flare"; });
    ASSERT_NE(flare, parry.options.end());
    ASSERT_EQ(flare->inputs.size(), 1U);
    EXPECT_EQ(flare->inputs[0].maximum, 30); // 10(T) at Tier 3, o having 50 Ki
    EXPECT_EQ(byId("holding-back").inputs.at(0).maximum, 3);
    const auto basic = byId("basic-attack");
    EXPECT_EQ(basic.shortcut, 'A');
    EXPECT_EQ(basic.inputs.at(1).kind, InputKind::Damage);
    EXPECT_EQ(basic.inputs.at(1).roll, "1d10(T)+3");
    const auto charged = m_encounter->ruleset().maneuvers(state(), "a");
    EXPECT_EQ(charged.front().inputs.at(1).roll, "1d10(T)+1d6(T)+3");
    // The wager leaves the charge's 2(T) Ki: a has 50.
    EXPECT_EQ(charged.front().inputs.at(2).maximum, 48);
    // Every roll button's dice are ones the dice module rolls.
    for (const auto* list : {&described, &charged}) {
        for (const auto& maneuver : *list) {
            std::vector<InputDescription> inputs = maneuver.inputs;
            for (const auto& option : maneuver.options) {
                inputs.insert(inputs.end(), option.inputs.begin(), option.inputs.end());
            }
            for (const auto& input : inputs) {
                if (!input.roll.empty()) {
                    EXPECT_TRUE(parseDice(input.roll).ok()) << maneuver.id << ": " << input.roll;
                }
            }
        }
    }
}

TEST_P(DescriptionTest, ARollButtonScalesItsDiceAsTheTableChose) {
    prepare();
    const auto byDefault = m_encounter->ruleset().maneuvers(state(), "o");
    EXPECT_EQ(byDefault.front().inputs.at(1).rollScaling, DiceScaling::Count);
    m_encounter.reset();
    create(GetParam(), {{"diceTierScaling", "result"}});
    for (const auto& maneuver : m_encounter->ruleset().maneuvers(state(), "o")) {
        std::vector<InputDescription> inputs = maneuver.inputs;
        for (const auto& option : maneuver.options) {
            inputs.insert(inputs.end(), option.inputs.begin(), option.inputs.end());
        }
        for (const auto& input : inputs) {
            if (!input.roll.empty()) {
                EXPECT_EQ(input.rollScaling, DiceScaling::Result) << maneuver.id << ": " << input.label;
            }
        }
    }
}

TEST_P(DescriptionTest, ShortcutsAreDistinctAndLeaveTheirKeysToThePanel) {
    prepare();
    std::set<char> seen;
    for (const auto& maneuver : m_encounter->ruleset().maneuvers(state(), "a")) {
        if (maneuver.shortcut == 0) {
            continue;
        }
        EXPECT_TRUE(seen.insert(maneuver.shortcut).second) << maneuver.id;
        // C converts, T targets, M moves on the grid.
        EXPECT_EQ(std::string("CTM").find(maneuver.shortcut), std::string::npos) << maneuver.id;
    }
    std::set<std::string> keys;
    for (const auto& command : m_encounter->ruleset().arcCommands()) {
        EXPECT_TRUE(keys.insert(command.shortcut).second) << command.type;
        for (const char* taken : {"Ctrl+Z", "Ctrl+Y", "Ctrl+S", "Ctrl+O", "Ctrl+N", "Ctrl+Q", "Ctrl+W", "Ctrl+F",
                                  "Ctrl+P", "Ctrl+E", "Ctrl+L", "Ctrl+Return", "Ctrl+Shift+R"}) {
            EXPECT_NE(command.shortcut, taken) << command.type;
        }
    }
}

// The Encounter menu is built from arcCommands: each entry, filled as the description says, is a
// command the engine takes at a moment the rules allow it.
TEST_P(DescriptionTest, EveryArcCommandFromItsDescriptionIsAccepted) {
    prepare();
    for (const auto& described : m_encounter->ruleset().arcCommands()) {
        std::vector<std::string> entries;
        for (const auto& choice : described.choices) {
            entries.push_back(choice.id);
        }
        if (entries.empty()) {
            entries.emplace_back();
        }
        for (const auto& entry : entries) {
            prepare();
            m_dice.append({5, 5});
            if (described.type == "leave" && entry == "surrender") {
                accept(named<commands::EndTurn>()); // 002: Surrender is attempted at the start of one's turn
            } else {
                accept(maneuver("a", "combat-recovery")); // o is offered a Counter Action
            }
            CommandForm form;
            form.type = described.type;
            switch (described.subject) {
            case CommandDescription::Subject::None:
                break;
            case CommandDescription::Subject::Combatant:
                form.set("who", "o");
                break;
            case CommandDescription::Subject::Pair:
                form.set("a", "a").set("b", "o");
                break;
            }
            if (!described.field.empty()) {
                form.set(described.field,
                         choiceValue(m_encounter->ruleset().commandSpecs(), described.type, described.field, entry));
            }
            const Command command = read(form);
            const CommandResult result = m_encounter->submit(command);
            EXPECT_TRUE(result.accepted) << GetParam() << " " << described.type << " " << entry << ": "
                                         << result.message;
            EXPECT_FALSE(described.label.empty());
            EXPECT_FALSE(described.shortcut.empty()) << described.type;
        }
    }
}

TEST_P(DescriptionTest, EveryConditionCanBeGivenAndReadsInWords) {
    prepare();
    for (const auto& condition : m_encounter->ruleset().conditions()) {
        auto command = named<commands::Condition>("b");
        command.add = condition.id;
        accept(command);
        EXPECT_TRUE(state().hasCondition("b", condition.id)) << condition.id;
        EXPECT_NE(condition.label, condition.id);
        EXPECT_FALSE(condition.help.empty()) << condition.id;
    }
}

TEST_P(DescriptionTest, RollNotesSayWhatChangesTheRolls) {
    prepare();
    EXPECT_TRUE(m_encounter->ruleset().rollNotes(state(), "a", "o").empty());
    accept(maneuver("a", "power-up"));
    const auto notes = m_encounter->ruleset().rollNotes(state(), "a", "o");
    ASSERT_EQ(notes.size(), 1U);
    EXPECT_NE(notes.front().find("Power Up x1: +1 to Combat Rolls"), std::string::npos) << notes.front();
    EXPECT_EQ(m_encounter->ruleset().rollNotes(state(), "a", ""), notes);
    // One maneuver's own: Called Shot at o, 2 squares away in a's Melee Range of 2: -1(T).
    const auto aimed = m_encounter->ruleset().maneuverRollNotes(state(), "a", "called-shot", "o");
    ASSERT_EQ(aimed.size(), 2U);
    EXPECT_EQ(aimed.front(), notes.front());
    EXPECT_NE(aimed.back().find("Called Shot at o: -1 to its Strike"), std::string::npos) << aimed.back();
    EXPECT_EQ(m_encounter->ruleset().maneuverRollNotes(state(), "a", "basic-attack", "o"), notes);
    // The roll button's dice: Blitz at o, 2 squares away, travels 1 square: +2(T) at Tier 1.
    for (const auto& described : m_encounter->ruleset().maneuvers(state(), "a")) {
        if (described.id != "blitz" && described.id != "basic-attack") {
            continue;
        }
        const auto damage = std::find_if(described.inputs.begin(), described.inputs.end(),
                                         [](const InputDescription& input) { return input.kind == InputKind::Damage; });
        ASSERT_NE(damage, described.inputs.end()) << described.id;
        EXPECT_EQ(m_encounter->ruleset().maneuverRoll(state(), "a", described.id, "o", *damage),
                  described.id == "blitz" ? damage->roll + "+2" : damage->roll);
    }
}

// The quick entry's amount buttons send commands the ruleset reads, each taking `who` and a signed
// `amount`, and a DBU entry (Ki −) takes the amount off.
TEST_P(DescriptionTest, QuickAmountsSendCommandsTheRulesetReadsAndKiDownSpends) {
    prepare();
    const Ruleset& rules = m_encounter->ruleset();
    const auto quick = rules.quickAmounts();
    ASSERT_EQ(quick.size(), 4U);
    for (const auto& entry : quick) {
        CommandForm form;
        form.type = entry.command;
        form.set("who", "a").set("amount", entry.sign * 5);
        EXPECT_TRUE(std::holds_alternative<Command>(rules.readCommand(form))) << entry.id;
    }
    const auto kiDown = std::find_if(quick.begin(), quick.end(), [](const auto& e) { return e.sign < 0; });
    ASSERT_NE(kiDown, quick.end());
    CommandForm spend;
    spend.type = kiDown->command;
    spend.set("who", "a").set("amount", -5);
    const int before = fighter("a").ki;
    accept(read(spend));
    EXPECT_EQ(fighter("a").ki, before - 5);
    EXPECT_EQ(rules.offerName(), "Counter Action");
}

INSTANTIATE_TEST_SUITE_P(Dbu, DescriptionTest, ::testing::Values("dbu", "dbu-legacy"));

} // namespace
} // namespace scouter::engine::test
