// SPDX-License-Identifier: GPL-3.0-or-later
#include "EngineFixture.h"
#include "dbu/DbuEvents.h"
#include "events/EventJson.h"

namespace scouter::engine::test {
namespace {

// a grapples b; the scenario files cover the rules, these the stored form of a grapple.
class GrappleTest : public EngineFixture {
protected:
    void SetUp() override {
        add("a", "heroes", {2, 2});
        add("b", "villains", {3, 2});
        add("c", "villains", {8, 8});
        create();
        startWith({{"a", 14}, {"b", 12}, {"c", 10}});
        auto grapple = maneuver("a", "grapple", "b");
        grapple.hit = true;
        accept(grapple);
    }
};

// A campaign file stored before each grapple had its own source holds conditions from "grapple":
// reopened, releasing that grapple still clears them.
TEST_F(GrappleTest, AGrappleStoredWithTheSharedSourceStillEndsOnRelease) {
    std::vector<CommandGroup> stored;
    for (const auto& group : m_encounter->log()) {
        CommandGroup old{group.command, {}};
        for (const auto& event : group.events) {
            nlohmann::json json = toJson(event);
            if (json.contains("effect") && json["effect"].value("source", "").starts_with("grapple:")) {
                json["effect"]["source"] = "grapple";
            }
            old.events.push_back(eventFromJson(json, &m_encounter->ruleset()));
        }
        stored.push_back(std::move(old));
    }
    create();
    m_encounter->restore(stored, {});
    ASSERT_EQ(view("b.conditions"), nlohmann::json({"grappled", "guard-down"}));
    auto release = maneuver("a", "grapple");
    release.option = "release";
    accept(release);
    EXPECT_EQ(view("a.conditions"), nlohmann::json::array());
    EXPECT_EQ(view("b.conditions"), nlohmann::json::array());
}

TEST_F(GrappleTest, TailRestraintIsStoredOnlyWhenItHolds) {
    EXPECT_FALSE(toJson(dbu::GrappleSet{"a", "b", true}).contains("tail"));
    const Event tail = dbu::GrappleSet{"a", "b", true, true};
    EXPECT_EQ(toJson(tail)["tail"], true);
    EXPECT_EQ(eventFromJson(toJson(tail), &m_encounter->ruleset()), tail);
    const auto nameOf = [](const std::string& id) { return id; };
    EXPECT_EQ(dbu::GrappleSet({"a", "b", true, true}).words(nameOf),
              "a grapples b by the tail: no Tail Attacks while held");
}

} // namespace
} // namespace scouter::engine::test
