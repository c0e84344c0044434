#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# check-package.sh [--lintian] VERSION DEB
# What a Debian user relies on in scouter's package, checked on the .deb itself: the control fields,
# every runtime dependency (the libraries dpkg-shlibdeps found, and the Qt plugins no linker sees),
# the files (programs, man pages, copyright, changelog, desktop entry, AppStream metadata, icon),
# stripped programs that run, and the desktop entry and metadata validators. --lintian also runs
# Debian's lintian, which must report no error and no warning (make package; the dev build's
# packaging test leaves it out, its binaries are not built with Debian's hardening flags).
set -euo pipefail

lintian=false
if [[ "${1:-}" == "--lintian" ]]; then
    lintian=true
    shift
fi
[[ $# -eq 2 ]] || { echo "usage: $0 [--lintian] VERSION DEB" >&2; exit 2; }
version=$1
deb=$2
here=$(cd "$(dirname "$0")" && pwd)
source=$(dirname "$here")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
problems=0
fail() {
    echo "FAIL: $*"
    problems=$((problems + 1))
}

echo "package: $(basename "$deb")"
field() { dpkg-deb --field "$deb" "$1"; }

# Control fields.
[[ "$(field Package)" == scouter ]] || fail "Package is '$(field Package)', not scouter"
[[ "$(field Version)" == "$version" ]] || fail "Version is '$(field Version)', not $version"
[[ "$(field Section)" == utils ]] || fail "Section is '$(field Section)', not utils (its programs are in /usr/bin)"
[[ "$(field Priority)" == optional ]] || fail "Priority is '$(field Priority)', not optional"
[[ "$(field Architecture)" == "$(dpkg --print-architecture)" ]] || fail "Architecture is '$(field Architecture)'"
description=$(field Description)
synopsis=$(head -n 1 <<<"$description")
extended=$(tail -n +2 <<<"$description")
[[ -n "$synopsis" && ${#synopsis} -le 80 ]] || fail "the synopsis is empty or longer than 80 characters"
[[ $(wc -l <<<"$extended") -ge 5 ]] || fail "the extended description is missing or short: '$extended'"
grep -q "game masters" <<<"$extended" || fail "the extended description does not say what Scouter does for a GM"
if grep -q '&[a-z]*;' <<<"$description"; then
    fail "the description holds an escaped character (&...;) instead of the character"
fi
if grep -qv '^ ' <<<"$extended"; then
    fail "an extended description line is not indented (Debian policy 5.6.13)"
fi

# Dependencies: the libraries the programs link, as dpkg-shlibdeps names them, and the packages
# holding the Qt plugins Scouter loads at run time, asked of dpkg on this machine so a plugin
# that moves to another package is noticed here.
depends=$(field Depends)
echo "Depends: $depends"
has_dependency() { tr ',' '\n' <<<"$depends" | sed 's/^ *//; s/ .*//' | grep -qx "$1"; }
for library in libc6 libstdc++6 libqt6core6 libqt6gui6 libqt6widgets6 libqt6sql6; do
    has_dependency "$library" || fail "Depends lacks $library (dpkg-shlibdeps)"
done
for plugin in sqldrivers/libqsqlite.so imageformats/libqwebp.so platforms/libqxcb.so; do
    owner=$(dpkg -S "/usr/lib/$(dpkg-architecture -qDEB_HOST_MULTIARCH)/qt6/plugins/$plugin" 2>/dev/null |
            head -n 1 | cut -d: -f1) || true
    if [[ -z "$owner" ]]; then
        fail "no package on this machine holds the Qt plugin $plugin"
    elif ! has_dependency "$owner"; then
        fail "Depends lacks $owner, which holds the Qt plugin $plugin"
    fi
done

# Files.
dpkg-deb -x "$deb" "$work/root"
root=$work/root
for f in usr/bin/scouter usr/bin/scouter-cli \
         usr/share/man/man1/scouter.1.gz usr/share/man/man1/scouter-cli.1.gz \
         usr/share/doc/scouter/copyright usr/share/doc/scouter/changelog.gz \
         usr/share/applications/io.github.scouter.Scouter.desktop \
         usr/share/metainfo/io.github.scouter.Scouter.metainfo.xml \
         usr/share/icons/hicolor/scalable/apps/io.github.scouter.Scouter.svg; do
    [[ -f "$root/$f" ]] || fail "missing from the package: /$f"
done
unexpected=$(cd "$root" && find . -type f | sed 's|^\./||' | grep -Ev '^usr/(bin|share/(man/man1|doc/scouter|applications|metainfo|icons))/' || true)
[[ -z "$unexpected" ]] || fail "files the package should not hold: $unexpected"

for program in scouter scouter-cli; do
    file -b "$root/usr/bin/$program" | grep -q ', stripped' || fail "/usr/bin/$program is not stripped"
    page=$root/usr/share/man/man1/$program.1.gz
    [[ -f "$page" ]] || continue
    # The page is the program's --help: every long option the help lists is in it.
    text=$(gzip -dc "$page")
    grep -q "^\\.TH \"\\?${program^^}\"\\? \"\\?1\"\\?" <<<"$text" || fail "$program.1 has no .TH header for section 1"
    grep -q "^$program \\\\- " <<<"$text" || fail "$program.1 has no NAME line '$program \\- ...'"
    options=$(QT_QPA_PLATFORM=offscreen "$root/usr/bin/$program" --help | grep -oE -- '--[a-z][a-z-]+' | sort -u)
    for option in $options; do
        grep -qF -- "${option//-/\\-}" <<<"$text" || fail "$program.1 lacks $option, which --help lists"
    done
    grep -q "GPL-3.0-or-later" <<<"$text" || fail "$program.1 does not state the licence"
    if grep -q "/root\|/home/" <<<"$text"; then
        fail "$program.1 names the builder's home folder"
    fi
    if LC_ALL=C grep -q '[^[:print:][:space:]]' <<<"$text"; then
        fail "$program.1 holds characters beyond ASCII, which man shows as ??? in some locales"
    fi
done

# The licence, the same in the copyright file, LICENSE and the AppStream metadata.
copyright=$root/usr/share/doc/scouter/copyright
if [[ -f "$copyright" ]]; then
    head -n 1 "$copyright" | grep -q '^Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/' ||
        fail "the copyright file is not machine-readable (DEP-5)"
    grep -q '^License: GPL-3+$' "$copyright" || fail "the copyright file does not name GPL-3+"
fi
grep -q "<project_license>GPL-3.0-or-later</project_license>" \
    "$root/usr/share/metainfo/io.github.scouter.Scouter.metainfo.xml" || fail "the metadata's licence is not GPL-3.0-or-later"
grep -q "GNU GENERAL PUBLIC LICENSE" "$source/LICENSE" && grep -q "Version 3, 29 June 2007" "$source/LICENSE" ||
    fail "LICENSE is not the GPL version 3"

# The changelog names this version last.
changelog=$root/usr/share/doc/scouter/changelog.gz
if [[ -f "$changelog" ]]; then
    gzip -dc "$changelog" >"$work/changelog"
    [[ "$(dpkg-parsechangelog -l "$work/changelog" -SVersion)" == "$version" ]] ||
        fail "the changelog's last entry is not $version"
fi

# The programs run.
out=$("$root/usr/bin/scouter-cli" --version)
[[ "$out" == "scouter-cli $version" ]] || fail "scouter-cli --version says '$out', not 'scouter-cli $version'"
out=$(QT_QPA_PLATFORM=offscreen "$root/usr/bin/scouter" --version)
[[ "$out" == "scouter $version" ]] || fail "scouter --version says '$out', not 'scouter $version'"

desktop-file-validate "$root/usr/share/applications/io.github.scouter.Scouter.desktop" || fail "desktop-file-validate"
appstreamcli validate --no-net "$root/usr/share/metainfo/io.github.scouter.Scouter.metainfo.xml" ||
    fail "appstreamcli validate"

if $lintian; then
    echo "lintian $(lintian --version | awk '{print $2}'):"
    lintian --fail-on error,warning --display-info "$deb" || fail "lintian reported an error or a warning"
fi

if ((problems > 0)); then
    echo "$problems problem(s) with $(basename "$deb")"
    exit 1
fi
echo "package ok"
