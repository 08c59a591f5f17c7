# The game itself: how a screen reader describes a cell, the colours, and why a saved game
# could not be restored.

# A cell of the grid as a screen reader says it: "row 3, column 5, empty, candidates 2 4 7".
cell-label = riga { $row }, colonna { $column }{ $rules }, { $state }{ $conflict }{ $painted }

# A cell's state, for cell-label: one of the puzzle's digits.
cell-given = indizio { $digit }
# A cell's state, for cell-label: a digit the player entered.
cell-entry = { $digit }
# A cell's state, for cell-label: no digit and no notes.
cell-empty = vuota
# A cell's state, for cell-label: no digit, with the player's notes.
cell-candidates = vuota, candidati { $digits }

# Added to cell-label when the cell's digit breaks a rule. Starts with a comma.
cell-conflict = , in conflitto

# Added to cell-label when the player painted the cell. Starts with a comma.
cell-coloured = , colore { $colours }
# Joins the names of the colours of a cell, for cell-coloured.
cell-colours-and = { $first } e { $next }
# Added to cell-label for each candidate the player painted. Starts with a comma.
cell-candidate-coloured = , candidato { $digit } { $colour }

# The nine colours (lower case: they go inside sentences).
colour-red = rosso
colour-orange = arancione
colour-yellow = giallo
colour-lime = lime
colour-green = verde
colour-teal = turchese
colour-blue = blu
colour-violet = viola
colour-pink = rosa

# The letter shown on each colour: one character, a different one for each colour.
# (rosso/rosa and verde/viola share initials, so pink and violet take another letter of their
# names.)
colour-letter-red = R
colour-letter-orange = A
colour-letter-yellow = G
colour-letter-lime = L
colour-letter-green = V
colour-letter-teal = T
colour-letter-blue = B
colour-letter-violet = O
colour-letter-pink = S

# Said above the grid when the game saved on this device cannot be read.
game-save-set-aside = Non è stato possibile ripristinare i progressi salvati di questo sudoku: { $reason }. Sono stati messi da parte ed è iniziata una nuova partita.

# Why a save could not be restored (each goes into game-save-set-aside as its $reason).
game-save-unreadable = la partita salvata non è leggibile ({ $reason })
game-save-format-start = non inizia come un salvataggio
game-save-format-time = manca il tempo di gioco
game-save-format-hints = manca il numero di suggerimenti
game-save-format-puzzle = manca lo schema
game-save-format-extra = contiene altro oltre al salvataggio
game-save-version = la partita salvata è stata scritta da un'altra versione del sito ({ $version })
game-save-damaged = la partita salvata è danneggiata: { $reason }
game-save-other-puzzle = la partita salvata appartiene a un altro sudoku
# The checkpoints ("marks") the player set before a guess.
game-save-checkpoints = i checkpoint della partita salvata sono danneggiati: { $reason }
# $count: how many marks the save has; $most: how many a game keeps (16).
game-save-marks-too-many = { $count ->
    [one] c'è { $count } checkpoint
   *[other] ci sono { $count } checkpoint
}, più dei { $most } che una partita può conservare
game-save-mark-damaged = checkpoint { $number }: { $reason }
game-save-mark-other-puzzle = il checkpoint { $number } appartiene a un altro sudoku

# Why the moves recorded in a save could not be read; each goes into game-save-damaged.
game-moves-characters = le mosse registrate non sono in base64url
game-moves-version = le mosse registrate hanno una versione sconosciuta
game-moves-damaged = le mosse registrate sono danneggiate
game-moves-mismatch = le mosse registrate non portano alla griglia salvata

# Added to cell-label for each of a variant's facts about the cell ($rule: its region, a diagonal, its cage). Starts with a comma.
cell-rule = , { $rule }
