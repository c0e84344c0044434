// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dice/ScriptedDice.h"
#include "encounter/EncounterController.h"
#include "rules/EncounterBuilder.h"
#include "rules/RulesetRegistry.h"

#include <memory>
#include <string>
#include <variant>

namespace scouter::ui::test {

// A small DBU encounter in memory for widget tests: Goku and Krillin against a group of three
// Saibamen on a 20×20 grid, not yet started. `dice` scripts every face the engine rolls.
struct TestEncounter {
    engine::ScriptedDice dice;
    std::unique_ptr<EncounterController> controller;

    static engine::Combatant fighter(const std::string& id, const std::string& name, const std::string& side,
                                     engine::Position at, bool pc) {
        engine::Combatant c;
        c.id = id;
        c.name = name;
        c.side = side;
        c.pc = pc;
        c.at = at;
        c.sheet.numbers["agilityScore"] = pc ? 8 : 5;
        c.sheet.numbers["agilityModifier"] = pc ? 3 : 1;
        c.sheet.numbers["tier"] = pc ? 2 : 1;
        c.sheet.numbers["life"] = pc ? 120 : 60;
        c.sheet.numbers["ki"] = pc ? 80 : 30;
        c.sheet.numbers["capacity"] = 12;
        c.sheet.numbers["normalSpeed"] = 5;
        c.sheet.numbers["boostedSpeed"] = 8;
        c.sheet.numbers["force"] = 3;
        c.sheet.numbers["spirit"] = 2;
        c.sheet.lists["thresholds"] = pc ? std::vector<int>{90, 60, 30} : std::vector<int>{45, 30, 15};
        return c;
    }

    explicit TestEncounter(int groupSize = 3) {
        engine::EncounterBuilder builder;
        builder.add(fighter("goku", "Goku", "heroes", {2, 9}, true));
        builder.add(fighter("krillin", "Krillin", "heroes", {2, 11}, true));
        for (int i = 1; i <= groupSize; ++i) {
            const std::string n = std::to_string(i);
            builder.add(fighter("saibaman-" + n, "Saibaman " + n, "villains", {12, 7 + 2 * i}, false), "saibamen");
        }
        auto made = engine::RulesetRegistry::withBuiltins().create("dbu", {});
        auto encounter = std::make_unique<engine::Encounter>(
            builder.build(), std::move(std::get<std::unique_ptr<engine::Ruleset>>(made)), dice);
        controller = std::make_unique<EncounterController>(std::move(encounter), QStringLiteral("Saibamen ambush"),
                                                           EncounterController::Grid{20, 20});
    }

    // DBU's maneuver as the panel sends it: a form the controller has the ruleset read.
    static engine::CommandForm maneuver(const std::string& who, const std::string& name,
                                        const std::string& target = {}) {
        engine::CommandForm c;
        c.type = "maneuver";
        c.set("who", who).set("name", name);
        if (!target.empty()) {
            c.set("target", target);
        }
        return c;
    }

    // Enters initiative results (Goku 9, Krillin 6, the Saibamen 4 as natural faces) and starts.
    void start() {
        for (const auto& [who, roll] : {std::pair{"goku", 9}, {"krillin", 6}, {"saibamen", 4}}) {
            engine::commands::SetInitiative set;
            set.who = who;
            set.roll = roll;
            controller->submit(set);
        }
        engine::commands::Start begin;
        controller->submit(begin);
    }
};

} // namespace scouter::ui::test
