# The engine's explanation of a hint's step (its last stage) and of /learn's examples.
# Units (unit-…) are written for the dative ("in Zeile 3", "in der Hauptdiagonale"), the case
# nearly every sentence below puts them in.

explain-full-house = { $cell } ist die letzte leere Zelle in { $unit }, also steht dort { $digit }.
explain-hidden-single = In { $unit } passt { $digit } nur in { $cell }.
explain-naked-single = In { $cell } kann nur { $digit } stehen.
explain-locked-candidates = In { $unit } gibt es für { $digits } nur Platz in { $other }, also entferne { $removed }.
explain-naked-subset = In { $unit } enthalten { $cells } zusammen nur { $digits }, also entferne { $removed }.
explain-hidden-subset = In { $unit } passen { $digits } nur in { $cells }, also entferne { $removed }.
explain-fish = { $technique }: In { $base } gibt es für { $digits } nur Platz in { $cover }, also entferne { $removed }.
explain-finned-fish-one-fin = { $technique }: In { $base } gibt es für { $digits } nur Platz in { $cover } oder in der Flosse { $fins }; so oder so: Entferne { $removed }.
explain-finned-fish-fins = { $technique }: In { $base } gibt es für { $digits } nur Platz in { $cover } oder in den Flossen { $fins }; so oder so: Entferne { $removed }.
explain-sashimi-fish-one-fin = { $technique } (Sashimi): In { $base } gibt es für { $digits } nur Platz in { $cover } oder in der Flosse { $fins }; so oder so: Entferne { $removed }.
explain-sashimi-fish-fins = { $technique } (Sashimi): In { $base } gibt es für { $digits } nur Platz in { $cover } oder in den Flossen { $fins }; so oder so: Entferne { $removed }.
explain-wing = { $technique }: Was auch immer in { $pivot } steht, in einer der Zellen { $pincers } steht { $digits }, also entferne { $removed }.
explain-w-wing = W-Wing: { $pair } enthalten dieselben zwei Ziffern, und die starke Verbindung { $link } verhindert, dass beide die andere Ziffer sind; also steht in einer von ihnen { $digits }. Entferne { $removed }.
explain-colouring = Färben von { $digits }: Entweder steht { $digits } in allen Zellen { $first } oder in allen Zellen { $second }, also entferne { $removed }.
explain-unique-rectangle = { $technique }: { $cells } würden sonst zwei Lösungen mit { $alternatives } zulassen, also entferne { $removed }.
explain-bug = BUG+1: Ohne { $digit } in { $cell } hätte jede Zelle zwei Kandidaten und das Rätsel zwei Lösungen, also steht { $digit } in { $cell }.
explain-chain = { $technique } mit { $links } Gliedern: In { $start } oder in { $end } steht { $digits }, also entferne { $removed }.
explain-aic = Alternating Inference Chain mit { $links } Gliedern: In { $start } steht { $start_digit } oder in { $end } steht { $end_digit }, also entferne { $removed }.
explain-als-xz-one = ALS-XZ: { $first } und { $second } enthalten jeweils eine Ziffer mehr, als sie Zellen haben, und können nicht beide { $alternatives } enthalten, also enthält eine der beiden Gruppen { $digits }. Entferne { $removed }.
explain-als-xz-many = ALS-XZ: { $first } und { $second } enthalten jeweils eine Ziffer mehr, als sie Zellen haben, und können nicht beide { $alternatives } enthalten, also liegt jede der Ziffern { $digits } in einer der beiden Gruppen. Entferne { $removed }.
explain-contradiction-removes = Forcing Chain: Stünde { $digit } in { $cell }, würden die Singles zu einem Widerspruch führen, also entferne { $removed }.
explain-contradiction-places = Forcing Chain: Stünde { $digit } in { $cell }, würden die Singles zu einem Widerspruch führen, also steht { $placed } in { $placed_cell }.
explain-unit-forcing-removes = Forcing Chain: Wo auch immer { $digits } in { $unit } steht, die Singles führen zum selben Ergebnis, also entferne { $removed }.
explain-unit-forcing-places = Forcing Chain: Wo auch immer { $digits } in { $unit } steht, die Singles führen zum selben Ergebnis, also steht { $placed } in { $placed_cell }.
explain-cell-forcing-removes = Forcing Chain: Ob nun { $alternatives } in { $cells } steht – die Singles führen zum selben Ergebnis, also entferne { $removed }.
explain-cell-forcing-places = Forcing Chain: Ob nun { $alternatives } in { $cells } steht – die Singles führen zum selben Ergebnis, also steht { $placed } in { $placed_cell }.
explain-cage-combination-one = Im Käfig bei { $cells } muss die offene Zelle mit verschiedenen Ziffern { $total } ergeben, und das geht nur mit { $digits }: Entferne { $removed }.
explain-cage-combination-many = Im Käfig bei { $cells } müssen die { $count } offenen Zellen mit verschiedenen Ziffern { $total } ergeben, und mit ihren Kandidaten geht das nur mit { $sets }; keine davon setzt { $candidates }, also entferne { $removed }.
explain-cage-overlap-unit = In { $unit } kann { $digits } nur in { $cells } stehen, alle im selben Käfig, also können die anderen Zellen des Käfigs die Ziffer nicht enthalten: Entferne { $removed }.
explain-cage-overlap-sets = Jede Kombination verschiedener Ziffern, die die Summe dieses Käfigs ergibt, enthält { $digits }, und im Käfig kann die Ziffer nur in { $cells } stehen; keine Zelle, die alle diese Zellen sieht, kann sie also enthalten: Entferne { $removed }.
explain-innies-one = Die Käfige, die ganz in { $units } liegen, ergeben zusammen { $known }, und die Einheit ergibt { $each }, also ergeben die übrigen Zellen { $cells } zusammen { $total }: Entferne { $removed }.
explain-innies-many = Die Käfige, die ganz in { $units } liegen, ergeben zusammen { $known }, und jede dieser Einheiten ergibt { $each }, also ergeben die übrigen Zellen { $cells } zusammen { $total }: Entferne { $removed }.
explain-outies-one = Die Käfige, die { $units } abdecken, ergeben zusammen { $known }, und die Einheit ergibt { $each }, also ergeben ihre Zellen außerhalb davon, { $cells }, zusammen { $total }: Entferne { $removed }.
explain-outies-many = Die Käfige, die { $units } abdecken, ergeben zusammen { $known }, und jede dieser Einheiten ergibt { $each }, also ergeben ihre Zellen außerhalb davon, { $cells }, zusammen { $total }: Entferne { $removed }.

# A cell, by its row and column (kept as r4c2).
explain-cell = r{ $row }c{ $column }
# Units, in the dative.
unit-row = Zeile { $number }
unit-column = Spalte { $number }
unit-box = Block { $number }
unit-region = Gebiet { $number }
unit-diagonal = der Hauptdiagonale
unit-anti-diagonal = der Gegendiagonale
list-comma = { $head }, { $next }
list-semicolon = { $head }; { $next }
list-and = { $head } und { $last }
list-or = { $head } oder { $last }
explain-removed = { $digit } aus { $cells }
explain-candidate-in = { $digits } in { $cell }
