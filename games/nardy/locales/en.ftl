# Nardy — English
white = White
black = Black
white-lower = white
black-lower = black
player-human = Human
player-quick = Computer (quick)
player-strong = Computer (strong)
player-expert = Computer (expert)

step-no-dice-left = All dice are played: end your move.
step-no-checker = You have no checker on point { $point }.
step-no-such-die = No die left moves a checker that far.
step-opponent-point = Point { $point } holds an opponent's checker: you cannot stop there.
step-six-block = Six points in a row are not allowed while no opponent checker is past them.
step-head-rule = Only one checker may leave the head this turn.
step-not-all-home = You may bear off only when all your checkers are home.
step-further-checker-first = A higher die bears off only from your highest occupied point.
step-must-use-more-dice = That would leave a die unplayed: another way plays more dice.
step-must-use-higher-die = Only one die can be played: it must be the higher one.
game-over-already = The game is over.
already-rolled = The dice are already rolled.
not-rolled = Roll the dice first.
not-finished = Your move is not finished.
cannot-move = No die can be played: you cannot move.

to-move = { $colour ->
        [white] White
       *[black] Black
    } to move
to-move-computer = { $colour ->
        [white] White
       *[black] Black
    } to move (computer)
wins = { $colour ->
        [white] White
       *[black] Black
    } wins: 1 point.
wins-mars = { $colour ->
        [white] White
       *[black] Black
    } wins with a mars: 2 points.
starts = { $colour ->
        [white] White
       *[black] Black
    } starts.
computer-played = { $colour ->
        [white] White
       *[black] Black
    } played { $roll }: { $moves }
computer-passed = { $colour ->
        [white] White
       *[black] Black
    } rolled { $roll } and cannot move.
all-dice-played = Every die that can be played is played. End your move or undo it.
passed = { $colour ->
        [white] White
       *[black] Black
    } rolled { $roll } and cannot move: the turn passes.
stuck-head = The checker on point { $point } cannot leave the head: only one checker may leave it this turn.
stuck-blocked = The checker on point { $point } is blocked: every point its dice reach holds an opponent's checker.
stuck-not-home = The checker on point { $point } cannot bear off: not all your checkers are home.
stuck-because = The checker on point { $point } cannot move now. { $reason }
checker-stuck = The checker on point { $point } cannot move now.
move-complete = Move complete: press End move (Enter), or Undo.
hint-needs-roll = Roll the dice first: the hint is for the roll.
hint = Hint: { $moves }
hint-rest = Hint for the rest of your move: { $moves }
hint-thinking = Working out a hint…
hint-ranking = The expert level's best moves, with the chance to win after each:
hint-ranked = { $n }. { $moves } — { $chance }
# A chance as a percentage, one decimal: 54.2 %
percent = { $whole }.{ $tenth } %
computer-failed = The computer could not work out a move ({ $reason }). Start a new game or load one.
computer-refused = The computer's move was refused: { $reason }
thinking-lost = its thread stopped without an answer
saved-as = Saved as { $name }.
cannot-save = Cannot save: { $reason }
loaded = Loaded { $name }.
cannot-load = Cannot load { $name }: { $reason }. The game on screen is unchanged.
file-type = Nardy game

menu-game = Game
menu-new = New game…
menu-save = Save…
menu-load = Load…
menu-quit = Quit
menu-help = Help
menu-rules = Rules
menu-about = About
menu-language = Language
menu-turn = Turn
button-roll = Roll
button-end = End move
button-undo = Undo
button-hint = Hint
match = Match
match-line = { $colour } — { $player }: { $score }

new-game = New game
random-start = Who starts is drawn at random.
start = Start
cancel = Cancel
game-over = Game over
match-score = Match score: White { $white }, Black { $black }
close = Close

die = die { $n }: { $value }
die-used = die { $n }: { $value }, used
die-not-rolled = die { $n }: not rolled
point-empty = point { $point }: empty
point-white = point { $point }: { $count } white
point-black = point { $point }: { $count } black
selected = , selected
target = , target
# A point the computer's last move left or reached (after its name, as "target" is).
last-move = , last move
tray = borne off: { $white } white, { $black } black

rules-title = Rules of long nardy
rules-picture = The start: White on its head, point 24; Black on its head, point 12. The arrows show the way both go round.
rules-board-title = The board
rules-board = 24 points in four quarters of six. Each player has 15 checkers. White starts with all 15 on point 24 (its head), Black with all 15 on point 12. Both move counter-clockwise: White 24 -> 1, Black 12 -> 1 -> 24 -> 13. White's home is points 1–6, Black's home 13–18.
rules-turn-title = A turn
rules-turn = Roll two dice (click the dice or press Space). Each die moves one checker that many points; one checker may use both dice, and every point it stops on must be allowed. A double gives four moves of that number. Who starts is drawn at random.
rules-stop-title = Where a checker may stop
rules-stop = On an empty point or on your own checkers, never on a point holding an opponent's checker. There is no hitting.
rules-head-title = The head
rules-head = Only one checker may leave the head in a turn. Exception: on your first turn, with 6-6, 4-4 or 3-3, two may. With 6-6 both go to the sixth point from the head and the other two sixes are lost: six further is the opponent's head, which still holds its checkers.
rules-block-title = Six in a row
rules-block = You may not hold six points in a row (along your own path) unless at least one opponent checker is already past all six. This is checked after every die, even in the middle of a move.
rules-block-picture = White may not close point 11 (red): 11 to 6 would be six in a row with no black checker past them. Another two (green) is fine.
rules-dice-title = Using the dice
rules-dice = Play as many dice as possible, judged over the whole move. If only one die can be played, play the higher one when you can. If no die can be played, the turn passes.
rules-off-title = Bearing off
rules-off = Once all your checkers are home, a die bears off a checker from the point at exactly that distance; a higher die bears off from your highest occupied point when no checker stands further away. Otherwise the die moves a checker inside the home.
rules-off-picture = With 6-4: the six bears off from 5, the highest point (green); it may not bear off from 3 while 5 is occupied (red).
rules-win-title = Winning
rules-win = The first to bear off all 15 wins one point; if the loser has borne off none, it is a mars and counts two. The match score is kept for the session.
rules-mouse-title = Playing with the mouse and keys
rules-mouse = Click one of your checkers: arrows show where it may go with the dice left (the tray on the right when it may bear off). Click a target, or drag the checker there. Used dice are greyed. Undo (Ctrl+Z) takes the move back to the roll, and against the computer, with nothing of the move played, your last turn and its reply (you play that roll again); End move (Enter) passes the dice on once every playable die is played. Hint (H) shows the best moves of the expert computer player, ranked with the chance to win after each; the best is drawn as blue arrows. The computer's last move stays outlined in violet, with thin arrows, until your turn after it ends.

about-title = About Nardy
about-name = Nardy — long backgammon
about-version = Version { $version }
about-1 = Long nardy (long backgammon) for two at one computer, or against the computer.
about-2 = Every rule is enforced; impossible moves are refused with the reason.
about-3 = Saved games are JSON files in the saves folder.

all-dice-played-lost = No checker may play the dice left ({ $dice }). End your move or undo it.
move-complete-lost = Move complete: no checker may play the dice left ({ $dice }). Press End move (Enter), or Undo.
die-lost = die { $n }: { $value }, cannot be played
checker-label = { $colour ->
        [white] white checker
       *[black] black checker
    }
pips-line = { $colour ->
        [white] White
       *[black] Black
    }: { $pips } pips to go, { $off } off
match-to = Match to
match-to-title = Match to { $length } points
match-length = { $length ->
        [one] 1 point
       *[other] { $length } points
    }
match-endless = No end
match-score-to = Match to { $length }: White { $white }, Black { $black }
match-won = { $colour ->
        [white] White
       *[black] Black
    } wins the match { $white }–{ $black }.
next-game = Next game
new-match = New match…
history = Moves
history-none = No move played yet.
# A step that bears a checker off, in the move notation (`3/off`).
step-off = { $from }/off
history-turn = { $n }. { $colour ->
        [white] White
       *[black] Black
    } { $roll }: { $moves }
history-pass = { $n }. { $colour ->
        [white] White
       *[black] Black
    } { $roll }: cannot move
about-authors = Written by the Nardy maintainers; free software under the { $license } licence.

save-json-syntax = it is not JSON (line { $line }, column { $column })
save-json-eof = the file ends in the middle (line { $line })
save-json-data = a key is missing, unknown or of the wrong type (line { $line }, column { $column })
save-duplicate-key = the key { $key } is given twice (line { $line })
save-version = it is of version { $version }, which this program does not read
save-point-range = point { $point } is not one of 1–24
save-empty-point = point { $point } is listed with no checkers
save-too-many = { $count } checkers where at most 15 fit
save-die = die { $die } is not one of 1–6
save-dice-after-end = it gives dice for a game that is over
save-player = it names an unknown player { $player } (human, quick, strong or expert)
save-score = a match score of { $score } (at most { $max })
save-match-length = a match to { $length } points (1 to { $max })
save-match-won = a game goes on in a match to { $length } that is won already ({ $white }–{ $black })
position-wrong-total = { $colour ->
        [white] White
       *[black] Black
    } has { $count } checkers, not 15
position-off-before-home = { $colour ->
        [white] White
       *[black] Black
    } has borne off while checkers are outside its home
position-first-turn-off-head = the file says { $colour ->
        [white] White
       *[black] Black
    } has not moved, but not all its checkers are on point { $point }
position-both-finished = both players have borne off every checker
position-forbidden-block = { $colour ->
        [white] White
       *[black] Black
    } holds six points in a row with no opponent checker past them, which the rules never allow
position-wrong-side = { $colour ->
        [white] White
       *[black] Black
    } is to move, but { $other ->
        [white] White
       *[black] Black
    } has not made its first move
position-moved-off-nothing = the file says { $colour ->
        [white] White
       *[black] Black
    } has moved, but all its checkers are on point { $point } and nothing could have blocked them
position-too-far-ahead = { $colour ->
        [white] White
       *[black] Black
    } has moved { $moved } pips in its one turn (at most 24) while { $other ->
        [white] White
       *[black] Black
    } has not moved

# Play online (the window's online screens; the shared ones are the shell's)
level-quick = quick
level-strong = strong
level-expert = expert
online-server-decides = The server rolls the dice, checks every move and keeps the match score.
online-to-move = { $colour ->
        [white] White
       *[black] Black
    } to move: { $name }
online-your-roll = Your turn: roll the dice.
online-server-rolls = The server rolls the dice.
online-hint = Hint: { $steps }
online-game-ended = Game { $game } is over. { $result }
online-game-number = Game { $game } of the match
online-match-line = { $colour } — { $name } ({ $seat }): { $score }
online-stand-in-plays = { $name } is away: the server's computer plays for them.
online-refused-turn = It is not your turn.
online-refused-nothing-to-undo = No step of this move to take back.
online-refused-nothing-to-hint = Every die that can be played has been: nothing to hint.
online-refused-seat-count = Nardy has two seats, not { $count }.
online-refused-name = The name of seat { $seat } is not allowed.
online-refused-match-length = A match is to 1 to { $max } points, not { $points }.
online-one-game = One game

## The settings file Nardy.ini: what is wrong with a value (after "[Game] MatchTo="100"")
settings-not-match = is not none or 1 to { $max }
settings-not-player = is not human or one of { $levels }
settings-not-language = is not de, en, ru or system
settings-not-theme = is not boxed, light or dark

# A take back against the computer (Undo with nothing of the move played).
taken-back = Your last move and the computer's reply are taken back: play your { $roll } again.
# A save's record of moves (version 2) that does not hold.
save-history-turn = turn { $turn } of its record of moves breaks the rules
save-history-not-their-turn = turn { $turn } of its record of moves is given to the side not to move
save-history-elsewhere = its record of moves does not lead to the position it states
# At start: the autosave holds an unfinished game.
resume-title = An unfinished game
resume-text = { $turns ->
        [one] A game was left unfinished after 1 turn.
       *[other] A game was left unfinished after { $turns } turns.
    } Resume it?
resume = Resume
resumed = The unfinished game is resumed.
record-opened = The game’s record is open in the replay.
resume-decline = New game

# The replay of a game (Turn ▸ Replay the game, the result's dialog).
replay-game = Replay the game
replay-title = Replay
replay-start = The start, before turn 1 of { $turns }
replay-turn = After turn { $n } of { $turns }

# The analysis of a game, in the replay. Equity: cubeless, a game counted ±1.
analyse-game = Analyse the game
analysing = Analysing the game: turn { $done } of { $turns }…
analysis-failed = The analysis stopped without an answer.
analysis-summary = { $colour ->
        [white] White
       *[black] Black
    }: moves rated { $rated }; doubtful { $doubtful }, errors { $errors }, blunders { $blunders }; equity lost a move { $loss }
analysis-turn-forced = Turn { $n }: one way to play or none, not rated.
analysis-turn-good = Turn { $n }: a good move (equity lost { $loss }).
analysis-turn-marked = Turn { $n }: { $mark ->
        [doubtful] doubtful
        [error] an error
       *[blunder] a blunder
    } (equity lost { $loss }); the expert level plays { $best }.
analysis-thresholds = Equity lost against the expert level's move: doubtful (?!) from 0.04, an error (?) from 0.08, a blunder (??) from 0.16 — gnubg's thresholds.
analysis-line = { $line } { $mark }
# A number with three decimals: 0.094
decimal-3 = { $whole }.{ $fraction }

## The guided first game (Help ▸ Learn to play): the card beside the board
menu-learn = Learn to play
settings-not-guide = is not new or done
guide-title = Learn to play
guide-step-of = Step { $step } of { $steps }
guide-finished = Finished
guide-skip = Skip step
guide-next = Next
guide-leave = Leave the guide
guide-finish = Play a game of my own
guide-escape = Escape leaves the guide; your own game waits as it was.
guide-offer = New to long nardy?
guide-offer-text = A short guided game shows the rules as they come up: the head, a block, bearing off.
guide-offer-start = Learn to play
guide-offer-no = No thanks
guide-roll-title = Roll the dice
guide-roll = You play White. All 15 of your checkers start on your head, point { $head } (ringed in blue). They travel counter-clockwise: along the top to the left, then along the bottom to your home, points 1–6, and off the board. Roll: click the dice, press Space or Roll.
guide-move-title = Move a checker by a die
guide-move = You rolled { $a } and { $b }. Each die moves one checker that many points. Click the top checker of your head: yellow arrows show where it may go. Move it { $die } points, to point { $to }.
guide-head-title = The head
guide-head = Only one checker may leave the head in a turn. Try it: click your head, point { $head }, again — the message line says why it may not move. (One exception: on your first turn a 6-6, 4-4 or 3-3 lets two checkers leave the head.)
guide-both-title = Use both dice
guide-both = You must play both dice whenever you can; when only one of them can be played, it must be the higher one. Play the { $die } with the checker on { $from }: to point { $to }.
guide-end-title = End the move
guide-end = Both dice are played (greyed). End your move with End move or Enter: the dice pass to Black.
guide-block-title = Six in a row
guide-block = Later in a game: you rolled { $a } and { $b }. Points you hold stop the opponent, who may not land on them. You hold { $first } to { $last }, five in a row (ringed). A sixth is allowed only when at least one of the opponent's checkers is already past them — here none is. Try it: move a checker from { $from } to { $to } (ringed in red).
guide-free-title = Play on
guide-free = Refused by the block rule. Now play your { $a } and { $b } another way the arrows allow, and end your move.
guide-off-title = Bearing off
guide-off = Near the end: every checker you still have on the board is home (1–6), so you may bear them off; 13 are off already, in the tray on the right. A die bears off a checker from the point of its number; a higher die bears off from your highest point when none stands further away. You rolled { $a } and { $b }: bear the checker on { $from } off with the { $die } — click it, then the tray (ringed).
guide-last-title = The last checker
guide-last = Now bear off the checker on { $from } with the { $die }.
guide-ends-title = How the game ends
guide-ends = The first to bear off all 15 checkers wins. Black has borne off none: that is a mars, and it counts 2 points in a match instead of 1. A match is played to the points chosen under Game, New game….
guide-done-title = Well done
guide-done = You know the rules now. Help, Rules has them all, and Help, Learn to play shows this guide again.
guide-refused = Not now: the guide asks you to { $ask }.
guide-ask-roll = roll the dice
guide-ask-move = move the checker on { $from } to { $to } with the { $die }
guide-ask-head = try a second checker off your head, point { $head }
guide-ask-end = end your move
guide-ask-block = try to move a checker from { $from } to { $to }
guide-ask-off = bear the checker on { $from } off with the { $die }
guide-ask-read = read on and press Next
