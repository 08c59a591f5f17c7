# The tools around the game: the solver, the create page, the printable booklet, the keyboard
# shortcuts, the learn pages and their practice, the completion grade, and the offline and
# not-found pages.

## /solver

# The solver page's title and heading.
solver-title = Risolutore
solver-input-label = Sudoku (su una riga o riga per riga; . o 0 per le celle vuote)
# Buttons: solve at once, or watch the textbook backtracking algorithm step by step.
solver-solve = Risolvi
solver-watch = Guarda
# The pasted text could not be read; $reason is the engine's explanation (in English).
solver-not-a-puzzle = Questo non è un sudoku: { $reason }.
# What Solve found.
solver-unique = Una soluzione.
solver-multiple = Più soluzioni: questo non è un sudoku valido. Eccone una:
solver-no-solution = Nessuna soluzione.
solver-already-solved = La griglia è già risolta.
# The statistics of a solve: labels, and the time it took in microseconds.
solver-time = Tempo
solver-micros = { $micros } µs
# How many positions the solver visited.
solver-positions = Posizioni
solver-guesses = Tentativi
solver-backtracks = Backtrack
# The state of the watched algorithm, then its counts (solver-watch-status).
solver-watch-solved = Risolto.
solver-watch-no-solution = Nessuna soluzione.
solver-watch-running = In esecuzione…
solver-watch-paused = In pausa.
# The line under the watched grid.
solver-watch-status = { $state } { $steps }, { $recursions }, { $backtracks }.
solver-watch-steps = { $count ->
    [one] { $count } passo
   *[other] { $count } passi
}
solver-watch-recursions = { $count ->
    [one] { $count } ricorsione
   *[other] { $count } ricorsioni
}
solver-watch-backtracks = { $count ->
    [one] { $count } backtrack
   *[other] { $count } backtrack
}
solver-pause = Pausa
solver-resume = Riprendi
# The label of the animation's speed slider, and the speed it is set to.
solver-speed = Velocità
solver-speed-label = Passi al secondo
solver-speed-value = { $speed } passi/s
# The accessible name of the read-only grid.
solver-grid = Griglia

## /create

create-title = Crea un sudoku
create-lead = Scrivi gli indizi nella griglia o incolla un sudoku: le sue cifre (81 per un 9×9, lettere dalla A in poi per 10 e oltre), oppure un link di questo sito, Sudoku Exchange, SudokuPad o SudokuWiki. Poi blocca gli indizi.
create-paste-label = Incolla un sudoku o un link
create-load = Carica
# A grid size button: $side cells across and down ("9×9").
create-size = { $side }×{ $side }
create-sizes-label = Dimensione della griglia
create-latin = Quadrato latino: solo righe e colonne, niente riquadri
# The accessible name of the editing buttons.
create-editing-label = Modifica
create-undo = Annulla
create-redo = Ripeti
create-clear = Svuota
# Lock the clues: check they make a proper puzzle.
create-lock = Blocca
# The accessible name of the buttons once the puzzle is locked.
create-your-puzzle-label = Il tuo sudoku
create-play = Gioca
create-edit = Modifica
# What locking the clues found.
create-lock-empty = Prima scrivi qualche indizio.
# Clues that repeat a digit in a unit; $count is how many clues.
create-lock-conflicts-box = { $count ->
    [one] { $count } indizio ripete una cifra in una riga, colonna o riquadro; è evidenziato.
   *[other] { $count } indizi ripetono una cifra in una riga, colonna o riquadro; sono evidenziati.
}
create-lock-conflicts-latin = { $count ->
    [one] { $count } indizio ripete una cifra in una riga o colonna; è evidenziato.
   *[other] { $count } indizi ripetono una cifra in una riga o colonna; sono evidenziati.
}
create-lock-conflicts-region = { $count ->
    [one] { $count } indizio ripete una cifra in una riga, colonna o regione; è evidenziato.
   *[other] { $count } indizi ripetono una cifra in una riga, colonna o regione; sono evidenziati.
}
create-lock-conflicts-diagonal = { $count ->
    [one] { $count } indizio ripete una cifra in una riga, colonna, riquadro o diagonale; è evidenziato.
   *[other] { $count } indizi ripetono una cifra in una riga, colonna, riquadro o diagonale; sono evidenziati.
}
create-lock-no-solution = Questi indizi non hanno soluzione.
create-lock-several = Questi indizi hanno più soluzioni: aggiungi un indizio in una delle celle evidenziate.
create-lock-unique = Unico: questi indizi hanno esattamente una soluzione.
# $level is the puzzle's level as a phrase with a capital ("Un sudoku facile", from
# level-phrase-*); $rating is its rating, a decimal number such as 4.2.
create-lock-unique-graded = Unico: questi indizi hanno esattamente una soluzione. { $level } (valutazione { $rating }).
# The same, for a puzzle that needs more than the techniques the learn pages teach.
create-lock-unique-beyond = Unico: questi indizi hanno esattamente una soluzione. { $level } (valutazione { $rating }, oltre le tecniche che questo sito insegna).

## /print

print-title = Stampa un libretto
print-lead = I sudoku del giorno di un livello (o i Killer del giorno), quelli di oggi e dei giorni precedenti, alcuni per foglio, con le soluzioni nell'ultimo foglio.
# The booklet form's fields.
print-level = Livello
print-per-sheet = Sudoku per foglio
print-sheets = Fogli
print-make = Crea il libretto
print-print = Stampa

# The booklet's sheets. The daily Killer puzzles, as a choice of the booklet's level.
booklet-killer = Killer
# A sheet's heading: its number, and the level of its puzzles (or Killer).
booklet-sheet = Foglio { $number } · { $edition }
# A puzzle's caption: its number in the booklet, its level (or Killer) and its date.
booklet-caption = { $number }. { $edition }, { $date }
# The heading of the last sheet, and each solution's caption: the puzzle's number.
booklet-solutions = Soluzioni
booklet-solution-caption = { $number }.
booklet-no-solution = { $number }. Nessuna soluzione unica.

## The keyboard shortcuts (the ? key in a game)

shortcuts-title = Scorciatoie da tastiera
shortcuts-close = Chiudi
# The keys (as printed on a keyboard), and what each does.
shortcuts-digit = Inserisci una cifra (lettere oltre il 9), una nota o un colore nelle celle selezionate
shortcuts-arrows-key = Frecce
shortcuts-arrows = Sposta la selezione
shortcuts-shift-arrows-key = Maiusc + frecce
shortcuts-shift-arrows = Aggiungi celle alla selezione
shortcuts-click-key = Maiusc / Ctrl + clic, trascina
shortcuts-click = Seleziona più celle
shortcuts-erase-key = Canc, Backspace, 0
shortcuts-erase = Cancella
# Z, X, C, V and B switch the input mode.
shortcuts-modes = Modalità cifra, angolo, centro, colore e colore candidato (da 12×12, C e B sono cifre)
shortcuts-space-key = Spazio
shortcuts-space = Modalità successiva
shortcuts-undo-key = Ctrl + Z
shortcuts-undo = Annulla
shortcuts-redo-key = Ctrl + Y, Ctrl + Maiusc + Z
shortcuts-redo = Ripeti
shortcuts-help = Mostra o nascondi queste scorciatoie
shortcuts-escape-key = Esc
shortcuts-escape = Chiudi questo elenco

## /learn

learn-title = Impara le tecniche
learn-lead = Tutte le tecniche usate dal nostro risolutore, nell'ordine in cui le prova: per livello, dalla più facile, e per valutazione all'interno di ogni livello (la valutazione indica quanto è difficile individuare una tecnica; il livello, quanto sono difficili i sudoku che la richiedono). Ogni pagina ne spiega una, la mostra su un esempio svolto e ti propone posizioni su cui esercitarti.
learn-variants-heading = Killer, irregolare e diagonale
learn-variants-text = Le varianti aggiungono queste alle tecniche precedenti: le gabbie del killer e la regola del 45, e i candidati bloccati dove una regione irregolare o una diagonale incrocia una riga, una colonna o un riquadro. I loro esempi e le loro posizioni sono sulla griglia di una variante.
# A technique's rating in the list, a decimal number such as 4.2.
learn-rated = valutazione { $rating }
# A technique page's title in the browser's tab.
learn-page-title = { $technique } · Impara
learn-all = Tutte le tecniche
# Under a technique's name: its level and its rating, a decimal number such as 4.2.
learn-technique-level = { $level ->
    [easy] Tecnica facile, valutazione { $rating }.
    [medium] Tecnica intermedia, valutazione { $rating }.
    [hard] Tecnica difficile, valutazione { $rating }.
    [expert] Tecnica per esperti, valutazione { $rating }.
   *[master] Tecnica da maestri, valutazione { $rating }.
}
# Links to the technique before and after this one.
learn-previous = ← { $technique }
learn-next = { $technique } →
learn-neighbours-label = Tecniche
# The sections of a technique's page.
learn-how-it-works = Come funziona
learn-example = Un esempio
learn-no-example = Non c'è ancora un esempio svolto di questa tecnica.
# The key under the example's grid: what each colour of candidate means.
learn-key-pattern = lo schema
learn-key-pattern-alt = la sua altra parte (il secondo colore, gli altri anelli della catena)
learn-key-removed = eliminato
learn-key-placed = inserito
# A candidate: a digit in a cell ("5 in r4c2").
learn-candidate = { $digit } in { $cell }
# A practice cell as a screen reader reads it.
learn-cell-digit = { $cell }: { $digit }
learn-cell-candidates = { $cell }: candidati { $candidates }
learn-cell-struck = { $cell }: candidati { $candidates }; barrati: { $struck }
learn-cell-chosen = { $cell }: candidati { $candidates }; scelto: { $chosen }
learn-cell-struck-chosen = { $cell }: candidati { $candidates }; barrati: { $struck }; scelto: { $chosen }
# The verdict on a practice answer; $technique is the technique's name.
learn-verdict-right = Esatto: ecco la tecnica { $technique }.
learn-verdict-another = Esatto: è un altro caso di { $technique }. La dimostrazione mostra quello che il risolutore ha trovato per primo.
learn-verdict-empty = Prima segna i candidati da eliminare o la cifra da inserire.
learn-verdict-placement = Non è questa: qui la tecnica { $technique } non inserisce quella cifra.
# A wrong answer with one reason: $reason is learn-verdict-extra or learn-verdict-missing.
learn-verdict-not-yet = Non ancora: { $reason }.
# A wrong answer with both reasons.
learn-verdict-not-yet-both = Non ancora: { $extra }; { $missing }.
# Candidates marked that the technique does not remove.
learn-verdict-extra = { $count ->
    [one] { $marks } non viene eliminato da questo caso di { $technique }
   *[other] { $marks } non vengono eliminati da questo caso di { $technique }
}
# How many of the technique's eliminations the player has not marked yet.
learn-verdict-missing = { $missing ->
    [one] resta ancora { $missing } eliminazione da trovare
   *[other] restano ancora { $missing } eliminazioni da trovare
}

# Practice on a technique's page.
practise-heading = Esercitati
practise-corpus-failed = Non è stato possibile caricare le posizioni per gli esercizi. Controlla la connessione e riprova.
practise-code-failed = Non è stato possibile caricare il codice degli esercizi. Controlla la connessione e riprova.
practise-none = Non è stato possibile creare una posizione per la tecnica { $technique }. Riprova.
# The player's practice so far: $tally is a count such as "1 su 2 giuste".
practise-tally = I tuoi esercizi: { $tally }.
# What to do with a position; Check is the button of that name.
practise-task-eliminate = Individua la tecnica { $technique }: seleziona ogni cella da cui elimina un candidato e barra quel candidato sul tastierino, poi premi Verifica.
practise-task-place = Individua la tecnica { $technique }: seleziona la cella che riempie e scegli la cifra sul tastierino, poi premi Verifica.
# Before the step's explanation, shown on request.
practise-proof = Dimostrazione:
practise-making = Creazione di una posizione…
practise-new = Nuova posizione
practise-check = Verifica
practise-show-proof = Mostra la dimostrazione
# A key of the candidates' pad for a digit the selected cell cannot hold.
practise-not-candidate = { $digit }, non è un candidato di questa cella
# The line above the candidates' pad; $cell names the selected cell ("r4c2").
practise-pad-select = Seleziona una cella per segnarne i candidati.
practise-pad-filled = { $cell } contiene già una cifra: seleziona una cella vuota.
practise-pad-strike = { $cell }: tocca un candidato per barrarlo (toccalo di nuovo per ripristinarlo).
practise-pad-choose = { $cell }: tocca un candidato per sceglierlo come cifra da inserire.
# Accessible names of the practice grid and of the candidates' pad.
practise-grid-label = Posizione di esercizio
practise-pad-label = Candidati della cella selezionata

## The grade of a solved puzzle

# $level is the puzzle's level as a phrase ("un sudoku difficile", from level-phrase-*),
# $rating a decimal number such as 4.2, $techniques a list of grade-technique-count.
grade-sentence = Era { $level } (valutazione { $rating }), risolto con { $techniques }.
# A technique and how many times the solver used it ("Singolo nudo ×40").
grade-technique-count = { $technique } ×{ $count }

## /offline and the page for an unknown address

offline-title = Sei offline
offline-not-saved = Questa pagina non è salvata su questo dispositivo e al momento il sito non è raggiungibile.
# $today, $archive and $new are links, with the texts offline-today, offline-archive and
# offline-new.
offline-still-play = Puoi ancora giocare tutti i sudoku che hai aperto qui e i sudoku del giorno dell'ultima settimana: { $today }, { $archive } oppure { $new }, creato su questo dispositivo.
offline-today = il sudoku di oggi
offline-archive = l'archivio
offline-new = un nuovo sudoku

not-found-title = Pagina non trovata
not-found-text = Non c'è nessuna pagina a questo indirizzo.
not-found-play-today = Gioca il sudoku di oggi
shortcuts-corner-key = Maiusc + 1–9
shortcuts-corner = Una nota d'angolo, in qualsiasi modalità
shortcuts-centre-key = Ctrl / Cmd + 1–9
shortcuts-centre = Una nota centrale, in qualsiasi modalità
