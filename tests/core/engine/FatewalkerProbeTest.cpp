// SPDX-License-Identifier: GPL-3.0-or-later
// The action panel judges every Fatewalker maneuver on one scratch copy of the state, whose fighters
// are shared with the encounter's until a probe writes one (FighterTable).
#include "FatewalkerFixture.h"
#include "ProbeAgreement.h"

#include <gtest/gtest.h>

namespace scouter::engine::test {
namespace {

class FatewalkerProbe : public FatewalkerTest {};

TEST_F(FatewalkerProbe, ProbesOnOneScratchAnswerAsEachAloneAndLeaveTheEncounterAlone) {
    add("a", {{"speed", 6}}, {weapon("sword", "sword", "medium", 4, "held")});
    add("b", {}, {weapon("axe", "axe", "medium", 5, "held")});
    add("c");
    create();
    accept("start");
    const std::vector<Command> commands{
        command("act", {{"who", "a"}, {"action", "begin-movement"}, {"mode", "run"}}),
        command("act", {{"who", "a"}, {"action", "use-non-action-skill"}, {"ticks", 20}}),
        command("act", {{"who", "a"}, {"action", "hold-action"}}),
        command("act", {{"who", "b"}, {"action", "hold-action"}}),
        command("act", {{"who", "c"}, {"action", "use-non-action-skill"}, {"ticks", 3}}),
        command("advance", {}),
    };
    const EncounterState before = state();
    ProbeScratch scratch;
    int accepted = 0;
    // Twice over, so each command is judged on a scratch an accepted one wrote before.
    for (int pass = 0; pass < 2; ++pass) {
        for (const Command& each : commands) {
            if (probesAgree(*m_encounter, each, scratch, commandName(each))) {
                EXPECT_FALSE(scratch.state == before) << commandName(each) << " changed nothing";
                ++accepted;
            }
            EXPECT_TRUE(state() == before) << "probing " << commandName(each) << " changed the encounter";
        }
    }
    EXPECT_GE(accepted, 6);

    accept("act", {{"who", "a"}, {"action", "use-non-action-skill"}, {"ticks", 20}});
    EXPECT_FALSE(state() == before);
    EXPECT_TRUE(m_encounter->probe(commands[3], scratch).accepted);
    EXPECT_TRUE(m_encounter->stateBefore(m_encounter->log().size() - 1) == before)
        << "the checkpoint the encounter started from was written by a later command";
}

} // namespace
} // namespace scouter::engine::test
