// SPDX-License-Identifier: GPL-3.0-or-later
// True20's numbers held to their ranges by the core. Unbounded, their sums wrapped past 2^31: an
// attack with bonus 2147483647 missed, a Toughness save against damage 2147483647 gave no state,
// and an elapse of 2147483647 rounds passed none. Past its range a number is refused naming the
// argument and its range, from a form and from code alike; at its range's end it plays.
#include "EngineFixture.h"

#include <climits>

namespace scouter::engine::test {
namespace {

class True20Bounds : public EngineFixture {
protected:
    void SetUp() override {
        fighter("a", "heroes", 0, {{"strength", 2}, {"constitution", 1}});
        fighter("b", "villains", 1, {{"constitution", 1}});
        create("true20");
        startWith({{"a", 20}, {"b", 10}});
    }

    void fighter(const std::string& id, const std::string& side, int x, std::map<std::string, int, std::less<>> sheet) {
        Combatant c;
        c.id = id;
        c.name = id;
        c.side = side;
        c.at = {x, 0};
        c.sheet.numbers = std::move(sheet);
        m_builder.add(c, {});
    }

    // What the ruleset's reader says of `form` ("key: message"), or "" when it reads.
    [[nodiscard]] std::string unreadable(const CommandForm& form) const {
        const CommandReading reading = m_encounter->ruleset().readCommand(form);
        const auto* problem = std::get_if<FormProblem>(&reading);
        return problem != nullptr ? problem->key + ": " + problem->message : std::string();
    }

    static true20::Toughness toughness(const std::string& who, int damage, bool lethal) {
        auto save = named<true20::Toughness>(who);
        save.damage = damage;
        save.roll = 10;
        save.lethal = lethal;
        return save;
    }
};

TEST_F(True20Bounds, AnAttackBonusPastItsRangeIsRefusedAndTheLargestHitsTheHighestDefense) {
    auto attack = named<true20::Attack>("a");
    attack.target = "b";
    attack.roll = 2;
    attack.bonus = INT_MAX;
    const std::string refusal = "'bonus' is a situational modifier, from -100 to 100, not 2147483647";
    EXPECT_EQ(refuse(attack), refusal);
    EXPECT_FALSE(m_encounter->probe(attack).accepted) << "the panel's probe is held to the bounds too";
    EXPECT_EQ(m_encounter->probe(attack).message, refusal);
    CommandForm form;
    form.type = "attack";
    form.set("who", "a").set("target", "b").set("roll", 2).set("bonus", INT_MAX);
    EXPECT_EQ(unreadable(form), "bonus: " + refusal);
    form.set("bonus", -101);
    EXPECT_EQ(unreadable(form), "bonus: 'bonus' is a situational modifier, from -100 to 100, not -101");

    // The sheet's lowest attack against its highest Defense: a 2 on the die still hits with 100.
    m_builder = EncounterBuilder();
    fighter("a", "heroes", 0, {{"attack", -20}});
    fighter("b", "villains", 1, {{"defense", 60}});
    create("true20");
    startWith({{"a", 20}, {"b", 10}});
    ASSERT_EQ(view("a.melee"), -20);
    ASSERT_EQ(view("b.defense"), 60);
    attack.bonus = 100;
    accept(attack);
    EXPECT_EQ(view("lastAttack"), "hit");
}

TEST_F(True20Bounds, AToughnessSaveAgainstTheLargestDamageGivesTheWorstBandAndPastItIsRefused) {
    EXPECT_EQ(refuse(toughness("b", INT_MAX, true)), "'damage' is the Damage bonus, from 0 to 100, not 2147483647");
    auto weapon = named<true20::Toughness>("b");
    weapon.weapon = INT_MAX;
    weapon.by = "a";
    weapon.roll = 10;
    EXPECT_EQ(refuse(weapon), "'weapon' is the Weapon Damage, from 0 to 100, not 2147483647");

    // DC 15 + 100 against 10 + Toughness 1: failed by 104, so Unconscious on the subdual track...
    accept(toughness("b", 100, false));
    EXPECT_EQ(view("lastSave"),
              (nlohmann::json{{"kind", "toughness"}, {"dc", 115}, {"total", 11}, {"success", false}}));
    EXPECT_EQ(view("b.subdual"), "unconscious");
    // ...and dead on the lethal one (failed by 20 or more); the weapon adds the attacker's Strength.
    weapon.weapon = 100;
    weapon.lethal = true;
    accept(weapon);
    EXPECT_EQ(view("lastSave")["dc"], 117);
    EXPECT_EQ(view("b.lethal"), "dead");
}

TEST_F(True20Bounds, ElapseAtItsBoundPassesADayAndPastItIsRefused) {
    auto elapse = named<true20::Elapse>();
    elapse.rounds = INT_MAX;
    EXPECT_EQ(refuse(elapse), "'rounds' is the rounds to pass (a day is 14400), from 1 to 14400, not 2147483647");
    CommandForm form;
    form.type = "elapse";
    form.set("rounds", 0);
    EXPECT_EQ(unreadable(form), "rounds: 'rounds' is the rounds to pass (a day is 14400), from 1 to 14400, not 0");

    // Disabled (DC 23 against 11: failed by 12): a Recovery Check, the next one only a day later.
    accept(toughness("b", 8, true));
    ASSERT_EQ(view("b.lethal"), "disabled");
    auto recover = named<true20::Recover>("b");
    recover.roll = 1;
    accept(recover);
    elapse.rounds = 1;
    accept(elapse);
    EXPECT_NE(refuse(recover).find("allowed from round 14401"), std::string::npos);
    elapse.rounds = 14'400;
    accept(elapse);
    EXPECT_EQ(view("round"), 14'402);
    EXPECT_EQ(view("current"), "a");
    accept(recover);
}

} // namespace
} // namespace scouter::engine::test
