# Playing together (rooms), sharing a puzzle, shared and variant puzzles, new puzzles on
# demand, the daily archive and the daily's community figures.

## Rooms (/r/…): a puzzle solved together.

room-missing-title = Stanza inesistente
room-missing-text = Non c'è nessuna stanza a questo indirizzo. Le stanze inutilizzate per un mese vengono rimosse.
# HTML: keep the <strong> and <a href="/"> tags around the words they mark.
room-missing-action = Apri un sudoku e scegli <strong>Gioca insieme</strong> per crearne una nuova, oppure <a href="/">gioca il sudoku di oggi</a>.
room-unavailable-title = Stanze non disponibili
room-unavailable-text = Al momento il sito non riesce ad aprire le sue stanze. Riprova tra un minuto; ogni sudoku si può comunque giocare in solitaria.
room-play-today = Gioca il sudoku di oggi
room-unreadable = Non è stato possibile leggere la griglia di questa stanza.
# The room page's title and heading.
room-title = Giocare insieme
# The list of the people in the room, for screen readers.
room-people = Chi c'è
# The player themself in the list of who is here.
room-person-you = { $name } (tu)
room-status-connecting = Ingresso nella stanza…
room-status-online = Le mosse di tutti appaiono qui in tempo reale; Annulla ritira solo le tue.
# The room's socket is closed; $count is how many of the player's changes wait to be sent.
room-status-offline = { $count ->
    [0] Offline: puoi continuare a giocare qui, e la stanza si aggiornerà quando tornerà la connessione.
    [one] Offline: puoi continuare a giocare qui; { $count } modifica verrà inviata quando tornerà la connessione.
   *[other] Offline: puoi continuare a giocare qui; { $count } modifiche verranno inviate quando tornerà la connessione.
}
room-invite = Invita qualcuno
room-link-label = Link a questa stanza
room-copy-link = Copia link
room-show-qr = Mostra codice QR
room-link-copied = Link copiato.
room-copy-by-hand = Copia il link qui sopra per invitare qualcuno.
room-qr-failed = Non è stato possibile creare il codice QR; copia invece il link.
# The QR code's picture, for screen readers.
room-qr-label = Codice QR del link della stanza
room-name-label = Il tuo nome qui
# Shown in the empty name field: the name the player goes by without one.
room-name-placeholder = Ospite
room-name-use = Usa questo nome
room-note = Chiunque abbia il link può entrare, fino a otto persone alla volta. Un sudoku del giorno risolto in una stanza conta per la stanza: non viene inviato come risultato personale di nessuno.
room-start-offline = Una stanza richiede la connessione al sito: riprova quando sarai online.
room-start-unavailable = Al momento questo sito non può creare stanze.
# $reason: the server's sentence saying why (in English).
room-start-refused = Non è stato possibile creare la stanza: { $reason }
# Said to screen readers when someone comes or goes; $name is their name in the room.
room-joined = { $name } ha raggiunto la stanza.
room-left = { $name } ha lasciato la stanza.
# Once the puzzle is solved; $time is how long the room took, like 12:34.
room-finished = Risolto insieme in { $time }!
# $placed is the list of who placed how many digits, like "Ada 30, Bo 12".
room-finished-placed = Risolto insieme in { $time }! Cifre inserite mentre eri qui: { $placed }.
room-finished-untimed = Risolto insieme!
room-finished-placed-untimed = Risolto insieme! Cifre inserite mentre eri qui: { $placed }.
# One person in room-finished-placed's list: their name and how many digits they placed.
room-placed = { $name } { $count }

## Sharing a puzzle: the box under a game.

share-legend = Condividi o stampa
share-include-progress = Includi i miei progressi
share-link-label = Link a questo sudoku
share-copy-link = Copia link
share-link-copied = Link copiato.
share-copy-by-hand = Copia il link qui sotto per condividerlo.
share-print = Stampa questo sudoku
share-together = Gioca insieme
share-making-room = Creazione della stanza…
# A link to the puzzle on SudokuPad, another site (its name stays as it is).
share-sudokupad = Apri in SudokuPad

## A puzzle shared as a link (/p/…).

# The title of a new puzzle made for the player; $size is the grid's side, $level selects the
# puzzle's level.
shared-title-new-puzzle = { $level ->
    [easy] Nuovo sudoku { $size }×{ $size } facile
    [medium] Nuovo sudoku { $size }×{ $size } di media difficoltà
    [hard] Nuovo sudoku { $size }×{ $size } difficile
    [expert] Nuovo sudoku { $size }×{ $size } per esperti
   *[master] Nuovo sudoku { $size }×{ $size } da maestri
}
# A Latin square: rows and columns only, no boxes.
shared-title-new-latin = { $level ->
    [easy] Nuovo quadrato latino { $size }×{ $size } facile
    [medium] Nuovo quadrato latino { $size }×{ $size } di media difficoltà
    [hard] Nuovo quadrato latino { $size }×{ $size } difficile
    [expert] Nuovo quadrato latino { $size }×{ $size } per esperti
   *[master] Nuovo quadrato latino { $size }×{ $size } da maestri
}
shared-title-puzzle = Sudoku { $size }×{ $size } condiviso
shared-title-latin = Quadrato latino { $size }×{ $size } condiviso
shared-broken-title = Link del sudoku non valido
shared-broken-heading = Questo link del sudoku non funziona
# $reason says what is wrong with the link's code.
shared-broken-reason = Non siamo riusciti a leggere il sudoku contenuto in questo link: { $reason }.
# HTML: keep the two <a href="…"> tags around the words they link.
shared-broken-help = Se qualcuno te l'ha inviato, chiedigli di copiarlo di nuovo. <a href="/create">Incolla un sudoku</a> oppure <a href="/">gioca il sudoku di oggi</a>.

## Variant puzzles: killer, jigsaw, diagonal.

# The title of a new variant puzzle made for the player; $level selects its level.
variant-title-new-killer = { $level ->
    [easy] Nuovo killer sudoku facile
    [medium] Nuovo killer sudoku di media difficoltà
    [hard] Nuovo killer sudoku difficile
    [expert] Nuovo killer sudoku per esperti
   *[master] Nuovo killer sudoku da maestri
}
variant-title-new-jigsaw = { $level ->
    [easy] Nuovo sudoku irregolare facile
    [medium] Nuovo sudoku irregolare di media difficoltà
    [hard] Nuovo sudoku irregolare difficile
    [expert] Nuovo sudoku irregolare per esperti
   *[master] Nuovo sudoku irregolare da maestri
}
variant-title-new-diagonal = { $level ->
    [easy] Nuovo sudoku diagonale facile
    [medium] Nuovo sudoku diagonale di media difficoltà
    [hard] Nuovo sudoku diagonale difficile
    [expert] Nuovo sudoku diagonale per esperti
   *[master] Nuovo sudoku diagonale da maestri
}
variant-title-new-classic = { $level ->
    [easy] Nuovo sudoku classico facile
    [medium] Nuovo sudoku classico di media difficoltà
    [hard] Nuovo sudoku classico difficile
    [expert] Nuovo sudoku classico per esperti
   *[master] Nuovo sudoku classico da maestri
}
# The title of a variant puzzle shared as a link.
variant-title-killer = Killer sudoku condiviso
variant-title-jigsaw = Sudoku irregolare condiviso
variant-title-diagonal = Sudoku diagonale condiviso
variant-title-classic = Sudoku classico condiviso
# A variant's title (one of the above) for a grid other than 9×9; $size is the grid's side.
variant-title-sized = { $title } { $size }×{ $size }
# $date is the puzzle's date, written out.
variant-daily-killer = Killer del giorno, { $date }
# The rules, said above a variant's grid.
variant-rules-summary = Regole
variant-rules-classic = Inserisci ogni cifra una sola volta in ogni riga, colonna e riquadro.
variant-rules-killer = Inserisci ogni cifra una sola volta in ogni riga, colonna e riquadro. La somma delle cifre di ogni gabbia tratteggiata è uguale al suo totale, e le cifre non si ripetono all'interno della gabbia.
variant-rules-jigsaw = Inserisci ogni cifra una sola volta in ogni riga, colonna e regione delimitata; le regioni hanno forme irregolari.
variant-rules-diagonal = Inserisci ogni cifra una sola volta in ogni riga, colonna e riquadro, e su ciascuna delle due diagonali principali.
# What a screen reader says of a cell of a variant, after its row and column.
variant-cell-region = regione { $region }
variant-cell-main-diagonal = sulla diagonale principale
variant-cell-anti-diagonal = sulla diagonale secondaria
# $count is how many cells the cage has.
variant-cell-cage = { $count ->
    [one] gabbia di { $count } cella
   *[other] gabbia di { $count } celle
}
# $count is how many cells the cage has, $sum the total its digits make.
variant-cell-cage-sum = { $count ->
    [one] gabbia di { $count } cella, somma { $sum }
   *[other] gabbia di { $count } celle, somma { $sum }
}
# The cage-sum aid for the selected cell's cage: $size is how many cells the cage has, $sum its
# total.
variant-cage-aid-none = { $size ->
    [one] Gabbia di { $size } cella, totale { $sum }: ormai nessuna combinazione di cifre lo forma.
   *[other] Gabbia di { $size } celle, totale { $sum }: ormai nessuna combinazione di cifre lo forma.
}
# $sets lists the sets of digits that still make the total, like "1 2 6; 1 3 5".
variant-cage-aid-placed = { $size ->
    [one] Gabbia di { $size } cella, totale { $sum }: { $sets }. Tutte inserite.
   *[other] Gabbia di { $size } celle, totale { $sum }: { $sets }. Tutte inserite.
}
# $left: the digits those sets hold that are not placed yet, like "1 3".
variant-cage-aid = { $size ->
    [one] Gabbia di { $size } cella, totale { $sum }: { $sets }. Cifre mancanti: { $left }.
   *[other] Gabbia di { $size } celle, totale { $sum }: { $sets }. Cifre mancanti: { $left }.
}

## New puzzles on demand (/new).

new-title = Nuovo sudoku
new-heading = Un nuovo sudoku
new-intro = Ogni sudoku ha esattamente una soluzione e non richiede tentativi.
new-booklet = Stampa un libretto di sudoku del giorno
new-failed = Non è stato possibile creare il sudoku in questo momento: riprova.
new-latin-heading = Quadrati latini
new-latin-text = Solo righe e colonne, niente riquadri: ogni cifra una volta in ogni riga e colonna.
new-variants-heading = Varianti
new-variants-text = Killer: gabbie le cui cifre sommate danno il totale indicato. Irregolare: regioni irregolari al posto dei riquadri. Diagonale: anche le due diagonali principali contengono ogni cifra una sola volta.
# The variants' names in the list of puzzles to make.
new-kind-killer = Killer
new-kind-jigsaw = Irregolare
new-kind-diagonal = Diagonale
# Why an address asking for a new puzzle is not served. The words after "kind=", "size=" and
# "level=" are what the address takes: keep them in English.
new-error-kind = { $word } non è un tipo di sudoku disponibile qui: omettilo, oppure chiedi kind=latin, killer, jigsaw o diagonal.
new-error-no-size = Indica la dimensione della griglia: per esempio size=9.
new-error-size = { $size } non è una dimensione di griglia.
new-error-level = livello sconosciuto { $level } (easy, medium, hard, expert o master).
new-error-levels = { $kind ->
    [latin] I quadrati latini { $size }×{ $size } sono disponibili solo nei livelli { $levels }.
    [killer] I killer sudoku { $size }×{ $size } sono disponibili solo nei livelli { $levels }.
    [jigsaw] I sudoku irregolari { $size }×{ $size } sono disponibili solo nei livelli { $levels }.
    [diagonal] I sudoku diagonali { $size }×{ $size } sono disponibili solo nei livelli { $levels }.
   *[classic] I sudoku { $size }×{ $size } sono disponibili solo nei livelli { $levels }.
}
# No puzzle of that kind ($kind) and size ($size) is made; $only is the one size there is.
new-error-only-size = { $kind ->
    [latin] Qui non ci sono quadrati latini { $size }×{ $size }: sono { $only }×{ $only }.
    [killer] Qui non ci sono killer sudoku { $size }×{ $size }: sono { $only }×{ $only }.
    [jigsaw] Qui non ci sono sudoku irregolari { $size }×{ $size }: sono { $only }×{ $only }.
    [diagonal] Qui non ci sono sudoku diagonali { $size }×{ $size }: sono { $only }×{ $only }.
   *[classic] Qui non ci sono sudoku { $size }×{ $size }: sono { $only }×{ $only }.
}
# $sizes lists the sizes there are but the last, like "4, 6, 9"; $last is the last one.
new-error-sizes = { $kind ->
    [latin] Qui non ci sono quadrati latini { $size }×{ $size }: prova { $sizes } o { $last }.
    [killer] Qui non ci sono killer sudoku { $size }×{ $size }: prova { $sizes } o { $last }.
    [jigsaw] Qui non ci sono sudoku irregolari { $size }×{ $size }: prova { $sizes } o { $last }.
    [diagonal] Qui non ci sono sudoku diagonali { $size }×{ $size }: prova { $sizes } o { $last }.
   *[classic] Qui non ci sono sudoku { $size }×{ $size }: prova { $sizes } o { $last }.
}
new-error-none = { $kind ->
    [latin] Qui non ci sono quadrati latini { $size }×{ $size }.
    [killer] Qui non ci sono killer sudoku { $size }×{ $size }.
    [jigsaw] Qui non ci sono sudoku irregolari { $size }×{ $size }.
    [diagonal] Qui non ci sono sudoku diagonali { $size }×{ $size }.
   *[classic] Qui non ci sono sudoku { $size }×{ $size }.
}
# The units a digit may not repeat in, as a sentence names them.
new-units-classic = riga, colonna o riquadro
new-units-latin = riga o colonna
new-units-jigsaw = riga, colonna o regione
new-units-diagonal = riga, colonna, riquadro o diagonale

## The daily archive (/daily): a calendar of past dailies by month.

archive-title = Archivio dei sudoku del giorno
archive-heading = Sudoku del giorno
# The navigation between months, for screen readers.
archive-months = Mesi
archive-earlier = ← Precedente
archive-later = Successivo →
# The calendar's heading: $month selects the month (1 to 12), $year is the year.
archive-month = { $month ->
    [1] Gennaio { $year }
    [2] Febbraio { $year }
    [3] Marzo { $year }
    [4] Aprile { $year }
    [5] Maggio { $year }
    [6] Giugno { $year }
    [7] Luglio { $year }
    [8] Agosto { $year }
    [9] Settembre { $year }
    [10] Ottobre { $year }
    [11] Novembre { $year }
   *[12] Dicembre { $year }
}
# The calendar's columns, Monday first.
archive-mon = Lun
archive-tue = Mar
archive-wed = Mer
archive-thu = Gio
archive-fri = Ven
archive-sat = Sab
archive-sun = Dom
# The daily Killer's name in a day's links.
archive-killer = Killer
# The one letter of a day's link to each of its puzzles ($edition selects which): see
# archive-legend.
archive-letter = { $edition ->
    [easy] F
    [medium] M
    [hard] D
   *[killer] K
}
# A day's link to a puzzle the player solved; $level is the puzzle's name (Facile, Killer…).
archive-solved = { $level }, risolto
archive-legend = F, M e D aprono il sudoku facile, medio e difficile del giorno, K il suo Killer; quelli risolti sono pieni.
archive-solvers-legend = Il numero sotto un giorno: i giocatori che ne hanno risolto i sudoku.
# A day's tooltip: how many players solved each of its puzzles.
archive-solvers = Solutori: facile { $easy }, medio { $medium }, difficile { $hard }, killer { $killer }
# Said to screen readers after the number of players under a day ($count).
archive-players-solved = { $count ->
    [one] solutore
   *[other] solutori
}

## The community figures: a daily's players and times, and the player's standing.

community-unavailable = Statistiche non disponibili.
# The heading of a daily's figures.
community-players = Giocatori
community-nobody = Nessuno l'ha ancora risolto.
community-nobody-today = Oggi nessuno l'ha ancora risolto.
# HTML: keep the <strong> tags. $count is how many players solved the daily, $median their
# median time, like 4:12.
community-median = { $count ->
    [one] <strong>{ $count } giocatore l'ha risolto</strong>; il tempo mediano è <strong>{ $median }</strong>.
   *[other] <strong>{ $count } giocatori l'hanno risolto</strong>; il tempo mediano è <strong>{ $median }</strong>.
}
community-median-today = { $count ->
    [one] <strong>{ $count } giocatore l'ha risolto</strong> oggi; il tempo mediano è <strong>{ $median }</strong>.
   *[other] <strong>{ $count } giocatori l'hanno risolto</strong> oggi; il tempo mediano è <strong>{ $median }</strong>.
}
# A bar of the histogram of finishing times: the times it holds, like "3:00 to 3:29".
community-range = da { $from } a { $to }
# The last bar, which also holds every slower time.
community-range-last = { $from } o più
# The histogram, for screen readers: from the first bar's time to the last's.
community-histogram = Tempi di completamento, da { $from } a { $to } o più
# The same, with the player's time ($time) and its bar ($bar, a community-range).
community-histogram-yours = Tempi di completamento, da { $from } a { $to } o più; il tuo, { $time }, è nella barra { $bar }
# A bar's tooltip: its times ($range) and how many players finished in them.
community-bar = { $count ->
    [one] { $range }: { $count } giocatore
   *[other] { $range }: { $count } giocatori
}
community-bar-yours = { $count ->
    [one] { $range }: { $count } giocatore, cioè tu
   *[other] { $range }: { $count } giocatori, te compreso
}
community-your-time = Il tuo tempo, { $time }, è nella barra evidenziata ({ $bar }).
# The player's standing once they solved a daily; $time is their time, like 4:12.
community-first = Hai finito in { $time }: nessuno l'aveva risolto prima di te.
community-first-today = Hai finito in { $time }: oggi nessuno l'aveva risolto prima di te.
# $hinted is a clause from community-hinted.
community-faster-than-other = Hai finito in { $time }, più veloce dell'altro giocatore; { $hinted }.
community-faster-than-other-today = Hai finito in { $time }, più veloce dell'altro giocatore di oggi; { $hinted }.
community-no-faster-than-other = Hai finito in { $time }, non più veloce dell'altro giocatore; { $hinted }.
community-no-faster-than-other-today = Hai finito in { $time }, non più veloce dell'altro giocatore di oggi; { $hinted }.
# $share: the percentage of the other players who took longer; $others: how many other players.
community-faster-than-share = { $others ->
   *[other] Hai finito in { $time }: { $share }% degli altri { $others } giocatori ci ha messo di più; { $hinted }.
}
community-faster-than-share-today = { $others ->
   *[other] Hai finito in { $time }: { $share }% degli altri { $others } giocatori di oggi ci ha messo di più; { $hinted }.
}
# The end of the standing's sentence: $share is the percentage of all players who took a hint.
community-hinted = { $share ->
    [0] nessuno ha usato suggerimenti
    [100] tutti i giocatori hanno usato un suggerimento
   *[other] { $share }% di tutti i giocatori ha usato un suggerimento
}
# $reason: the server's reason, the end of a sentence (in English).
community-not-counted = Il tuo tempo non è stato conteggiato: { $reason }
# The standing ($standing, a sentence above) followed by why the time does not count.
community-standing-not-counted = { $standing } Il tuo tempo non è stato conteggiato: { $reason }
community-counted = Il tuo tempo è stato conteggiato.
community-unavailable-now = Le statistiche non sono disponibili in questo momento; il tuo tempo verrà conteggiato quando tornerai su questo sudoku.
room-guest-1 = Volpe
room-guest-2 = Gufo
room-guest-3 = Orso
room-guest-4 = Lepre
room-guest-5 = Cervo
room-guest-6 = Foca
room-guest-7 = Tasso
room-guest-8 = Riccio
room-player-number = Giocatore { $number }
shared-credit-both = «{ $title }» di { $author }
shared-credit-title = «{ $title }»
shared-credit-author = Di { $author }
