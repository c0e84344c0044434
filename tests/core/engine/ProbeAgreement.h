// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/Encounter.h"

#include <gtest/gtest.h>

#include <string_view>

namespace scouter::engine::test {

// Judges `command` alone and on `scratch`, which the action panel keeps from one maneuver to the
// next: both say the same (the answer, its words, the events) and, when it is allowed, the scratch
// holds the state the command alone leads to. Returns whether it was allowed.
inline bool probesAgree(const Encounter& encounter, const Command& command, ProbeScratch& scratch,
                        std::string_view name) {
    const CommandProbe alone = encounter.probe(command);
    const CommandProbe kept = encounter.probe(command, scratch);
    EXPECT_EQ(kept.accepted, alone.accepted) << name << ": " << alone.message;
    EXPECT_EQ(kept.message, alone.message) << name;
    EXPECT_TRUE(kept.events == alone.events) << name;
    if (alone.accepted) {
        EXPECT_TRUE(scratch.state == alone.after) << name;
    }
    return alone.accepted;
}

} // namespace scouter::engine::test
