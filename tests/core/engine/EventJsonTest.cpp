// SPDX-License-Identifier: GPL-3.0-or-later
#include "events/EventJson.h"
#include "dbu/DbuEvents.h"
#include "dbu/DbuState.h"
#include "dbu/PowerEvents.h"
#include "events/EventReferences.h"
#include "events/Reducer.h"
#include "rules/EncounterBuilder.h"
#include "rules/RulesetRegistry.h"

#include <gtest/gtest.h>

#include <climits>

namespace scouter::engine {
namespace {

// DBU's events are read back by the DBU ruleset (Ruleset::decodeEvent), as the store does.
const Ruleset& dbuRules() {
    static const auto made = RulesetRegistry::withBuiltins().create("dbu", {});
    return *std::get<std::unique_ptr<Ruleset>>(made);
}
const RulesetEventDecoder* const kDbu = &dbuRules();

TEST(EventJsonTest, CarriesVersionTypeAndFaces) {
    const Event event =
        dbu::ManeuverUsed{"goku", "surge", "", "healing-surge", true, {5, 8, 3, 6}, "reaction", 12, 3, "direct"};
    const nlohmann::json json = toJson(event);
    EXPECT_EQ(json["v"], 1);
    EXPECT_EQ(json["type"], "maneuver-used");
    EXPECT_EQ(json["faces"], nlohmann::json({5, 8, 3, 6}));
    EXPECT_EQ(eventFromJson(json, kDbu), event);
    EXPECT_THROW((void)eventFromJson(json), EventFormatError) << "the core alone does not know DBU's events";
}

TEST(EventJsonTest, EffectsKeepTheirAnchors) {
    const Event event = events::EffectAdded{
        Effect{7, "b", EffectKind::Condition, "shaken", "terrify:a", Duration{DurationKind::EndOfTurn, "a", 2, 0}}};
    const nlohmann::json json = toJson(event);
    EXPECT_EQ(json["effect"]["until"]["kind"], "end-of-turn");
    EXPECT_EQ(eventFromJson(json), event);
}

TEST(EventJsonTest, UnknownTypeOrVersionIsAnError) {
    EXPECT_THROW((void)eventFromJson({{"v", 1}, {"type", "teleported"}}), EventFormatError);
    EXPECT_THROW((void)eventFromJson({{"v", 2}, {"type", "turn-ended"}, {"slot", "a"}}), EventFormatError);
}

// A stored event with a kind this Scouter does not know must not quietly become another kind.
TEST(EventJsonTest, UnknownEffectOrDurationKindIsAnError) {
    const Event event = events::EffectAdded{
        Effect{7, "b", EffectKind::PowerUp, "power-up", "a", Duration{DurationKind::EndOfTurn, "a", 2, 0}}};
    nlohmann::json badEffect = toJson(event);
    badEffect["effect"]["kind"] = "levitation";
    EXPECT_THROW((void)eventFromJson(badEffect), EventFormatError);
    nlohmann::json badDuration = toJson(event);
    badDuration["effect"]["until"]["kind"] = "next-tuesday";
    EXPECT_THROW((void)eventFromJson(badDuration), EventFormatError);
    EXPECT_EQ(toJson(event)["effect"]["kind"], "power-up");
}

// The first release wrote "encounter-started" without "freezeOrder" (tests/store/fixtures): format
// 1 is read with the fields added since taking their "not used" value.
TEST(EventJsonTest, FirstReleaseEventsReadWithTheFieldsAddedSince) {
    EXPECT_EQ(eventFromJson({{"v", 1}, {"type", "encounter-started"}, {"surpriseRound", true}}),
              Event(events::EncounterStarted{true, false}));
    EXPECT_EQ(eventFromJson({{"v", 1}, {"type", "turn-started"}, {"slot", "a"}}),
              Event(events::TurnStarted{"a", false}));
    EXPECT_EQ(
        eventFromJson({{"v", 1}, {"type", "maneuver-used"}, {"who", "a"}, {"name", "surge"}, {"hit", true}}, kDbu),
        Event(dbu::ManeuverUsed{"a", "surge", "", "", true, {}, "other", std::nullopt, std::nullopt, ""}));
    // Before the log said what a maneuver entered and what an offer put at stake.
    EXPECT_EQ(eventFromJson({{"v", 1}, {"type", "offers-set"}, {"ids", {"o"}}, {"actor", "a"}, {"kind", "movement"}}),
              Event(events::OffersSet{events::Offer{{"o"}, "a", "movement", "", {}}}));
    EXPECT_EQ(eventFromJson({{"v", 1}, {"type", "grapple-set"}, {"grappler", "a"}, {"grappled", "b"}}, kDbu),
              Event(dbu::GrappleSet{"a", "b", true}));
    EXPECT_EQ(eventFromJson({{"v", 1}, {"type", "actions-spent"}, {"who", "a"}, {"actions", 2}}, kDbu),
              Event(dbu::ActionsSpent{"a", 2, 0, 0}));
    EXPECT_EQ(eventFromJson({{"v", 1}, {"type", "limit-used"}, {"who", "a"}, {"key", "surge"}}, kDbu),
              Event(dbu::LimitUsed{"a", "surge", false}));
}

// A number no event can hold (a fraction, or beyond an int) is refused before any field is read,
// wherever it sits: converting it would be undefined (found by the replay fuzzer).
TEST(EventJsonTest, ANumberThatIsNotAWholeIntIsAnError) {
    const nlohmann::json huge = nlohmann::json::parse("8.8e65");
    EXPECT_THROW((void)eventFromJson({{"v", 1},
                                      {"type", "actions-spent"},
                                      {"who", "a"},
                                      {"actions", 1},
                                      {"baseCounter", huge},
                                      {"convertedCounter", 0}},
                                     kDbu),
                 EventFormatError);
    EXPECT_THROW((void)eventFromJson({{"v", 1}, {"type", "life-set"}, {"who", "a"}, {"value", 2.5}}, kDbu),
                 EventFormatError);
    EXPECT_THROW((void)eventFromJson({{"v", 1}, {"type", "life-set"}, {"who", "a"}, {"value", 4294967296LL}}, kDbu),
                 EventFormatError);
    EXPECT_THROW((void)eventFromJson({{"v", 1}, {"type", "moved"}, {"who", "a"}, {"to", {{"x", 1.5}, {"y", 0}}}}),
                 EventFormatError);
    EXPECT_EQ(eventFromJson({{"v", 1}, {"type", "life-set"}, {"who", "a"}, {"value", -2147483648LL}}, kDbu),
              Event(dbu::LifeSet{"a", INT_MIN}));
}

// Who and how much were always written: without them an event is refused, never a silent zero.
TEST(EventJsonTest, AMissingIdOrAmountIsStillAnError) {
    EXPECT_ANY_THROW((void)eventFromJson({{"v", 1}, {"type", "life-set"}, {"value", 10}}, kDbu));
    EXPECT_ANY_THROW((void)eventFromJson({{"v", 1}, {"type", "life-set"}, {"who", "a"}}, kDbu));
    EXPECT_THROW((void)eventFromJson(nlohmann::json::array()), EventFormatError);
    EXPECT_THROW((void)eventFromJson({{"v", "1"}, {"type", "turn-ended"}, {"slot", "a"}}), EventFormatError);
}

// The attack's record (what Intervene gives back) and a Parry's score are stored like the rest.
TEST(EventJsonTest, AnAttackRecordAndAParryScoreReadBack) {
    dbu::AttackRecord attack;
    attack.attacker = "a";
    attack.maneuver = "basic-attack";
    attack.attackType = "energy";
    attack.strike = 12;
    attack.charges = 2;
    attack.attackerTier = 3;
    attack.damage = 20;
    attack.targets = {"b", "c"};
    attack.hits = {"b"};
    attack.losses = {{"b", 5}, {"c", 0}};
    attack.deflected = "b";
    attack.deflectChecked = {"b"};
    const Event recorded = dbu::AttackRecorded{dbu::SharedAttack(attack)};
    const nlohmann::json json = toJson(recorded);
    EXPECT_EQ(json["type"], "attack-recorded");
    EXPECT_EQ(json["losses"][0]["life"], 5);
    EXPECT_EQ(eventFromJson(json, kDbu), recorded);
    attack.strike.reset();
    attack.damage.reset();
    EXPECT_EQ(eventFromJson(toJson(Event(dbu::AttackRecorded{dbu::SharedAttack(attack)})), kDbu),
              Event(dbu::AttackRecorded{dbu::SharedAttack(attack)}))
        << "an attack without Strike or damage";
    const Event scored = dbu::ParryScored{"b", 4, 15};
    EXPECT_EQ(eventFromJson(toJson(scored), kDbu), scored);
    EXPECT_ANY_THROW((void)eventFromJson({{"v", 1}, {"type", "parry-scored"}, {"who", "b"}, {"effect", 4}}, kDbu));
}

// The events of Tier, Ki and the Duel are stored and read back field for field; a United Attack's
// flag, added with them, reads as false when absent.
TEST(EventJsonTest, TheDuelWagerAndFormEventsReadBack) {
    for (const Event& event :
         {Event(dbu::FormChanged{"a", "super-saiyan", true}), Event(dbu::KiWagered{"a", "b", 20, 5, 2, false}),
          Event(dbu::KiWagered{"c", "a", 6, 0, 0, true}), Event(dbu::CapacityRestored{"a", 10}),
          Event(dbu::DuelOpened{"b", "a", 1, 2, 20}), Event(dbu::DuelClosed{"b"}), Event(dbu::DuelClosed{}),
          Event(dbu::InstantGranted{"a"}), Event(dbu::InstantGranted{})}) {
        EXPECT_EQ(eventFromJson(toJson(event), kDbu), event) << toJson(event).dump();
    }
    nlohmann::json wagered = toJson(Event(dbu::KiWagered{"a", "b", 20, 0, 0, false}));
    wagered.erase("united");
    EXPECT_EQ(eventFromJson(wagered, kDbu), Event(dbu::KiWagered{"a", "b", 20, 0, 0, false}));
    EXPECT_ANY_THROW((void)eventFromJson({{"v", 1}, {"type", "duel-opened"}, {"challenger", "b"}}, kDbu));
}

[[nodiscard]] EncounterState twoFighters() {
    EncounterBuilder builder;
    Combatant a;
    a.id = "a";
    a.name = "A";
    a.side = "heroes";
    Combatant b;
    b.id = "b";
    b.name = "B";
    b.side = "villains";
    builder.add(a);
    builder.add(b);
    return builder.build();
}

// The turn events (a replay's most frequent) naming someone unknown are refused in the check's own
// words, and leave the state as it was.
TEST(EventJsonTest, TurnEventsNamingSomeoneUnknownAreRefusedInTheChecksWordsWithNothingChanged) {
    EncounterState state = twoFighters();
    dbuRules().prepare(state);
    const EncounterState before = state;
    const std::vector<Event> unknown{
        events::SurpriseMarked{"x"},          events::InitiativeSet{"nobody", 12, std::nullopt, {}},
        events::TurnStarted{"nobody", false}, events::SkipMarked{"nobody"},
        events::Moved{"x", Position{2, 3}},   events::SideChanged{"x", "villains", "heroes"},
    };
    for (const Event& event : unknown) {
        const std::optional<std::string> expected = unknownReference(state, event);
        ASSERT_TRUE(expected.has_value()) << eventTypeName(event);
        try {
            dbuRules().apply(state, event);
            ADD_FAILURE() << eventTypeName(event) << " was applied";
        } catch (const EventReferenceError& error) {
            EXPECT_EQ(std::string(error.what()), *expected) << eventTypeName(event);
        }
        EXPECT_EQ(state, before) << eventTypeName(event);
    }
}

// Outside data (an import, a flipped byte) can name anyone; the reducer refuses it with what is
// wrong, before changing anything, instead of std::out_of_range deep inside.
TEST(EventJsonTest, TheReducerRefusesAnEventNamingAnUnknownCombatantOrSlot) {
    EncounterState state = twoFighters();
    dbuRules().prepare(state);
    const EncounterState before = state;
    try {
        dbuRules().apply(state, dbu::LifeSet{"x", 3});
        FAIL() << "expected EventReferenceError";
    } catch (const EventReferenceError& error) {
        EXPECT_STREQ(error.what(), "names combatant \"x\" that is not in this encounter");
    }
    EXPECT_THROW(Reducer::apply(state, events::TurnStarted{"nobody", false}), EventReferenceError);
    EXPECT_THROW(dbuRules().apply(state, dbu::GrappleSet{"a", "x", true}), EventReferenceError);
    EXPECT_THROW(Reducer::apply(state, events::TieRolled{{"a", "nobody"}, {3, 4}}), EventReferenceError);
    dbu::AttackRecord attack;
    attack.attacker = "a";
    attack.targets = {"b"};
    attack.losses = {{"x", 3}};
    EXPECT_THROW(dbuRules().apply(state, dbu::AttackRecorded{dbu::SharedAttack(attack)}), EventReferenceError)
        << "who lost Life";
    EXPECT_THROW(dbuRules().apply(state, dbu::DuelOpened{"a", "x", 0, 0, 0}), EventReferenceError);
    EXPECT_THROW(dbuRules().apply(state, dbu::KiWagered{"a", "x", 5, 0, 0, false}), EventReferenceError);
    EXPECT_THROW(dbuRules().apply(state, dbu::FormChanged{"x", "kaioken", true}), EventReferenceError);
    EXPECT_EQ(state, before);
    EXPECT_FALSE(unknownReference(state, dbu::GrappleSet{"a", "b", true}));
    dbuRules().apply(state, dbu::LifeSet{"b", 3});
    EXPECT_EQ(dbu::fighter(state, "b").life, 3);
    EXPECT_THROW(Reducer::apply(state, dbu::LifeSet{"b", 4}), EventReferenceError)
        << "the core's reducer leaves a ruleset's events to it";
}

} // namespace
} // namespace scouter::engine
