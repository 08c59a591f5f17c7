# Why something the player gave the site is not a puzzle or a page: a broken share link, a
# pasted puzzle that does not import, a grid that does not read, a daily address that does not
# exist. Most of these are clauses that other messages put after a colon ("We could not read
# the puzzle in this link: …"), so they start in lower case and end without a full stop.
# A quoted character or text ($character, $text, $version, $id) comes with its quotes.
# Numbers ($count, $found, $expected, …) are numbers: choose plural forms on them where the
# language needs to.

## A share code (the part of a /p/ link after /p/) that does not decode.

error-code-empty = the code is empty
error-code-cut-short = the link is cut short: the end of the code is missing
# $character: the character, quoted; $position: where it is in the code, from 1.
error-code-bad-character = the code has { $character } at position { $position }, which no share code contains
# $version: the code's first character (its version), quoted.
error-code-unknown-version = its version { $version } is newer than this site's: the code may come from a newer version of the site
error-code-not-a-code = this is not a share code (those start with a version number, 1, 2 or 3)
error-code-checksum = the code's check digits don't match — was it copied whole?
error-code-trailing-data = the code goes on after its puzzle ends — was something pasted onto it?
# A variant's code where a classic sudoku is wanted; $kind is killer, jigsaw or diagonal.
error-code-variant = { $kind ->
    [killer] it is the code of a killer sudoku, not of a classic sudoku
    [jigsaw] it is the code of a jigsaw sudoku, not of a classic sudoku
   *[diagonal] it is the code of a diagonal sudoku, not of a classic sudoku
}
# $reason: one of the error-rules-… messages.
error-code-rules = its rules cannot be played: { $reason }
# $length: the code's length in characters.
error-code-too-long = the code is too long to be a puzzle ({ $length } characters)

## Rules (regions and killer cages) that a share code's data cannot make.

error-rules-region-cells = the regions cover { $found } cells, not { $expected }
# $region: the region's number, from 1; $cells: its cells; $size: the grid's side.
error-rules-region-size = region { $region } has { $cells } cells, not { $size }
error-rules-cage-cell = a cage has a cell outside the grid
# $row and $column count from 1.
error-rules-cage-overlap = two cages share the cell in row { $row } column { $column }
error-rules-cage-size = a cage has { $cells } cells
# $sum: the total written in the cage.
error-rules-cage-sum = a cage of { $cells } cells cannot add up to { $sum }

## A grid typed or pasted as text that does not read.

error-grid-unknown-size = { $found } cells is not a grid size (4×4 has 16 cells, 6×6 36, 8×8 64, 9×9 81, 12×12 144, 16×16 256, 25×25 625)
error-grid-not-a-square = { $found } cells is not a Latin square (a side of n has n×n cells, n up to 25)
error-grid-wrong-length = expected { $expected } cells, found { $found }
# $character: the character, quoted; $line and $column count from 1.
error-grid-bad-character = bad character { $character } at line { $line }, column { $column }
# $character: the digit, quoted; $size: the grid's side (a 9×9 grid).
error-grid-digit-too-large = digit { $character } at line { $line }, column { $column } is too large for a { $size }×{ $size } grid

## What is wrong with a puzzle or link from another site ($site in error-import-site).

error-site-no-puzzle = it holds no puzzle
error-site-length = its puzzle has { $found } characters, not { $expected }
# $character: the character, quoted.
error-site-character = its puzzle has the character { $character }, which the format does not use
error-site-compressed = its compressed data is damaged — was the link copied whole?
# $reason: one of the error-site-data-… messages.
error-site-data = its puzzle data cannot be read: { $reason }
# $size: the grid's side (a 9×9 grid).
error-site-size = its grid is { $size }×{ $size }, a size this site does not play
error-site-given = a given is not a digit of the grid
# $variant: which variant, one of the error-site-variant-… messages (or the other site's own
# words for it, in English).
error-site-variant = it is a variant puzzle ({ $variant }), not a classic sudoku
# $name: the constraint's name in the link's data, as the other site writes it (thermo, arrow…).
error-site-constraint = it has a constraint this site does not play: { $name }
# $id: the puzzle's id on the other site, quoted.
error-site-stored = it names a puzzle kept on the site's server ({ $id }); open it there and copy its grid or a full puzzle link
# $length: the puzzle's length in characters.
error-site-too-long = it is too long to be a classic puzzle ({ $length } characters)

# Why another site's puzzle data cannot be read (inside error-site-data).
error-site-data-not-puzzle = not puzzle data
error-site-data-no-grid = no grid of cells
error-site-data-not-square = the grid is not square
error-site-data-sudokuwiki-form = a packed SudokuWiki form this site cannot read
error-site-data-cell-region = a cell has no region
error-site-data-region-number = a cell's region is not a number
error-site-data-regions = its regions do not each have one cell per digit
error-site-data-cages = its cages overlap or cannot make their totals
error-site-data-cage-cells = a cage has no cells
error-site-data-cage-outside = a cage names a cell outside the grid
error-site-data-cage-total = a cage's total is not a number

# The variant another site's puzzle is (inside error-site-variant's brackets).
error-site-variant-killer = killer sudoku
error-site-variant-jigsaw = jigsaw sudoku
error-site-variant-diagonal = diagonal sudoku
error-site-variant-killer-cages = killer cages
error-site-variant-irregular-regions = irregular regions
# $letter: SudokuWiki's letter for the kind of puzzle, quoted.
error-site-variant-sudokuwiki-type = SudokuWiki puzzle type { $letter }

## Why a pasted text (on the Create page, or after /p/ in a link) could not be imported.
## Each has two forms: [sentence] stands alone on the Create page (capital letter, full stop);
## [clause] goes into another message after a colon.

error-import-empty = { $form ->
    [sentence] Nothing to import: paste a puzzle or a link to one.
   *[clause] nothing to import: paste a puzzle or a link to one
}
# $reason: one of the error-grid-… messages.
error-import-grid = { $form ->
    [sentence] This looks like a puzzle grid, but { $reason }.
   *[clause] this looks like a puzzle grid, but { $reason }
}
# $reason: one of the error-code-… messages.
error-import-share-code = { $form ->
    [sentence] This looks like a share code, but { $reason }.
   *[clause] this looks like a share code, but { $reason }
}
# $site: the other site's name (SudokuPad, f-puzzles…); $reason: one of the error-site-…
# messages.
error-import-site = { $form ->
    [sentence] This is a puzzle from { $site }, but { $reason }.
   *[clause] this is a puzzle from { $site }, but { $reason }
}
# $host: the link's host name (example.com; in the sentence form with its first letter in
# capitals, as it starts the sentence).
error-import-unknown-site = { $form ->
    [sentence] { $host } is not a site puzzles can be imported from (try a Sudoku Exchange, SudokuPad, SudokuWiki or f-puzzles link).
   *[clause] { $host } is not a site puzzles can be imported from (try a Sudoku Exchange, SudokuPad, SudokuWiki or f-puzzles link)
}
error-import-unrecognised = { $form ->
    [sentence] This is not a puzzle: paste 81 digits with 0 or . for blanks, a share code, or a puzzle link.
   *[clause] this is not a puzzle: paste 81 digits with 0 or . for blanks, a share code, or a puzzle link
}

## A date in an address that does not read (inside error-daily-not-a-date).

# $text: the address's text, quoted.
error-date-format = expected a date as YYYY-MM-DD, found { $text }
error-date-year = year { $year } is outside 1 to 9999
error-date-month = month { $month } is outside 1 to 12
# $month: the year and month as YYYY-MM (2026-02); $day: the day asked for.
error-date-day = { $month } has no day { $day }

## The page of a daily address that does not exist (under "Page not found").

error-daily-not-a-level = Daily puzzles come in easy, medium and hard, and a killer.
# $reason: one of the error-date-… messages.
error-daily-not-a-date = That is not a date: { $reason }.
