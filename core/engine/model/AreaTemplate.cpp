// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/AreaTemplate.h"
#include "model/EncounterState.h"

#include <array>
#include <cstdlib>
#include <fmt/format.h>
#include <utility>

namespace scouter::engine {

namespace {

constexpr std::array<std::pair<AreaShape, std::string_view>, 4> kShapes{{
    {AreaShape::Sphere, "sphere"},
    {AreaShape::Line, "line"},
    {AreaShape::Cone, "cone"},
    {AreaShape::Square, "square"},
}};

// a / b rounded to the nearest whole number, halves away from zero (b > 0).
int roundedDivision(int a, int b) {
    const int half = b / 2;
    return a >= 0 ? (a + half) / b : -((-a + half) / b);
}

bool lineCovers(const AreaTemplate& area, Position square) {
    const int dx = area.at.x - area.from.x;
    const int dy = area.at.y - area.from.y;
    const int steps = std::max(std::abs(dx), std::abs(dy));
    const int k = distance(area.from, square);
    if (steps == 0 || k < 1 || k > area.size) {
        return false;
    }
    return square.x == area.from.x + roundedDivision(k * dx, steps) &&
           square.y == area.from.y + roundedDivision(k * dy, steps);
}

bool coneCovers(const AreaTemplate& area, Position square) {
    const long long dx = area.at.x - area.from.x;
    const long long dy = area.at.y - area.from.y;
    const long long vx = square.x - area.from.x;
    const long long vy = square.y - area.from.y;
    const int k = distance(area.from, square);
    if ((dx == 0 && dy == 0) || k < 1 || k > area.size) {
        return false;
    }
    // Within 45° of the aim: cos ≥ 1/√2, squared to stay in whole numbers.
    const long long dot = vx * dx + vy * dy;
    return dot > 0 && 2 * dot * dot >= (vx * vx + vy * vy) * (dx * dx + dy * dy);
}

} // namespace

bool AreaTemplate::covers(Position square) const {
    const long long dx = square.x - at.x;
    const long long dy = square.y - at.y;
    switch (shape) {
    case AreaShape::Sphere: {
        const long long reach = 2LL * size + 1;
        return 4 * (dx * dx + dy * dy) <= reach * reach;
    }
    case AreaShape::Square:
        return dx >= -((size - 1) / 2) && dx <= size / 2 && dy >= -((size - 1) / 2) && dy <= size / 2;
    case AreaShape::Line:
        return lineCovers(*this, square);
    case AreaShape::Cone:
        return coneCovers(*this, square);
    }
    return false;
}

std::vector<Position> AreaTemplate::squares() const {
    const Position centre = shape == AreaShape::Sphere || shape == AreaShape::Square ? at : from;
    std::vector<Position> covered;
    for (int y = std::max(0, centre.y - size); y <= centre.y + size; ++y) {
        for (int x = std::max(0, centre.x - size); x <= centre.x + size; ++x) {
            if (covers({x, y})) {
                covered.push_back({x, y});
            }
        }
    }
    return covered;
}

std::vector<std::string> occupants(const EncounterState& state, const AreaTemplate& area, std::string_view maker) {
    std::vector<std::string> ids;
    for (const auto& combatant : state.combatants) {
        if (combatant.id != maker && state.isStanding(combatant) && area.covers(combatant.at)) {
            ids.push_back(combatant.id);
        }
    }
    return ids;
}

std::string_view areaShapeId(AreaShape shape) {
    for (const auto& [known, id] : kShapes) {
        if (known == shape) {
            return id;
        }
    }
    return {};
}

std::optional<AreaShape> areaShapeOf(std::string_view id) {
    for (const auto& [shape, known] : kShapes) {
        if (known == id) {
            return shape;
        }
    }
    return std::nullopt;
}

std::string describeArea(AreaShape shape, int size) {
    switch (shape) {
    case AreaShape::Sphere:
        return fmt::format("Sphere, radius {}", size);
    case AreaShape::Line:
        return fmt::format("Line, {} square{}", size, size == 1 ? "" : "s");
    case AreaShape::Cone:
        return fmt::format("Cone, {} square{}", size, size == 1 ? "" : "s");
    case AreaShape::Square:
        return fmt::format("Square, {0} by {0}", size);
    }
    return {};
}

} // namespace scouter::engine
