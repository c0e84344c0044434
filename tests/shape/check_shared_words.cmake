# SPDX-License-Identifier: GPL-3.0-or-later
# Fails when shared code (ui/, core/store/, app/ and the neutral engine core, core/engine/ but its
# rulesets/) writes one ruleset's own words in a string literal: what a screen says of a ruleset's
# notions comes from that ruleset's description (Ruleset::terms, offerName, pools, ...), so True20's
# and Fatewalker's screens never read "Counter Action". Comments may name them (they say why); a
# literal may only where the list below allows it, with the reason. The neutral core's code also
# names none of them: no type, member or constant called after DBU's Ki, Life or Tier (a part of an
# identifier, as in offerKi or kMaxTier), since what only one ruleset has lives in its folder.
# Usage: cmake -DROOT=<source dir> -P check_shared_words.cmake
cmake_minimum_required(VERSION 3.25)

if(NOT ROOT)
    message(FATAL_ERROR "check_shared_words.cmake needs -DROOT=...")
endif()

# "<ruleset>|<word>": the words of one ruleset (its Ruleset::ownWords) that leaked into shared code
# before; matched as whole words, plural or not, as written.
set(forbidden
    "DBU|Counter Action" "DBU|Tier of Power" "DBU|Ki" "DBU|Absolute Victory" "DBU|Health Threshold"
    "True20|Conviction" "True20|Toughness"
    "Fatewalker|Prowess")

# Parts of identifiers the neutral core never uses, "<ruleset>|<part>": matched as a camelCase or
# snake_case part, capitalised or not, plural or not (Ki and ki, Tiers; not Kind, Frontier, Lifetime).
set(forbiddenIdentifiers "DBU|Ki" "DBU|Tier" "DBU|Life")

# "<file>|<word>|<why>": the literals that may say it, each one never shown as a ruleset's term.
set(allowed "")

# The string literals of one line of C++, without those in a trailing comment.
function(literals_of line out)
    set(found "")
    # A quote as a character ('"') opens no literal.
    string(REPLACE "'\"'" "' '" rest "${line}")
    string(REPLACE "'\\\"'" "' '" rest "${rest}")
    while(TRUE)
        if(rest MATCHES "^([^\"/]|/[^/\"])+")
            string(LENGTH "${CMAKE_MATCH_0}" skip)
            string(SUBSTRING "${rest}" ${skip} -1 rest)
        endif()
        if(rest MATCHES "^/\"")
            string(SUBSTRING "${rest}" 1 -1 rest)
        elseif(rest MATCHES "^\"([^\"\\\\]|\\\\.)*\"")
            set(literal "${CMAKE_MATCH_0}")
            string(APPEND found "${literal}\n")
            string(LENGTH "${literal}" skip)
            string(SUBSTRING "${rest}" ${skip} -1 rest)
        else()
            break() # the end of the line, a comment, or a literal that goes on (a raw string)
        endif()
    endwhile()
    set(${out} "${found}" PARENT_SCOPE)
endfunction()

# The code of one line of C++: without its string and character literals and a trailing comment.
function(code_of line out)
    string(REGEX REPLACE "'([^'\\\\]|\\\\.)*'" "''" code "${line}")
    string(REGEX REPLACE "\"([^\"\\\\]|\\\\.)*\"" "\"\"" code "${code}")
    string(REGEX REPLACE "//.*$" "" code "${code}")
    set(${out} "${code}" PARENT_SCOPE)
endfunction()

set(violations "")
set(used "")
set(checked 0)
foreach(folder ui core/store app core/engine)
    file(GLOB_RECURSE sources ${ROOT}/${folder}/*.h ${ROOT}/${folder}/*.cpp)
    foreach(source IN LISTS sources)
        file(RELATIVE_PATH where ${ROOT} ${source})
        # A ruleset's own folder may say its own words; the rest of core/engine is the neutral core.
        if(where MATCHES "^core/engine/rulesets/")
            continue()
        endif()
        set(neutralCore FALSE)
        if(where MATCHES "^core/engine/")
            set(neutralCore TRUE)
        endif()
        math(EXPR checked "${checked} + 1")
        file(READ ${source} text)
        # One list element a line: the separators and brackets of CMake's lists kept out of it.
        string(REPLACE ";" "<semicolon>" text "${text}")
        string(REPLACE "[" "<open>" text "${text}")
        string(REPLACE "]" "<close>" text "${text}")
        string(REPLACE "\n" ";" lines "${text}")
        set(number 0)
        set(tail "")
        foreach(line IN LISTS lines)
            math(EXPR number "${number} + 1")
            if(neutralCore AND NOT line MATCHES "^[ \t]*(//|\\*|/\\*|#include)")
                code_of("${line}" code)
                foreach(entry IN LISTS forbiddenIdentifiers)
                    string(REPLACE "|" ";" parts "${entry}")
                    list(GET parts 0 ruleset)
                    list(GET parts 1 part)
                    string(TOLOWER "${part}" lower)
                    if(code MATCHES "(^|[^A-Za-z0-9]|[a-z0-9])${part}s?([^a-z]|$)"
                       OR code MATCHES "(^|[^A-Za-z0-9])${lower}s?([^a-z]|$)")
                        list(APPEND violations
                             "${where}:${number}: ${ruleset}'s \"${part}\" in an identifier of the neutral engine core (it belongs in core/engine/rulesets/, or a neutral name the ruleset's Terms words)")
                    endif()
                endforeach()
            endif()
            if(line MATCHES "^[ \t]*(//|\\*|/\\*)" OR NOT line MATCHES "\"")
                set(tail "")
                continue()
            endif()
            literals_of("${line}" found)
            if(found STREQUAL "")
                set(tail "")
                continue()
            endif()
            set(ownTail "")
            if(line MATCHES "\"[ \t]*$")
                string(REGEX MATCH "[^\n]*\n$" ownTail "${found}")
                string(STRIP "${ownTail}" ownTail)
            endif()
            # A literal continued on the next line ("... (Absolute " "Victory)") is read joined too.
            if(NOT tail STREQUAL "" AND line MATCHES "^[ \t]*\"")
                string(REGEX MATCH "^[^\n]*" head "${found}")
                string(REGEX REPLACE "\"$" "" joined "${tail}")
                string(REGEX REPLACE "^\"" "" head "${head}")
                string(APPEND found "\"${joined}${head}\"\n")
            endif()
            set(tail "${ownTail}")
            foreach(entry IN LISTS forbidden)
                string(REPLACE "|" ";" parts "${entry}")
                list(GET parts 0 ruleset)
                list(GET parts 1 word)
                if(NOT found MATCHES "(^|[^A-Za-z0-9_])${word}(s|es)?([^A-Za-z0-9_]|$)")
                    continue()
                endif()
                set(excused FALSE)
                foreach(allowance IN LISTS allowed)
                    string(REPLACE "|" ";" allowanceParts "${allowance}")
                    list(GET allowanceParts 0 allowedFile)
                    list(GET allowanceParts 1 allowedWord)
                    if(allowedFile STREQUAL where AND allowedWord STREQUAL word)
                        set(excused TRUE)
                        list(APPEND used "${where}|${word}")
                    endif()
                endforeach()
                if(NOT excused)
                    list(APPEND violations
                         "${where}:${number}: ${ruleset}'s \"${word}\" in a string literal of shared code (say it through the ruleset's description: Ruleset::terms, offerName, pools ...)")
                endif()
            endforeach()
        endforeach()
    endforeach()
endforeach()

# An allowance no literal needs any more is taken off the list, so it cannot excuse a new one.
foreach(allowance IN LISTS allowed)
    string(REPLACE "|" ";" allowanceParts "${allowance}")
    list(GET allowanceParts 0 allowedFile)
    list(GET allowanceParts 1 allowedWord)
    if(EXISTS ${ROOT}/${allowedFile} AND NOT "${allowedFile}|${allowedWord}" IN_LIST used)
        list(APPEND violations "${allowedFile}: allowed to say \"${allowedWord}\", but no literal there does: remove the allowance")
    endif()
endforeach()

if(violations)
    list(JOIN violations "\n  " report)
    message(FATAL_ERROR "a ruleset's words in shared code:\n  ${report}")
endif()
message(STATUS "shared words ok: ${checked} files in ui, core/store, app and the neutral engine core name no ruleset's own words in their literals (nor the core in its identifiers)")
