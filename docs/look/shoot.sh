#!/bin/sh
# Takes the screenshots of docs/look again from the real window, under a virtual X display:
# the setup, a turn with a tile picked up and its preview, the same tile refused on a cell, a hint, the hot seat's hand-over and
# the end of a game (the result beside the final board), at 800×600 and 1920×1080, in English
# and German, in each of the three themes (light-…, dark-…, and the boxed default without a
# prefix); and the rules' scoring example. Each run starts from a settings file of its own in a temporary home, with the seed
# fixed, so the same program takes the same pictures.
#
# Needs Xvfb, xdotool and ImageMagick (Debian: apt install xvfb xdotool imagemagick
# libgl1-mesa-dri). Usage, from the repository's root:
#
#     cargo build && docs/look/shoot.sh [PROGRAM [ONLY]]  # PROGRAM: target/debug/loopit
#
# ONLY, if given, takes just the pictures whose name contains it. SCREEN=:N picks another
# virtual display than :77 (two runs at once).
set -eu

PROGRAM=${1:-target/debug/loopit}
ONLY=${2:-}
OUT=docs/look
SCREEN=${SCREEN:-:77}

Xvfb "$SCREEN" -screen 0 1920x1080x24 >/dev/null 2>&1 &
XVFB=$!
trap 'kill $XVFB 2>/dev/null || true' EXIT
export DISPLAY="$SCREEN"
sleep 1

# shot LANGUAGE THEME WIDTH HEIGHT WHAT NAME: WHAT is setup, preview, refused, hint, handover,
# over or rules.
shot() {
    language=$1 theme=$2 width=$3 height=$4 what=$5 name=$6
    case $name in *"$ONLY"*) ;; *) return 0 ;; esac
    home=$(mktemp -d)
    if [ "$what" = over ]; then first=normal; else first=human; fi
    if [ "$what" = handover ]; then second=human; else second=normal; fi
    cat >"$home/LoopIt.ini" <<EOF
[Paths]
Saves=$home/saves
[Players]
Name1=Anna
Name2=Ben
Count=2
Kind1=$first
Kind2=$second
[Game]
Language=$language
Theme=$theme
Motion=0
ComputerDelay=0
Guide=done
EOF
    HOME=$home XDG_DATA_HOME=$home/data "$PROGRAM" --ini "$home/LoopIt.ini" --seed 7 &
    program=$!
    window=""
    for _ in $(seq 50); do
        window=$(xdotool search --name LoopIt 2>/dev/null | head -1) && [ -n "$window" ] && break
        sleep 0.2
    done
    # Focused once it is shown (an X error before that).
    sleep 1
    xdotool windowfocus "$window" 2>/dev/null || { sleep 1; xdotool windowfocus "$window"; }
    xdotool windowsize "$window" "$width" "$height"
    xdotool windowmove "$window" 0 0
    sleep 1
    case $what in
    setup) ;;
    handover)
        xdotool key Return; sleep 1.5
        ;;
    rules)
        xdotool key F1
        sleep 1
        # Down to the scoring example.
        xdotool mousemove $((width / 2)) $((height / 2))
        for _ in 1 2 3 4 5 6; do xdotool click 5; sleep 0.1; done
        ;;
    preview)
        xdotool key Return; sleep 1
        xdotool key 1; sleep 0.3
        xdotool key Tab; sleep 0.5
        ;;
    refused)
        # The keyboard's cursor from the first legal cell (G6) over the start tile to E6,
        # where the picked 5 would cut the start tile's line: the cross, the side at fault
        # and the reason under the board.
        xdotool key Return; sleep 1
        xdotool key 1; sleep 0.3
        xdotool key Tab; sleep 0.3
        xdotool key Left; sleep 0.3
        xdotool key Left; sleep 0.5
        ;;
    hint)
        xdotool key Return; sleep 1
        xdotool key h; sleep 3
        ;;
    over)
        xdotool key Return
        # Two computers without a delay finish in a few seconds (a debug build drawing a
        # large window, in more).
        if [ "$width" -gt 1000 ]; then sleep 40; else sleep 15; fi
        ;;
    esac
    # The pointer out of the way (tooltips of what it would hover).
    xdotool mousemove "$((width - 1))" "$((height - 1))"
    sleep 0.7
    # 256 colours keep the pictures small.
    import -window root -crop "${width}x${height}+0+0" +repage -colors 256 "PNG8:$OUT/$name.png"
    kill "$program" 2>/dev/null || true
    wait "$program" 2>/dev/null || true
    rm -rf "$home"
}

for language in en de; do
    for size in 800x600 1920x1080; do
        w=${size%x*} h=${size#*x}
        for theme in light dark boxed; do
            # The boxed theme is the default: its pictures carry no theme in their names.
            if [ "$theme" = boxed ]; then prefix=""; else prefix="$theme-"; fi
            for what in setup preview refused hint handover over; do
                shot "$language" "$theme" "$w" "$h" "$what" "$prefix$language-$size-$what"
            done
        done
    done
    shot "$language" boxed 800 600 rules "$language-800x600-rules"
done
