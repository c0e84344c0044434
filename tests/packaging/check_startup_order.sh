#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# check_startup_order.sh ORDER SCOUTER: the code scouter runs at start-up lies together in the
# binary built, so a start maps little of it (CMakeLists.txt: SCOUTER_STARTUP_ORDER). Fails when the
# link did not use lld, when fewer than three quarters of the functions ORDER lists are still in the
# binary (renamed, removed or inlined since the list was made: rerun scripts/startup-order.sh), or
# when those found are spread over more than a third more than their own size.
set -euo pipefail

order=$1
scouter=$2

# Read whole first: grep -q leaving a pipe early would fail the pipeline under pipefail.
comment=$(readelf -p .comment "$scouter")
if [[ "$comment" != *LLD* ]]; then
    echo "$scouter was not linked by lld, so its start-up code is not laid out together" >&2
    exit 1
fi

# nm -S: address, size (in decimal: -t d), type, name of each sized symbol; the listed ones in the
# code (t, T, or W for an inline function or a template).
nm -S -t d "$scouter" | awk -v list="$order" '
    BEGIN {
        while ((getline name < list) > 0) { listed[name] = 1; count++ }
    }
    NF == 4 && ($3 == "t" || $3 == "T" || $3 == "W") && ($4 in listed) && !($4 in seen) {
        seen[$4] = 1; found++
        start = $1 + 0; size = $2 + 0
        total += size
        if (low == "" || start < low) low = start
        if (start + size > high) high = start + size
    }
    END {
        if (count == 0) { print "the start-up order lists no function" > "/dev/stderr"; exit 1 }
        span = high - low
        printf "%d of the %d listed functions found, %d bytes of code over %d bytes\n", found, count, total, span
        if (found * 4 < count * 3) {
            print "fewer than three quarters of the listed functions are left: run scripts/startup-order.sh" > "/dev/stderr"
            exit 1
        }
        if (span * 3 > total * 4) {
            print "the start-up functions are spread over more than a third more than their size" > "/dev/stderr"
            exit 1
        }
    }
'
