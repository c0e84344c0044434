// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "events/Event.h"

#include <nlohmann/json_fwd.hpp>

#include <optional>
#include <string_view>

namespace scouter::engine {

// Reads back the events a ruleset adds (events::RulesetEvent) from their stored form. Every
// Ruleset is one; eventFromJson asks it for a type the core does not know.
class RulesetEventDecoder {
public:
    RulesetEventDecoder() = default;
    RulesetEventDecoder(const RulesetEventDecoder&) = default;
    RulesetEventDecoder& operator=(const RulesetEventDecoder&) = default;
    virtual ~RulesetEventDecoder() = default;
    // The event of stored type `type`, or nullopt when the ruleset has no such type. Throws
    // nlohmann::json::exception (or EventFormatError) for bad fields, as eventFromJson does.
    [[nodiscard]] virtual std::optional<Event> decodeEvent(std::string_view type, const nlohmann::json& json) const = 0;
};

} // namespace scouter::engine
