# The game itself: how a screen reader describes a cell, the colours, and why a saved game
# could not be restored.

# A cell of the grid as a screen reader says it: "row 3, column 5, empty, candidates 2 4 7".
cell-label = linha { $row }, coluna { $column }{ $rules }, { $state }{ $conflict }{ $painted }

# A cell's state, for cell-label.
cell-given = pista { $digit }
cell-entry = { $digit }
cell-empty = vazia
cell-candidates = vazia, candidatos { $digits }

# Added to cell-label when the cell's digit breaks a rule. Starts with a comma.
cell-conflict = , conflito

# Added to cell-label when the player painted the cell. Starts with a comma.
cell-coloured = , colorida de { $colours }
# Joins the names of the colours of a cell, for cell-coloured.
cell-colours-and = { $first } e { $next }
# Added to cell-label for each candidate the player painted. Starts with a comma.
cell-candidate-coloured = , candidato { $digit } { $colour }

# The nine colours (lower case: they go inside sentences).
colour-red = vermelho
colour-orange = laranja
colour-yellow = amarelo
colour-lime = lima
colour-green = verde
colour-teal = turquesa
colour-blue = azul
colour-violet = roxo
colour-pink = rosa

# One letter per colour, all different.
colour-letter-red = V
colour-letter-orange = L
colour-letter-yellow = A
colour-letter-lime = M
colour-letter-green = D
colour-letter-teal = T
colour-letter-blue = Z
colour-letter-violet = X
colour-letter-pink = R

# Said above the grid when the game saved on this device cannot be read.
game-save-set-aside = Não foi possível restaurar seu progresso salvo neste sudoku: { $reason }. Ele foi deixado de lado e um novo jogo foi iniciado.

# Why a save could not be restored (each goes into game-save-set-aside as its $reason).
game-save-unreadable = o jogo salvo não pode ser lido ({ $reason })
game-save-format-start = ele não começa como um jogo salvo
game-save-format-time = falta o tempo de jogo
game-save-format-hints = falta a contagem de dicas
game-save-format-puzzle = falta o sudoku
game-save-format-extra = há mais coisas além de um jogo salvo
game-save-version = o jogo salvo foi gravado por outra versão do site ({ $version })
game-save-damaged = o jogo salvo está corrompido: { $reason }
game-save-other-puzzle = o jogo salvo é de outro sudoku
game-save-checkpoints = os pontos de controle do jogo salvo estão corrompidos: { $reason }
game-save-marks-too-many = { $count ->
    [one] há { $count } ponto de controle
   *[other] há { $count } pontos de controle
}, mais do que os { $most } que um jogo guarda
game-save-mark-damaged = ponto de controle { $number }: { $reason }
game-save-mark-other-puzzle = o ponto de controle { $number } é de outro sudoku

# Why the moves recorded in a save could not be read; each goes into game-save-damaged.
game-moves-characters = as jogadas gravadas não estão em base64url
game-moves-version = as jogadas gravadas têm uma versão desconhecida
game-moves-damaged = as jogadas gravadas estão corrompidas
game-moves-mismatch = as jogadas gravadas não levam à grade salva

# Added to cell-label for each of a variant's facts about the cell ($rule: its region, a diagonal, its cage). Starts with a comma.
cell-rule = , { $rule }
