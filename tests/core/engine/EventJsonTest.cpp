#include "events/EventJson.h"

#include <gtest/gtest.h>

namespace scouter::engine {
namespace {

TEST(EventJsonTest, CarriesVersionTypeAndFaces) {
    const Event event = events::ManeuverUsed{"goku", "surge", "", "healing-surge", true, {5, 8, 3, 6}, "reaction"};
    const nlohmann::json json = toJson(event);
    EXPECT_EQ(json["v"], 1);
    EXPECT_EQ(json["type"], "maneuver-used");
    EXPECT_EQ(json["faces"], nlohmann::json({5, 8, 3, 6}));
    EXPECT_EQ(eventFromJson(json), event);
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

} // namespace
} // namespace scouter::engine
