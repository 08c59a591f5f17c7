# The game itself: how a screen reader describes a cell, the colours, and why a saved game
# could not be restored.

# A cell of the grid as a screen reader says it: "row 3, column 5, empty, candidates 2 4 7".
# $row and $column: the cell's row and column, counted from 1.
# $rules: what a variant's rules say of the cell (its region, its diagonals, its cage), each
# part starting with a comma; nothing on a classic grid.
# $state: what the cell holds (cell-given, cell-entry, cell-empty or cell-candidates).
# $conflict: cell-conflict when its digit breaks a rule, else nothing.
# $painted: its colours (cell-coloured, then cell-candidate-coloured for each coloured
# candidate), each starting with a comma; nothing when it has none.
cell-label = row { $row }, column { $column }{ $rules }, { $state }{ $conflict }{ $painted }

# A cell's state, for cell-label: one of the puzzle's digits ($digit: "5", or a letter on big
# grids).
cell-given = given { $digit }
# A cell's state, for cell-label: a digit the player entered ($digit: "5", or a letter on big
# grids).
cell-entry = { $digit }
# A cell's state, for cell-label: no digit and no notes.
cell-empty = empty
# A cell's state, for cell-label: no digit, with the player's notes ($digits: "2 4 7").
cell-candidates = empty, candidates { $digits }

# Added to cell-label when the cell's digit breaks a rule (it repeats in a row, say). Starts
# with a comma: it follows the cell's state.
cell-conflict = , conflict

# Added to cell-label when the player painted the cell: $colours is one colour's name
# ("blue") or several joined with cell-colours-and ("red and blue"). Starts with a comma.
cell-coloured = , coloured { $colours }
# Joins the names of the colours of a cell, for cell-coloured: $first is one name or names
# already joined, $next the name that follows ("red and blue", then "red and blue and green").
cell-colours-and = { $first } and { $next }
# Added to cell-label for each candidate the player painted: $digit is the candidate, $colour
# the colour's name ("candidate 3 red"). Starts with a comma.
cell-candidate-coloured = , candidate { $digit } { $colour }

# The nine colours the player paints cells and candidates with, as buttons and screen readers
# name them (lower case: they go inside sentences, such as cell-coloured).
colour-red = red
colour-orange = orange
colour-yellow = yellow
colour-lime = lime
colour-green = green
colour-teal = teal
colour-blue = blue
colour-violet = violet
colour-pink = pink

# The letter shown on each colour for players who tell colours apart badly (a setting): one
# character, best the first letter of the colour's name, and a different one for each colour.
colour-letter-red = R
colour-letter-orange = O
colour-letter-yellow = Y
colour-letter-lime = L
colour-letter-green = G
colour-letter-teal = T
colour-letter-blue = B
colour-letter-violet = V
colour-letter-pink = P

# Said above the grid when the game saved on this device cannot be read: $reason is one of
# the game-save-… messages below.
game-save-set-aside = Your saved progress on this puzzle could not be restored: { $reason }. It was set aside and a fresh game started.

# Why a save could not be restored (each goes into game-save-set-aside as its $reason).
# $reason: one of the game-save-format-… messages.
game-save-unreadable = the saved game is not readable ({ $reason })
game-save-format-start = it does not start like a save
game-save-format-time = the time played is missing
game-save-format-hints = the hint count is missing
game-save-format-puzzle = the puzzle is missing
game-save-format-extra = there is more than a save
# $version: the version the save names, such as "sudoku/7".
game-save-version = the saved game was written by another version of the site ({ $version })
# $reason: what is wrong with the save's code (a sentence from the share code's reader, or one
# of the game-moves-… messages).
game-save-damaged = the saved game is damaged: { $reason }
game-save-other-puzzle = the saved game is for another puzzle
# The checkpoints ("marks") the player set before a guess. $reason: one of the
# game-save-marks-… or game-save-mark-… messages.
game-save-checkpoints = the saved game's checkpoints are damaged: { $reason }
# $count: how many marks the save has; $most: how many a game keeps (16).
game-save-marks-too-many = { $count ->
    [one] there is { $count } mark
   *[other] there are { $count } marks
}, more than the { $most } a game keeps
# $number: the mark's number, from 1; $reason: what is wrong with its code (a sentence from
# the share code's reader).
game-save-mark-damaged = mark { $number }: { $reason }
# $number: the mark's number, from 1.
game-save-mark-other-puzzle = mark { $number } is for another puzzle

# Why the moves recorded in a save (for the game's review) could not be read; each goes into
# game-save-damaged.
game-moves-characters = the recorded moves are not base64url
game-moves-version = the recorded moves have an unknown version
game-moves-damaged = the recorded moves are damaged
game-moves-mismatch = the recorded moves do not lead to the saved board

# Added to cell-label for each of a variant's facts about the cell ($rule: its region, a diagonal, its cage). Starts with a comma.
cell-rule = , { $rule }
