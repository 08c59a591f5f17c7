# Playing together (rooms), sharing a puzzle, shared and variant puzzles, new puzzles on
# demand, the daily archive and the daily's community figures.

## Rooms (/r/…): a puzzle solved together.

room-missing-title = No such room
room-missing-text = There is no room at this address. Rooms unused for a month are removed.
# HTML: keep the <strong> and <a href="/"> tags around the words they mark. "Play together" is
# the button of the same name under a puzzle (share-together).
room-missing-action = Open a puzzle and choose <strong>Play together</strong> to make a new one, or <a href="/">play today's puzzle</a>.
room-unavailable-title = Rooms are unavailable
room-unavailable-text = The site cannot open its rooms right now. Try again in a minute; every puzzle can still be played alone.
room-play-today = Play today's puzzle
room-unreadable = This room's board could not be read.
# The room page's title and heading.
room-title = Playing together
# The list of the people in the room, for screen readers.
room-people = Who is here
# The player themself in the list of who is here; $name is the name they go by.
room-person-you = { $name } (you)
room-status-connecting = Joining the room…
room-status-online = Everyone's moves show here as they are made; Undo takes back your own.
# The room's socket is closed; $count is how many of the player's changes wait to be sent.
room-status-offline = { $count ->
    [0] Offline: you can play on here, and the room catches up when the connection is back.
    [one] Offline: you can play on here; { $count } change will be sent when the connection is back.
   *[other] Offline: you can play on here; { $count } changes will be sent when the connection is back.
}
room-invite = Invite someone
room-link-label = Link to this room
room-copy-link = Copy link
room-show-qr = Show QR code
room-link-copied = Link copied.
room-copy-by-hand = Copy the link above to invite someone.
room-qr-failed = The QR code could not be made; copy the link instead.
# The QR code's picture, for screen readers.
room-qr-label = QR code of the room's link
room-name-label = Your name here
# Shown in the empty name field: the name the player goes by without one.
room-name-placeholder = Guest
room-name-use = Use this name
room-note = Anyone with the link can join, up to eight at once. A daily solved in a room counts for the room: it is not sent as anyone's own daily result.
room-start-offline = A room needs the connection to the site: try again when you are online.
room-start-unavailable = This site cannot make rooms right now.
# $reason: the server's sentence saying why (in English).
room-start-refused = No room could be made: { $reason }
# Said to screen readers when someone comes or goes; $name is their name in the room.
room-joined = { $name } joined.
room-left = { $name } left.
# Once the puzzle is solved; $time is how long the room took, like 12:34.
room-finished = Solved together in { $time }!
# $placed is the list of who placed how many digits, like "Ada 30, Bo 12" (each is room-placed).
room-finished-placed = Solved together in { $time }! Digits placed while you were here: { $placed }.
room-finished-untimed = Solved together!
room-finished-placed-untimed = Solved together! Digits placed while you were here: { $placed }.
# One person in room-finished-placed's list: their name and how many digits they placed.
room-placed = { $name } { $count }

## Sharing a puzzle: the box under a game.

share-legend = Share or print
share-include-progress = Include my progress
share-link-label = Link to this puzzle
share-copy-link = Copy link
share-link-copied = Link copied.
share-copy-by-hand = Copy the link below to share it.
share-print = Print this puzzle
share-together = Play together
share-making-room = Making a room…
# A link to the puzzle on SudokuPad, another site (its name stays as it is).
share-sudokupad = Open in SudokuPad

## A puzzle shared as a link (/p/…).

# The title of a new puzzle made for the player: "New easy 9×9 puzzle"; $size is the grid's
# side, $level selects the puzzle's level.
shared-title-new-puzzle = { $level ->
    [easy] New easy { $size }×{ $size } puzzle
    [medium] New medium { $size }×{ $size } puzzle
    [hard] New hard { $size }×{ $size } puzzle
    [expert] New expert { $size }×{ $size } puzzle
   *[master] New master { $size }×{ $size } puzzle
}
# A Latin square: rows and columns only, no boxes.
shared-title-new-latin = { $level ->
    [easy] New easy { $size }×{ $size } Latin square
    [medium] New medium { $size }×{ $size } Latin square
    [hard] New hard { $size }×{ $size } Latin square
    [expert] New expert { $size }×{ $size } Latin square
   *[master] New master { $size }×{ $size } Latin square
}
shared-title-puzzle = Shared { $size }×{ $size } puzzle
shared-title-latin = Shared { $size }×{ $size } Latin square
shared-broken-title = Broken puzzle link
shared-broken-heading = This puzzle link is broken
# $reason says what is wrong with the link's code.
shared-broken-reason = We could not read the puzzle in this link: { $reason }.
# HTML: keep the two <a href="…"> tags around the words they link.
shared-broken-help = If someone sent it to you, ask them to copy it again. <a href="/create">Paste a puzzle</a> or <a href="/">play today's puzzle</a>.

## Variant puzzles: killer, jigsaw, diagonal.

# The title of a new variant puzzle made for the player; $level selects its level.
variant-title-new-killer = { $level ->
    [easy] New easy killer sudoku
    [medium] New medium killer sudoku
    [hard] New hard killer sudoku
    [expert] New expert killer sudoku
   *[master] New master killer sudoku
}
variant-title-new-jigsaw = { $level ->
    [easy] New easy jigsaw sudoku
    [medium] New medium jigsaw sudoku
    [hard] New hard jigsaw sudoku
    [expert] New expert jigsaw sudoku
   *[master] New master jigsaw sudoku
}
variant-title-new-diagonal = { $level ->
    [easy] New easy diagonal sudoku
    [medium] New medium diagonal sudoku
    [hard] New hard diagonal sudoku
    [expert] New expert diagonal sudoku
   *[master] New master diagonal sudoku
}
variant-title-new-classic = { $level ->
    [easy] New easy classic sudoku
    [medium] New medium classic sudoku
    [hard] New hard classic sudoku
    [expert] New expert classic sudoku
   *[master] New master classic sudoku
}
# The title of a variant puzzle shared as a link.
variant-title-killer = Shared killer sudoku
variant-title-jigsaw = Shared jigsaw sudoku
variant-title-diagonal = Shared diagonal sudoku
variant-title-classic = Shared classic sudoku
# A variant's title (one of the above) for a grid other than 9×9; $size is the grid's side.
variant-title-sized = { $title } { $size }×{ $size }
# $date is the puzzle's date, written out.
variant-daily-killer = Daily Killer, { $date }
# The rules, said above a variant's grid.
# The button that opens a variant's rules on a phone.
variant-rules-summary = Rules
variant-rules-classic = Place each digit once in every row, column and box.
variant-rules-killer = Place each digit once in every row, column and box. The digits in each dashed cage add up to its total, and never repeat within the cage.
variant-rules-jigsaw = Place each digit once in every row, column and outlined region; the regions are irregular shapes.
variant-rules-diagonal = Place each digit once in every row, column and box, and on each of the two long diagonals.
# What a screen reader says of a cell of a variant, after its row and column (the parts are
# joined with commas): its irregular region, the diagonals it is on, its cage.
variant-cell-region = region { $region }
variant-cell-main-diagonal = on the main diagonal
variant-cell-anti-diagonal = on the anti-diagonal
# $count is how many cells the cage has.
variant-cell-cage = { $count ->
    [one] cage of { $count } cell
   *[other] cage of { $count } cells
}
# $count is how many cells the cage has, $sum the total its digits make.
variant-cell-cage-sum = { $count ->
    [one] cage of { $count } cell, sum { $sum }
   *[other] cage of { $count } cells, sum { $sum }
}
# The cage-sum aid for the selected cell's cage: $size is how many cells the cage has, $sum its
# total. (Add the plural variants your language needs.)
variant-cage-aid-none = { $size ->
   *[other] Cage of { $size } cells, total { $sum }: no set of digits makes it any more.
}
# $sets lists the sets of digits that still make the total, like "1 2 6; 1 3 5".
variant-cage-aid-placed = { $size ->
   *[other] Cage of { $size } cells, total { $sum }: { $sets }. All placed.
}
# $left: the digits those sets hold that are not placed yet, like "1 3".
variant-cage-aid = { $size ->
   *[other] Cage of { $size } cells, total { $sum }: { $sets }. Digits left: { $left }.
}

## New puzzles on demand (/new).

new-title = New puzzle
new-heading = A new puzzle
new-intro = Every puzzle has exactly one solution and needs no guessing.
new-booklet = Print a booklet of daily puzzles
new-failed = The puzzle could not be made just now: please try again.
new-latin-heading = Latin squares
new-latin-text = Rows and columns only, no boxes: each digit once in every row and column.
new-variants-heading = Variants
new-variants-text = Killer: cages whose digits add up to their totals. Jigsaw: irregular regions in place of boxes. Diagonal: the two long diagonals hold each digit once too.
# The variants' names in the list of puzzles to make.
new-kind-killer = Killer
new-kind-jigsaw = Jigsaw
new-kind-diagonal = Diagonal
# Why an address asking for a new puzzle is not served. The words after "kind=", "size=" and
# "level=" are what the address takes: keep them in English.
# $word is what the address asked for, in quotes.
new-error-kind = { $word } is not a kind of puzzle here: leave it out, or ask for kind=latin, killer, jigsaw or diagonal.
new-error-no-size = Say which size of grid: size=9, for one.
# $size is what the address asked for, in quotes.
new-error-size = { $size } is not a grid size.
# $level is what the address asked for, in quotes.
new-error-level = unknown level { $level } (easy, medium, hard, expert or master).
# $kind selects the kind of puzzle; $size is the grid's side; $levels lists the levels it
# comes in, as the address writes them ("easy, medium, hard").
new-error-levels = { $kind ->
    [latin] { $size }×{ $size } Latin squares come in { $levels } only.
    [killer] { $size }×{ $size } killer sudokus come in { $levels } only.
    [jigsaw] { $size }×{ $size } jigsaw sudokus come in { $levels } only.
    [diagonal] { $size }×{ $size } diagonal sudokus come in { $levels } only.
   *[classic] { $size }×{ $size } puzzles come in { $levels } only.
}
# No puzzle of that kind ($kind) and size ($size) is made; $only is the one size there is.
new-error-only-size = { $kind ->
    [latin] There are no { $size }×{ $size } Latin squares here: they are { $only }×{ $only }.
    [killer] There are no { $size }×{ $size } killer sudokus here: they are { $only }×{ $only }.
    [jigsaw] There are no { $size }×{ $size } jigsaw sudokus here: they are { $only }×{ $only }.
    [diagonal] There are no { $size }×{ $size } diagonal sudokus here: they are { $only }×{ $only }.
   *[classic] There are no { $size }×{ $size } puzzles here: they are { $only }×{ $only }.
}
# $sizes lists the sizes there are but the last, like "4, 6, 9"; $last is the last one.
new-error-sizes = { $kind ->
    [latin] There are no { $size }×{ $size } Latin squares here: try { $sizes } or { $last }.
    [killer] There are no { $size }×{ $size } killer sudokus here: try { $sizes } or { $last }.
    [jigsaw] There are no { $size }×{ $size } jigsaw sudokus here: try { $sizes } or { $last }.
    [diagonal] There are no { $size }×{ $size } diagonal sudokus here: try { $sizes } or { $last }.
   *[classic] There are no { $size }×{ $size } puzzles here: try { $sizes } or { $last }.
}
new-error-none = { $kind ->
    [latin] There are no { $size }×{ $size } Latin squares here.
    [killer] There are no { $size }×{ $size } killer sudokus here.
    [jigsaw] There are no { $size }×{ $size } jigsaw sudokus here.
    [diagonal] There are no { $size }×{ $size } diagonal sudokus here.
   *[classic] There are no { $size }×{ $size } puzzles here.
}
# The units a digit may not repeat in, as a sentence names them ("… repeat a digit in a row,
# column or box").
new-units-classic = row, column or box
new-units-latin = row or column
new-units-jigsaw = row, column or region
new-units-diagonal = row, column, box or diagonal

## The daily archive (/daily): a calendar of past dailies by month.

archive-title = Daily archive
archive-heading = Daily puzzles
# The navigation between months, for screen readers.
archive-months = Months
archive-earlier = ← Earlier
archive-later = Later →
# The calendar's heading: $month selects the month (1 to 12), $year is the year.
archive-month = { $month ->
    [1] January { $year }
    [2] February { $year }
    [3] March { $year }
    [4] April { $year }
    [5] May { $year }
    [6] June { $year }
    [7] July { $year }
    [8] August { $year }
    [9] September { $year }
    [10] October { $year }
    [11] November { $year }
   *[12] December { $year }
}
# The calendar's columns, Monday first.
archive-mon = Mon
archive-tue = Tue
archive-wed = Wed
archive-thu = Thu
archive-fri = Fri
archive-sat = Sat
archive-sun = Sun
# The daily Killer's name in a day's links.
archive-killer = Killer
# The one letter of a day's link to each of its puzzles ($edition selects which): see
# archive-legend.
archive-letter = { $edition ->
    [easy] E
    [medium] M
    [hard] H
   *[killer] K
}
# A day's link to a puzzle the player solved; $level is the puzzle's name (Easy, Killer…).
archive-solved = { $level }, solved
archive-legend = E, M and H open the easy, medium and hard puzzle of the day, K its Killer; solved ones are filled.
archive-solvers-legend = The number under a day: the players who solved its puzzles.
# A day's tooltip: how many players solved each of its puzzles.
archive-solvers = Solved by { $easy } easy, { $medium } medium, { $hard } hard, { $killer } killer
# Said to screen readers after the number of players under a day ($count). (Add the plural
# variants your language needs.)
archive-players-solved = { $count ->
   *[other] players solved
}

## The community figures: a daily's players and times, and the player's standing.

community-unavailable = Statistics unavailable.
# The heading of a daily's figures.
community-players = Players
community-nobody = Nobody has solved it yet.
community-nobody-today = Nobody has solved it yet today.
# HTML: keep the <strong> tags. $count is how many players solved the daily, $median their
# median time, like 4:12.
community-median = { $count ->
    [one] <strong>{ $count } player solved it</strong>; the median time is <strong>{ $median }</strong>.
   *[other] <strong>{ $count } players solved it</strong>; the median time is <strong>{ $median }</strong>.
}
community-median-today = { $count ->
    [one] <strong>{ $count } player solved it</strong> today; the median time is <strong>{ $median }</strong>.
   *[other] <strong>{ $count } players solved it</strong> today; the median time is <strong>{ $median }</strong>.
}
# A bar of the histogram of finishing times: the times it holds, like "3:00 to 3:29".
community-range = { $from } to { $to }
# The last bar, which also holds every slower time.
community-range-last = { $from } or more
# The histogram, for screen readers: from the first bar's time to the last's.
community-histogram = Finishing times, from { $from } to { $to } or more
# The same, with the player's time ($time) and its bar ($bar, a community-range).
community-histogram-yours = Finishing times, from { $from } to { $to } or more; yours, { $time }, is in the bar { $bar }
# A bar's tooltip: its times ($range) and how many players finished in them.
community-bar = { $count ->
    [one] { $range }: { $count } player
   *[other] { $range }: { $count } players
}
community-bar-yours = { $count ->
    [one] { $range }: { $count } player, yours among them
   *[other] { $range }: { $count } players, yours among them
}
community-your-time = Your time, { $time }, is in the marked bar ({ $bar }).
# The player's standing once they solved a daily; $time is their time, like 4:12.
community-first = You finished in { $time }, the first player to solve it.
community-first-today = You finished in { $time }, the first player to solve it today.
# $hinted is a clause from community-hinted.
community-faster-than-other = You finished in { $time }, faster than the other player; { $hinted }.
community-faster-than-other-today = You finished in { $time }, faster than the other player today; { $hinted }.
community-no-faster-than-other = You finished in { $time }, no faster than the other player; { $hinted }.
community-no-faster-than-other-today = You finished in { $time }, no faster than the other player today; { $hinted }.
# $share: the percentage of the other players who took longer; $others: how many other players.
community-faster-than-share = { $others ->
   *[other] You finished in { $time }, faster than { $share }% of the { $others } other players; { $hinted }.
}
community-faster-than-share-today = { $others ->
   *[other] You finished in { $time }, faster than { $share }% of the { $others } other players today; { $hinted }.
}
# The end of the standing's sentence: $share is the percentage of all players who took a hint.
community-hinted = { $share ->
    [0] nobody used a hint
    [100] every player used a hint
   *[other] { $share }% of all players used a hint
}
# $reason: the server's reason, the end of a sentence (in English).
community-not-counted = Your time was not counted: { $reason }
# The standing ($standing, a sentence above) followed by why the time does not count.
community-standing-not-counted = { $standing } Your time was not counted: { $reason }
community-counted = Your time is counted.
community-unavailable-now = Statistics are unavailable right now; your time will be counted when you come back to this puzzle.
# A guest (who chose no name) is named by their colour in the room, 1 to 8: an animal each,
# no two with the same first letter (it marks their selection on the grid).
room-guest-1 = Fox
room-guest-2 = Owl
room-guest-3 = Bear
room-guest-4 = Hare
room-guest-5 = Lynx
room-guest-6 = Wren
room-guest-7 = Seal
room-guest-8 = Deer
# Someone who placed digits and left: their number in the room.
room-player-number = Player { $number }
# A shared puzzle's title and setter, from the link it came by (an f-puzzles link's).
shared-credit-both = “{ $title }” by { $author }
shared-credit-title = “{ $title }”
shared-credit-author = By { $author }
