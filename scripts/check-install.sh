#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# check-install.sh DEB [OUT]
# Installs scouter's package into a clean Debian 12 (bookworm, made by debootstrap, as root) the way
# a user does, `apt install ./scouter_*.deb`, so every dependency comes from the package's own
# Depends; then uses it there: scouter and scouter-cli --version, `man scouter`, a campaign with a
# WebP map imported (refused when the image format plugins are missing), and the main window with
# that map, under an Xvfb display of the host, saved as OUT/installed.png. Needs network access to
# deb.debian.org; the base system is made once (build-package/bookworm-base) and copied for each run.
set -euo pipefail

[[ $# -ge 1 ]] || { echo "usage: $0 DEB [OUT]" >&2; exit 2; }
deb=$(realpath "$1")
out=$(realpath -m "${2:-build-package/install-check}")
source=$(cd "$(dirname "$0")/.." && pwd)
base=$source/build-package/bookworm-base
root=$source/build-package/bookworm-run
mkdir -p "$out"

if [[ ! -x "$base/usr/bin/apt-get" ]]; then
    command -v debootstrap >/dev/null || apt-get install -y -q debootstrap
    rm -rf "$base"
    debootstrap --variant=minbase bookworm "$base" http://deb.debian.org/debian
fi

unmount() {
    for mount in proc dev/pts dev; do
        if mountpoint -q "$root/$mount"; then
            umount -l "$root/$mount"
        fi
    done
}
cleanup() {
    unmount
    [[ -n "${xvfb:-}" ]] && kill "$xvfb" 2>/dev/null
    true
}
trap cleanup EXIT
# A run killed before its cleanup leaves the host's /dev mounted in the old copy: unmounted first,
# and never removed through a mount.
unmount
rm -rf --one-file-system "$root"
cp -a "$base" "$root"
cp /etc/resolv.conf "$root/etc/resolv.conf"
mount --bind /dev "$root/dev"
mount --bind /dev/pts "$root/dev/pts"
mount -t proc proc "$root/proc"
in_root() { chroot "$root" /usr/bin/env -i HOME=/root PATH=/usr/sbin:/usr/bin:/sbin:/bin LANG=C.UTF-8 "$@"; }

cp "$deb" "$root/tmp/$(basename "$deb")"
in_root apt-get update -q
echo "== apt install ./$(basename "$deb") on a clean bookworm"
in_root /bin/sh -c "cd /tmp && DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends man-db ./$(basename "$deb")"

echo "== scouter --version, scouter-cli --version"
in_root scouter --version | tee "$out/version.txt"
in_root scouter-cli --version | tee -a "$out/version.txt"

echo "== man scouter"
in_root /bin/sh -c "MANWIDTH=80 man -P cat scouter" >"$out/man-scouter.txt"
head -n 12 "$out/man-scouter.txt"
grep -q -- "--database" "$out/man-scouter.txt"
in_root /bin/sh -c "MANWIDTH=80 man -P cat scouter-cli" >"$out/man-scouter-cli.txt"
grep -q "EXAMPLES" "$out/man-scouter-cli.txt"

echo "== a WebP map, imported"
python3 - "$source" "$root/tmp/webp-map.json" <<'EOF'
import base64, json, sys
source, target = sys.argv[1], sys.argv[2]
export = json.load(open(f"{source}/tests/fuzz/corpus/import/map-webp-at-its-bounds.json"))
image = open(f"{source}/tests/store/fixtures/maps/map-96x64.webp", "rb").read()
# Laid under the grid's first three columns (32 pixels a square), so the screenshot shows it.
export["encounters"][0]["map"].update(image=base64.b64encode(image).decode(), squarePixels=32, offsetX=0, offsetY=0)
json.dump(export, open(target, "w"))
EOF
in_root scouter-cli import --database /root/table.scouter /tmp/webp-map.json | tee "$out/import.txt"
in_root scouter-cli encounters --database /root/table.scouter | tee -a "$out/import.txt"

echo "== the window, with that encounter and its map"
display=:$((90 + RANDOM % 9))
Xvfb "$display" -screen 0 1366x768x24 -nolisten tcp &
xvfb=$!
sleep 1
# The X server is reached through its abstract socket, which the chroot shares with the host.
chroot "$root" /usr/bin/env -i HOME=/root PATH=/usr/bin:/bin LANG=C.UTF-8 DISPLAY="$display" \
    scouter --database /root/table.scouter --encounter 1 &
app=$!
sleep 8
DISPLAY=$display import -window root "$out/installed.png"
kill "$app" 2>/dev/null || true
wait "$app" 2>/dev/null || true
echo "installed and used: $out (version.txt, man-*.txt, import.txt, installed.png)"
