// SPDX-License-Identifier: GPL-3.0-or-later
// JsonReader's quick way (simdjson) must be invisible: the document it builds is the checked
// reading's to the number kinds, and whatever it cannot judge goes to the checked reading, which
// refuses it with the same words as before. The json fuzz target compares the two on any text.
#include "scenario/FastJsonReader.h"
#include "scenario/JsonReader.h"

#include <gtest/gtest.h>

#include <cmath>
#include <string>

namespace scouter::engine::test {
namespace {

using nlohmann::json;

std::string nested(int depth) {
    return std::string(static_cast<std::size_t>(depth), '[') + std::string(static_cast<std::size_t>(depth), ']');
}

TEST(FastJsonReader, AStoredEventReadsTheQuickWayIntoTheCheckedDocument) {
    const std::string event =
        R"({"faces":[3,5],"roll":null,"slot":"Saibaman-01","type":"damage","v":1,"value":-14,"ratio":0.25,"ok":true})";
    const auto quick = FastJsonReader::read(event);
    ASSERT_TRUE(quick.has_value()) << "an ordinary event took the slow way";
    const json checked = JsonReader::readChecked(event);
    EXPECT_EQ(quick->dump(), checked.dump());
    // nlohmann keeps a whole number without a sign unsigned and one with a sign signed; so must it.
    EXPECT_TRUE(quick->at("faces").at(0).is_number_unsigned());
    EXPECT_TRUE(quick->at("value").is_number_integer() && !quick->at("value").is_number_unsigned());
    EXPECT_TRUE(quick->at("ratio").is_number_float());
    EXPECT_TRUE(FastJsonReader::accepts(event));
}

TEST(FastJsonReader, ALaterDuplicateKeyWinsAsInTheCheckedReading) {
    const std::string text = R"({"b":1,"a":2,"b":[true]})";
    const auto quick = FastJsonReader::read(text);
    ASSERT_TRUE(quick.has_value());
    EXPECT_EQ(quick->dump(), R"({"a":2,"b":[true]})");
    EXPECT_EQ(quick->dump(), JsonReader::readChecked(text).dump());
}

TEST(FastJsonReader, WhatOnlyTheCheckedReadingCanJudgeIsLeftToIt) {
    // A signed zero, unsigned to simdjson: only its kind is in doubt, not whether it reads.
    EXPECT_FALSE(FastJsonReader::read(R"({"x": -0})").has_value());
    EXPECT_TRUE(FastJsonReader::accepts(R"({"x": -0})"));
    for (const std::string& text : {
             std::string(R"([9223372036854775808])"), // past int64
             std::string(R"({"x": 1e999})"),          // beyond a double
             std::string("\xEF\xBB\xBF{\"bom\":1}"),  // a byte-order mark nlohmann skips
             std::string(R"({"a": [1, 2,]})"),        // not JSON
             nested(65),                              // deeper than Scouter reads
         }) {
        EXPECT_FALSE(FastJsonReader::read(text).has_value()) << text;
        EXPECT_FALSE(FastJsonReader::accepts(text)) << text;
    }
}

TEST(FastJsonReader, JsonReaderAnswersAsItsCheckedReadingWhereTheQuickWayStepsAside) {
    const json minusZero = JsonReader::read(R"({"x": -0})");
    EXPECT_TRUE(minusZero["x"].is_number_integer() && !minusZero["x"].is_number_unsigned());
    EXPECT_EQ(JsonReader::read("\xEF\xBB\xBF{\"bom\":1}")["bom"], 1);
    EXPECT_TRUE(std::signbit(JsonReader::read("[-0.0]")[0].get<double>()));
    EXPECT_NO_THROW((void)JsonReader::read(nested(64)));
    EXPECT_TRUE(FastJsonReader::read(nested(64)).has_value());
    try {
        (void)JsonReader::read(nested(65));
        FAIL() << "a text nested 65 deep was read";
    } catch (const JsonReadError& error) {
        EXPECT_EQ(error.kind(), JsonReadError::Kind::Depth);
    }
    try {
        (void)JsonReader::read(R"({"a": [1, 2,]})");
        FAIL() << "a trailing comma was read";
    } catch (const JsonReadError& error) {
        EXPECT_EQ(error.kind(), JsonReadError::Kind::Syntax);
        EXPECT_NE(std::string(error.what()).find("line 1, column 13"), std::string::npos) << error.what();
    }
}

TEST(FastJsonReader, ALargeTextReadsAsASmallOneDoes) {
    std::string large = "[";
    for (int i = 0; i < 20000; ++i) {
        large += (i == 0 ? "" : ",") + std::string(R"({"n":)") + std::to_string(i) + R"(,"name":"Saibaman )" +
                 std::to_string(i) + "\"}";
    }
    large += "]";
    ASSERT_GT(large.size(), 64U * 1024U);
    const auto quick = FastJsonReader::read(large);
    ASSERT_TRUE(quick.has_value());
    EXPECT_EQ(quick->size(), 20000U);
    EXPECT_EQ(quick->dump(), JsonReader::readChecked(large).dump());
}

} // namespace
} // namespace scouter::engine::test
