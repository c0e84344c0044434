#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# `scripts/format.sh` rewrites every C++ file with .clang-format; `--check` only reports.
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t files < <(find app core ui tests -path '*/fixtures' -prune -o \( -name '*.cpp' -o -name '*.h' \) -print | sort)
if [[ "${1:-}" == "--check" ]]; then
    clang-format --dry-run --Werror "${files[@]}"
    echo "format check: ${#files[@]} files follow .clang-format"
else
    clang-format -i "${files[@]}"
fi
