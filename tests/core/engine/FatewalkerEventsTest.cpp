// SPDX-License-Identifier: GPL-3.0-or-later
// Fatewalker's events, log, descriptions and the exit-2 readings: every event reads back from its
// JSON, replay and undo give the states played, the log speaks in ticks, the panel's entries are
// what the actor may start now with their cost, the paths read into objects.
#include "FatewalkerFixture.h"
#include "FighterEdit.h"
#include "events/EventJson.h"
#include "events/RulesetEventOf.h"
#include "fatewalker/CombatEvents.h"
#include "fatewalker/FwEvents.h"
#include "rules/CommandInput.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <set>

namespace scouter::engine::test {
namespace {

class FatewalkerEvents : public FatewalkerTest {
protected:
    void scene() {
        add("a", {{"agility", 4}, {"speed", 6}, {"weaponry", 2}},
            {weapon("sword", "melee", "medium", 6, "sheathed"), weapon("knife", "melee", "small", 3, "in-hand")});
        add("b", {{"speed", 6}});
        create({{"tickTies", "arc"}});
    }

    [[nodiscard]] std::vector<ManeuverDescription> entries(const std::string& who) const {
        return rules().maneuvers(state(), who);
    }

    // The form an entry sends before its inputs: its command, `who`, its name under its key.
    [[nodiscard]] static CommandForm named(const ManeuverDescription& maneuver, const std::string& who) {
        CommandForm form;
        form.type = maneuver.command;
        form.set("who", who);
        if (!maneuver.nameKey.empty()) {
            form.set(maneuver.nameKey, maneuver.name.empty() ? maneuver.id : maneuver.name);
        }
        return form;
    }

    [[nodiscard]] static bool takes(const ManeuverDescription& maneuver, InputKind kind) {
        return std::any_of(maneuver.inputs.begin(), maneuver.inputs.end(),
                           [kind](const InputDescription& input) { return input.kind == kind; });
    }

    [[nodiscard]] static const ManeuverDescription* find(const std::vector<ManeuverDescription>& all,
                                                         const std::string& id) {
        const auto found =
            std::find_if(all.begin(), all.end(), [&](const ManeuverDescription& m) { return m.id == id; });
        return found != all.end() ? &*found : nullptr;
    }
};

TEST_F(FatewalkerEvents, EveryEventReadsBackFromItsJsonAndReplayAndUndoGiveTheStatesPlayed) {
    scene();
    accept("setTick", {{"who", "b"}, {"tick", 1}});
    accept("start");
    accept("resolve", {{"choice", std::vector<std::string>{"a", "b"}}});
    accept("condition", {{"who", "b"}, {"add", "unaware"}});
    accept("act", {{"who", "a"}, {"action", "begin-movement"}, {"mode", "run"}});
    accept("act", {{"who", "b"}, {"action", "hold-action"}});
    accept("advance");
    m_dice.append({1, 2, 9});
    accept("react", {{"who", "a"}, {"action", "dodge"}, {"pool", 3}, {"tn", 6}});
    accept("advance");
    accept("move", {{"who", "a"}, {"declare", "continue"}});
    std::set<std::string> types;
    for (const auto& group : m_encounter->log()) {
        for (const auto& event : group.events) {
            const Event back = eventFromJson(toJson(event), &rules());
            EXPECT_TRUE(back == event) << toJson(event).dump();
            types.insert(std::string(eventTypeName(event)));
        }
    }
    for (const char* type :
         {"fw-set-tick", "fw-clock", "fw-action", "fw-declare", "fw-pending", "fw-tie", "fw-condition"}) {
        EXPECT_TRUE(types.contains(type)) << type;
    }
    fatewalker::FightersChanged changed;
    fatewalker::editFighter(changed.fighters, "b", [](fatewalker::Fighter& b) { b.stunDamage = 4; });
    changed.exchange = fatewalker::Exchange{"a", "b", "strike", "dodge", 1, true, 2.5, {{"b", 4}}, {}, {"b"}, {}};
    changed.why = "Brand takes 4 stun";
    const Event made = events::makeRulesetEvent(changed);
    EXPECT_TRUE(eventFromJson(toJson(made), &rules()) == made) << toJson(made).dump();

    EXPECT_TRUE(Encounter::replay(m_encounter->initialState(), m_encounter->log(), rules()) == state());
    while (m_encounter->undo()) {
    }
    EXPECT_TRUE(state() == m_encounter->initialState());
}

// Fatewalker's events carry each fighter they change whole: what is stored is what differs from the
// fighter's start, and a fighter stored whole, as events were before, reads as the same fighter.
TEST(FatewalkerFighterJson, AFighterIsStoredAsWhatDiffersFromItsStartAndEitherFormReadsTheSame) {
    EXPECT_EQ(nlohmann::json(fatewalker::Fighter{}), nlohmann::json::object());
    EXPECT_EQ(nlohmann::json::object().get<fatewalker::Fighter>(), fatewalker::Fighter{});

    fatewalker::Fighter hurt;
    hurt.nextTick = 7;
    hurt.stunDamage = 4;
    hurt.posture = "prone";
    hurt.conditions = {"unaware"};
    const nlohmann::json compact = hurt;
    EXPECT_EQ(compact.size(), 4U) << compact.dump();
    EXPECT_EQ(compact.get<fatewalker::Fighter>(), hurt);

    const nlohmann::json whole = nlohmann::json::parse(R"({"nextTick":7,"movement":null,"posture":"prone","held":null,
        "windows":{},"footworkDice":0,"footworkRefresh":false,"evasiveSuccesses":0,"aim":0,"aimKind":"","roll":null,
        "stunDamage":4,"normalDamage":0,"bind":null,"cover":null,"weapons":{},"conditions":["unaware"]})");
    EXPECT_EQ(whole.get<fatewalker::Fighter>(), hurt);
}

// An action, an attack opened and an exchange are stored as what was decided: a roll's, an attack's
// and an exchange's zeros, empty texts and unset values are left out, and the older form that wrote
// them all (nulls included) reads as the same events.
TEST(FatewalkerEventJson, ActionsAttacksAndExchangesLeaveTheirDefaultsOutAndTheOlderFormReadsTheSame) {
    fatewalker::ActionTaken parry;
    parry.who = "c4";
    parry.action = "parry";
    parry.how = "react";
    parry.weapon = "sword";
    parry.tick = 748;
    parry.cost = 3;
    fatewalker::Fighter after;
    after.nextTick = 753;
    after.roll = fatewalker::RollRecord{"parry", 0, 2, std::nullopt, "", std::nullopt, {}};
    parry.after = fatewalker::SharedFighter(after);
    const nlohmann::json action = parry;
    EXPECT_EQ(action, nlohmann::json::parse(R"({"who":"c4","action":"parry","how":"react","weapon":"sword",
        "tick":748,"cost":3,"after":{"nextTick":753,"roll":{"action":"parry","successes":2}}})"));
    const auto older = nlohmann::json::parse(R"({"who":"c4","action":"parry","how":"react","option":"",
        "weapon":"sword","target":"","tick":748,"cost":3,"after":{"nextTick":753,"roll":{"action":"parry",
        "modifier":0,"successes":2,"distanceMilli":null,"result":"","facts":null}}})");
    EXPECT_EQ(older.get<fatewalker::ActionTaken>(), parry);
    EXPECT_EQ(action.get<fatewalker::ActionTaken>(), parry);
    fatewalker::ActionTaken acted = parry;
    acted.how = "act";
    EXPECT_FALSE(nlohmann::json(acted).contains("how")) << "act is what a missing how reads as";
    EXPECT_EQ(nlohmann::json(acted).get<fatewalker::ActionTaken>(), acted);

    fatewalker::OpenAttack attack;
    attack.attacker = "c5";
    attack.target = "c4";
    attack.action = "attack";
    attack.weapon = "sword";
    attack.successes = 1;
    attack.damage = "3x3 @6";
    const fatewalker::AttackOpened opened{attack};
    EXPECT_EQ(nlohmann::json(opened), nlohmann::json::parse(R"({"attack":{"attacker":"c5","target":"c4",
        "action":"attack","weapon":"sword","successes":1,"damage":"3x3 @6"}})"));
    EXPECT_EQ(nlohmann::json::parse(R"({"attack":{"attacker":"c5","target":"c4","action":"attack","weapon":"sword",
        "targetWeapon":"","successes":1,"damage":"3x3 @6","damageBonus":0,"runUpBonus":0,"projectile":""}})")
                  .get<fatewalker::AttackOpened>(),
              opened);

    fatewalker::Exchange exchange;
    exchange.attacker = "c5";
    exchange.target = "c4";
    exchange.action = "attack";
    exchange.reaction = "parry";
    exchange.net = -1;
    exchange.hit = true;
    exchange.damage = {{"c4", 3}};
    fatewalker::ExchangeResolved resolved;
    resolved.exchange = exchange;
    resolved.dealt = {fatewalker::DamageLine{"c4", 3, false, "attack"}};
    resolved.faces = {10, 5, 6};
    const nlohmann::json stored = resolved;
    EXPECT_FALSE(stored.contains("checks"));
    EXPECT_EQ(stored.at("exchange"), nlohmann::json::parse(R"({"attacker":"c5","target":"c4","action":"attack",
        "reaction":"parry","net":-1,"hit":true,"damage":{"c4":3}})"));
    EXPECT_EQ(stored.get<fatewalker::ExchangeResolved>(), resolved);
    EXPECT_EQ(nlohmann::json::parse(R"({"checks":[],"dealt":[{"cause":"attack","points":3,"stun":false,"to":"c4"}],
        "exchange":{"action":"attack","attacker":"c5","damage":{"c4":3},"delay":{},"distanceMilli":null,
        "friendlyFire":null,"hit":true,"net":-1,"prone":[],"reaction":"parry","target":"c4"},"faces":[10,5,6],
        "fighters":{}})")
                  .get<fatewalker::ExchangeResolved>(),
              resolved);
}

TEST_F(FatewalkerEvents, UndoRestoresTheStateBeforeTheLastCommand) {
    scene();
    accept("start");
    accept("resolve", {{"choice", std::vector<std::string>{"b", "a"}}});
    const EncounterState before = state();
    accept("act", {{"who", "b"}, {"action", "go-prone"}});
    EXPECT_EQ(view("b.posture"), "prone");
    ASSERT_TRUE(m_encounter->undo());
    EXPECT_TRUE(state() == before);
    ASSERT_TRUE(m_encounter->redo());
    EXPECT_EQ(view("b.conditions"), nlohmann::json::array({"prone"}));
}

TEST_F(FatewalkerEvents, TheLogSaysTheActionItsTicksAndTheNextTick) {
    scene();
    accept("start");
    accept("resolve", {{"choice", std::vector<std::string>{"a", "b"}}});
    accept("act", {{"who", "a"}, {"action", "attack"}, {"weapon", "knife"}});
    const EncounterState before = state();
    accept("react", {{"who", "a"}, {"action", "dodge"}, {"successes", 2}});
    const Event& last = m_encounter->log().back().events.back();
    const auto& body = std::get<events::RulesetEvent>(last).body;
    const auto nameOf = [&](const std::string& id) { return state().find(id)->name; };
    EXPECT_EQ(body->words(nameOf), "Aster: Dodge, reaction (8 ticks) → next tick 12; 2 successes (roll +3)");
    const EventFacts facts = rules().facts(before, last);
    ASSERT_TRUE(facts.headline.has_value());
    EXPECT_EQ(facts.headline->maneuver, "dodge");
    ASSERT_EQ(facts.spent.size(), 1U);
    EXPECT_EQ(facts.spent.front().amount, 8);
    ASSERT_EQ(facts.pools.size(), 1U);
    EXPECT_EQ(facts.pools.front().from, 4);
    EXPECT_EQ(facts.pools.front().to, 12);
    EXPECT_EQ(rules().resources().front().many, "ticks");
}

TEST_F(FatewalkerEvents, ThePanelOffersWhatTheActorMayStartNowGroupedByTableWithItsCost) {
    scene();
    const auto catalogue = rules().maneuvers(EncounterState{}, "");
    std::set<std::string> groups;
    for (const auto& m : catalogue) {
        groups.insert(m.group);
    }
    EXPECT_EQ(groups, (std::set<std::string>{"Common Actions", "Evasion", "Melee", "Unarmed", "Ranged"}));
    EXPECT_EQ(catalogue.size(), 99U);
    accept("start");
    EXPECT_TRUE(entries("a").empty()) << "nothing while the tie waits for the ARC";
    accept("resolve", {{"choice", std::vector<std::string>{"a", "b"}}});
    const auto now = entries("a");
    const ManeuverDescription* attack = find(now, "attack");
    ASSERT_NE(attack, nullptr);
    EXPECT_EQ(attack->cost, "3 ticks") << "the knife in hand, not the sheathed sword";
    EXPECT_EQ(attack->command, "act");
    EXPECT_EQ(attack->group, "Melee");
    EXPECT_EQ(attack->target, TargetKind::Opponent);
    const ManeuverDescription* ready = find(now, "ready-weapon");
    ASSERT_NE(ready, nullptr);
    EXPECT_EQ(ready->cost, "4 ticks");
    EXPECT_EQ(find(now, "shoot"), nullptr) << "no ranged weapon";
    EXPECT_EQ(find(now, "parry-riposte"), nullptr) << "a counterattack needs an attack to answer";
    const ManeuverDescription* dodge = find(now, "dodge");
    ASSERT_NE(dodge, nullptr);
    EXPECT_EQ(dodge->command, "react");
    EXPECT_EQ(dodge->cost, "8 ticks");
    accept("act", {{"who", "a"}, {"action", "strike"}});
    const auto later = entries("a");
    EXPECT_EQ(find(later, "strike"), nullptr) << "no priority: no action";
    EXPECT_NE(find(later, "dodge"), nullptr) << "reactions stay open";
}

// Every entry the panel shows at the start, sent from its defaults, is an action the engine takes
// (attacks without a target: a target opens an exchange), or one forbidden now whose refusal names
// the rule (the panel shows it greyed with that message).
TEST_F(FatewalkerEvents, EveryEntryFromItsDefaultsIsTaken) {
    const auto build = [this] {
        m_builder = EncounterBuilder{};
        std::map<std::string, int, std::less<>> skills;
        for (const char* skill : {"agility", "observe", "unarmed", "weaponry", "ranged", "strength", "stamina",
                                  "physick", "search", "speed"}) {
            skills[skill] = 6;
        }
        add("a", skills,
            {weapon("sword", "melee", "medium", 6, "in-hand"),
             weapon("dagger", "melee", "extra-small", 3, "sheathed", {{"thrown", 1}}),
             weapon("shield", "shield", "medium", 4, "at-hand"),
             weapon("gun", "ranged", "small", 4, "in-hand", {{"recoil", 2}, {"reload", 5}})});
        add("b");
        create();
        accept("start");
    };
    build();
    const auto described = rules().maneuvers(state(), "a");
    EXPECT_GT(described.size(), 60U);
    int taken = 0;
    std::vector<std::string> refused;
    for (const auto& maneuver : described) {
        build();
        CommandForm form = named(maneuver, "a");
        // As the panel sends it: a pool described both ways goes as the successes rolled at the table.
        const bool twoWays = takes(maneuver, InputKind::Pool) && takes(maneuver, InputKind::Successes);
        for (const auto& input : maneuver.inputs) {
            if (twoWays && (input.kind == InputKind::Pool || input.kind == InputKind::Tn)) {
                continue;
            }
            if (CommandInput::shapeOf(input.kind) == CommandInput::Shape::Choice) {
                ASSERT_FALSE(input.choices.empty()) << maneuver.id << " " << input.key;
                CommandInput::setText(form, input, input.choices.front().id);
            } else {
                CommandInput::setNumber(form, input, input.initial);
            }
        }
        CommandReading reading = rules().readCommand(form);
        const auto* problem = std::get_if<FormProblem>(&reading);
        ASSERT_EQ(problem, nullptr) << maneuver.id << ": " << problem->message;
        const CommandResult result = m_encounter->submit(std::get<Command>(reading));
        if (result.accepted) {
            ++taken;
        } else {
            // Listed but forbidden now (the panel greys it with this message).
            EXPECT_GT(result.message.size(), 20U) << maneuver.id << ": " << result.message;
            refused.push_back(maneuver.id);
            if (maneuver.id == "leap") {
                EXPECT_NE(result.message.find("\u00abLeap requires prior running"), std::string::npos)
                    << result.message;
            }
        }
    }
    EXPECT_GT(taken, 55);
    EXPECT_NE(std::find(refused.begin(), refused.end(), "leap"), refused.end()) << "Leap needs a run";
    EXPECT_NE(std::find(refused.begin(), refused.end(), "stand-up"), refused.end()) << "standing already";
}

// Random play from the panel's own entries (their defaults, a random pool), the due declarations
// and ties: every accepted command replays to the state played, and undoing all of it gives the
// first state back.
TEST_F(FatewalkerEvents, RandomPlayReplaysAndUndoesToTheStart) {
    for (unsigned seed = 1; seed <= 3; ++seed) {
        m_builder = EncounterBuilder{};
        add("a", {{"agility", 4}, {"speed", 6}, {"weaponry", 3}, {"ranged", 3}, {"observe", 3}, {"unarmed", 3}},
            {weapon("sword", "melee", "medium", 6, "in-hand"),
             weapon("gun", "ranged", "small", 4, "sheathed", {{"recoil", 2}, {"reload", 5}})});
        add("b", {{"speed", 4}, {"unarmed", 2}});
        add("c", {{"speed", 9}, {"agility", 6}});
        create(seed % 2 == 0 ? std::map<std::string, std::string>{{"tickTies", "arc"}}
                             : std::map<std::string, std::string>{});
        accept("start");
        std::mt19937 random(seed);
        for (int step = 0; step < 100; ++step) {
            if (!view("due").empty()) {
                const std::string who = view("due")[0];
                static const std::vector<std::string> kinds{"continue", "change", "stop"};
                (void)m_encounter->submit(command("move", {{"who", who}, {"declare", kinds[random() % 3]}}));
                continue;
            }
            if (view("pending") == "tie") {
                std::vector<std::string> ids = view("current");
                std::shuffle(ids.begin(), ids.end(), random);
                accept("resolve", {{"choice", ids}});
                continue;
            }
            std::vector<std::string> current = view("current");
            if (current.empty()) {
                accept("advance");
                continue;
            }
            const std::string who = current[random() % current.size()];
            const auto offered = rules().maneuvers(state(), who);
            ASSERT_FALSE(offered.empty()) << who;
            const auto& maneuver = offered[random() % offered.size()];
            CommandForm form = named(maneuver, who);
            for (const auto& input : maneuver.inputs) {
                if (CommandInput::shapeOf(input.kind) == CommandInput::Shape::Choice) {
                    CommandInput::setText(form, input, input.choices[random() % input.choices.size()].id);
                } else if (input.kind != InputKind::Successes && input.kind != InputKind::Pool &&
                           input.kind != InputKind::Tn) {
                    CommandInput::setNumber(form, input, input.initial);
                }
            }
            if (takes(maneuver, InputKind::Pool)) {
                form.set("pool", static_cast<int>(random() % 4));
                form.set("tn", 6);
                std::vector<int> faces;
                for (int die = 0; die < 6; ++die) {
                    faces.push_back(static_cast<int>(random() % 10) + 1);
                }
                m_dice.append(faces);
            }
            CommandReading reading = rules().readCommand(form);
            ASSERT_TRUE(std::holds_alternative<Command>(reading)) << maneuver.id;
            (void)m_encounter->submit(std::get<Command>(reading));
        }
        EXPECT_GT(m_encounter->log().size(), 60U) << seed;
        EXPECT_GT(view("tick").get<int>(), 20) << seed;
        EXPECT_TRUE(Encounter::replay(m_encounter->initialState(), m_encounter->log(), rules()) == state()) << seed;
        for (const auto& group : m_encounter->log()) {
            for (const auto& event : group.events) {
                EXPECT_TRUE(eventFromJson(toJson(event), &rules()) == event) << toJson(event).dump();
            }
        }
        while (m_encounter->undo()) {
        }
        EXPECT_TRUE(state() == m_encounter->initialState()) << seed;
    }
}

TEST_F(FatewalkerEvents, TheArcCommandsOfferAdvanceByKeyAndTheDeclarations) {
    scene();
    const auto commands = rules().arcCommands();
    const auto advance =
        std::find_if(commands.begin(), commands.end(), [](const CommandDescription& c) { return c.type == "advance"; });
    ASSERT_NE(advance, commands.end());
    EXPECT_EQ(advance->shortcut, "N");
    const auto declare =
        std::find_if(commands.begin(), commands.end(), [](const CommandDescription& c) { return c.type == "move"; });
    ASSERT_NE(declare, commands.end());
    EXPECT_EQ(declare->choices.size(), 3U);
}

TEST_F(FatewalkerEvents, TheTimelineShowsMarkersMovementsWindowsAndHolds) {
    scene();
    accept("start");
    accept("resolve", {{"choice", std::vector<std::string>{"a", "b"}}});
    accept("act", {{"who", "a"}, {"action", "footwork"}, {"successes", 2}});
    accept("act", {{"who", "b"}, {"action", "begin-movement"}, {"mode", "run"}});
    const auto timeline = rules().timeline(state());
    ASSERT_TRUE(timeline.has_value());
    EXPECT_EQ(timeline->now, 1);
    ASSERT_EQ(timeline->markers.size(), 2U);
    EXPECT_EQ(timeline->markers[0].who, "a");
    EXPECT_EQ(timeline->markers[0].tick, 3);
    const auto window = std::find_if(timeline->spans.begin(), timeline->spans.end(),
                                     [](const TimelineSpan& s) { return s.kind == TimelineSpan::Kind::Window; });
    ASSERT_NE(window, timeline->spans.end());
    EXPECT_EQ(window->from, 1);
    EXPECT_EQ(window->to, 21);
    EXPECT_EQ(window->label, "Footwork") << "by its name, not its id";
    // The board's chip ends where the bar does: it read "footwork → 21" beside a bar of 1–20.
    const BoardCell windows = rules().boardCell(state(), "a", "windows");
    ASSERT_EQ(windows.chips.size(), 1U);
    EXPECT_EQ(windows.chips.front().text, "Footwork to 20");
    const auto run = std::find_if(timeline->spans.begin(), timeline->spans.end(),
                                  [](const TimelineSpan& s) { return s.kind == TimelineSpan::Kind::Movement; });
    ASSERT_NE(run, timeline->spans.end());
    EXPECT_EQ(run->next, 9);
    EXPECT_EQ(run->from, 3);
}

TEST_F(FatewalkerEvents, PathsReadIntoObjectsAndBelowNullAreNull) {
    scene();
    accept("start");
    EXPECT_EQ(view("a.movement.rate"), nullptr);
    EXPECT_EQ(view("a.bind.grapple"), nullptr);
    EXPECT_EQ(view("exchange"), nullptr);
    EXPECT_EQ(view("exchange.damage.b"), nullptr);
    EXPECT_EQ(view("a.weapons.sword"), "sheathed");
    EXPECT_EQ(view("a.windows.footwork"), nullptr);
    const nlohmann::json flat = StateView::flatten(state(), 0, rules());
    EXPECT_FALSE(flat.contains("a.movement.speed"));
    EXPECT_FALSE(flat.contains("a.weapons.axe"));
    EXPECT_EQ(flat["round"], 0);
}

TEST_F(FatewalkerEvents, MalformedActionsAreNotValidScenarios) {
    scene();
    const auto problem = [&](FatewalkerTest::Arguments arguments) {
        arguments.insert(arguments.begin(), {"who", std::string("a")});
        return unreadable("act", arguments);
    };
    EXPECT_NE(problem({{"action", std::string("fireball")}}), "");
    EXPECT_NE(problem({{"action", std::string("strike")}, {"ticks", 5}}), "");
    EXPECT_NE(problem({{"action", std::string("jump")}, {"successes", 1}}), "") << "jump needs its option";
    EXPECT_NE(problem({{"action", std::string("jump")}, {"option", std::string("sideways")}, {"successes", 1}}), "");
    EXPECT_NE(problem({{"action", std::string("sprint")}}), "") << "sprint's roll is required";
    EXPECT_NE(problem({{"action", std::string("strike")}, {"pool", 3}}), "") << "pool without tn";
    EXPECT_NE(problem({{"action", std::string("strike")}, {"pool", 3}, {"tn", 6}, {"successes", 1}}), "");
    EXPECT_NE(problem({{"action", std::string("strike")}, {"target", std::string("b")}}), "") << "an attack rolls";
    EXPECT_NE(problem({{"action", std::string("attack")}}), "") << "weapon required";
    EXPECT_NE(problem({{"action", std::string("begin-movement")}, {"mode", std::string("fly")}}), "");
    EXPECT_NE(problem({{"action", std::string("other-acrobatics")}}), "") << "ticks required";
    EXPECT_NE(problem({{"action", std::string("go-prone")}, {"successes", 1}}), "") << "no roll to take";
    EXPECT_NE(problem({{"action", std::string("dodge")}, {"footwork", 1}, {"successes", 1}}), "")
        << "footwork dice serve reactions";
    EXPECT_NE(problem({{"action", std::string("unarmed-charge")}, {"successes", 1}}), "") << "run required";
    EXPECT_EQ(problem({{"action", std::string("strike")}}), "");
    EXPECT_EQ(problem({{"action", std::string("sprint")}, {"successes", 2}}), "");
    EXPECT_NE(unreadable("move", {{"who", std::string("a")}, {"declare", std::string("jog")}}), "");
    EXPECT_NE(unreadable("react",
                         {{"who", std::string("a")}, {"action", std::string("dodge")}, {"against", std::string("b")}}),
              "")
        << "an answer rolls";
}

TEST(FatewalkerScenario, WeaponsTheCombatantDoesNotCarryOrOfTheWrongKindAreNotValidScenarios) {
    using Status = ScenarioOutcome::Status;
    const nlohmann::json weapons =
        nlohmann::json::array({{{"id", "sword"}, {"kind", "melee"}, {"speed", 6}, {"carried", "in-hand"}},
                               {{"id", "gun"}, {"kind", "ranged"}, {"speed", 4}, {"carried", "in-hand"}}});
    const auto act = [&](nlohmann::json step) {
        step["do"] = "act";
        step["who"] = "a";
        return runFatewalker(nlohmann::json::array({step}), nlohmann::json::object(), weapons).status;
    };
    EXPECT_EQ(act({{"action", "attack"}, {"weapon", "sword"}}), Status::Pass);
    EXPECT_EQ(act({{"action", "attack"}, {"weapon", "axe"}}), Status::Invalid);
    EXPECT_EQ(act({{"action", "attack"}, {"weapon", "gun"}}), Status::Invalid);
    EXPECT_EQ(act({{"action", "shoot"}, {"weapon", "sword"}}), Status::Invalid);
    EXPECT_EQ(act({{"action", "attack"}, {"weapon", "sword"}, {"pool", 2}, {"tn", 6}}), Status::Invalid)
        << "scripted dice run out";
    EXPECT_EQ(act({{"action", "attack"}, {"weapon", "sword"}, {"pool", 1}, {"tn", 6}, {"dice", {11}}}), Status::Invalid)
        << "a face no d10 has";
    EXPECT_EQ(runFatewalker(
                  nlohmann::json::array({{{"do", "preempt"}, {"who", "a"}, {"action", "strike"}, {"before", "zed"}}}))
                  .status,
              Status::Invalid);
    EXPECT_EQ(
        runFatewalker(nlohmann::json::array({{{"do", "act"}, {"who", "a"}, {"action", "strike"}, {"target", "b"}}}))
            .status,
        Status::Invalid)
        << "an attack on a target needs its roll";
}

TEST_F(FatewalkerEvents, TheSheetChecksWeaponIdsAndDamageNotation) {
    scene();
    SheetValues values;
    SheetRecord good = weapon("short-sword", "melee", "small", 5, "sheathed");
    good.texts["damage"] = "3x3/3x1 @5";
    SheetRecord badId = weapon("Short Sword", "melee", "small", 5, "sheathed");
    SheetRecord badDamage = weapon("axe", "melee", "large", 7, "sheathed");
    badDamage.texts["damage"] = "3d6";
    values.records["weapons"] = {good};
    EXPECT_TRUE(rules().sheetProblems(values).empty());
    values.records["weapons"] = {badId, badDamage};
    const auto problems = rules().sheetProblems(values);
    ASSERT_EQ(problems.size(), 2U);
    EXPECT_NE(problems[0].message.find("kebab case"), std::string::npos);
    EXPECT_NE(problems[1].message.find("AxB[/CxD] @TN"), std::string::npos);
    const auto sheet = rules().sheet();
    const auto weapons =
        std::find_if(sheet.begin(), sheet.end(), [](const SheetField& f) { return f.key == "weapons"; });
    ASSERT_NE(weapons, sheet.end());
    EXPECT_EQ(weapons->kind, SheetField::Kind::Records);
    EXPECT_EQ(weapons->fields.front().key, "id");
    EXPECT_TRUE(weapons->fields.front().required);
}

} // namespace
} // namespace scouter::engine::test
