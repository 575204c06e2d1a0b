# The frame's own words, the same in every program: menus, dialogs, file dialogs, file errors and
# key names. Every key begins with `shell-`, so that no program's catalog can clash with it.

## Menus
shell-menu-language = Language
shell-language-system = Like the system ({ $language })

## Buttons
shell-button-save = Save
shell-button-dont-save = Don't save
shell-button-cancel = Cancel
shell-button-close = Close
shell-button-ok = OK

## Asking before a game is lost
shell-abandon-title = Save the game?
shell-abandon-new = A new game ends the game on the board. Save it first?
shell-abandon-load = Loading a game ends the game on the board. Save it first?
shell-abandon-quit = Quitting ends the game on the board. Save it first?
shell-abandon-record = Opening a game’s record ends the game on the board. Save it first?

## File dialogs
shell-picker-save = Save the game
shell-picker-open = Load a game
shell-picker-folder = Choose a folder
shell-browser-folder = Folder:
shell-browser-none = No saved games in this folder.
shell-browser-name = File name:
shell-browser-load = Load
shell-browser-replace-question = A saved game of that name exists. Replace it?
shell-browser-replace = Replace
shell-browser-parent = Up one folder

## Why a file could not be read or written
shell-file-problem = { $file }: { $why }
shell-file-not-a-file = it is not a regular file
shell-file-too-large = it is larger than { $kb } kB, more than any file this program writes
shell-file-not-text = it is not a text file
shell-file-not-found = there is no such file or folder
shell-file-permission = permission denied
shell-file-disk-full = the disk is full
shell-file-read-only = the disk is read-only
shell-file-is-a-folder = it is a folder
shell-file-not-a-folder = a part of the path is not a folder
shell-file-exists = the file already exists
shell-file-bad-name = the system does not accept this name
shell-file-system-too-large = the file is too large for the system
shell-file-interrupted = the system did not answer in time; try again
shell-file-not-written = the program could not put it into words ({ $reason })
shell-file-other = the system refused it
shell-file-read-only-file = the file is read-only, so it is left as it is
shell-file-quota = the disk quota is used up
shell-file-folder-not-empty = the folder is not empty
shell-file-link-loop = its links lead round in a circle
shell-file-too-many-links = too many links lead to it
shell-file-other-disk = it would have to move to another disk
shell-file-busy = another program is using it
shell-file-network = the network drive does not answer
shell-file-out-of-memory = there is not enough memory
shell-file-damaged = its contents are damaged

## Key names, as menus show shortcuts
shell-key-ctrl = Ctrl
shell-key-alt = Alt
shell-key-shift = Shift
shell-key-cmd = Cmd
shell-key-option = Option
shell-key-enter = Enter
shell-key-escape = Esc
shell-key-backspace = Backspace
shell-key-space = Space
shell-key-tab = Tab
shell-key-delete = Delete
shell-key-home = Home
shell-key-end = End
shell-key-page-up = Page Up
shell-key-page-down = Page Down
shell-key-up = Up
shell-key-down = Down
shell-key-left = Left
shell-key-right = Right
shell-key-plus = Plus
shell-key-minus = Minus

# Themes (View ▸ Theme, Options)
shell-theme = Theme
shell-theme-boxed = Like the boxed game
shell-theme-light = Light
shell-theme-dark = Dark

# Play online (game_shell::online)
shell-menu-online = Play online
shell-menu-online-host = Host a game…
shell-menu-online-join = Join a game…
shell-menu-online-watch = Watch a game…
shell-online-host-title = Host a game online
shell-online-host-intro = This computer runs the game; friends join with its address and the room code.
shell-online-seat-here = You, at this window
shell-online-seat-remote = A person who joins
shell-online-default-name = { $side } player
shell-online-your-side = Your colour
shell-online-name-of = Name of { $side }
shell-online-who-plays = Who plays { $side }
shell-online-stand-in = Plays for a player who is away
shell-online-stand-in-none = Nobody (the seat waits)
shell-online-port = Port
shell-online-port-default = (default { $port }; 0 takes any free port)
shell-online-open = Other computers may join (otherwise only this computer)
shell-online-host-button = Open the room
shell-online-back = Back
shell-online-join-title = Join a game online
shell-online-join-intro = Ask the host for the address of their computer and the room code.
shell-online-watch-title = Watch a game online
shell-online-watch-intro = A spectator sees the board and every move as it is made.
shell-online-address = Address
shell-online-code = Room code
shell-online-name = Your name
shell-online-bad-name = A name has 1 to { $max } characters, not only blanks.
shell-online-join-button = Join
shell-online-watch-button = Watch
shell-online-lobby-title = Waiting for the players
shell-online-watch-lobby-title = Watching: waiting for the game to start
shell-online-room-code = Room code: { $code }
shell-online-room-short = Room { $code }
shell-online-hosting-port = This computer hosts the game on port { $port }.
shell-online-tell-friends = Tell your friends: address { $address }, and the room code.
shell-online-no-network = This computer has no network address others could use; only this computer can join.
shell-online-this-computer-only = Only this computer can join (address 127.0.0.1).
shell-online-entering = Entering the room…
shell-online-seats = Seats
shell-online-seat-computer = Computer ({ $level })
shell-online-seat-you = you
shell-online-seat-connected = here
shell-online-seat-away = joined, away
shell-online-seat-free = free: waiting for someone to join
shell-online-everyone-here = Everyone is here.
shell-online-waiting-for = { $count ->
    [one] Waiting for one more player.
   *[other] Waiting for { $count } more players.
}
shell-online-start = Start the game
shell-online-host-starts = { $name } starts the game when everyone is here.
shell-online-leave = Leave the room
shell-online-leave-title = Leave the room?
shell-online-leave-question = Keep your seat to come back later: “Join a game…” offers to rejoin it, and meanwhile the computer plays for you if the host chose a stand-in. Or give it up: whoever joins the room with its code takes it.
shell-online-leave-keep = Keep my seat and leave
shell-online-leave-give-up = Give my seat up
shell-online-leave-stay = Stay
shell-online-rejoin-title = Rooms you were in
shell-online-rejoin-intro = Your seat is kept in these rooms: come back to it, the game as it is now.
shell-online-rejoin-seat = as { $name } on { $server }
shell-online-rejoin-button = Rejoin
shell-online-forget-button = Forget
shell-online-rejoin-unreadable = The rooms you were in cannot be read: { $why }
shell-online-watching = You are watching.
shell-online-you-play = You play { $side }.
shell-online-your-move = Your move.
shell-online-waiting-for-move = Waiting for { $name }: the move shows as it is made.
shell-online-connecting = Connecting…
shell-online-connected = Connected
shell-online-connected-latency = Connected · { $ms } ms
shell-online-reconnecting = Connection lost, reconnecting (try { $attempt }): { $why }
shell-online-closed = Not connected
shell-online-closed-because = Not connected: { $why }
shell-online-problem-port = “{ $port }” is not a port: give a number from 0 to 65535.
shell-online-problem-listen = This computer cannot host on port { $port }: { $error }. Another program may use it; choose another port.
shell-online-problem-address = “{ $address }” is not an address: give a computer’s name or number, with a port after a colon if it is not 7878.
shell-online-problem-code = “{ $code }” is not a room code: a room code has 10 letters and digits (older rooms: 6).
shell-online-problem-thread = The connection could not start: { $error }.
shell-online-problem-unreachable = The server cannot be reached: { $error }.
shell-online-problem-closed = The server closed the connection.
shell-online-problem-silent = The server has not answered for 20 seconds.
shell-online-problem-unreadable = The server sent something this program cannot read.
shell-online-refused-version = The server speaks another version of the online game ({ $server }; this program { $client }).
shell-online-refused-game = The server hosts another game ({ $game }).
shell-online-refused-protocol = The server refused a message of this program.
shell-online-refused-rate = Too many messages: wait a moment.
shell-online-refused-busy = The server is busy with that: ask again in a moment.
shell-online-lost-moves = { $moves ->
    [one] The connection came back to a changed game: the move made while it was down was not sent.
   *[other] The connection came back to a changed game: the { $moves } moves made while it was down were not sent.
}
shell-online-refused-full = The server holds as many rooms as it can.
shell-online-refused-no-room = There is no room { $code } on this server.
shell-online-refused-elsewhere = The room is on another server ({ $address }), which could not be reached from here.
shell-online-refused-seat = Seat { $seat } is not free.
shell-online-refused-room-full = Every seat of this room is taken.
shell-online-refused-token = This seat is no longer yours: it was given up, or taken by someone else.
shell-online-refused-unavailable = The room is busy or restarting: try again.
shell-online-refused-not-started = The game has not started yet.
shell-online-refused-started = The game has started already.
shell-online-refused-not-host = Only the player of seat { $seat } can start the game.
shell-record-problem-address = “{ $address }” is not the address of a game’s record: it looks like http://SERVER:PORT/games/GAME/ID.
shell-record-problem-unreachable = The server cannot be reached: { $error }.
shell-record-problem-not-found = The server has no such record.
shell-record-problem-status = The server did not give the record (status { $status }).
shell-record-problem-too-large = The server’s answer is larger than any record.
shell-record-problem-unreadable = The server’s answer is not a game this program opens: { $why }
shell-record-problem-other-game = The record is of another game ({ $game }).
shell-menu-open-record = Open an online game’s record…
shell-record-title = Open an online game’s record
shell-record-intro = A server keeps the record of every game finished on it. Paste its address: the game opens in the replay.
shell-record-address = Address of the record
shell-record-open = Open
shell-record-fetching = Fetching the record…

## The settings file (LoopIt.ini, Reversi.ini, Nardy.ini)
shell-settings-bad-value = line { $line }: [{ $section }] { $key }={ $value } { $problem }; using { $default }
shell-settings-unusable = { $why }; the built-in settings are used, and the file is left as it is
shell-settings-not-written = changes are not written: { $why }; the file is left as it is
shell-settings-cannot-set = cannot write [{ $section }] { $key }={ $value } to { $file }: { $why }
shell-ini-value-line-break = a line break cannot be kept in an INI value
shell-ini-value-bad-name = not a name an INI file can hold
shell-settings-read-only = { $file } is read-only: changes to the settings are kept only until the program ends
shell-settings-dangling-link = { $file } is a link to { $target }, which does not exist; it is not created there
shell-settings-not-ours = { $file } is not a { $program } settings file, so it is never changed: { $why }
shell-settings-key-outside-section = line { $line } holds a key outside any [section]
shell-settings-no-section-of-ours = it has none of { $program }'s sections { $sections } or keys
shell-settings-cannot-write = cannot write the settings to { $file }: { $why }
shell-settings-cannot-copy = the settings file is left as it is: a copy of it cannot be kept as { $file }: { $why }
shell-settings-cannot-read = cannot read the settings { $file }: { $why }
shell-settings-not-utf8 = { $file } is not UTF-8 text (at byte { $byte })
shell-settings-not-ini = { $file }, line { $line }: { $why }
shell-settings-too-large = it is larger than { $kb } kB, more than any settings file
shell-ini-unclosed-section = a section name without its closing ]
shell-ini-empty-section = a section without a name
shell-ini-text-after-section = text after a section's ] that is not a comment
shell-ini-no-equals = neither [Section], Key=Value nor a ; comment
shell-ini-empty-key = a value without a key before the =
shell-ini-indented-comment = a comment that does not begin its line (a ; or # after blanks)
shell-ini-unclosed-quote = a quoted value without its closing quote on the same line
shell-ini-backslash-at-end = a \ at the end of a line, which would join the next one
shell-ini-odd-space = a carriage return inside the line, or a space other than a blank or a tab at its start
shell-ini-unreadable = a line the INI reader does not read

# The replay (game_shell::replay)
shell-replay-first = First
shell-replay-back = Back
shell-replay-forward = Forward
shell-replay-last = Last
shell-replay-leave = Leave the replay
shell-replay-keys = Keys: Home, Left, Right, End; Esc leaves the replay.
