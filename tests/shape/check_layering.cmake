# SPDX-License-Identifier: GPL-3.0-or-later
# Fails when a layer includes what it must not:
#   core/engine: no Qt header at all (it is plain C++20);
#   core/store:  no QtWidgets header (it is Qt Core, Qt Sql and Qt Gui's image readers only), and
#                nothing from ui/;
#   everywhere:  no ruleset's header ("dbu/...", one folder per ruleset in core/engine/rulesets)
#                outside that ruleset's folder and core/engine/builtins, the one place that
#                registers the rulesets.
# Usage: cmake -DROOT=<source dir> -DWIDGETS_HEADERS=<QtWidgets include dir> -P check_layering.cmake
cmake_minimum_required(VERSION 3.25)

if(NOT ROOT OR NOT WIDGETS_HEADERS)
    message(FATAL_ERROR "check_layering.cmake needs -DROOT=... and -DWIDGETS_HEADERS=...")
endif()

file(GLOB widgetHeaders RELATIVE ${WIDGETS_HEADERS} ${WIDGETS_HEADERS}/Q*)
if(NOT widgetHeaders)
    message(FATAL_ERROR "no QtWidgets headers found in ${WIDGETS_HEADERS}: cannot check core/store")
endif()
file(GLOB uiHeaders RELATIVE ${ROOT}/ui ${ROOT}/ui/*.h)
file(GLOB rulesets RELATIVE ${ROOT}/core/engine/rulesets ${ROOT}/core/engine/rulesets/*)
list(FILTER rulesets EXCLUDE REGEX "\\.")
if(EXISTS ${ROOT}/core/engine/rulesets AND NOT rulesets)
    message(FATAL_ERROR "no ruleset folder found in ${ROOT}/core/engine/rulesets: cannot check the includes")
endif()

set(violations "")
set(checked 0)

function(scan folder)
    file(GLOB_RECURSE sources ${ROOT}/${folder}/*.h ${ROOT}/${folder}/*.hpp ${ROOT}/${folder}/*.cpp)
    foreach(source IN LISTS sources)
        math(EXPR checked "${checked} + 1")
        file(STRINGS ${source} includes REGEX "^[ \t]*#[ \t]*include[ \t]*[<\"]")
        foreach(line IN LISTS includes)
            string(REGEX REPLACE "^[ \t]*#[ \t]*include[ \t]*[<\"]([^>\"]+)[>\"].*" "\\1" header "${line}")
            string(REGEX REPLACE "^.*/" "" base "${header}")
            set(bad "")
            file(RELATIVE_PATH where ${ROOT} ${source})
            string(REGEX REPLACE "/.*" "" top "${header}")
            if(header MATCHES "/" AND top IN_LIST rulesets AND NOT where MATCHES "^core/engine/(rulesets/${top}|builtins)/")
                set(bad "ruleset header \"${header}\" outside its ruleset (only core/engine/builtins registers rulesets)")
            elseif(folder STREQUAL "core/engine")
                if(header MATCHES "^Qt" OR base MATCHES "^Q[A-Z][A-Za-z]*$" OR base MATCHES "^q[a-z]+\\.h$")
                    set(bad "Qt header <${header}> in the engine (it must stay plain C++20)")
                endif()
            elseif(folder STREQUAL "core/store")
                if(header MATCHES "^QtWidgets" OR base IN_LIST widgetHeaders)
                    set(bad "QtWidgets header <${header}> in the store (Qt Core, Qt Sql and Qt Gui's image readers only)")
                elseif(base IN_LIST uiHeaders)
                    set(bad "ui/ header \"${header}\" in the store (dependencies point app -> ui -> store -> engine)")
                endif()
            endif()
            if(bad)
                list(APPEND violations "${where}: ${bad}")
            endif()
        endforeach()
    endforeach()
    set(violations "${violations}" PARENT_SCOPE)
    set(checked ${checked} PARENT_SCOPE)
endfunction()

scan(core/engine)
scan(core/store)
scan(ui)
scan(app)

if(violations)
    list(JOIN violations "\n  " text)
    message(FATAL_ERROR "layering violations:\n  ${text}")
endif()
message(STATUS "layering ok: ${checked} files in core/engine, core/store, ui and app checked")
