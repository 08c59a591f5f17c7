# The engine's explanation of a hint's step (its last stage) and of /learn's examples.
# Units carry their article ("la ligne 3", "le bloc 5") and always follow "dans".

explain-full-house = { $cell } est la dernière case vide dans { $unit } : elle vaut donc { $digit }.
explain-hidden-single = Dans { $unit }, { $digit } ne peut aller qu’en { $cell }.
explain-naked-single = { $cell } ne peut valoir que { $digit }.
explain-locked-candidates = Dans { $unit }, les candidats { $digits } se trouvent tous dans { $other } : éliminez donc { $removed }.
explain-naked-subset = Dans { $unit }, les candidats de { $cells } se limitent à { $digits } : éliminez donc { $removed }.
explain-hidden-subset = Dans { $unit }, { $digits } ne peuvent aller qu’en { $cells } : éliminez donc { $removed }.
explain-fish = { $technique } : dans { $base }, les candidats { $digits } se trouvent tous dans { $cover } : éliminez donc { $removed }.
explain-finned-fish-one-fin = { $technique } : dans { $base }, les candidats { $digits } se trouvent tous dans { $cover } ou dans l’aileron { $fins } ; dans les deux cas, éliminez { $removed }.
explain-finned-fish-fins = { $technique } : dans { $base }, les candidats { $digits } se trouvent tous dans { $cover } ou dans les ailerons { $fins } ; dans les deux cas, éliminez { $removed }.
explain-sashimi-fish-one-fin = { $technique } (sashimi) : dans { $base }, les candidats { $digits } se trouvent tous dans { $cover } ou dans l’aileron { $fins } ; dans les deux cas, éliminez { $removed }.
explain-sashimi-fish-fins = { $technique } (sashimi) : dans { $base }, les candidats { $digits } se trouvent tous dans { $cover } ou dans les ailerons { $fins } ; dans les deux cas, éliminez { $removed }.
explain-wing = { $technique } : quelle que soit la valeur de { $pivot }, l’une des cases { $pincers } vaut { $digits } : éliminez donc { $removed }.
explain-w-wing = W-Wing : { $pair } contiennent les deux mêmes chiffres, et le lien fort { $link } les empêche de valoir toutes deux l’autre chiffre ; l’une d’elles vaut donc { $digits } : éliminez { $removed }.
explain-colouring = Coloriage de { $digits } : soit les cases { $first }, soit les cases { $second } contiennent toutes { $digits } : éliminez donc { $removed }.
explain-unique-rectangle = { $technique } : sinon, { $cells } permettraient deux solutions avec { $alternatives } : éliminez donc { $removed }.
explain-bug = BUG+1 : sans { $digit } en { $cell }, chaque case aurait deux candidats et la grille deux solutions ; { $cell } vaut donc { $digit }.
explain-chain = { $technique } de { $links ->
    [one] { $links } maillon
   *[other] { $links } maillons
} : { $start } ou { $end } vaut { $digits } : éliminez donc { $removed }.
explain-aic = Chaîne d’inférences alternées de { $links ->
    [one] { $links } maillon
   *[other] { $links } maillons
} : { $start } vaut { $start_digit } ou { $end } vaut { $end_digit } : éliminez donc { $removed }.
explain-als-xz-one = ALS-XZ : { $first } et { $second } contiennent chacun un chiffre de plus que de cases, et ne peuvent pas contenir tous deux { $alternatives } ; l’un d’eux contient donc { $digits } : éliminez { $removed }.
explain-als-xz-many = ALS-XZ : { $first } et { $second } contiennent chacun un chiffre de plus que de cases, et ne peuvent pas contenir tous deux { $alternatives } ; chacun des chiffres { $digits } se trouve donc dans l’un d’eux : éliminez { $removed }.
explain-contradiction-removes = Chaîne de forçage : si { $cell } valait { $digit }, les singletons mèneraient à une contradiction : éliminez donc { $removed }.
explain-contradiction-places = Chaîne de forçage : si { $cell } valait { $digit }, les singletons mèneraient à une contradiction ; { $placed_cell } vaut donc { $placed }.
explain-unit-forcing-removes = Chaîne de forçage : où que se place { $digits } dans { $unit }, les singletons mènent au même résultat : éliminez donc { $removed }.
explain-unit-forcing-places = Chaîne de forçage : où que se place { $digits } dans { $unit }, les singletons mènent au même résultat ; { $placed_cell } vaut donc { $placed }.
explain-cell-forcing-removes = Chaîne de forçage : quelle que soit la valeur de { $cells } parmi { $alternatives }, les singletons mènent au même résultat : éliminez donc { $removed }.
explain-cell-forcing-places = Chaîne de forçage : quelle que soit la valeur de { $cells } parmi { $alternatives }, les singletons mènent au même résultat ; { $placed_cell } vaut donc { $placed }.
explain-cage-combination-one = Dans la cage en { $cells }, la case libre doit totaliser { $total } avec des chiffres tous différents, ce qui n’est possible qu’avec { $digits } : éliminez { $removed }.
explain-cage-combination-many = Dans la cage en { $cells }, les { $count } cases libres doivent totaliser { $total } avec des chiffres tous différents, et avec leurs candidats, seules { $sets } le permettent ; aucune ne place { $candidates }, donc éliminez { $removed }.
explain-cage-overlap-unit = Dans { $unit }, { $digits } ne peut aller qu’en { $cells }, toutes dans la même cage ; les autres cases de la cage ne peuvent donc pas le contenir : éliminez { $removed }.
explain-cage-overlap-sets = Toute combinaison de chiffres différents qui donne le total de cette cage contient { $digits }, et dans la cage, il ne peut aller qu’en { $cells } ; aucune case qui voit toutes celles-ci ne peut donc le contenir : éliminez { $removed }.
explain-innies-one = Les cages entièrement contenues dans { $units } totalisent { $known }, et l’unité totalise { $each } ; les cases restantes, { $cells }, totalisent donc { $total } : éliminez { $removed }.
explain-innies-many = Les cages entièrement contenues dans { $units } totalisent { $known }, et chacune de ces unités totalise { $each } ; les cases restantes, { $cells }, totalisent donc { $total } : éliminez { $removed }.
explain-outies-one = Les cages qui couvrent { $units } totalisent { $known }, et l’unité totalise { $each } ; leurs cases situées en dehors, { $cells }, totalisent donc { $total } : éliminez { $removed }.
explain-outies-many = Les cages qui couvrent { $units } totalisent { $known }, et chacune de ces unités totalise { $each } ; leurs cases situées en dehors, { $cells }, totalisent donc { $total } : éliminez { $removed }.

explain-cell = r{ $row }c{ $column }
unit-row = la ligne { $number }
unit-column = la colonne { $number }
unit-box = le bloc { $number }
unit-region = la région { $number }
unit-diagonal = la diagonale principale
unit-anti-diagonal = la diagonale secondaire
list-comma = { $head }, { $next }
list-semicolon = { $head } ; { $next }
list-and = { $head } et { $last }
list-or = { $head } ou { $last }
explain-removed = { $digit } de { $cells }
explain-candidate-in = { $digits } en { $cell }
