// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dbu/DbuCommands.h"
#include "dice/SeededDice.h"
#include "rules/CommandForm.h"
#include "rules/Encounter.h"
#include "rules/EncounterBuilder.h"
#include "rules/RulesetRegistry.h"

#include <memory>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

namespace scouter::engine::test {

// Plays random commands against a small random encounter; the rules refuse what is illegal, so
// what stays in the log is a random legal sequence.
class RandomPlay {
public:
    RandomPlay(std::uint64_t seed, const std::string& ruleset)
        : m_random(seed), m_dice(seed), m_true20(ruleset == "true20") {
        EncounterBuilder builder;
        const std::vector<std::string> sides{"heroes", "villains"};
        for (int i = 0; i < 5; ++i) {
            Combatant c;
            c.id = "c" + std::to_string(i);
            c.name = c.id;
            c.side = sides[static_cast<std::size_t>(i % 2)];
            c.at = Position{pick(0, 6), pick(0, 6)};
            c.sheet.numbers["agilityScore"] = pick(2, 8);
            c.sheet.numbers["agilityModifier"] = pick(1, 5);
            c.sheet.numbers["tier"] = pick(1, 3);
            c.sheet.numbers["life"] = 60;
            c.sheet.numbers["ki"] = 60;
            c.sheet.numbers["capacity"] = 20;
            c.sheet.numbers["normalSpeed"] = 4;
            c.sheet.numbers["boostedSpeed"] = 6;
            c.sheet.numbers["force"] = pick(0, 4);
            c.sheet.lists["thresholds"] = {45, 30, 15};
            c.surprised = !m_true20 && pick(0, 5) == 0;
            if (m_true20) {
                c.sheet.numbers = {{"dexterity", pick(-1, 4)},
                                   {"strength", pick(0, 3)},
                                   {"constitution", pick(0, 3)},
                                   {"bcb", pick(0, 4)},
                                   {"conviction", pick(0, 2)}};
            }
            builder.add(c, i >= 3 ? std::string("pack") : std::string());
            m_ids.push_back(c.id);
        }
        auto made = RulesetRegistry::withBuiltins().create(ruleset, {});
        m_encounter =
            std::make_unique<Encounter>(builder.build(), std::move(std::get<std::unique_ptr<Ruleset>>(made)), m_dice);
    }

    // Submits `count` random commands; returns how many were accepted.
    int play(int count) {
        int accepted = 0;
        for (int i = 0; i < count; ++i) {
            accepted += m_encounter->submit(randomCommand()).accepted ? 1 : 0;
        }
        return accepted;
    }

    [[nodiscard]] Encounter& encounter() { return *m_encounter; }

private:
    int pick(int low, int high) { return std::uniform_int_distribution<int>(low, high)(m_random); }
    const std::string& anyone() { return m_ids[static_cast<std::size_t>(pick(0, static_cast<int>(m_ids.size()) - 1))]; }

    Command randomCommand() {
        const EncounterState& state = m_encounter->state();
        if (!state.pending.empty()) {
            const PendingDecision& pending = state.pending.front();
            if (pending.kind == "tie") {
                return commands::BreakTie{pending.subjects};
            }
            commands::Resolve resolve;
            if (pending.kind == "grapple-check") {
                resolve.choice = {pick(0, 1) == 0 ? "grappler" : "grappled"};
            } else if (pending.kind == "concealment-check" || pending.kind == "restraint-check") {
                resolve.choice = {pick(0, 1) == 0 ? "pass" : "fail"};
            } else {
                resolve.choice = pending.subjects;
            }
            return resolve;
        }
        if (m_true20 && state.started) {
            return randomTrue20Command(state);
        }
        if (!state.started) {
            if (pick(0, 3) == 0) {
                return commands::Start{};
            }
            commands::SetInitiative set;
            set.who = anyone();
            set.value = pick(1, 20);
            return set;
        }
        static const std::vector<std::string> maneuvers{
            "basic-attack", "blitz",     "called-shot", "combat-recovery", "energy-charge", "grapple",
            "holding-back", "movement",  "no-effort",   "parry",           "power-up",      "surge",
            "terrify",      "throw",     "thrusting",   "treatment",       "stand-up",      "sense",
            "empower",      "intervene", "triggered",   "united-attack",   "duel",          "command"};
        static const std::vector<std::string> options{"",
                                                      "block",
                                                      "guard",
                                                      "stop",
                                                      "power-surge",
                                                      "healing-surge",
                                                      "knocked-down",
                                                      "redirect",
                                                      "release",
                                                      "pin",
                                                      "blitz",
                                                      "cross-counter",
                                                      "direct-hit",
                                                      "deflect",
                                                      "rebound",
                                                      "throw",
                                                      "energy-restraint",
                                                      "desperation"};
        static const std::vector<std::string> conditions{"guard-down", "slowed", "shaken",
                                                         "prone",      "hidden", "defeated"};
        static const std::vector<std::string> durations{"", "end-of-round", "rounds:2", "start-of-next-turn:c1",
                                                        "end-of-next-turn:c2"};
        switch (pick(0, 13)) {
        case 0:
        case 1:
            return commands::EndTurn{};
        case 2:
            return dbu::Convert{anyone(), std::nullopt};
        case 3: {
            const bool damage = pick(0, 1) == 0;
            const std::string who = anyone();
            const int amount = pick(0, 30);
            const std::string by = pick(0, 1) == 0 ? anyone() : std::string();
            if (damage) {
                return dbu::LoseLife{who, amount, by};
            }
            return dbu::Heal{who, amount, by};
        }
        case 4: {
            commands::Condition condition;
            condition.who = anyone();
            if (pick(0, 2) == 0) {
                condition.remove = conditions[static_cast<std::size_t>(pick(0, 5))];
            } else {
                condition.add = conditions[static_cast<std::size_t>(pick(0, 4))];
                condition.until = durations[static_cast<std::size_t>(pick(0, 4))];
            }
            return condition;
        }
        case 5: {
            commands::SetInitiative set;
            set.who = anyone();
            set.value = pick(1, 20);
            return set;
        }
        case 6:
            return commands::SkipTurn{pick(0, 1) == 0 ? anyone() : std::string("pack")};
        case 7:
            return commands::Decline{state.offers.empty() || pick(0, 3) == 0 ? anyone() : state.offers.back()};
        default:
            break;
        }
        dbu::UseManeuver command;
        const Slot* current = state.findSlot(state.current);
        command.who =
            current != nullptr && pick(0, 3) != 0
                ? current->members[static_cast<std::size_t>(pick(0, static_cast<int>(current->members.size()) - 1))]
                : anyone();
        command.name = maneuvers[static_cast<std::size_t>(pick(0, static_cast<int>(maneuvers.size()) - 1))];
        command.target = anyone();
        command.option = options[static_cast<std::size_t>(pick(0, static_cast<int>(options.size()) - 1))];
        command.hit = pick(0, 1) == 0;
        command.damage = pick(0, 25);
        command.ki = pick(0, 9) == 0 ? pick(20, 150) : pick(0, 6);
        command.stacks = pick(1, 2);
        command.to = Position{pick(0, 8), pick(0, 8)};
        command.mode = pick(0, 1) == 0 ? "normal" : "boosted";
        command.counter = !state.offers.empty() && pick(0, 1) == 0;
        if (command.counter.value_or(false)) {
            command.who = state.offers.front();
            if (pick(0, 1) == 0) {
                command.target = state.offerActor; // a counter that hits a Combat Recovery takes it back
            }
            if (state.offerKind == "cross-counter") {
                command.name = "basic-attack";
                command.target = state.offerActor;
                command.counter = pick(0, 1) == 0;
            }
        }
        command.amount = pick(0, 6);
        return command;
    }

    // True20's commands (scenario-format-true20.md), legal and not, on whoever acts or anyone: drawn
    // as forms, as a scenario step would give them, and read by the ruleset.
    Command randomTrue20Command(const EncounterState& state) {
        static const std::vector<std::string> types{"endTurn", "action",  "attack", "confirm",   "toughness",
                                                    "save",    "recover", "defend", "delay",     "prepare",
                                                    "push",    "elapse",  "attack", "toughness", "leave"};
        static const std::vector<std::string> actions{"standard", "move", "full-round", "free", "reaction"};
        static const std::vector<std::string> modes{"melee", "ranged", "grapple"};
        static const std::vector<std::string> saves{"fortitude", "reflex", "will"};
        static const std::vector<std::string> defences{"dodge", "parry", "best"};
        const auto any = [&](const std::vector<std::string>& from) {
            return from[static_cast<std::size_t>(pick(0, static_cast<int>(from.size()) - 1))];
        };
        CommandForm form;
        form.type = any(types);
        const Slot* current = state.findSlot(state.current);
        const std::string who = current != nullptr && pick(0, 2) != 0 ? any(current->members) : anyone();
        const int roll = pick(1, 20);
        if (form.type == "leave" && pick(0, 4) != 0) {
            form.type = "endTurn";
        }
        const bool rolls = form.type == "attack" || form.type == "confirm" || form.type == "toughness" ||
                           form.type == "save" || form.type == "recover";
        if (form.type != "elapse") {
            form.set("who", who);
        }
        if (rolls) {
            form.set("roll", roll);
        }
        if (form.type == "action") {
            form.set("type", any(actions));
        } else if (form.type == "attack") {
            form.set("target", anyone());
            form.set("mode", any(modes));
            form.set("type", pick(0, 3) == 0 ? "full-round" : "standard");
        } else if (form.type == "toughness") {
            form.set("who", anyone());
            form.set("damage", pick(0, 15));
            form.set("lethal", pick(0, 1) == 0);
            form.set("critical", pick(0, 5) == 0);
        } else if (form.type == "save") {
            form.set("kind", any(saves));
            form.set("dc", pick(5, 25));
        } else if (form.type == "recover") {
            form.set("who", anyone());
            form.set("conviction", pick(0, 3) == 0);
        } else if (form.type == "defend") {
            form.set("with", any(defences));
        } else if (form.type == "delay") {
            form.set("after", anyone());
        } else if (form.type == "elapse") {
            form.set("rounds", pick(1, 3));
        } else if (form.type == "leave") {
            form.set("reason", "escape");
        }
        CommandReading reading = m_encounter->ruleset().readCommand(form);
        if (auto* problem = std::get_if<FormProblem>(&reading)) {
            throw std::logic_error("a random True20 form is unreadable: " + problem->message);
        }
        return std::get<Command>(std::move(reading));
    }

    std::mt19937_64 m_random;
    SeededDice m_dice;
    bool m_true20 = false;
    std::vector<std::string> m_ids;
    std::unique_ptr<Encounter> m_encounter;
};

} // namespace scouter::engine::test
