# The statistics page (/stats), the player's data as a file and sync between devices, the
# completion panel of a solved game, and the review of a finished game.

## The statistics page.

stats-title = Deine Statistik
stats-lead = Nur in diesem Browser gespeichert. Lade deine Daten herunter, um eine Kopie zu behalten oder sie auf ein anderes Gerät zu übertragen.
stats-reading = Deine Spiele werden gelesen …
stats-no-games = Noch keine Spiele. Spiel { $link }, um loszulegen.
stats-no-games-link = das heutige Rätsel

stats-streak-title = Tagesserie
stats-streak-current = Aktuell
stats-streak-longest = Längste
stats-streak-days = { $count ->
    [one] { $count } Tag
   *[other] { $count } Tage
}
stats-streak-note = Ein Tag zählt, wenn du eines seiner Tagesrätsel noch am selben Tag löst.

# The calendar of the last year, one square a day.
stats-year-title = Das letzte Jahr
# "12 Rätsel an 5 Tagen": stats-year-days is in the dative.
stats-year-summary = Im letzten Jahr { $puzzles } an { $days } gelöst
stats-year-puzzles = { $count ->
    [one] { $count } Rätsel
   *[other] { $count } Rätsel
}
stats-year-days = { $count ->
    [one] { $count } Tag
   *[other] { $count } Tagen
}
stats-day-solved = { $date }: { $count ->
    [0] keine
    [one] { $count } Rätsel
   *[other] { $count } Rätsel
}
stats-month-short-1 = Jan
stats-month-short-2 = Feb
stats-month-short-3 = Mär
stats-month-short-4 = Apr
stats-month-short-5 = Mai
stats-month-short-6 = Jun
stats-month-short-7 = Jul
stats-month-short-8 = Aug
stats-month-short-9 = Sep
stats-month-short-10 = Okt
stats-month-short-11 = Nov
stats-month-short-12 = Dez

# The table of games per size and level.
stats-by-level-title = Nach Größe und Schwierigkeit
stats-table-caption = Spiele nach Größe und Schwierigkeit
stats-puzzle = Rätsel
stats-played = Gespielt
stats-solved = Gelöst
stats-rate = Quote
stats-best = Bestzeit
stats-median = Median
stats-mean = Schnitt
stats-hints = Tipps
stats-rate-value = { $rate } %
stats-row-grid = { $kind ->
    [killer] Killer { $size }×{ $size }
    [jigsaw] Jigsaw { $size }×{ $size }
    [diagonal] Diagonal { $size }×{ $size }
    [latin] Lateinisch { $size }×{ $size }
   *[classic] { $size }×{ $size }
}
stats-row-level = { $grid } { $level }

stats-practice-none = Noch nicht geübt
stats-practice-right = { $right } von { $tries } richtig

## The player's data as a file (on the statistics page).

data-title = Deine Daten
data-about = Deine Spiele, Spielstände und Einstellungen in einer Datei – zum Aufbewahren oder zum Importieren in einem anderen Browser. Beim Importieren wird zusammengeführt: Nichts, was du schon hast, geht verloren.
data-download = Meine Daten herunterladen
data-import = Daten importieren …
data-imported = Importiert: { $count ->
    [one] { $count } neues Spiel
   *[other] { $count } neue Spiele
}, der Rest wurde zusammengeführt.
data-not-imported = Es wurde nichts importiert. { $reason }
data-file-unreadable = Die Datei konnte nicht gelesen werden.
data-code-missing = Der Code zum Lesen und Schreiben von Datendateien konnte nicht geladen werden: Prüfe deine Verbindung und versuch es noch einmal.

# Why a file was refused.
data-too-large = Diese Datei ist zu groß für eine Sudoku-Datendatei.
data-not-data = Diese Datei ist keine Sudoku-Datendatei oder sie ist beschädigt ({ $reason }).
data-not-json = es ist kein JSON
data-version-missing = die Version fehlt
data-foreign = Diese Datei ist keine Sudoku-Datendatei (ihr Format ist { $format }).
data-format-missing = fehlt
data-newer = Diese Datei stammt aus einer neueren Version der Seite (Version { $version }); lade die Seite neu und versuch es noch einmal.
data-game-damaged = Spiel { $index } in der Datei ist beschädigt: { $reason }.
data-save-damaged = Ein gespeichertes Spiel in der Datei ist beschädigt: { $reason }.
data-save-reason = { $key } ({ $why })
data-save-bad-name = kein gültiger Name für ein gespeichertes Spiel
data-save-no-puzzle = kein Rätsel im Namen

# Why the browser did not keep the player's data (shown above the grid and on this page).
data-storage-full = Der Speicher deines Browsers für diese Seite ist voll, daher wird dein Fortschritt nicht gespeichert. Lade deine Daten auf der Statistikseite herunter und schaffe dann etwas Platz.
data-storage-unavailable = Dieser Browser erlaubt der Seite nicht, deinen Fortschritt zu speichern.

# What is wrong with a game in a data file. $text is the file's text, in quotes.
record-parts = ein Spiel hat 6 Teile, nicht { $count }
record-id = { $text } ist keine gültige Spiel-ID
record-status = { $text } ist kein gültiger Spielstatus
record-number = { $text } ist keine ganze Zahl
record-moment = { $text } ist kein gültiger Zeitpunkt
record-level = { $text } ist keine Schwierigkeitsstufe dieser Seite
record-not-level = { $text } ist keine Schwierigkeitsstufe
record-offset = die Zeitzonenverschiebung { $offset } ist unmöglich
record-daily-level = die Schwierigkeit passt nicht zu ihrem Tagesrätsel

## Sync between the player's devices (on the statistics page).

sync-title = Auf einem anderen Gerät nutzen
sync-about = Die Synchronisierung speichert deine Spiele unter einem geheimen Link auf dem Server dieser Seite, ganz ohne Konto. Jedes Gerät führt seine Spiele mit denen der anderen zusammen, sobald diese Seite geöffnet wird.
sync-start = Auf einem anderen Gerät nutzen
sync-open-link = Öffne diesen Link auf deinem anderen Gerät (halte ihn geheim: Wer ihn hat, kann deine Daten lesen und ändern):
sync-copy-link = Link kopieren
sync-link-copied = Link kopiert.
sync-copy-by-hand = Markiere den Link und kopiere ihn.
sync-qr-label = QR-Code des Synchronisierungslinks
sync-now = Jetzt synchronisieren
sync-forget = Dieses Gerät entfernen
sync-delete = Meine Daten auf dem Server löschen
sync-synced = Synchronisiert: { $count ->
    [one] { $count } neues Spiel
   *[other] { $count } neue Spiele
} von deinen anderen Geräten.
sync-damaged-link = Es wurde nichts synchronisiert: Dieser Synchronisierungslink ist beschädigt, sein Code besteht nicht aus 32 Hexadezimalziffern. Lass dir auf deinem anderen Gerät einen neuen Link geben.
sync-no-random = Dieser Browser kann keinen sicheren Synchronisierungscode erzeugen.
sync-forgotten = Dieses Gerät wird nicht mehr synchronisiert. Seine Daten bleiben hier erhalten.
sync-deleted = Deine Daten wurden vom Server gelöscht. Dieser Browser behält seine eigene Kopie.
sync-server-unreadable = Es wurde nichts synchronisiert: Die Daten auf dem Server konnten nicht gelesen werden. { $reason }
sync-too-large = Deine Daten sind größer, als diese Seite für die Synchronisierung speichert; lade sie stattdessen herunter.
sync-too-many = Gerade zu viele Synchronisierungen; versuch es in einer Minute noch einmal.
sync-unavailable = Die Synchronisierung ist gerade nicht verfügbar; deine Daten sind in diesem Browser sicher. Versuch es später noch einmal.

## The completion panel of a finished game.

completion-solved-title = Gut gemacht!
completion-revealed-title = Lösung angezeigt
completion-solved = Gelöst in { $time } { $hints ->
    [0] ohne Tipps
    [one] mit { $hints } Tipp
   *[other] mit { $hints } Tipps
}.
completion-revealed = Die Lösung wurde nach { $time } Spielzeit angezeigt, { $hints ->
    [0] ohne Tipps
    [one] mit { $hints } Tipp
   *[other] mit { $hints } Tipps
}.
completion-review = Rückblick

# $kind is a category name (completion-kind, completion-kind-level or a level's name), shown
# in quotes.
completion-new-best = Neue persönliche Bestzeit: { $time } – die schnellste deiner { $count } Lösungen in der Kategorie „{ $kind }“.
completion-first = Dein erstes gelöstes Rätsel in der Kategorie „{ $kind }“: { $time }.
completion-equals-best = { $time } – gleichauf mit deiner Bestzeit aus { $count } Lösungen in der Kategorie „{ $kind }“.
completion-rank = Die { $place } schnellste deiner { $count } Lösungen in der Kategorie „{ $kind }“.
# German ordinals are the number and a full stop ("2.").
completion-ordinal = { $form ->
   *[other] { $place }.
}
completion-kind = { $kind ->
    [killer] Killer
    [jigsaw] Jigsaw
    [diagonal] Diagonal
    [latin] Lateinisches Quadrat { $size }×{ $size }
   *[classic] { $size }×{ $size }
}
completion-kind-level = { $kind } ({ $level })
completion-streak = Tagesserie: { $count ->
    [one] { $count } Tag
   *[other] { $count } Tage
}.
completion-streak-longest = Tagesserie: { $count ->
    [one] { $count } Tag
   *[other] { $count } Tage
} – deine bisher längste.

## The review of a finished game.

review-title = Rückblick
review-previous = Zurück
review-next = Weiter
review-move-shown = Angezeigter Zug
review-timeline = Zeitleiste
review-column-move = Zug
review-column-took = Dauer
review-column-available = Davor möglich
review-board-label = Das Spielfeld nach Zug { $move }: { $rows }

review-caption-start = Der Anfang: { $available }.
review-caption-end = Das Ende des Spiels.
review-caption-from-here = Von hier aus: { $available }.
review-caption-move = Zug { $move } von { $total }, bei { $time }: { $move_made } (Dauer { $took }). { $after }

review-timeline-move = { $number }. { $move_made }
review-timeline-mistake = falsche Ziffer in { $cell }
review-timeline-stuck = jenseits der Techniken
review-mark-longest = längste Denkpause
review-mark-longest-and = längste Denkpause, { $mark }
review-mark-hardest-found = schwierigster gefundener Schritt
review-mark-toughest-single = schwierigster Single
review-mark-hardest = schwierigster Schritt

review-stuck-longest = Am längsten hast du vor Zug { $move } festgesteckt ({ $took }): { $available }, dann { $move_made }.
review-dropped = Nur deine letzten Züge werden gespeichert; die ersten werden nicht angezeigt.
review-hardest = Der schwierigste Schritt des Rätsels: { $technique } (Bewertung { $rating }); { $move ->
    [0] auf deinem Lösungsweg war er nie der einfachste Schritt
   *[other] du bist ihm zum ersten Mal vor deinem Zug { $move } begegnet
}.
review-hardest-beyond = Dieses Rätsel braucht mehr als die Techniken dieser Seite; der schwierigste Schritt, den sie finden, ist { $technique } (Bewertung { $rating }); { $move ->
    [0] auf deinem Lösungsweg war er nie der einfachste Schritt
   *[other] du bist ihm zum ersten Mal vor deinem Zug { $move } begegnet
}.
review-hardest-single = Dieses Rätsel braucht nur Singles; der schwierigste ist ein { $technique } (Bewertung { $rating }); { $move ->
    [0] auf deinem Lösungsweg war er nie der einfachste Schritt
   *[other] du bist ihm zum ersten Mal vor deinem Zug { $move } begegnet
}.
review-full-house = Jeder Schritt dieses Rätsels ist ein Full House: die letzte leere Zelle einer Zeile, Spalte oder eines Blocks.

# What the solver had from a position, as a phrase inside the sentences above.
review-next-step = { $technique } war möglich
review-next-mistake = in { $cell } stand eine falsche Ziffer
review-next-stuck = keine Technik dieser Seite griff
review-next-solved = das Spielfeld war voll
review-next-unknown = das Rätsel hat keine eindeutige Lösung

# A cell by its row and column: "r4c2" (kept as it is).
review-cell = r{ $row }c{ $column }
review-cells-two = { $first }, { $second }
review-cells-three = { $first }, { $second }, { $third }
review-cells-many = { $count ->
    [one] { $count } Zelle
   *[other] { $count } Zellen
}
review-move-place = { $digit } in { $cells }
review-move-erase = { $cells } gelöscht
review-move-notes = Notizen
review-move-change = { $cells } geändert
review-move-reset = zurückgesetzt
review-move-reveal = Lösung angezeigt
review-move-digit = { $action }: { $digit } in { $cells }
review-move-emptied = { $action }: { $cells } geleert
review-move-cells = { $action }: { $cells }
review-action-hint = Tipp
review-action-undo = rückgängig
review-action-redo = wiederholt
review-action-checkpoint = zurück zu einem Zwischenstand

# How long a move took, with no-break spaces between number and unit.
review-duration-seconds = { $seconds },{ $tenths } s
review-duration-minutes = { $minutes } min { $seconds } s
review-duration-hours = { $hours } h { $minutes } min
