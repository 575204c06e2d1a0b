# The frame's own words, the same in every program: menus, dialogs, file dialogs, file errors and
# key names. Every key begins with `shell-`, so that no program's catalog can clash with it.

## Menus
shell-menu-game = Game
shell-menu-new = New game…
shell-menu-load = Load…
shell-menu-save = Save…
shell-menu-quit = Quit
shell-menu-undo = Undo
shell-menu-help = Help
shell-menu-rules = Rules
shell-menu-about = About { $program }
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
shell-file-other = the system refused ({ $code })

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
