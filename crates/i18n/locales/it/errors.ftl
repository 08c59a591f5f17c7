# Why something the player gave the site is not a puzzle or a page: a broken share link, a
# pasted puzzle that does not import, a grid that does not read, a daily address that does not
# exist. Most of these are clauses that other messages put after a colon, so they start in
# lower case and end without a full stop.

## A share code (the part of a /p/ link after /p/) that does not decode.

error-code-empty = il codice è vuoto
error-code-cut-short = il link è troncato: manca la fine del codice
error-code-bad-character = il codice contiene { $character } in posizione { $position }, un carattere che nessun codice di condivisione contiene
error-code-unknown-version = la sua versione { $version } è più recente di quella di questo sito: il codice potrebbe provenire da una versione più nuova del sito
error-code-not-a-code = questo non è un codice di condivisione (quelli iniziano con un numero di versione: 1, 2 o 3)
error-code-checksum = le cifre di controllo del codice non corrispondono — è stato copiato per intero?
error-code-trailing-data = il codice continua dopo la fine del sudoku — è stato incollato qualcosa in coda?
error-code-variant = { $kind ->
    [killer] è il codice di un killer sudoku, non di un sudoku classico
    [jigsaw] è il codice di un sudoku irregolare, non di un sudoku classico
   *[diagonal] è il codice di un sudoku diagonale, non di un sudoku classico
}
error-code-rules = le sue regole non sono giocabili: { $reason }
error-code-too-long = il codice è troppo lungo per essere un sudoku ({ $length } caratteri)

## Rules (regions and killer cages) that a share code's data cannot make.

error-rules-region-cells = { $found ->
    [one] le regioni coprono { $found } cella, non { $expected }
   *[other] le regioni coprono { $found } celle, non { $expected }
}
error-rules-region-size = { $cells ->
    [one] la regione { $region } ha { $cells } cella, non { $size }
   *[other] la regione { $region } ha { $cells } celle, non { $size }
}
error-rules-cage-cell = una gabbia ha una cella fuori dalla griglia
error-rules-cage-overlap = due gabbie condividono la cella nella riga { $row }, colonna { $column }
error-rules-cage-size = { $cells ->
    [one] una gabbia ha { $cells } cella
   *[other] una gabbia ha { $cells } celle
}
error-rules-cage-sum = { $cells ->
    [one] una gabbia di { $cells } cella non può dare come totale { $sum }
   *[other] una gabbia di { $cells } celle non può dare come totale { $sum }
}

## A grid typed or pasted as text that does not read.

error-grid-unknown-size = { $found ->
    [one] { $found } cella non corrisponde
   *[other] { $found } celle non corrispondono
} a nessuna dimensione di griglia (4×4 ha 16 celle, 6×6 36, 8×8 64, 9×9 81, 12×12 144, 16×16 256, 25×25 625)
error-grid-not-a-square = { $found } celle non formano un quadrato latino (un quadrato di lato n ha n×n celle, con n fino a 25)
error-grid-wrong-length = dovrebbe avere { $expected } celle, invece ne ha { $found }
error-grid-bad-character = carattere non valido { $character } alla riga { $line }, colonna { $column }
error-grid-digit-too-large = la cifra { $character } alla riga { $line }, colonna { $column } è troppo grande per una griglia { $size }×{ $size }

## What is wrong with a puzzle or link from another site ($site in error-import-site).

error-site-no-puzzle = non contiene nessun sudoku
error-site-length = { $found ->
    [one] il suo sudoku ha { $found } carattere, non { $expected }
   *[other] il suo sudoku ha { $found } caratteri, non { $expected }
}
error-site-character = il suo sudoku contiene il carattere { $character }, che il formato non usa
error-site-compressed = i suoi dati compressi sono danneggiati — il link è stato copiato per intero?
error-site-data = i dati del sudoku non sono leggibili: { $reason }
error-site-size = la sua griglia è { $size }×{ $size }, una dimensione che questo sito non supporta
error-site-given = un indizio non è una cifra della griglia
error-site-variant = è una variante ({ $variant }), non un sudoku classico
error-site-constraint = ha un vincolo che questo sito non supporta: { $name }
error-site-stored = rimanda a un sudoku conservato sul server del sito ({ $id }); aprilo lì e copia la sua griglia o un link completo al sudoku
error-site-too-long = è troppo lungo per essere un sudoku classico ({ $length } caratteri)

# Why another site's puzzle data cannot be read (inside error-site-data).
error-site-data-not-puzzle = non sono dati di un sudoku
error-site-data-no-grid = nessuna griglia di celle
error-site-data-not-square = la griglia non è quadrata
error-site-data-sudokuwiki-form = una forma compressa di SudokuWiki che questo sito non sa leggere
error-site-data-cell-region = una cella non ha una regione
error-site-data-region-number = la regione di una cella non è un numero
error-site-data-regions = le sue regioni non hanno ciascuna una cella per cifra
error-site-data-cages = le sue gabbie si sovrappongono o non possono dare i loro totali
error-site-data-cage-cells = una gabbia non ha celle
error-site-data-cage-outside = una gabbia indica una cella fuori dalla griglia
error-site-data-cage-total = il totale di una gabbia non è un numero

# The variant another site's puzzle is (inside error-site-variant's brackets).
error-site-variant-killer = killer sudoku
error-site-variant-jigsaw = sudoku irregolare
error-site-variant-diagonal = sudoku diagonale
error-site-variant-killer-cages = gabbie killer
error-site-variant-irregular-regions = regioni irregolari
error-site-variant-sudokuwiki-type = tipo di sudoku SudokuWiki { $letter }

## Why a pasted text could not be imported: [sentence] stands alone, [clause] follows a colon.

error-import-empty = { $form ->
    [sentence] Niente da importare: incolla un sudoku o un link a un sudoku.
   *[clause] niente da importare: incolla un sudoku o un link a un sudoku
}
error-import-grid = { $form ->
    [sentence] Sembra una griglia di sudoku, ma { $reason }.
   *[clause] sembra una griglia di sudoku, ma { $reason }
}
error-import-share-code = { $form ->
    [sentence] Sembra un codice di condivisione, ma { $reason }.
   *[clause] sembra un codice di condivisione, ma { $reason }
}
error-import-site = { $form ->
    [sentence] Questo è un sudoku di { $site }, ma { $reason }.
   *[clause] questo è un sudoku di { $site }, ma { $reason }
}
error-import-unknown-site = { $form ->
    [sentence] { $host } non è un sito da cui si possono importare sudoku (prova un link di Sudoku Exchange, SudokuPad, SudokuWiki o f-puzzles).
   *[clause] { $host } non è un sito da cui si possono importare sudoku (prova un link di Sudoku Exchange, SudokuPad, SudokuWiki o f-puzzles)
}
error-import-unrecognised = { $form ->
    [sentence] Questo non è un sudoku: incolla 81 cifre con 0 o . per le celle vuote, un codice di condivisione o un link a un sudoku.
   *[clause] questo non è un sudoku: incolla 81 cifre con 0 o . per le celle vuote, un codice di condivisione o un link a un sudoku
}

## A date in an address that does not read (inside error-daily-not-a-date).

error-date-format = serve una data nel formato YYYY-MM-DD, non { $text }
error-date-year = l'anno { $year } non è compreso tra 1 e 9999
error-date-month = il mese { $month } non è compreso tra 1 e 12
error-date-day = { $month } non ha il giorno { $day }

## The page of a daily address that does not exist (under "Page not found").

error-daily-not-a-level = I sudoku del giorno sono disponibili nei livelli facile (easy), medio (medium) e difficile (hard), più un killer (killer).
error-daily-not-a-date = Questa non è una data: { $reason }.
