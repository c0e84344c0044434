// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 30: a side change in one command (one combatant against a whole side), in every ruleset
// with sides: refused with the reason, one event that survives the stored round trip, a chip that
// marks the one who changed, and the ARC's menu entry in each ruleset's description.
#include "rules/SideChange.h"
#include "EngineFixture.h"
#include "events/EventJson.h"

#include <algorithm>

namespace scouter::engine::test {
namespace {

class SideChangeTest : public EngineFixture {
protected:
    void play(const std::string& ruleset) {
        add("a", "heroes", {0, 0});
        add("d", "heroes", {0, 2});
        add("b", "villains", {5, 0});
        add("c", "villains", {5, 2});
        create(ruleset);
    }
    static commands::Side side(const std::string& who, const std::string& side, const std::string& with = {}) {
        commands::Side command;
        command.who = who;
        command.side = side;
        command.with = with;
        return command;
    }
    [[nodiscard]] std::vector<std::string> opponentsOf(const std::string& id) const {
        std::vector<std::string> out;
        for (const auto& other : state().combatants) {
            if (state().isOpponent(who(id), other)) {
                out.push_back(other.id);
            }
        }
        return out;
    }
};

TEST_F(SideChangeTest, OneCommandTurnsOneCombatantAgainstAWholeSideInEveryRuleset) {
    for (const char* ruleset : {"dbu", "true20", "fatewalker"}) {
        SCOPED_TRACE(ruleset);
        m_builder = EncounterBuilder{};
        play(ruleset);
        ASSERT_NO_FATAL_FAILURE(accept(side("a", "villains")));
        EXPECT_EQ(who("a").side, "villains");
        EXPECT_EQ(opponentsOf("a"), (std::vector<std::string>{"d"}));
        EXPECT_EQ(opponentsOf("b"), (std::vector<std::string>{"d"}));
        EXPECT_EQ(m_encounter->log().back().events.size(), 1u) << "one event for the whole side";
        ASSERT_NO_FATAL_FAILURE(accept(side("a", {}, "d")));
        EXPECT_EQ(opponentsOf("a"), (std::vector<std::string>{"b", "c"}));
    }
}

TEST_F(SideChangeTest, RefusalsSayWhatIsWrong) {
    play("dbu");
    EXPECT_EQ(refuse(side("a", "heroes")), "a already fights on the side of d");
    EXPECT_EQ(refuse(side("a", "martians")), "There is no side 'martians' in this encounter");
    EXPECT_EQ(refuse(side("a", {}, "a")), "a cannot join its own side: pick another combatant");
    EXPECT_NE(refuse(side("a", "villains", "b")).find("not both"), std::string::npos);
    EXPECT_NE(refuse(side("a", {})).find("either the side joined"), std::string::npos);
    EXPECT_EQ(refuse(side("zed", "villains")), "There is no combatant 'zed' in this encounter");
}

TEST_F(SideChangeTest, ThePairsOwnRelationsGiveWayAndGoingBackClearsTheMark) {
    play("dbu");
    commands::Relation relation;
    relation.a = "a";
    relation.b = "c";
    relation.relation = "ally";
    ASSERT_NO_FATAL_FAILURE(accept(relation));
    EXPECT_FALSE(SideChange::chip(state(), "a").has_value()) << "a pair's relation is not a change of sides";
    ASSERT_NO_FATAL_FAILURE(accept(side("a", "villains")));
    EXPECT_TRUE(state().relations.empty());
    const auto chip = SideChange::chip(state(), "a");
    ASSERT_TRUE(chip.has_value());
    EXPECT_EQ(chip->text, "Changed sides");
    EXPECT_EQ(chip->tooltip, "Fights on the side of b and c now, set up on the side of d: the Ally of that side, the "
                             "Opponent of everyone else");
    EXPECT_FALSE(SideChange::chip(state(), "b").has_value()) << "only the one who went over is marked";
    ASSERT_NO_FATAL_FAILURE(accept(side("a", "heroes")));
    EXPECT_FALSE(SideChange::chip(state(), "a").has_value());
}

TEST_F(SideChangeTest, TheEventSurvivesTheStoredRoundTripAndEveryRulesetOffersTheCommand) {
    play("dbu");
    ASSERT_NO_FATAL_FAILURE(accept(side("a", "villains")));
    const Event& event = m_encounter->log().back().events.front();
    const auto* changed = std::get_if<events::SideChanged>(&event);
    ASSERT_NE(changed, nullptr);
    EXPECT_EQ(*changed, (events::SideChanged{"a", "villains", "heroes"}));
    EXPECT_EQ(eventTypeName(event), "side-changed");
    EXPECT_EQ(eventFromJson(toJson(event), &m_encounter->ruleset()), event);
    for (const char* ruleset : {"dbu", "true20", "fatewalker"}) {
        auto made = RulesetRegistry::withBuiltins().create(ruleset, {});
        const auto arc = std::get<std::unique_ptr<Ruleset>>(made)->arcCommands();
        const auto entry = std::find_if(arc.begin(), arc.end(), [](const auto& d) { return d.type == "side"; });
        ASSERT_NE(entry, arc.end()) << ruleset;
        EXPECT_EQ(entry->subject, CommandDescription::Subject::Pair) << ruleset;
    }
}

} // namespace
} // namespace scouter::engine::test
