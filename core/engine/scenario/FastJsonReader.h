// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <nlohmann/json.hpp>

#include <optional>
#include <string_view>

namespace scouter::engine {

// JsonReader's quick way through an ordinary text: simdjson reads it and the document is built
// from what it found. It only answers for a text JsonReader's checked reading (nlohmann's parser
// with Scouter's rules) would turn into the very same document, values and number kinds alike;
// anything else (a syntax error, a number beyond 64 bits or written "-0", a depth past the limit,
// a byte-order mark) is left to that reading, which says what is wrong and where.
class FastJsonReader {
public:
    // The document, or nothing when the checked reading must judge the text.
    [[nodiscard]] static std::optional<nlohmann::json> read(std::string_view text);
    // Whether the text reads under Scouter's rules; false only means "ask the checked reading".
    [[nodiscard]] static bool accepts(std::string_view text);
};

} // namespace scouter::engine
