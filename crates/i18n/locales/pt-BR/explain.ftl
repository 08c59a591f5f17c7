# The engine's explanation of a hint's step (its last stage) and of /learn's examples.
# Values: cells are written r4c2 (explain-cell); $unit and $other are units (unit-…);
# $digits are digits joined with list-and, $alternatives with list-or; $removed is what the
# step removes (explain-removed…); $technique is a technique's name; $links, $count, $total,
# $known and $each are numbers.
# In Portuguese the unit names carry the preposition "em" with its article ("na linha 4",
# "no bloco 2"), so every sentence places them where "in" fits and never at the start.

explain-full-house = { $cell } é a última célula vazia { $unit }, então é { $digit }.
explain-hidden-single = O único lugar para o { $digit } { $unit } é { $cell }.
explain-naked-single = { $cell } só pode ser { $digit }.
explain-locked-candidates = Todas as posições de { $digits } { $unit } ficam { $other }, então remova { $removed }.
explain-naked-subset = Juntas, as células { $cells } { $unit } só têm os candidatos { $digits }, então remova { $removed }.
explain-hidden-subset = Os candidatos { $digits } { $unit } só aparecem em { $cells }, então remova { $removed }.
explain-fish = { $technique }: as posições de { $digits } { $base } ficam todas { $cover }, então remova { $removed }.
explain-finned-fish-one-fin = { $technique }: as posições de { $digits } { $base } ficam todas { $cover } ou na barbatana { $fins }; de qualquer forma, remova { $removed }.
explain-finned-fish-fins = { $technique }: as posições de { $digits } { $base } ficam todas { $cover } ou nas barbatanas { $fins }; de qualquer forma, remova { $removed }.
explain-sashimi-fish-one-fin = { $technique } (sashimi): as posições de { $digits } { $base } ficam todas { $cover } ou na barbatana { $fins }; de qualquer forma, remova { $removed }.
explain-sashimi-fish-fins = { $technique } (sashimi): as posições de { $digits } { $base } ficam todas { $cover } ou nas barbatanas { $fins }; de qualquer forma, remova { $removed }.
explain-wing = { $technique }: seja qual for o valor de { $pivot }, uma das células { $pincers } é { $digits }, então remova { $removed }.
explain-w-wing = W-Wing: { $pair } têm os mesmos dois candidatos, e o elo forte { $link } impede que as duas sejam o outro número, então uma delas é { $digits }; remova { $removed }.
explain-colouring = Coloração de { $digits }: ou o grupo { $first } ou o grupo { $second } tem { $digits } em todas as células, então remova { $removed }.
explain-unique-rectangle = { $technique }: do contrário, { $cells } permitiriam duas soluções com { $alternatives }, então remova { $removed }.
explain-bug = BUG+1: sem o { $digit } em { $cell }, toda célula teria dois candidatos e o sudoku teria duas soluções, então { $cell } é { $digit }.
explain-chain = { $technique } de { $links } elos: { $start } ou { $end } é { $digits }, então remova { $removed }.
explain-aic = Cadeia de inferência alternada de { $links } elos: { $start } é { $start_digit } ou { $end } é { $end_digit }, então remova { $removed }.
explain-als-xz-one = ALS-XZ: os conjuntos ({ $first }) e ({ $second }) têm, cada um, um número a mais do que células e não podem ambos conter { $alternatives }, então um deles contém { $digits }; remova { $removed }.
explain-als-xz-many = ALS-XZ: os conjuntos ({ $first }) e ({ $second }) têm, cada um, um número a mais do que células e não podem ambos conter { $alternatives }, então cada um dos números { $digits } está em um deles; remova { $removed }.
explain-contradiction-removes = Cadeia Forçada: se { $cell } fosse { $digit }, a sequência de únicos levaria a uma contradição, então remova { $removed }.
explain-contradiction-places = Cadeia Forçada: se { $cell } fosse { $digit }, a sequência de únicos levaria a uma contradição, então { $placed_cell } é { $placed }.
explain-unit-forcing-removes = Cadeia Forçada: onde quer que { $digits } fique { $unit }, a sequência de únicos leva ao mesmo resultado, então remova { $removed }.
explain-unit-forcing-places = Cadeia Forçada: onde quer que { $digits } fique { $unit }, a sequência de únicos leva ao mesmo resultado, então { $placed_cell } é { $placed }.
explain-cell-forcing-removes = Cadeia Forçada: seja { $alternatives } o número em { $cells }, a sequência de únicos leva ao mesmo resultado, então remova { $removed }.
explain-cell-forcing-places = Cadeia Forçada: seja { $alternatives } o número em { $cells }, a sequência de únicos leva ao mesmo resultado, então { $placed_cell } é { $placed }.
explain-cage-combination-one = Na gaiola de { $cells }, a célula livre precisa completar { $total } sem repetir números, o que só é possível com { $digits }: remova { $removed }.
explain-cage-combination-many = Na gaiola de { $cells }, as { $count } células livres precisam somar { $total } com números diferentes, e com os candidatos delas só { $sets } conseguem; nenhuma coloca { $candidates }, então remova { $removed }.
explain-cage-overlap-unit = As posições de { $digits } { $unit } se limitam a { $cells }, todas na mesma gaiola, então as outras células da gaiola não podem ter esse número: remova { $removed }.
explain-cage-overlap-sets = Toda combinação de números diferentes que forma o total desta gaiola contém { $digits }, e na gaiola ele só pode ficar em { $cells }, então nenhuma célula que enxerga todas essas pode tê-lo: remova { $removed }.
explain-innies-one = As gaiolas inteiramente { $units } somam { $known }, e a unidade soma { $each }, então as células restantes, { $cells }, somam { $total }: remova { $removed }.
explain-innies-many = As gaiolas inteiramente { $units } somam { $known }, e cada uma dessas unidades soma { $each }, então as células restantes, { $cells }, somam { $total }: remova { $removed }.
explain-outies-one = As gaiolas que cobrem todas as células { $units } somam { $known }, e a unidade soma { $each }, então as células delas que ficam fora da unidade, { $cells }, somam { $total }: remova { $removed }.
explain-outies-many = As gaiolas que cobrem todas as células { $units } somam { $known }, e cada uma dessas unidades soma { $each }, então as células delas que ficam fora dessas unidades, { $cells }, somam { $total }: remova { $removed }.

# A cell, by its row and column.
explain-cell = r{ $row }c{ $column }
# Units, with "em" and the article (see above).
unit-row = na linha { $number }
unit-column = na coluna { $number }
unit-box = no bloco { $number }
unit-region = na região { $number }
unit-diagonal = na diagonal principal
unit-anti-diagonal = na diagonal secundária
# Lists: $head is the items before the last, already joined with list-comma.
list-comma = { $head }, { $next }
list-semicolon = { $head }; { $next }
list-and = { $head } e { $last }
list-or = { $head } ou { $last }
# What a step removes: one digit from cells, or (joined with list-and) a digit from a cell.
explain-removed = { $digit } de { $cells }
explain-candidate-in = { $digits } em { $cell }
