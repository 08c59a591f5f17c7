# Why something the player gave the site is not a puzzle or a page: a broken share link, a
# pasted puzzle that does not import, a grid that does not read, a daily address that does not
# exist. Most of these are clauses that other messages put after a colon, so they start in
# lower case and end without a full stop.

## A share code (the part of a /p/ link after /p/) that does not decode.

error-code-empty = der Code ist leer
error-code-cut-short = der Link ist abgeschnitten: Das Ende des Codes fehlt
error-code-bad-character = der Code enthält an Position { $position } das Zeichen { $character }, das in keinem Rätselcode vorkommt
error-code-unknown-version = die Version { $version } des Codes ist neuer als die dieser Seite: Vielleicht stammt er von einer neueren Version der Seite
error-code-not-a-code = das ist kein Rätselcode (diese beginnen mit einer Versionsnummer, 1, 2 oder 3)
error-code-checksum = die Prüfziffern des Codes stimmen nicht – wurde er vollständig kopiert?
error-code-trailing-data = der Code geht nach dem Ende seines Rätsels noch weiter – wurde etwas angehängt?
error-code-variant = { $kind ->
    [killer] es ist der Code eines Killer-Sudokus, nicht eines klassischen Sudokus
    [jigsaw] es ist der Code eines Jigsaw-Sudokus, nicht eines klassischen Sudokus
   *[diagonal] es ist der Code eines Diagonal-Sudokus, nicht eines klassischen Sudokus
}
error-code-rules = die Regeln des Rätsels lassen sich nicht spielen: { $reason }
error-code-too-long = der Code ist zu lang für ein Rätsel ({ $length } Zeichen)

## Rules (regions and killer cages) that a share code's data cannot make.

error-rules-region-cells = die Gebiete umfassen { $found ->
    [one] { $found } Zelle
   *[other] { $found } Zellen
} statt { $expected }
error-rules-region-size = Gebiet { $region } hat { $cells ->
    [one] { $cells } Zelle
   *[other] { $cells } Zellen
} statt { $size }
error-rules-cage-cell = ein Käfig hat eine Zelle außerhalb des Gitters
error-rules-cage-overlap = zwei Käfige teilen sich die Zelle in Zeile { $row }, Spalte { $column }
error-rules-cage-size = ein Käfig hat { $cells ->
    [one] { $cells } Zelle
   *[other] { $cells } Zellen
}
error-rules-cage-sum = ein Käfig aus { $cells ->
    [one] { $cells } Zelle
   *[other] { $cells } Zellen
} kann nicht { $sum } ergeben

## A grid typed or pasted as text that does not read.

error-grid-unknown-size = { $found ->
    [one] { $found } Zelle ist
   *[other] { $found } Zellen sind
} keine Gittergröße (4×4 hat 16 Zellen, 6×6 36, 8×8 64, 9×9 81, 12×12 144, 16×16 256, 25×25 625)
error-grid-not-a-square = { $found ->
    [one] { $found } Zelle ergibt
   *[other] { $found } Zellen ergeben
} kein lateinisches Quadrat (bei Seitenlänge n sind es n×n Zellen, n höchstens 25)
error-grid-wrong-length = es hat { $found ->
    [one] { $found } Zelle
   *[other] { $found } Zellen
} statt der erwarteten { $expected }
error-grid-bad-character = in Zeile { $line }, Spalte { $column } steht das ungültige Zeichen { $character }
error-grid-digit-too-large = die Ziffer { $character } in Zeile { $line }, Spalte { $column } ist zu groß für ein { $size }×{ $size }-Gitter

## What is wrong with a puzzle or link from another site ($site in error-import-site).

error-site-no-puzzle = es enthält keine Rätseldaten
error-site-length = das Rätsel hat { $found } Zeichen statt { $expected }
error-site-character = das Rätsel enthält das Zeichen { $character }, das dieses Format nicht verwendet
error-site-compressed = die komprimierten Daten sind beschädigt – wurde der Link vollständig kopiert?
error-site-data = die Rätseldaten sind nicht lesbar: { $reason }
error-site-size = das Gitter ist { $size }×{ $size } groß, eine Größe, die es auf dieser Seite nicht gibt
error-site-given = eine Vorgabe ist keine Ziffer des Gitters
error-site-variant = es ist ein Variantenrätsel ({ $variant }), kein klassisches Sudoku
error-site-constraint = es enthält eine Bedingung, die es auf dieser Seite nicht gibt: { $name }
error-site-stored = es verweist auf ein Rätsel, das auf dem Server der Seite gespeichert ist ({ $id }); öffne es dort und kopiere sein Gitter oder einen vollständigen Rätsel-Link
error-site-too-long = es ist zu lang für ein klassisches Rätsel ({ $length } Zeichen)

# Why another site's puzzle data cannot be read (inside error-site-data).
error-site-data-not-puzzle = keine Rätseldaten
error-site-data-no-grid = kein Zellgitter
error-site-data-not-square = das Gitter ist nicht quadratisch
error-site-data-sudokuwiki-form = ein gepacktes SudokuWiki-Format, das diese Seite nicht lesen kann
error-site-data-cell-region = eine Zelle gehört zu keinem Gebiet
error-site-data-region-number = das Gebiet einer Zelle ist keine Zahl
error-site-data-regions = nicht jedes Gebiet hat genau eine Zelle pro Ziffer
error-site-data-cages = die Käfige überlappen sich oder können ihre Summen nicht ergeben
error-site-data-cage-cells = ein Käfig hat keine Zellen
error-site-data-cage-outside = ein Käfig enthält eine Zelle außerhalb des Gitters
error-site-data-cage-total = die Summe eines Käfigs ist keine Zahl

# The variant another site's puzzle is (inside error-site-variant's brackets).
error-site-variant-killer = Killer-Sudoku
error-site-variant-jigsaw = Jigsaw-Sudoku
error-site-variant-diagonal = Diagonal-Sudoku
error-site-variant-killer-cages = Killer-Käfige
error-site-variant-irregular-regions = unregelmäßige Gebiete
error-site-variant-sudokuwiki-type = SudokuWiki-Rätseltyp { $letter }

## Why a pasted text (on the Create page, or after /p/ in a link) could not be imported.
## [sentence] stands alone; [clause] goes into another message after a colon.

error-import-empty = { $form ->
    [sentence] Nichts zu importieren: Füge ein Rätsel oder einen Link zu einem Rätsel ein.
   *[clause] nichts zu importieren: Füge ein Rätsel oder einen Link zu einem Rätsel ein
}
error-import-grid = { $form ->
    [sentence] Das sieht nach einem Rätselgitter aus, aber { $reason }.
   *[clause] das sieht nach einem Rätselgitter aus, aber { $reason }
}
error-import-share-code = { $form ->
    [sentence] Das sieht nach einem Rätselcode aus, aber { $reason }.
   *[clause] das sieht nach einem Rätselcode aus, aber { $reason }
}
error-import-site = { $form ->
    [sentence] Das ist ein Rätsel von { $site }, aber { $reason }.
   *[clause] das ist ein Rätsel von { $site }, aber { $reason }
}
error-import-unknown-site = { $form ->
    [sentence] { $host } ist keine Seite, von der sich Rätsel importieren lassen (versuch es mit einem Link von Sudoku Exchange, SudokuPad, SudokuWiki oder f-puzzles).
   *[clause] { $host } ist keine Seite, von der sich Rätsel importieren lassen (versuch es mit einem Link von Sudoku Exchange, SudokuPad, SudokuWiki oder f-puzzles)
}
error-import-unrecognised = { $form ->
    [sentence] Das ist kein Rätsel: Füge 81 Ziffern (0 oder . für leere Zellen), einen Rätselcode oder einen Rätsel-Link ein.
   *[clause] das ist kein Rätsel: Füge 81 Ziffern (0 oder . für leere Zellen), einen Rätselcode oder einen Rätsel-Link ein
}

## A date in an address that does not read (inside error-daily-not-a-date).

error-date-format = erwartet war ein Datum im Format YYYY-MM-DD, nicht { $text }
error-date-year = das Jahr { $year } liegt nicht zwischen 1 und 9999
error-date-month = der Monat { $month } liegt nicht zwischen 1 und 12
error-date-day = { $month } hat keinen Tag { $day }

## The page of a daily address that does not exist (under "Page not found").

error-daily-not-a-level = Tagesrätsel gibt es in den Stufen Leicht, Mittel und Schwer sowie als Killer.
error-daily-not-a-date = Das ist kein Datum: { $reason }.
