#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Plays each ruleset's demo fight through the real window at 1366×768 by keyboard only, as an ARC
# at the table would, and shoots each step into docs/table-flow/: the attack typed, what the rules
# ask next (the target's save or answer) with the keyboard already on it, the result, a condition
# with when it ends, the next turn. The keys are the README's; xdotool presses them.
# Usage: scripts/table-flow.sh [BUILD_DIR]   (default: build)
set -euo pipefail
build=${1:-build}
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export XDG_CONFIG_HOME="$work/config" XDG_DATA_HOME="$work/data"
out="$root/docs/table-flow"
mkdir -p "$out"
"$root/scripts/install-deps.sh" --extras

# play RULESET ENCOUNTER STEP...: a fresh demo campaign, its encounter ENCOUNTER open; each STEP is
# a key (xdotool's names), "type:WORDS", "click:X,Y" (a click at that point of the screen), or
# "shot:NAME" (docs/table-flow/RULESET-NAME.png).
play() {
    local ruleset=$1 encounter=$2
    shift 2
    rm -rf "$XDG_CONFIG_HOME" "$work/$ruleset.scouter"
    local steps=""
    for step in "$@"; do
        case $step in
        shot:*) steps+="sleep 0.8; import -window root '$out/$ruleset-${step#shot:}.png'; echo 'docs/table-flow/$ruleset-${step#shot:}.png'; " ;;
        type:*) steps+="xdotool type --delay 60 '${step#type:}'; sleep 0.4; " ;;
        click:*)
            local at=${step#click:}
            steps+="xdotool mousemove ${at/,/ } click 1; sleep 0.4; "
            ;;
        *) steps+="xdotool key '$step'; sleep 0.5; " ;;
        esac
    done
    xvfb-run -a -s "-screen 0 1366x768x24" bash -c "
        '$build/bin/scouter' --database '$work/$ruleset.scouter' --exit-when-shown >/dev/null 2>&1
        rm -rf '$XDG_CONFIG_HOME'
        '$build/bin/scouter' --database '$work/$ruleset.scouter' --encounter $encounter --theme light \
            -qwindowgeometry 1366x768+0+0 &
        sleep 5
        xdotool windowfocus \$(xdotool search --onlyvisible --pid \$! | head -1) 2>/dev/null || true
        $steps
        kill %1"
}

# DBU, Saibamen in the wasteland: Start; the acting fighter's Basic Attack on the nearest Opponent
# (A, the damage rolled, Enter); a condition until the end of someone's next turn (K, its words,
# Enter); the turn ended (Ctrl+Return).
play dbu 1 ctrl+shift+Return shot:1-started a type:12 shot:2-attack-typed Return shot:3-attack-done \
    k type:'guard end krillin' shot:4-condition-typed Return ctrl+Return shot:5-next-turn
# True20, Bandits at the ford: Start; a bandit's attack (A, the d20, Enter) opens the target's
# Toughness save with the keyboard on its die (the d20, Enter); the next bandit (Down) attacks.
play true20 2 ctrl+shift+Return shot:1-started a type:19 shot:2-attack-typed Return shot:3-save-asked \
    type:2 Return shot:4-save-done Down a type:4 Return shot:5-next-bandit
# Fatewalker, Raiders at the mill: Start; Corwin (first at tick 1) shoots his longbow (A, the
# successes, Enter) and the shot waits for the raider's answer, a Dodge Missile (D, its successes,
# Enter); Mags, unarmed, strikes (S, the successes, Enter) and her target lets it land (L).
play fatewalker 3 ctrl+shift+Return shot:1-started a type:2 Return shot:2-answer-asked d type:1 shot:3-answer-typed \
    Return shot:4-dodged s type:2 Return l shot:5-let-land
# Prepared moves, one key each in every ruleset: the acting DBU fighter's first Signature Technique
# (1, the damage, Enter), Kestrel's Longbow kept on her sheet (1, the d20, Enter), Corwin's
# favourite longbow shot (1, the successes, Enter).
play dbu 1 ctrl+shift+Return 1 shot:6-technique-open type:15 Return shot:7-technique-done
play true20 2 ctrl+shift+Return 1 shot:6-prepared-attack-open type:14 Return shot:7-prepared-attack-done
play fatewalker 3 ctrl+shift+Return 1 shot:6-favourite-open type:2 Return shot:7-favourite-done
# An area of effect aimed on the grid: Krillin first (his Init typed as a natural 10, everyone
# else's as a natural 1, clicking each Init cell before the start), his Scattering Bullet (2) laid
# on the nearest Saibaman with the keyboard on the grid, moved over all four by the arrows, Esc to
# the form, the damage, Enter.
play dbu 1 click:22,155 F2 type:d10 Return click:22,111 F2 type:d1 Return click:22,133 F2 type:d1 Return \
    click:22,177 F2 type:d1 Return ctrl+shift+Return 2 Right Down Down shot:8-area-aimed Escape type:15 Return \
    shot:9-area-done
