# Playing together (rooms), sharing a puzzle, shared and variant puzzles, new puzzles on
# demand, the daily archive and the daily's community figures.

## Rooms (/r/…): a puzzle solved together.

room-missing-title = Diesen Raum gibt es nicht
room-missing-text = Unter dieser Adresse gibt es keinen Raum. Räume, die einen Monat lang nicht genutzt werden, werden entfernt.
room-missing-action = Öffne ein Rätsel und wähle <strong>Gemeinsam spielen</strong>, um einen neuen zu erstellen, oder <a href="/">spiel das heutige Rätsel</a>.
room-unavailable-title = Räume sind nicht verfügbar
room-unavailable-text = Die Seite kann ihre Räume gerade nicht öffnen. Versuch es in einer Minute noch einmal; allein spielen kannst du jedes Rätsel weiterhin.
room-play-today = Heutiges Rätsel spielen
room-unreadable = Das Spielfeld dieses Raums konnte nicht gelesen werden.
room-title = Gemeinsam spielen
room-people = Wer ist hier
room-person-you = { $name } (du)
room-status-connecting = Raum wird betreten …
room-status-online = Alle Züge erscheinen hier, sobald sie gemacht werden; „Rückgängig“ nimmt nur deine eigenen zurück.
room-status-offline = { $count ->
    [0] Offline: Du kannst hier weiterspielen; der Raum holt alles nach, sobald die Verbindung wieder steht.
    [one] Offline: Du kannst hier weiterspielen; { $count } Änderung wird gesendet, sobald die Verbindung wieder steht.
   *[other] Offline: Du kannst hier weiterspielen; { $count } Änderungen werden gesendet, sobald die Verbindung wieder steht.
}
room-invite = Jemanden einladen
room-link-label = Link zu diesem Raum
room-copy-link = Link kopieren
room-show-qr = QR-Code anzeigen
room-link-copied = Link kopiert.
room-copy-by-hand = Kopiere den Link oben, um jemanden einzuladen.
room-qr-failed = Der QR-Code konnte nicht erstellt werden; kopiere stattdessen den Link.
room-qr-label = QR-Code des Links zu diesem Raum
room-name-label = Dein Name hier
room-name-placeholder = Gast
room-name-use = Diesen Namen verwenden
room-note = Jeder mit dem Link kann beitreten, bis zu acht Personen gleichzeitig. Ein in einem Raum gelöstes Tagesrätsel zählt für den Raum: Es wird nicht als persönliches Tagesergebnis von jemandem gewertet.
room-start-offline = Ein Raum braucht eine Verbindung zur Seite: Versuch es noch einmal, wenn du online bist.
room-start-unavailable = Diese Seite kann gerade keine Räume erstellen.
room-start-refused = Es konnte kein Raum erstellt werden: { $reason }
room-joined = { $name } ist beigetreten.
room-left = { $name } hat den Raum verlassen.
room-finished = Gemeinsam gelöst in { $time }!
room-finished-placed = Gemeinsam gelöst in { $time }! Gesetzte Ziffern, während du dabei warst: { $placed }.
room-finished-untimed = Gemeinsam gelöst!
room-finished-placed-untimed = Gemeinsam gelöst! Gesetzte Ziffern, während du dabei warst: { $placed }.
room-placed = { $name } { $count }

## Sharing a puzzle: the box under a game.

share-legend = Teilen oder drucken
share-include-progress = Meinen Fortschritt mitschicken
share-link-label = Link zu diesem Rätsel
share-copy-link = Link kopieren
share-link-copied = Link kopiert.
share-copy-by-hand = Kopiere den Link unten, um ihn zu teilen.
share-print = Dieses Rätsel drucken
share-together = Gemeinsam spielen
share-making-room = Raum wird erstellt …
share-sudokupad = In SudokuPad öffnen

## A puzzle shared as a link (/p/…).

shared-title-new-puzzle = { $level ->
    [easy] Neues leichtes Sudoku { $size }×{ $size }
    [medium] Neues mittelschweres Sudoku { $size }×{ $size }
    [hard] Neues schweres Sudoku { $size }×{ $size }
    [expert] Neues Experten-Sudoku { $size }×{ $size }
   *[master] Neues Meister-Sudoku { $size }×{ $size }
}
shared-title-new-latin = { $level ->
    [easy] Neues leichtes lateinisches Quadrat { $size }×{ $size }
    [medium] Neues mittelschweres lateinisches Quadrat { $size }×{ $size }
    [hard] Neues schweres lateinisches Quadrat { $size }×{ $size }
    [expert] Neues lateinisches Quadrat { $size }×{ $size } (Experte)
   *[master] Neues lateinisches Quadrat { $size }×{ $size } (Meister)
}
shared-title-puzzle = Geteiltes Sudoku { $size }×{ $size }
shared-title-latin = Geteiltes lateinisches Quadrat { $size }×{ $size }
shared-broken-title = Defekter Rätsel-Link
shared-broken-heading = Dieser Rätsel-Link ist defekt
shared-broken-reason = Wir konnten das Rätsel in diesem Link nicht lesen: { $reason }.
shared-broken-help = Wenn dir jemand den Link geschickt hat, bitte ihn, ihn noch einmal zu kopieren. <a href="/create">Füge ein Rätsel ein</a> oder <a href="/">spiel das heutige Rätsel</a>.

## Variant puzzles: killer, jigsaw, diagonal.

variant-title-new-killer = { $level ->
    [easy] Neues leichtes Killer-Sudoku
    [medium] Neues mittelschweres Killer-Sudoku
    [hard] Neues schweres Killer-Sudoku
    [expert] Neues Killer-Sudoku für Experten
   *[master] Neues Killer-Sudoku für Meister
}
variant-title-new-jigsaw = { $level ->
    [easy] Neues leichtes Jigsaw-Sudoku
    [medium] Neues mittelschweres Jigsaw-Sudoku
    [hard] Neues schweres Jigsaw-Sudoku
    [expert] Neues Jigsaw-Sudoku für Experten
   *[master] Neues Jigsaw-Sudoku für Meister
}
variant-title-new-diagonal = { $level ->
    [easy] Neues leichtes Diagonal-Sudoku
    [medium] Neues mittelschweres Diagonal-Sudoku
    [hard] Neues schweres Diagonal-Sudoku
    [expert] Neues Diagonal-Sudoku für Experten
   *[master] Neues Diagonal-Sudoku für Meister
}
variant-title-new-classic = { $level ->
    [easy] Neues leichtes klassisches Sudoku
    [medium] Neues mittelschweres klassisches Sudoku
    [hard] Neues schweres klassisches Sudoku
    [expert] Neues klassisches Sudoku für Experten
   *[master] Neues klassisches Sudoku für Meister
}
variant-title-killer = Geteiltes Killer-Sudoku
variant-title-jigsaw = Geteiltes Jigsaw-Sudoku
variant-title-diagonal = Geteiltes Diagonal-Sudoku
variant-title-classic = Geteiltes klassisches Sudoku
variant-title-sized = { $title } { $size }×{ $size }
variant-daily-killer = Killer-Tagesrätsel vom { $date }
variant-rules-summary = Regeln
variant-rules-classic = Setze jede Ziffer genau einmal in jede Zeile, jede Spalte und jeden Block.
variant-rules-killer = Setze jede Ziffer genau einmal in jede Zeile, jede Spalte und jeden Block. Die Ziffern in jedem gestrichelten Käfig ergeben zusammen dessen Summe und wiederholen sich innerhalb des Käfigs nicht.
variant-rules-jigsaw = Setze jede Ziffer genau einmal in jede Zeile, jede Spalte und jedes umrandete Gebiet; die Gebiete sind unregelmäßig geformt.
variant-rules-diagonal = Setze jede Ziffer genau einmal in jede Zeile, jede Spalte und jeden Block sowie auf jede der beiden langen Diagonalen.
variant-cell-region = Gebiet { $region }
variant-cell-main-diagonal = auf der Hauptdiagonale
variant-cell-anti-diagonal = auf der Gegendiagonale
variant-cell-cage = { $count ->
    [one] Käfig aus { $count } Zelle
   *[other] Käfig aus { $count } Zellen
}
variant-cell-cage-sum = { $count ->
    [one] Käfig aus { $count } Zelle, Summe { $sum }
   *[other] Käfig aus { $count } Zellen, Summe { $sum }
}
variant-cage-aid-none = { $size ->
    [one] Käfig aus { $size } Zelle, Summe { $sum }: Keine Ziffernkombination ergibt sie mehr.
   *[other] Käfig aus { $size } Zellen, Summe { $sum }: Keine Ziffernkombination ergibt sie mehr.
}
variant-cage-aid-placed = { $size ->
    [one] Käfig aus { $size } Zelle, Summe { $sum }: { $sets }. Alle gesetzt.
   *[other] Käfig aus { $size } Zellen, Summe { $sum }: { $sets }. Alle gesetzt.
}
variant-cage-aid = { $size ->
    [one] Käfig aus { $size } Zelle, Summe { $sum }: { $sets }. Noch offene Ziffern: { $left }.
   *[other] Käfig aus { $size } Zellen, Summe { $sum }: { $sets }. Noch offene Ziffern: { $left }.
}

## New puzzles on demand (/new).

new-title = Neues Rätsel
new-heading = Ein neues Rätsel
new-intro = Jedes Rätsel hat genau eine Lösung und lässt sich ohne Raten lösen.
new-booklet = Ein Heft mit Tagesrätseln drucken
new-failed = Das Rätsel konnte gerade nicht erstellt werden: Bitte versuch es noch einmal.
new-latin-heading = Lateinische Quadrate
new-latin-text = Nur Zeilen und Spalten, keine Blöcke: jede Ziffer genau einmal in jeder Zeile und Spalte.
new-variants-heading = Varianten
new-variants-text = Killer: Käfige, deren Ziffern ihre Summe ergeben. Jigsaw: unregelmäßige Gebiete statt Blöcken. Diagonal: Auch die beiden langen Diagonalen enthalten jede Ziffer genau einmal.
new-kind-killer = Killer
new-kind-jigsaw = Jigsaw
new-kind-diagonal = Diagonal
# The words after "kind=", "size=" and "level=" stay in English.
new-error-kind = { $word } ist hier keine Rätselart: Lass die Angabe weg oder verwende kind=latin, killer, jigsaw oder diagonal.
new-error-no-size = Gib eine Gittergröße an, zum Beispiel size=9.
new-error-size = { $size } ist keine gültige Gittergröße.
new-error-level = unbekannte Schwierigkeit { $level } (easy, medium, hard, expert oder master).
new-error-levels = { $kind ->
    [latin] Lateinische Quadrate { $size }×{ $size } gibt es nur in diesen Stufen: { $levels }.
    [killer] Killer-Sudokus { $size }×{ $size } gibt es nur in diesen Stufen: { $levels }.
    [jigsaw] Jigsaw-Sudokus { $size }×{ $size } gibt es nur in diesen Stufen: { $levels }.
    [diagonal] Diagonal-Sudokus { $size }×{ $size } gibt es nur in diesen Stufen: { $levels }.
   *[classic] Rätsel { $size }×{ $size } gibt es nur in diesen Stufen: { $levels }.
}
new-error-only-size = { $kind ->
    [latin] Hier gibt es keine lateinischen Quadrate { $size }×{ $size }: Sie haben das Format { $only }×{ $only }.
    [killer] Hier gibt es keine Killer-Sudokus { $size }×{ $size }: Sie haben das Format { $only }×{ $only }.
    [jigsaw] Hier gibt es keine Jigsaw-Sudokus { $size }×{ $size }: Sie haben das Format { $only }×{ $only }.
    [diagonal] Hier gibt es keine Diagonal-Sudokus { $size }×{ $size }: Sie haben das Format { $only }×{ $only }.
   *[classic] Hier gibt es keine Rätsel { $size }×{ $size }: Sie haben das Format { $only }×{ $only }.
}
new-error-sizes = { $kind ->
    [latin] Hier gibt es keine lateinischen Quadrate { $size }×{ $size }: Versuch es mit { $sizes } oder { $last }.
    [killer] Hier gibt es keine Killer-Sudokus { $size }×{ $size }: Versuch es mit { $sizes } oder { $last }.
    [jigsaw] Hier gibt es keine Jigsaw-Sudokus { $size }×{ $size }: Versuch es mit { $sizes } oder { $last }.
    [diagonal] Hier gibt es keine Diagonal-Sudokus { $size }×{ $size }: Versuch es mit { $sizes } oder { $last }.
   *[classic] Hier gibt es keine Rätsel { $size }×{ $size }: Versuch es mit { $sizes } oder { $last }.
}
new-error-none = { $kind ->
    [latin] Hier gibt es keine lateinischen Quadrate { $size }×{ $size }.
    [killer] Hier gibt es keine Killer-Sudokus { $size }×{ $size }.
    [jigsaw] Hier gibt es keine Jigsaw-Sudokus { $size }×{ $size }.
    [diagonal] Hier gibt es keine Diagonal-Sudokus { $size }×{ $size }.
   *[classic] Hier gibt es keine Rätsel { $size }×{ $size }.
}
new-units-classic = Zeile, Spalte oder Block
new-units-latin = Zeile oder Spalte
new-units-jigsaw = Zeile, Spalte oder Gebiet
new-units-diagonal = Zeile, Spalte, Block oder Diagonale

## The daily archive (/daily): a calendar of past dailies by month.

archive-title = Archiv der Tagesrätsel
archive-heading = Tagesrätsel
archive-months = Monate
archive-earlier = ← Früher
archive-later = Später →
archive-month = { $month ->
    [1] Januar { $year }
    [2] Februar { $year }
    [3] März { $year }
    [4] April { $year }
    [5] Mai { $year }
    [6] Juni { $year }
    [7] Juli { $year }
    [8] August { $year }
    [9] September { $year }
    [10] Oktober { $year }
    [11] November { $year }
   *[12] Dezember { $year }
}
archive-mon = Mo
archive-tue = Di
archive-wed = Mi
archive-thu = Do
archive-fri = Fr
archive-sat = Sa
archive-sun = So
archive-killer = Killer
# L (leicht), M (mittel), S (schwer), K (Killer).
archive-letter = { $edition ->
    [easy] L
    [medium] M
    [hard] S
   *[killer] K
}
archive-solved = { $level }, gelöst
archive-legend = L, M und S öffnen das leichte, mittelschwere und schwere Rätsel des Tages, K sein Killer; gelöste sind ausgefüllt.
archive-solvers-legend = Die Zahl unter einem Tag: die Spieler, die seine Rätsel gelöst haben.
archive-solvers = Gelöst von: { $easy } leicht, { $medium } mittel, { $hard } schwer, { $killer } Killer
archive-players-solved = { $count ->
    [one] Spieler hat gelöst
   *[other] Spieler haben gelöst
}

## The community figures: a daily's players and times, and the player's standing.

community-unavailable = Statistik nicht verfügbar.
community-players = Spieler
community-nobody = Noch hat es niemand gelöst.
community-nobody-today = Heute hat es noch niemand gelöst.
community-median = { $count ->
    [one] <strong>{ $count } Spieler hat es gelöst</strong>; die mittlere Zeit (Median) beträgt <strong>{ $median }</strong>.
   *[other] <strong>{ $count } Spieler haben es gelöst</strong>; die mittlere Zeit (Median) beträgt <strong>{ $median }</strong>.
}
community-median-today = { $count ->
    [one] <strong>{ $count } Spieler hat es heute gelöst</strong>; die mittlere Zeit (Median) beträgt <strong>{ $median }</strong>.
   *[other] <strong>{ $count } Spieler haben es heute gelöst</strong>; die mittlere Zeit (Median) beträgt <strong>{ $median }</strong>.
}
community-range = { $from } bis { $to }
community-range-last = { $from } oder mehr
community-histogram = Lösungszeiten, von { $from } bis { $to } oder mehr
community-histogram-yours = Lösungszeiten, von { $from } bis { $to } oder mehr; deine Zeit, { $time }, liegt im Balken { $bar }
community-bar = { $count ->
    [one] { $range }: { $count } Spieler
   *[other] { $range }: { $count } Spieler
}
community-bar-yours = { $count ->
    [one] { $range }: { $count } Spieler, darunter du
   *[other] { $range }: { $count } Spieler, darunter du
}
community-your-time = Deine Zeit, { $time }, liegt im markierten Balken ({ $bar }).
community-first = Du warst in { $time } fertig – niemand hat es vor dir gelöst.
community-first-today = Du warst in { $time } fertig – heute hat es niemand vor dir gelöst.
community-faster-than-other = Du warst in { $time } fertig, schneller als der andere Spieler; { $hinted }.
community-faster-than-other-today = Du warst in { $time } fertig, schneller als der andere Spieler von heute; { $hinted }.
community-no-faster-than-other = Du warst in { $time } fertig, nicht schneller als der andere Spieler; { $hinted }.
community-no-faster-than-other-today = Du warst in { $time } fertig, nicht schneller als der andere Spieler von heute; { $hinted }.
community-faster-than-share = { $others ->
   *[other] Du warst in { $time } fertig, schneller als { $share } % der { $others } anderen Spieler; { $hinted }.
}
community-faster-than-share-today = { $others ->
   *[other] Du warst in { $time } fertig, schneller als { $share } % der { $others } anderen Spieler von heute; { $hinted }.
}
community-hinted = { $share ->
    [0] niemand hat einen Tipp genutzt
    [100] alle haben einen Tipp genutzt
   *[other] { $share } % aller Spieler haben einen Tipp genutzt
}
community-not-counted = Deine Zeit wurde nicht gewertet: { $reason }
community-standing-not-counted = { $standing } Deine Zeit wurde nicht gewertet: { $reason }
community-counted = Deine Zeit wird gewertet.
community-unavailable-now = Die Statistik ist gerade nicht verfügbar; deine Zeit wird gewertet, wenn du zu diesem Rätsel zurückkehrst.
room-guest-1 = Fuchs
room-guest-2 = Eule
room-guest-3 = Bär
room-guest-4 = Hase
room-guest-5 = Luchs
room-guest-6 = Igel
room-guest-7 = Robbe
room-guest-8 = Dachs
room-player-number = Spieler { $number }
shared-credit-both = „{ $title }“ von { $author }
shared-credit-title = „{ $title }“
shared-credit-author = Von { $author }
