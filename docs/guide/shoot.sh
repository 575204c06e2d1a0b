#!/bin/sh
# Takes the pictures of docs/guide/LANGUAGE again from the real window, under a virtual X
# display at 1280×800 (scaled to 960×600): the offer of a first start, each of the nine steps
# of the guided game as the player reaches it, and its end. The clicks go to the cells and bank
# slots of the guide's prepared game (src/guide/mod.rs: FIRST, NOT_HERE, LONG_LINE, LOOP) at the
# window's layout of 1280×800 (the bank in a column left of the board), and to the guide's
# "Got it" at the top right.
#
# Needs Xvfb, xdotool and ImageMagick. Usage, from the repository's root:
#
#     cargo build && docs/guide/shoot.sh en && docs/guide/shoot.sh de
set -eu

LANGUAGE=${1:-en}
PROGRAM=${2:-target/debug/loopit}
OUT=docs/guide/$LANGUAGE
SCREEN=:79
case $LANGUAGE in de) LOCALE=de_DE.UTF-8 ;; *) LOCALE=en_GB.UTF-8 ;; esac

Xvfb "$SCREEN" -screen 0 1280x800x24 >/dev/null 2>&1 &
XVFB=$!
home=$(mktemp -d)
trap 'kill $XVFB 2>/dev/null || true; rm -rf "$home"' EXIT
export DISPLAY="$SCREEN"
sleep 1

# No settings file yet: a first start, which offers the guide, in the system's language.
HOME=$home XDG_DATA_HOME=$home/data LANG=$LOCALE LC_ALL=$LOCALE \
    "$PROGRAM" --ini "$home/LoopIt.ini" &
program=$!
window=""
for _ in $(seq 50); do
    window=$(xdotool search --name LoopIt 2>/dev/null | head -1) && [ -n "$window" ] && break
    sleep 0.2
done
sleep 1
xdotool windowfocus "$window" 2>/dev/null || { sleep 1; xdotool windowfocus "$window"; }
xdotool windowsize "$window" 1280 800
xdotool windowmove "$window" 0 0
sleep 1

shot() {
    sleep 0.8
    # A palette of 256 colours keeps each picture near 100 KB.
    import -window root -resize 960x600 -colors 256 "PNG8:$OUT/$1.png"
}
away() { xdotool mousemove 1279 799; sleep 0.3; }
# The centre of the cell in ROW and COLUMN (0-based), and of bank SLOT.
cell() { echo $((282 + 50 * $2)) $((160 + 50 * $1)); }
slot() { echo 178 $((177 + 91 * $1)); }
GOT_IT="1125 43"
click_at() { xdotool mousemove $1 $2; sleep 0.2; xdotool click 1; sleep 0.5; }
hover_at() { xdotool mousemove $1 $2; sleep 0.2; xdotool mousemove_relative 1 1; sleep 0.5; }

away
shot offer
click_at 640 566                          # Learn to play
away
shot step1
click_at $(slot 0)                        # the ringed tile
shot step2
hover_at $(cell 6 6)                      # a cell where it fits (G7)
shot step3
click_at $(cell 4 6)                      # where it does not (G5)
shot step4
click_at $(cell 6 6)                      # placed on G7
shot step5
click_at $(slot 1)
click_at $(cell 7 9)                      # the long line, on J8
click_at $(slot 2)
hover_at $(cell 5 4)                      # the loop's cell, E6
shot step6
click_at $(cell 5 4)                      # the loop closed
shot step7
xdotool key Return                        # end the turn
sleep 4                                   # the computer's placements
away
shot step8
click_at $GOT_IT                          # how the game ends
away
shot step9
click_at $GOT_IT                          # the end of the guide
away
shot done
kill "$program" 2>/dev/null || true
