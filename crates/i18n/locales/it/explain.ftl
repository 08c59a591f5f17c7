# The engine's explanation of a hint's step (its last stage) and of /learn's examples.
# Values: cells are written r4c2 (explain-cell); $unit and $other are units (unit-…, which in
# Italian carry their article: "la riga 4"), so the sentences use words that take no
# contracted preposition before them (per, con, lungo, dentro…).

explain-full-house = { $cell } è l'ultima cella vuota rimasta per completare { $unit }, quindi è { $digit }.
explain-hidden-single = Considera { $unit }: { $digit } può andare solo in { $cell }.
explain-naked-single = { $cell } può essere solo { $digit }.
explain-locked-candidates = Considera { $unit }: { $digits } può stare solo nelle celle in comune con { $other }, quindi elimina { $removed }.
explain-naked-subset = Considera { $unit }: { $cells } contengono in tutto solo { $digits }, quindi elimina { $removed }.
explain-hidden-subset = Considera { $unit }: { $digits } possono andare solo in { $cells }, quindi elimina { $removed }.
explain-fish = { $technique }: per { $base }, { $digits } può stare solo lungo { $cover }, quindi elimina { $removed }.
explain-finned-fish-one-fin = { $technique }: per { $base }, { $digits } può stare solo lungo { $cover } o nella pinna { $fins }; in ogni caso, elimina { $removed }.
explain-finned-fish-fins = { $technique }: per { $base }, { $digits } può stare solo lungo { $cover } o nelle pinne { $fins }; in ogni caso, elimina { $removed }.
explain-sashimi-fish-one-fin = { $technique } (sashimi): per { $base }, { $digits } può stare solo lungo { $cover } o nella pinna { $fins }; in ogni caso, elimina { $removed }.
explain-sashimi-fish-fins = { $technique } (sashimi): per { $base }, { $digits } può stare solo lungo { $cover } o nelle pinne { $fins }; in ogni caso, elimina { $removed }.
explain-wing = { $technique }: qualunque cifra contenga { $pivot }, una delle celle { $pincers } è { $digits }, quindi elimina { $removed }.
explain-w-wing = W-Wing: { $pair } contengono le stesse due cifre, e il legame forte { $link } impedisce che siano entrambe l'altra cifra, quindi una delle due è { $digits }; elimina { $removed }.
explain-colouring = Colorazione di { $digits }: { $digits } sta in tutte le celle { $first } oppure in tutte le celle { $second }, quindi elimina { $removed }.
explain-unique-rectangle = { $technique }: altrimenti { $cells } ammetterebbero due soluzioni con { $alternatives }, quindi elimina { $removed }.
explain-bug = BUG+1: senza { $digit } in { $cell } ogni cella avrebbe due candidati e il sudoku due soluzioni, quindi { $cell } è { $digit }.
explain-chain = { $technique } di { $links } anelli: { $start } o { $end } è { $digits }, quindi elimina { $removed }.
explain-aic = Catena a inferenze alternate di { $links } anelli: { $start } è { $start_digit } oppure { $end } è { $end_digit }, quindi elimina { $removed }.
explain-als-xz-one = ALS-XZ: i gruppi ({ $first }) e ({ $second }) hanno ciascuno una cifra in più delle loro celle e non possono contenere entrambi { $alternatives }, quindi uno dei due contiene { $digits }; elimina { $removed }.
explain-als-xz-many = ALS-XZ: i gruppi ({ $first }) e ({ $second }) hanno ciascuno una cifra in più delle loro celle e non possono contenere entrambi { $alternatives }, quindi ognuna delle cifre { $digits } sta in uno dei due; elimina { $removed }.
explain-contradiction-removes = Forcing Chain: se { $cell } fosse { $digit }, i singoli porterebbero a una contraddizione, quindi elimina { $removed }.
explain-contradiction-places = Forcing Chain: se { $cell } fosse { $digit }, i singoli porterebbero a una contraddizione, quindi { $placed_cell } è { $placed }.
explain-unit-forcing-removes = Forcing Chain: ovunque vada { $digits } dentro { $unit }, i singoli portano allo stesso risultato, quindi elimina { $removed }.
explain-unit-forcing-places = Forcing Chain: ovunque vada { $digits } dentro { $unit }, i singoli portano allo stesso risultato, quindi { $placed_cell } è { $placed }.
explain-cell-forcing-removes = Forcing Chain: che { $cells } contenga { $alternatives }, i singoli portano comunque allo stesso risultato, quindi elimina { $removed }.
explain-cell-forcing-places = Forcing Chain: che { $cells } contenga { $alternatives }, i singoli portano comunque allo stesso risultato, quindi { $placed_cell } è { $placed }.
explain-cage-combination-one = Nella gabbia di { $cells }, la cella libera deve fare { $total } con cifre tutte diverse, cosa possibile solo con { $digits }: elimina { $removed }.
explain-cage-combination-many = Nella gabbia di { $cells }, le { $count } celle libere devono fare { $total } con cifre tutte diverse, e con i loro candidati ci riescono solo { $sets }; nessuna mette { $candidates }, quindi elimina { $removed }.
explain-cage-overlap-unit = Considera { $unit }: { $digits } può andare solo in { $cells }, tutte nella stessa gabbia, quindi le altre celle della gabbia non possono contenerlo: elimina { $removed }.
explain-cage-overlap-sets = Ogni combinazione di cifre diverse che dà il totale di questa gabbia contiene { $digits }, e nella gabbia può andare solo in { $cells }, quindi nessuna cella che le vede tutte può contenerla: elimina { $removed }.
explain-innies-one = Le gabbie interamente dentro { $units } danno in totale { $known } e l'unità dà { $each }, quindi le celle rimanenti, { $cells }, danno in totale { $total }: elimina { $removed }.
explain-innies-many = Le gabbie interamente dentro { $units } danno in totale { $known } e ciascuna di quelle unità dà { $each }, quindi le celle rimanenti, { $cells }, danno in totale { $total }: elimina { $removed }.
explain-outies-one = Le gabbie che coprono { $units } danno in totale { $known } e l'unità dà { $each }, quindi le loro celle fuori da essa, { $cells }, danno in totale { $total }: elimina { $removed }.
explain-outies-many = Le gabbie che coprono { $units } danno in totale { $known } e ciascuna di quelle unità dà { $each }, quindi le loro celle fuori da esse, { $cells }, danno in totale { $total }: elimina { $removed }.

# A cell, by its row and column.
explain-cell = r{ $row }c{ $column }
# Units, with their article.
unit-row = la riga { $number }
unit-column = la colonna { $number }
unit-box = il riquadro { $number }
unit-region = la regione { $number }
unit-diagonal = la diagonale principale
unit-anti-diagonal = la diagonale secondaria
# Lists: $head is the items before the last, already joined with list-comma.
list-comma = { $head }, { $next }
list-semicolon = { $head }; { $next }
list-and = { $head } e { $last }
list-or = { $head } o { $last }
# What a step removes: one digit from cells, or (joined with list-and) a digit from a cell.
explain-removed = { $digit } da { $cells }
explain-candidate-in = { $digits } in { $cell }
