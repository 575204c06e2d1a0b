
## Menus

menu-game = Game
menu-new = New game…
menu-load = Load…
menu-save = Save…
menu-quit = Quit
menu-turn = Turn
menu-end-turn = End turn
menu-undo = Take back the last tile
menu-hint = Hint
menu-options = Options…
menu-help = Help
menu-rules = Rules
menu-reading = Reading the board
menu-about = About LoopIt

## Dialogs

save-first-new = Starting a new game ends the game on the board. Save it first?
save-first-load = Loading another game ends the game on the board. Save it first?
save-first-quit = Quitting ends the game on the board. Save it first?
button-save = Save
button-cancel = Cancel
end-turn-title = End the turn?
end-turn-question = You have placed no tile, and one of your tiles still fits. End the turn anyway?
button-end-anyway = End turn anyway
button-keep-playing = Keep playing
sit-out-title = { $name } sits out
sit-out-text = None of { $name }'s tiles can be placed anywhere on the board. The tiles go back into the bag and the next player moves.
button-ok = OK
button-new-game = New game
button-save-as = Save…
button-close = Close

## Setup

setup-tagline = Lay tiles so the lines run on. Every tile your new tile is joined to scores.
setup-picture = A bit of the board: eight tiles whose lines close a loop
setup-title = New game
setup-players = Players:
setup-count = { $count } players
setup-name-label = Name of player { $seat }
setup-name-hint = a name
setup-no-tiles = No game can start: the tile images cannot be loaded.
setup-folder = Folder: { $folder }
setup-choose-folder = Options… (choose the tile folder)
setup-start = Start game
setup-load = Load a saved game…
setup-resume = Back to the game
setup-seat = Seat { $seat }
setup-remove = Take seat { $seat } from the table
setup-person = Person
setup-computer = Computer
setup-person-for = Seat { $seat }: a person
setup-computer-for = Seat { $seat }: the computer
setup-level-for = Seat { $seat }: { $level }
setup-person-about = Someone at this computer plays this seat.
setup-first = Moves first
setup-make-first = Let this seat start
setup-make-first-for = Seat { $seat } moves first
setup-add = + Add a player
seat-human = Human
seat-computer = Computer ({ $level })
seat-who = Who plays seat { $seat }
seat-default-name = Player { $seat }
player-count = A game has 2 to 4 players, not { $count }.
player-no-name = Player { $seat } has no name.
player-bad-name = The name of player { $seat } { $problem }: { $name }.
level-greedy = Normal
level-planner = Strong
level-greedy-about = Plays by the game's own rule: its highest tile where it scores most.
level-planner-about = Plans its whole turn for the most points.
kind-human = human
kind-computer = computer ({ $level })

## What happened

picked-turn-full = Three tiles are placed this turn: end your turn.
picked-fits-nowhere = This { $value } fits nowhere on the board right now.
picked-fits =
    This { $value } fits on { $count ->
        [one] 1 cell, highlighted on the board.
       *[other] { $count } cells, highlighted on the board.
    }
computer-placed =
    { $name } placed a { $value } on { $cell } for { $points ->
        [one] 1 point.
       *[other] { $points } points.
    }
you-placed =
    Placed the { $value } on { $cell } for { $points ->
        [one] 1 point.
       *[other] { $points } points.
    }
refused = This { $value } cannot go on { $cell }. { $reason }
took-back = Took the { $value } on { $cell } back to the bank.
took-back-more =
    Took the { $value } on { $cell } back to the bank, and { $others ->
        [one] 1 more tile that no longer fitted without it.
       *[other] { $others } more tiles that no longer fitted without it.
    }
nothing-to-take-back = No tile placed this turn to take back.
turn-sat-out = { $name } sat out: none of their tiles fitted anywhere.
turn-passed = { $name } passed.
turn-ended =
    { $name }: { $placements }, { $points ->
        [one] 1 point.
       *[other] { $points } points.
    }
log-sat-out = sat out: no tile fitted
log-passed = passed
log-turn =
    { $placements }: { $points ->
        [one] 1 point
       *[other] { $points } points
    }
log-placement = { $value } on { $cell } (+{ $points })
cheat-marked = Cheat: turn the mouse wheel over the marked tile to swap it through the bag.
cheat-swapped = Cheat: bank tile { $slot } is now a { $value } (another tile from the bag).
cheat-bag-empty = Cheat: the bag is empty, there is nothing to swap with.
cheat-cannot = Cheat: that tile cannot be swapped now.
why-taken = { $cell } is taken by a { $value }.
why-off-board =
    Its line at the { $side ->
        [n] top
        [e] right
        [s] bottom
       *[w] left
    } would run off the board.
why-line-not-met =
    Its line at the { $side ->
        [n] top would end against the { $value } above it
        [e] right would end against the { $value } to its right
        [s] bottom would end against the { $value } below it
       *[w] left would end against the { $value } to its left
    } ({ $cell }), which has no line on that side.
why-cuts-line =
    The { $value } { $side ->
        [n] above it
        [e] to its right
        [s] below it
       *[w] to its left
    } ({ $cell }) has a line on this side, and this tile has none at the { $side ->
        [n] top
        [e] right
        [s] bottom
       *[w] left
    }: it would cut the line off.
why-no-line = None of its lines would meet a line of a tile on the board: a tile must continue at least one line.
why-empty-slot = That bank slot holds no tile.
why-turn-full = Three tiles are placed this turn: end your turn.
why-game-over = The game is over.
sum-plain = { $own }
sum-premium = { $value } × { $premium } = { $own }
sum-nothing = { $head }, joined to nothing, total { $total }
sum-one = { $head }, joined { $joined }, total { $total }
sum-many = { $head }, joined { $parts } = { $joined }, total { $total }
line-run =
    The line at the { $side ->
        [n] top
        [e] right
        [s] bottom
       *[w] left
    } { $count ->
        [0] counts no new tile
        [one] joins 1 tile
       *[other] joins { $count } tiles
    } and { $stop ->
        [junction] stops at the junction on { $cell }.
        [dot] ends at the dot of the dead end on { $cell }.
        [gap] stops at the gap on { $cell }.
       *[loop] closes a loop at { $cell }.
    }

## Log

log-line = { $turn }. { $name }: { $text }

## Side panel

scores = Scores
score-row =
    { $name }, { $kind }: { $points ->
        [one] 1 point
       *[other] { $points } points
    }
score-row-to-move =
    { $name }, { $kind }: { $points ->
        [one] 1 point
       *[other] { $points } points
    }, to move
tiles-in-bag = Tiles in the bag: { $count }
side-game-over = Game over
show-result = Show the result
to-move = { $name } to move
cheat-computer-waits = Cheat mode: double-click a tile of the computer's bank and turn the wheel to swap it.
let-computer-play = Let the computer play
computer-placing = { $name } is placing its tiles…
end-turn = End turn
take-back-last = Take back last
hint-sit-out = None of your tiles fits anywhere: you sit this turn out.
hint-turn-full = Three tiles placed: end your turn.
hint-nothing-fits = No other tile fits: end your turn.
hint-first = Pick a tile from your bank, then click a highlighted cell.
hint-more = Place another tile, or end your turn.
this-turn-none = This turn: no tile placed yet
placement-line = { $number }. { $value } on { $cell }
points =
    { $points ->
        [one] 1 point
       *[other] { $points } points
    }
this-turn = This turn
turns = Turns
no-turn-yet = No turn played yet.
log-hover = Shows this turn's tiles on the board; click to keep them shown

## Board, bank, game over

bank-placed-mark = placed
bank-tip-marked = Turn the mouse wheel to swap this tile through the bag
bank-tip-nowhere = This tile fits nowhere on the board right now
bank-tip-pick = Click to pick up this tile, then click a highlighted cell (or drag it there)
bank-slot = bank { $slot }
bank-tile = { $tile }
bank-picked = picked up
bank-marked = marked for swapping
bank-hinted = number { $order } of the hint
bank-nowhere = fits nowhere
bank-placed = placed on the board
bank-empty = empty
cell-name = cell { $cell }
cell-start = start cell
cell-this-turn =
    placed this turn for { $points ->
        [one] 1 point
       *[other] { $points } points
    }
cell-last-turn =
    placed last turn for { $points ->
        [one] 1 point
       *[other] { $points } points
    }
cell-empty = empty
cell-premium = ×{ $premium } field
cell-legal =
    legal: { $points ->
        [one] 1 point
       *[other] { $points } points
    }
cell-shown =
    shown from the log: { $points ->
        [one] 1 point
       *[other] { $points } points
    }
cell-start-mark = start
board-pick-first = Pick a tile from your bank first, then click a highlighted cell.
board-take-back-tip = Click to take this tile back to your bank
board-notes-this-turn = This turn:
board-notes-last-turn = Last turn:
board-notes-shown = Turn shown:
board-notes-hint = Suggested:
tip-points-name = points: { $sum }
tip-points =
    +{ $points ->
        [one] 1 point
       *[other] { $points } points
    }
tip-refused-name = refused: { $why }
tip-not-on = Not on { $cell }
bank-of = { $name }'s bank
bank-heading = Bank
over-all-placed = The game is over: all 81 tiles are on the board.
over-last-fits-nowhere = The game is over: the last tile fits nowhere on the board.
over-none-fits = The game is over: none of the { $count } tiles left fits anywhere on the board.
win-one = { $name } wins!
win-shared = { $names } and { $last } share the win!
over-title = Game over
over-place = Place
over-player = Player
over-total = Total
over-best = Best turn
over-best-turn =
    { $points ->
        [one] 1 point
       *[other] { $points } points
    } (turn { $turn })
over-chart-title = Scores turn by turn
over-chart-name = chart of the scores turn by turn
over-chart-x = Round
over-chart-y = Points
over-chart-value = { $name }, round { $round }: { $points } points

## Options

options-title = Options
options-folders = Files and folders
options-tiles = Tile images
options-browse = Browse…
options-use = Use
options-saves = Saved games
options-tiles-bad =
    The tile images cannot be used ({ $count ->
        [one] 1 problem
       *[other] { $count } problems
    }):
options-tiles-ok = All 81 tile images loaded from { $folder }.
options-names = Default player names
options-name = Default name { $seat }
options-play = Play
options-cheat = Cheat mode (double-click a bank tile, then turn the wheel to swap it)
options-delay = Computer's delay between placements
options-no-file = not kept in a file
options-file = Settings file: { $file }
options-language = Language
options-language-system = Like the system ({ $language })
options-theme = Theme
options-coordinates = Show the coordinates A–K and 1–11 along the board
options-quiet-marks = Quiet board marks (for players who know the game)
options-quiet-marks-tip = Legal cells show only their dot, the last turn is not framed, and pointing at a cell marks no joined tiles or stops; the strip under the board still explains the points.

## Help

rules-title = Rules of LoopIt
rules-intro = Two to four players take turns laying tiles on an 11 × 11 board. Lines must run on from tile to tile; the more tiles your new tile is joined to, the more it scores.
rules-tiles-title = The tiles
rules-tiles = There are 81 tiles. Each has a value from 1 to 8, shown in its corner, and lines that run to the middle of one or more of its sides. Tiles are never turned: they go on the board as they lie in the bank.
rules-paths = • Paths (one line between two edges) let a line run through them.
rules-junctions = • Junctions (three or four lines meeting at a dot in the middle) stop a line.
rules-dead-ends = • Dead ends (value 8) have a straight line across, which a line runs through, and a short line ending in a dot, where a line stops.
rules-placing-title = Placing a tile
rules-placing = A tile may go on an empty cell when:
rules-placing-1 = • every line of the tile meets a line of the neighbouring tile, or an empty cell — no line runs off the board;
rules-placing-2 = • it cuts off no line: where a neighbour has a line end facing the cell, the tile has one too;
rules-placing-3 = • it continues at least one line of a tile already on the board.
rules-placing-4 = When you pick up a tile, the program highlights every cell where it may go.
rules-points-title = Points
rules-points = A placement scores the tile's value times the premium of its cell (×2 to ×6, shown on the board), plus the plain value of every tile it is joined to by a line. From each line end, the line is followed: through paths and across dead ends' straight lines, until it reaches a junction, a dead end's dot, an empty cell, or a tile already counted. Every tile passed counts once, including the one where the line stops.
rules-example-picture = Example: { $tile } on { $cell }, { $sum }
rules-example-title = Example
rules-example = The junction 5 lies on the start cell F6; to its right, on G6, lies a 1 whose line runs up and left. You place a 4 with a line from top to bottom on G5, a plain cell: 4 × 1 = 4 for the tile, 1 for the tile below it, and 5 for the junction, because the line runs on through the 1 into the junction. Total: { $total }. The same tile on F5 (a ×2 field, right above the junction) earns 4 × 2 + 5 = { $premium_total }.
rules-turn-title = A turn
rules-turn-1 = 1. You draw tiles from the bag until your bank holds five (or the bag is empty).
rules-turn-2 = 2. You place up to three of them, one at a time. Until you end the turn you can take any of them back (click it, or { $undo } for the last one). Taking a tile back also returns the tiles placed after it that no longer fit without it; the others stay, scored anew.
rules-turn-3 = 3. End turn (the button, or Enter) adds the points, fixes the tiles and puts the rest of your bank back into the bag. You may end a turn without placing anything.
rules-turn-4 = 4. If none of your tiles fits anywhere, you sit the turn out.
rules-end-title = Start and end
rules-end = The game starts with one tile drawn at random on the start cell F6; it scores for nobody. The game ends when every tile is on the board, or when no tile left in the bag can be placed anywhere. The highest score wins; equal scores share the place.
rules-reading-title = Reading the board
rules-reading = Columns A–K and rows 1–11 are marked along the board's edges. Help, Reading the board, shows every mark: legal cells (green with a dot), refused cells (red cross and a bar on the broken side), this turn's tiles (a solid frame in the colour of the player to move), the last turn's (dashed frame in the colour of the player who placed them), joined tiles (yellow brackets) and where a line stops (a black frame with white bars). The points of the marked tiles are listed under the board. Point at a legal cell, and the strip under the board says how the points add up; point at a refused cell, and it says why.
rules-computer-title = The computer
rules-computer = The computer plays at one of four levels, chosen on its seat's card in the setup:
rules-cheat-title = Cheat mode
rules-cheat = With cheat mode on (Options), double-click a bank tile that has not been placed, then turn the mouse wheel over it: it is swapped with the tiles still in the bag, in name order — down for the next, up for the previous. This works on a computer's bank too, before it plays (click "Let the computer play" when done).
about-title = About LoopIt
about-version = Version { $version }
about-what = A tile-laying board game for 2 to 4 players at one computer.
about-how = Written in Rust with egui. Tile art drawn by the project's own generator.
reading-title = Reading the board
legend-intro = Every mark on the board differs in shape as well as colour:
legend-start = The start cell (F6): a gold corner under its tile.
legend-premium = A premium field: the tile's value counts ×2 to ×6 here.
legend-legal = Where the picked-up tile may go: green, with a dot in the top-left corner (with quiet board marks, the dot alone).
legend-refused = Where it may not go, when you point at it: a red cross, and a red bar on the side where a rule is broken. The strip under the board says which rule.
legend-no-line = No line would be continued: a dashed red frame all round.
legend-this-turn = Placed this turn: a solid frame round the tile in the colour of the player to move; its points are listed under the board beside that player's disc. Click it to take it back.
legend-last-turn = Placed since your last turn: a dashed frame round the tile in the colour of the player who placed it, its points listed under the board beside that player's disc (with two players, the other player's last turn; with more, each other player's).
legend-joined = A tile the new tile would be joined to, and so counts: yellow corner brackets.
legend-stop = Where a line stops (a junction, a dead end's dot, a gap, or a loop closing): a black frame round the cell with a white bar across each side; at a gap the empty cell is framed with dashes inside.
legend-log = A turn you point at in the log: purple corner brackets, its points listed under the board.
legend-hint = A hint (H, or Hint in the Turn menu): the suggested tiles shown on their cells in teal corner brackets; in the bank each of them carries a teal badge with its number, the order to place them in, and the strip under the board lists them the same way with each one's cell and points ("1: G6 +23").
legend-bank = In the bank: a tile that fits nowhere now is grey and hatched; the picked-up tile stands up out of its slot in an orange frame; in cheat mode the marked tile has a dashed magenta frame.
legend-coordinates = Columns are lettered A to K from the left, rows numbered 1 to 11 from the top: the start cell is F6. The log names each tile by its value and its cell ("7 on F4").

## Window and files

title = LoopIt
title-over = LoopIt — game over
title-to-move = LoopIt — { $name } to move
warning = Warning: { $warning }
welcome = Welcome to LoopIt.
dismiss-warnings = Dismiss warnings
new-game-started = New game: { $name } moves first.
cannot-start = Cannot start the game
cannot-load-tiles = Cannot load a game
cannot-load-tiles-text = { $error }. Choose a tile folder in the options first.
loaded = Loaded { $file }.
cannot-load = Cannot load the game
record-opened = The game’s record is open in the replay.
saved = Saved to { $file }.
cannot-save = Cannot save the game
no-folder-dialog = No folder dialog is available here: type the folder into the field.
picker-save = Save the game
picker-open = Load a game
picker-folder = Choose a folder
picker-type = LoopIt game
browser-folder = Folder:
browser-none = No saved games in this folder.
browser-name = File name:
browser-load = Load
browser-replace-question = A saved game of that name exists. Replace it?
browser-replace = Replace

## File errors

storage-write = Cannot save the game to { $file }: { $why }.
autosave-failed = The game is not being autosaved, so a crash would lose the turns since the last autosave. { $why } Save it through the Game menu to keep it.
storage-read = Cannot read the game { $file }: { $why }.
storage-invalid = { $file } cannot be loaded: { $why }.
file-not-a-file = it is not a regular file
file-too-large = it is larger than { $kb } kB, more than any saved game
file-not-text = it is not a text file
file-not-found = there is no such file or folder
file-permission = permission denied
file-disk-full = the disk is full
file-read-only = the disk is read-only

## Save files: what is wrong inside one

save-not-json-line = it is not a JSON file (the text goes wrong on line { $line })
save-duplicate-key = the key { $key } is given twice (line { $line }), so it is unclear which value counts
save-not-object = it is not a LoopIt save: the file must hold one JSON object
save-no-version = it is not a LoopIt save: the key "version" is missing or not a number
save-unknown-version = save file version { $version } is not known to this program (it reads versions { $first } to { $last })
save-where-file = the save file
save-where-key = key { $key }
save-key-missing = { $place }: the key { $missing } is missing
save-key-wrong-line = { $place } holds the wrong kind of value (line { $line })
save-resumed-scores = { $place }: { $scores } scores for { $players } players
save-too-many-drawn = { $place }: { $count } tiles drawn, but a bank holds at most { $max }
save-not-a-seat = { $place }: { $value } is not a seat (the players are 0 to { $last })
save-unknown-tile = { $place }: tile { $name } does not exist
save-tile-twice = tile { $tile } appears twice ({ $first } and { $second })
save-off-board = board entry { $entry }: cell { $row },{ $col } is off the board (rows and columns are 0 to { $last })
save-cell-twice = cell { $cell } holds two tiles ({ $first } and { $second })
save-bank-too-large = the bank holds { $count } tiles, but at most { $max }
save-negative-score = player { $seat } has a negative score ({ $score })
save-impossible-score = player { $seat } has a score of { $score }, more than any game can reach (at most { $max })
save-unknown-level = player { $seat } has an unknown computer level { $level } (known: { $known })
save-current = "current" is { $current }, but there are only players 0 to { $last }
save-bank-not-drawn = the bank holds { $bank } tiles, but a player draws { $drawn } at the start of a turn (5, or all that are left; none means drawing when the game resumes)
save-scores-too-low = the scores add up to { $total }, but the tiles on the board have earned at least { $least } (each tile placed earns its value and the value of a tile it joins)
save-bad-placement = { $place }: { $text } is not a placement written TILE@row,col=points
save-history-start = the history must begin either with a "start" tile or with a "resumed" position
save-resumed = the position the history resumes from: { $why }
place-board = board entry { $n }
place-bank = bank tile { $n }
place-start = the history's start tile
place-drawn = turn { $turn } of the history, drawn tile { $n }
place-swap = turn { $turn } of the history, swap { $n }
place-placement = turn { $turn } of the history, placement { $n }
position-empty = the board is empty: the start tile must lie on { $cell }
position-no-start = no tile lies on the start cell { $cell }
position-off-board =
    tile { $tile } on { $cell } has a line running off the board at its { $side ->
        [n] top
        [e] right
        [s] bottom
       *[w] left
    } edge
position-lines-do-not-meet =
    tile { $tile } on { $cell } has a line end at its { $side ->
        [n] top
        [e] right
        [s] bottom
       *[w] left
    } edge, but tile { $other } on { $other_cell } has none facing it
position-not-joined = tile { $tile } on { $cell } is not joined by lines to the start tile on { $start }
history-bad-random = the history's generator state { $text } is not one of 32 hexadecimal digits ending in an odd digit
history-start-tile = the history's start tile is { $recorded }, but the generator draws { $drawn }
history-turn = turn { $turn } of the history: { $why }
history-after-game-over = the history goes on after the game ended (turn { $turn })
history-no-turn-in-progress = the history records no turn in progress, but the game it leads to is not over
history-leads-elsewhere =
    the history does not lead to the position the file states: { $what ->
        [board] the board differs
        [bank] the bank differs
        [score] the score of player { $seat } differs
        [current] the player to move differs
       *[history] the history itself differs
    }
history-no-tiles = nothing
turn-wrong-player = it is given to player { $recorded }, but player { $expected } was to move
turn-wrong-draw = the tiles drawn are recorded as { $recorded }, but the draw gives { $drawn }
turn-bad-swap = cheat swap { $index } cannot be made (its slot does not hold its tile, or the new tile is not in the bag)
turn-bad-placement = placement { $index } cannot be made: { $why }
turn-placement-differs =
    placement { $index } is recorded differently: its slot holds { $tile }, and it earns { $points ->
        [one] 1 point
       *[other] { $points } points
    }
turn-not-in-bank = placement { $index } lays tile { $tile }, which is not in the bank
turn-said-sat-out = the player is said to sit out, but a tile fitted
turn-did-sit-out = the player sat out, but the record says otherwise
history-why-taken = { $cell } already holds tile { $tile }
history-why-off-board =
    its line at the { $side ->
        [n] top
        [e] right
        [s] bottom
       *[w] left
    } would run off the board
history-why-line-not-met =
    its line at the { $side ->
        [n] top
        [e] right
        [s] bottom
       *[w] left
    } would end against tile { $tile }, which has no line on that side
history-why-cuts-line =
    tile { $tile } { $side ->
        [n] above it
        [e] to its right
        [s] below it
       *[w] to its left
    } has a line on that side, which it would cut
history-why-no-line = none of its lines would meet a line of a tile on the board
history-why-empty-slot = its bank slot holds no tile
history-why-turn-full = three tiles were placed that turn already
history-why-game-over = the game was over already
name-empty = is empty
name-invisible = has nothing visible
name-control = holds a control character (such as a line break)
name-line-separator = holds a line or paragraph separator
name-bidi = holds a character that changes the writing direction (such as a right-to-left override)
name-too-long = is longer than { $max } characters ({ $count })

## The tile folder and the system's file errors

tiles-error =
    { $count ->
        [one] 1 of the 81 tile images in { $folder } cannot be used
       *[other] { $count } of the 81 tile images in { $folder } cannot be used
    }: { $problems }
tiles-no-folder = the folder does not exist
tile-file-problem = { $file }: { $why }
tile-missing = missing
tile-not-a-file = not a regular file
tile-too-large = larger than { $mb } MB, more than a tile image needs
tile-unreadable = cannot be read: { $why }
tile-not-png = not a readable image (no PNG header)
tile-no-pixels = an image without pixels
tile-too-many-pixels = { $width } × { $height } pixels, larger than { $max } × { $max }
tile-damaged = not a readable image (the PNG data is damaged)
file-is-a-folder = it is a folder
file-not-a-folder = a part of the path is not a folder
file-exists = the file already exists
file-bad-name = the system does not accept this name
file-system-too-large = the file is too large for the system
file-interrupted = the system did not answer in time; try again

## The settings file

value-empty = is empty
value-not-kind = is not human or one of { $levels }
value-not-count = is not { $min } to { $max }
value-not-delay = is not a number of milliseconds from 0 to { $max }
value-not-on-off = is not 1 or 0
value-not-language = is not de, en or system
value-not-on-off-auto = is not 1, 0 or auto
value-not-theme = is not boxed, light or dark
value-not-guide = is not new or done
settings-write-fresh = Write a fresh settings file
settings-fresh = A fresh settings file was written to { $file }.
settings-fresh-kept = A fresh settings file was written to { $file }; the old one is kept as { $backup }.
tiles-loaded = Tile images loaded from { $folder }.
tiles-built-in-used = The tile images built into the program are used.
tiles-not-loaded = { $why }.

## Hot seat

hot-seat-ready = { $name }'s turn: click or press Space when { $name } is at the screen
hot-seat-side = { $name }'s bank stays hidden until { $name } is at the screen.
banks-hidden = The players' tiles stay hidden until the game is over: here is only what everyone has seen.

## Options: hot seat

options-hot-seat = Hide the next person's tiles until they are at the screen
options-hot-seat-tip = While it shows a dash, the seats decide: on when two or more people play at this computer. Tick or untick it to decide here.
options-motion = Motion: tiles move to their cells, points rise into the score
options-motion-tip = Untick to keep the board still. While it shows a dash, the desktop decides: motion follows its "reduce animations" setting where there is one.
options-sound = Sound: a soft tap for each tile, two notes at the end of a turn, a chord at the end of the game
options-sound-tip = Untick to play silently (Sound=0 in LoopIt.ini).
options-sound-missing = This copy of LoopIt was built without sound.

## Keys

rules-keys-title = Keys
keys-pick = 1 to 5: pick up that bank tile (again: put it down)
keys-cursor = Arrow keys: move the cursor over the board
keys-tab = Tab and Shift+Tab: jump between the cells where the picked-up tile may go; with no tile picked up, Tab picks up the first that fits
keys-place = Enter or Space: place the picked-up tile at the cursor
keys-undo = Backspace or { $undo }: take the last tile back
keys-end = Enter with no tile picked up: end the turn (in the hot seat, Space then shows the next bank)
keys-escape = Esc: put the tile down, close a window or dialog
keys-files = { $new }, { $load }, { $save }, { $quit }: new game, load, save, quit
keys-zoom = { $larger }, { $smaller }, { $normal }: zoom in, out, or back to normal: the board first, the text with it; a board larger than the window scrolls (kept for the next start)
keys-help = F1: the rules

## Levels

level-beginner = Beginner
level-expert = Expert
level-beginner-about = Makes legal but modest moves, so a new player can win.
level-expert-about = Weighs its turn against the best replies the next player may draw; near the end it plays the game out to see who gets the last turns.

## Hints

kind-with-hints =
    { $kind }, { $hints ->
        [one] 1 hint
       *[other] { $hints } hints
    }
computer-thinking = { $name } is thinking…
hint-button = Hint
hint-tip = Shows the turn the Expert would play for you (H). Hints are counted.
hint-shown =
    Hint: { $points ->
        [one] 1 point
       *[other] { $points } points
    } with the tiles shown, placed in the numbered order.
hint-none = Hint: none of your tiles fits; end your turn.
keys-hint = H: a hint, the turn the Expert would play (counted)
## Replay

menu-replay = Replay
button-replay = Replay the game
title-replay = LoopIt — replay
replay-step-start = Turn { $turn } of { $turns }: { $name } to play
replay-step-placed = Turn { $turn } of { $turns }: { $name }, tile { $placed } of { $count }
replay-step-end = The end of the game, after { $turns ->
        [one] 1 turn
       *[other] { $turns } turns
    }
replay-first = Start
replay-first-key = The first step (Home key)
replay-previous-turn = Previous turn
replay-previous-turn-key = The start of this turn, or of the one before (Page Up key)
replay-back = Back
replay-back-key = One step back (left arrow key)
replay-forward = Forward
replay-forward-key = One step forward (right arrow key)
replay-next-turn = Next turn
replay-next-turn-key = The start of the next turn (Page Down key)
replay-last = End
replay-last-key = The last step (End key)
replay-slider = Step
replay-leave = Back to the game
replay-leave-key = The game as it stands now (Escape key)
replay-log-hover = Shows the board after this turn

## Review

menu-review = Review
button-review = Review the game
title-review = LoopIt — review
review-title = Review of the game
review-explain = Each turn's points beside the most the player's tiles could have made from the board as it was (the best turn of the Strong level).
review-working = Working out the best turn of every turn…
review-no-turn = No turn of this player has ended yet.
review-headline =
    { $name } made { $percent } % of the possible points ({ $made } of { $possible ->
        [one] 1 point
       *[other] { $possible } points
    })
review-no-turns = { $name } has not played a turn yet.
review-best-turns =
    { $kind } · the best turn in { $best } of { $turns ->
        [one] 1 turn
       *[other] { $turns } turns
    }
review-player-hover = Shows this player's turns
review-col-turn = Turn
review-col-made = Made
review-col-best = Possible
review-col-share = Share
review-row =
    Turn { $turn }: { $made } of { $best ->
        [one] 1 possible point
       *[other] { $best } possible points
    } ({ $percent } %)
review-row-sat-out = Turn { $turn }: sat out, no tile fitted
review-row-hover = Shows the board of this turn (up and down arrow keys)
review-turn-best =
    Turn { $turn }, { $name }: { $made ->
        [one] 1 point
       *[other] { $made } points
    }, the most the tiles allowed.
review-turn-missed =
    Turn { $turn }, { $name }: { $made } of { $best ->
        [one] 1 possible point
       *[other] { $best } possible points
    }.
review-turn-sat-out = Turn { $turn }, { $name }: sat out, none of the tiles fitted.
review-best-total =
    The best turn: { $points ->
        [one] 1 point
       *[other] { $points } points
    } with the ghost tiles, placed in the numbered order.
review-played-caption = The tiles { $name } placed, with the points each made.
review-played-none = { $name } placed no tile in this turn.
review-show-best =
    Best turn: { $points ->
        [one] 1 point
       *[other] { $points } points
    }
review-show-best-hover = The board as the turn began, with the best turn as numbered ghost tiles
review-show-best-secret = Shown when the game is over: the best turn would show the player's tiles.
review-show-played =
    { $name }'s turn: { $points ->
        [one] 1 point
       *[other] { $points } points
    }
review-show-played-hover = The board with the tiles placed in this turn
review-leave = Back to the game
review-leave-result = Back to the result
review-leave-key = Leaves the review (Escape key)
cell-ghost =
    suggested tile { $number }: { $tile } for { $points ->
        [one] 1 point
       *[other] { $points } points
    }

## Resuming the autosaved game

resume-title = Resume the game?
resume-question = Resume the game of { $names } — turn { $turn }, saved { $time }?
resume-question-dated = Resume the game of { $names } — turn { $turn }, saved { $date } { $time }?
resume-question-undated = Resume the game of { $names } — turn { $turn }?
resume-date-format = %Y-%m-%d
button-resume = Resume

## About and levels

files-unusable-left = { $file } (cannot be used; left as it is)
files-settings-none = none (the settings are not kept)
files-tiles-built-in = built into the program
files-unusable = { $file } (cannot be used)
files-not-kept = not kept
files-settings = Settings
files-tiles = Tile images
files-saves = Saved games
files-window = Window state
about-files = Files in use:
about-file = { $what }: { $place }
level-beginner-strength = Wins about 2 of 10 games against Normal.
level-greedy-strength = Wins about 8 of 10 games against Beginner.
level-planner-strength = Wins 98 of 100 games against Normal.
level-expert-strength = Wins about 2 of 3 games against Strong.

## Play online

online-bad-name = The name { $problem }.
online-others-turn = Waiting for { $name }: each placement shows as it is made.
online-watching = You are watching: no bank is shown.
online-bank-later = { $name } is playing; your bank comes with your turn.
online-refused-turn = It is not your turn.
online-refused-place = The server refused the placement.
online-refused-take-back = There is nothing to take back.
online-refused-cheat = Cheating is not allowed in this room.
online-refused-name = The name for seat { $seat } is refused: it must be unique and follow the rule for names.

## The guided first game (Help ▸ Learn to play)
guide-title = Learn to play
guide-step-of = Step { $step } of { $steps }
guide-finished = Done
guide-skip = Skip step
guide-got-it = Got it
guide-leave = Leave the guide
guide-finish = Start a game of my own
guide-computer = Computer
guide-started = A guided game: follow the steps beside the board.
guide-offer = New to LoopIt?
guide-offer-start = Learn to play
guide-offer-no = No thanks
guide-step-pick-up = Click the tile with the blue ring in your bank to pick it up. The hatched tiles beside it fit nowhere on the board yet: they wait for a later turn.
guide-step-where = The green cells are where this tile fits. Point at one: the strip under the board says what it would earn there and how the points add up. The coloured cells are premium fields: there the tile's own value counts ×2 to ×6, as the cell says.
guide-step-why-not = Now click the cell with the blue ring. The tile does not fit there: the red marks and the strip under the board say why.
guide-step-place = Place the tile on the ringed cell. Its points add up as the strip under the board shows: its value times the cell's premium, plus each tile its lines join.
guide-step-long-line = Pick up the next ringed tile and place it on the ringed cell: its line runs through five tiles to a junction, and every one of them counts.
guide-step-loop = Close the loop: place the last ringed tile on the ringed cell. Its line goes round and comes back to it, and every tile on the way counts once.
guide-step-computer = Now the computer plays. Watch its tiles arrive: they stay outlined with dashes in the computer's colour, with their points, until your next turn ends.
guide-step-how-it-ends = How the game ends: when the bag is empty and no bank tile is left, or when no tile still in the bag or a bank fits anywhere on the board. The highest score wins; the final board stays in view with the result beside it, and Replay and Review are one click away.
guide-step-end-turn = Three tiles are placed, the most a turn allows. Click End turn (or press Enter): their points go to your score. Tiles left in a bank at the end of a turn go back to the bag, and each turn starts with a new bank of five.
guide-step-end-turn-fewer = Click End turn (or press Enter): the points of the tiles you placed go to your score. Tiles left in a bank at the end of a turn go back to the bag, and each turn starts with a new bank of five.
guide-step-done = Well done: that is the whole game. Play on here, or start a game of your own.
guide-pick-up-again = Pick up the ringed tile in your bank again.
guide-stray = That tile is not on a ringed cell. Click it on the board to take it back, then use the ringed tile and cell.
menu-learn = Learn to play
save-first-guide = The guide starts a new game. Save the game on the board first?
