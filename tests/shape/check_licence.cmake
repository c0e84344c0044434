# SPDX-License-Identifier: GPL-3.0-or-later
# Fails when a source file does not say its licence: every C++ file, CMake file, script and
# migration carries "SPDX-License-Identifier: GPL-3.0-or-later" in its first three lines (after a
# shebang), the licence of LICENSE, the package's copyright file and the AppStream metadata.
# Data files (JSON, images, the desktop entry) are covered by the copyright file alone. The shape
# checks' fixtures are left out: they are trees that break a rule on purpose.
# Usage: cmake -DROOT=<source dir> -P check_licence.cmake
cmake_minimum_required(VERSION 3.25)

if(NOT ROOT)
    message(FATAL_ERROR "check_licence.cmake needs -DROOT=...")
endif()

set(identifier "SPDX-License-Identifier: GPL-3.0-or-later")
set(patterns *.cpp *.h *.in CMakeLists.txt *.cmake *.sh *.py *.sql)
set(files "")
foreach(folder IN ITEMS app core ui tests scripts migrations packaging resources)
    foreach(pattern IN LISTS patterns)
        file(GLOB_RECURSE found LIST_DIRECTORIES false RELATIVE ${ROOT} ${ROOT}/${folder}/${pattern})
        list(APPEND files ${found})
    endforeach()
endforeach()
foreach(single IN ITEMS CMakeLists.txt Makefile .ci/run)
    if(EXISTS ${ROOT}/${single})
        list(APPEND files ${single})
    endif()
endforeach()
list(FILTER files EXCLUDE REGEX "^tests/shape/fixtures/")
list(REMOVE_DUPLICATES files)
list(SORT files)
if(NOT files)
    message(FATAL_ERROR "no source file under ${ROOT}")
endif()

set(missing "")
foreach(file IN LISTS files)
    file(STRINGS ${ROOT}/${file} head LIMIT_COUNT 3)
    string(FIND "${head}" "${identifier}" at)
    if(at EQUAL -1)
        list(APPEND missing "${file}: no \"${identifier}\" in its first lines")
    endif()
endforeach()

list(LENGTH files checked)
if(missing)
    list(JOIN missing "\n" report)
    message(FATAL_ERROR "${report}")
endif()
message(STATUS "${checked} source files state their licence")
