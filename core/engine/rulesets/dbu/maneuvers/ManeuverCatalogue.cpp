// SPDX-License-Identifier: GPL-3.0-or-later
#include "dbu/maneuvers/ManeuverCatalogue.h"

#include "dbu/maneuvers/ManeuverFactories.h"

namespace scouter::engine::dbu {

ManeuverCatalogue::ManeuverCatalogue() {
    for (auto make : {makeBasicAttack, makeBlitz,          makeCalledShot,  makeCombatRecovery, makeCommand,
                      makeDuel,        makeDuelEscape,     makeEmpower,     makeEnergyCharge,   makeGrapple,
                      makeHoldingBack, makeIntervene,      makeMovement,    makeNoEffort,       makeParry,
                      makePowerUp,     makeReload,         makeSearch,      makeSense,          makeSignatureTechnique,
                      makeStandUp,     makeSurge,          makeTerrainLift, makeTerrify,        makeThrow,
                      makeThrusting,   makeTransformation, makeTreatment,   makeTriggered,      makeUnitedAttack}) {
        m_maneuvers.push_back(make());
        m_byName.emplace(m_maneuvers.back()->name(), m_maneuvers.back().get());
    }
}

const Maneuver* ManeuverCatalogue::find(std::string_view name) const {
    const auto found = m_byName.find(name);
    return found == m_byName.end() ? nullptr : found->second;
}

std::vector<std::string_view> ManeuverCatalogue::names() const {
    std::vector<std::string_view> result;
    for (const auto& maneuver : m_maneuvers) {
        result.push_back(maneuver->name());
    }
    return result;
}

} // namespace scouter::engine::dbu
