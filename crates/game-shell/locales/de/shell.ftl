# Die Wörter des Rahmens, in jedem Programm gleich: Menüs, Dialoge, Dateidialoge, Dateifehler und
# Tastennamen.

## Menüs
shell-menu-game = Spiel
shell-menu-new = Neues Spiel…
shell-menu-load = Laden…
shell-menu-save = Speichern…
shell-menu-quit = Beenden
shell-menu-undo = Zurücknehmen
shell-menu-help = Hilfe
shell-menu-rules = Spielregeln
shell-menu-about = Über { $program }
shell-menu-language = Sprache
shell-language-system = Wie das System ({ $language })

## Knöpfe
shell-button-save = Speichern
shell-button-dont-save = Nicht speichern
shell-button-cancel = Abbrechen
shell-button-close = Schließen
shell-button-ok = OK

## Fragen, bevor ein Spiel verloren geht
shell-abandon-title = Spiel speichern?
shell-abandon-new = Ein neues Spiel beendet das Spiel auf dem Brett. Vorher speichern?
shell-abandon-load = Laden beendet das Spiel auf dem Brett. Vorher speichern?
shell-abandon-quit = Beenden beendet das Spiel auf dem Brett. Vorher speichern?

## Dateidialoge
shell-picker-save = Spiel speichern
shell-picker-open = Spiel laden
shell-picker-folder = Ordner wählen
shell-browser-folder = Ordner:
shell-browser-none = In diesem Ordner liegen keine gespeicherten Spiele.
shell-browser-name = Dateiname:
shell-browser-load = Laden
shell-browser-replace-question = Ein gespeichertes Spiel mit diesem Namen gibt es schon. Ersetzen?
shell-browser-replace = Ersetzen
shell-browser-parent = Einen Ordner höher

## Warum eine Datei nicht gelesen oder geschrieben werden konnte
shell-file-problem = { $file }: { $why }
shell-file-not-a-file = das ist keine gewöhnliche Datei
shell-file-too-large = sie ist größer als { $kb } kB, mehr als jede Datei, die dieses Programm schreibt
shell-file-not-text = das ist keine Textdatei
shell-file-not-found = diese Datei oder dieser Ordner existiert nicht
shell-file-permission = keine Berechtigung
shell-file-disk-full = der Datenträger ist voll
shell-file-read-only = der Datenträger ist schreibgeschützt
shell-file-is-a-folder = das ist ein Ordner
shell-file-not-a-folder = ein Teil des Pfads ist kein Ordner
shell-file-exists = die Datei gibt es schon
shell-file-bad-name = diesen Namen nimmt das System nicht an
shell-file-system-too-large = die Datei ist zu groß für das System
shell-file-interrupted = das System hat nicht rechtzeitig geantwortet; versuch es noch einmal
shell-file-not-written = das Programm konnte es nicht in Text fassen ({ $reason })
shell-file-other = das System verweigert es ({ $code })

## Tastennamen, wie die Menüs Tastenkürzel zeigen
shell-key-ctrl = Strg
shell-key-alt = Alt
shell-key-shift = Umschalt
shell-key-cmd = Befehl
shell-key-option = Wahl
shell-key-enter = Eingabe
shell-key-escape = Esc
shell-key-backspace = Rücktaste
shell-key-space = Leertaste
shell-key-tab = Tab
shell-key-delete = Entf
shell-key-home = Pos1
shell-key-end = Ende
shell-key-page-up = Bild auf
shell-key-page-down = Bild ab
shell-key-up = Pfeil hoch
shell-key-down = Pfeil runter
shell-key-left = Pfeil links
shell-key-right = Pfeil rechts
shell-key-plus = Plus
shell-key-minus = Minus

# Themes (Ansicht ▸ Farben, Einstellungen)
shell-theme = Aussehen
shell-theme-boxed = Wie das Brettspiel
shell-theme-light = Hell
shell-theme-dark = Dunkel
