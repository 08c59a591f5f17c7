# The game: its tools, keypad, timer, board and hints.

# The dialog before Reset and Solve.
confirm-reset-title = Clear the board?
confirm-reset-text = Every digit, note and colour you entered goes. Undo brings them back.
confirm-reset-yes = Clear the board
confirm-solve-title = Show the solution?
confirm-solve-text = Every cell is filled in and the game ends; it does not count as solved.
confirm-solve-yes = Show the solution
confirm-keep-playing = Keep playing

# Said when a tool's code could not be loaded (a bad connection).
play-tool-missing = That tool could not be loaded: check the connection and try again, or reload the page. Your game is saved on this device.
play-save-missing = Your saved progress on this puzzle could not be loaded: check the connection and reload the page. Nothing is saved over it meanwhile.
play-panel-missing = Solved! Your time is kept on this device. The completion panel could not be loaded: check the connection, or reload the page to see it.

# The input modes: what a tap or a digit key does.
play-modes = Input mode
play-mode-digit = Digit
play-mode-corner = Corner
play-mode-centre = Centre
play-mode-colour = Colour
play-mode-candidate-colour = Candidate colour

# The buttons around the grid.
play-controls = Game controls
play-undo = Undo
play-undo-title = Undo (Ctrl+Z)
play-redo = Redo
play-redo-title = Redo (Ctrl+Y)
play-check = Check
play-reset = Reset
play-fill-notes = Fill notes
play-fill-notes-title = Fill every empty cell's centre notes with the digits it can still take
play-first-mistake = First mistake
play-solve = Solve
play-checkpoint = Checkpoint
play-checkpoint-title = Mark a checkpoint before a guess
play-shortcuts = Shortcuts
play-shortcuts-title = Keyboard shortcuts (?)
play-checkpoints = Checkpoints
# A button that goes back to checkpoint number $number.
play-back-to-checkpoint = Back to { $number }

# What the tools found or did.
play-no-solution-to-compare = This puzzle has no single solution to compare with.
play-no-solution-to-show = This puzzle has no single solution to show.
play-first-mistake-at = The first mistake is at row { $row }, column { $column }.
play-no-mistakes = No mistakes so far.
play-board-cleared = Board cleared — Undo brings it back.
play-checkpoint-marked = Checkpoint { $number } marked.
play-checkpoint-marked-oldest-dropped = Checkpoint { $number } marked. That is the most a game keeps: the oldest was let go, and the others moved down one.
play-back-to-checkpoint-done = Back to checkpoint { $number }.

# The settings panel.
settings-title = Settings
settings-mark-conflicts = Mark conflicts as I type
settings-clean-notes = Remove notes a digit rules out
settings-highlight-digit = Highlight the selected digit
settings-highlight-units = Highlight row, column and box
settings-highlight-candidates = Highlight where the digit can still go
settings-colour-letters = Show colours as letters too
# Number-first input: a keypad key chooses the digit, each tapped cell takes it.
settings-number-first = Choose a digit first, then tap the cells it goes in
settings-cage-aid = Cage-sum aid: the sets that make the selected cage's total

# The clock.
play-time-played = Time played
play-pause = Pause
play-resume = Resume
play-paused = Paused

# The keypad. $digit is the key's digit; $left how many of it the grid still needs.
keypad-label = Keypad
keypad-enter = Enter { $digit }, { $left } left
# In colour mode a digit key paints a colour: $colour is its name.
keypad-colour = Colour { $digit }, { $colour }
keypad-colour-candidate = Colour candidate { $digit }
keypad-erase = Erase
keypad-erase-title = Erase (Delete)
keypad-palette = Colour for candidates

board-label = Sudoku grid

# The hint's buttons.
hint-hint = Hint
hint-show-more = Show more
hint-apply = Apply
hint-close = Close

# What a hint says, a stage at a time. $cell is a cell as hint-cell writes it.
hint-cell = row { $row }, column { $column }
hint-basis-all-candidates = Your notes cover only some cells: where a cell has none, this hint looks at every candidate.
hint-mistake = One of your digits is wrong.
hint-mistake-at = The digit in { $cell } is wrong. Apply erases it.
hint-missing-note = One of your cells' notes leaves out the digit that belongs there.
hint-missing-note-at = Look at the notes of { $cell }: which digit can still go there that they leave out?
hint-missing-note-digit = The notes of { $cell } leave out { $digit }, which belongs there. Apply adds it.
hint-look-at-row = Look at row { $number }.
hint-look-at-column = Look at column { $number }.
hint-look-at-box = Look at box { $number }.
hint-look-at-region = Look at region { $number }.
hint-look-at-diagonal = Look at the main diagonal.
hint-look-at-anti-diagonal = Look at the anti-diagonal.
hint-look-for-next-step = Look for the next step.
hint-look-around = Look around { $cell }.
# The hint's second stage: $technique is the technique's name (technique-… messages).
hint-technique = The technique to use: { $technique }.
hint-solved = Everything is filled in correctly.
hint-stuck = The techniques this site knows find no next step here: this position needs trial and error.
hint-no-single-solution = This puzzle does not have exactly one solution, so there is nothing to hint towards.

# The daily puzzles' pages. $date, $today and $first are dates as date-long writes them.
daily-title = Daily { $level }, { $date }
daily-today = Today's puzzle
daily-levels = Level
daily-killer = Killer
daily-other-days = Other days
daily-previous-day = ← Previous day
daily-next-day = Next day →
daily-not-yet-title = Not out yet
daily-not-yet = The puzzles of { $date } are not out yet: today is { $today }.
daily-play-today = Play today's puzzle
daily-before-first-title = No daily puzzle that day
daily-before-first = There is no daily puzzle for { $date }: they start on { $first }.
daily-browse-archive = Browse the archive
daily-not-found-title = Page not found
daily-unavailable-title = The puzzle could not be made
daily-unavailable = Something went wrong making this puzzle. Please try again later.
confirm-reset-mine-title = Take back your changes?
confirm-reset-mine-text = Every digit, note and colour you changed on this page is taken back, for everyone in the room; what the others placed stays. Undo brings yours back.
confirm-reset-mine-yes = Take back mine
play-own-taken-back = Your changes are taken back — Undo brings them back.
