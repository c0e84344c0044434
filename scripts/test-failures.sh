#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# After a failed ctest run: what each failed test said, last in the log. A CI page that shows
# only the head and the tail of a long log still shows which check failed and why, and a
# sanitizer's or a crash's report that came after every test had passed.
#
#   scripts/test-failures.sh BUILD_DIR
set -euo pipefail
log="${1:?usage: $0 BUILD_DIR}/Testing/Temporary/LastTest.log"
[[ -f "$log" ]] || { echo "test-failures: no $log" >&2; exit 0; }

awk '
    /^[0-9]+\/[0-9]+ Testing: / { name = $3; body = ""; output = 0; next }
    /^Test Failed\.|^Test Passed\./ {
        if ($0 ~ /Failed/ && name != "") { order[++failures] = name; failed[name] = body }
        name = ""; next
    }
    name != "" && /^Output:$/ { output = 1; next }
    name != "" && output { body = body "\n" $0 }
    END {
        for (f = 1; f <= failures; ++f) {
            n = order[f]
            print "==== " n " failed; what it said:"
            count = split(failed[n], lines, "\n")
            # A failed check or a report opens a block of its lines; without any, the end of the output.
            shown = 0; block = 0
            for (i = 1; i <= count && shown < 150; ++i) {
                line = lines[i]
                if (line ~ /: Failure$|ERROR: [A-Za-z]*Sanitizer|runtime error|Tracer caught|terminate called|Assertion .* failed|Segmentation fault|Aborted/) {
                    block = 25
                } else if (line ~ /^\[ RUN      \]|^\[       OK \]|^<end of output>/) {
                    block = 0
                }
                if (block > 0 || line ~ /^\[  FAILED  \]|^SUMMARY:/) {
                    print "  " line; ++shown
                    if (block > 0) --block
                }
            }
            for (i = (shown == 0 && count > 40 ? count - 40 : 1); i <= count; ++i) {
                if (shown == 0 || lines[i] ~ /^Test time/) print "  " lines[i]
            }
        }
    }' "$log"
