# The engine's explanation of a hint's step (its last stage) and of /learn's examples.
# Values: cells are written r4c2 (explain-cell); $unit and $other are units (unit-…);
# $digits are digits joined with list-and, $alternatives with list-or; $removed is what the
# step removes (explain-removed…); $technique is a technique's name; $links, $count, $total,
# $known and $each are numbers.

explain-full-house = { $cell } is the last empty cell of { $unit }, so it is { $digit }.
explain-hidden-single = In { $unit }, { $digit } fits only in { $cell }.
explain-naked-single = { $cell } can only be { $digit }.
explain-locked-candidates = In { $unit }, { $digits } lies only in { $other }, so remove { $removed }.
explain-naked-subset = In { $unit }, { $cells } hold only { $digits } between them, so remove { $removed }.
explain-hidden-subset = In { $unit }, { $digits } fit only in { $cells }, so remove { $removed }.
explain-fish = { $technique }: in { $base }, { $digits } lies only in { $cover }, so remove { $removed }.
explain-finned-fish-one-fin = { $technique }: in { $base }, { $digits } lies only in { $cover } or in the fin { $fins }; either way, remove { $removed }.
explain-finned-fish-fins = { $technique }: in { $base }, { $digits } lies only in { $cover } or in the fins { $fins }; either way, remove { $removed }.
explain-sashimi-fish-one-fin = { $technique } (sashimi): in { $base }, { $digits } lies only in { $cover } or in the fin { $fins }; either way, remove { $removed }.
explain-sashimi-fish-fins = { $technique } (sashimi): in { $base }, { $digits } lies only in { $cover } or in the fins { $fins }; either way, remove { $removed }.
explain-wing = { $technique }: whatever { $pivot } is, one of { $pincers } is { $digits }, so remove { $removed }.
explain-w-wing = W-Wing: { $pair } hold the same two digits, and the strong link { $link } keeps them from both being the other one, so one of them is { $digits }; remove { $removed }.
explain-colouring = Colouring { $digits }: either { $first } or { $second } all hold { $digits }, so remove { $removed }.
explain-unique-rectangle = { $technique }: { $cells } would otherwise allow two solutions with { $alternatives }, so remove { $removed }.
explain-bug = BUG+1: without { $digit } in { $cell } every cell would have two candidates and the puzzle two solutions, so { $cell } is { $digit }.
explain-chain = { $technique } of { $links } links: { $start } or { $end } is { $digits }, so remove { $removed }.
explain-aic = Alternating inference chain of { $links } links: { $start } is { $start_digit } or { $end } is { $end_digit }, so remove { $removed }.
explain-als-xz-one = ALS-XZ: { $first } and { $second } each hold one digit more than cells, and cannot both hold { $alternatives }, so one of them holds { $digits }; remove { $removed }.
explain-als-xz-many = ALS-XZ: { $first } and { $second } each hold one digit more than cells, and cannot both hold { $alternatives }, so each of { $digits } is in one of them; remove { $removed }.
explain-contradiction-removes = Forcing chain: if { $cell } were { $digit }, the singles would lead to a contradiction, so remove { $removed }.
explain-contradiction-places = Forcing chain: if { $cell } were { $digit }, the singles would lead to a contradiction, so { $placed_cell } is { $placed }.
explain-unit-forcing-removes = Forcing chain: wherever { $digits } goes in { $unit }, the singles lead to the same result, so remove { $removed }.
explain-unit-forcing-places = Forcing chain: wherever { $digits } goes in { $unit }, the singles lead to the same result, so { $placed_cell } is { $placed }.
explain-cell-forcing-removes = Forcing chain: whichever of { $alternatives } { $cells } holds, the singles lead to the same result, so remove { $removed }.
explain-cell-forcing-places = Forcing chain: whichever of { $alternatives } { $cells } holds, the singles lead to the same result, so { $placed_cell } is { $placed }.
explain-cage-combination-one = In the cage at { $cells }, the open cell must make { $total } with different digits, which only { $digits } can do: remove { $removed }.
explain-cage-combination-many = In the cage at { $cells }, the { $count } open cells must make { $total } with different digits, and with their candidates only { $sets } can; none of those puts { $candidates }, so remove { $removed }.
explain-cage-overlap-unit = In { $unit }, { $digits } can only go in { $cells }, all in one cage, so the cage's other cells cannot hold it: remove { $removed }.
explain-cage-overlap-sets = Every set of different digits that makes this cage's total holds { $digits }, and in the cage it can only go in { $cells }, so no cell that sees all of those can hold it: remove { $removed }.
explain-innies-one = The cages wholly inside { $units } add up to { $known }, and the unit adds up to { $each }, so the cells left, { $cells }, add up to { $total }: remove { $removed }.
explain-innies-many = The cages wholly inside { $units } add up to { $known }, and each of those units adds up to { $each }, so the cells left, { $cells }, add up to { $total }: remove { $removed }.
explain-outies-one = The cages covering { $units } add up to { $known }, and the unit adds up to { $each }, so their cells outside it, { $cells }, add up to { $total }: remove { $removed }.
explain-outies-many = The cages covering { $units } add up to { $known }, and each of those units adds up to { $each }, so their cells outside it, { $cells }, add up to { $total }: remove { $removed }.

# A cell, by its row and column.
explain-cell = r{ $row }c{ $column }
# Units.
unit-row = row { $number }
unit-column = column { $number }
unit-box = box { $number }
unit-region = region { $number }
unit-diagonal = the main diagonal
unit-anti-diagonal = the anti-diagonal
# Lists: $head is the items before the last, already joined with list-comma.
list-comma = { $head }, { $next }
# Items that hold commas of their own, one after another: "127; 136".
list-semicolon = { $head }; { $next }
list-and = { $head } and { $last }
list-or = { $head } or { $last }
# What a step removes: one digit from cells, or (joined with list-and) a digit from a cell.
explain-removed = { $digit } from { $cells }
# A digit or digits that could go in a cell: "1 or 2 in r2c5".
explain-candidate-in = { $digits } in { $cell }
