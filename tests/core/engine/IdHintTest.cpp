// SPDX-License-Identifier: GPL-3.0-or-later
#include "events/Event.h"
#include "events/EventJson.h"
#include "events/EventReferences.h"
#include "events/Reducer.h"
#include "model/EncounterState.h"
#include "rules/EncounterBuilder.h"

#include <gtest/gtest.h>

#include <string>

namespace scouter::engine {
namespace {

// The same ids, set up first to last or last to first: each combatant sits elsewhere in the other.
EncounterState withFighters(int count, bool reversed, const std::string& prefix = "fighter-") {
    EncounterBuilder builder;
    for (int n = 0; n < count; ++n) {
        const int i = reversed ? count - 1 - n : n;
        Combatant c;
        c.id = prefix + std::to_string(i);
        c.name = "Fighter " + std::to_string(i);
        c.side = i % 2 == 0 ? "heroes" : "villains";
        builder.add(c);
    }
    return builder.build();
}

TEST(IdHint, AnEventAppliedAgainToAStateWhereItsCombatantSitsElsewhereMovesThatCombatant) {
    EncounterState first = withFighters(10, false);
    EncounterState other = withFighters(10, true);
    const Event moved = events::Moved{"fighter-3", Position{7, 2}};
    Reducer::apply(first, moved); // the hint now says: fourth of ten
    Reducer::apply(other, moved); // where fighter-6 sits in this one
    EXPECT_EQ(first.find("fighter-3")->at, (Position{7, 2}));
    EXPECT_EQ(other.find("fighter-3")->at, (Position{7, 2}));
    EXPECT_NE(other.find("fighter-6")->at, (Position{7, 2}));
    EXPECT_EQ(other.combatants[3].id, "fighter-6");
    // And back to the first again: the hint followed the other state, and is checked again.
    first.editCombatant("fighter-3")->at = Position{0, 0};
    Reducer::apply(first, moved);
    EXPECT_EQ(first.find("fighter-3")->at, (Position{7, 2}));
}

TEST(IdHint, ATurnStartedAgainInAnotherStateStartsItsOwnSlot) {
    EncounterState first = withFighters(6, false);
    EncounterState other = withFighters(6, true);
    const Event started = events::TurnStarted{first.combatants[1].slot};
    Reducer::apply(first, started);
    Reducer::apply(other, started);
    EXPECT_EQ(other.current, first.combatants[1].slot);
    EXPECT_EQ(other.findSlot(first.combatants[1].slot)->turnsStarted, 1);
    EXPECT_EQ(other.slots[1].turnsStarted, 0); // the slot at the hinted place is another's
}

TEST(IdHint, AnEventThatNamesSomeoneUnknownIsRefusedWhateverItsHintSays) {
    EncounterState state = withFighters(4, false);
    const Event moved = events::Moved{"fighter-2", Position{1, 1}};
    Reducer::apply(state, moved);
    EncounterState stranger = withFighters(4, false, "saibaman-"); // someone at the hinted place, not fighter-2
    EXPECT_THROW(Reducer::apply(stranger, moved), EventReferenceError);
    EXPECT_EQ(stranger, withFighters(4, false, "saibaman-"));
}

TEST(IdHint, AHintIsNeitherStoredNorPartOfWhatTheEventSays) {
    EncounterState state = withFighters(4, false);
    const events::Moved fresh{"fighter-2", Position{1, 1}};
    const Event applied = fresh;
    Reducer::apply(state, applied);
    EXPECT_EQ(applied, Event{fresh});
    EXPECT_EQ(toJson(applied), toJson(Event{fresh}));
    // NOLINTNEXTLINE(performance-unnecessary-copy-initialization): the copy is what is tried
    const Event copied = applied; // a copy carries the hint along and still reads the same
    EncounterState again = withFighters(4, true);
    Reducer::apply(again, copied);
    EXPECT_EQ(again.find("fighter-2")->at, (Position{1, 1}));
}

} // namespace
} // namespace scouter::engine
