
## Menus

menu-game = Spiel
menu-new = Neues Spiel…
menu-load = Laden…
menu-save = Speichern…
menu-quit = Beenden
menu-turn = Zug
menu-end-turn = Zug beenden
menu-undo = Letzten Stein zurücknehmen
menu-hint = Tipp
menu-options = Einstellungen…
menu-help = Hilfe
menu-rules = Spielregeln
menu-reading = Das Spielbrett lesen
menu-about = Über LoopIt

## Dialogs

save-first-new = Ein neues Spiel beendet das Spiel auf dem Brett. Vorher speichern?
save-first-load = Wenn du ein anderes Spiel lädst, endet das Spiel auf dem Brett. Vorher speichern?
save-first-quit = Beim Beenden geht das Spiel auf dem Brett zu Ende. Vorher speichern?
button-save = Speichern
button-cancel = Abbrechen
end-turn-title = Zug beenden?
end-turn-question = Du hast keinen Stein gelegt, und einer deiner Steine passt noch. Den Zug trotzdem beenden?
button-end-anyway = Trotzdem beenden
button-keep-playing = Weiterspielen
sit-out-title = { $name } setzt aus
sit-out-text = Keiner der Steine von { $name } passt irgendwo auf das Brett. Die Steine kommen zurück in den Beutel, und der nächste Spieler ist am Zug.
button-ok = OK
button-new-game = Neues Spiel
button-save-as = Speichern…
button-close = Schließen

## Setup

setup-tagline = Lege Steine so an, dass die Linien weiterlaufen. Jeder Stein, mit dem dein neuer Stein verbunden ist, zählt.
setup-picture = Ein Stück des Spielbretts: acht Steine, deren Linien eine Schleife schließen
setup-title = Neues Spiel
setup-players = Spieler:
setup-count = { $count } Spieler
setup-name-label = Name von Spieler { $seat }
setup-name-hint = ein Name
setup-no-tiles = Kein Spiel kann beginnen: Die Bilder der Steine lassen sich nicht laden.
setup-folder = Ordner: { $folder }
setup-choose-folder = Einstellungen… (Ordner der Steine wählen)
setup-start = Spiel starten
setup-load = Gespeichertes Spiel laden…
setup-resume = Zurück zum Spiel
setup-seat = Platz { $seat }
setup-remove = Platz { $seat } vom Tisch nehmen
setup-person = Person
setup-computer = Computer
setup-person-for = Platz { $seat }: eine Person
setup-computer-for = Platz { $seat }: der Computer
setup-level-for = Platz { $seat }: { $level }
setup-person-about = Jemand an diesem Computer spielt auf diesem Platz.
setup-first = Beginnt
setup-make-first = Dieser Platz beginnt
setup-make-first-for = Platz { $seat } beginnt
setup-add = + Spieler hinzufügen
seat-human = Mensch
seat-computer = Computer ({ $level })
seat-who = Wer spielt auf Platz { $seat }
seat-default-name = Spieler { $seat }
player-count = Ein Spiel hat 2 bis 4 Spieler, nicht { $count }.
player-no-name = Spieler { $seat } hat keinen Namen.
player-bad-name = Der Name von Spieler { $seat } { $problem }: { $name }.
level-greedy = Normal
level-planner = Stark
level-greedy-about = Spielt nach der Regel des Spiels: den höchsten Stein dorthin, wo er am meisten bringt.
level-planner-about = Plant den ganzen Zug für die meisten Punkte.
kind-human = Mensch
kind-computer = Computer ({ $level })

## What happened

picked-turn-full = Drei Steine liegen schon in diesem Zug: Beende deinen Zug.
picked-fits-nowhere = Diese { $value } passt gerade nirgends auf das Brett.
picked-fits =
    Diese { $value } passt auf { $count ->
        [one] 1 Feld, auf dem Brett markiert.
       *[other] { $count } Felder, auf dem Brett markiert.
    }
computer-placed =
    { $name } hat eine { $value } auf { $cell } gelegt: { $points ->
        [one] 1 Punkt.
       *[other] { $points } Punkte.
    }
you-placed =
    Die { $value } liegt auf { $cell }: { $points ->
        [one] 1 Punkt.
       *[other] { $points } Punkte.
    }
refused = Diese { $value } kann nicht auf { $cell }. { $reason }
took-back = Die { $value } von { $cell } ist zurück in der Bank.
took-back-more =
    Die { $value } von { $cell } ist zurück in der Bank, dazu { $others ->
        [one] 1 weiterer Stein, der ohne sie nicht mehr passte.
       *[other] { $others } weitere Steine, die ohne sie nicht mehr passten.
    }
nothing-to-take-back = In diesem Zug liegt kein Stein, den du zurücknehmen könntest.
turn-sat-out = { $name } hat ausgesetzt: Keiner der Steine passte irgendwo.
turn-passed = { $name } hat gepasst.
turn-ended =
    { $name }: { $placements }, { $points ->
        [one] 1 Punkt.
       *[other] { $points } Punkte.
    }
log-sat-out = hat ausgesetzt: kein Stein passte
log-passed = hat gepasst
log-turn =
    { $placements }: { $points ->
        [one] 1 Punkt
       *[other] { $points } Punkte
    }
log-placement = { $value } auf { $cell } (+{ $points })
cheat-marked = Schummeln: Dreh das Mausrad über dem markierten Stein, um ihn gegen Steine aus dem Beutel zu tauschen.
cheat-swapped = Schummeln: Bankstein { $slot } ist jetzt eine { $value } (ein anderer Stein aus dem Beutel).
cheat-bag-empty = Schummeln: Der Beutel ist leer, es gibt nichts zum Tauschen.
cheat-cannot = Schummeln: Dieser Stein kann jetzt nicht getauscht werden.
why-taken = Auf { $cell } liegt schon eine { $value }.
why-off-board =
    Seine Linie { $side ->
        [n] oben
        [e] rechts
        [s] unten
       *[w] links
    } würde über den Brettrand hinauslaufen.
why-line-not-met =
    Seine Linie { $side ->
        [n] oben würde an der { $value } darüber
        [e] rechts würde an der { $value } rechts daneben
        [s] unten würde an der { $value } darunter
       *[w] links würde an der { $value } links daneben
    } ({ $cell }) enden, die dort keine Linie hat.
why-cuts-line =
    Die { $value } { $side ->
        [n] darüber
        [e] rechts daneben
        [s] darunter
       *[w] links daneben
    } ({ $cell }) hat auf dieser Seite eine Linie, dieser Stein aber { $side ->
        [n] oben
        [e] rechts
        [s] unten
       *[w] links
    } keine: Er würde die Linie abschneiden.
why-no-line = Keine seiner Linien träfe auf eine Linie eines Steins auf dem Brett: Ein Stein muss mindestens eine Linie fortsetzen.
why-empty-slot = In diesem Bankfeld liegt kein Stein.
why-turn-full = Drei Steine liegen schon in diesem Zug: Beende deinen Zug.
why-game-over = Das Spiel ist vorbei.
sum-plain = { $own }
sum-premium = { $value } × { $premium } = { $own }
sum-nothing = { $head }, mit nichts verbunden, zusammen { $total }
sum-one = { $head }, verbunden { $joined }, zusammen { $total }
sum-many = { $head }, verbunden { $parts } = { $joined }, zusammen { $total }
line-run =
    Die Linie { $side ->
        [n] oben
        [e] rechts
        [s] unten
       *[w] links
    } { $count ->
        [0] zählt keinen neuen Stein
        [one] verbindet 1 Stein
       *[other] verbindet { $count } Steine
    } und { $stop ->
        [junction] endet an der Kreuzung auf { $cell }.
        [dot] endet am Punkt der Sackgasse auf { $cell }.
        [gap] endet an der Lücke auf { $cell }.
       *[loop] schließt eine Schleife bei { $cell }.
    }

## Log

log-line = { $turn }. { $name }: { $text }

## Side panel

scores = Punkte
score-row =
    { $name }, { $kind }: { $points ->
        [one] 1 Punkt
       *[other] { $points } Punkte
    }
score-row-to-move =
    { $name }, { $kind }: { $points ->
        [one] 1 Punkt
       *[other] { $points } Punkte
    }, am Zug
tiles-in-bag = Steine im Beutel: { $count }
side-game-over = Spielende
show-result = Ergebnis zeigen
to-move = { $name } ist am Zug
cheat-computer-waits = Schummelmodus: Doppelklicke einen Stein in der Bank des Computers und dreh das Mausrad, um ihn zu tauschen.
let-computer-play = Computer spielen lassen
computer-placing = { $name } legt seine Steine…
end-turn = Zug beenden
take-back-last = Zurücknehmen
hint-sit-out = Keiner deiner Steine passt irgendwo: Du setzt diesen Zug aus.
hint-turn-full = Drei Steine gelegt: Beende deinen Zug.
hint-nothing-fits = Kein weiterer Stein passt: Beende deinen Zug.
hint-first = Nimm einen Stein aus deiner Bank und klicke dann auf ein markiertes Feld.
hint-more = Lege noch einen Stein oder beende deinen Zug.
this-turn-none = Dieser Zug: noch kein Stein gelegt
placement-line = { $number }. { $value } auf { $cell }
points =
    { $points ->
        [one] 1 Punkt
       *[other] { $points } Punkte
    }
this-turn = Dieser Zug
turns = Züge
no-turn-yet = Noch kein Zug gespielt.
log-hover = Zeigt die Steine dieses Zugs auf dem Brett; klicken, damit sie sichtbar bleiben

## Board, bank, game over

bank-placed-mark = gelegt
bank-tip-marked = Dreh das Mausrad, um diesen Stein gegen Steine aus dem Beutel zu tauschen
bank-tip-nowhere = Dieser Stein passt gerade nirgends auf das Brett
bank-tip-pick = Klicke, um den Stein aufzunehmen, dann auf ein markiertes Feld (oder zieh ihn dorthin)
bank-slot = Bank { $slot }
bank-tile = { $tile }
bank-picked = aufgenommen
bank-marked = zum Tauschen markiert
bank-hinted = Nummer { $order } des Tipps
bank-nowhere = passt nirgends
bank-placed = auf das Brett gelegt
bank-empty = leer
cell-name = Feld { $cell }
cell-start = Startfeld
cell-this-turn =
    in diesem Zug gelegt für { $points ->
        [one] 1 Punkt
       *[other] { $points } Punkte
    }
cell-last-turn =
    im letzten Zug gelegt für { $points ->
        [one] 1 Punkt
       *[other] { $points } Punkte
    }
cell-empty = leer
cell-premium = ×{ $premium }-Feld
cell-legal =
    erlaubt: { $points ->
        [one] 1 Punkt
       *[other] { $points } Punkte
    }
cell-shown =
    aus dem Verlauf gezeigt: { $points ->
        [one] 1 Punkt
       *[other] { $points } Punkte
    }
cell-start-mark = Start
board-pick-first = Nimm zuerst einen Stein aus deiner Bank und klicke dann auf ein markiertes Feld.
board-take-back-tip = Klicke, um diesen Stein in deine Bank zurückzunehmen
board-notes-this-turn = Dieser Zug:
board-notes-last-turn = Letzter Zug:
board-notes-shown = Gezeigter Zug:
board-notes-hint = Vorschlag:
tip-points-name = Punkte: { $sum }
tip-points =
    +{ $points ->
        [one] 1 Punkt
       *[other] { $points } Punkte
    }
tip-refused-name = nicht erlaubt: { $why }
tip-not-on = Nicht auf { $cell }
bank-of = Bank von { $name }
bank-heading = Bank
over-all-placed = Das Spiel ist vorbei: Alle 81 Steine liegen auf dem Brett.
over-last-fits-nowhere = Das Spiel ist vorbei: Der letzte Stein passt nirgends auf das Brett.
over-none-fits = Das Spiel ist vorbei: Keiner der { $count } übrigen Steine passt irgendwo auf das Brett.
win-one = { $name } gewinnt!
win-shared = { $names } und { $last } gewinnen gemeinsam!
over-title = Spielende
over-place = Platz
over-player = Spieler
over-total = Summe
over-best = Bester Zug
over-best-turn =
    { $points ->
        [one] 1 Punkt
       *[other] { $points } Punkte
    } (Zug { $turn })
over-chart-title = Punkte Zug für Zug
over-chart-name = Diagramm der Punkte Zug für Zug
over-chart-x = Runde
over-chart-y = Punkte
over-chart-value = { $name }, Runde { $round }: { $points } Punkte

## Options

options-title = Einstellungen
options-folders = Dateien und Ordner
options-tiles = Bilder der Steine
options-browse = Durchsuchen…
options-use = Verwenden
options-saves = Gespeicherte Spiele
options-tiles-bad =
    Die Bilder der Steine sind nicht brauchbar ({ $count ->
        [one] 1 Problem
       *[other] { $count } Probleme
    }):
options-tiles-ok = Alle 81 Bilder der Steine geladen aus { $folder }.
options-names = Vorgegebene Spielernamen
options-name = Vorgegebener Name { $seat }
options-play = Spiel
options-cheat = Schummelmodus (Bankstein doppelklicken, dann mit dem Mausrad tauschen)
options-delay = Pause des Computers zwischen zwei Steinen
options-no-file = nicht in einer Datei gespeichert
options-file = Einstellungsdatei: { $file }
options-language = Sprache
options-language-system = Wie das System ({ $language })
options-theme = Aussehen
options-coordinates = Koordinaten A–K und 1–11 am Brettrand zeigen
options-quiet-marks = Ruhige Brettmarkierungen (für alle, die das Spiel kennen)
options-quiet-marks-tip = Erlaubte Felder zeigen nur ihren Punkt, der letzte Zug wird nicht umrahmt, und das Zeigen auf ein Feld markiert keine verbundenen Steine und Linienenden; der Streifen unter dem Brett erklärt die Punkte weiterhin.

## Help

rules-title = Spielregeln LoopIt
rules-intro = LoopIt ist ein Legespiel für 2 bis 4 Personen. Reihum legt ihr Steine auf ein Brett mit 11 × 11 Feldern. Die Linien auf den Steinen müssen weiterlaufen – und je mehr Steine ein neuer Stein über seine Linien erreicht, desto mehr Punkte bringt er.
rules-tiles-title = Die Steine
rules-tiles = Es gibt 81 Steine. Jeder Stein hat einen Wert von 1 bis 8, der in seiner Ecke steht. Steine werden nie gedreht: Sie kommen so auf das Brett, wie sie in der Bank liegen.
rules-paths = • Wege (eine Linie von Kante zu Kante) führen eine Linie weiter.
rules-junctions = • Kreuzungen (drei oder vier Linien, die sich in der Mitte treffen) halten eine Linie an.
rules-dead-ends = • Sackgassen (Wert 8) haben eine gerade Linie quer hindurch, die eine Linie weiterführt, und eine kurze Linie mit einem Punkt am Ende, an dem eine Linie endet.
rules-placing-title = Einen Stein legen
rules-placing = Ein Stein darf auf ein freies Feld, wenn
rules-placing-1 = • jede seiner Linien auf eine Linie des Nachbarsteins oder auf ein freies Feld trifft – keine Linie darf über den Brettrand laufen;
rules-placing-2 = • er keine Linie abschneidet: Zeigt ein Nachbarstein mit einer Linie auf das Feld, muss der neue Stein dort auch eine haben;
rules-placing-3 = • er mindestens eine Linie eines Steins auf dem Brett fortsetzt.
rules-placing-4 = Sobald du einen Stein aufnimmst, zeigt das Programm alle Felder, auf die er passt.
rules-points-title = Punkte
rules-points = Ein gelegter Stein bringt seinen Wert mal dem Faktor seines Feldes (×2 bis ×6, auf dem Brett angegeben). Dazu kommt der einfache Wert jedes Steins, mit dem er über eine Linie verbunden ist. Dafür verfolgst du jede seiner Linien: durch Wege und quer durch Sackgassen hindurch, bis sie an eine Kreuzung, an den Punkt einer Sackgasse, an ein freies Feld oder an einen schon gezählten Stein kommt. Jeder Stein auf dem Weg zählt einmal, auch der, an dem die Linie endet.
rules-example-picture = Beispiel: { $tile } auf { $cell }, { $sum }
rules-example-title = Beispiel
rules-example = Auf dem Startfeld F6 liegt die Kreuzung mit dem Wert 5, rechts daneben auf G6 eine 1, deren Linie nach oben und nach links läuft. Du legst eine 4 mit einer Linie von oben nach unten auf G5, ein einfaches Feld: 4 × 1 = 4 für den Stein, 1 für den Stein darunter und 5 für die Kreuzung, denn die Linie läuft durch die 1 weiter bis zur Kreuzung. Zusammen { $total } Punkte. Derselbe Stein auf F5 (ein ×2-Feld direkt über der Kreuzung) bringt 4 × 2 + 5 = { $premium_total } Punkte.
rules-turn-title = Ein Zug
rules-turn-1 = 1. Du ziehst Steine aus dem Beutel, bis deine Bank fünf Steine hat (oder der Beutel leer ist).
rules-turn-2 = 2. Du legst bis zu drei davon, einen nach dem anderen. Bis du den Zug beendest, kannst du jeden davon zurücknehmen (anklicken, oder { $undo } für den letzten). Nimmst du einen Stein zurück, kommen auch die später gelegten mit, die ohne ihn nicht mehr passen; die anderen bleiben liegen und werden neu gezählt.
rules-turn-3 = 3. „Zug beenden“ (die Schaltfläche oder die Eingabetaste) schreibt dir die Punkte gut; die Steine bleiben liegen, der Rest deiner Bank kommt zurück in den Beutel. Du darfst einen Zug auch beenden, ohne etwas zu legen.
rules-turn-4 = 4. Passt keiner deiner Steine irgendwo, setzt du diesen Zug aus.
rules-end-title = Beginn und Ende
rules-end = Zu Beginn kommt ein zufällig gezogener Stein auf das Startfeld F6; er zählt für niemanden. Das Spiel endet, wenn alle Steine auf dem Brett liegen oder keiner der übrigen Steine mehr irgendwo passt. Wer die meisten Punkte hat, gewinnt; bei Gleichstand teilen sich die Betroffenen den Platz.
rules-reading-title = Das Spielbrett lesen
rules-reading = Am Brettrand stehen die Spalten A–K und die Reihen 1–11. Unter Hilfe, „Das Spielbrett lesen“, findest du alle Markierungen: erlaubte Felder (grün mit Punkt), verbotene Felder (rotes Kreuz und ein Balken an der Seite, an der eine Regel verletzt würde), die Steine dieses Zugs (durchgehender Rahmen in der Farbe des Spielers am Zug), die des letzten Zugs (gestrichelter Rahmen in der Farbe dessen, der sie gelegt hat), verbundene Steine (gelbe Ecken) und wo eine Linie endet (ein schwarzer Rahmen mit weißen Balken). Die Punkte der markierten Steine stehen unter dem Brett. Zeigst du auf ein erlaubtes Feld, sagt der Streifen unter dem Brett, wie sich die Punkte zusammensetzen; zeigst du auf ein verbotenes, sagt er, warum.
rules-computer-title = Der Computer
rules-computer = Der Computer spielt auf einer von vier Stufen, die auf der Karte seines Platzes gewählt wird:
rules-cheat-title = Schummelmodus
rules-cheat = Ist der Schummelmodus an (Einstellungen), doppelklicke einen noch nicht gelegten Bankstein und dreh dann das Mausrad über ihm: Er wird gegen die Steine im Beutel getauscht, der Reihe nach – nach unten der nächste, nach oben der vorige. Das geht auch mit der Bank des Computers, bevor er spielt (danach „Computer spielen lassen“ klicken).
about-title = Über LoopIt
about-version = Version { $version }
about-what = Ein Legespiel für 2 bis 4 Personen an einem Computer.
about-how = Geschrieben in Rust mit egui. Die Steine zeichnet das Projekt mit seinem eigenen Generator.
reading-title = Das Spielbrett lesen
legend-intro = Jede Markierung auf dem Brett unterscheidet sich in der Form, nicht nur in der Farbe:
legend-start = Das Startfeld (F6): eine goldene Ecke unter seinem Stein.
legend-premium = Ein Bonusfeld: Der Wert des Steins zählt hier ×2 bis ×6.
legend-legal = Wohin der aufgenommene Stein darf: grün, mit einem Punkt in der linken oberen Ecke (mit ruhigen Brettmarkierungen nur der Punkt).
legend-refused = Wohin er nicht darf, wenn du darauf zeigst: ein rotes Kreuz und ein roter Balken an der Seite, an der eine Regel verletzt würde. Der Streifen unter dem Brett nennt die Regel.
legend-no-line = Keine Linie würde fortgesetzt: ein gestrichelter roter Rahmen rundum.
legend-this-turn = In diesem Zug gelegt: ein durchgehender Rahmen um den Stein in der Farbe des Spielers am Zug; seine Punkte stehen unter dem Brett neben dessen Scheibe. Anklicken nimmt den Stein zurück.
legend-last-turn = Seit deinem letzten Zug gelegt: ein gestrichelter Rahmen um den Stein in der Farbe des Spielers, der ihn gelegt hat, seine Punkte unter dem Brett neben dessen Scheibe (bei zwei Spielern der letzte Zug des anderen, bei mehr der letzte jedes anderen).
legend-joined = Ein Stein, mit dem der neue Stein verbunden wäre und der darum zählt: gelbe Ecken.
legend-stop = Wo eine Linie endet (an einer Kreuzung, am Punkt einer Sackgasse, an einer Lücke oder wo sich eine Schleife schließt): ein schwarzer Rahmen um das Feld mit einem weißen Balken quer über jeder Seite; bei einer Lücke ist das freie Feld innen gestrichelt umrandet.
legend-log = Ein Zug, auf den du im Verlauf zeigst: violette Ecken, seine Punkte unter dem Brett.
legend-hint = Ein Tipp (H, oder Tipp im Menü Zug): die vorgeschlagenen Steine auf ihren Feldern in türkisen Ecken; in der Bank trägt jeder von ihnen ein türkises Abzeichen mit seiner Nummer, der Reihenfolge zum Legen, und der Streifen unter dem Brett nennt sie ebenso mit Feld und Punkten („1: G6 +23“).
legend-bank = In der Bank: Ein Stein, der gerade nirgends passt, ist grau und schraffiert; der aufgenommene Stein steht in einem orangen Rahmen aus seinem Fach heraus; im Schummelmodus hat der markierte Stein einen gestrichelten magentafarbenen Rahmen.
legend-coordinates = Die Spalten heißen von links A bis K, die Reihen von oben 1 bis 11: Das Startfeld ist F6. Der Verlauf nennt jeden Stein mit seinem Wert und seinem Feld („7 auf F4“).

## Window and files

title = LoopIt
title-over = LoopIt — Spielende
title-to-move = LoopIt — { $name } ist am Zug
warning = Warnung: { $warning }
welcome = Willkommen bei LoopIt.
dismiss-warnings = Warnungen ausblenden
new-game-started = Neues Spiel: { $name } beginnt.
cannot-start = Das Spiel kann nicht beginnen
cannot-load-tiles = Kein Spiel ladbar
cannot-load-tiles-text = { $error }. Wähle zuerst in den Einstellungen einen Ordner mit den Bildern der Steine.
loaded = { $file } geladen.
cannot-load = Das Spiel lässt sich nicht laden
record-opened = Die Spielaufzeichnung ist in der Wiedergabe geöffnet.
saved = Gespeichert in { $file }.
cannot-save = Das Spiel lässt sich nicht speichern
no-folder-dialog = Hier gibt es keinen Ordner-Dialog: Tippe den Ordner in das Feld.
picker-save = Spiel speichern
picker-open = Spiel laden
picker-folder = Ordner wählen
picker-type = LoopIt-Spiel
browser-folder = Ordner:
browser-none = In diesem Ordner liegen keine gespeicherten Spiele.
browser-name = Dateiname:
browser-load = Laden
browser-replace-question = Ein gespeichertes Spiel mit diesem Namen gibt es schon. Ersetzen?
browser-replace = Ersetzen

## File errors

storage-write = Das Spiel kann nicht in { $file } gespeichert werden: { $why }.
autosave-failed = Das Spiel wird nicht automatisch gesichert; ein Absturz verlöre die Züge seit der letzten Sicherung. { $why } Speichere es über das Menü Spiel, um es zu behalten.
storage-read = Das Spiel { $file } kann nicht gelesen werden: { $why }.
storage-invalid = { $file } lässt sich nicht laden: { $why }.
file-not-a-file = das ist keine gewöhnliche Datei
file-too-large = sie ist größer als { $kb } kB, mehr als jedes gespeicherte Spiel
file-not-text = das ist keine Textdatei
file-not-found = diese Datei oder dieser Ordner existiert nicht
file-permission = keine Berechtigung
file-disk-full = der Datenträger ist voll
file-read-only = der Datenträger ist schreibgeschützt

## Save files: what is wrong inside one

save-not-json-line = das ist keine JSON-Datei (in Zeile { $line } stimmt der Text nicht)
save-duplicate-key = der Schlüssel { $key } steht zweimal darin (Zeile { $line }), darum ist unklar, welcher Wert gilt
save-not-object = das ist kein LoopIt-Spielstand: Die Datei muss genau ein JSON-Objekt enthalten
save-no-version = das ist kein LoopIt-Spielstand: Der Schlüssel „version“ fehlt oder ist keine Zahl
save-unknown-version = Spielstände der Version { $version } kennt dieses Programm nicht (es liest die Versionen { $first } bis { $last })
save-where-file = die Spielstanddatei
save-where-key = Schlüssel { $key }
save-key-missing = { $place }: Der Schlüssel { $missing } fehlt
save-key-wrong-line = { $place } hat einen Wert der falschen Art (Zeile { $line })
save-resumed-scores = { $place }: { $scores } Punktestände für { $players } Spieler
save-too-many-drawn = { $place }: { $count } gezogene Steine, eine Bank fasst aber höchstens { $max }
save-not-a-seat = { $place }: { $value } ist kein Platz (die Spieler sind 0 bis { $last })
save-unknown-tile = { $place }: Einen Stein { $name } gibt es nicht
save-tile-twice = Stein { $tile } kommt zweimal vor ({ $first } und { $second })
save-off-board = Brett-Eintrag { $entry }: Das Feld { $row },{ $col } liegt außerhalb des Bretts (Reihen und Spalten gehen von 0 bis { $last })
save-cell-twice = auf Feld { $cell } liegen zwei Steine ({ $first } und { $second })
save-bank-too-large = die Bank enthält { $count } Steine, höchstens aber { $max }
save-negative-score = Spieler { $seat } hat einen negativen Punktestand ({ $score })
save-impossible-score = Spieler { $seat } hat { $score } Punkte, mehr als ein Spiel je bringen kann (höchstens { $max })
save-unknown-level = Spieler { $seat } hat eine unbekannte Computer-Stufe { $level } (bekannt: { $known })
save-current = „current“ ist { $current }, es gibt aber nur die Spieler 0 bis { $last }
save-bank-not-drawn = die Bank enthält { $bank } Steine, zu Beginn eines Zuges zieht ein Spieler aber { $drawn } (5 oder alle übrigen; keine heißt: Es wird gezogen, wenn das Spiel weitergeht)
save-scores-too-low = die Punkte ergeben zusammen { $total }, die Steine auf dem Brett haben aber mindestens { $least } eingebracht (jeder gelegte Stein bringt seinen Wert und den Wert eines Steins, mit dem er verbunden wird)
save-bad-placement = { $place }: { $text } ist kein gelegter Stein in der Form STEIN@Reihe,Spalte=Punkte
save-history-start = der Verlauf muss entweder mit einem Startstein („start“) oder mit einer Stellung („resumed“) beginnen
save-resumed = die Stellung, an der der Verlauf weitergeht: { $why }
place-board = Brett-Eintrag { $n }
place-bank = Bankstein { $n }
place-start = der Startstein des Verlaufs
place-drawn = Zug { $turn } des Verlaufs, gezogener Stein { $n }
place-swap = Zug { $turn } des Verlaufs, Tausch { $n }
place-placement = Zug { $turn } des Verlaufs, gelegter Stein { $n }
position-empty = das Brett ist leer: Der Startstein muss auf { $cell } liegen
position-no-start = auf dem Startfeld { $cell } liegt kein Stein
position-off-board =
    bei Stein { $tile } auf { $cell } läuft die Linie { $side ->
        [n] oben
        [e] rechts
        [s] unten
       *[w] links
    } über den Brettrand
position-lines-do-not-meet =
    Stein { $tile } auf { $cell } hat { $side ->
        [n] oben
        [e] rechts
        [s] unten
       *[w] links
    } ein Linienende, aber Stein { $other } auf { $other_cell } hat dort keines
position-not-joined = Stein { $tile } auf { $cell } ist nicht über Linien mit dem Startstein auf { $start } verbunden
history-bad-random = der Zufallszustand { $text } des Verlaufs besteht nicht aus 32 Hexadezimalziffern mit ungerader letzter Ziffer
history-start-tile = der Startstein des Verlaufs ist { $recorded }, der Zufallsgenerator zieht aber { $drawn }
history-turn = Zug { $turn } des Verlaufs: { $why }
history-after-game-over = der Verlauf geht nach dem Spielende weiter (Zug { $turn })
history-no-turn-in-progress = im Verlauf steht kein laufender Zug, das Spiel, zu dem er führt, ist aber nicht vorbei
history-leads-elsewhere =
    der Verlauf führt nicht zu der Stellung, die in der Datei steht: { $what ->
        [board] Das Brett ist ein anderes
        [bank] Die Bank ist eine andere
        [score] Der Punktestand von Spieler { $seat } ist ein anderer
        [current] Ein anderer Spieler ist am Zug
       *[history] Der Verlauf selbst ist ein anderer
    }
history-no-tiles = keine
turn-wrong-player = er gehört Spieler { $recorded }, am Zug war aber Spieler { $expected }
turn-wrong-draw = als gezogen stehen { $recorded } darin, gezogen werden aber { $drawn }
turn-bad-swap = Schummeltausch { $index } geht nicht (sein Bankfeld enthält den Stein nicht, oder der neue Stein ist nicht im Beutel)
turn-bad-placement = gelegter Stein { $index } geht nicht: { $why }
turn-placement-differs =
    gelegter Stein { $index } steht anders darin: Sein Bankfeld enthält { $tile }, und er bringt { $points ->
        [one] 1 Punkt
       *[other] { $points } Punkte
    }
turn-not-in-bank = gelegter Stein { $index } ist { $tile }, der nicht in der Bank liegt
turn-said-sat-out = der Spieler soll ausgesetzt haben, aber ein Stein passte
turn-did-sit-out = der Spieler musste aussetzen, der Verlauf sagt aber etwas anderes
history-why-taken = auf { $cell } liegt schon Stein { $tile }
history-why-off-board =
    seine Linie { $side ->
        [n] oben
        [e] rechts
        [s] unten
       *[w] links
    } würde über den Brettrand laufen
history-why-line-not-met =
    seine Linie { $side ->
        [n] oben
        [e] rechts
        [s] unten
       *[w] links
    } würde an Stein { $tile } enden, der auf dieser Seite keine Linie hat
history-why-cuts-line =
    Stein { $tile } { $side ->
        [n] darüber
        [e] rechts daneben
        [s] darunter
       *[w] links daneben
    } hat auf dieser Seite eine Linie, die er abschneiden würde
history-why-no-line = keine seiner Linien träfe auf eine Linie eines Steins auf dem Brett
history-why-empty-slot = sein Bankfeld ist leer
history-why-turn-full = in diesem Zug lagen schon drei Steine
history-why-game-over = das Spiel war schon vorbei
name-empty = ist leer
name-invisible = enthält nichts Sichtbares
name-control = enthält ein Steuerzeichen (etwa einen Zeilenumbruch)
name-line-separator = enthält einen Zeilen- oder Absatztrenner
name-bidi = enthält ein Zeichen, das die Schreibrichtung ändert (etwa eine Rechts-nach-links-Umschaltung)
name-too-long = ist länger als { $max } Zeichen ({ $count })

## The tile folder and the system's file errors

tiles-error =
    { $count ->
        [one] 1 der 81 Bilder der Steine in { $folder } ist nicht brauchbar
       *[other] { $count } der 81 Bilder der Steine in { $folder } sind nicht brauchbar
    }: { $problems }
tiles-no-folder = den Ordner gibt es nicht
tile-file-problem = { $file }: { $why }
tile-missing = fehlt
tile-not-a-file = keine gewöhnliche Datei
tile-too-large = größer als { $mb } MB, mehr als ein Bild eines Steins braucht
tile-unreadable = nicht lesbar: { $why }
tile-not-png = kein lesbares Bild (kein PNG-Kopf)
tile-no-pixels = ein Bild ohne Pixel
tile-too-many-pixels = { $width } × { $height } Pixel, größer als { $max } × { $max }
tile-damaged = kein lesbares Bild (die PNG-Daten sind beschädigt)
file-is-a-folder = das ist ein Ordner
file-not-a-folder = ein Teil des Pfads ist kein Ordner
file-exists = die Datei gibt es schon
file-bad-name = diesen Namen nimmt das System nicht an
file-system-too-large = die Datei ist zu groß für das System
file-interrupted = das System hat nicht rechtzeitig geantwortet; versuch es noch einmal

## The settings file

value-empty = ist leer
value-not-kind = ist weder human noch eine der Stufen { $levels }
value-not-count = ist nicht { $min } bis { $max }
value-not-delay = ist keine Zahl von Millisekunden von 0 bis { $max }
value-not-on-off = ist nicht 1 oder 0
value-not-language = ist nicht de, en oder system
value-not-on-off-auto = ist nicht 1, 0 oder auto
value-not-theme = ist nicht boxed, light oder dark
value-not-guide = ist nicht new oder done
settings-write-fresh = Neue Einstellungsdatei schreiben
settings-fresh = Eine neue Einstellungsdatei wurde in { $file } geschrieben.
settings-fresh-kept = Eine neue Einstellungsdatei wurde in { $file } geschrieben; die alte ist als { $backup } aufbewahrt.
tiles-loaded = Bilder der Steine geladen aus { $folder }.
tiles-built-in-used = Es gelten die im Programm eingebauten Bilder der Steine.
tiles-not-loaded = { $why }.

## Hot seat

hot-seat-ready = { $name } ist dran: Klicke oder drücke die Leertaste, sobald { $name } vor dem Bildschirm sitzt
hot-seat-side = Die Steine von { $name } bleiben verdeckt, bis { $name } vor dem Bildschirm sitzt.
banks-hidden = Die Steine der Spieler bleiben bis zum Ende des Spiels verdeckt: hier steht nur, was alle gesehen haben.

## Options: hot seat

options-hot-seat = Steine der nächsten Person verbergen, bis sie vor dem Bildschirm sitzt
options-hot-seat-tip = Solange ein Strich zu sehen ist, entscheiden die Plätze: an, wenn zwei oder mehr Personen an diesem Computer spielen. Mit einem Häkchen oder ohne entscheidest du es hier.
options-motion = Bewegung: Steine gleiten auf ihr Feld, Punkte steigen in den Punktestand
options-motion-tip = Abwählen, damit das Brett still bleibt. Solange ein Strich zu sehen ist, entscheidet der Desktop: Bewegung folgt seiner Einstellung „Animationen reduzieren“, wo es sie gibt.
options-sound = Klang: ein leises Klopfen für jeden Stein, zwei Töne am Ende eines Zuges, ein Akkord am Ende des Spiels
options-sound-tip = Abwählen, um lautlos zu spielen (Sound=0 in LoopIt.ini).
options-sound-missing = Diese Fassung von LoopIt wurde ohne Klang gebaut.

## Keys

rules-keys-title = Tasten
keys-pick = 1 bis 5: diesen Bankstein aufnehmen (noch einmal: ablegen)
keys-cursor = Pfeiltasten: den Cursor über das Brett bewegen
keys-tab = Tab und Umschalt+Tab: zwischen den Feldern springen, auf die der aufgenommene Stein passt; ohne aufgenommenen Stein nimmt Tab den ersten auf, der passt
keys-place = Eingabe oder Leertaste: den aufgenommenen Stein auf das Feld unter dem Cursor legen
keys-undo = Rücktaste oder { $undo }: den letzten Stein zurücknehmen
keys-end = Eingabe ohne aufgenommenen Stein: den Zug beenden (am geteilten Bildschirm zeigt dann die Leertaste die nächste Bank)
keys-escape = Esc: den Stein ablegen, ein Fenster oder einen Dialog schließen
keys-files = { $new }, { $load }, { $save }, { $quit }: neues Spiel, laden, speichern, beenden
keys-zoom = { $larger }, { $smaller }, { $normal }: größer, kleiner oder wieder normal: zuerst das Brett, die Schrift mit; ein Brett größer als das Fenster lässt sich verschieben (bleibt beim nächsten Start)
keys-help = F1: die Spielregeln

## Levels

level-beginner = Anfänger
level-expert = Experte
level-beginner-about = Macht erlaubte, aber bescheidene Züge – so kann auch, wer neu ist, gewinnen.
level-expert-about = Wägt seinen Zug gegen die besten Antworten ab, die der nächste Spieler ziehen könnte; gegen Ende spielt er die Partie zu Ende durch, um zu sehen, wer die letzten Züge bekommt.

## Hints

kind-with-hints =
    { $kind }, { $hints ->
        [one] 1 Tipp
       *[other] { $hints } Tipps
    }
computer-thinking = { $name } denkt nach…
hint-button = Tipp
hint-tip = Zeigt den Zug, den der Experte an deiner Stelle spielen würde (H). Tipps werden gezählt.
hint-shown =
    Tipp: { $points ->
        [one] 1 Punkt
       *[other] { $points } Punkte
    } mit den gezeigten Steinen, in der angegebenen Reihenfolge gelegt.
hint-none = Tipp: Keiner deiner Steine passt; beende deinen Zug.
keys-hint = H: ein Tipp, der Zug, den der Experte spielen würde (wird gezählt)
## Nachspielen

menu-replay = Partie nachspielen
button-replay = Partie nachspielen
title-replay = LoopIt — Partie nachspielen
replay-step-start = Zug { $turn } von { $turns }: { $name } ist am Zug
replay-step-placed = Zug { $turn } von { $turns }: { $name }, Stein { $placed } von { $count }
replay-step-end = Spielende nach { $turns ->
        [one] 1 Zug
       *[other] { $turns } Zügen
    }
replay-first = Anfang
replay-first-key = Der erste Schritt (Taste Pos1)
replay-previous-turn = Voriger Zug
replay-previous-turn-key = Der Anfang dieses Zugs oder des vorigen (Taste Bild auf)
replay-back = Zurück
replay-back-key = Einen Schritt zurück (Pfeiltaste links)
replay-forward = Vor
replay-forward-key = Einen Schritt vor (Pfeiltaste rechts)
replay-next-turn = Nächster Zug
replay-next-turn-key = Der Anfang des nächsten Zugs (Taste Bild ab)
replay-last = Ende
replay-last-key = Der letzte Schritt (Taste Ende)
replay-slider = Schritt
replay-leave = Zurück zum Spiel
replay-leave-key = Das Spiel, wie es jetzt steht (Taste Esc)
replay-log-hover = Zeigt das Brett nach diesem Zug

## Auswertung

menu-review = Auswertung
button-review = Partie auswerten
title-review = LoopIt — Auswertung
review-title = Auswertung der Partie
review-explain = Die Punkte jedes Zugs neben den meisten, die mit den Steinen des Spielers auf dem Brett von damals möglich waren (der beste Zug der Stufe Stark).
review-working = Der beste Zug jedes Zugs wird berechnet…
review-no-turn = Dieser Spieler hat noch keinen Zug beendet.
review-headline =
    { $name } hat { $percent } % der möglichen Punkte erzielt ({ $made } von { $possible ->
        [one] 1 Punkt
       *[other] { $possible } Punkten
    })
review-no-turns = { $name } hat noch keinen Zug gemacht.
review-best-turns =
    { $kind } · der beste Zug in { $best } von { $turns ->
        [one] 1 Zug
       *[other] { $turns } Zügen
    }
review-player-hover = Zeigt die Züge dieses Spielers
review-col-turn = Zug
review-col-made = Erzielt
review-col-best = Möglich
review-col-share = Anteil
review-row =
    Zug { $turn }: { $made } von { $best ->
        [one] 1 möglichen Punkt
       *[other] { $best } möglichen Punkten
    } ({ $percent } %)
review-row-sat-out = Zug { $turn }: ausgesetzt, kein Stein passte
review-row-hover = Zeigt das Brett dieses Zugs (Pfeiltasten hoch und runter)
review-turn-best =
    Zug { $turn }, { $name }: { $made ->
        [one] 1 Punkt
       *[other] { $made } Punkte
    }, das Beste, was die Steine hergaben.
review-turn-missed =
    Zug { $turn }, { $name }: { $made } von { $best ->
        [one] 1 möglichen Punkt
       *[other] { $best } möglichen Punkten
    }.
review-turn-sat-out = Zug { $turn }, { $name }: ausgesetzt, keiner der Steine passte.
review-best-total =
    Der beste Zug: { $points ->
        [one] 1 Punkt
       *[other] { $points } Punkte
    } mit den durchscheinenden Steinen, in der angegebenen Reihenfolge gelegt.
review-played-caption = Die Steine, die { $name } gelegt hat, mit den Punkten jedes Steins.
review-played-none = { $name } hat in diesem Zug keinen Stein gelegt.
review-show-best =
    Bester Zug: { $points ->
        [one] 1 Punkt
       *[other] { $points } Punkte
    }
review-show-best-hover = Das Brett zu Beginn des Zugs, mit dem besten Zug als nummerierten, durchscheinenden Steinen
review-show-best-secret = Wird am Ende des Spiels gezeigt: der beste Zug verriete die Steine des Spielers.
review-show-played =
    Zug von { $name }: { $points ->
        [one] 1 Punkt
       *[other] { $points } Punkte
    }
review-show-played-hover = Das Brett mit den Steinen, die in diesem Zug gelegt wurden
review-leave = Zurück zum Spiel
review-leave-result = Zurück zum Ergebnis
review-leave-key = Verlässt die Auswertung (Taste Esc)
cell-ghost =
    vorgeschlagener Stein { $number }: { $tile } für { $points ->
        [one] 1 Punkt
       *[other] { $points } Punkte
    }

## Automatisch gespeichertes Spiel fortsetzen

resume-title = Spiel fortsetzen?
resume-question = Das Spiel von { $names } fortsetzen – Zug { $turn }, gespeichert um { $time } Uhr?
resume-question-dated = Das Spiel von { $names } fortsetzen – Zug { $turn }, gespeichert am { $date } um { $time } Uhr?
resume-question-undated = Das Spiel von { $names } fortsetzen – Zug { $turn }?
resume-date-format = %d.%m.%Y
button-resume = Fortsetzen

## About and levels

files-unusable-left = { $file } (nicht brauchbar; bleibt, wie sie ist)
files-settings-none = keine (die Einstellungen werden nicht gespeichert)
files-tiles-built-in = im Programm eingebaut
files-unusable = { $file } (nicht brauchbar)
files-not-kept = nicht gespeichert
files-settings = Einstellungen
files-tiles = Bilder der Steine
files-saves = Gespeicherte Spiele
files-window = Fensterzustand
about-files = Verwendete Dateien:
about-file = { $what }: { $place }
level-beginner-strength = Gewinnt etwa 2 von 10 Spielen gegen Normal.
level-greedy-strength = Gewinnt etwa 8 von 10 Spielen gegen Anfänger.
level-planner-strength = Gewinnt 98 von 100 Spielen gegen Normal.
level-expert-strength = Gewinnt etwa 2 von 3 Spielen gegen Stark.

## Play online

online-bad-name = Der Name { $problem }.
online-others-turn = Warten auf { $name }: Jeder Stein erscheint, sobald er liegt.
online-watching = Du siehst zu: Keine Bank wird gezeigt.
online-bank-later = { $name } spielt; deine Bank kommt mit deinem Zug.
online-refused-turn = Du bist nicht am Zug.
online-refused-place = Der Server hat das Anlegen abgelehnt.
online-refused-take-back = Es gibt nichts zurückzunehmen.
online-refused-cheat = Schummeln ist in diesem Raum nicht erlaubt.
online-refused-name = Der Name für Platz { $seat } wird abgelehnt: Er muss einmalig sein und der Regel für Namen folgen.

## Das geführte erste Spiel (Hilfe ▸ Spielen lernen)
guide-title = Spielen lernen
guide-step-of = Schritt { $step } von { $steps }
guide-finished = Geschafft
guide-skip = Schritt überspringen
guide-got-it = Verstanden
guide-leave = Anleitung verlassen
guide-finish = Eigenes Spiel beginnen
guide-computer = Computer
guide-started = Ein geführtes Spiel: Folge den Schritten neben dem Brett.
guide-offer = Neu bei LoopIt?
guide-offer-start = Spielen lernen
guide-offer-no = Nein, danke
guide-step-pick-up = Klicke den blau umkreisten Stein in deiner Bank an, um ihn aufzunehmen. Die schraffierten Steine daneben passen noch nirgends aufs Brett: Sie warten auf einen späteren Zug.
guide-step-where = Auf die grünen Felder passt dieser Stein. Zeige auf eines: Der Streifen unter dem Brett sagt, was er dort bringt und wie sich die Punkte zusammensetzen. Die farbigen Felder sind Prämienfelder: Dort zählt der eigene Wert des Steins ×2 bis ×6, wie das Feld sagt.
guide-step-why-not = Klicke jetzt das blau umkreiste Feld an. Dort passt der Stein nicht: Die roten Zeichen und der Streifen unter dem Brett sagen, warum.
guide-step-place = Lege den Stein auf das umkreiste Feld. Seine Punkte setzen sich zusammen, wie der Streifen unter dem Brett zeigt: sein Wert mal der Prämie des Feldes, dazu jeder Stein, mit dem seine Linien verbunden sind.
guide-step-long-line = Nimm den nächsten umkreisten Stein und lege ihn auf das umkreiste Feld: Seine Linie läuft durch fünf Steine bis zu einer Kreuzung, und jeder zählt.
guide-step-loop = Schließe die Schleife: Lege den letzten umkreisten Stein auf das umkreiste Feld. Seine Linie läuft herum und kommt zu ihm zurück, jeder Stein auf dem Weg zählt einmal.
guide-step-computer = Jetzt spielt der Computer. Sieh zu, wohin seine Steine gehen: Sie bleiben gestrichelt in der Farbe des Computers umrandet, mit ihren Punkten, bis dein nächster Zug endet.
guide-step-how-it-ends = So endet das Spiel: wenn der Beutel leer ist und keine Bank mehr Steine hat, oder wenn kein Stein aus Beutel oder Bank noch irgendwo aufs Brett passt. Die höchste Punktzahl gewinnt; das Brett bleibt mit dem Ergebnis daneben zu sehen, und „Partie nachspielen“ und „Auswertung“ sind einen Klick entfernt.
guide-step-end-turn = Drei Steine liegen, mehr erlaubt ein Zug nicht. Klicke auf „Zug beenden“ (oder drücke die Eingabetaste): Ihre Punkte kommen auf dein Konto. Steine, die am Ende eines Zuges in einer Bank bleiben, gehen zurück in den Beutel, und jeder Zug beginnt mit einer neuen Bank von fünf.
guide-step-end-turn-fewer = Klicke auf „Zug beenden“ (oder drücke die Eingabetaste): Die Punkte der gelegten Steine kommen auf dein Konto. Steine, die am Ende eines Zuges in einer Bank bleiben, gehen zurück in den Beutel, und jeder Zug beginnt mit einer neuen Bank von fünf.
guide-step-done = Gut gemacht: Das ist das ganze Spiel. Spiel hier weiter oder beginne ein eigenes Spiel.
guide-pick-up-again = Nimm den umkreisten Stein in deiner Bank wieder auf.
guide-stray = Dieser Stein liegt nicht auf einem umkreisten Feld. Klicke ihn auf dem Brett an, um ihn zurückzunehmen, und nimm dann den umkreisten Stein und das umkreiste Feld.
menu-learn = Spielen lernen
save-first-guide = Die Anleitung beginnt ein neues Spiel. Das Spiel auf dem Brett vorher speichern?
