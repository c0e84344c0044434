#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# scripts/startup-floor.sh [SCOUTER]: start to painted window of `scouter --exit-when-shown` with the
# demo encounter open, against the floor probe (../shared/tools/floor: a minimal Qt Widgets window
# of a 50-row table and 500 graphics items that quits after its first paint), in one run under
# xvfb-run so both draw on the same X server: hyperfine's median of each, their ratio, and the
# largest resident set size of each over a few runs (/usr/bin/time -f %M).
#
# SCOUTER defaults to build-release/bin/scouter (make bench builds it). The demo
# campaign is made in a temporary data folder by a first run, not timed; the settings and data of
# the user are never read. Environment: RUNS (20), FLOOR_DIR (../shared/tools/floor).
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
if [[ "${1:-}" != "--inside-xvfb" ]]; then
    exec xvfb-run -a -s "-screen 0 1920x1080x24" "$0" --inside-xvfb "$@"
fi
shift
scouter=$(realpath "${1:-$root/build-release/bin/scouter}")
runs=${RUNS:-20}
floor_dir=${FLOOR_DIR:-$root/../shared/tools/floor}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

floor=$("$floor_dir/build.sh" "$work/floor" | tail -n 1)
export XDG_CONFIG_HOME="$work/config" XDG_DATA_HOME="$work/data"
# The first run creates the demo campaign (encounter 1, the demo's ready encounter).
"$scouter" --encounter 1 --exit-when-shown >/dev/null 2>&1

hyperfine -N --warmup 3 --runs "$runs" --export-json "$work/times.json" \
    -n scouter "$scouter --encounter 1 --exit-when-shown" -n floor "$floor" >&2

for name in scouter floor; do
    for _ in 1 2 3 4 5; do
        if [[ $name == scouter ]]; then
            /usr/bin/time -f %M -a -o "$work/rss.$name" "$scouter" --encounter 1 --exit-when-shown >/dev/null 2>&1
        else
            /usr/bin/time -f %M -a -o "$work/rss.$name" "$floor" >/dev/null 2>&1
        fi
    done
done

python3 - "$work" "$scouter" "$floor" "$runs" <<'PY'
import json
import os
import sys

work, scouter, floor, runs = sys.argv[1:5]
with open(os.path.join(work, "times.json")) as f:
    results = {r["command"]: r for r in json.load(f)["results"]}

def rss(name):
    with open(os.path.join(work, "rss." + name)) as f:
        return max(int(line) for line in f if line.strip().isdigit()) / 1024

s, fl = results["scouter"]["median"] * 1000, results["floor"]["median"] * 1000
print(f"start to painted window, median of {runs} runs under xvfb-run (hyperfine -N, 3 warm-ups)")
print(f"  scouter --encounter 1 (demo) --exit-when-shown: {s:7.1f} ms   max RSS {rss('scouter'):6.1f} MiB")
print(f"  floor probe:                                    {fl:7.1f} ms   max RSS {rss('floor'):6.1f} MiB")
print(f"  ratio scouter/floor: {s / fl:.2f}× (time), {rss('scouter') / rss('floor'):.2f}× (memory)")
print(f"  scouter: {scouter}")
PY
