# Nardy — Deutsch
white = Weiß
black = Schwarz
white-lower = weiß
black-lower = schwarz
player-human = Mensch
player-quick = Computer (schnell)
player-strong = Computer (stark)
player-expert = Computer (Experte)

step-no-dice-left = Alle Würfel sind gespielt: Beende deinen Zug.
step-no-checker = Du hast keinen Stein auf Feld { $point }.
step-no-such-die = Kein verbleibender Würfel zieht einen Stein so weit.
step-opponent-point = Auf Feld { $point } steht ein gegnerischer Stein: Dort darfst du nicht halten.
step-six-block = Sechs besetzte Felder in einer Reihe sind verboten, solange kein gegnerischer Stein an ihnen vorbei ist.
step-head-rule = In diesem Zug darf nur ein Stein den Kopf verlassen.
step-not-all-home = Auswürfeln darfst du erst, wenn alle deine Steine im Heimfeld sind.
step-further-checker-first = Ein höherer Würfel würfelt nur vom höchsten besetzten Feld aus.
step-must-use-more-dice = Dann bliebe ein Würfel ungespielt: Anders lassen sich mehr Würfel spielen.
step-must-use-higher-die = Nur ein Würfel ist spielbar: Es muss der höhere sein.
game-over-already = Das Spiel ist vorbei.
already-rolled = Die Würfel sind schon geworfen.
not-rolled = Würfle zuerst.
not-finished = Dein Zug ist nicht beendet.
cannot-move = Kein Würfel lässt sich spielen: du kannst nicht ziehen.

to-move = { $colour ->
        [white] Weiß
       *[black] Schwarz
    } ist am Zug
to-move-computer = { $colour ->
        [white] Weiß
       *[black] Schwarz
    } ist am Zug (Computer)
wins = { $colour ->
        [white] Weiß
       *[black] Schwarz
    } gewinnt: 1 Punkt.
wins-mars = { $colour ->
        [white] Weiß
       *[black] Schwarz
    } gewinnt mit Mars: 2 Punkte.
starts = { $colour ->
        [white] Weiß
       *[black] Schwarz
    } beginnt.
computer-played = { $colour ->
        [white] Weiß
       *[black] Schwarz
    } spielte { $roll }: { $moves }
computer-passed = { $colour ->
        [white] Weiß
       *[black] Schwarz
    } warf { $roll } und kann nicht ziehen.
all-dice-played = Alle spielbaren Würfel sind gespielt. Beende den Zug oder nimm ihn zurück.
passed = { $colour ->
        [white] Weiß
       *[black] Schwarz
    } hat { $roll } gewürfelt und kann nicht ziehen: der Zug geht weiter.
stuck-head = Der Stein auf Feld { $point } kann den Kopf nicht verlassen: nur ein Stein darf ihn in diesem Zug verlassen.
stuck-blocked = Der Stein auf Feld { $point } ist blockiert: jedes Feld, das seine Würfel erreichen, hält ein gegnerischer Stein.
stuck-not-home = Der Stein auf Feld { $point } kann nicht abtragen: nicht alle deine Steine sind im Heimfeld.
stuck-because = Der Stein auf Feld { $point } kann jetzt nicht ziehen. { $reason }
checker-stuck = Der Stein auf Feld { $point } kann jetzt nicht ziehen.
move-complete = Zug vollständig: Drücke „Zug beenden“ (Enter) oder „Zurück“.
hint-needs-roll = Würfle zuerst: Der Tipp gilt für den Wurf.
hint = Tipp: { $moves }
hint-rest = Tipp für den Rest deines Zuges: { $moves }
hint-thinking = Der Tipp wird berechnet …
hint-ranking = Die besten Züge der Stufe Experte, mit der Gewinnchance nach jedem:
hint-ranked = { $n }. { $moves } — { $chance }
percent = { $whole },{ $tenth } %
computer-failed = Der Computer konnte keinen Zug berechnen ({ $reason }). Beginne ein neues Spiel oder lade eines.
computer-refused = Der Zug des Computers wurde abgelehnt: { $reason }
thinking-lost = sein Thread endete ohne Antwort
saved-as = Gespeichert als { $name }.
cannot-save = Speichern nicht möglich: { $reason }
loaded = { $name } geladen.
cannot-load = { $name } lässt sich nicht laden: { $reason }. Das Spiel auf dem Bildschirm bleibt.
file-type = Nardy-Partie

menu-game = Spiel
menu-new = Neues Spiel…
menu-save = Speichern…
menu-load = Laden…
menu-quit = Beenden
menu-help = Hilfe
menu-rules = Regeln
menu-about = Über
menu-language = Sprache
menu-turn = Zug
button-roll = Würfeln
button-end = Zug beenden
button-undo = Zurück
button-hint = Tipp
match = Match
match-line = { $colour } — { $player }: { $score }

new-game = Neues Spiel
random-start = Wer beginnt, wird ausgelost.
start = Start
cancel = Abbrechen
game-over = Spielende
match-score = Stand des Matches: Weiß { $white }, Schwarz { $black }
close = Schließen

die = Würfel { $n }: { $value }
die-used = Würfel { $n }: { $value }, gespielt
die-not-rolled = Würfel { $n }: nicht geworfen
point-empty = Feld { $point }: leer
point-white = Feld { $point }: { $count } weiß
point-black = Feld { $point }: { $count } schwarz
selected = , ausgewählt
target = , Ziel
# A point the computer's last move left or reached (after its name, as "target" is).
last-move = , letzter Zug
tray = draußen: { $white } weiß, { $black } schwarz

rules-title = Regeln des Langen Nardy
rules-picture = Der Anfang: Weiß auf seinem Kopf, Feld 24; Schwarz auf seinem Kopf, Feld 12. Die Pfeile zeigen, wie beide herumziehen.
rules-board-title = Das Brett
rules-board = 24 Felder in vier Vierteln zu sechs. Jeder hat 15 Steine. Weiß beginnt mit allen 15 auf Feld 24 (seinem Kopf), Schwarz mit allen 15 auf Feld 12. Beide ziehen gegen den Uhrzeigersinn: Weiß 24 -> 1, Schwarz 12 -> 1 -> 24 -> 13. Das Heimfeld von Weiß sind die Felder 1–6, das von Schwarz 13–18.
rules-turn-title = Ein Zug
rules-turn = Wirf zwei Würfel (klicke die Würfel an oder drücke die Leertaste). Jeder Würfel zieht einen Stein so viele Felder weit; ein Stein darf beide Würfel nutzen, und jedes Feld, auf dem er hält, muss erlaubt sein. Ein Pasch gibt vier Züge dieser Zahl. Wer beginnt, wird ausgelost.
rules-stop-title = Wo ein Stein halten darf
rules-stop = Auf einem leeren Feld oder auf eigenen Steinen, nie auf einem Feld mit einem gegnerischen Stein. Geschlagen wird nicht.
rules-head-title = Der Kopf
rules-head = Nur ein Stein darf in einem Zug den Kopf verlassen. Ausnahme: Im ersten Zug mit 6-6, 4-4 oder 3-3 dürfen zwei. Bei 6-6 ziehen beide auf das sechste Feld vom Kopf, und die anderen beiden Sechsen verfallen: Sechs Felder weiter liegt der Kopf des Gegners, auf dem dann noch seine Steine stehen.
rules-block-title = Sechs in einer Reihe
rules-block = Du darfst keine sechs Felder in einer Reihe (entlang deines Weges) besetzen, außer mindestens ein gegnerischer Stein ist schon an allen sechs vorbei. Das wird nach jedem Würfel geprüft, auch mitten im Zug.
rules-block-picture = Weiß darf Feld 11 nicht besetzen (rot): 11 bis 6 wären sechs in einer Reihe, und kein schwarzer Stein ist vorbei. Eine andere Zwei (grün) geht.
rules-dice-title = Die Würfel nutzen
rules-dice = Spiele so viele Würfel wie möglich, über den ganzen Zug gesehen. Ist nur ein Würfel spielbar, spiele den höheren, wenn es geht. Ist keiner spielbar, verfällt der Zug.
rules-off-title = Auswürfeln
rules-off = Sind alle deine Steine im Heimfeld, nimmt ein Würfel einen Stein vom Feld genau in dieser Entfernung heraus; ein höherer Würfel nimmt ihn vom höchsten besetzten Feld, wenn kein Stein weiter entfernt steht. Sonst zieht der Würfel einen Stein innerhalb des Heimfelds.
rules-off-picture = Mit 6-4: Die Sechs würfelt vom Feld 5, dem höchsten, aus (grün); vom Feld 3 nicht, solange 5 besetzt ist (rot).
rules-win-title = Gewinnen
rules-win = Wer zuerst alle 15 herausgenommen hat, gewinnt einen Punkt; hat der Verlierer noch keinen herausgenommen, ist es ein Mars und zählt zwei. Der Stand der Partie gilt für die Sitzung.
rules-mouse-title = Mit Maus und Tasten spielen
rules-mouse = Klicke einen deiner Steine an: Pfeile zeigen, wohin er mit den übrigen Würfeln ziehen kann (das Fach rechts, wenn er hinaus darf). Klicke ein Ziel an oder ziehe den Stein dorthin. Gespielte Würfel sind grau. „Zurück“ (Strg+Z) nimmt den Zug bis zum Wurf zurück, gegen den Computer, wenn vom Zug noch nichts gespielt ist, auch deinen letzten Zug samt seiner Antwort (du spielst jenen Wurf noch einmal); „Zug beenden“ (Enter) gibt die Würfel weiter, sobald jeder spielbare Würfel gespielt ist. „Tipp“ (H) zeigt die besten Züge des Computerspielers der Stufe Experte, geordnet mit der Gewinnchance nach jedem; der beste wird als blaue Pfeile gezeichnet. Der letzte Zug des Computers bleibt violett umrandet, mit dünnen Pfeilen, bis dein Zug danach endet.

about-title = Über Nardy
about-name = Nardy — Langes Backgammon
about-version = Version { $version }
about-1 = Langes Nardy (langes Backgammon) zu zweit an einem Computer oder gegen den Computer.
about-2 = Jede Regel wird durchgesetzt; unmögliche Züge werden mit Begründung abgelehnt.
about-3 = Gespeicherte Spiele sind JSON-Dateien im Speicherordner.

all-dice-played-lost = Kein Stein darf die übrigen Würfel ({ $dice }) spielen. Beende den Zug oder nimm ihn zurück.
move-complete-lost = Zug vollständig: Kein Stein darf die übrigen Würfel ({ $dice }) spielen. Drücke „Zug beenden“ (Enter) oder „Zurück“.
die-lost = Würfel { $n }: { $value }, nicht spielbar
checker-label = { $colour ->
        [white] weißer Stein
       *[black] schwarzer Stein
    }
pips-line = { $colour ->
        [white] Weiß
       *[black] Schwarz
    }: noch { $pips } Augen, { $off } draußen
match-to = Match auf
match-to-title = Match auf { $length } Punkte
match-length = { $length ->
        [one] 1 Punkt
       *[other] { $length } Punkte
    }
match-endless = Ohne Ende
match-score-to = Match auf { $length }: Weiß { $white }, Schwarz { $black }
match-won = { $colour ->
        [white] Weiß
       *[black] Schwarz
    } gewinnt das Match { $white }–{ $black }.
next-game = Nächstes Spiel
new-match = Neues Match…
history = Züge
history-none = Noch kein Zug gespielt.
# A step that bears a checker off, in the move notation (`3/off`).
step-off = { $from }/raus
history-turn = { $n }. { $colour ->
        [white] Weiß
       *[black] Schwarz
    } { $roll }: { $moves }
history-pass = { $n }. { $colour ->
        [white] Weiß
       *[black] Schwarz
    } { $roll }: kann nicht ziehen
about-authors = Geschrieben von den Nardy-Betreuern; freie Software unter der { $license }-Lizenz.

save-json-syntax = sie ist kein JSON (Zeile { $line }, Spalte { $column })
save-json-eof = die Datei endet mittendrin (Zeile { $line })
save-json-data = ein Schlüssel fehlt, ist unbekannt oder hat den falschen Typ (Zeile { $line }, Spalte { $column })
save-duplicate-key = der Schlüssel { $key } steht zweimal darin (Zeile { $line })
save-version = sie hat die Version { $version }, die dieses Programm nicht liest
save-point-range = Feld { $point } liegt nicht zwischen 1 und 24
save-empty-point = Feld { $point } ist ohne Steine aufgeführt
save-too-many = { $count } Steine, wo höchstens 15 passen
save-die = Würfel { $die } liegt nicht zwischen 1 und 6
save-dice-after-end = sie nennt Würfel für ein beendetes Spiel
save-player = sie nennt einen unbekannten Spieler { $player } (human, quick, strong oder expert)
save-score = ein Matchstand von { $score } (höchstens { $max })
save-match-length = ein Match auf { $length } Punkte (1 bis { $max })
save-match-won = ein Spiel läuft weiter in einem Match auf { $length }, das schon entschieden ist ({ $white }–{ $black })
position-wrong-total = { $colour ->
        [white] Weiß
       *[black] Schwarz
    } hat { $count } Steine statt 15
position-off-before-home = { $colour ->
        [white] Weiß
       *[black] Schwarz
    } hat ausgewürfelt, obwohl Steine außerhalb des Heimfelds stehen
position-first-turn-off-head = laut Datei hat { $colour ->
        [white] Weiß
       *[black] Schwarz
    } noch nicht gezogen, aber nicht alle Steine stehen auf Feld { $point }
position-both-finished = beide Spieler haben alle Steine ausgewürfelt
position-forbidden-block = { $colour ->
        [white] Weiß
       *[black] Schwarz
    } hält sechs Felder in einer Reihe, ohne dass ein gegnerischer Stein vorbei ist – das erlauben die Regeln nie
position-wrong-side = { $colour ->
        [white] Weiß
       *[black] Schwarz
    } ist am Zug, aber { $other ->
        [white] Weiß
       *[black] Schwarz
    } hat den ersten Zug noch nicht gemacht
position-moved-off-nothing = laut Datei hat { $colour ->
        [white] Weiß
       *[black] Schwarz
    } gezogen, aber alle Steine stehen auf Feld { $point }, und nichts hätte sie blockieren können
position-too-far-ahead = { $colour ->
        [white] Weiß
       *[black] Schwarz
    } ist in seinem einen Zug { $moved } Augen gezogen (höchstens 24), während { $other ->
        [white] Weiß
       *[black] Schwarz
    } noch nicht gezogen hat

# Online spielen (die Online-Seiten des Fensters; die gemeinsamen sind die der Shell)
level-quick = schnell
level-strong = stark
level-expert = Experte
online-server-decides = Der Server würfelt, prüft jeden Zug und führt den Spielstand des Matchs.
online-to-move = { $colour ->
        [white] Weiß
       *[black] Schwarz
    } ist am Zug: { $name }
online-your-roll = Du bist dran: würfle.
online-server-rolls = Der Server würfelt.
online-hint = Tipp: { $steps }
online-game-ended = Partie { $game } ist vorbei. { $result }
online-game-number = Partie { $game } des Matchs
online-match-line = { $colour } — { $name } ({ $seat }): { $score }
online-stand-in-plays = { $name } ist nicht da: der Computer des Servers spielt für { $name }.
online-refused-turn = Du bist nicht am Zug.
online-refused-nothing-to-undo = Es gibt keinen Schritt dieses Zugs zurückzunehmen.
online-refused-nothing-to-hint = Alle spielbaren Würfel sind gespielt: kein Tipp.
online-refused-seat-count = Nardy hat zwei Plätze, nicht { $count }.
online-refused-name = Der Name auf Platz { $seat } ist nicht erlaubt.
online-refused-match-length = Ein Match geht auf 1 bis { $max } Punkte, nicht { $points }.
online-one-game = Eine Partie

## The settings file Nardy.ini: what is wrong with a value (after "[Game] MatchTo="100"")
settings-not-match = ist weder none noch 1 bis { $max }
settings-not-player = ist weder human noch eine der Stufen { $levels }
settings-not-language = ist nicht de, en, ru oder system
settings-not-theme = ist nicht boxed, light oder dark

# A take back against the computer (Undo with nothing of the move played).
taken-back = Dein letzter Zug und die Antwort des Computers sind zurückgenommen: spiele deine { $roll } noch einmal.
# A save's record of moves (version 2) that does not hold.
save-history-turn = Zug { $turn } ihrer Zugliste verstößt gegen die Regeln
save-history-not-their-turn = Zug { $turn } ihrer Zugliste gehört der Seite, die nicht am Zug ist
save-history-elsewhere = ihre Zugliste führt nicht zu der Stellung, die sie angibt
# At start: the autosave holds an unfinished game.
resume-title = Eine unbeendete Partie
resume-text = { $turns ->
        [one] Eine Partie blieb nach 1 Zug unbeendet.
       *[other] Eine Partie blieb nach { $turns } Zügen unbeendet.
    } Fortsetzen?
resume = Fortsetzen
resumed = Die unbeendete Partie geht weiter.
record-opened = Die Spielaufzeichnung ist in der Wiedergabe geöffnet.
resume-decline = Neue Partie

replay-game = Partie nachspielen
replay-title = Nachspielen
replay-start = Der Anfang, vor Zug 1 von { $turns }
replay-turn = Nach Zug { $n } von { $turns }

analyse-game = Partie analysieren
analysing = Die Partie wird analysiert: Zug { $done } von { $turns } …
analysis-failed = Die Analyse hat ohne Ergebnis aufgehört.
analysis-summary = { $colour ->
        [white] Weiß
       *[black] Schwarz
    }: bewertete Züge { $rated }; zweifelhaft { $doubtful }, Fehler { $errors }, grobe Fehler { $blunders }; Equity-Verlust je Zug { $loss }
analysis-turn-forced = Zug { $n }: nur eine oder keine Möglichkeit, nicht bewertet.
analysis-turn-good = Zug { $n }: ein guter Zug (Equity-Verlust { $loss }).
analysis-turn-marked = Zug { $n }: { $mark ->
        [doubtful] zweifelhaft
        [error] ein Fehler
       *[blunder] ein grober Fehler
    } (Equity-Verlust { $loss }); die Stufe Experte spielt { $best }.
analysis-thresholds = Equity-Verlust gegenüber dem Zug der Stufe Experte: zweifelhaft (?!) ab 0,04, ein Fehler (?) ab 0,08, ein grober Fehler (??) ab 0,16 — die Schwellen von gnubg.
analysis-line = { $line } { $mark }
decimal-3 = { $whole },{ $fraction }

## Die geführte erste Partie (Hilfe ▸ Spielen lernen): die Karte neben dem Brett
menu-learn = Spielen lernen
settings-not-guide = ist nicht new oder done
guide-title = Spielen lernen
guide-step-of = Schritt { $step } von { $steps }
guide-finished = Fertig
guide-skip = Schritt überspringen
guide-next = Weiter
guide-leave = Anleitung verlassen
guide-finish = Eine eigene Partie spielen
guide-escape = Escape verlässt die Anleitung; deine eigene Partie wartet unverändert.
guide-offer = Neu beim Langen Nardy?
guide-offer-text = Eine kurze geführte Partie zeigt die Regeln, wenn sie vorkommen: den Kopf, eine Sperre, das Herausnehmen.
guide-offer-start = Spielen lernen
guide-offer-no = Nein danke
guide-roll-title = Würfeln
guide-roll = Du spielst Weiß. Alle 15 Steine beginnen auf deinem Kopf, Feld { $head } (blau umrandet). Sie ziehen gegen den Uhrzeigersinn: oben nach links, dann unten zu deinem Heimfeld, den Feldern 1–6, und vom Brett. Würfle: Klicke die Würfel, drücke die Leertaste oder Würfeln.
guide-move-title = Einen Stein um einen Würfel ziehen
guide-move = Du hast { $a } und { $b } gewürfelt. Jeder Würfel zieht einen Stein um so viele Felder. Klicke den obersten Stein deines Kopfes: Gelbe Pfeile zeigen, wohin er darf. Ziehe ihn { $die } Felder, auf Feld { $to }.
guide-head-title = Der Kopf
guide-head = Nur ein Stein darf in einem Zug den Kopf verlassen. Probiere es: Klicke noch einmal deinen Kopf, Feld { $head } — die Meldungszeile sagt, warum er nicht ziehen darf. (Eine Ausnahme: Im ersten Zug erlauben 6-6, 4-4 oder 3-3 zwei Steine vom Kopf.)
guide-both-title = Beide Würfel nutzen
guide-both = Du musst beide Würfel spielen, wann immer es geht; lässt sich nur einer spielen, muss es der höhere sein. Spiele die { $die } mit dem Stein auf { $from }: auf Feld { $to }.
guide-end-title = Den Zug beenden
guide-end = Beide Würfel sind gespielt (grau). Beende deinen Zug mit Zug beenden oder der Eingabetaste: Die Würfel gehen an Schwarz.
guide-block-title = Sechs in einer Reihe
guide-block = Später in einer Partie: Du hast { $a } und { $b } gewürfelt. Deine besetzten Felder halten den Gegner auf, er darf nicht auf ihnen landen. Du hältst { $first } bis { $last }, fünf in einer Reihe (umrandet). Ein sechstes ist nur erlaubt, wenn mindestens ein Stein des Gegners schon an ihnen vorbei ist — hier keiner. Probiere es: Ziehe einen Stein von { $from } nach { $to } (rot umrandet).
guide-free-title = Weiterspielen
guide-free = Von der Sperrregel abgelehnt. Spiele jetzt deine { $a } und { $b } anders, wie die Pfeile es erlauben, und beende deinen Zug.
guide-off-title = Herausnehmen
guide-off = Gegen Ende: Jeder Stein, den du noch auf dem Brett hast, ist im Heimfeld (1–6), also darfst du herausnehmen; 13 sind schon draußen, in der Ablage rechts. Ein Würfel nimmt einen Stein vom Feld seiner Zahl heraus; ein höherer Würfel nimmt ihn von deinem höchsten Feld, wenn keiner weiter entfernt steht. Du hast { $a } und { $b } gewürfelt: Nimm den Stein auf { $from } mit der { $die } heraus — klicke ihn, dann die Ablage (umrandet).
guide-last-title = Der letzte Stein
guide-last = Nimm jetzt den Stein auf { $from } mit der { $die } heraus.
guide-ends-title = Wie die Partie endet
guide-ends = Wer zuerst alle 15 Steine herausgenommen hat, gewinnt. Schwarz hat keinen herausgenommen: Das ist ein Mars und zählt in einem Match 2 Punkte statt 1. Ein Match geht bis zu den Punkten, die du unter Spiel, Neues Spiel… wählst.
guide-done-title = Gut gemacht
guide-done = Jetzt kennst du die Regeln. Unter Hilfe, Regeln stehen sie alle, und Hilfe, Spielen lernen zeigt diese Anleitung wieder.
guide-refused = Nicht jetzt: Die Anleitung bittet dich, { $ask }.
guide-ask-roll = zu würfeln
guide-ask-move = den Stein auf { $from } mit der { $die } nach { $to } zu ziehen
guide-ask-head = einen zweiten Stein von deinem Kopf, Feld { $head }, zu probieren
guide-ask-end = deinen Zug zu beenden
guide-ask-block = einen Stein von { $from } nach { $to } zu ziehen
guide-ask-off = den Stein auf { $from } mit der { $die } herauszunehmen
guide-ask-read = weiterzulesen und Weiter zu drücken
