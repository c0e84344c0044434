// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string_view>

namespace scouter::engine {

// An id a ruleset's sheet lists (a weapon, a form): a-z, 0-9 and single hyphens inside.
[[nodiscard]] constexpr bool isKebabCase(std::string_view text) {
    if (text.empty() || text.front() == '-' || text.back() == '-') {
        return false;
    }
    char previous = 0;
    for (const char c : text) {
        const bool ok = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-';
        if (!ok || (c == '-' && previous == '-')) {
            return false;
        }
        previous = c;
    }
    return true;
}

} // namespace scouter::engine
