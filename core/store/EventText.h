// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <nlohmann/json.hpp>

namespace scouter::store {

// The readable text of one event for the full-text index: its type in words and every value
// it carries ("life set who goku value 90"), so "goku", "kamehameha" or "defeated" find it.
class EventText {
public:
    [[nodiscard]] static QString describe(const nlohmann::json& event);
};

} // namespace scouter::store
