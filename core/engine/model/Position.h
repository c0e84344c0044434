// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <algorithm>
#include <cstdlib>

namespace scouter::engine {

// A square of the battle grid, [column, row], 0-based.
struct Position {
    int x = 0;
    int y = 0;
    friend bool operator==(const Position&, const Position&) = default;
};

// The rules count a diagonal step as one square, so grid distance is the Chebyshev distance.
[[nodiscard]] inline int distance(Position a, Position b) {
    return std::max(std::abs(a.x - b.x), std::abs(a.y - b.y));
}

} // namespace scouter::engine
