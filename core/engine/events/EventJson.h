// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "events/Event.h"
#include "events/RulesetEventDecoder.h"

#include <nlohmann/json.hpp>

#include <stdexcept>

namespace scouter::engine {

// The stable, versioned form the store persists: {"v":1,"type":"turn-started",...}.
inline constexpr int kEventFormatVersion = 1;

class EventFormatError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

[[nodiscard]] nlohmann::json toJson(const Event& event);
// Throws EventFormatError for an unknown type or version, nlohmann::json::exception for bad fields.
// A type the core does not know is asked of `rules` (the encounter's ruleset), when given.
[[nodiscard]] Event eventFromJson(const nlohmann::json& json, const RulesetEventDecoder* rules = nullptr);
[[nodiscard]] std::string_view eventTypeName(const Event& event);

} // namespace scouter::engine
