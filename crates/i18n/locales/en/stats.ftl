# The statistics page (/stats), the player's data as a file and sync between devices, the
# completion panel of a solved game, and the review of a finished game.

## The statistics page.

stats-title = Your statistics
stats-lead = Kept in this browser only. Download your data to keep a copy or move it to another device.
# Where the table goes while the games kept in the browser are being read.
stats-reading = Reading your games…
# Where the table goes when there are no games. $link is a link to today's puzzle, whose text
# is stats-no-games-link.
stats-no-games = No games yet. Play { $link } to start.
stats-no-games-link = today's puzzle

stats-streak-title = Daily streak
# The current and the longest daily streak, each followed by stats-streak-days.
stats-streak-current = Current
stats-streak-longest = Longest
# A streak's length in days; the number is shown in bold.
stats-streak-days = { $count ->
    [one] { $count } day
   *[other] { $count } days
}
stats-streak-note = A day counts when you solve one of its dailies on that day.

# The calendar of the last year, one square a day.
stats-year-title = The last year
# The calendar as a screen reader names it: $puzzles is stats-year-puzzles, $days is
# stats-year-days.
stats-year-summary = { $puzzles } solved on { $days } in the last year
stats-year-puzzles = { $count ->
    [one] { $count } puzzle
   *[other] { $count } puzzles
}
stats-year-days = { $count ->
    [one] { $count } day
   *[other] { $count } days
}
# A day's square of the calendar, when pointed at: $date is the day (2026-11-22), then how many
# puzzles were solved that day.
stats-day-solved = { $date }: { $count ->
    [0] none
    [one] { $count } puzzle
   *[other] { $count } puzzles
}
# The months' short names above the calendar's columns (about three letters: there is little room).
stats-month-short-1 = Jan
stats-month-short-2 = Feb
stats-month-short-3 = Mar
stats-month-short-4 = Apr
stats-month-short-5 = May
stats-month-short-6 = Jun
stats-month-short-7 = Jul
stats-month-short-8 = Aug
stats-month-short-9 = Sep
stats-month-short-10 = Oct
stats-month-short-11 = Nov
stats-month-short-12 = Dec

# The table of games per size and level.
stats-by-level-title = By size and level
stats-table-caption = Games by size and level
# The table's column headers (also each figure's label on a narrow screen).
stats-puzzle = Puzzle
stats-played = Played
stats-solved = Solved
# The share of games played that were solved.
stats-rate = Rate
# The fastest, median and mean solving times.
stats-best = Best
stats-median = Median
stats-mean = Mean
stats-hints = Hints
# The solve rate: $rate is a whole percentage.
stats-rate-value = { $rate }%
# A row's puzzles: the grid ($size is its side: 9 for 9×9) and the kind of puzzle; "latin" is a
# Latin square (rows and columns, no boxes).
stats-row-grid = { $kind ->
    [killer] Killer { $size }×{ $size }
    [jigsaw] Jigsaw { $size }×{ $size }
    [diagonal] Diagonal { $size }×{ $size }
    [latin] { $size }×{ $size } Latin
   *[classic] { $size }×{ $size }
}
# A row's puzzles with their level: $grid is stats-row-grid, $level the level's name
# ("Killer 9×9 Medium").
stats-row-level = { $grid } { $level }

# A technique's practice (on /learn): how many positions the player answered right at the first
# check ($right) of those they checked ($tries).
stats-practice-none = Not practised yet
stats-practice-right = { $right } of { $tries } right

## The player's data as a file (on the statistics page).

data-title = Your data
data-about = Your games, saves and settings as one file, to keep or to import in another browser. Importing merges: nothing you have is lost.
data-download = Download my data
data-import = Import data…
# After an import: $count is how many games the file added.
data-imported = Imported: { $count ->
    [one] { $count } new game
   *[other] { $count } new games
}, and the rest merged.
# An import that failed: $reason says why (one of the messages below).
data-not-imported = Nothing was imported. { $reason }
data-file-unreadable = The file could not be read.
data-code-missing = The code that reads and writes data files could not be loaded: check the connection and try again.

# Why a file was refused.
data-too-large = This file is too large to be a Sudoku data file.
# $reason is data-not-json, data-version-missing or the JSON reader's own (English) words.
data-not-data = This file is not a Sudoku data file, or it is damaged ({ $reason }).
data-not-json = it is not JSON
data-version-missing = its version is missing
# $format is what the file names as its format, in quotes, or data-format-missing.
data-foreign = This file is not a Sudoku data file (its format is { $format }).
# In place of a file's format when it names none (shown in quotes).
data-format-missing = missing
data-newer = This file was made by a newer version of the site (version { $version }); update the page and try again.
# $index is the game's place in the file (from 1); $reason is one of the record- messages.
data-game-damaged = Game { $index } of the file is damaged: { $reason }.
# $reason is data-save-reason.
data-save-damaged = A saved game in the file is damaged: { $reason }.
# A damaged save: $key is the save's name in the file, $why what is wrong with it.
data-save-reason = { $key } ({ $why })
data-save-bad-name = not a saved game's name
data-save-no-puzzle = no puzzle in its name

# Why the browser did not keep the player's data (shown above the grid and on this page).
data-storage-full = Your browser's storage for this site is full, so your progress is not being saved. Download your data from the statistics page, then free some space.
data-storage-unavailable = This browser does not let the site keep your progress.

# What is wrong with a game in a data file. $text is the file's text, in quotes.
record-parts = a game has 6 parts, not { $count }
record-id = { $text } is not a game's id
record-status = { $text } is not a game's status
record-number = { $text } is not a whole number
record-moment = { $text } is not a moment
record-level = { $text } has not a level of the site
record-not-level = { $text } is not a level
# $offset is the file's value, in minutes.
record-offset = the time zone offset { $offset } is impossible
record-daily-level = its level is not its daily's

## Sync between the player's devices (on the statistics page).

sync-title = Use on another device
sync-about = Sync keeps your games on this site's server under a secret link, without an account. Each device merges its games with the others' when this page opens.
# The button that starts syncing this device.
sync-start = Use on another device
sync-open-link = Open this link on your other device (it is a secret: anyone with it can read and change your data):
sync-copy-link = Copy link
sync-link-copied = Link copied.
# When the browser could not copy the link itself.
sync-copy-by-hand = Select the link and copy it.
sync-qr-label = QR code of the sync link
sync-now = Sync now
sync-forget = Forget this device
sync-delete = Delete my data on the server
# After a sync: $count is how many games came from the other devices.
sync-synced = Synced: { $count ->
    [one] { $count } new game
   *[other] { $count } new games
} from your other devices.
sync-damaged-link = Nothing was synced: this sync link is damaged: its code is not 32 hexadecimal digits. Ask for a new link on your other device.
sync-no-random = This browser cannot make a safe sync code.
sync-forgotten = This device no longer syncs. Its data stays here.
sync-deleted = Your data was deleted from the server. This browser keeps its own copy.
# $reason is one of the data- messages saying why the file was refused.
sync-server-unreadable = Nothing was synced: the data on the server could not be read. { $reason }
sync-too-large = Your data is larger than this site keeps for sync; download it instead.
sync-too-many = Too many syncs just now; try again in a minute.
sync-unavailable = Sync is unavailable right now; your data is safe in this browser. Try again later.

## The completion panel of a finished game.

completion-solved-title = Well done!
completion-revealed-title = Solution shown
# $time is the time played (4:12); $hints how many hints were taken.
completion-solved = Solved in { $time } with { $hints ->
    [0] no hints
    [one] { $hints } hint
   *[other] { $hints } hints
}.
completion-revealed = The solution was shown after { $time } of play, with { $hints ->
    [0] no hints
    [one] { $hints } hint
   *[other] { $hints } hints
}.
# The button that opens the review of the game.
completion-review = Review

# How the time compares with the player's other solves of the same kind of puzzle. $kind names
# the kind (completion-kind, completion-kind-level or a level's name: "Medium", "Hard killer",
# "6×6 Latin"), $time is the time (4:12) and $count how many such puzzles were solved, this one
# included (at least 2).
completion-new-best = New personal best: { $time }, your fastest of { $count } { $kind } puzzles.
completion-first = Your first { $kind } puzzle solved: { $time }.
completion-equals-best = { $time } equals your best of { $count } { $kind } puzzles.
# $place is completion-ordinal ("2nd").
completion-rank = Your { $place } fastest of { $count } { $kind } puzzles.
# An ordinal number ("2nd" in completion-rank): $place is the number, $form the ending English
# gives it: "one" (1st, 21st), "two" (2nd, 22nd), "few" (3rd, 23rd), else "other" (4th, 11th,
# 12th, 13th). A language whose ordinals do not change that way needs only the *[other] variant.
completion-ordinal = { $form ->
    [one] { $place }st
    [two] { $place }nd
    [few] { $place }rd
   *[other] { $place }th
}
# The kind of puzzle in the sentences above, without its noun: $kind is killer, jigsaw,
# diagonal, latin (a Latin square, no boxes) or classic; $size is the grid's side (6 for 6×6).
completion-kind = { $kind ->
    [killer] killer
    [jigsaw] jigsaw
    [diagonal] diagonal
    [latin] { $size }×{ $size } Latin
   *[classic] { $size }×{ $size }
}
# The kind with its level: $level is the level's name, $kind is completion-kind ("Hard killer").
completion-kind-level = { $level } { $kind }
# The player's daily streak, in days.
completion-streak = Daily streak: { $count ->
    [one] { $count } day
   *[other] { $count } days
}.
completion-streak-longest = Daily streak: { $count ->
    [one] { $count } day
   *[other] { $count } days
}, your longest yet.

## The review of a finished game.

review-title = Review
review-previous = Previous
review-next = Next
# The slider that picks the move whose board is shown.
review-move-shown = Move shown
review-timeline = Timeline
# The timeline's column headers: the move, the time it took, and the technique the solver had
# from the position before it.
review-column-move = Move
review-column-took = Took
review-column-available = Available before it
# The board's text alternative: $rows is the digits row by row ("." for an empty cell).
review-board-label = The board after move { $move }: { $rows }

# Under the board: the position shown. $available is one of the review-next- phrases.
review-caption-start = The start: { $available }.
review-caption-end = The end of the game.
review-caption-from-here = From here, { $available }.
# $move and $total count moves; $time is the time played then (4:12); $move_made is one of the
# review-move- phrases, $took a duration (review-duration-), $after review-caption-end or
# review-caption-from-here.
review-caption-move = Move { $move } of { $total }, at { $time }: { $move_made } (took { $took }). { $after }

# A move of the timeline: its number, then a review-move- phrase.
review-timeline-move = { $number }. { $move_made }
# What the solver had before a move, in the timeline.
review-timeline-mistake = wrong digit in { $cell }
review-timeline-stuck = beyond the ladder
# The marks on a move of the timeline.
review-mark-longest = longest wait
# $mark is one of the three below.
review-mark-longest-and = longest wait, { $mark }
review-mark-hardest-found = hardest step found
review-mark-toughest-single = toughest single
review-mark-hardest = hardest step

# The summary. $move is a move's number, $took a duration (review-duration-), $available a
# review-next- phrase and $move_made a review-move- phrase.
review-stuck-longest = You were stuck longest before move { $move } ({ $took }): { $available }, then { $move_made }.
review-dropped = Only your last moves are kept; the first ones are not shown.
# The puzzle's hardest step: $technique is its name, $rating its rating (1.2); $move is the
# player's first move made where it was the easiest step, 0 if it never was.
review-hardest = The puzzle's hardest step: { $technique } (rating { $rating }); { $move ->
    [0] on your path it was never the easiest step
   *[other] you first met it before your move { $move }
}.
review-hardest-beyond = This puzzle needs more than the techniques of the ladder; the hardest they found is { $technique } (rating { $rating }); { $move ->
    [0] on your path it was never the easiest step
   *[other] you first met it before your move { $move }
}.
# For a puzzle that needs nothing harder than singles; $technique is Hidden Single or Naked Single.
review-hardest-single = Singles are all this puzzle needs; the toughest is a { $technique } (rating { $rating }); { $move ->
    [0] on your path it was never the easiest step
   *[other] you first met it before your move { $move }
}.
review-full-house = Every step of this puzzle is a Full House: the last empty cell of a row, column or box.

# What the solver had from a position, as a phrase inside the sentences above.
review-next-step = { $technique } was available
review-next-mistake = { $cell } held a wrong digit
review-next-stuck = no technique of the ladder applied
review-next-solved = the grid was full
review-next-unknown = the puzzle has no single solution

# A cell by its row and column: "r4c2".
review-cell = r{ $row }c{ $column }
# The cells a move changed: two or three cells' names, or how many (at least 4).
review-cells-two = { $first }, { $second }
review-cells-three = { $first }, { $second }, { $third }
review-cells-many = { $count ->
    [one] { $count } cell
   *[other] { $count } cells
}
# What a move did, in a few words. $digit is a digit, $cells a cell's name or review-cells-.
review-move-place = { $digit } in { $cells }
review-move-erase = erased { $cells }
review-move-notes = notes
review-move-change = changed { $cells }
review-move-reset = reset
review-move-reveal = solution shown
# A move that changed the board for the player: $action is one of review-action-, then what it did.
review-move-digit = { $action }: { $digit } in { $cells }
review-move-emptied = { $action }: { $cells } emptied
review-move-cells = { $action }: { $cells }
review-action-hint = hint
review-action-undo = undo
review-action-redo = redo
review-action-checkpoint = back to a checkpoint

# How long a move took. The spaces between a number and its unit are no-break spaces, so a
# narrow column never breaks them apart. "8.2 s": $seconds and $tenths of a second.
review-duration-seconds = { $seconds }.{ $tenths } s
review-duration-minutes = { $minutes } min { $seconds } s
review-duration-hours = { $hours } h { $minutes } min
