# The game itself: how a screen reader describes a cell, the colours, and why a saved game
# could not be restored.

# A cell of the grid as a screen reader says it: "row 3, column 5, empty, candidates 2 4 7".
cell-label = Zeile { $row }, Spalte { $column }{ $rules }, { $state }{ $conflict }{ $painted }

cell-given = Vorgabe { $digit }
cell-entry = { $digit }
cell-empty = leer
cell-candidates = leer, Kandidaten { $digits }

cell-conflict = , Konflikt

cell-coloured = , eingefärbt: { $colours }
cell-colours-and = { $first } und { $next }
cell-candidate-coloured = , Kandidat { $digit } { $colour }

# The nine colours (lower case: they go inside sentences).
colour-red = rot
colour-orange = orange
colour-yellow = gelb
colour-lime = hellgrün
colour-green = grün
colour-teal = türkis
colour-blue = blau
colour-violet = violett
colour-pink = pink

# One character per colour, each different. Yellow (gelb) and green (grün) share their first
# letter: green gets its Ü.
colour-letter-red = R
colour-letter-orange = O
colour-letter-yellow = G
colour-letter-lime = H
colour-letter-green = Ü
colour-letter-teal = T
colour-letter-blue = B
colour-letter-violet = V
colour-letter-pink = P

game-save-set-aside = Dein gespeicherter Fortschritt bei diesem Rätsel konnte nicht wiederhergestellt werden: { $reason }. Er wurde beiseitegelegt und ein neues Spiel gestartet.

game-save-unreadable = das gespeicherte Spiel ist nicht lesbar ({ $reason })
game-save-format-start = der Anfang sieht nicht wie ein Spielstand aus
game-save-format-time = die Spielzeit fehlt
game-save-format-hints = die Anzahl der Tipps fehlt
game-save-format-puzzle = das Rätsel fehlt
game-save-format-extra = es enthält mehr als einen Spielstand
game-save-version = das gespeicherte Spiel stammt aus einer anderen Version der Seite ({ $version })
game-save-damaged = das gespeicherte Spiel ist beschädigt: { $reason }
game-save-other-puzzle = das gespeicherte Spiel gehört zu einem anderen Rätsel
game-save-checkpoints = die Zwischenstände des gespeicherten Spiels sind beschädigt: { $reason }
game-save-marks-too-many = { $count ->
    [one] es gibt { $count } Zwischenstand
   *[other] es gibt { $count } Zwischenstände
}, mehr als die { $most }, die ein Spiel behält
game-save-mark-damaged = Zwischenstand { $number }: { $reason }
game-save-mark-other-puzzle = Zwischenstand { $number } gehört zu einem anderen Rätsel

game-moves-characters = die aufgezeichneten Züge sind kein base64url
game-moves-version = die aufgezeichneten Züge haben eine unbekannte Version
game-moves-damaged = die aufgezeichneten Züge sind beschädigt
game-moves-mismatch = die aufgezeichneten Züge führen nicht zum gespeicherten Spielfeld

# Added to cell-label for each of a variant's facts about the cell ($rule: its region, a diagonal, its cage). Starts with a comma.
cell-rule = , { $rule }
