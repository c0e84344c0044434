#pragma once

#include <nlohmann/json.hpp>

#include <iosfwd>
#include <stdexcept>
#include <string>
#include <string_view>

namespace scouter::engine {

// A JSON document nested deeper than limits::kMaxJsonDepth: every reader after the parser (copies,
// dumps, comparisons) recurses once per level, so past the bound it would overflow the stack.
class JsonDepthError : public std::runtime_error {
public:
    JsonDepthError();
};

// Parses JSON text and stops as soon as it nests deeper than limits::kMaxJsonDepth (the top level is
// depth 1). Throws nlohmann::json::parse_error for text that is not JSON, JsonDepthError past the bound.
[[nodiscard]] nlohmann::json parseBoundedJson(std::istream& in);
[[nodiscard]] nlohmann::json parseBoundedJson(std::string_view text);

// Whether a document already in memory nests deeper than `depth`; walks it without recursion.
[[nodiscard]] bool nestsDeeperThan(const nlohmann::json& document, int depth);

} // namespace scouter::engine
