// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dbu/maneuvers/Maneuver.h"

#include <memory>

namespace scouter::engine::dbu {

// One factory per maneuver of the catalogue, each defined in the maneuver's own file.
std::unique_ptr<Maneuver> makeBasicAttack();
std::unique_ptr<Maneuver> makeBlitz();
std::unique_ptr<Maneuver> makeCalledShot();
std::unique_ptr<Maneuver> makeCombatRecovery();
std::unique_ptr<Maneuver> makeCommand();
std::unique_ptr<Maneuver> makeDuel();
std::unique_ptr<Maneuver> makeDuelEscape();
std::unique_ptr<Maneuver> makeEmpower();
std::unique_ptr<Maneuver> makeEnergyCharge();
std::unique_ptr<Maneuver> makeGrapple();
std::unique_ptr<Maneuver> makeHoldingBack();
std::unique_ptr<Maneuver> makeIntervene();
std::unique_ptr<Maneuver> makeMovement();
std::unique_ptr<Maneuver> makeNoEffort();
std::unique_ptr<Maneuver> makeParry();
std::unique_ptr<Maneuver> makePowerUp();
std::unique_ptr<Maneuver> makeReload();
std::unique_ptr<Maneuver> makeSearch();
std::unique_ptr<Maneuver> makeSense();
std::unique_ptr<Maneuver> makeSignatureTechnique();
std::unique_ptr<Maneuver> makeStandUp();
std::unique_ptr<Maneuver> makeSurge();
std::unique_ptr<Maneuver> makeTerrainLift();
std::unique_ptr<Maneuver> makeTerrify();
std::unique_ptr<Maneuver> makeThrow();
std::unique_ptr<Maneuver> makeThrusting();
std::unique_ptr<Maneuver> makeTransformation();
std::unique_ptr<Maneuver> makeTreatment();
std::unique_ptr<Maneuver> makeTriggered();
std::unique_ptr<Maneuver> makeUnitedAttack();

} // namespace scouter::engine::dbu
