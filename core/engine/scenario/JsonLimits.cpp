#include "scenario/JsonLimits.h"

#include "model/Limits.h"

#include <fmt/format.h>

#include <istream>
#include <utility>
#include <vector>

namespace scouter::engine {

namespace {

// nlohmann calls back with the number of containers around the one that starts.
[[nodiscard]] nlohmann::json::parser_callback_t depthGuard() {
    return [](int depth, nlohmann::json::parse_event_t event, nlohmann::json&) {
        const bool opens =
            event == nlohmann::json::parse_event_t::object_start || event == nlohmann::json::parse_event_t::array_start;
        if (opens && depth + 1 > limits::kMaxJsonDepth) {
            throw JsonDepthError();
        }
        return true;
    };
}

} // namespace

JsonDepthError::JsonDepthError()
    : std::runtime_error(
          fmt::format("the JSON nests deeper than {} levels, the most Scouter reads", limits::kMaxJsonDepth)) {}

nlohmann::json parseBoundedJson(std::istream& in) {
    return nlohmann::json::parse(in, depthGuard());
}

nlohmann::json parseBoundedJson(std::string_view text) {
    return nlohmann::json::parse(text, depthGuard());
}

bool nestsDeeperThan(const nlohmann::json& document, int depth) {
    std::vector<std::pair<const nlohmann::json*, int>> open{{&document, 1}};
    while (!open.empty()) {
        const auto [node, level] = open.back();
        open.pop_back();
        if (!node->is_structured()) {
            continue;
        }
        if (level > depth) {
            return true;
        }
        for (const auto& child : *node) {
            open.emplace_back(&child, level + 1);
        }
    }
    return false;
}

} // namespace scouter::engine
