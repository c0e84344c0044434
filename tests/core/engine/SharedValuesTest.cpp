// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/Boxed.h"
#include "model/KeptOptional.h"
#include "model/Shared.h"

#include <gtest/gtest.h>

#include <optional>
#include <string>
#include <vector>

namespace scouter::engine {
namespace {

struct Answer {
    std::string who;
    std::vector<std::string> ids;
    friend bool operator==(const Answer&, const Answer&) = default;
};

// A replay checks its state against the one played live: a value cleared after it was set must
// equal one never set, whatever memory it kept.
TEST(KeptOptional, ClearedItEqualsOneNeverSetAndRefilledItHoldsOnlyWhatWasFilledIn) {
    KeptOptional<Answer> kept;
    const KeptOptional<Answer> never;
    Answer& first = kept.refill();
    first.who = "raider-1";
    first.ids.assign(1, "mags");
    EXPECT_TRUE(kept.has_value());
    EXPECT_NE(kept, never);
    kept.reset();
    EXPECT_FALSE(kept);
    EXPECT_EQ(kept, never);

    Answer& again = kept.refill();
    again.who = "raider-2";
    again.ids.assign(1, "ysolde");
    KeptOptional<Answer> assigned;
    assigned = std::optional<Answer>(Answer{"raider-2", {"ysolde"}});
    EXPECT_EQ(kept, assigned);
    EXPECT_EQ(kept->who, "raider-2");
    assigned = std::optional<Answer>();
    EXPECT_FALSE(assigned.has_value());
}

TEST(Shared, CopiesShareOneValueAndAnEditTakesItsOwnFirst) {
    Shared<Answer> made = Answer{"b", {"a"}};
    const Shared<Answer> kept = made;
    EXPECT_EQ(&*kept, &*made) << "a copy is the same value, not a new one";
    made.edit().who = "c";
    EXPECT_EQ(kept->who, "b") << "the copy held elsewhere is left as it was";
    EXPECT_EQ(made->who, "c");
    EXPECT_NE(made, kept);
    Answer* own = &made.edit();
    EXPECT_EQ(own, &made.edit()) << "held alone, it is edited in place";

    Shared<Answer> none;
    EXPECT_FALSE(none);
    EXPECT_EQ(none, Shared<Answer>());
    EXPECT_NE(none, kept);
    none.edit().who = "d";
    EXPECT_TRUE(none.has_value());
    EXPECT_EQ(none, (Shared<Answer>(Answer{"d", {}}))) << "equal by value, not only by pointer";
}

// An event's payload kept aside: a copy of the event (the review's log) shares it, and an event
// made without one (a default-made event) reads as an empty payload instead of failing.
TEST(Boxed, CopiesShareTheValueAndAnEmptyBoxReadsAsTheDefault) {
    const Boxed<Answer> made = Answer{"b", {"a"}};
    const Boxed<Answer> copy = made; // NOLINT(performance-unnecessary-copy-initialization): the copy is the point
    EXPECT_EQ(&*copy, &*made);
    EXPECT_EQ(copy->ids, std::vector<std::string>{"a"});

    const Boxed<Answer> empty;
    EXPECT_TRUE(empty->who.empty());
    EXPECT_TRUE(empty->ids.empty());
    EXPECT_EQ(empty, Boxed<Answer>(Answer{})) << "equal by value";
    EXPECT_NE(empty, made);
    EXPECT_EQ(made, Boxed<Answer>(Answer{"b", {"a"}}));
}

} // namespace
} // namespace scouter::engine
