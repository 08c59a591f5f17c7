# The game itself: how a screen reader describes a cell, the colours, and why a saved game
# could not be restored.

cell-label = ligne { $row }, colonne { $column }{ $rules }, { $state }{ $conflict }{ $painted }
cell-given = chiffre de départ { $digit }
cell-entry = { $digit }
cell-empty = vide
cell-candidates = vide, candidats { $digits }
cell-conflict = , en conflit
cell-coloured = , colorée en { $colours }
cell-colours-and = { $first } et { $next }
cell-candidate-coloured = , candidat { $digit } en { $colour }

colour-red = rouge
colour-orange = orange
colour-yellow = jaune
colour-lime = vert clair
colour-green = vert
colour-teal = turquoise
colour-blue = bleu
colour-violet = mauve
colour-pink = rose

# One distinct letter per colour (red and pink both start with R in French: pink takes S).
colour-letter-red = R
colour-letter-orange = O
colour-letter-yellow = J
colour-letter-lime = C
colour-letter-green = V
colour-letter-teal = T
colour-letter-blue = B
colour-letter-violet = M
colour-letter-pink = S

game-save-set-aside = Votre progression sauvegardée sur cette grille n’a pas pu être restaurée : { $reason }. Elle a été mise de côté et une nouvelle partie a commencé.

game-save-unreadable = la sauvegarde est illisible ({ $reason })
game-save-format-start = elle ne commence pas comme une sauvegarde
game-save-format-time = le temps de jeu est absent
game-save-format-hints = le nombre d’indices est absent
game-save-format-puzzle = la grille est absente
game-save-format-extra = elle contient autre chose qu’une sauvegarde
game-save-version = la sauvegarde a été créée par une autre version du site ({ $version })
game-save-damaged = la sauvegarde est endommagée : { $reason }
game-save-other-puzzle = la sauvegarde concerne une autre grille
game-save-checkpoints = les jalons de la sauvegarde sont endommagés : { $reason }
game-save-marks-too-many = { $count ->
    [one] il y a { $count } jalon
   *[other] il y a { $count } jalons
}, plus que les { $most } qu’une partie conserve
game-save-mark-damaged = jalon { $number } : { $reason }
game-save-mark-other-puzzle = le jalon { $number } concerne une autre grille

game-moves-characters = les coups enregistrés ne sont pas en base64url
game-moves-version = les coups enregistrés ont une version inconnue
game-moves-damaged = les coups enregistrés sont endommagés
game-moves-mismatch = les coups enregistrés ne mènent pas à la grille sauvegardée

# Added to cell-label for each of a variant's facts about the cell ($rule: its region, a diagonal, its cage). Starts with a comma.
cell-rule = , { $rule }
