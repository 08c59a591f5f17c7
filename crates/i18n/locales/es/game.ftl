# The game itself: how a screen reader describes a cell, the colours, and why a saved game
# could not be restored.

cell-label = fila { $row }, columna { $column }{ $rules }, { $state }{ $conflict }{ $painted }

cell-given = número inicial { $digit }
cell-entry = { $digit }
cell-empty = vacía
cell-candidates = vacía, candidatos { $digits }

cell-conflict = , en conflicto

cell-coloured = , coloreada de { $colours }
cell-colours-and = { $first } y { $next }
cell-candidate-coloured = , candidato { $digit } { $colour }

# The nine colours (lower case: they go inside sentences).
colour-red = rojo
colour-orange = naranja
colour-yellow = amarillo
colour-lime = lima
colour-green = verde
colour-teal = turquesa
colour-blue = azul
colour-violet = morado
colour-pink = rosa

# One distinct letter per colour.
colour-letter-red = R
colour-letter-orange = N
colour-letter-yellow = A
colour-letter-lime = L
colour-letter-green = V
colour-letter-teal = T
colour-letter-blue = Z
colour-letter-violet = M
colour-letter-pink = S

game-save-set-aside = No se pudo restaurar tu progreso guardado en este sudoku: { $reason }. Se ha apartado y se ha empezado una partida nueva.

game-save-unreadable = la partida guardada no se puede leer ({ $reason })
game-save-format-start = no empieza como una partida guardada
game-save-format-time = falta el tiempo de juego
game-save-format-hints = falta el número de pistas
game-save-format-puzzle = falta el sudoku
game-save-format-extra = contiene algo más que una partida guardada
game-save-version = la partida se guardó con otra versión del sitio ({ $version })
game-save-damaged = la partida guardada está dañada: { $reason }
game-save-other-puzzle = la partida guardada es de otro sudoku
game-save-checkpoints = los puntos de control de la partida guardada están dañados: { $reason }
game-save-marks-too-many = { $count ->
    [one] hay { $count } punto de control
   *[other] hay { $count } puntos de control
}, más de los { $most } que guarda una partida
game-save-mark-damaged = punto de control { $number }: { $reason }
game-save-mark-other-puzzle = el punto de control { $number } es de otro sudoku

game-moves-characters = los movimientos registrados no están en base64url
game-moves-version = los movimientos registrados tienen una versión desconocida
game-moves-damaged = los movimientos registrados están dañados
game-moves-mismatch = los movimientos registrados no llevan al tablero guardado

# Added to cell-label for each of a variant's facts about the cell ($rule: its region, a diagonal, its cage). Starts with a comma.
cell-rule = , { $rule }
