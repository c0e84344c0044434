// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/Position.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace scouter::engine {

// The shapes an area of effect takes on the grid.
enum class AreaShape { Sphere, Line, Cone, Square };

// An area of effect laid on the grid: its shape and size in squares, the Target Square it is aimed
// at, and the square of whoever makes it (a line or a cone starts beside it). The rules count a
// diagonal step as one square, and so does every length here.
struct AreaTemplate {
    AreaShape shape = AreaShape::Sphere;
    int size = 1;  // a sphere's radius; a line's or a cone's length; a square's side
    Position at;   // the Target Square
    Position from; // the square of the one who makes it
    // Whether the area covers `square`:
    // - a sphere: the Target Square and every square whose centre is within `size` + ½ squares of
    //   its centre, so it is drawn as a circle around the Target Square;
    // - a square: `size` squares a side, centred on the Target Square (an even side reaches one
    //   square further right and down);
    // - a line: `size` squares, one wide, from beside `from` towards the Target Square;
    // - a cone: every square 1 to `size` steps from `from` within 45° of the way to the Target
    //   Square, so each step is two squares wider than the last.
    // A line or a cone aimed at its own maker's square covers nothing.
    [[nodiscard]] bool covers(Position square) const;
    // Every square it covers, row by row, left to right: the bounds of `covers` scanned once.
    [[nodiscard]] std::vector<Position> squares() const;
    friend bool operator==(const AreaTemplate&, const AreaTemplate&) = default;
};

struct EncounterState;

// Whom `area` covers: every combatant standing inside it but its maker, in the encounter's order.
// The rules take them as the targets, and the panel ticks them.
[[nodiscard]] std::vector<std::string> occupants(const EncounterState& state, const AreaTemplate& area,
                                                 std::string_view maker);

// The shape's id as commands and sheets spell it ("sphere") and back; nullopt for any other text.
[[nodiscard]] std::string_view areaShapeId(AreaShape shape);
[[nodiscard]] std::optional<AreaShape> areaShapeOf(std::string_view id);
// "Sphere, radius 2", "Line, 6 squares", "Cone, 3 squares", "Square, 3 by 3".
[[nodiscard]] std::string describeArea(AreaShape shape, int size);

} // namespace scouter::engine
