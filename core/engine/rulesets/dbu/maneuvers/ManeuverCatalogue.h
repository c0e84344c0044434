// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dbu/maneuvers/Maneuver.h"
#include "model/IdHash.h"

#include <memory>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace scouter::engine::dbu {

// Every DBU maneuver by its kebab-case name.
class ManeuverCatalogue {
public:
    ManeuverCatalogue();
    [[nodiscard]] const Maneuver* find(std::string_view name) const;
    [[nodiscard]] std::vector<std::string_view> names() const;

private:
    std::vector<std::unique_ptr<Maneuver>> m_maneuvers;
    // Every command names its maneuver: found by hash, not by asking each maneuver its name.
    std::unordered_map<std::string_view, const Maneuver*, IdHasher, SameId> m_byName;
};

} // namespace scouter::engine::dbu
