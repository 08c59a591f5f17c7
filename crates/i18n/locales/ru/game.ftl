# The game itself: how a screen reader describes a cell, the colours, and why a saved game
# could not be restored.

# A cell of the grid as a screen reader says it: "row 3, column 5, empty, candidates 2 4 7".
cell-label = строка { $row }, столбец { $column }{ $rules }, { $state }{ $conflict }{ $painted }

# A cell's state, for cell-label.
cell-given = исходная цифра { $digit }
cell-entry = { $digit }
cell-empty = пусто
cell-candidates = пусто, кандидаты { $digits }

# Added to cell-label when the cell's digit breaks a rule. Starts with a comma.
cell-conflict = , конфликт

# Added to cell-label when the player painted the cell. Starts with a comma.
cell-coloured = , цвет: { $colours }
# Joins the names of the colours of a cell, for cell-coloured.
cell-colours-and = { $first } и { $next }
# Added to cell-label for each candidate the player painted. Starts with a comma.
cell-candidate-coloured = , кандидат { $digit }: { $colour }

# The nine colours (lower case: they go inside sentences).
colour-red = красный
colour-orange = оранжевый
colour-yellow = жёлтый
colour-lime = лаймовый
colour-green = зелёный
colour-teal = бирюзовый
colour-blue = синий
colour-violet = фиолетовый
colour-pink = розовый

# The letter shown on each colour: one character, a different one for each colour.
colour-letter-red = К
colour-letter-orange = О
colour-letter-yellow = Ж
colour-letter-lime = Л
colour-letter-green = З
colour-letter-teal = Б
colour-letter-blue = С
colour-letter-violet = Ф
colour-letter-pink = Р

# Said above the grid when the game saved on this device cannot be read.
game-save-set-aside = Не удалось восстановить сохранённую игру в этой головоломке: { $reason }. Сохранение отложено, начата новая игра.

# Why a save could not be restored (each goes into game-save-set-aside as its $reason).
game-save-unreadable = сохранение не читается ({ $reason })
game-save-format-start = у него неверное начало
game-save-format-time = нет времени игры
game-save-format-hints = нет числа подсказок
game-save-format-puzzle = нет головоломки
game-save-format-extra = в нём есть лишние данные
game-save-version = сохранение сделано другой версией сайта ({ $version })
game-save-damaged = сохранение повреждено: { $reason }
game-save-other-puzzle = сохранение относится к другой головоломке
game-save-checkpoints = контрольные точки сохранения повреждены: { $reason }
# $count: how many marks the save has; $most: how many a game keeps (16).
game-save-marks-too-many = { $count ->
    [one] в нём { $count } контрольная точка
    [few] в нём { $count } контрольные точки
    [many] в нём { $count } контрольных точек
   *[other] в нём { $count } контрольных точек
}, а игра хранит не больше { $most }
game-save-mark-damaged = точка { $number }: { $reason }
game-save-mark-other-puzzle = точка { $number } относится к другой головоломке

# Why the moves recorded in a save could not be read; each goes into game-save-damaged.
game-moves-characters = записанные ходы не в формате base64url
game-moves-version = у записанных ходов неизвестная версия
game-moves-damaged = записанные ходы повреждены
game-moves-mismatch = записанные ходы не приводят к сохранённой позиции

# Added to cell-label for each of a variant's facts about the cell ($rule: its region, a diagonal, its cage). Starts with a comma.
cell-rule = , { $rule }
