# The tools around the game: the solver, the create page, the printable booklet, the keyboard
# shortcuts, the learn pages and their practice, the completion grade, and the offline and
# not-found pages.

## /solver

# The solver page's title and heading.
solver-title = Solver
solver-input-label = Puzzle (one line, or rows; . or 0 for empty cells)
# Buttons: solve at once, or watch the textbook backtracking algorithm step by step.
solver-solve = Solve
solver-watch = Watch
# The pasted text could not be read; $reason is the engine's explanation.
solver-not-a-puzzle = This is not a puzzle: { $reason }.
# What Solve found.
solver-unique = One solution.
solver-multiple = Several solutions: this is not a proper puzzle. One of them:
solver-no-solution = No solution.
solver-already-solved = The grid is already solved.
# The statistics of a solve: labels, and the time it took in microseconds.
solver-time = Time
solver-micros = { $micros } µs
# How many positions the solver visited.
solver-positions = Positions
solver-guesses = Guesses
solver-backtracks = Backtracks
# The state of the watched algorithm, then its counts (solver-watch-status).
solver-watch-solved = Solved.
solver-watch-no-solution = No solution.
solver-watch-running = Running…
solver-watch-paused = Paused.
# The line under the watched grid: $state is one of the four states above, $steps,
# $recursions and $backtracks are solver-watch-steps, -recursions and -backtracks.
solver-watch-status = { $state } { $steps }, { $recursions }, { $backtracks }.
solver-watch-steps = { $count ->
    [one] { $count } step
   *[other] { $count } steps
}
solver-watch-recursions = { $count ->
    [one] { $count } recursion
   *[other] { $count } recursions
}
solver-watch-backtracks = { $count ->
    [one] { $count } backtrack
   *[other] { $count } backtracks
}
solver-pause = Pause
solver-resume = Resume
# The label of the animation's speed slider, and the speed it is set to.
solver-speed = Speed
solver-speed-label = Steps per second
solver-speed-value = { $speed } steps/s
# The accessible name of the read-only grid.
solver-grid = Grid

## /create

create-title = Create a puzzle
create-lead = Type the clues into the grid, or paste a puzzle: its digits (81 for a 9×9, letters from A for 10 and up), or a link from this site, Sudoku Exchange, SudokuPad or SudokuWiki. Then lock the clues.
create-paste-label = Paste a puzzle or a link
create-load = Load
# A grid size button: $side cells across and down ("9×9").
create-size = { $side }×{ $side }
create-sizes-label = Grid size
create-latin = Latin square: rows and columns only, no boxes
# The accessible name of the editing buttons.
create-editing-label = Editing
create-undo = Undo
create-redo = Redo
create-clear = Clear
# Lock the clues: check they make a proper puzzle.
create-lock = Lock
# The accessible name of the buttons once the puzzle is locked.
create-your-puzzle-label = Your puzzle
create-play = Play
create-edit = Edit
# What locking the clues found.
create-lock-empty = Type some clues first.
# Clues that repeat a digit in a unit; $count is how many clues, the units differ by the
# kind of grid (classic or killer, Latin square, jigsaw, diagonal).
create-lock-conflicts-box = { $count ->
    [one] { $count } clue repeats a digit in a row, column or box; it is marked.
   *[other] { $count } clues repeat a digit in a row, column or box; they are marked.
}
create-lock-conflicts-latin = { $count ->
    [one] { $count } clue repeats a digit in a row or column; it is marked.
   *[other] { $count } clues repeat a digit in a row or column; they are marked.
}
create-lock-conflicts-region = { $count ->
    [one] { $count } clue repeats a digit in a row, column or region; it is marked.
   *[other] { $count } clues repeat a digit in a row, column or region; they are marked.
}
create-lock-conflicts-diagonal = { $count ->
    [one] { $count } clue repeats a digit in a row, column, box or diagonal; it is marked.
   *[other] { $count } clues repeat a digit in a row, column, box or diagonal; they are marked.
}
create-lock-no-solution = These clues have no solution.
create-lock-several = These clues have several solutions: add a clue in one of the marked cells.
create-lock-unique = Unique: these clues have exactly one solution.
# $level is the puzzle's level as a phrase with a capital ("An easy puzzle", from
# level-phrase-*); $rating is its rating, a decimal number such as 4.2.
create-lock-unique-graded = Unique: these clues have exactly one solution. { $level } (rating { $rating }).
# The same, for a puzzle that needs more than the techniques the learn pages teach.
create-lock-unique-beyond = Unique: these clues have exactly one solution. { $level } (rating { $rating }, beyond the techniques this site teaches).

## /print

print-title = Print a booklet
print-lead = The daily puzzles of one level (or the daily Killers), today's and the days before, a few to a sheet, with the solutions on the last sheet.
# The booklet form's fields.
print-level = Level
print-per-sheet = Puzzles per sheet
print-sheets = Sheets
print-make = Make the booklet
print-print = Print

# The booklet's sheets. The daily Killer puzzles, as a choice of the booklet's level.
booklet-killer = Killer
# A sheet's heading: its number, and the level of its puzzles (or Killer).
booklet-sheet = Sheet { $number } · { $edition }
# A puzzle's caption: its number in the booklet, its level (or Killer) and its date.
booklet-caption = { $number }. { $edition }, { $date }
# The heading of the last sheet, and each solution's caption: the puzzle's number.
booklet-solutions = Solutions
booklet-solution-caption = { $number }.
booklet-no-solution = { $number }. No single solution.

## The keyboard shortcuts (the ? key in a game)

shortcuts-title = Keyboard shortcuts
shortcuts-close = Close
# The keys (as printed on a keyboard), and what each does.
shortcuts-digit = Type a digit (letters above 9), note or colour in the selected cells
shortcuts-arrows-key = Arrows
shortcuts-arrows = Move the selection
shortcuts-shift-arrows-key = Shift + arrows
shortcuts-shift-arrows = Add cells to the selection
shortcuts-click-key = Shift / Ctrl + click, drag
shortcuts-click = Select several cells
shortcuts-erase-key = Delete, Backspace, 0
shortcuts-erase = Erase
# Z, X, C, V and B switch the input mode.
shortcuts-modes = Digit, corner, centre, colour and candidate colour mode (from 12×12, C and B are digits)
shortcuts-space-key = Space
shortcuts-space = Next mode
shortcuts-undo-key = Ctrl + Z
shortcuts-undo = Undo
shortcuts-redo-key = Ctrl + Y, Ctrl + Shift + Z
shortcuts-redo = Redo
shortcuts-help = Show or hide these shortcuts
shortcuts-escape-key = Escape
shortcuts-escape = Close this list

## /learn

learn-title = Learn the techniques
learn-lead = Every technique our solver uses, in the order it tries them: by level, easiest first, and by rating within a level (a rating says how hard a technique is to spot; a level, how hard the puzzles that need it are). Each page explains one, shows it on a worked example and gives you positions to practise it on.
learn-variants-heading = Killer, jigsaw and diagonal
learn-variants-text = Variants add these to the techniques above: a killer's cages and the 45 rule, and locked candidates where a jigsaw region or a diagonal meets a row, column or box. Their examples and positions are on a variant's grid.
# A technique's rating in the list, a decimal number such as 4.2.
learn-rated = rated { $rating }
# A technique page's title in the browser's tab.
learn-page-title = { $technique } · Learn
learn-all = All techniques
# Under a technique's name: its level (easy, medium, hard, expert or master) and its rating,
# a decimal number such as 4.2.
learn-technique-level = { $level ->
    [easy] Easy technique, rated { $rating }.
    [medium] Medium technique, rated { $rating }.
    [hard] Hard technique, rated { $rating }.
    [expert] Expert technique, rated { $rating }.
   *[master] Master technique, rated { $rating }.
}
# Links to the technique before and after this one.
learn-previous = ← { $technique }
learn-next = { $technique } →
learn-neighbours-label = Techniques
# The sections of a technique's page.
learn-how-it-works = How it works
learn-example = An example
learn-no-example = There is no worked example of this technique yet.
# The key under the example's grid: what each colour of candidate means.
learn-key-pattern = the pattern
learn-key-pattern-alt = its other part (the second colour, the chain's other links)
learn-key-removed = removed
learn-key-placed = placed
# A candidate: a digit in a cell ("5 in r4c2").
learn-candidate = { $digit } in { $cell }
# A practice cell as a screen reader reads it. $cell is its name ("r3c5", maybe followed by
# its cage or region), $candidates its candidates ("1 4 7"), $struck those the player struck
# out, $chosen the one chosen as the digit to place.
learn-cell-digit = { $cell }: { $digit }
learn-cell-candidates = { $cell }: candidates { $candidates }
learn-cell-struck = { $cell }: candidates { $candidates }, { $struck } struck out
learn-cell-chosen = { $cell }: candidates { $candidates }, { $chosen } chosen
learn-cell-struck-chosen = { $cell }: candidates { $candidates }, { $struck } struck out, { $chosen } chosen
# The verdict on a practice answer; $technique is the technique's name.
learn-verdict-right = Right: that is the { $technique }.
learn-verdict-another = Right: that is another { $technique }. The proof shows the one the solver found first.
learn-verdict-empty = Mark the candidates to remove, or the digit to place, first.
learn-verdict-placement = Not that one: the { $technique } here does not place that digit.
# A wrong answer with one reason: $reason is learn-verdict-extra or learn-verdict-missing.
learn-verdict-not-yet = Not yet: { $reason }.
# A wrong answer with both reasons.
learn-verdict-not-yet-both = Not yet: { $extra }; { $missing }.
# Candidates marked that the technique does not remove: $marks lists them ("5 in r4c2, 6 in
# r4c3"), $count is how many.
learn-verdict-extra = { $count ->
    [one] { $marks } is not removed by this { $technique }
   *[other] { $marks } are not removed by this { $technique }
}
# How many of the technique's eliminations the player has not marked yet.
learn-verdict-missing = { $missing ->
    [one] { $missing } elimination is still to find
   *[other] { $missing } eliminations are still to find
}

# Practice on a technique's page.
practise-heading = Practise
practise-corpus-failed = The practice positions could not be loaded. Check your connection and try again.
practise-code-failed = The practice code could not be loaded. Check your connection and try again.
practise-none = No position of the { $technique } could be made. Try again.
# The player's practice so far: $tally is a count such as "1 of 2 right".
practise-tally = Your practice: { $tally }.
# What to do with a position; Check is the button of that name.
practise-task-eliminate = Find the { $technique }: select each cell it removes a candidate from and strike that candidate out on the pad, then Check.
practise-task-place = Find the { $technique }: select the cell it fills and choose the digit on the pad, then Check.
# Before the step's explanation, shown on request.
practise-proof = Proof:
practise-making = Making a position…
practise-new = New position
practise-check = Check
practise-show-proof = Show proof
# A key of the candidates' pad for a digit the selected cell cannot hold.
practise-not-candidate = { $digit }, not a candidate of this cell
# The line above the candidates' pad; $cell names the selected cell ("r4c2").
practise-pad-select = Select a cell to mark its candidates.
practise-pad-filled = { $cell } holds a digit: select an empty cell.
practise-pad-strike = { $cell }: pick a candidate to strike it out (again to take it back).
practise-pad-choose = { $cell }: pick a candidate to choose it as the digit to place.
# Accessible names of the practice grid and of the candidates' pad.
practise-grid-label = Practice position
practise-pad-label = Candidates of the selected cell

## The grade of a solved puzzle

# $level is the puzzle's level as a phrase ("a hard puzzle", from level-phrase-*), $rating
# a decimal number such as 4.2, $techniques a list of grade-technique-count.
grade-sentence = It was { $level } (rating { $rating }), with { $techniques }.
# A technique and how many times the solver used it ("Naked Single ×40").
grade-technique-count = { $technique } ×{ $count }

## /offline and the page for an unknown address

offline-title = You are offline
offline-not-saved = This page is not saved on this device, and the site cannot be reached just now.
# $today, $archive and $new are links, with the texts offline-today, offline-archive and
# offline-new.
offline-still-play = Every puzzle you opened here, and the daily puzzles of the last week, still play: { $today }, { $archive } or { $new }, made on this device.
offline-today = today's puzzle
offline-archive = the archive
offline-new = a new puzzle

not-found-title = Page not found
not-found-text = There is no page at this address.
not-found-play-today = Play today's puzzle
shortcuts-corner-key = Shift + 1–9
shortcuts-corner = A corner note, whatever the mode
shortcuts-centre-key = Ctrl / Cmd + 1–9
shortcuts-centre = A centre note, whatever the mode
