# SPDX-License-Identifier: GPL-3.0-or-later
# Fails when the ruleset-neutral engine core (events, model, rules, dice, the scenario harness and
# the composition point) names one of DBU's own events or state fields: those live in
# core/engine/rulesets/dbu (DbuEvents.h, DbuState.h), as every ruleset's own do.
# Usage: cmake -DROOT=<source dir> -P check_neutral_core.cmake
cmake_minimum_required(VERSION 3.25)

if(NOT ROOT)
    message(FATAL_ERROR "check_neutral_core.cmake needs -DROOT=...")
endif()

set(dbuNames
    # DBU's events (rulesets/dbu/DbuEvents.h)
    ActionsGained ActionsSpent ActionsConverted ConvertedLost LifeSet KiSet ChargesSet PowerUpSet
    HoldingBackSet LimitUsed InstantSequenceSet ManeuverUsed GrappleSet EmpowerReceived ParryAnswered
    RestraintChecked HiddenFound AttackRecorded ParryScored
    # DBU's state (rulesets/dbu/DbuState.h, Stats.h)
    baseCounter convertedCounter momentumThisRound powerUp holdingBack grappledBy foundBy restraintFails
    roundLimits encounterLimits empoweredBy offerLife offerKi instantSequence isHiddenFrom keepsTypedStats
    AttackRecord ParryScore parryScores deflectChecked
    Stats)
list(JOIN dbuNames "|" alternatives)
set(pattern "(^|[^A-Za-z0-9_])(${alternatives})([^A-Za-z0-9_]|$)")

set(violations "")
set(checked 0)
foreach(folder events model rules dice scenario builtins)
    file(GLOB_RECURSE sources ${ROOT}/core/engine/${folder}/*.h ${ROOT}/core/engine/${folder}/*.cpp)
    foreach(source IN LISTS sources)
        math(EXPR checked "${checked} + 1")
        file(STRINGS ${source} lines REGEX "${pattern}")
        foreach(line IN LISTS lines)
            string(REGEX MATCH "${pattern}" found "${line}")
            string(REGEX REPLACE "${pattern}" "\\2" name "${found}")
            file(RELATIVE_PATH where ${ROOT} ${source})
            list(APPEND violations "${where}: DBU's \"${name}\" in the neutral core (it belongs in core/engine/rulesets/dbu)")
        endforeach()
    endforeach()
endforeach()

if(violations)
    list(JOIN violations "\n  " text)
    message(FATAL_ERROR "DBU in the neutral core:\n  ${text}")
endif()
message(STATUS "neutral core ok: ${checked} files in core/engine/{events,model,rules,dice,scenario,builtins} name none of DBU's events or state")
