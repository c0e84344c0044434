#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs the Debian packages Scouter needs to build, test, run and package, but only
# when one of them is missing, so `make` stays fast on a machine that has them.
# --extras adds what only the README's screenshots and start-up timing use (a virtual display,
# ImageMagick, xdotool, hyperfine, the sqlite3 shell, valgrind for scripts/startup-order.sh):
# `make test` does not need them, and CI's fresh machine has minutes to spare, not to spend on them.
set -euo pipefail

packages=(
    # build
    cmake ninja-build g++ make pkgconf ccache
    # lld lays out the code scouter runs at start-up together (CMakeLists.txt: SCOUTER_STARTUP_ORDER)
    lld
    # the sanitizer build: clang, and its runtimes for libFuzzer and ThreadSanitizer
    clang libclang-rt-14-dev
    qt6-base-dev qt6-base-dev-tools libqt6sql6-sqlite libgl-dev
    # WebP maps under the grid (PNG and JPEG are in qt6-base)
    qt6-image-formats-plugins
    libfmt-dev nlohmann-json3-dev libsimdjson-dev
    # SQLite itself: the store tests' full-disk layer (LimitedDisk) registers a VFS in it
    libsqlite3-dev
    # tests and benchmarks
    libgtest-dev libgmock-dev libbenchmark-dev clang-format clang-tidy
    # packaging and its checks; the man pages are made from --help
    dpkg-dev file desktop-file-utils appstream help2man
)
if [[ "${1:-}" == "--extras" ]]; then
    packages+=(xvfb xauth imagemagick xdotool hyperfine sqlite3 valgrind)
fi
# --package adds Debian's package checker, which only make package runs.
if [[ "${1:-}" == "--package" ]]; then
    packages+=(lintian)
fi

missing=()
for package in "${packages[@]}"; do
    status=$(dpkg-query -W -f='${Status}' "$package" 2>/dev/null || true)
    [[ "$status" == "install ok installed" ]] || missing+=("$package")
done
[[ ${#missing[@]} -eq 0 ]] && exit 0

echo "Installing missing Debian packages: ${missing[*]}"
if [[ $(id -u) -eq 0 ]]; then
    sudo=()
else
    sudo=(sudo)
fi
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -q
"${sudo[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}"
