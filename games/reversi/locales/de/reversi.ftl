# Reversi — Deutsch

## Farben und Spieler

colour = { $colour ->
        [yellow] Gelb
        [black] Schwarz
        [white] Weiß
       *[red] Rot
    }
player-human = Mensch
player-random = Computer: Zufall
player-greedy = Computer: gierig
player-alphabeta = Computer: Alpha-Beta
rules-document = Regeln des Dokuments (jedes Feld neben einem Stein)
rules-classic = Klassische Regeln (ein Zug muss einen Stein umdrehen)
rules-othello = Othello (klassische Regeln aus der Standardstellung, Schwarz beginnt)

## Stand

to-move = { $colour ->
        [yellow] Gelb
        [black] Schwarz
        [white] Weiß
       *[red] Rot
    } ist am Zug
must-pass = { $colour ->
        [yellow] Gelb
        [black] Schwarz
        [white] Weiß
       *[red] Rot
    } kann nicht ziehen und muss passen
wins = { $colour ->
        [yellow] Gelb
        [black] Schwarz
        [white] Weiß
       *[red] Rot
    } gewinnt – { $winner }:{ $loser }
tie = Unentschieden – { $yellow }:{ $red }
window-title = Reversi – { $status }
stones = { $colour ->
        [yellow] Gelb
        [black] Schwarz
        [white] Weiß
       *[red] Rot
    }: { $count ->
        [one] 1 Stein
       *[other] { $count } Steine
    }

## Das Brett für Bildschirmleser

cell-stone = { $cell }: { $colour ->
        [yellow] gelb
        [black] schwarz
        [white] weiß
       *[red] rot
    }
cell-empty-legal = { $cell }: frei, spielbar
cell-empty = { $cell }: frei

## Abgelehnte Züge

move-game-over = Das Spiel ist vorbei. Ein neues beginnt mit „Neues Spiel…“.
move-occupied = Auf { $cell } liegt schon ein Stein.
move-no-neighbour = { $cell } hat weder darüber noch darunter, links oder rechts einen Stein.
move-turns-nothing = Ein Stein auf { $cell } würde nichts umdrehen; die klassischen Regeln verlangen mindestens einen.
move-pass-not-allowed = Passen darfst du nur, wenn du keinen Zug hast.
computer-to-move = Warte: Der Computer ist am Zug.

## Menüs und Knöpfe

menu-game = Spiel
menu-new = Neues Spiel…
menu-load = Laden…
menu-save = Speichern…
menu-undo = Zurücknehmen
menu-quit = Beenden
menu-help = Hilfe
menu-rules = Spielregeln
menu-about = Über Reversi
button-undo = Zurücknehmen
button-pass = Passen
button-hint = Tipp
button-new = Neues Spiel…
button-close = Schließen
button-cancel = Abbrechen

## Dialoge

new-title = Neues Spiel
new-unsaved = Das Spiel auf dem Brett ist nicht gespeichert; es geht verloren.
new-start = Starten

## Dateien

picker-file-type = Reversi-Spiel
saved = Gespeichert in { $file }.
loaded = { $file } geladen.
cannot-save = Das Spiel kann nicht in { $file } gespeichert werden: { $why }.
cannot-read = Das Spiel { $file } kann nicht geladen werden: { $why }. Das Spiel auf dem Brett bleibt.
cannot-load = { $file } lässt sich nicht laden: { $why }. Das Spiel auf dem Brett bleibt.
file-not-a-file = das ist keine gewöhnliche Datei
file-too-large = sie ist größer als { $kb } kB, mehr als jedes gespeicherte Spiel
file-not-text = das ist keine Textdatei
file-not-found = diese Datei oder dieser Ordner existiert nicht
file-permission = keine Berechtigung
file-disk-full = der Datenträger ist voll
file-read-only = der Datenträger ist schreibgeschützt

## Warum ein Spielstand abgelehnt wurde

save-not-json = das ist kein gespeichertes Spiel (kein JSON: { $detail })
save-duplicate-key = das ist kein gespeichertes Spiel: der Schlüssel { $key } steht zweimal darin (Zeile { $line })
save-no-version = der Datei fehlt die Versionsnummer
save-unknown-version = die Datei hat Version { $version }, dieses Programm liest Version 1
save-bad-key = ein Eintrag fehlt oder ist falsch: { $detail }
save-board-lines = das Brett hat { $lines ->
        [one] 1 Zeile
       *[other] { $lines } Zeilen
    } statt 8
save-board-line-length = Zeile { $line } des Bretts hat { $length ->
        [one] 1 Feld
       *[other] { $length } Felder
    } statt 8
save-bad-letter = auf { $cell } steht „{ $letter }“, keins von . Y R
save-start-stone-missing = das Startfeld { $cell } ist leer, doch Startsteine werden nie entfernt
save-stone-count = auf dem Brett { $stones ->
        [one] liegt 1 Stein
       *[other] liegen { $stones } Steine
    }, die Züge legen aber { $expected }
save-bad-move = Zug { $number } („{ $text }“) ist weder ein Feld noch Passen
save-illegal-move = Zug { $number } ({ $text }) ist nicht spielbar: { $reason }
save-board-differs = die Züge führen nicht zu diesem Brett (siehe { $cell })
save-wrong-player = laut Datei ist { $colour ->
        [yellow] Gelb
       *[red] Rot
    } am Zug, die Züge sagen etwas anderes
save-unknown-player = { $colour ->
        [yellow] Gelb
       *[red] Rot
    } wird von „{ $name }“ gespielt, das ist kein bekannter Spieler

## Spielregeln

rules-title = Spielregeln
help-board = Das Brett
help-board-1 = 8×8 Felder. Gelb und Rot ziehen abwechselnd; Gelb beginnt. Zu Beginn hat Gelb d4 und e5, Rot hat e4 und d5. Die Felder heißen nach Spalte a–h und Zeile 1–8 von oben.
help-move = Ein Zug (Regeln des Dokuments)
help-move-1 = Lege einen Stein auf ein freies Feld, über, unter, links oder rechts neben dem direkt ein Stein liegt (schräge Nachbarn zählen nicht). Ein Zug muss nichts umdrehen.
help-move-2 = Danach wird in jeder der 8 Richtungen eine lückenlose Reihe aus einem oder mehreren gegnerischen Steinen, die von einem deiner Steine abgeschlossen wird, in deine Farbe umgedreht.
help-move-3 = Bis das Brett voll ist, gibt es immer ein solches Feld; niemand muss je passen. Das Spiel endet, wenn alle 64 Felder belegt sind.
help-classic = Klassische Regeln (Option)
help-classic-1 = Ein Zug muss mindestens einen Stein umdrehen. Wer keinen solchen Zug hat, passt (Knopf „Passen“). Das Spiel endet, wenn keiner mehr ziehen kann.
help-classic-2 = Was sich gegenüber den Regeln des Dokuments ändert: Ein Feld neben einem Stein genügt nicht mehr, und ein Feld ohne Stein darüber, darunter, links oder rechts ist erlaubt, wenn der Stein etwas umdreht (schräge Reihen zählen); so kann ein Spieler keinen Zug haben und muss passen, und das Spiel kann mit freien Feldern enden. Wie Steine umgedreht werden, bleibt gleich.
help-othello = Othello (Option)
help-othello-1 = Die klassischen Regeln von der Standard-Startstellung der Othello-Bücher und -Programme: Der erste Spieler, Schwarz, hat d5 und e4, Weiß hat d4 und e5, und Schwarz beginnt, so gelten die Standard-Eröffnungen (f5 d6 c3 d3 c4 ist der Tiger).
help-picture = Bild: { $caption }
help-picture-not-allowed-title = Nicht erlaubt
help-picture-not-allowed = { $reason }
help-picture-allowed-title = Erlaubt
help-picture-allowed = Neben { $cell } liegt ein Stein; der umringte Stein ist eingeschlossen und wird umgedreht.
help-picture-result-title = Ergebnis
help-picture-result = Der Stein liegt, und { $count ->
        [one] der umringte Stein ist
       *[other] die { $count } umringten Steine sind
    } jetzt { $colour ->
        [yellow] gelb
       *[red] rot
    }.
help-result = Das Ergebnis
help-result-1 = Wer mehr Steine hat, gewinnt; bei Gleichstand ist es unentschieden.
help-on-board = Auf dem Brett
help-on-board-1 = Kleine Punkte zeigen die Felder, auf die du legen darfst. Fährst du mit der Maus über eines, siehst du deinen Stein, und die Steine, die er umdrehen würde, sind eingekreist.
help-keys = Tasten
help-keys-1 = Strg+N neues Spiel · Strg+O laden · Strg+S speichern · Strg+Q beenden · Strg+Z zurücknehmen · F1 Spielregeln · Esc schließt ein Fenster.
help-language = Sprache
help-language-1 = Das Fenster spricht die Sprache des Systems (Deutsch oder Englisch), außer du wählst eine im Menü „Sprache“; die Wahl bleibt für das nächste Mal.

## Über

about-title = Über Reversi
about-version = Version { $version }
about-1 = Das zweite Spiel des LoopIt-Arbeitsbereichs: Reversi auf einem 8×8-Brett, wie das Dokument des Projekts es spielt, mit den klassischen Regeln als Option.
about-2 = Gespeicherte Spiele sind JSON-Dateien, abgelegt in { $folder }, wenn du keinen anderen Ordner wählst.

## Die Zugliste

last-move = Letzter Zug: { $colour ->
        [yellow] Gelb
        [black] Schwarz
        [white] Weiß
       *[red] Rot
    } { $cell }
move-list = Züge
move-pass = passt
hint = Tipp: { $cell } (die Wahl des Alpha-Beta-Computers)

## Online spielen

level-random = Zufall
level-greedy = gierig
level-alphabeta = Alpha-Beta
online-rules = Regeln
online-refused-turn = Du bist nicht am Zug.
online-refused-seat-count = Reversi hat zwei Plätze, nicht { $count }.
online-refused-name = Der Name auf Platz { $seat } ist nicht erlaubt.

## The settings file Reversi.ini: what is wrong with a value (after "[Game] Rules="go"")
settings-not-rules = ist nicht document, classic oder othello
settings-not-player = ist weder human noch eine der Stufen { $levels }
settings-not-language = ist nicht de, en oder system
settings-not-theme = ist nicht boxed, light oder dark
settings-not-on-off = ist nicht 1 oder 0

## Zuglisten und Stellungen (Menü Spiel)

menu-copy-moves = Zugliste kopieren
menu-paste-moves = Zugliste einfügen…
menu-copy-position = Stellung kopieren
menu-paste-position = Stellung einfügen…
copied-moves = Die Zugliste ist in der Zwischenablage: { $text }
copied-position = Die Stellung ist in der Zwischenablage: { $text }
pasted-moves = Das eingefügte Spiel steht auf dem Brett.
pasted-position = Die eingefügte Stellung steht auf dem Brett.
paste-moves-title = Zugliste einfügen
paste-moves-help = Die Züge hintereinander, jeder eine Spalte a–h und eine Zeile 1–8 von oben, wie Partien notiert werden: f5d6c3d3c4. Passen darf als -- oder ps dastehen oder fehlen. Das Spiel wird vom Start an nach den hier gewählten Regeln gespielt.
paste-position-title = Stellung einfügen
paste-position-help = 64 Zeichen Zeile für Zeile ab a1: X für den ersten Spieler (Gelb; Schwarz bei Othello), O für den zweiten, - für ein freies Feld; dann X oder O für den, der am Zug ist (wie „reversi solve“ sie liest). Leerzeichen zählen nicht.
paste-field = Einzufügender Text
paste-start = Davon aus spielen
transcript-not-a-move = Zug { $number } (bei Zeichen { $at }): „{ $text }“ ist weder ein Feld (a–h, dann 1–8) noch Passen.
transcript-illegal = Zug { $number } ({ $text }) ist nicht erlaubt: { $reason }
position-character = Zeichen { $at } („{ $found }“) ist nicht X, O oder -.
position-too-short = Das Brett hat { $count ->
        [one] 1 Feld
       *[other] { $count } Felder
    }, nicht 64.
position-no-side = Nach den 64 Feldern fehlt, wer am Zug ist (X oder O).
position-side = { $side } nach den 64 Feldern sagt nicht, wer am Zug ist (X oder O).
position-no-stones = Nach den Regeln des Dokuments wird ein Stein neben einen Stein gelegt: Das Brett braucht mindestens einen.
save-bad-start = seine Startstellung ist falsch: { $reason }

## Computerstufen, von der schwächsten zur stärksten (gemessen: docs/reversi-strength.md)

level-random-about = Anfänger: irgendein erlaubter Zug, zufällig.
level-random-strength = Gegen den Gelegenheitsspieler gewinnt er 25 % der Spiele nach den Regeln des Dokuments (249 von 1.000; 95-%-Intervall 22–28 %) und 39 % nach Othello-Regeln (386 von 1.000; 36–42 %).
level-greedy-about = Gelegenheitsspieler: der Zug, der gerade die meisten Steine umdreht; weiter schaut er nicht.
level-greedy-strength = Gegen die stärkste Stufe gewann er keines von 400 Spielen nach den Regeln des Dokuments (0–1 %) und keines von 200 nach Othello-Regeln (0–2 %); gegen den Anfänger gewinnt er 72 % (69–75 %) und 59 % (55–62 %).
level-alphabeta-about = Stärkste Stufe: schaut mehrere Züge voraus, wägt Ecken, Ränder und Beweglichkeit ab und spielt die letzten 18 freien Felder fehlerlos (klassische Regeln und Othello).
level-alphabeta-strength = Gegen den Gelegenheitsspieler gewinnt sie jedes Spiel: 400 von 400 nach den Regeln des Dokuments (99–100 %), 200 von 200 nach Othello-Regeln (98–100 %).

## Analysis (the Analysis menu: move values on the board, the review of a game)

menu-analysis = Analyse
menu-show-values = Zugwerte zeigen
menu-review = Partie auswerten
menu-replay = Partie nachspielen
button-replay = Nachspielen
replay-title = Nachspielen
replay-start = Der Anfang, vor Zug 1 von { $moves }
replay-move = Nach Zug { $n } von { $moves }
record-opened = Die Spielaufzeichnung ist in der Wiedergabe geöffnet.
button-review = Partie auswerten
cell-empty-legal-value = { $cell }: frei, spielbar, Wert { $value }
values-exact = Zugwerte (genau): die Steindifferenz am Ende, zu der jeder Zug bei bestem Spiel beider führt.
values-estimate = Zugwerte (geschätzt, { $depth } Züge tief): die Steindifferenz, zu der jeder Zug wohl führt.
values-working = Die Zugwerte werden berechnet …
review-title = Auswertung der Partie
review-working = Die Partie wird ausgewertet: Zug { $done } von { $total } …
review-failed = Die Auswertung brach ohne Ergebnis ab.
review-summary = { $colour ->
        [yellow] Gelb
        [black] Schwarz
        [white] Weiß
       *[red] Rot
    }: { $lost ->
        [one] 1 Stein
       *[other] { $lost } Steine
    } verloren in { $mistakes ->
        [one] 1 Zug
       *[other] { $mistakes } Zügen
    } von { $moves }
review-worst = Die Züge, die am meisten kosteten
review-none = Kein Zug verlor einen Stein gegenüber dem besten Zug.
review-line = Zug { $number }: { $colour ->
        [yellow] Gelb
        [black] Schwarz
        [white] Weiß
       *[red] Rot
    } spielte { $played }, am besten { $best }, { $loss ->
        [one] 1 Stein
       *[other] { $loss } Steine
    } verloren
review-line-estimated = Zug { $number }: { $colour ->
        [yellow] Gelb
        [black] Schwarz
        [white] Weiß
       *[red] Rot
    } spielte { $played }, am besten { $best }, etwa { $loss ->
        [one] 1 Stein
       *[other] { $loss } Steine
    } verloren (geschätzt)
review-showing = Die Stellung vor Zug { $number }: gespielt wurde { $played } (oranger Ring), am besten war { $best } (weißer Ring).
review-back = Zurück zur Partie
review-close = Auswertung schließen
review-note = Ein Klick auf einen Zug zeigt seine Stellung. Die Werte sind auf den letzten freien Feldern genau, davor geschätzt.
