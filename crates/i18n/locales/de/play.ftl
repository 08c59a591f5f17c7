# The game: its tools, keypad, timer, board and hints.

# The dialog before Reset and Solve.
confirm-reset-title = Spielfeld leeren?
confirm-reset-text = Alle Ziffern, Notizen und Farben, die du eingetragen hast, werden entfernt. Mit „Rückgängig“ holst du sie zurück.
confirm-reset-yes = Spielfeld leeren
confirm-solve-title = Lösung anzeigen?
confirm-solve-text = Alle Zellen werden ausgefüllt und das Spiel endet; es zählt nicht als gelöst.
confirm-solve-yes = Lösung anzeigen
confirm-keep-playing = Weiterspielen

# Said when a tool's code could not be loaded (a bad connection).
play-tool-missing = Diese Funktion konnte nicht geladen werden: Prüfe deine Verbindung und versuch es noch einmal, oder lade die Seite neu. Dein Spiel ist auf diesem Gerät gespeichert.
play-save-missing = Dein gespeicherter Fortschritt bei diesem Rätsel konnte nicht geladen werden: Prüfe deine Verbindung und lade die Seite neu. Bis dahin wird nichts darüber gespeichert.
play-panel-missing = Gelöst! Deine Zeit ist auf diesem Gerät gespeichert. Die Abschlussübersicht konnte nicht geladen werden: Prüfe deine Verbindung oder lade die Seite neu, um sie zu sehen.

# The input modes: what a tap or a digit key does.
play-modes = Eingabemodus
play-mode-digit = Ziffer
play-mode-corner = Ecke
play-mode-centre = Mitte
play-mode-colour = Farbe
play-mode-candidate-colour = Kandidatenfarbe

# The buttons around the grid.
play-controls = Spielsteuerung
play-undo = Rückgängig
play-undo-title = Rückgängig (Strg+Z)
play-redo = Wiederholen
play-redo-title = Wiederholen (Strg+Y)
play-check = Prüfen
play-reset = Zurücksetzen
play-fill-notes = Notizen füllen
play-fill-notes-title = Trägt in jede leere Zelle alle Ziffern, die dort noch möglich sind, als Notizen in der Mitte ein
play-first-mistake = Erster Fehler
play-solve = Lösen
play-checkpoint = Zwischenstand
play-checkpoint-title = Vor einem Rateversuch einen Zwischenstand setzen
play-shortcuts = Tastenkürzel
play-shortcuts-title = Tastenkürzel (?)
play-checkpoints = Zwischenstände
# A button that goes back to checkpoint number $number.
play-back-to-checkpoint = Zurück zu { $number }

# What the tools found or did.
play-no-solution-to-compare = Dieses Rätsel hat keine eindeutige Lösung, mit der verglichen werden könnte.
play-no-solution-to-show = Dieses Rätsel hat keine eindeutige Lösung, die angezeigt werden könnte.
play-first-mistake-at = Der erste Fehler ist in Zeile { $row }, Spalte { $column }.
play-no-mistakes = Bisher keine Fehler.
play-board-cleared = Spielfeld geleert – mit „Rückgängig“ holst du alles zurück.
play-checkpoint-marked = Zwischenstand { $number } gesetzt.
play-checkpoint-marked-oldest-dropped = Zwischenstand { $number } gesetzt. Mehr Zwischenstände behält ein Spiel nicht: Der älteste wurde verworfen, die anderen sind um eins nachgerückt.
play-back-to-checkpoint-done = Zurück bei Zwischenstand { $number }.

# The settings panel.
settings-title = Einstellungen
settings-mark-conflicts = Konflikte schon beim Eintragen markieren
settings-clean-notes = Notizen entfernen, die eine gesetzte Ziffer ausschließt
settings-highlight-digit = Ausgewählte Ziffer hervorheben
settings-highlight-units = Zeile, Spalte und Block hervorheben
settings-highlight-candidates = Hervorheben, wo die Ziffer noch stehen kann
settings-colour-letters = Farben zusätzlich als Buchstaben anzeigen
settings-number-first = Erst die Ziffer wählen, dann die Zellen antippen
settings-cage-aid = Käfighilfe: die Kombinationen, die die Summe des ausgewählten Käfigs ergeben

# The clock.
play-time-played = Spielzeit
play-pause = Pause
play-resume = Weiter
play-paused = Pausiert

# The keypad. $digit is the key's digit; $left how many of it the grid still needs.
keypad-label = Ziffernfeld
keypad-enter = { $digit } eintragen, noch { $left } übrig
# In colour mode a digit key paints a colour: $colour is its name.
keypad-colour = Farbe { $digit }, { $colour }
keypad-colour-candidate = Kandidat { $digit } einfärben
keypad-erase = Löschen
keypad-erase-title = Löschen (Entf)
keypad-palette = Farbe für Kandidaten

board-label = Sudoku-Spielfeld

# The hint's buttons.
hint-hint = Tipp
hint-show-more = Mehr zeigen
hint-apply = Anwenden
hint-close = Schließen

# What a hint says, a stage at a time. $cell is a cell as hint-cell writes it.
hint-cell = Zeile { $row }, Spalte { $column }
hint-basis-all-candidates = Deine Notizen decken nur einige Zellen ab: In einer Zelle ohne Notizen berücksichtigt dieser Tipp alle Kandidaten.
hint-mistake = Eine deiner Ziffern ist falsch.
hint-mistake-at = Die Ziffer in { $cell } ist falsch. „Anwenden“ löscht sie.
hint-missing-note = In den Notizen einer Zelle fehlt die Ziffer, die dort hingehört.
hint-missing-note-at = Schau dir die Notizen in { $cell } an: Welche Ziffer kann dort noch stehen, fehlt aber in den Notizen?
hint-missing-note-digit = In den Notizen von { $cell } fehlt die { $digit }, die dort hingehört. „Anwenden“ fügt sie hinzu.
hint-look-at-row = Schau dir Zeile { $number } an.
hint-look-at-column = Schau dir Spalte { $number } an.
hint-look-at-box = Schau dir Block { $number } an.
hint-look-at-region = Schau dir Gebiet { $number } an.
hint-look-at-diagonal = Schau dir die Hauptdiagonale an.
hint-look-at-anti-diagonal = Schau dir die Gegendiagonale an.
hint-look-for-next-step = Such nach dem nächsten Schritt.
hint-look-around = Schau dir die Umgebung von { $cell } an.
# The hint's second stage: $technique is the technique's name (technique-… messages).
hint-technique = Die passende Technik: { $technique }.
hint-solved = Alles ist richtig ausgefüllt.
hint-stuck = Mit den Techniken, die diese Seite kennt, gibt es hier keinen nächsten Schritt: In dieser Stellung hilft nur Ausprobieren.
hint-no-single-solution = Dieses Rätsel hat nicht genau eine Lösung, deshalb gibt es nichts, worauf ein Tipp hinführen könnte.

# The daily puzzles' pages. $date, $today and $first are dates as date-long writes them.
daily-title = Tagesrätsel ({ $level }) vom { $date }
daily-today = Heutiges Rätsel
daily-levels = Schwierigkeit
daily-killer = Killer
daily-other-days = Andere Tage
daily-previous-day = ← Vorheriger Tag
daily-next-day = Nächster Tag →
daily-not-yet-title = Noch nicht erschienen
daily-not-yet = Die Rätsel vom { $date } sind noch nicht erschienen: Heute ist { $today }.
daily-play-today = Heutiges Rätsel spielen
daily-before-first-title = Kein Tagesrätsel an diesem Tag
daily-before-first = Für { $date } gibt es kein Tagesrätsel: Sie beginnen am { $first }.
daily-browse-archive = Im Archiv stöbern
daily-not-found-title = Seite nicht gefunden
daily-unavailable-title = Das Rätsel konnte nicht erstellt werden
daily-unavailable = Beim Erstellen dieses Rätsels ist etwas schiefgegangen. Bitte versuch es später noch einmal.
confirm-reset-mine-title = Deine Änderungen zurücknehmen?
confirm-reset-mine-text = Alle Ziffern, Notizen und Farben, die du auf dieser Seite geändert hast, werden für alle im Raum zurückgenommen; was die anderen eingetragen haben, bleibt. Mit „Rückgängig“ holst du deine zurück.
confirm-reset-mine-yes = Meine zurücknehmen
play-own-taken-back = Deine Änderungen sind zurückgenommen – mit „Rückgängig“ holst du sie zurück.
