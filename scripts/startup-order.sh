#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# scripts/startup-order.sh [SCOUTER]: rewrites app/gui/startup-order.txt, the functions of Scouter's
# own code that `scouter --encounter 1 --exit-when-shown` runs with the demo encounter open, from
# its start to its first painted window, on every thread. The link of scouter lays them out together
# (CMakeLists.txt: SCOUTER_STARTUP_ORDER), so a start maps a few hundred pages of Scouter's code
# instead of pages all over it. Run it after a change to what the start does, then rebuild; the
# packaging test packaging.startup-order fails once too few of the listed functions are left.
#
# SCOUTER defaults to build-release/bin/scouter (the names are the linker's, as `nm` prints them; a
# build at another optimisation level shares most of them). Runs valgrind's callgrind once, under
# xvfb-run, in temporary data and settings folders: about ten seconds. Needs valgrind and
# xvfb-run (scripts/install-deps.sh --extras).
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
for tool in valgrind xvfb-run; do
    if ! command -v "$tool" >/dev/null; then
        echo "$0 needs $tool: scripts/install-deps.sh --extras installs it" >&2
        exit 1
    fi
done
if [[ "${1:-}" != "--inside-xvfb" ]]; then
    exec xvfb-run -a -s "-screen 0 1920x1080x24" "$0" --inside-xvfb "$@"
fi
shift
scouter=$(realpath "${1:-$root/build-release/bin/scouter}")
out="$root/app/gui/startup-order.txt"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

export XDG_CONFIG_HOME="$work/config" XDG_DATA_HOME="$work/data"
# The first run creates the demo campaign; the second, as every later start, opens it.
"$scouter" --encounter 1 --exit-when-shown >/dev/null 2>&1
valgrind --tool=callgrind --demangle=no --compress-strings=no --compress-pos=no --dump-instr=no \
    --callgrind-out-file="$work/callgrind.out" "$scouter" --encounter 1 --exit-when-shown >"$work/valgrind.log" 2>&1 || {
    cat "$work/valgrind.log" >&2
    exit 1
}

# Callgrind's profile names the object (ob=) before the functions (fn=) that ran in it; a function
# that ran has a cost of its own, so it has an fn= line. Code without a symbol (the PLT) is named by
# its address or "(below main)": the linker has nothing to place there. Sorted, so the list's
# changes read as such.
awk -v program="$scouter" '
    /^ob=/ { object = substr($0, 4) }
    /^fn=[A-Za-z_]/ && object == program { print substr($0, 4) }
' "$work/callgrind.out" | LC_ALL=C sort -u >"$work/order.txt"
if [[ ! -s "$work/order.txt" ]]; then
    echo "callgrind named no function of $scouter (see $work/valgrind.log)" >&2
    exit 1
fi
mv "$work/order.txt" "$out"
echo "$(wc -l <"$out") functions in $out"
