# The tools around the game: the solver, the create page, the printable booklet, the keyboard
# shortcuts, the learn pages and their practice, the completion grade, and the offline and
# not-found pages.

## /solver

solver-title = Löser
solver-input-label = Rätsel (eine Zeile oder zeilenweise; . oder 0 für leere Zellen)
solver-solve = Lösen
solver-watch = Zuschauen
solver-not-a-puzzle = Das ist kein Rätsel: { $reason }.
solver-unique = Eine Lösung.
solver-multiple = Mehrere Lösungen: Das ist kein echtes Sudoku. Eine davon:
solver-no-solution = Keine Lösung.
solver-already-solved = Das Gitter ist bereits gelöst.
solver-time = Zeit
solver-micros = { $micros } µs
solver-positions = Stellungen
solver-guesses = Rateversuche
solver-backtracks = Rücksprünge
solver-watch-solved = Gelöst.
solver-watch-no-solution = Keine Lösung.
solver-watch-running = Läuft …
solver-watch-paused = Pausiert.
solver-watch-status = { $state } { $steps }, { $recursions }, { $backtracks }.
solver-watch-steps = { $count ->
    [one] { $count } Schritt
   *[other] { $count } Schritte
}
solver-watch-recursions = { $count ->
    [one] { $count } Rekursion
   *[other] { $count } Rekursionen
}
solver-watch-backtracks = { $count ->
    [one] { $count } Rücksprung
   *[other] { $count } Rücksprünge
}
solver-pause = Pause
solver-resume = Weiter
solver-speed = Geschwindigkeit
solver-speed-label = Schritte pro Sekunde
solver-speed-value = { $speed } Schritte/s
solver-grid = Gitter

## /create

create-title = Rätsel erstellen
create-lead = Trag die Vorgaben ins Gitter ein oder füge ein Rätsel ein: seine Ziffern (81 für ein 9×9, Buchstaben ab A für 10 und mehr) oder einen Link von dieser Seite, Sudoku Exchange, SudokuPad oder SudokuWiki. Dann fixiere die Vorgaben.
create-paste-label = Rätsel oder Link einfügen
create-load = Laden
create-size = { $side }×{ $side }
create-sizes-label = Gittergröße
create-latin = Lateinisches Quadrat: nur Zeilen und Spalten, keine Blöcke
create-editing-label = Bearbeiten
create-undo = Rückgängig
create-redo = Wiederholen
create-clear = Leeren
create-lock = Fixieren
create-your-puzzle-label = Dein Rätsel
create-play = Spielen
create-edit = Bearbeiten
create-lock-empty = Trag zuerst ein paar Vorgaben ein.
create-lock-conflicts-box = { $count ->
    [one] { $count } Vorgabe wiederholt eine Ziffer in einer Zeile, einer Spalte oder einem Block; sie ist markiert.
   *[other] { $count } Vorgaben wiederholen eine Ziffer in einer Zeile, einer Spalte oder einem Block; sie sind markiert.
}
create-lock-conflicts-latin = { $count ->
    [one] { $count } Vorgabe wiederholt eine Ziffer in einer Zeile oder Spalte; sie ist markiert.
   *[other] { $count } Vorgaben wiederholen eine Ziffer in einer Zeile oder Spalte; sie sind markiert.
}
create-lock-conflicts-region = { $count ->
    [one] { $count } Vorgabe wiederholt eine Ziffer in einer Zeile, einer Spalte oder einem Gebiet; sie ist markiert.
   *[other] { $count } Vorgaben wiederholen eine Ziffer in einer Zeile, einer Spalte oder einem Gebiet; sie sind markiert.
}
create-lock-conflicts-diagonal = { $count ->
    [one] { $count } Vorgabe wiederholt eine Ziffer in einer Zeile, einer Spalte, einem Block oder einer Diagonale; sie ist markiert.
   *[other] { $count } Vorgaben wiederholen eine Ziffer in einer Zeile, einer Spalte, einem Block oder einer Diagonale; sie sind markiert.
}
create-lock-no-solution = Diese Vorgaben haben keine Lösung.
create-lock-several = Diese Vorgaben haben mehrere Lösungen: Füge in einer der markierten Zellen eine Vorgabe hinzu.
create-lock-unique = Eindeutig: Diese Vorgaben haben genau eine Lösung.
create-lock-unique-graded = Eindeutig: Diese Vorgaben haben genau eine Lösung. { $level } (Bewertung { $rating }).
create-lock-unique-beyond = Eindeutig: Diese Vorgaben haben genau eine Lösung. { $level } (Bewertung { $rating }, jenseits der Techniken, die diese Seite erklärt).

## /print

print-title = Heft drucken
print-lead = Die Tagesrätsel einer Schwierigkeitsstufe (oder die Killer-Tagesrätsel), von heute und den Tagen davor, mehrere pro Blatt, mit den Lösungen auf dem letzten Blatt.
print-level = Schwierigkeit
print-per-sheet = Rätsel pro Blatt
print-sheets = Blätter
print-make = Heft erstellen
print-print = Drucken

booklet-killer = Killer
booklet-sheet = Blatt { $number } · { $edition }
booklet-caption = { $number }. { $edition }, { $date }
booklet-solutions = Lösungen
booklet-solution-caption = { $number }.
booklet-no-solution = { $number }. Keine eindeutige Lösung.

## The keyboard shortcuts (the ? key in a game)

shortcuts-title = Tastenkürzel
shortcuts-close = Schließen
shortcuts-digit = Ziffer (über 9 Buchstaben), Notiz oder Farbe in die ausgewählten Zellen eintragen
shortcuts-arrows-key = Pfeiltasten
shortcuts-arrows = Auswahl bewegen
shortcuts-shift-arrows-key = Umschalt + Pfeiltasten
shortcuts-shift-arrows = Zellen zur Auswahl hinzufügen
shortcuts-click-key = Umschalt / Strg + Klick, Ziehen
shortcuts-click = Mehrere Zellen auswählen
shortcuts-erase-key = Entf, Rücktaste, 0
shortcuts-erase = Löschen
shortcuts-modes = Modus Ziffer, Ecke, Mitte, Farbe und Kandidatenfarbe (ab 12×12 sind C und B Ziffern)
shortcuts-space-key = Leertaste
shortcuts-space = Nächster Modus
shortcuts-undo-key = Strg + Z
shortcuts-undo = Rückgängig
shortcuts-redo-key = Strg + Y, Strg + Umschalt + Z
shortcuts-redo = Wiederholen
shortcuts-help = Diese Tastenkürzel ein- oder ausblenden
shortcuts-escape-key = Esc
shortcuts-escape = Diese Liste schließen

## /learn

learn-title = Techniken lernen
learn-lead = Alle Techniken, die unser Löser verwendet, in der Reihenfolge, in der er sie ausprobiert: nach Schwierigkeitsstufe, die leichteste zuerst, und innerhalb einer Stufe nach Bewertung (die Bewertung sagt, wie schwer eine Technik zu entdecken ist; die Stufe, wie schwer die Rätsel sind, die sie brauchen). Jede Seite erklärt eine Technik, zeigt sie an einem durchgerechneten Beispiel und gibt dir Stellungen zum Üben.
learn-variants-heading = Killer, Jigsaw und Diagonal
learn-variants-text = Varianten ergänzen die Techniken oben: die Käfige eines Killers und die 45er-Regel sowie gesperrte Kandidaten dort, wo ein Jigsaw-Gebiet oder eine Diagonale auf eine Zeile, eine Spalte oder einen Block trifft. Ihre Beispiele und Stellungen stehen auf dem Gitter einer Variante.
learn-rated = Bewertung { $rating }
learn-page-title = { $technique } · Lernen
learn-all = Alle Techniken
learn-technique-level = { $level ->
    [easy] Leichte Technik, Bewertung { $rating }.
    [medium] Mittelschwere Technik, Bewertung { $rating }.
    [hard] Schwere Technik, Bewertung { $rating }.
    [expert] Expertentechnik, Bewertung { $rating }.
   *[master] Meistertechnik, Bewertung { $rating }.
}
learn-previous = ← { $technique }
learn-next = { $technique } →
learn-neighbours-label = Techniken
learn-how-it-works = So funktioniert es
learn-example = Ein Beispiel
learn-no-example = Für diese Technik gibt es noch kein durchgerechnetes Beispiel.
learn-key-pattern = das Muster
learn-key-pattern-alt = sein anderer Teil (die zweite Farbe, die anderen Glieder der Kette)
learn-key-removed = entfernt
learn-key-placed = gesetzt
learn-candidate = { $digit } in { $cell }
learn-cell-digit = { $cell }: { $digit }
learn-cell-candidates = { $cell }: Kandidaten { $candidates }
learn-cell-struck = { $cell }: Kandidaten { $candidates }, { $struck } gestrichen
learn-cell-chosen = { $cell }: Kandidaten { $candidates }, { $chosen } gewählt
learn-cell-struck-chosen = { $cell }: Kandidaten { $candidates }, { $struck } gestrichen, { $chosen } gewählt
learn-verdict-right = Richtig: Das ist die Technik { $technique }.
learn-verdict-another = Richtig: Das ist ebenfalls { $technique }, aber an anderer Stelle. Der Beweis zeigt das Muster, das der Löser zuerst gefunden hat.
learn-verdict-empty = Markiere zuerst die Kandidaten, die entfernt werden, oder die Ziffer, die gesetzt wird.
learn-verdict-placement = Nicht diese: { $technique } setzt hier nicht diese Ziffer.
learn-verdict-not-yet = Noch nicht: { $reason }.
learn-verdict-not-yet-both = Noch nicht: { $extra }; { $missing }.
learn-verdict-extra = { $count ->
    [one] { $marks } wird durch dieses Muster ({ $technique }) nicht entfernt
   *[other] { $marks } werden durch dieses Muster ({ $technique }) nicht entfernt
}
learn-verdict-missing = { $missing ->
    [one] { $missing } Streichung fehlt noch
   *[other] { $missing } Streichungen fehlen noch
}

# Practice on a technique's page.
practise-heading = Üben
practise-corpus-failed = Die Übungsstellungen konnten nicht geladen werden. Prüfe deine Verbindung und versuch es noch einmal.
practise-code-failed = Der Übungscode konnte nicht geladen werden. Prüfe deine Verbindung und versuch es noch einmal.
practise-none = Es konnte keine Stellung für { $technique } erstellt werden. Versuch es noch einmal.
practise-tally = Deine Übung: { $tally }.
practise-task-eliminate = Finde das Muster ({ $technique }): Wähle jede Zelle, aus der es einen Kandidaten entfernt, und streiche diesen Kandidaten auf dem Tastenfeld. Dann „Prüfen“.
practise-task-place = Finde das Muster ({ $technique }): Wähle die Zelle, die es füllt, und wähle die Ziffer auf dem Tastenfeld. Dann „Prüfen“.
practise-proof = Beweis:
practise-making = Stellung wird erstellt …
practise-new = Neue Stellung
practise-check = Prüfen
practise-show-proof = Beweis anzeigen
practise-not-candidate = { $digit }, kein Kandidat dieser Zelle
practise-pad-select = Wähle eine Zelle, um ihre Kandidaten zu markieren.
practise-pad-filled = In { $cell } steht schon eine Ziffer: Wähle eine leere Zelle.
practise-pad-strike = { $cell }: Wähle einen Kandidaten, um ihn zu streichen (noch einmal, um das rückgängig zu machen).
practise-pad-choose = { $cell }: Wähle einen Kandidaten als die Ziffer, die gesetzt werden soll.
practise-grid-label = Übungsstellung
practise-pad-label = Kandidaten der ausgewählten Zelle

## The grade of a solved puzzle

grade-sentence = Es war { $level } (Bewertung { $rating }), mit { $techniques }.
grade-technique-count = { $technique } ×{ $count }

## /offline and the page for an unknown address

offline-title = Du bist offline
offline-not-saved = Diese Seite ist nicht auf diesem Gerät gespeichert, und die Website ist gerade nicht erreichbar.
offline-still-play = Jedes Rätsel, das du hier geöffnet hast, und die Tagesrätsel der letzten Woche sind weiterhin spielbar: { $today }, { $archive } oder { $new } (direkt auf diesem Gerät erstellt).
offline-today = das heutige Rätsel
offline-archive = das Archiv
offline-new = ein neues Rätsel

not-found-title = Seite nicht gefunden
not-found-text = Unter dieser Adresse gibt es keine Seite.
not-found-play-today = Heutiges Rätsel spielen
shortcuts-corner-key = Umschalt + 1–9
shortcuts-corner = Eine Ecknotiz, in jedem Modus
shortcuts-centre-key = Strg / Cmd + 1–9
shortcuts-centre = Eine Mittelnotiz, in jedem Modus
