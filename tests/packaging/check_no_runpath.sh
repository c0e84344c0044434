#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# check_no_runpath.sh PROGRAM...: each program finds its libraries where the system keeps them, never
# through a run path of its own. Every library Scouter links from its build tree is static, so a
# run path could only name what the system already searches, or be empty: an empty entry is the
# folder the program is started from, where a planted libQt6Core.so.6 would be loaded, and every
# start looked there for each library first (eleven failed opens per library).
set -euo pipefail

status=0
for program in "$@"; do
    dynamic=$(readelf -d "$program")
    if [[ "$dynamic" == *"(RPATH)"* || "$dynamic" == *"(RUNPATH)"* ]]; then
        echo "$program has a run path:" >&2
        grep -E "\((RPATH|RUNPATH)\)" <<<"$dynamic" >&2
        status=1
    fi
done
exit $status
