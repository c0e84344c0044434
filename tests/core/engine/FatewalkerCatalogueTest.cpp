// SPDX-License-Identifier: GPL-3.0-or-later
// Fatewalker's catalogue (contract section 5.1): every row of seed 003's tables with its tick
// cost computed from the weapon, its type, its requisites and their penalty.
#include "fatewalker/FwCatalogue.h"
#include "fatewalker/FwPlan.h"

#include <gtest/gtest.h>

#include <map>
#include <set>
#include <string>

namespace scouter::engine::test {
namespace {

using fatewalker::ActionArguments;
using fatewalker::Row;

SheetRecord arm(const std::string& id, const std::string& kind, const std::string& size, int speed,
                std::map<std::string, int, std::less<>> numbers = {}) {
    SheetRecord record;
    record.texts = {{"id", id}, {"kind", kind}, {"size", size}};
    record.numbers = std::move(numbers);
    record.numbers["speed"] = speed;
    return record;
}

Combatant armed() {
    Combatant c;
    c.id = "a";
    c.sheet.records["weapons"] = {arm("sword", "melee", "medium", 6),
                                  arm("dagger", "melee", "extra-small", 3, {{"thrown", 1}}),
                                  arm("axe", "melee", "large", 5, {{"thrown", 1}}),
                                  arm("shield", "shield", "medium", 4),
                                  arm("gun", "ranged", "small", 5, {{"recoil", 2}, {"reload", 4}}),
                                  arm("pistol", "ranged", "small", 3)};
    return c;
}

struct Expected {
    Expected(std::string weaponId, int ticksCost, std::string chosen = {}, std::optional<int> given = std::nullopt)
        : weapon(std::move(weaponId)), cost(ticksCost), option(std::move(chosen)), ticks(given) {}
    std::string weapon;
    int cost = 0;
    std::string option;
    std::optional<int> ticks;
};

// Every row's cost for a sword (speed 6, medium), a dagger (3, extra small, thrown), an axe (5,
// large, thrown), a shield (4) and a gun (5, recoil 2, reload 4, small), all sheathed.
const std::map<std::string, Expected>& expectedCosts() {
    static const std::map<std::string, Expected> costs{
        // Common Actions
        {"begin-movement", {"", 2}},
        {"sprint", {"", 3}},
        {"go-prone", {"", 2}},
        {"stand-up", {"", 3}},
        {"jump", {"", 3, "vertical"}},
        {"leap", {"", 4}},
        {"other-acrobatics", {"", 9, "", 9}},
        {"take-cover", {"", 4, "full"}},
        {"quick-look", {"", 5}},
        {"detailed-search", {"", 9}},
        {"observe-in-detail", {"", 16, "", 16}},
        {"pickup-object", {"", 3, "above-head"}},
        {"drop-object", {"", 1}},
        {"toss-object", {"", 2}},
        {"place-object", {"", 3}},
        {"ready-weapon", {"axe", 5}},
        {"use-non-action-skill", {"", 20, "", 20}},
        {"hold-action", {"", 2}},
        // Evasion
        {"dodge", {"", 8}},
        {"evade-aoe", {"", 7}},
        {"sidestep", {"", 5}},
        {"evasive-running", {"", 6}},
        {"leaping-dodge", {"", 8}},
        {"redirect", {"", 7}},
        {"footwork", {"", 2}},
        {"friendly-fire", {"", 6, "sidestep"}},
        {"dodge-missile", {"", 5}},
        // Melee: `-` is the weapon's speed (digest B3)
        {"attack", {"sword", 6}},
        {"melee-throw", {"dagger", 3}},
        {"parry", {"sword", 4}},
        {"shield-block", {"shield", 4}},
        {"hack", {"sword", 7}},
        {"melee-called-shot", {"sword", 8, "limb"}},
        {"melee-charge", {"sword", 5, "", 5}},
        {"quick-parry", {"sword", 2}},
        {"shield-cover", {"shield", 2, "half"}},
        {"stop-charge", {"sword", 6}},
        {"thrust", {"sword", 5}},
        {"backstab", {"sword", 8}},
        {"careful-throw", {"dagger", 5}},
        {"engage", {"sword", 5}},
        {"disengage", {"sword", 5}},
        {"shield-bash", {"shield", 4}},
        {"cobra-strike", {"axe", 8}},
        {"gut", {"dagger", 3}},
        {"lunge", {"sword", 7}},
        {"power-parry", {"sword", 6}},
        {"step-inside", {"sword", 6}},
        {"spin-slash", {"sword", 8}},
        {"melee-disarm", {"sword", 8}},
        {"engage-and-gut", {"dagger", 6}},
        {"parry-riposte", {"sword", 8}},
        {"parry-projectile", {"sword", 2}},
        // Unarmed: the table's fixed costs
        {"strike", {"", 6}},
        {"kick", {"", 7}},
        {"block", {"", 5}},
        {"unarmed-charge", {"", 8}},
        {"unarmed-called-shot", {"", 8, "face"}},
        {"elbow-strike", {"", 5}},
        {"grapple", {"", 8}},
        {"knee-strike", {"", 6}},
        {"quick-block", {"", 3}},
        {"slip", {"", 6}},
        {"defensive-throw", {"", 8}},
        {"headbutt", {"", 5}},
        {"leg-check", {"", 3}},
        {"sweep", {"", 8}},
        {"takedown", {"", 10}},
        {"unarmed-throw", {"", 11}},
        {"trip-kick", {"", 8}},
        {"catch-strike", {"", 7}},
        {"hold", {"", 8}},
        {"martial-block", {"", 5}},
        {"martial-kick", {"", 7}},
        {"martial-strike", {"", 6}},
        {"sprawl", {"", 6}},
        {"block-strike", {"", 8}},
        {"choke-hold", {"", 10}},
        {"unarmed-disarm", {"", 8}},
        {"leap-kick", {"", 11}},
        {"lightning-strike", {"", 4}},
        {"spinning-kick", {"", 9}},
        {"unbalance", {"", 6}},
        {"block-projectile", {"", 5}},
        {"nerve-strike", {"", 8}},
        {"power-strike", {"", 8}},
        // Ranged
        {"basic-aim", {"", 6}},
        {"shoot", {"gun", 5}},
        {"reload", {"gun", 4}},
        {"aim", {"", 4}},
        {"ranged-called-shot", {"gun", 7, "heart"}},
        {"quick-draw", {"gun", 3}},
        {"short-burst", {"gun", 4}},
        {"long-burst", {"gun", 6}},
        {"full-auto", {"gun", 8}},
        {"quick-reload", {"gun", 4}},
        {"marksman-shot", {"gun", 7}},
        {"twin-pistols", {"gun", 4}},
        {"vitals-shot", {"gun", 6, "center"}},
    };
    return costs;
}

int costFor(const Combatant& c, const Row& row, ActionArguments args) {
    int cost = -1;
    const auto refusal = fatewalker::costOf(c, fatewalker::Fighter{}, args, row, cost);
    EXPECT_FALSE(refusal.has_value()) << row.name << ": " << refusal.value_or("");
    return cost;
}

TEST(FatewalkerCatalogue, EveryRowOfTheSeedsTablesIsThereOnce) {
    std::map<std::string_view, int> perTable;
    std::set<std::string_view> names;
    for (const Row& row : fatewalker::catalogue()) {
        EXPECT_TRUE(names.insert(row.name).second) << row.name;
        ++perTable[row.table];
        EXPECT_FALSE(row.help.empty()) << row.name;
        EXPECT_FALSE(row.label.empty()) << row.name;
    }
    // Seed 003: 12 common rows (six of them two actions each), 9 evasions, 25 melee rows (Engage/
    // Disengage two), 33 unarmed, 13 ranged.
    EXPECT_EQ(perTable[fatewalker::kCommonTable], 18);
    EXPECT_EQ(perTable[fatewalker::kEvasionTable], 9);
    EXPECT_EQ(perTable[fatewalker::kMeleeTable], 26);
    EXPECT_EQ(perTable[fatewalker::kUnarmedTable], 33);
    EXPECT_EQ(perTable[fatewalker::kRangedTable], 13);
    for (const char* repeated : {"melee-called-shot", "unarmed-called-shot", "ranged-called-shot", "melee-charge",
                                 "unarmed-charge", "melee-throw", "unarmed-throw", "melee-disarm", "unarmed-disarm"}) {
        EXPECT_NE(fatewalker::findRow(repeated), nullptr) << repeated;
    }
    EXPECT_EQ(fatewalker::findRow("called-shot"), nullptr);
}

TEST(FatewalkerCatalogue, EveryRowsCostComesFromItsWeapon) {
    const Combatant c = armed();
    for (const Row& row : fatewalker::catalogue()) {
        const auto found = expectedCosts().find(std::string(row.name));
        ASSERT_NE(found, expectedCosts().end()) << "no expected cost for " << row.name;
        ActionArguments args;
        args.who = "a";
        args.action = std::string(row.name);
        args.weapon = found->second.weapon;
        args.option = found->second.option;
        args.ticks = found->second.ticks;
        if (row.name == "twin-pistols") {
            args.weapon2 = "pistol";
        }
        EXPECT_EQ(costFor(c, row, args), found->second.cost) << row.name;
    }
}

TEST(FatewalkerCatalogue, OutcomeArgumentsAddTheirTicks) {
    const Combatant c = armed();
    ActionArguments args;
    args.twoHands = true;
    args.option = "below-knees";
    EXPECT_EQ(costFor(c, *fatewalker::findRow("pickup-object"), args), 5);
    ActionArguments prone;
    prone.prone = true;
    EXPECT_EQ(costFor(c, *fatewalker::findRow("evade-aoe"), prone), 8);
    ActionArguments run;
    run.run = 3;
    EXPECT_EQ(costFor(c, *fatewalker::findRow("unarmed-charge"), run), 11);
    ActionArguments reload;
    reload.weapon = "gun";
    reload.extraTicks = 4;
    EXPECT_EQ(costFor(c, *fatewalker::findRow("reload"), reload), 8);
    ActionArguments friendly;
    friendly.option = "leaping-dodge";
    EXPECT_EQ(costFor(c, *fatewalker::findRow("friendly-fire"), friendly), 9);
}

TEST(FatewalkerCatalogue, ReadyCostFollowsSizeAndWhereTheWeaponIs) {
    const SheetRecord small = arm("knife", "melee", "small", 3, {{"stowedTicks", 4}});
    EXPECT_EQ(fatewalker::readyCost(small, "sheathed"), 3);
    EXPECT_EQ(fatewalker::readyCost(small, "at-feet"), 3);
    EXPECT_EQ(fatewalker::readyCost(small, "at-hand"), 2);
    EXPECT_EQ(fatewalker::readyCost(small, "stowed"), 7);
    EXPECT_EQ(fatewalker::readyCost(arm("x", "melee", "extra-large", 8), "sheathed"), 6);
    EXPECT_EQ(fatewalker::readyCost(arm("x", "melee", "extra-small", 2), "sheathed"), 2);
}

TEST(FatewalkerCatalogue, TicksOutsideARowsRangeAreRefusedWithTheRange) {
    const Combatant c = armed();
    const Row& observe = *fatewalker::findRow("observe-in-detail");
    ActionArguments args;
    args.ticks = 17;
    int cost = 0;
    const auto refusal = fatewalker::costOf(c, fatewalker::Fighter{}, args, observe, cost);
    ASSERT_TRUE(refusal.has_value());
    EXPECT_NE(refusal->find("2-16"), std::string::npos) << *refusal;
}

TEST(FatewalkerCatalogue, TheRequisitePenaltyIsTheHighestDeficitAndCommonActionsHaveNone) {
    Combatant c;
    c.sheet.numbers = {{"unarmed", 3}, {"observe", 3}, {"agility", 2}};
    // Redirect: Unarmed 4, Observe 3, Agility 3: deficits 1, 0, 1.
    EXPECT_EQ(fatewalker::requisitePenalty(c, *fatewalker::findRow("redirect")), -1);
    // Block/Strike: Unarmed 5, Observe 3: deficits 2, 0.
    EXPECT_EQ(fatewalker::requisitePenalty(c, *fatewalker::findRow("block-strike")), -2);
    // Nerve Strike: Unarmed 6, Physick 3 (none): deficits 3 and 3.
    EXPECT_EQ(fatewalker::requisitePenalty(c, *fatewalker::findRow("nerve-strike")), -3);
    EXPECT_EQ(fatewalker::requisitePenalty(c, *fatewalker::findRow("strike")), 0);
    EXPECT_EQ(fatewalker::requisitePenalty(c, *fatewalker::findRow("sprint")), 0);
    EXPECT_EQ(fatewalker::requisitePenalty(c, *fatewalker::findRow("quick-look")), 0);
}

TEST(FatewalkerCatalogue, TypesSayWhichCommandTakesARow) {
    EXPECT_TRUE(fatewalker::actable(*fatewalker::findRow("strike")));
    EXPECT_FALSE(fatewalker::reactable(*fatewalker::findRow("strike")));
    EXPECT_TRUE(fatewalker::reactable(*fatewalker::findRow("dodge")));
    EXPECT_FALSE(fatewalker::actable(*fatewalker::findRow("dodge")));
    EXPECT_TRUE(fatewalker::actable(*fatewalker::findRow("grapple")));
    EXPECT_TRUE(fatewalker::reactable(*fatewalker::findRow("grapple")));
    EXPECT_TRUE(fatewalker::actable(*fatewalker::findRow("evasive-running")));
    EXPECT_FALSE(fatewalker::actable(*fatewalker::findRow("parry-riposte")));
    EXPECT_EQ(fatewalker::typeName(fatewalker::findRow("step-inside")->type), "Counterattack");
}

} // namespace
} // namespace scouter::engine::test
