// SPDX-License-Identifier: GPL-3.0-or-later
#include "RandomPlay.h"

#include "events/EventJson.h"

#include <gtest/gtest.h>

#include <charconv>
#include <cstdint>
#include <cstdlib>
#include <string_view>

namespace scouter::engine::test {
namespace {

// How many random sequences each property plays per ruleset: SCOUTER_PROPERTY_SEQUENCES when set
// (the edit loop's `make test` plays a few hundred, the nightly label the full count), else 1500.
int sequenceCount() {
    constexpr int kDefault = 1500;
    const char* set = std::getenv("SCOUTER_PROPERTY_SEQUENCES");
    if (set == nullptr) {
        return kDefault;
    }
    const std::string_view text(set);
    int count = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), count);
    // A count that is not a number from 10 to 100000 is a mistake in the test set-up, not a reason
    // to play nothing: the default holds.
    if (error != std::errc() || end != text.data() + text.size() || count < 10 || count > 100000) {
        ADD_FAILURE() << "SCOUTER_PROPERTY_SEQUENCES='" << text << "' is not a count from 10 to 100000";
        return kDefault;
    }
    return count;
}

std::uint64_t sequences() {
    static const int count = sequenceCount();
    return static_cast<std::uint64_t>(count);
}

constexpr int kCommandsPerSequence = 40;

class PropertyTest : public ::testing::TestWithParam<std::string> {};

TEST_P(PropertyTest, UndoingEverythingReturnsTheInitialState) {
    int accepted = 0;
    for (std::uint64_t seed = 1; seed <= sequences(); ++seed) {
        RandomPlay play(seed, GetParam());
        accepted += play.play(kCommandsPerSequence);
        Encounter& encounter = play.encounter();
        const EncounterState live = encounter.state();
        const std::size_t groups = encounter.log().size();
        while (encounter.undo()) {
        }
        ASSERT_TRUE(encounter.state() == encounter.initialState()) << "seed " << seed;
        for (std::size_t i = 0; i < groups; ++i) {
            ASSERT_TRUE(encounter.redo());
        }
        ASSERT_TRUE(encounter.state() == live) << "seed " << seed << ": redo differs from live play";
    }
    EXPECT_GT(accepted, static_cast<int>(sequences()) * 5); // the sequences really play, they are not all refusals
}

TEST_P(PropertyTest, ReplayingTheEventLogGivesTheLiveState) {
    for (std::uint64_t seed = 1; seed <= sequences(); ++seed) {
        RandomPlay play(seed + 100000, GetParam());
        play.play(kCommandsPerSequence);
        const Encounter& encounter = play.encounter();
        const EncounterState replayed =
            Encounter::replay(encounter.initialState(), encounter.log(), encounter.ruleset());
        ASSERT_TRUE(replayed == encounter.state()) << "seed " << seed;

        // The same through the stored JSON form of every event.
        std::vector<CommandGroup> stored;
        for (const auto& group : encounter.log()) {
            CommandGroup copy{group.command, {}};
            for (const auto& event : group.events) {
                copy.events.push_back(eventFromJson(nlohmann::json::parse(toJson(event).dump()), &encounter.ruleset()));
            }
            stored.push_back(copy);
        }
        ASSERT_TRUE(stored == encounter.log()) << "seed " << seed;
        ASSERT_TRUE(Encounter::replay(encounter.initialState(), stored, encounter.ruleset()) == encounter.state());
    }
}

// What the store does on resume: a fresh encounter handed the log and the redo stack plays on
// as the original would, undoing to the set-up and redoing to the live state.
TEST_P(PropertyTest, RestoredHistoryUndoesAndRedoesLikeTheOriginal) {
    for (std::uint64_t seed = 1; seed <= sequences() / 10; ++seed) {
        RandomPlay play(seed + 200000, GetParam());
        play.play(kCommandsPerSequence * 4);
        Encounter& original = play.encounter();
        for (std::uint64_t i = 0; i < seed % 5 && original.undo(); ++i) {
        }
        SeededDice dice(seed);
        auto made = RulesetRegistry::withBuiltins().create(GetParam(), {});
        Encounter restored(original.initialState(), std::move(std::get<std::unique_ptr<Ruleset>>(made)), dice);
        restored.restore(original.log(), original.redoStack());
        ASSERT_TRUE(restored.state() == original.state()) << "seed " << seed;
        while (restored.redo()) {
            ASSERT_TRUE(original.redo());
        }
        ASSERT_TRUE(restored.state() == original.state()) << "seed " << seed;
        while (restored.undo()) {
        }
        ASSERT_TRUE(restored.state() == restored.initialState()) << "seed " << seed;
    }
}

INSTANTIATE_TEST_SUITE_P(Rulesets, PropertyTest, ::testing::Values("dbu", "dbu-legacy", "true20"),
                         [](const auto& param) {
                             return param.param == "dbu" ? std::string("Modern")
                                                         : (param.param == "true20" ? "True20" : "Legacy");
                         });

} // namespace
} // namespace scouter::engine::test
