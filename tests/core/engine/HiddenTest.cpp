// SPDX-License-Identifier: GPL-3.0-or-later
#include "EngineFixture.h"
#include "dbu/DbuEvents.h"

#include "dbu/RollModifiers.h"
#include "events/EventJson.h"

#include <algorithm>

namespace scouter::engine::test {
namespace {

// These tests look inside the DBU ruleset (its rolls, its catalogue).
using namespace dbu;

// 002 Hidden is a relation between the Hidden character and each Opponent (digest A8).
class HiddenTest : public EngineFixture {
protected:
    void SetUp() override {
        add("h", "heroes", {0, 0}, 3);
        add("o1", "villains", {1, 0}, 2);
        add("o2", "villains", {5, 5}, 2);
        create();
        startWith({{"h", 14}, {"o1", 12}, {"o2", 10}});
        auto hide = named<commands::Condition>("h");
        hide.add = "hidden";
        accept(hide);
    }

    [[nodiscard]] static bool hasKey(const std::vector<RollModifier>& modifiers, const std::string& key) {
        return std::any_of(modifiers.begin(), modifiers.end(), [&](const RollModifier& m) { return m.key == key; });
    }
};

TEST_F(HiddenTest, CombatRollsGetTwoBaseTiersOnlyAgainstTheOblivious) {
    const auto against = RollModifiers::of(state(), "h", "o1");
    ASSERT_TRUE(hasKey(against, "hidden"));
    EXPECT_EQ(
        std::find_if(against.begin(), against.end(), [](const RollModifier& m) { return m.key == "hidden"; })->bonus,
        6);
    EXPECT_FALSE(hasKey(RollModifiers::of(state(), "h"), "hidden"));
    auto hit = maneuver("h", "basic-attack", "o1");
    hit.hit = true;
    hit.damage = 1;
    accept(hit);
    EXPECT_FALSE(hasKey(RollModifiers::of(state(), "h", "o1"), "hidden"));
    EXPECT_TRUE(hasKey(RollModifiers::of(state(), "h", "o2"), "hidden"));
}

TEST_F(HiddenTest, HidingAgainStartsOverForEveryone) {
    auto hit = maneuver("h", "basic-attack", "o1");
    hit.hit = true;
    accept(hit);
    EXPECT_EQ(fighter("h").foundBy, std::vector<std::string>{"o1"});
    auto hide = named<commands::Condition>("h");
    hide.add = "hidden";
    accept(hide);
    EXPECT_TRUE(fighter("h").foundBy.empty());
    EXPECT_TRUE(dbu::isHiddenFrom(state(), *state().find("h"), *state().find("o1")));
}

TEST_F(HiddenTest, BeingFoundIsAStoredEvent) {
    const Event event = dbu::HiddenFound{"h", "o1"};
    EXPECT_EQ(toJson(event)["type"], "hidden-found");
    EXPECT_EQ(eventFromJson(toJson(event), &m_encounter->ruleset()), event);
}

} // namespace
} // namespace scouter::engine::test
