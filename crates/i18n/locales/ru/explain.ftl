# The engine's explanation of a hint's step (its last stage) and of /learn's examples.
# Values: cells are written r4c2 (explain-cell); $unit and $other are units (unit-…, in the
# nominative: Russian puts them in quotes after "группа"); $digits are digits joined with
# list-and, $alternatives with list-or; $removed is what the step removes (explain-removed…).

explain-full-house = { $cell } — последняя пустая клетка в группе «{ $unit }», значит, в ней { $digit }.
explain-hidden-single = В группе «{ $unit }» цифра { $digit } может стоять только в { $cell }.
explain-naked-single = В { $cell } может стоять только { $digit }.
explain-locked-candidates = В группе «{ $unit }» кандидаты { $digits } есть только в клетках, общих с группой «{ $other }», поэтому исключите { $removed }.
explain-naked-subset = В группе «{ $unit }» в клетках { $cells } вместе есть только кандидаты { $digits }, поэтому исключите { $removed }.
explain-hidden-subset = В группе «{ $unit }» кандидаты { $digits } есть только в клетках { $cells }, поэтому исключите { $removed }.
explain-fish = { $technique }: в линиях «{ $base }» кандидаты { $digits } есть только в линиях «{ $cover }», поэтому исключите { $removed }.
explain-finned-fish-one-fin = { $technique }: в линиях «{ $base }» кандидаты { $digits } есть только в линиях «{ $cover }» или в плавнике { $fins }; в любом случае исключите { $removed }.
explain-finned-fish-fins = { $technique }: в линиях «{ $base }» кандидаты { $digits } есть только в линиях «{ $cover }» или в плавниках { $fins }; в любом случае исключите { $removed }.
explain-sashimi-fish-one-fin = { $technique } (сашими): в линиях «{ $base }» кандидаты { $digits } есть только в линиях «{ $cover }» или в плавнике { $fins }; в любом случае исключите { $removed }.
explain-sashimi-fish-fins = { $technique } (сашими): в линиях «{ $base }» кандидаты { $digits } есть только в линиях «{ $cover }» или в плавниках { $fins }; в любом случае исключите { $removed }.
explain-wing = { $technique }: какая бы цифра ни стояла в { $pivot }, в одной из клеток { $pincers } будет { $digits }, поэтому исключите { $removed }.
explain-w-wing = W-Wing: в клетках { $pair } одни и те же две цифры, а сильная связь { $link } не позволяет им обеим оказаться второй из них, поэтому в одной из клеток стоит { $digits }; исключите { $removed }.
explain-colouring = Раскраска по цифре { $digits }: { $digits } стоит либо во всех клетках { $first }, либо во всех клетках { $second }, поэтому исключите { $removed }.
explain-unique-rectangle = { $technique }: иначе клетки { $cells } допускали бы два решения с { $alternatives }, поэтому исключите { $removed }.
explain-bug = BUG+1: без { $digit } в { $cell } у каждой клетки было бы по два кандидата, а у головоломки — два решения, поэтому в { $cell } стоит { $digit }.
explain-chain = { $technique } из { $links ->
    [one] { $links } звена
   *[other] { $links } звеньев
}: в { $start } или в { $end } стоит { $digits }, поэтому исключите { $removed }.
explain-aic = Цепочка чередующихся выводов из { $links ->
    [one] { $links } звена
   *[other] { $links } звеньев
}: в { $start } стоит { $start_digit } или в { $end } стоит { $end_digit }, поэтому исключите { $removed }.
explain-als-xz-one = ALS-XZ: в наборе { $first } и в наборе { $second } цифр на одну больше, чем клеток, и они не могут оба содержать { $alternatives }, поэтому один из них содержит { $digits }; исключите { $removed }.
explain-als-xz-many = ALS-XZ: в наборе { $first } и в наборе { $second } цифр на одну больше, чем клеток, и они не могут оба содержать { $alternatives }, поэтому каждая из цифр { $digits } есть в одном из них; исключите { $removed }.
explain-contradiction-removes = Форсирующая цепочка: если бы в { $cell } было { $digit }, одиночки привели бы к противоречию, поэтому исключите { $removed }.
explain-contradiction-places = Форсирующая цепочка: если бы в { $cell } было { $digit }, одиночки привели бы к противоречию, поэтому в { $placed_cell } стоит { $placed }.
explain-unit-forcing-removes = Форсирующая цепочка: куда бы ни встала цифра { $digits } в группе «{ $unit }», одиночки приводят к одному и тому же результату, поэтому исключите { $removed }.
explain-unit-forcing-places = Форсирующая цепочка: куда бы ни встала цифра { $digits } в группе «{ $unit }», одиночки приводят к одному и тому же результату, поэтому в { $placed_cell } стоит { $placed }.
explain-cell-forcing-removes = Форсирующая цепочка: какая бы из цифр { $alternatives } ни стояла в { $cells }, одиночки приводят к одному и тому же результату, поэтому исключите { $removed }.
explain-cell-forcing-places = Форсирующая цепочка: какая бы из цифр { $alternatives } ни стояла в { $cells }, одиночки приводят к одному и тому же результату, поэтому в { $placed_cell } стоит { $placed }.
explain-cage-combination-one = В области { $cells } свободная клетка должна дать в сумме { $total } без повторов цифр, а это возможно только с { $digits }: исключите { $removed }.
explain-cage-combination-many = В области { $cells } { $count ->
    [one] { $count } свободная клетка должна
    [few] { $count } свободные клетки должны
    [many] { $count } свободных клеток должны
   *[other] { $count } свободных клеток должны
} дать в сумме { $total } разными цифрами, и с их кандидатами это дают только { $sets }; ни один из этих наборов не ставит { $candidates }, поэтому исключите { $removed }.
explain-cage-overlap-unit = В группе «{ $unit }» кандидаты { $digits } есть только в клетках { $cells }, и все они в одной области, поэтому в остальных клетках этой области такой цифры быть не может: исключите { $removed }.
explain-cage-overlap-sets = Каждый набор разных цифр, дающий сумму этой области, содержит { $digits }, а внутри области эта цифра может стоять только в { $cells }, поэтому её не может быть ни в одной клетке, которая видит все эти клетки: исключите { $removed }.
explain-innies-one = Области, целиком лежащие внутри группы «{ $units }», дают в сумме { $known }, а сама группа — { $each }, поэтому оставшиеся клетки { $cells } дают в сумме { $total }: исключите { $removed }.
explain-innies-many = Области, целиком лежащие внутри групп «{ $units }», дают в сумме { $known }, а каждая из этих групп — { $each }, поэтому оставшиеся клетки { $cells } дают в сумме { $total }: исключите { $removed }.
explain-outies-one = Области, покрывающие группу «{ $units }», дают в сумме { $known }, а сама группа — { $each }, поэтому их клетки за её пределами ({ $cells }) дают в сумме { $total }: исключите { $removed }.
explain-outies-many = Области, покрывающие группы «{ $units }», дают в сумме { $known }, а каждая из этих групп — { $each }, поэтому их клетки за пределами групп ({ $cells }) дают в сумме { $total }: исключите { $removed }.

# A cell, by its row and column.
explain-cell = r{ $row }c{ $column }
# Units (nominative).
unit-row = строка { $number }
unit-column = столбец { $number }
unit-box = блок { $number }
unit-region = фигура { $number }
unit-diagonal = главная диагональ
unit-anti-diagonal = побочная диагональ
# Lists: $head is the items before the last, already joined with list-comma.
list-comma = { $head }, { $next }
list-semicolon = { $head }; { $next }
list-and = { $head } и { $last }
list-or = { $head } или { $last }
# What a step removes: one digit from cells, or (joined with list-and) a digit from a cell.
explain-removed = { $digit } из { $cells }
explain-candidate-in = { $digits } в { $cell }
