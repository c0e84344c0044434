// SPDX-License-Identifier: GPL-3.0-or-later
#include "dbu/maneuvers/AreaAttack.h"

#include "dbu/DbuState.h"
#include "model/Limits.h"

#include <algorithm>
#include <fmt/format.h>

namespace scouter::engine::dbu {

namespace {

const Technique* techniqueOf(const EncounterState& state, const Combatant& actor, const std::string& name) {
    if (name.empty() || state.rules.get<DbuState>() == nullptr) {
        return nullptr;
    }
    const auto& techniques = fighter(state, actor).stats.techniques;
    const auto found =
        std::find_if(techniques.begin(), techniques.end(), [&](const Technique& t) { return t.name == name; });
    return found == techniques.end() ? nullptr : &*found;
}

std::string placed(const AreaTemplate& area) {
    return fmt::format("{}, aimed at [{}, {}]", describeArea(area.shape, area.size), area.at.x, area.at.y);
}

} // namespace

std::optional<std::string> AreaAttack::resolve(const EncounterState& state, UseManeuver& command) {
    if (!command.at) {
        if (!command.area.empty() || command.areaSize || command.huge) {
            return std::string(
                "area, areaSize and huge describe an area laid on the grid: give its Target Square (at)");
        }
        return std::nullopt;
    }
    const Combatant* actor = state.find(command.who);
    if (actor == nullptr) {
        return std::nullopt; // the maneuver's own check names the missing combatant
    }
    const Technique* technique = techniqueOf(state, *actor, command.technique);
    if (command.area.empty() && technique != nullptr) {
        command.area = technique->areaShape;
        command.areaSize = command.areaSize.value_or(technique->areaSize);
        command.huge = command.huge.value_or(technique->areaHuge);
    }
    if (command.area.empty()) {
        return std::string("A Target Square (at) lays an Area of Effect: give its shape (area) and size (areaSize), "
                           "or use a Signature Technique that has one");
    }
    const auto shape = areaShapeOf(command.area);
    if (!shape) {
        return fmt::format("area is sphere, line, cone or square, not '{}'", command.area.substr(0, 32));
    }
    const int size = command.areaSize.value_or(0);
    if (size < 1 || size > limits::kMaxAreaSize) {
        return fmt::format("An area's size is 1 to {} squares, not {}", limits::kMaxAreaSize, size);
    }
    if (!command.target.empty()) {
        return std::string("An area attack targets whom its area covers, not one target");
    }
    const AreaTemplate area{*shape, size, *command.at, actor->at};
    if ((area.shape == AreaShape::Line || area.shape == AreaShape::Cone) && area.at == area.from) {
        return fmt::format("A {} starts beside {} and points away: its Target Square is not their own square",
                           command.area == "line" ? "Line" : "Cone", actor->name);
    }
    const std::vector<std::string> inside = occupants(state, area, actor->id);
    if (command.targets.empty()) {
        command.targets = inside;
    }
    for (const auto& id : command.targets) {
        const Combatant* other = state.find(id);
        if (other != nullptr && std::find(inside.begin(), inside.end(), id) == inside.end()) {
            return fmt::format("{} is not inside the area ({})", other->name, placed(area));
        }
    }
    if (command.targets.empty()) {
        // 000 Instantaneous Control: an area attack goes on while at least one suitable target
        // remains in it; with none, its maker keeps the Actions and picks another Target Square.
        return fmt::format("Nobody the attack can target stands in the area ({})", placed(area));
    }
    return std::nullopt;
}

std::optional<AreaTemplate> AreaAttack::of(const EncounterState& state, const UseManeuver& command) {
    const Combatant* actor = state.find(command.who);
    const auto shape = areaShapeOf(command.area);
    if (!command.at || actor == nullptr || !shape || !command.areaSize) {
        return std::nullopt;
    }
    return AreaTemplate{*shape, *command.areaSize, *command.at, actor->at};
}

bool AreaAttack::hugeSphereOnOwnSquare(const EncounterState& state, const UseManeuver& command) {
    const auto area = of(state, command);
    return area && area->shape == AreaShape::Sphere && command.huge.value_or(false) && area->at == area->from;
}

} // namespace scouter::engine::dbu
