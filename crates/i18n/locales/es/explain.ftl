# The engine's explanation of a hint's step (its last stage) and of /learn's examples.
# Units (unit-…) carry their article ("la fila 3"), so sentences put them after "en".

explain-full-house = { $cell } es la última celda vacía que queda en { $unit }, así que es { $digit }.
explain-hidden-single = En { $unit }, { $digit } solo cabe en { $cell }.
explain-naked-single = { $cell } solo puede ser { $digit }.
explain-locked-candidates = En { $unit }, { $digits } solo puede ir en { $other }, así que elimina { $removed }.
explain-naked-subset = En { $unit }, las celdas { $cells } solo tienen entre todas los candidatos { $digits }, así que elimina { $removed }.
explain-hidden-subset = En { $unit }, { $digits } solo caben en { $cells }, así que elimina { $removed }.
explain-fish = { $technique }: en { $base }, { $digits } solo puede ir en { $cover }, así que elimina { $removed }.
explain-finned-fish-one-fin = { $technique }: en { $base }, { $digits } solo puede ir en { $cover } o en la aleta { $fins }; en cualquier caso, elimina { $removed }.
explain-finned-fish-fins = { $technique }: en { $base }, { $digits } solo puede ir en { $cover } o en las aletas { $fins }; en cualquier caso, elimina { $removed }.
explain-sashimi-fish-one-fin = { $technique } (sashimi): en { $base }, { $digits } solo puede ir en { $cover } o en la aleta { $fins }; en cualquier caso, elimina { $removed }.
explain-sashimi-fish-fins = { $technique } (sashimi): en { $base }, { $digits } solo puede ir en { $cover } o en las aletas { $fins }; en cualquier caso, elimina { $removed }.
explain-wing = { $technique }: sea cual sea el número de { $pivot }, una de las celdas { $pincers } es { $digits }, así que elimina { $removed }.
explain-w-wing = W-Wing: las celdas { $pair } tienen los mismos dos candidatos, y el enlace fuerte { $link } impide que ambas sean el otro, así que una de ellas es { $digits }; elimina { $removed }.
explain-colouring = Coloreado de { $digits }: o bien { $first } o bien { $second } son todas { $digits }, así que elimina { $removed }.
explain-unique-rectangle = { $technique }: si no, las celdas { $cells } permitirían dos soluciones con { $alternatives }, así que elimina { $removed }.
explain-bug = BUG+1: sin { $digit } en { $cell }, todas las celdas tendrían dos candidatos y el sudoku dos soluciones, así que { $cell } es { $digit }.
explain-chain = { $technique } de { $links } eslabones: { $start } o { $end } es { $digits }, así que elimina { $removed }.
explain-aic = Cadena de inferencias alternas de { $links } eslabones: { $start } es { $start_digit } o { $end } es { $end_digit }, así que elimina { $removed }.
explain-als-xz-one = ALS-XZ: { $first } y { $second } tienen cada uno un número más que celdas, y no pueden contener ambos { $alternatives }, así que uno de ellos contiene { $digits }; elimina { $removed }.
explain-als-xz-many = ALS-XZ: { $first } y { $second } tienen cada uno un número más que celdas, y no pueden contener ambos { $alternatives }, así que cada uno de los números { $digits } está en uno de ellos; elimina { $removed }.
explain-contradiction-removes = Cadena forzada: si { $cell } fuera { $digit }, los únicos llevarían a una contradicción, así que elimina { $removed }.
explain-contradiction-places = Cadena forzada: si { $cell } fuera { $digit }, los únicos llevarían a una contradicción, así que { $placed_cell } es { $placed }.
explain-unit-forcing-removes = Cadena forzada: vaya donde vaya { $digits } en { $unit }, los únicos llevan al mismo resultado, así que elimina { $removed }.
explain-unit-forcing-places = Cadena forzada: vaya donde vaya { $digits } en { $unit }, los únicos llevan al mismo resultado, así que { $placed_cell } es { $placed }.
explain-cell-forcing-removes = Cadena forzada: sea cual sea, entre { $alternatives }, el número de { $cells }, los únicos llevan al mismo resultado, así que elimina { $removed }.
explain-cell-forcing-places = Cadena forzada: sea cual sea, entre { $alternatives }, el número de { $cells }, los únicos llevan al mismo resultado, así que { $placed_cell } es { $placed }.
explain-cage-combination-one = En la jaula de { $cells }, la celda libre debe completar { $total } sin repetir números, algo que solo es posible con { $digits }: elimina { $removed }.
explain-cage-combination-many = En la jaula de { $cells }, las { $count } celdas libres deben sumar { $total } con números distintos, y con sus candidatos solo lo logran { $sets }; ninguna pone { $candidates }, así que elimina { $removed }.
explain-cage-overlap-unit = En { $unit }, { $digits } solo puede ir en { $cells }, todas en una misma jaula, así que las demás celdas de la jaula no pueden llevarlo: elimina { $removed }.
explain-cage-overlap-sets = Todas las combinaciones de números distintos que dan el total de esta jaula contienen { $digits }, y dentro de la jaula solo puede ir en { $cells }, así que ninguna celda que vea todas esas puede tenerlo: elimina { $removed }.
explain-innies-one = Las jaulas contenidas por completo en { $units } suman { $known }, y la unidad suma { $each }, así que las celdas restantes, { $cells }, suman { $total }: elimina { $removed }.
explain-innies-many = Las jaulas contenidas por completo en { $units } suman { $known }, y cada una de esas unidades suma { $each }, así que las celdas restantes, { $cells }, suman { $total }: elimina { $removed }.
explain-outies-one = Las jaulas que cubren { $units } suman { $known }, y la unidad suma { $each }, así que sus celdas que quedan fuera, { $cells }, suman { $total }: elimina { $removed }.
explain-outies-many = Las jaulas que cubren { $units } suman { $known }, y cada una de esas unidades suma { $each }, así que sus celdas que quedan fuera, { $cells }, suman { $total }: elimina { $removed }.

# A cell, by its row and column.
explain-cell = r{ $row }c{ $column }
# Units, with their article.
unit-row = la fila { $number }
unit-column = la columna { $number }
unit-box = el bloque { $number }
unit-region = la región { $number }
unit-diagonal = la diagonal principal
unit-anti-diagonal = la diagonal secundaria
# Lists.
list-comma = { $head }, { $next }
list-semicolon = { $head }; { $next }
list-and = { $head } y { $last }
list-or = { $head } o { $last }
# What a step removes.
explain-removed = { $digit } de { $cells }
explain-candidate-in = { $digits } en { $cell }
