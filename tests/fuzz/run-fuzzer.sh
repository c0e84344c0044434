#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs one libFuzzer target for a bounded time: the ctest entries of `make test` and `make fuzz`.
#
#   run-fuzzer.sh FUZZER SECONDS WORK_DIR [--fresh] [--seed N]
#
# FUZZER is a built target such as build-asan/bin/dice_fuzzer; its seeds are
# tests/fuzz/corpus/dice and the inputs that once broke it tests/fuzz/regressions/dice, both
# read, never written. New inputs go to WORK_DIR/corpus/dice (emptied first with --fresh, so a
# ctest run starts from the committed seeds alone) and a crashing input to
# WORK_DIR/artifacts/dice/. --seed fixes libFuzzer's random seed (ctest: 1); 0 picks one.
# Exits non-zero when the target crashed, leaked, timed out or ran out of memory.
set -euo pipefail

if [[ $# -lt 3 ]]; then
    echo "usage: $0 FUZZER SECONDS WORK_DIR [--fresh] [--seed N]" >&2
    exit 2
fi
fuzzer=$1
seconds=$2
work=$3
shift 3
fresh=0
seed=0
while [[ $# -gt 0 ]]; do
    case $1 in
    --fresh) fresh=1 ;;
    --seed) seed=$2; shift ;;
    *) echo "$0: unknown option '$1'" >&2; exit 2 ;;
    esac
    shift
done

here=$(cd "$(dirname "$0")" && pwd)
name=$(basename "$fuzzer")
name=${name%_fuzzer}
corpus=$work/corpus/$name
artifacts=$work/artifacts/$name
if [[ $fresh -eq 1 ]]; then
    rm -rf "$corpus"
fi
mkdir -p "$corpus" "$artifacts"
inputs=("$corpus" "$here/corpus/$name")
if [[ -d "$here/regressions/$name" ]]; then
    inputs+=("$here/regressions/$name")
fi

# A target's own libFuzzer flags, one a line, in <name>.flags next to this script.
flags=()
if [[ -f "$here/$name.flags" ]]; then
    mapfile -t flags < <(grep -v '^[[:space:]]*\(#\|$\)' "$here/$name.flags")
fi

# -timeout: one input may take 10 s under the sanitizers; -rss_limit_mb bounds the memory an
# input may make the code take (a crash too: every number has a bound). -entropic=0: clang 14's
# entropic schedule searches a list for each feature an input touches, and a scenario touches
# tens of thousands (the whole engine), so with it the scenario target ran 18 inputs a second,
# without it 520.
status=0
"$fuzzer" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -entropic=0 -seed="$seed" -print_final_stats=1 \
    -artifact_prefix="$artifacts/" "${flags[@]}" "${inputs[@]}" || status=$?
if [[ $status -ne 0 ]]; then
    echo "$name: the fuzzer failed (exit $status); the input is in $artifacts/." >&2
    echo "Reproduce with: $fuzzer $artifacts/<file>" >&2
fi
exit $status
