// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "TestEncounter.h"

#include "dice/SeededDice.h"
#include "encounter/EncounterController.h"
#include "rules/EncounterBuilder.h"
#include "rules/RulesetRegistry.h"

#include <memory>
#include <string>

namespace scouter::ui::test {

// Goku and Krillin face two Saibamen, all within a step of each other; a third waits further off.
// Goku has a tail and a form to take (Super Saiyan, +1 Tier of Power); Krillin rolls a d10 and a
// d6 for his Energy Wound Roll (the Empowerment Roll).
struct Arena {
    engine::SeededDice dice{14};
    std::unique_ptr<EncounterController> controller;

    Arena() {
        engine::EncounterBuilder builder;
        const auto add = [&builder](const std::string& id, const std::string& name, const std::string& side,
                                    engine::Position at, bool pc, const std::string& group) {
            engine::Combatant c = TestEncounter::fighter(id, name, side, at, pc);
            c.sheet.numbers["personality"] = 2;
            c.sheet.numbers["tier"] = pc ? 3 : 1; // two Tiers apart: Desperation is open to the Saibamen
            builder.add(c, group);
        };
        engine::Combatant goku = TestEncounter::fighter("goku", "Goku", "heroes", {5, 5}, true);
        goku.sheet.numbers["personality"] = 2;
        goku.sheet.numbers["tier"] = 3;
        goku.sheet.numbers["tail"] = 1;
        engine::SheetRecord superSaiyan;
        superSaiyan.texts["name"] = "super-saiyan";
        superSaiyan.numbers["tierBonus"] = 1;
        goku.sheet.records["forms"] = {superSaiyan};
        builder.add(goku, {});
        engine::Combatant krillin = TestEncounter::fighter("krillin", "Krillin", "heroes", {5, 6}, true);
        krillin.sheet.numbers["personality"] = 2;
        krillin.sheet.numbers["tier"] = 3;
        krillin.sheet.lists["energyWoundDice"] = {10, 6};
        builder.add(krillin, {});
        add("saibaman-1", "Saibaman 1", "villains", {6, 5}, false, "saibamen");
        add("saibaman-2", "Saibaman 2", "villains", {6, 6}, false, "saibamen");
        add("saibaman-3", "Saibaman 3", "villains", {12, 12}, false, "saibamen");
        auto made = engine::RulesetRegistry::withBuiltins().create("dbu", {});
        auto encounter = std::make_unique<engine::Encounter>(
            builder.build(), std::move(std::get<std::unique_ptr<engine::Ruleset>>(made)), dice);
        controller = std::make_unique<EncounterController>(std::move(encounter), QStringLiteral("Arena"),
                                                           EncounterController::Grid{20, 20});
        for (const auto& [who, roll] : {std::pair{"goku", 9}, {"krillin", 6}, {"saibamen", 4}}) {
            engine::commands::SetInitiative set;
            set.who = who;
            set.roll = roll;
            (void)controller->submit(set);
        }
        engine::commands::Start begin;
        (void)controller->submit(begin);
    }
};

} // namespace scouter::ui::test
