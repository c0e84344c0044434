#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# check_deb.sh BUILD_DIR VERSION
set -euo pipefail
build=$1
version=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cpack --config "$build/CPackConfig.cmake" -B "$work/out" >"$work/cpack.log" 2>&1 || {
    cat "$work/cpack.log"
    exit 1
}
deb=$(find "$work/out" -maxdepth 1 -name "scouter_${version}_*.deb" | head -n 1)
[[ -n "$deb" ]] || { echo "no scouter_${version}_*.deb produced"; ls -l "$work/out"; exit 1; }

echo "package: $(basename "$deb")"
dpkg-deb --field "$deb" Package Version Depends
dpkg-deb -x "$deb" "$work/root"

for f in usr/bin/scouter usr/bin/scouter-cli \
         usr/share/applications/io.github.scouter.Scouter.desktop \
         usr/share/metainfo/io.github.scouter.Scouter.metainfo.xml \
         usr/share/icons/hicolor/scalable/apps/io.github.scouter.Scouter.svg; do
    [[ -f "$work/root/$f" ]] || { echo "missing from the package: /$f"; exit 1; }
done

out=$("$work/root/usr/bin/scouter-cli" --version)
echo "packaged: $out"
[[ "$out" == "scouter-cli $version" ]] || { echo "expected 'scouter-cli $version'"; exit 1; }

desktop-file-validate "$work/root/usr/share/applications/io.github.scouter.Scouter.desktop"
appstreamcli validate --no-net "$work/root/usr/share/metainfo/io.github.scouter.Scouter.metainfo.xml"
echo "package ok"
