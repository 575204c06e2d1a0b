# Reversi — English

## Colours and players

colour = { $colour ->
        [yellow] Yellow
        [black] Black
        [white] White
       *[red] Red
    }
player-human = Human
player-random = Computer: random
player-greedy = Computer: greedy
player-alphabeta = Computer: alpha-beta
rules-document = Document rules (any cell beside a stone)
rules-classic = Classic rules (must turn a stone)
rules-othello = Othello (classic rules from the standard start, Black first)

## Status

to-move = { $colour ->
        [yellow] Yellow
        [black] Black
        [white] White
       *[red] Red
    } to move
must-pass = { $colour ->
        [yellow] Yellow
        [black] Black
        [white] White
       *[red] Red
    } has no move and must pass
wins = { $colour ->
        [yellow] Yellow
        [black] Black
        [white] White
       *[red] Red
    } wins – { $winner }:{ $loser }
tie = Tie – { $yellow }:{ $red }
window-title = Reversi – { $status }
stones = { $colour ->
        [yellow] Yellow
        [black] Black
        [white] White
       *[red] Red
    }: { $count ->
        [one] 1 stone
       *[other] { $count } stones
    }

## The board for screen readers

cell-stone = { $cell }: { $colour ->
        [yellow] yellow
        [black] black
        [white] white
       *[red] red
    }
cell-empty-legal = { $cell }: empty, legal
cell-empty = { $cell }: empty

## Refused moves

move-game-over = The game is over. Start a new one with “New game…”.
move-occupied = { $cell } already holds a stone.
move-no-neighbour = { $cell } has no stone above, below, left or right of it.
move-turns-nothing = A stone on { $cell } would turn nothing; classic rules need at least one.
move-pass-not-allowed = You may only pass when you have no move.
computer-to-move = Wait: the computer is to move.

## Menus and buttons

menu-game = Game
menu-new = New game…
menu-load = Load…
menu-save = Save…
menu-undo = Undo
menu-quit = Quit
menu-help = Help
menu-rules = Rules
menu-about = About
button-undo = Undo
button-pass = Pass
button-hint = Hint
button-new = New game…
button-close = Close
button-cancel = Cancel

## Dialogs

new-title = New game
new-unsaved = The game on the board is not saved; it will be lost.
new-start = Start

## Files

picker-file-type = Reversi game
saved = Saved to { $file }.
loaded = Loaded { $file }.
cannot-save = Cannot save the game to { $file }: { $why }.
cannot-read = Cannot load the game { $file }: { $why }. The game on the board stays.
cannot-load = Cannot load { $file }: { $why }. The game on the board stays.
file-not-a-file = it is not a regular file
file-too-large = it is larger than { $kb } kB, more than any saved game
file-not-text = it is not a text file
file-not-found = there is no such file or folder
file-permission = permission denied
file-disk-full = the disk is full
file-read-only = the disk is read-only

## Why a save was refused

save-not-json = it is not a saved game (not JSON: { $detail })
save-duplicate-key = it is not a saved game: the key { $key } is given twice (line { $line })
save-no-version = it has no version number
save-unknown-version = it is version { $version }, this program reads version 1
save-bad-key = a key is missing or wrong: { $detail }
save-board-lines = its board has { $lines ->
        [one] 1 line
       *[other] { $lines } lines
    } instead of 8
save-board-line-length = line { $line } of its board has { $length ->
        [one] 1 cell
       *[other] { $length } cells
    } instead of 8
save-bad-letter = { $cell } holds “{ $letter }”, which is not one of . Y R
save-start-stone-missing = the start cell { $cell } is empty, but start stones are never removed
save-stone-count = its board has { $stones ->
        [one] 1 stone
       *[other] { $stones } stones
    }, but its moves lay { $expected }
save-bad-move = move { $number } (“{ $text }”) is not a cell or a pass
save-illegal-move = move { $number } ({ $text }) cannot be played: { $reason }
save-board-differs = its moves do not lead to its board (look at { $cell })
save-wrong-player = it says { $colour ->
        [yellow] Yellow
       *[red] Red
    } is to move, but its moves say otherwise
save-unknown-player = { $colour ->
        [yellow] Yellow
       *[red] Red
    } is played by “{ $name }”, which is not a known player

## Rules

rules-title = Rules
help-board = The board
help-board-1 = 8×8 cells. Yellow and Red take turns; Yellow moves first. At the start Yellow has d4 and e5, Red has e4 and d5. Cells are named by column a–h and row 1–8 from the top.
help-move = A move (document rules)
help-move-1 = Lay a stone on any empty cell that has a stone directly above, below, left or right of it (diagonal neighbours do not count). A move need not turn anything.
help-move-2 = Then, in each of the 8 directions, a run of one or more opponent stones closed by one of your stones, with no gap, turns to your colour.
help-move-3 = Until the board is full there is always such a cell, so nobody ever passes. The game ends when all 64 cells are full.
help-classic = Classic rules (option)
help-classic-1 = A move must turn at least one stone. A player with no such move passes (the Pass button). The game ends when neither player can move.
help-classic-2 = What changes from the document's rules: a cell beside a stone is no longer enough, and a cell with no stone above, below, left or right of it is allowed when the stone turns something (diagonal runs count); so a player may have no move and must pass, and the game may end with empty cells. How stones turn is the same.
help-othello = Othello (option)
help-othello-1 = The classic rules from the standard start of Othello books and programs: the first player, Black, has d5 and e4, White has d4 and e5, and Black moves first, so the standard openings apply (f5 d6 c3 d3 c4 is the tiger).
help-picture = Picture: { $caption }
help-picture-not-allowed-title = Not allowed
help-picture-not-allowed = { $reason }
help-picture-allowed-title = Allowed
help-picture-allowed = { $cell } has a stone beside it; the ringed stone is closed and will turn.
help-picture-result-title = Result
help-picture-result = The stone is laid and { $count ->
        [one] the ringed stone has
       *[other] the { $count } ringed stones have
    } turned to { $colour ->
        [yellow] Yellow
       *[red] Red
    }.
help-result = The result
help-result-1 = More stones wins; equal is a tie.
help-on-board = On the board
help-on-board-1 = Small dots mark the cells you may play. Hovering over one shows your stone and rings the stones it would turn.
help-keys = Keys
help-keys-1 = Ctrl+N new game · Ctrl+O load · Ctrl+S save · Ctrl+Q quit · Ctrl+Z undo · F1 rules · Esc closes a window.
help-language = Language
help-language-1 = The window speaks the system’s language (English or German) unless you choose one in the Language menu; the choice is kept for the next time.

## About

about-title = About Reversi
about-version = Version { $version }
about-1 = The second game of the LoopIt workspace: Reversi on an 8×8 board, as the project’s document plays it, with classic rules as an option.
about-2 = Saved games are JSON files, kept in { $folder } unless you choose another folder.

## The move list

last-move = Last move: { $colour ->
        [yellow] Yellow
        [black] Black
        [white] White
       *[red] Red
    } { $cell }
move-list = Moves
move-pass = pass
hint = Hint: { $cell } (the alpha-beta computer's choice)

## Play online

level-random = random
level-greedy = greedy
level-alphabeta = alpha-beta
online-rules = Rules
online-refused-turn = It is not your move.
online-refused-seat-count = Reversi has two seats, not { $count }.
online-refused-name = The name of seat { $seat } is not allowed.

## The settings file Reversi.ini: what is wrong with a value (after "[Game] Rules="go"")
settings-not-rules = is not document, classic or othello
settings-not-player = is not human or one of { $levels }
settings-not-language = is not de, en or system
settings-not-theme = is not boxed, light or dark
settings-not-on-off = is not 1 or 0

## Move lists and positions (Game menu)

menu-copy-moves = Copy the move list
menu-paste-moves = Paste a move list…
menu-copy-position = Copy the position
menu-paste-position = Paste a position…
copied-moves = The move list is on the clipboard: { $text }
copied-position = The position is on the clipboard: { $text }
pasted-moves = The pasted game is on the board.
pasted-position = The pasted position is on the board.
paste-moves-title = Paste a move list
paste-moves-help = The moves one after the other, each a column a–h and a row 1–8 from the top, as game records write them: f5d6c3d3c4. A pass may be written -- or ps, or left out. The game is played from the start under the rules chosen here.
paste-position-title = Paste a position
paste-position-help = 64 characters row by row from a1: X for the first player (Yellow; Black in Othello), O for the second, - for an empty cell; then X or O for the side to move (as “reversi solve” reads them). Blanks are ignored.
paste-field = Text to paste
paste-start = Start from it
transcript-not-a-move = Move { $number } (at character { $at }): “{ $text }” is not a cell (a–h then 1–8) or a pass.
transcript-illegal = Move { $number } ({ $text }) is not allowed: { $reason }
position-character = Character { $at } (“{ $found }”) is not X, O or -.
position-too-short = The board has { $count ->
        [one] 1 cell
       *[other] { $count } cells
    }, not 64.
position-no-side = The side to move (X or O) is missing after the 64 cells.
position-side = { $side } after the 64 cells is not the side to move (X or O).
position-no-stones = Under the document rules a stone is laid beside a stone: the board needs at least one.
save-bad-start = its start position is wrong: { $reason }

## Computer levels, weakest to strongest (measured: docs/reversi-strength.md)

level-random-about = Beginner: any legal move, at random.
level-random-strength = Against the casual level it wins 25 % of games under the document's rules (249 of 1,000; 95 % interval 22–28 %) and 39 % under Othello's (386 of 1,000; 36–42 %).
level-greedy-about = Casual: the move that turns the most stones right now; it looks no further.
level-greedy-strength = Against the strongest it won none of 400 games under the document's rules (0–1 %) and none of 200 under Othello's (0–2 %); against the beginner it wins 72 % (69–75 %) and 59 % (55–62 %).
level-alphabeta-about = Strongest: looks several moves ahead, weighs corners, edges and mobility, and plays the last 18 empty cells perfectly (classic rules and Othello).
level-alphabeta-strength = Against the casual level it wins every game: 400 of 400 under the document's rules (99–100 %), 200 of 200 under Othello's (98–100 %).

## Analysis (the Analysis menu: move values on the board, the review of a game)

menu-analysis = Analysis
menu-show-values = Show move values
menu-review = Review the game
menu-replay = Replay the game
button-replay = Replay
replay-title = Replay
replay-start = The start, before move 1 of { $moves }
replay-move = After move { $n } of { $moves }
record-opened = The game’s record is open in the replay.
button-review = Review the game
cell-empty-legal-value = { $cell }: empty, legal, value { $value }
values-exact = Move values (exact): the final stone difference each move leads to when both play perfectly.
values-estimate = Move values (estimated { $depth } moves deep): the stone difference each move is likely to lead to.
values-working = Working out the move values…
review-title = Review of the game
review-working = Reviewing the game: move { $done } of { $total }…
review-failed = The review stopped without an answer.
review-summary = { $colour ->
        [yellow] Yellow
        [black] Black
        [white] White
       *[red] Red
    }: { $lost ->
        [one] 1 stone
       *[other] { $lost } stones
    } lost in { $mistakes ->
        [one] 1 move
       *[other] { $mistakes } moves
    } of { $moves }
review-worst = The moves that lost the most
review-none = No move lost a stone against the best move.
review-line = Move { $number }: { $colour ->
        [yellow] Yellow
        [black] Black
        [white] White
       *[red] Red
    } played { $played }, best { $best }, lost { $loss ->
        [one] 1 stone
       *[other] { $loss } stones
    }
review-line-estimated = Move { $number }: { $colour ->
        [yellow] Yellow
        [black] Black
        [white] White
       *[red] Red
    } played { $played }, best { $best }, lost about { $loss ->
        [one] 1 stone
       *[other] { $loss } stones
    } (estimated)
review-showing = Showing the position before move { $number }: { $played } was played (orange ring), { $best } was best (white ring).
review-back = Back to the game
review-close = Close the review
review-note = Click a move to see its position. Values are exact in the last empty cells, estimated before.
