#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# check_deb.sh SOURCE_DIR BUILD_DIR VERSION
# Builds the .deb from this build tree with CPack and checks it as make package does, but for
# lintian (scripts/check-package.sh): control fields, dependencies, the file list with the man
# pages and the copyright file, stripped programs that run.
set -euo pipefail
source=$1
build=$2
version=$3
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cpack --config "$build/CPackConfig.cmake" -B "$work/out" >"$work/cpack.log" 2>&1 || {
    cat "$work/cpack.log"
    exit 1
}
deb=$(find "$work/out" -maxdepth 1 -name "scouter_${version}_*.deb" | head -n 1)
[[ -n "$deb" ]] || { echo "no scouter_${version}_*.deb produced"; ls -l "$work/out"; exit 1; }
"$source/scripts/check-package.sh" "$version" "$deb"
