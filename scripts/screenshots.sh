#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Takes the README's screenshots at 1366×768 under a virtual display. For each ruleset (the DBU fight,
# a True20 fight, a Fatewalker scene) the ARC's window light and dark, the players' screen, and the
# review on its Statistics tab; then DBU's moments (an open Counter Action offer, a combatant under
# four conditions), the library (a True20 sheet, a Fatewalker character's weapons), the prep of a new
# encounter, and the ARC's window with a map under the grid beside the players' screen of that moment.
# The fights are docs/screenshots/*.json played by scouter-cli.
# Usage: scripts/screenshots.sh [BUILD_DIR]   (default: build)
set -euo pipefail
build=${1:-build}
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export XDG_CONFIG_HOME="$work/config" XDG_DATA_HOME="$work/data"
"$root/scripts/install-deps.sh" --extras

# window CAMPAIGN THEME PNG [OPTION...]: the ARC's window on encounter 1 of CAMPAIGN, with a fresh
# configuration (the default layout), shot once it has settled.
window() {
    local campaign=$1 theme=$2 png=$3
    shift 3
    rm -rf "$XDG_CONFIG_HOME"
    xvfb-run -a -s "-screen 0 1366x768x24" bash -c "
        '$build/bin/scouter' --database '$campaign' --encounter 1 $* --theme $theme \
            -qwindowgeometry 1366x768+0+0 &
        sleep 6
        import -window root '$root/docs/$png'
        kill %1"
    echo "docs/$png"
}

# review CAMPAIGN THEME PNG: the review window of encounter 1 over the main one, at the end of the
# log, on the Statistics tab (the tab last looked at is remembered).
review() {
    rm -rf "$XDG_CONFIG_HOME"
    mkdir -p "$XDG_CONFIG_HOME/Scouter"
    printf '[review]\ntab=1\n' > "$XDG_CONFIG_HOME/Scouter/scouter.conf"
    xvfb-run -a -s "-screen 0 1366x768x24" bash -c "
        '$build/bin/scouter' --database '$1' --encounter 1 --review 1 --theme $2 \
            -qwindowgeometry 1366x768+0+0 &
        sleep 6
        import -window root '$root/docs/$3'
        kill %1"
    echo "docs/$3"
}

# players CAMPAIGN PNG: the players' screen of encounter 1. Xvfb has one screen, so the players'
# window is moved over the ARC's and shot alone at 1366×768, as it would fill a TV.
players() {
    rm -rf "$XDG_CONFIG_HOME"
    xvfb-run -a -s "-screen 0 1366x768x24" bash -c "
        '$build/bin/scouter' --database '$1' --encounter 1 --player-view --theme light \
            -qwindowgeometry 1366x768+0+0 &
        sleep 6
        xdotool search --name \"Players' Screen\" windowmove 0 0 windowsize 1366 768
        sleep 2
        import -window root '$root/docs/$2'
        kill %1"
    echo "docs/$2"
}

# Each ruleset's fight: its window light and dark, its review and, for True20 and Fatewalker, its
# players' screen (DBU's is taken below, over a map).
# The DBU fight (docs/screenshots/mid-fight.json): Saibamen in the wasteland, mid-round 1.
"$build/bin/scouter-cli" scenario --database "$work/fight.scouter" "$root/docs/screenshots/mid-fight.json" >/dev/null
for theme in light dark; do
    window "$work/fight.scouter" $theme "screenshot-encounter-$theme.png"
done
review "$work/fight.scouter" light screenshot-review-light.png
# A True20 fight in round 2 (true20-fight.json): both damage tracks as chips on the board, the
# action budget left, the Recovery and Dying checks due, the panel's saves.
# A Fatewalker scene at tick 13 (fatewalker-timeline.json): the timeline board under its ruler of
# ticks, Fenn with priority, Aster running with his next declaration, Bryn holding with the tick
# from which he may preempt, Edda's Footwork window; the panel's maneuvers with their tick costs.
for fight in true20:true20-fight fatewalker:fatewalker-timeline; do
    ruleset=${fight%%:*} scenario=${fight#*:}
    "$build/bin/scouter-cli" scenario --database "$work/$ruleset.scouter" "$root/docs/screenshots/$scenario.json" >/dev/null
    for theme in light dark; do
        window "$work/$ruleset.scouter" $theme "screenshot-$scenario-$theme.png"
    done
    players "$work/$ruleset.scouter" "screenshot-$ruleset-players.png"
    review "$work/$ruleset.scouter" light "screenshot-$ruleset-review.png"
done

# DBU's moments: an open Counter Action offer (Krillin slipped away from two Saibamen: the banner
# over the board and the rows of who may answer), and Goku with four conditions (the chips with
# their names and the time left). Each is its scenario in docs/screenshots/.
for shot in open-offer four-conditions; do
    "$build/bin/scouter-cli" scenario --database "$work/$shot.scouter" "$root/docs/screenshots/$shot.json" >/dev/null
    window "$work/$shot.scouter" light "screenshot-$shot-light.png"
done

# The library of a fresh campaign (the demo's characters) and the prep of a new encounter. xdotool
# clicks and types; the coordinates are the ones this layout has at 1366×768 under Xvfb.
# library_shot NAME WHEEL FILE [STEPS]: the library with the character NAME found by the search box
# (which keeps its row where it is as the demo campaign gains characters) and clicked, the form
# scrolled down WHEEL notches, then STEPS (xdotool commands), shot into docs/FILE.
library_shot() {
    rm -rf "$XDG_CONFIG_HOME"
    xvfb-run -a -s "-screen 0 1366x768x24" bash -c "
        '$build/bin/scouter' --database '$work/library.scouter' --library --theme light \
            -qwindowgeometry 1366x768+0+0 &
        sleep 6
        xdotool mousemove 780 25 click 1 type '$1'
        sleep 0.5
        xdotool mousemove 36 105 click 1
        sleep 1
        if [ $2 -gt 0 ]; then xdotool mousemove 600 400 click --repeat $2 5; sleep 1; fi
        ${4:-}
        sleep 1
        import -window root '$root/docs/$3'
        kill %1"
    echo "docs/$3"
}
# Kestrel's Dexterity typed to 4: the form is True20's description of its sheet, the scores beside
# it follow.
library_shot Kestrel 0 screenshot-library-true20.png "xdotool mousemove 687 222 click 1 key ctrl+a type '4'"
# Ysolde's weapons: a damage that is not AxB[/CxD] @TN typed into the longsword's cell and the
# dagger renamed "longsword": both cells say what is wrong, the lines under the table say where,
# Save waits.
library_shot Ysolde 8 screenshot-library-fatewalker.png "
        xdotool mousemove 648 416 click --repeat 2 1; sleep 0.5
        xdotool key ctrl+a type '3x3 6'; xdotool key Return; sleep 0.5
        xdotool mousemove 425 446 click --repeat 2 1; sleep 0.5
        xdotool key ctrl+a type 'longsword'; xdotool key Return"
# Goku's Signature Techniques, his Kamehameha among them, which the action panel offers as his key 1.
library_shot Goku 40 screenshot-library-dbu-techniques.png
# Krillin's Scattering Bullet, its area a Sphere of radius 2: the techniques' table scrolled to the
# area's columns (a click in the row, End, then back to the Area column).
library_shot Krillin 40 screenshot-library-dbu-area.png "
        xdotool mousemove 580 384 click 1; sleep 0.5
        xdotool key End Left Left Left"
# The prep of a new encounter: the Saibamen ticked and Krillin marked surprised.
xvfb-run -a -s "-screen 0 1366x768x24" bash -c "
    '$build/bin/scouter' --database '$work/library.scouter' --new-encounter --theme light \
        -qwindowgeometry 1366x768+0+0 &
    sleep 5
    xdotool mousemove 132 591 click 1
    sleep 0.5
    xdotool mousemove 483 501 click 1
    sleep 1
    import -window root '$root/docs/screenshot-prep.png'
    kill %1"
echo "docs/screenshot-prep.png"

# DBU: the ARC's window with a map under the grid, and the players' screen of the same moment
# (docs/screenshots/player-view.json: the mid-fight scene with Saibaman 4 Hidden and Saibaman 1
# bloodied). Xvfb has one screen, so the players' window is shot alone at 1366×768, as it would
# fill a TV. The map is drawn here (a wasteland of ImageMagick's seeded plasma with a few rocks and a
# path), 64 pixels a square, and put in the campaign file as the map dialog would.
"$build/bin/scouter-cli" scenario --database "$work/players.scouter" "$root/docs/screenshots/player-view.json" >/dev/null
read -r columns rows < <(sqlite3 -separator ' ' "$work/players.scouter" "SELECT grid_width, grid_height FROM encounters WHERE id = 1")
width=$((columns * 64)) height=$((rows * 64))
convert -size "${width}x${height}" -seed 18 plasma:wheat-peru -blur 0x6 -modulate 100,55 \
    -fill '#8a7660' -draw "ellipse $((width / 3)),$((height / 5)) 70,40 0,360" \
    -draw "ellipse $((width * 4 / 5)),$((height * 3 / 4)) 90,50 0,360" \
    -draw "ellipse $((width / 8)),$((height * 4 / 5)) 50,60 0,360" \
    -stroke '#d8c9a3' -strokewidth 26 -fill none \
    -draw "path 'M 0,$((height / 2)) C $((width / 3)),$((height / 3)) $((width * 2 / 3)),$((height * 2 / 3)) $width,$((height / 2))'" \
    "$work/wasteland.png"
sqlite3 "$work/players.scouter" \
    "INSERT INTO encounter_maps (encounter_id, format, width, height, square_pixels, offset_x, offset_y, updated_at)
         VALUES (1, 'png', $width, $height, 64, 0, 0, '2026-11-25T12:00:00Z');
     INSERT INTO encounter_map_images (encounter_id, image) VALUES (1, readfile('$work/wasteland.png'));"
window "$work/players.scouter" light screenshot-encounter-map.png
players "$work/players.scouter" screenshot-player-view.png
# The two side by side, as on the ARC's laptop and the TV beside it.
convert "$root/docs/screenshot-encounter-map.png" "$root/docs/screenshot-player-view.png" +append +repage \
    "$root/docs/screenshot-arc-and-players.png"
echo "docs/screenshot-arc-and-players.png"
