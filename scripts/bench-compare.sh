#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# scripts/bench-compare.sh BASE [HEAD]: the benchmarks of two commits, on this machine, in one table.
#
# Each commit is checked out in a git worktree under build-bench/ (ignored by git, kept and reused
# by the next run, so ccache and ninja make a second run quick) and built with the release preset
# and SCOUTER_BENCHMARKS=ON. Every *_bench target a commit has is built on its own; one that fails
# to build is reported and left out. Then each bench program runs ROUNDS times (default 3) on each
# side, base and head alternately, each run writing Google Benchmark's JSON. The table pairs the
# benchmarks by name and shows the median of the rounds per side and head/base: the wall-clock time
# of one iteration, or the p50_ms counter of a benchmark that reports one (the store's latencies);
# a peak_MiB counter (start-up) is a row of its own. A benchmark only one side has shows "—".
# HEAD defaults to the current HEAD commit (what is committed: uncommitted changes are not built).
#
# Environment: ROUNDS (3), JOBS (nproc), PROGRAMS (the bench programs to build and run, e.g.
# "engine_bench review_bench"; default every one), BENCH_ARGS (more arguments for every bench
# program, e.g. --benchmark_filter=...), BASE_BUILD / HEAD_BUILD (a release build folder already
# configured with SCOUTER_BENCHMARKS=ON to build that side's programs in instead of a worktree's,
# e.g. HEAD_BUILD=build-release for the working tree as it is: the table then names it "working
# tree of <HEAD>").
set -euo pipefail

if [[ $# -lt 1 || $# -gt 2 ]]; then
    echo "usage: $0 BASE [HEAD]" >&2
    exit 2
fi
root=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
base=$(git -C "$root" rev-parse --verify "$1^{commit}")
head=$(git -C "$root" rev-parse --verify "${2:-HEAD}^{commit}")
rounds=${ROUNDS:-3}
jobs=${JOBS:-$(nproc)}
work="$root/build-bench"
results="$work/results-$(date -u +%Y%m%dT%H%M%SZ)"
mkdir -p "$results"

# The worktree of a commit, made once: build-bench/<commit>.
tree_of() {
    local tree="$work/$1"
    if [[ ! -e "$tree/.git" ]]; then
        git -C "$root" worktree add --detach "$tree" "$1" >&2
    fi
    echo "$tree"
}

# Builds every *_bench target of the commit's release build, one by one; prints the programs built.
build_side() {
    local side=$1 commit=$2 given=$3 tree build target failed=""
    if [[ -n "$given" ]]; then
        build=$(cd "$given" && pwd)
        echo "== $side: building in the given $build" >&2
    else
        tree=$(tree_of "$commit")
        build="$tree/build-release"
        echo "== $side ${commit:0:12}: configuring and building in $build" >&2
        (cd "$tree" && cmake --preset release -DSCOUTER_BENCHMARKS=ON >"$results/$side-configure.log" 2>&1) || {
            echo "   the $side commit did not configure (see $results/$side-configure.log)" >&2
            return 0
        }
    fi
    local targets
    targets=$(cmake --build "$build" --target help | sed -n 's/^\([A-Za-z0-9_]*_bench\):.*/\1/p' | sort -u)
    if [[ -n "${PROGRAMS:-}" ]]; then
        targets=$(comm -12 <(echo "$targets") <(tr ' ' '\n' <<<"$PROGRAMS" | sort -u))
    fi
    for target in $targets; do
        if cmake --build "$build" -j "$jobs" --target "$target" >>"$results/$side-build.log" 2>&1; then
            echo "$build/bin/$target"
        else
            failed="$failed $target"
        fi
    done
    if [[ -n "$failed" ]]; then
        echo "   $side: did not build, left out:$failed (see $results/$side-build.log)" >&2
    fi
}

mapfile -t base_programs < <(build_side base "$base" "${BASE_BUILD:-}")
mapfile -t head_programs < <(build_side head "$head" "${HEAD_BUILD:-}")
[[ -n "${BASE_BUILD:-}" ]] && base="working tree of $base"
[[ -n "${HEAD_BUILD:-}" ]] && head="working tree of $head"

declare -A program
for path in "${base_programs[@]}"; do [[ -n "$path" ]] && program[base:$(basename "$path")]=$path; done
for path in "${head_programs[@]}"; do [[ -n "$path" ]] && program[head:$(basename "$path")]=$path; done
names=$(for key in "${!program[@]}"; do echo "${key#*:}"; done | sort -u)

# Alternately, so a machine that slows down or speeds up during the runs weighs on both sides alike;
# the side that goes first changes every round.
read -r -a extra <<<"${BENCH_ARGS:-}"
for round in $(seq 1 "$rounds"); do
    sides=(base head)
    if ((round % 2 == 0)); then sides=(head base); fi
    for name in $names; do
        for side in "${sides[@]}"; do
            path=${program[$side:$name]:-}
            [[ -z "$path" ]] && continue
            echo "-- round $round/$rounds: $side $name" >&2
            out="$results/$side.$name.$round.json"
            if ! QT_QPA_PLATFORM=offscreen "$path" --benchmark_out="$out" --benchmark_out_format=json \
                "${extra[@]}" >>"$results/$side.$name.log" 2>&1; then
                echo "   $side $name exited with an error (see $results/$side.$name.log)" >&2
            fi
        done
    done
done

python3 - "$results" "$base" "$head" "$rounds" <<'PY'
import glob
import json
import os
import re
import statistics
import sys

results, base, head, rounds = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4]
to_ms = {"ns": 1e-6, "us": 1e-3, "ms": 1.0, "s": 1e3}

def family(entry):
    # The benchmark's own name, without the suffixes its options add (iterations, real or manual time).
    name = entry.get("run_name", entry["name"])
    return re.sub(r"/(iterations:\d+|repeats:\d+|real_time|manual_time|min_time:[\d.]+)", "", name)

# side -> row -> [one value per round]
values = {"base": {}, "head": {}}
for path in sorted(glob.glob(os.path.join(results, "*.json"))):
    side = os.path.basename(path).split(".")[0]
    try:
        with open(path) as f:
            report = json.load(f)
    except (OSError, json.JSONDecodeError) as error:
        print(f"skipped {path}: {error}", file=sys.stderr)
        continue
    entries = report.get("benchmarks", [])
    aggregated = {family(e) for e in entries if e.get("run_type") == "aggregate"}
    per_round = {}
    for e in entries:
        name = family(e)
        if e.get("error_occurred"):
            continue
        if name in aggregated and e.get("aggregate_name") != "median":
            continue  # of repetitions, the median alone
        if "p50_ms" in e:
            per_round.setdefault(name, []).append(float(e["p50_ms"]))
        else:
            per_round.setdefault(name, []).append(float(e["real_time"]) * to_ms[e.get("time_unit", "ns")])
        if "peak_MiB" in e:
            per_round.setdefault(name + " [peak_MiB]", []).append(float(e["peak_MiB"]))
    for name, found in per_round.items():
        values[side].setdefault(name, []).append(statistics.median(found))

def cpu():
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return "unknown CPU"

def shown(value, unit):
    if value is None:
        return "—"
    return f"{value:.4g} {unit}"

print(f"machine: {cpu()}, {os.cpu_count()} cores")
print(f"base:    {base}")
print(f"head:    {head}")
print(f"median of {rounds} rounds per side, run alternately; wall-clock time per iteration, or p50_ms "
      "where a benchmark reports it; peak_MiB rows: the start-up's peak resident memory")
print()
rows = sorted(set(values["base"]) | set(values["head"]), key=lambda n: (n.replace(" [peak_MiB]", ""), n))
medians = {side: {n: statistics.median(v) for n, v in values[side].items()} for side in values}
width = max([len(r) for r in rows] + [9])
print(f"{'benchmark':<{width}}  {'base':>12}  {'head':>12}  {'head/base':>9}")
for row in rows:
    unit = "MiB" if row.endswith("[peak_MiB]") else "ms"
    b, h = medians["base"].get(row), medians["head"].get(row)
    ratio = f"{h / b:.2f}" if b and h is not None else "—"
    print(f"{row:<{width}}  {shown(b, unit):>12}  {shown(h, unit):>12}  {ratio:>9}")

# Issue 31's budgets, as context: each ruleset's variant against DBU's benchmark of the same name.
pairs = []
for row in rows:
    for ruleset in ("True20", "Fatewalker"):
        dbu = row.replace(ruleset, "")
        if ruleset in row and dbu in medians["head"] and row in medians["head"]:
            pairs.append((row, dbu))
if pairs:
    print()
    print("head, each ruleset against DBU (issue 31's budget: within 1.2×; board update and panel refresh "
          "at 200 combatants: 2 ms)")
    for row, dbu in pairs:
        unit = "MiB" if row.endswith("[peak_MiB]") else "ms"
        h, d = medians["head"][row], medians["head"][dbu]
        print(f"{row:<{width}}  {shown(h, unit):>12}  DBU {shown(d, unit):>12}  {h / d if d else float('nan'):.2f}×")
print()
print(f"raw results: {results}")
PY
