// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>
#include <string_view>

namespace scouter::engine {

// A name that owns something, as the screens and the log write it: "Ash's", and for a name ending
// in s (a group: "Fighters", or "Jess") the apostrophe alone, "Fighters'", never "Fighters's".
[[nodiscard]] inline std::string possessive(std::string_view name) {
    std::string owner(name);
    const bool endsInS = !owner.empty() && (owner.back() == 's' || owner.back() == 'S');
    owner += endsInS ? "'" : "'s";
    return owner;
}

} // namespace scouter::engine
