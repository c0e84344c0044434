// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "RulesetPlay.h"

#include "dice/ScriptedDice.h"
#include "dice/SeededDice.h"
#include "encounter/EncounterController.h"
#include "rules/EncounterBuilder.h"
#include "rules/RulesetRegistry.h"

#include <memory>
#include <string>
#include <variant>

namespace bench {

// A started DBU encounter of `count` combatants, half heroes and half villains in groups of ten,
// spread over a `side`×`side` grid, for the UI benchmarks.
struct BigEncounter {
    scouter::engine::ScriptedDice dice;
    std::unique_ptr<scouter::ui::EncounterController> controller;

    BigEncounter(int count, int side) {
        using namespace scouter;
        engine::EncounterBuilder builder;
        for (int i = 0; i < count; ++i) {
            engine::Combatant c;
            const bool hero = i % 2 == 0;
            c.id = (hero ? "hero-" : "villain-") + std::to_string(i);
            c.name = (hero ? "Hero " : "Villain ") + std::to_string(i);
            c.side = hero ? "heroes" : "villains";
            c.at = engine::Position{(i * 7) % side, (i * 13 / side * 3 + i) % side};
            c.sheet.numbers["agilityScore"] = 4 + i % 5;
            c.sheet.numbers["tier"] = 1 + i % 3;
            c.sheet.numbers["life"] = 100;
            c.sheet.numbers["ki"] = 50;
            c.sheet.numbers["normalSpeed"] = 5;
            c.sheet.numbers["boostedSpeed"] = 8;
            builder.add(c, hero ? std::string() : "pack-" + std::to_string(i / 20));
        }
        auto made = engine::RulesetRegistry::withBuiltins().create("dbu", {});
        auto encounter = std::make_unique<engine::Encounter>(
            builder.build(), std::move(std::get<std::unique_ptr<engine::Ruleset>>(made)), dice);
        controller = std::make_unique<ui::EncounterController>(std::move(encounter), QStringLiteral("Benchmark"),
                                                               ui::EncounterController::Grid{side, side});
        const auto& slots = controller->state().slots;
        for (std::size_t i = 0; i < slots.size(); ++i) {
            engine::commands::SetInitiative set;
            set.who = slots[i].id;
            set.value = static_cast<int>(1000 - i);
            controller->submit(set);
        }
        engine::commands::Start start;
        controller->submit(start);
    }
};

// The same field played under True20: sheets instead of DBU stats, so the board draws both damage
// tracks, the budget and the checks as chips and words.
struct BigTrue20Encounter {
    scouter::engine::ScriptedDice dice;
    std::unique_ptr<scouter::ui::EncounterController> controller;

    BigTrue20Encounter(int count, int side) {
        using namespace scouter;
        engine::EncounterBuilder builder;
        for (int i = 0; i < count; ++i) {
            engine::Combatant c;
            const bool hero = i % 2 == 0;
            c.id = (hero ? "hero-" : "villain-") + std::to_string(i);
            c.name = (hero ? "Hero " : "Villain ") + std::to_string(i);
            c.side = hero ? "heroes" : "villains";
            c.at = engine::Position{(i * 7) % side, (i * 13 / side * 3 + i) % side};
            c.sheet.numbers = {{"dexterity", i % 5}, {"constitution", 2}, {"bcb", 3}};
            builder.add(c, hero ? std::string() : "pack-" + std::to_string(i / 20));
        }
        auto made = engine::RulesetRegistry::withBuiltins().create("true20", {});
        auto encounter = std::make_unique<engine::Encounter>(
            builder.build(), std::move(std::get<std::unique_ptr<engine::Ruleset>>(made)), dice);
        controller = std::make_unique<ui::EncounterController>(std::move(encounter), QStringLiteral("Benchmark"),
                                                               ui::EncounterController::Grid{side, side});
        const auto& slots = controller->state().slots;
        for (std::size_t i = 0; i < slots.size(); ++i) {
            engine::commands::SetInitiative set;
            set.who = slots[i].id;
            set.value = static_cast<int>(1000 - i);
            controller->submit(set);
        }
        engine::commands::Start start;
        controller->submit(start);
    }
};

// `count` fighters of True20 or Fatewalker (RulesetPlay: each beside its opponent), started, for the
// benchmarks every ruleset has; scene() goes on playing the ruleset's own commands.
struct BigRulesetEncounter {
    scouter::engine::SeededDice dice{7};
    std::unique_ptr<scouter::ui::EncounterController> controller;
    Rules rules;
    Scene scene;

    BigRulesetEncounter(Rules played, int count) : rules(played), scene(played) {
        using namespace scouter;
        auto made = engine::RulesetRegistry::withBuiltins().create(rulesetName(rules), {});
        auto encounter = std::make_unique<engine::Encounter>(
            fighters(rules, count), std::move(std::get<std::unique_ptr<engine::Ruleset>>(made)), dice);
        controller = std::make_unique<ui::EncounterController>(std::move(encounter), QStringLiteral("Benchmark"),
                                                               ui::EncounterController::Grid{60, 60});
        start(rules, controller->state(), submitter());
    }

    [[nodiscard]] Submit submitter() const {
        return [this](const scouter::engine::Command& command) { return controller->submit(command); };
    }
    // The scene's next command, through the controller as the panel and the menus send theirs.
    void playStep() { scene.playStep(controller->encounter(), submitter()); }
};

} // namespace bench
