#!/usr/bin/env bash
# Takes the README's screenshots of the encounter screen, mid-fight, light and dark, at 1366×768,
# under a virtual display. The fight is docs/screenshots/mid-fight.json played by scouter-cli.
# Usage: scripts/screenshots.sh [BUILD_DIR]   (default: build)
set -euo pipefail
build=${1:-build}
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export XDG_CONFIG_HOME="$work/config" XDG_DATA_HOME="$work/data"

"$build/bin/scouter-cli" scenario --database "$work/fight.scouter" "$root/docs/screenshots/mid-fight.json" >/dev/null
for theme in light dark; do
    rm -rf "$XDG_CONFIG_HOME"
    xvfb-run -a -s "-screen 0 1366x768x24" bash -c "
        '$build/bin/scouter' --database '$work/fight.scouter' --encounter 1 --theme $theme \
            -qwindowgeometry 1366x768+0+0 &
        sleep 5
        import -window root '$root/docs/screenshot-encounter-$theme.png'
        kill %1"
    echo "docs/screenshot-encounter-$theme.png"
done
