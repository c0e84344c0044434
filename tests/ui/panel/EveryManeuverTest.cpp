// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 14's "done when": every maneuver and every option of the ruleset's catalogue performed
// through the panel's widgets, each checked against the engine afterwards. The catalogue is read
// from the ruleset's description, so a maneuver added to the engine is covered without an edit
// here. For each, a short search finds a state where it is allowed (a grapple before a throw, a
// Deflect before a Rebound, an offer before an answer...), from the commands the panel itself
// would send; the maneuver is then chosen, filled and performed by clicks and keys.
#include "Arena.h"
#include "PanelFixture.h"
#include "TestEncounter.h"
#include "dbu/DbuEvents.h"
#include "events/RulesetEventOf.h"

#include "dice/SeededDice.h"
#include "panel/ManeuverDraft.h"
#include "rules/EncounterBuilder.h"
#include "rules/RulesetRegistry.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QLabel>
#include <QPushButton>

#include <gtest/gtest.h>

#include <algorithm>
#include <map>

namespace scouter::ui::test {
namespace {

using engine::Command;
using engine::CommandForm;
namespace commands = engine::commands;
using engine::InputKind;
using engine::ManeuverDescription;

// The squares a Square input is tried with, around the actor.
const std::vector<engine::Position> kSteps{{1, 0}, {-1, 0}, {0, -1}, {0, 1}, {-2, 0}, {0, -2}, {-1, -1}, {-3, 0}};

struct Goal {
    std::string maneuver;
    std::string option;
};

struct Route {
    std::vector<Command> prefix;
    std::string who;
    int step = 0;
};

// What the panel sends for `who`'s maneuver with `option` when the table ticks Hit, enters 1
// damage, types "x" for text and picks the square `step` away; the rest at its defaults.
Command commandFor(const EncounterController& c, const std::string& who, const ManeuverDescription& maneuver,
                   const std::string& optionId, int step) {
    // DBU's maneuver named by its id, or a command of its own (the Duel's result), as the panel sends it.
    CommandForm command = ManeuverDraft::form(maneuver);
    const auto& specs = c.encounter().ruleset().commandSpecs();
    const auto spec = std::find_if(specs.begin(), specs.end(), [&](const auto& s) { return s.name == command.type; });
    if (spec != specs.end() && spec->find("who") != nullptr) {
        command.set("who", who);
    }
    const auto* option = ManeuverDraft::option(maneuver, optionId);
    if (maneuver.command.empty()) {
        command.set("option", option != nullptr ? option->id : std::string());
    }
    const auto kind = ManeuverDraft::target(maneuver, option);
    if (ManeuverDraft::sendsTarget(kind)) {
        command.set("target", c.targetFor(QString::fromStdString(who), kind).toStdString());
    }
    const engine::Combatant* actor = c.state().find(who);
    for (const auto& input : ManeuverDraft::inputs(maneuver, option)) {
        switch (input.kind) {
        case InputKind::Hit:
            command.set("hit", true);
            break;
        case InputKind::Damage:
            ManeuverDraft::setNumber(command, input, std::min(1, input.maximum));
            break;
        case InputKind::Square:
            command.set("to", engine::Position{actor->at.x + kSteps[static_cast<std::size_t>(step)].x,
                                               actor->at.y + kSteps[static_cast<std::size_t>(step)].y});
            break;
        case InputKind::Text:
            command.set("option", "x");
            break;
        case InputKind::Mode:
        case InputKind::Category:
        case InputKind::Choice:
            ManeuverDraft::setText(command, input, input.choices.empty() ? std::string() : input.choices[0].id);
            break;
        case InputKind::Ids: // none picked: the one target
            break;
        case InputKind::Records:
            ManeuverDraft::setRecords(command, input,
                                      std::vector<std::vector<int>>(static_cast<std::size_t>(input.rows),
                                                                    std::vector<int>(input.choices.size(), 0)));
            break;
        default:
            ManeuverDraft::setNumber(command, input, input.initial);
            break;
        }
    }
    const auto& offers = c.state().offers;
    if (maneuver.answersOffer && std::find(offers.begin(), offers.end(), who) != offers.end()) {
        command.set("counter", true);
    }
    engine::CommandReading reading = c.encounter().ruleset().readCommand(command);
    if (const auto* problem = std::get_if<engine::FormProblem>(&reading)) {
        ADD_FAILURE() << maneuver.id << " [" << optionId << "]: the panel's form is unreadable: " << problem->message;
        return commands::Resolve{};
    }
    return std::get<Command>(std::move(reading));
}

bool takesSquare(const ManeuverDescription& maneuver, const std::string& option) {
    const auto inputs = ManeuverDraft::inputs(maneuver, ManeuverDraft::option(maneuver, option));
    return std::any_of(inputs.begin(), inputs.end(), [](const auto& i) { return i.kind == InputKind::Square; });
}

std::vector<std::string> standing(const EncounterController& c) {
    std::vector<std::string> out;
    for (const auto& combatant : c.state().combatants) {
        if (c.state().isStanding(combatant)) {
            out.push_back(combatant.id);
        }
    }
    return out;
}

// Every command of one step from the arena's state: each maneuver and option for each combatant,
// each condition on each combatant, the end of the turn.
std::vector<Command> stepsFrom(const EncounterController& c) {
    std::vector<Command> out;
    for (const auto& who : standing(c)) {
        for (const auto& maneuver : c.encounter().ruleset().maneuvers(c.state(), who)) {
            std::vector<std::string> options{std::string()};
            if (!maneuver.options.empty()) {
                options.clear();
                for (const auto& o : maneuver.options) {
                    options.push_back(o.id);
                }
            }
            for (const auto& option : options) {
                Command command = commandFor(c, who, maneuver, option, 0);
                if (c.probe(command).accepted) {
                    out.push_back(command);
                }
            }
        }
        for (const auto& condition : c.encounter().ruleset().conditions()) {
            commands::Condition add;
            add.who = who;
            add.add = condition.id;
            add.until = "manual";
            if (c.probe(add).accepted) {
                out.push_back(add);
            }
        }
    }
    commands::EndTurn end;
    out.push_back(end);
    return out;
}

// A decision the engine waits for (a Grapple Check at the start of a turn) is answered as the
// board's decision bar would, with the first answer the engine takes.
void answerPending(EncounterController& c) {
    for (int guard = 0; guard < 8 && !c.state().pending.empty(); ++guard) {
        bool answered = false;
        for (const char* choice : {"grappler", "pass", "grappled", "fail"}) {
            commands::Resolve resolve;
            resolve.choice = {choice};
            if (c.submit(resolve).accepted) {
                answered = true;
                break;
            }
        }
        if (!answered) {
            return;
        }
    }
}

std::unique_ptr<Arena> replay(const std::vector<Command>& prefix) {
    auto arena = std::make_unique<Arena>();
    for (const auto& command : prefix) {
        if (!arena->controller->submit(command).accepted) {
            return nullptr;
        }
        answerPending(*arena->controller);
    }
    return arena;
}

using Routes = std::map<std::pair<std::string, std::string>, Route>;

// Each combatant's catalogue as described at the start. Describing everyone in every state searched
// costs more than all the probes together, and a description changes with the state only in bounds
// and defaults that commandFor sets itself; so the start's finds a candidate and the state's own
// description confirms it.
using Described = std::map<std::string, std::vector<ManeuverDescription>>;

Described describeAll(const EncounterController& c) {
    Described out;
    for (const auto& who : standing(c)) {
        out[who] = c.encounter().ruleset().maneuvers(c.state(), who);
    }
    return out;
}

const ManeuverDescription* find(const std::vector<ManeuverDescription>& catalogue, const std::string& id) {
    const auto found = std::find_if(catalogue.begin(), catalogue.end(), [&id](const auto& m) { return m.id == id; });
    return found != catalogue.end() ? &*found : nullptr;
}

// Takes off `goals` those someone may do in the arena's state, recording the route there.
void reach(const std::vector<Command>& prefix, const EncounterController& c, const Described& atStart,
           std::vector<Goal>& goals, Routes& routes) {
    std::vector<std::string> actors = standing(c);
    std::stable_partition(actors.begin(), actors.end(),
                          [&c](const std::string& id) { return QString::fromStdString(id) == c.selected(); });
    std::erase_if(goals, [&](const Goal& goal) {
        for (const auto& who : actors) {
            const auto catalogue = atStart.find(who);
            const ManeuverDescription* candidate =
                catalogue != atStart.end() ? find(catalogue->second, goal.maneuver) : nullptr;
            if (candidate == nullptr) {
                continue;
            }
            const int steps = takesSquare(*candidate, goal.option) ? static_cast<int>(kSteps.size()) : 1;
            for (int step = 0; step < steps; ++step) {
                if (!c.probe(commandFor(c, who, *candidate, goal.option, step)).accepted) {
                    continue;
                }
                const auto now = c.encounter().ruleset().maneuvers(c.state(), who);
                const ManeuverDescription* maneuver = find(now, goal.maneuver);
                if (maneuver != nullptr && c.probe(commandFor(c, who, *maneuver, goal.option, step)).accepted) {
                    routes[{goal.maneuver, goal.option}] = {prefix, who, step};
                    return true;
                }
            }
        }
        return false;
    });
}

// Finds, for each goal, a short prefix (up to three commands, one of them repeated) after which
// someone may do it.
// What takes more steps than the search tries, given by hand: an open Duel (a Signature Technique,
// the Counter Action its target converts, the Duel) for the Duel's result; a piece of terrain
// lifted, two turns passed and an attack that hit its holder, for Terrain Lift's Shield.
std::vector<std::vector<Command>> longerRoutes(const EncounterController& c) {
    const auto read = [&c](CommandForm form) { return std::get<Command>(c.encounter().ruleset().readCommand(form)); };
    CommandForm technique;
    technique.type = "maneuver";
    technique.set("who", "goku").set("name", "signature-technique").set("target", "saibaman-1");
    CommandForm convert;
    convert.type = "convert";
    convert.set("who", "saibaman-1");
    CommandForm duel;
    duel.type = "maneuver";
    duel.set("who", "saibaman-1").set("name", "duel").set("target", "goku");
    CommandForm lift;
    lift.type = "maneuver";
    lift.set("who", "goku").set("name", "terrain-lift").set("hit", true);
    CommandForm end;
    end.type = "endTurn";
    CommandForm attack;
    attack.type = "maneuver";
    attack.set("who", "saibaman-1").set("name", "basic-attack").set("target", "goku").set("hit", true);
    attack.set("damage", 1);
    return {{read(technique), read(convert), read(duel)}, {read(lift), read(end), read(end), read(attack)}};
}

Routes search(std::vector<Goal> goals) {
    Routes routes;
    const auto start = replay({});
    const Described atStart = describeAll(*start->controller);
    reach({}, *start->controller, atStart, goals, routes);
    for (const auto& prefix : longerRoutes(*start->controller)) {
        if (const auto arena = replay(prefix)) {
            reach(prefix, *arena->controller, atStart, goals, routes);
        }
    }
    const std::vector<Command> first = stepsFrom(*start->controller);
    for (const auto& one : first) {
        if (goals.empty()) {
            return routes;
        }
        if (const auto arena = replay({one})) {
            reach({one}, *arena->controller, atStart, goals, routes);
        }
    }
    for (const auto& one : first) {
        const auto arena = replay({one});
        if (!arena) {
            continue;
        }
        for (const auto& two : stepsFrom(*arena->controller)) {
            if (goals.empty()) {
                return routes;
            }
            if (const auto longer = replay({one, two})) {
                reach({one, two}, *longer->controller, atStart, goals, routes);
            }
        }
    }
    // What builds up or waits: a step done twice (two Energy Charges, two turns passing), before
    // or after another.
    for (const auto& one : first) {
        const auto once = replay({one});
        if (!once) {
            continue;
        }
        for (const auto& two : stepsFrom(*once->controller)) {
            for (const std::vector<Command>& prefix : {std::vector<Command>{one, one, two}, {one, two, two}}) {
                if (goals.empty()) {
                    return routes;
                }
                if (const auto longer = replay(prefix)) {
                    reach(prefix, *longer->controller, atStart, goals, routes);
                }
            }
        }
    }
    return routes;
}

TEST(EveryManeuver, EveryManeuverAndOptionOfTheCatalogueIsPerformedThroughThePanel) {
    std::vector<Goal> goals;
    {
        Arena arena;
        const auto& c = *arena.controller;
        for (const auto& maneuver : c.encounter().ruleset().maneuvers(c.state(), {})) {
            if (maneuver.options.empty()) {
                goals.push_back({maneuver.id, {}});
            }
            for (const auto& option : maneuver.options) {
                goals.push_back({maneuver.id, option.id});
            }
        }
    }
    ASSERT_GT(goals.size(), 30U);
    const auto routes = search(goals);
    for (const auto& goal : goals) {
        SCOPED_TRACE(goal.maneuver + " / " + goal.option);
        const auto found = routes.find({goal.maneuver, goal.option});
        if (found == routes.end()) {
            ADD_FAILURE() << "no state within the search allows it";
            continue;
        }
        const Route& route = found->second;
        auto arena = replay(route.prefix);
        ASSERT_TRUE(arena);
        EncounterController& c = *arena->controller;
        ActionPanel panel(c);
        QAbstractItemModelTester tester(&panel.maneuvers(), QAbstractItemModelTester::FailureReportingMode::Fatal);
        panel.resize(380, 900);
        panel.show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(&panel));
        if (c.selected() != QString::fromStdString(route.who)) {
            c.select(QString::fromStdString(route.who)); // as a click on the board does
        }
        PanelDriver drive{panel};
        drive.clickRow(QString::fromStdString(goal.maneuver));
        drive.pickOption(goal.option);
        drive.tick(InputKind::Hit, true);
        if (QWidget* damage = panel.form().field(InputKind::Damage)) {
            PanelDriver::type(damage, 1);
        }
        if (auto* text = qobject_cast<QLineEdit*>(panel.form().field(InputKind::Text))) {
            QTest::keyClicks(text, QStringLiteral("x"));
        }
        if (QWidget* column = panel.form().field(InputKind::Square)) {
            const engine::Position at = c.state().find(route.who)->at;
            const auto& step = kSteps[static_cast<std::size_t>(route.step)];
            PanelDriver::type(column, at.x + step.x);
            PanelDriver::type(panel.form().findChild<QSpinBox*>(QStringLiteral("inputSquareRow")), at.y + step.y);
        }
        const std::size_t before = c.encounter().log().size();
        ASSERT_TRUE(panel.performButton().isEnabled()) << panel.message().text().toStdString();
        drive.clickPerform();
        ASSERT_EQ(c.encounter().log().size(), before + 1) << panel.message().text().toStdString();
        const auto catalogue = c.encounter().ruleset().maneuvers(c.state(), route.who);
        const ManeuverDescription* performed = find(catalogue, goal.maneuver);
        if (performed != nullptr && !performed->command.empty()) {
            // A command of its own beside the maneuvers: the engine recorded that command.
            EXPECT_EQ(c.encounter().log().back().command, performed->command);
            continue;
        }
        // The engine recorded this maneuver, with this option, by this combatant.
        bool used = false;
        for (const auto& event : c.encounter().log().back().events) {
            if (const auto* u = engine::events::rulesetEventAs<engine::dbu::ManeuverUsed>(event)) {
                used = used || (u->who == route.who && u->name == goal.maneuver &&
                                (u->option == goal.option || goal.option.empty()));
            }
        }
        EXPECT_TRUE(used) << "no ManeuverUsed for it in " << c.encounter().log().back().command;
    }
}

} // namespace
} // namespace scouter::ui::test
