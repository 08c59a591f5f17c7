# The statistics page (/stats), the player's data as a file and sync between devices, the
# completion panel of a solved game, and the review of a finished game.

## The statistics page.

stats-title = Le tue statistiche
stats-lead = Conservate solo in questo browser. Scarica i tuoi dati per tenerne una copia o trasferirli su un altro dispositivo.
# Where the table goes while the games kept in the browser are being read.
stats-reading = Lettura delle tue partite…
# Where the table goes when there are no games. $link is a link to today's puzzle.
stats-no-games = Ancora nessuna partita. Gioca { $link } per iniziare.
stats-no-games-link = il sudoku di oggi

stats-streak-title = Serie giornaliera
# The current and the longest daily streak, each followed by stats-streak-days.
stats-streak-current = Attuale
stats-streak-longest = Più lunga
# A streak's length in days; the number is shown in bold.
stats-streak-days = { $count ->
    [one] { $count } giorno
   *[other] { $count } giorni
}
stats-streak-note = Un giorno conta se risolvi uno dei suoi sudoku del giorno entro quella stessa giornata.

# The calendar of the last year, one square a day.
stats-year-title = L'ultimo anno
# The calendar as a screen reader names it.
stats-year-summary = { $puzzles } in { $days } nell'ultimo anno
stats-year-puzzles = { $count ->
    [one] { $count } sudoku risolto
   *[other] { $count } sudoku risolti
}
stats-year-days = { $count ->
    [one] { $count } giorno
   *[other] { $count } giorni
}
# A day's square of the calendar, when pointed at.
stats-day-solved = { $date }: { $count ->
    [0] nessun sudoku risolto
    [one] { $count } sudoku risolto
   *[other] { $count } sudoku risolti
}
# The months' short names above the calendar's columns.
stats-month-short-1 = gen
stats-month-short-2 = feb
stats-month-short-3 = mar
stats-month-short-4 = apr
stats-month-short-5 = mag
stats-month-short-6 = giu
stats-month-short-7 = lug
stats-month-short-8 = ago
stats-month-short-9 = set
stats-month-short-10 = ott
stats-month-short-11 = nov
stats-month-short-12 = dic

# The table of games per size and level.
stats-by-level-title = Per dimensione e livello
stats-table-caption = Partite per dimensione e livello
# The table's column headers (also each figure's label on a narrow screen).
stats-puzzle = Sudoku
stats-played = Giocate
stats-solved = Risolte
# The share of games played that were solved.
stats-rate = Successo
# The fastest, median and mean solving times.
stats-best = Migliore
stats-median = Mediana
stats-mean = Media
stats-hints = Suggerimenti
# The solve rate: $rate is a whole percentage.
stats-rate-value = { $rate }%
# A row's puzzles: the grid and the kind of puzzle.
stats-row-grid = { $kind ->
    [killer] Killer { $size }×{ $size }
    [jigsaw] Irregolare { $size }×{ $size }
    [diagonal] Diagonale { $size }×{ $size }
    [latin] Quadrato latino { $size }×{ $size }
   *[classic] { $size }×{ $size }
}
# A row's puzzles with their level ("Killer 9×9 Medio").
stats-row-level = { $grid } { $level }

# A technique's practice (on /learn).
stats-practice-none = Nessun esercizio ancora
stats-practice-right = { $right } su { $tries } giuste

## The player's data as a file (on the statistics page).

data-title = I tuoi dati
data-about = Le tue partite, i salvataggi e le impostazioni in un unico file, da conservare o da importare in un altro browser. L'importazione unisce i dati: non perdi nulla di ciò che hai già.
data-download = Scarica i miei dati
data-import = Importa dati…
# After an import: $count is how many games the file added.
data-imported = Importazione completata: { $count ->
    [one] { $count } nuova partita
   *[other] { $count } nuove partite
}, il resto è stato unito.
# An import that failed: $reason says why.
data-not-imported = Non è stato importato nulla. { $reason }
data-file-unreadable = Non è stato possibile leggere il file.
data-code-missing = Non è stato possibile caricare il codice che legge e scrive i file di dati: controlla la connessione e riprova.

# Why a file was refused.
data-too-large = Questo file è troppo grande per essere un file di dati di Sudoku.
data-not-data = Questo file non è un file di dati di Sudoku, oppure è danneggiato ({ $reason }).
data-not-json = non è in formato JSON
data-version-missing = manca la versione
data-foreign = Questo file non è un file di dati di Sudoku (il suo formato è { $format }).
# In place of a file's format when it names none (shown in quotes).
data-format-missing = mancante
data-newer = Questo file è stato creato da una versione più recente del sito (versione { $version }); aggiorna la pagina e riprova.
data-game-damaged = La partita { $index } del file è danneggiata: { $reason }.
data-save-damaged = Una partita salvata nel file è danneggiata: { $reason }.
data-save-reason = { $key } ({ $why })
data-save-bad-name = non è il nome di una partita salvata
data-save-no-puzzle = nessun sudoku nel nome

# Why the browser did not keep the player's data.
data-storage-full = Lo spazio di archiviazione del browser per questo sito è pieno, quindi i tuoi progressi non vengono salvati. Scarica i tuoi dati dalla pagina delle statistiche, poi libera un po' di spazio.
data-storage-unavailable = Questo browser non consente al sito di salvare i tuoi progressi.

# What is wrong with a game in a data file. $text is the file's text, in quotes.
record-parts = una partita ha 6 parti, non { $count }
record-id = { $text } non è l'id di una partita
record-status = { $text } non è uno stato di partita
record-number = { $text } non è un numero intero
record-moment = { $text } non è un istante valido
record-level = { $text } non ha un livello previsto dal sito
record-not-level = { $text } non è un livello
# $offset is the file's value, in minutes.
record-offset = lo scostamento di fuso orario { $offset } è impossibile
record-daily-level = il suo livello non è quello del suo sudoku del giorno

## Sync between the player's devices (on the statistics page).

sync-title = Usa su un altro dispositivo
sync-about = La sincronizzazione conserva le tue partite sul server di questo sito tramite un link segreto, senza bisogno di un account. Ogni dispositivo unisce le sue partite a quelle degli altri quando apri questa pagina.
# The button that starts syncing this device.
sync-start = Usa su un altro dispositivo
sync-open-link = Apri questo link sull'altro dispositivo (è segreto: chiunque lo abbia può leggere e modificare i tuoi dati):
sync-copy-link = Copia link
sync-link-copied = Link copiato.
# When the browser could not copy the link itself.
sync-copy-by-hand = Seleziona il link e copialo.
sync-qr-label = Codice QR del link di sincronizzazione
sync-now = Sincronizza ora
sync-forget = Dimentica questo dispositivo
sync-delete = Elimina i miei dati dal server
# After a sync: $count is how many games came from the other devices.
sync-synced = Sincronizzazione completata: { $count ->
    [one] { $count } nuova partita
   *[other] { $count } nuove partite
} dai tuoi altri dispositivi.
sync-damaged-link = Non è stato sincronizzato nulla: questo link di sincronizzazione è danneggiato, perché il suo codice non è di 32 cifre esadecimali. Richiedi un nuovo link sull'altro dispositivo.
sync-no-random = Questo browser non riesce a generare un codice di sincronizzazione sicuro.
sync-forgotten = Questo dispositivo non si sincronizza più. I suoi dati restano qui.
sync-deleted = I tuoi dati sono stati eliminati dal server. Questo browser ne conserva una copia.
# $reason is one of the data- messages saying why the file was refused.
sync-server-unreadable = Non è stato sincronizzato nulla: non è stato possibile leggere i dati sul server. { $reason }
sync-too-large = I tuoi dati superano il limite di sincronizzazione di questo sito; scaricali invece.
sync-too-many = Troppe sincronizzazioni in questo momento; riprova tra un minuto.
sync-unavailable = La sincronizzazione non è disponibile al momento; i tuoi dati sono al sicuro in questo browser. Riprova più tardi.

## The completion panel of a finished game.

completion-solved-title = Ben fatto!
completion-revealed-title = Soluzione mostrata
# $time is the time played (4:12); $hints how many hints were taken.
completion-solved = Risolto in { $time } { $hints ->
    [0] senza suggerimenti
    [one] con { $hints } suggerimento
   *[other] con { $hints } suggerimenti
}.
completion-revealed = La soluzione è stata mostrata dopo { $time } di gioco, { $hints ->
    [0] senza suggerimenti
    [one] con { $hints } suggerimento
   *[other] con { $hints } suggerimenti
}.
# The button that opens the review of the game.
completion-review = Rivedi

# How the time compares with the player's other solves of the same kind of puzzle.
completion-new-best = Nuovo record personale: { $time }, il tuo tempo migliore su { $count } sudoku della categoria { $kind }.
completion-first = Primo sudoku risolto nella categoria { $kind }: { $time }.
completion-equals-best = { $time } eguaglia il tuo record su { $count } sudoku della categoria { $kind }.
# $place is completion-ordinal ("2º").
completion-rank = Il tuo { $place } miglior tempo su { $count } sudoku della categoria { $kind }.
# An ordinal number: Italian writes every ordinal the same way.
completion-ordinal = { $form ->
   *[other] { $place }º
}
# The kind of puzzle in the sentences above, without its noun.
completion-kind = { $kind ->
    [killer] killer
    [jigsaw] irregolare
    [diagonal] diagonale
    [latin] quadrato latino { $size }×{ $size }
   *[classic] { $size }×{ $size }
}
# The kind with its level ("killer Difficile").
completion-kind-level = { $kind } { $level }
# The player's daily streak, in days.
completion-streak = Serie giornaliera: { $count ->
    [one] { $count } giorno
   *[other] { $count } giorni
}.
completion-streak-longest = Serie giornaliera: { $count ->
    [one] { $count } giorno
   *[other] { $count } giorni
}, la tua più lunga finora.

## The review of a finished game.

review-title = Revisione
review-previous = Precedente
review-next = Successiva
# The slider that picks the move whose board is shown.
review-move-shown = Mossa mostrata
review-timeline = Cronologia
# The timeline's column headers.
review-column-move = Mossa
review-column-took = Durata
review-column-available = Disponibile prima
# The board's text alternative: $rows is the digits row by row ("." for an empty cell).
review-board-label = La griglia dopo la mossa { $move }: { $rows }

# Under the board: the position shown. $available is one of the review-next- phrases.
review-caption-start = L'inizio: { $available }.
review-caption-end = La fine della partita.
review-caption-from-here = Da qui, { $available }.
review-caption-move = Mossa { $move } di { $total }, a { $time }: { $move_made } (durata { $took }). { $after }

# A move of the timeline: its number, then a review-move- phrase.
review-timeline-move = { $number }. { $move_made }
# What the solver had before a move, in the timeline.
review-timeline-mistake = cifra sbagliata in { $cell }
review-timeline-stuck = oltre la scala delle tecniche
# The marks on a move of the timeline.
review-mark-longest = attesa più lunga
review-mark-longest-and = attesa più lunga, { $mark }
review-mark-hardest-found = passo più difficile trovato
review-mark-toughest-single = singolo più difficile
review-mark-hardest = passo più difficile

# The summary.
review-stuck-longest = La pausa più lunga è stata prima della mossa { $move } ({ $took }): { $available }; poi la mossa: { $move_made }.
review-dropped = Vengono conservate solo le tue ultime mosse; le prime non sono mostrate.
review-hardest = Il passo più difficile del sudoku: { $technique } (valutazione { $rating }); { $move ->
    [0] nel tuo percorso non è mai stato il passo più facile
   *[other] l'hai incontrato per la prima volta prima della tua mossa { $move }
}.
review-hardest-beyond = Questo sudoku richiede più delle tecniche della scala; la più difficile che trovano è { $technique } (valutazione { $rating }); { $move ->
    [0] nel tuo percorso non è mai stato il passo più facile
   *[other] l'hai incontrato per la prima volta prima della tua mossa { $move }
}.
# For a puzzle that needs nothing harder than singles.
review-hardest-single = A questo sudoku bastano i singoli; il più difficile è un { $technique } (valutazione { $rating }); { $move ->
    [0] nel tuo percorso non è mai stato il passo più facile
   *[other] l'hai incontrato per la prima volta prima della tua mossa { $move }
}.
review-full-house = Ogni passo di questo sudoku è un Full House: l'ultima cella vuota di una riga, colonna o riquadro.

# What the solver had from a position, as a phrase inside the sentences above.
review-next-step = si poteva applicare la tecnica { $technique }
review-next-mistake = { $cell } conteneva una cifra sbagliata
review-next-stuck = nessuna tecnica della scala era applicabile
review-next-solved = la griglia era completa
review-next-unknown = il sudoku non ha un'unica soluzione

# A cell by its row and column: "r4c2".
review-cell = r{ $row }c{ $column }
# The cells a move changed: two or three cells' names, or how many (at least 4).
review-cells-two = { $first }, { $second }
review-cells-three = { $first }, { $second }, { $third }
review-cells-many = { $count ->
    [one] { $count } cella
   *[other] { $count } celle
}
# What a move did, in a few words.
review-move-place = { $digit } in { $cells }
review-move-erase = cancellazione in { $cells }
review-move-notes = note
review-move-change = modifica in { $cells }
review-move-reset = griglia azzerata
review-move-reveal = soluzione mostrata
# A move that changed the board for the player: $action is one of review-action-.
review-move-digit = { $action }: { $digit } in { $cells }
review-move-emptied = { $action }: svuotamento di { $cells }
review-move-cells = { $action }: { $cells }
review-action-hint = suggerimento
review-action-undo = annulla
review-action-redo = ripeti
review-action-checkpoint = ritorno a un checkpoint

# How long a move took. The spaces between a number and its unit are no-break spaces.
review-duration-seconds = { $seconds },{ $tenths } s
review-duration-minutes = { $minutes } min { $seconds } s
review-duration-hours = { $hours } h { $minutes } min
