# The game: its tools, keypad, timer, board and hints.

# The dialog before Reset and Solve.
confirm-reset-title = Svuotare la griglia?
confirm-reset-text = Tutte le cifre, le note e i colori che hai inserito verranno cancellati. Con Annulla puoi recuperarli.
confirm-reset-yes = Svuota la griglia
confirm-solve-title = Mostrare la soluzione?
confirm-solve-text = Tutte le celle verranno riempite e la partita finirà; non conterà come risolta.
confirm-solve-yes = Mostra la soluzione
confirm-keep-playing = Continua a giocare

# Said when a tool's code could not be loaded (a bad connection).
play-tool-missing = Non è stato possibile caricare questo strumento: controlla la connessione e riprova, oppure ricarica la pagina. La tua partita è salvata su questo dispositivo.
play-save-missing = Non è stato possibile caricare i progressi salvati di questo sudoku: controlla la connessione e ricarica la pagina. Nel frattempo non viene salvato nulla al loro posto.
play-panel-missing = Risolto! Il tuo tempo è salvato su questo dispositivo. Non è stato possibile caricare il riepilogo finale: controlla la connessione o ricarica la pagina per vederlo.

# The input modes: what a tap or a digit key does.
play-modes = Modalità di inserimento
play-mode-digit = Cifra
play-mode-corner = Angolo
play-mode-centre = Centro
play-mode-colour = Colore
play-mode-candidate-colour = Colore candidato

# The buttons around the grid.
play-controls = Comandi di gioco
play-undo = Annulla
play-undo-title = Annulla (Ctrl+Z)
play-redo = Ripeti
play-redo-title = Ripeti (Ctrl+Y)
play-check = Verifica
play-reset = Azzera
play-fill-notes = Riempi note
play-fill-notes-title = Riempi le note centrali di ogni cella vuota con le cifre che può ancora contenere
play-first-mistake = Primo errore
play-solve = Risolvi
play-checkpoint = Checkpoint
play-checkpoint-title = Segna un checkpoint prima di fare un tentativo
play-shortcuts = Scorciatoie
play-shortcuts-title = Scorciatoie da tastiera (?)
play-checkpoints = Checkpoint
# A button that goes back to checkpoint number $number.
play-back-to-checkpoint = Torna al { $number }

# What the tools found or did.
play-no-solution-to-compare = Questo sudoku non ha un'unica soluzione con cui confrontare.
play-no-solution-to-show = Questo sudoku non ha un'unica soluzione da mostrare.
play-first-mistake-at = Il primo errore è in riga { $row }, colonna { $column }.
play-no-mistakes = Nessun errore finora.
play-board-cleared = Griglia svuotata — con Annulla la recuperi.
play-checkpoint-marked = Checkpoint { $number } segnato.
play-checkpoint-marked-oldest-dropped = Checkpoint { $number } segnato. Una partita non ne conserva di più: il più vecchio è stato eliminato e gli altri sono scalati di una posizione.
play-back-to-checkpoint-done = Ritorno al checkpoint { $number }.

# The settings panel.
settings-title = Impostazioni
settings-mark-conflicts = Segnala i conflitti mentre scrivo
settings-clean-notes = Rimuovi le note escluse da una cifra inserita
settings-highlight-digit = Evidenzia la cifra selezionata
settings-highlight-units = Evidenzia riga, colonna e riquadro
settings-highlight-candidates = Evidenzia dove la cifra può ancora andare
settings-colour-letters = Mostra i colori anche come lettere
settings-number-first = Scegli prima la cifra, poi tocca le celle in cui va
settings-cage-aid = Aiuto per le gabbie: le combinazioni che danno il totale della gabbia selezionata

# The clock.
play-time-played = Tempo di gioco
play-pause = Pausa
play-resume = Riprendi
play-paused = In pausa

# The keypad. $digit is the key's digit; $left how many of it the grid still needs.
keypad-label = Tastierino
keypad-enter = Inserisci { $digit } (mancanti: { $left })
# In colour mode a digit key paints a colour: $colour is its name.
keypad-colour = Colore { $digit }, { $colour }
keypad-colour-candidate = Colora il candidato { $digit }
keypad-erase = Cancella
keypad-erase-title = Cancella (Canc)
keypad-palette = Colore per i candidati

board-label = Griglia del sudoku

# The hint's buttons.
hint-hint = Suggerimento
hint-show-more = Mostra di più
hint-apply = Applica
hint-close = Chiudi

# What a hint says, a stage at a time. $cell is a cell as hint-cell writes it.
hint-cell = riga { $row }, colonna { $column }
hint-basis-all-candidates = Le tue note coprono solo alcune celle: in una cella senza note questo suggerimento considera tutti i candidati.
hint-mistake = Una delle tue cifre è sbagliata.
hint-mistake-at = La cifra in { $cell } è sbagliata. Premi Applica per cancellarla.
hint-missing-note = Nelle note di una delle tue celle manca la cifra che va lì.
hint-missing-note-at = Guarda le note della cella in { $cell }: quale cifra può ancora andare lì ma manca?
hint-missing-note-digit = Nelle note della cella in { $cell } manca la cifra { $digit }, che va proprio lì. Premi Applica per aggiungerla.
hint-look-at-row = Guarda la riga { $number }.
hint-look-at-column = Guarda la colonna { $number }.
hint-look-at-box = Guarda il riquadro { $number }.
hint-look-at-region = Guarda la regione { $number }.
hint-look-at-diagonal = Guarda la diagonale principale.
hint-look-at-anti-diagonal = Guarda la diagonale secondaria.
hint-look-for-next-step = Cerca la prossima mossa.
hint-look-around = Guarda intorno alla cella in { $cell }.
# The hint's second stage: $technique is the technique's name (technique-… messages).
hint-technique = La tecnica da usare: { $technique }.
hint-solved = È tutto compilato correttamente.
hint-stuck = Le tecniche che questo sito conosce non trovano una prossima mossa: questa posizione richiede dei tentativi.
hint-no-single-solution = Questo sudoku non ha esattamente una soluzione, quindi non c'è niente da suggerire.

# The daily puzzles' pages. $date, $today and $first are dates as date-long writes them.
daily-title = Sudoku del giorno ({ $level }), { $date }
daily-today = Il sudoku di oggi
daily-levels = Livello
daily-killer = Killer
daily-other-days = Altri giorni
daily-previous-day = ← Giorno precedente
daily-next-day = Giorno successivo →
daily-not-yet-title = Non ancora disponibile
daily-not-yet = I sudoku di { $date } non sono ancora usciti: oggi è { $today }.
daily-play-today = Gioca il sudoku di oggi
daily-before-first-title = Nessun sudoku del giorno in quella data
daily-before-first = Non c'è un sudoku del giorno per { $date }: i sudoku del giorno iniziano da { $first }.
daily-browse-archive = Sfoglia l'archivio
daily-not-found-title = Pagina non trovata
daily-unavailable-title = Non è stato possibile creare il sudoku
daily-unavailable = Qualcosa è andato storto nella creazione di questo sudoku. Riprova più tardi.
confirm-reset-mine-title = Annullare le tue modifiche?
confirm-reset-mine-text = Tutte le cifre, le note e i colori che hai cambiato in questa pagina vengono annullati, per tutti nella stanza; ciò che hanno inserito gli altri resta. Con Annulla recuperi i tuoi.
confirm-reset-mine-yes = Annulla le mie
play-own-taken-back = Le tue modifiche sono state annullate — con Annulla le recuperi.
