// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dbu/maneuvers/Maneuver.h"

#include <memory>
#include <string_view>
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
};

} // namespace scouter::engine::dbu
