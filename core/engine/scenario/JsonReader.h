// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario/JsonReadError.h"

#include <nlohmann/json.hpp>

#include <iosfwd>
#include <optional>
#include <string_view>

namespace scouter::engine {

// The one way Scouter reads JSON from outside: a scenario file, an import, the JSON columns of a
// campaign file. The text is RFC 8259 JSON nested at most limits::kMaxJsonDepth deep, and every
// number in it is one both JSON readers Scouter uses (nlohmann's and Qt's) hold as written: a
// whole number within 64 bits, any other number finite. 1e999 or a 30-digit whole number is
// refused with its path instead of becoming infinity, a rounded double or an exception that
// nobody expects. Everything that reads such a text goes through here, so what one part accepts
// every other part reads the same.
class JsonReader {
public:
    // The document; throws JsonReadError naming the first place that breaks a rule.
    [[nodiscard]] static nlohmann::json read(std::string_view text);
    [[nodiscard]] static nlohmann::json read(std::istream& in);
    // read() without its quick way (FastJsonReader): nlohmann's parser under Scouter's rules, the
    // reading the quick way must agree with (its tests and the json fuzz target compare them).
    [[nodiscard]] static nlohmann::json readChecked(std::string_view text);
    // The same checks without building the document, for a reader that builds its own (the store's
    // Qt documents): nothing when the text reads.
    [[nodiscard]] static std::optional<JsonReadError> check(std::string_view text);

    // Whether a document already in memory nests deeper than `depth`; walks it without recursion.
    [[nodiscard]] static bool nestsDeeperThan(const nlohmann::json& document, int depth);
    // The message of a document nested too deep.
    [[nodiscard]] static std::string depthMessage();
};

} // namespace scouter::engine
