// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dice/ScriptedDice.h"
#include "encounter/EncounterController.h"
#include "rules/EncounterBuilder.h"
#include "rules/RulesetRegistry.h"

#include <map>
#include <memory>
#include <string>
#include <variant>

namespace scouter::ui::test {

// A small True20 encounter in memory for widget tests: Ash (Dexterity 3, BCB 4: Melee +7, one
// Conviction point) beside Tob, a thug without scores (Defense 11, Toughness +0), and Tam further
// off, on a 12×12 grid; started, Ash acting. Every roll is typed, so the dice are never asked.
struct True20Encounter {
    engine::ScriptedDice dice;
    std::unique_ptr<EncounterController> controller;

    static engine::Combatant fighter(const std::string& id, const std::string& name, const std::string& side,
                                     engine::Position at, std::map<std::string, int, std::less<>> stats) {
        engine::Combatant c;
        c.id = id;
        c.name = name;
        c.side = side;
        c.pc = side == "heroes";
        c.at = at;
        c.sheet.numbers = std::move(stats);
        return c;
    }

    True20Encounter() {
        engine::EncounterBuilder builder;
        builder.add(fighter("ash", "Ash", "heroes", {2, 2}, {{"dexterity", 3}, {"bcb", 4}, {"conviction", 1}}));
        builder.add(fighter("tob", "Tob", "thugs", {3, 2}, {{"dexterity", 1}}));
        builder.add(fighter("tam", "Tam", "thugs", {8, 8}, {{"dexterity", 1}}));
        auto made = engine::RulesetRegistry::withBuiltins().create("true20", {});
        auto encounter = std::make_unique<engine::Encounter>(
            builder.build(), std::move(std::get<std::unique_ptr<engine::Ruleset>>(made)), dice);
        controller = std::make_unique<EncounterController>(std::move(encounter), QStringLiteral("Thugs"),
                                                           EncounterController::Grid{12, 12});
        for (const auto& [who, value] : {std::pair{"ash", 18}, {"tob", 6}, {"tam", 4}}) {
            engine::commands::SetInitiative set;
            set.who = who;
            set.value = value;
            (void)controller->submit(set);
        }
        engine::commands::Start begin;
        (void)controller->submit(begin);
    }
};

} // namespace scouter::ui::test
