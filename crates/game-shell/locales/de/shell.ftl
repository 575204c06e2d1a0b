# Die Wörter des Rahmens, in jedem Programm gleich: Menüs, Dialoge, Dateidialoge, Dateifehler und
# Tastennamen.

## Menüs
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
shell-abandon-record = Wenn du eine Spielaufzeichnung öffnest, endet das Spiel auf dem Brett. Vorher speichern?

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
shell-file-other = das System verweigert es
shell-file-read-only-file = die Datei ist schreibgeschützt und bleibt, wie sie ist
shell-file-quota = das Speicherkontingent ist aufgebraucht
shell-file-folder-not-empty = der Ordner ist nicht leer
shell-file-link-loop = ihre Verknüpfungen führen im Kreis
shell-file-too-many-links = zu viele Verknüpfungen führen zu ihr
shell-file-other-disk = sie müsste auf einen anderen Datenträger wandern
shell-file-busy = ein anderes Programm benutzt sie
shell-file-network = das Netzlaufwerk antwortet nicht
shell-file-out-of-memory = der Speicher reicht nicht
shell-file-damaged = ihr Inhalt ist beschädigt

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

# Online spielen (game_shell::online)
shell-menu-online = Online spielen
shell-menu-online-host = Spiel eröffnen…
shell-menu-online-join = Einem Spiel beitreten…
shell-menu-online-watch = Einem Spiel zusehen…
shell-online-host-title = Ein Spiel online eröffnen
shell-online-host-intro = Dieser Computer führt das Spiel; Freunde treten mit seiner Adresse und dem Raumcode bei.
shell-online-seat-here = Du, an diesem Fenster
shell-online-seat-remote = Jemand, der beitritt
shell-online-default-name = Spieler { $side }
shell-online-your-side = Deine Farbe
shell-online-name-of = Name für { $side }
shell-online-who-plays = Wer spielt { $side }
shell-online-stand-in = Spielt für jemanden, der weg ist
shell-online-stand-in-none = Niemand (der Platz wartet)
shell-online-port = Port
shell-online-port-default = (Vorgabe { $port }; 0 nimmt einen freien Port)
shell-online-open = Andere Computer dürfen beitreten (sonst nur dieser Computer)
shell-online-host-button = Raum eröffnen
shell-online-back = Zurück
shell-online-join-title = Einem Spiel online beitreten
shell-online-join-intro = Frag den Gastgeber nach der Adresse seines Computers und dem Raumcode.
shell-online-watch-title = Einem Spiel online zusehen
shell-online-watch-intro = Wer zusieht, sieht das Brett und jeden Zug, sobald er gemacht wird.
shell-online-address = Adresse
shell-online-code = Raumcode
shell-online-name = Dein Name
shell-online-bad-name = Ein Name hat 1 bis { $max } Zeichen, nicht nur Leerzeichen.
shell-online-join-button = Beitreten
shell-online-watch-button = Zusehen
shell-online-lobby-title = Warten auf die Spieler
shell-online-watch-lobby-title = Zusehen: Warten auf den Spielbeginn
shell-online-room-code = Raumcode: { $code }
shell-online-room-short = Raum { $code }
shell-online-hosting-port = Dieser Computer führt das Spiel auf Port { $port }.
shell-online-tell-friends = Sag deinen Freunden: Adresse { $address } und den Raumcode.
shell-online-no-network = Dieser Computer hat keine Netzwerkadresse für andere; nur dieser Computer kann beitreten.
shell-online-this-computer-only = Nur dieser Computer kann beitreten (Adresse 127.0.0.1).
shell-online-entering = Betrete den Raum…
shell-online-seats = Plätze
shell-online-seat-computer = Computer ({ $level })
shell-online-seat-you = du
shell-online-seat-connected = da
shell-online-seat-away = beigetreten, weg
shell-online-seat-free = frei: wartet auf jemanden
shell-online-everyone-here = Alle sind da.
shell-online-waiting-for = { $count ->
    [one] Es fehlt noch ein Spieler.
   *[other] Es fehlen noch { $count } Spieler.
}
shell-online-start = Spiel beginnen
shell-online-host-starts = { $name } beginnt das Spiel, sobald alle da sind.
shell-online-leave = Raum verlassen
shell-online-leave-title = Raum verlassen?
shell-online-leave-question = Behalte deinen Platz, um später zurückzukommen: „Einem Spiel beitreten…“ bietet ihn wieder an, und solange spielt der Computer für dich, wenn der Gastgeber eine Vertretung gewählt hat. Oder gib ihn auf: wer dem Raum mit seinem Code beitritt, bekommt ihn.
shell-online-leave-keep = Platz behalten und gehen
shell-online-leave-give-up = Platz aufgeben
shell-online-leave-stay = Bleiben
shell-online-rejoin-title = Räume, in denen du warst
shell-online-rejoin-intro = In diesen Räumen ist dein Platz für dich frei: komm zurück zum Spiel, wie es jetzt steht.
shell-online-rejoin-seat = als { $name } auf { $server }
shell-online-rejoin-button = Wieder beitreten
shell-online-forget-button = Vergessen
shell-online-rejoin-unreadable = Die Räume, in denen du warst, können nicht gelesen werden: { $why }
shell-online-watching = Du siehst zu.
shell-online-you-play = Du spielst { $side }.
shell-online-your-move = Du bist am Zug.
shell-online-waiting-for-move = Warten auf { $name }: der Zug erscheint, sobald er gemacht ist.
shell-online-connecting = Verbinde…
shell-online-connected = Verbunden
shell-online-connected-latency = Verbunden · { $ms } ms
shell-online-reconnecting = Verbindung verloren, verbinde neu (Versuch { $attempt }): { $why }
shell-online-closed = Nicht verbunden
shell-online-closed-because = Nicht verbunden: { $why }
shell-online-problem-port = „{ $port }“ ist kein Port: Gib eine Zahl von 0 bis 65535 an.
shell-online-problem-listen = Dieser Computer kann auf Port { $port } kein Spiel führen: { $error }. Vielleicht nutzt ihn ein anderes Programm; wähle einen anderen Port.
shell-online-problem-address = „{ $address }“ ist keine Adresse: Gib den Namen oder die Nummer eines Computers an, mit dem Port nach einem Doppelpunkt, wenn er nicht 7878 ist.
shell-online-problem-code = „{ $code }“ ist kein Raumcode: Ein Raumcode hat 10 Buchstaben und Ziffern (ältere Räume: 6).
shell-online-problem-thread = Die Verbindung konnte nicht beginnen: { $error }.
shell-online-problem-unreachable = Der Server ist nicht erreichbar: { $error }.
shell-online-problem-closed = Der Server hat die Verbindung geschlossen.
shell-online-problem-silent = Der Server hat seit 20 Sekunden nicht geantwortet.
shell-online-problem-unreadable = Der Server hat etwas geschickt, das dieses Programm nicht lesen kann.
shell-online-refused-version = Der Server spricht eine andere Version des Online-Spiels ({ $server }; dieses Programm { $client }).
shell-online-refused-game = Der Server führt ein anderes Spiel ({ $game }).
shell-online-refused-protocol = Der Server hat eine Nachricht dieses Programms abgelehnt.
shell-online-refused-rate = Zu viele Nachrichten: Warte einen Moment.
shell-online-refused-busy = Der Server ist damit noch beschäftigt: Frag gleich noch einmal.
shell-online-lost-moves = { $moves ->
    [one] Die Verbindung kam zu einem veränderten Spiel zurück: Der Zug während der Unterbrechung wurde nicht gesendet.
   *[other] Die Verbindung kam zu einem veränderten Spiel zurück: Die { $moves } Züge während der Unterbrechung wurden nicht gesendet.
}
shell-online-refused-full = Der Server hat so viele Räume, wie er kann.
shell-online-refused-no-room = Auf diesem Server gibt es keinen Raum { $code }.
shell-online-refused-elsewhere = Der Raum liegt auf einem anderen Server ({ $address }), der von hier aus nicht erreichbar war.
shell-online-refused-seat = Platz { $seat } ist nicht frei.
shell-online-refused-room-full = Alle Plätze dieses Raums sind besetzt.
shell-online-refused-token = Dieser Platz gehört dir nicht mehr: er wurde aufgegeben oder von jemand anderem eingenommen.
shell-online-refused-unavailable = Der Raum ist beschäftigt oder startet neu: Versuch es noch einmal.
shell-online-refused-not-started = Das Spiel hat noch nicht begonnen.
shell-online-refused-started = Das Spiel hat schon begonnen.
shell-online-refused-not-host = Nur wer auf Platz { $seat } sitzt, kann das Spiel beginnen.
shell-record-problem-address = „{ $address }“ ist keine Adresse einer Spielaufzeichnung: sie sieht aus wie http://SERVER:PORT/games/SPIEL/ID.
shell-record-problem-unreachable = Der Server ist nicht erreichbar: { $error }.
shell-record-problem-not-found = Der Server hat keine solche Aufzeichnung.
shell-record-problem-status = Der Server gab die Aufzeichnung nicht heraus (Status { $status }).
shell-record-problem-too-large = Die Antwort des Servers ist größer als jede Aufzeichnung.
shell-record-problem-unreadable = Die Antwort des Servers ist kein Spiel, das dieses Programm öffnet: { $why }
shell-record-problem-other-game = Die Aufzeichnung ist von einem anderen Spiel ({ $game }).
shell-menu-open-record = Aufzeichnung eines Online-Spiels öffnen…
shell-record-title = Aufzeichnung eines Online-Spiels öffnen
shell-record-intro = Ein Server bewahrt die Aufzeichnung jedes Spiels auf, das auf ihm zu Ende gespielt wurde. Füge ihre Adresse ein: das Spiel öffnet sich in der Wiedergabe.
shell-record-address = Adresse der Aufzeichnung
shell-record-open = Öffnen
shell-record-fetching = Die Aufzeichnung wird geholt…

## The settings file (LoopIt.ini, Reversi.ini, Nardy.ini)
shell-settings-bad-value = Zeile { $line }: [{ $section }] { $key }={ $value } { $problem }; stattdessen gilt { $default }
shell-settings-unusable = { $why }; es gelten die eingebauten Einstellungen, und die Datei bleibt, wie sie ist
shell-settings-not-written = Änderungen werden nicht gespeichert: { $why }; die Datei bleibt, wie sie ist
shell-settings-cannot-set = [{ $section }] { $key }={ $value } lässt sich nicht in { $file } schreiben: { $why }
shell-ini-value-line-break = ein Zeilenumbruch kann in einem INI-Wert nicht stehen
shell-ini-value-bad-name = kein Name, den eine INI-Datei aufnehmen kann
shell-settings-read-only = { $file } ist schreibgeschützt: Änderungen an den Einstellungen gelten nur, bis das Programm endet
shell-settings-dangling-link = { $file } ist eine Verknüpfung auf { $target }, das es nicht gibt; dort wird nichts angelegt
shell-settings-not-ours = { $file } ist keine Einstellungsdatei von { $program } und wird darum nie geändert: { $why }
shell-settings-key-outside-section = Zeile { $line } enthält einen Schlüssel außerhalb jedes [Abschnitts]
shell-settings-no-section-of-ours = sie hat keinen der Abschnitte { $sections } und keinen Schlüssel von { $program }
shell-settings-cannot-write = Die Einstellungen lassen sich nicht in { $file } schreiben: { $why }
shell-settings-cannot-copy = Die Einstellungsdatei bleibt, wie sie ist: Eine Kopie davon lässt sich nicht als { $file } anlegen: { $why }
shell-settings-cannot-read = Die Einstellungen { $file } lassen sich nicht lesen: { $why }
shell-settings-not-utf8 = { $file } ist kein UTF-8-Text (bei Byte { $byte })
shell-settings-not-ini = { $file }, Zeile { $line }: { $why }
shell-settings-too-large = sie ist größer als { $kb } kB, mehr als jede Einstellungsdatei
shell-ini-unclosed-section = ein Abschnittsname ohne schließende ]
shell-ini-empty-section = ein Abschnitt ohne Namen
shell-ini-text-after-section = Text nach der ] eines Abschnitts, der kein Kommentar ist
shell-ini-no-equals = weder [Abschnitt] noch Schlüssel=Wert noch ein ;-Kommentar
shell-ini-empty-key = ein Wert ohne Schlüssel vor dem =
shell-ini-indented-comment = ein Kommentar, der nicht am Zeilenanfang steht (ein ; oder # nach Leerzeichen)
shell-ini-unclosed-quote = ein Wert in Anführungszeichen ohne schließendes Zeichen in derselben Zeile
shell-ini-backslash-at-end = ein \ am Zeilenende, der die nächste Zeile anhängen würde
shell-ini-odd-space = ein Wagenrücklauf in der Zeile oder ein anderes Leerzeichen als Leertaste oder Tabulator an ihrem Anfang
shell-ini-unreadable = eine Zeile, die der INI-Leser nicht liest

# The replay (game_shell::replay)
shell-replay-first = Anfang
shell-replay-back = Voriger Zug
shell-replay-forward = Nächster Zug
shell-replay-last = Ende
shell-replay-leave = Nachspielen beenden
shell-replay-keys = Tasten: Pos1, Pfeil links, Pfeil rechts, Ende; Esc beendet das Nachspielen.
