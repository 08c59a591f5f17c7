# The engine's explanation of a hint's step (its last stage) and of /learn's examples.

explain-full-house = { $cell } 是{ $unit }中最后一个空格，所以它是 { $digit }。
explain-hidden-single = 在{ $unit }中，{ $digit } 只能填在 { $cell }。
explain-naked-single = { $cell } 只能是 { $digit }。
explain-locked-candidates = 在{ $unit }中，{ $digits } 只位于{ $other }上，因此删除 { $removed }。
explain-naked-subset = 在{ $unit }中，{ $cells } 的候选数合起来只有 { $digits }，因此删除 { $removed }。
explain-hidden-subset = 在{ $unit }中，{ $digits } 只能填在 { $cells }，因此删除 { $removed }。
explain-fish = { $technique }：在{ $base }中，{ $digits } 只位于{ $cover }上，因此删除 { $removed }。
explain-finned-fish-one-fin = { $technique }：在{ $base }中，{ $digits } 只位于{ $cover }上或鳍 { $fins } 中；无论哪种情况，都可以删除 { $removed }。
explain-finned-fish-fins = { $technique }：在{ $base }中，{ $digits } 只位于{ $cover }上或鳍 { $fins } 中；无论哪种情况，都可以删除 { $removed }。
explain-sashimi-fish-one-fin = { $technique }（Sashimi 型）：在{ $base }中，{ $digits } 只位于{ $cover }上或鳍 { $fins } 中；无论哪种情况，都可以删除 { $removed }。
explain-sashimi-fish-fins = { $technique }（Sashimi 型）：在{ $base }中，{ $digits } 只位于{ $cover }上或鳍 { $fins } 中；无论哪种情况，都可以删除 { $removed }。
explain-wing = { $technique }：无论 { $pivot } 是什么，{ $pincers } 中总有一个是 { $digits }，因此删除 { $removed }。
explain-w-wing = W-Wing：{ $pair } 含有相同的两个数字，而强链 { $link } 使它们不可能同时是另一个数字，所以其中之一是 { $digits }；删除 { $removed }。
explain-colouring = 对 { $digits } 染色：要么 { $first } 全是 { $digits }，要么 { $second } 全是 { $digits }，因此删除 { $removed }。
explain-unique-rectangle = { $technique }：否则 { $cells } 会因 { $alternatives } 而出现两个解，因此删除 { $removed }。
explain-bug = 全双值坟墓+1：如果去掉 { $cell } 中的 { $digit }，每个格子都将只有两个候选数，题目就会有两个解，所以 { $cell } 是 { $digit }。
explain-chain = { $technique }（共 { $links } 个链接）：{ $start } 和 { $end } 中至少有一个是 { $digits }，因此删除 { $removed }。
explain-aic = 交替推理链（共 { $links } 个链接）：{ $start } 是 { $start_digit }，或者 { $end } 是 { $end_digit }，因此删除 { $removed }。
explain-als-xz-one = ALS-XZ：{ $first } 和 { $second } 各自的数字都比格子多一个，且不能同时含有 { $alternatives }，所以其中之一含有 { $digits }；删除 { $removed }。
explain-als-xz-many = ALS-XZ：{ $first } 和 { $second } 各自的数字都比格子多一个，且不能同时含有 { $alternatives }，所以 { $digits } 中的每个数字都在其中一组里；删除 { $removed }。
explain-contradiction-removes = 强制链：如果 { $cell } 是 { $digit }，用摒除和唯余推下去会导致矛盾，因此删除 { $removed }。
explain-contradiction-places = 强制链：如果 { $cell } 是 { $digit }，用摒除和唯余推下去会导致矛盾，所以 { $placed_cell } 是 { $placed }。
explain-unit-forcing-removes = 强制链：无论 { $digits } 填在{ $unit }的哪个位置，用摒除和唯余推下去都得到相同的结果，因此删除 { $removed }。
explain-unit-forcing-places = 强制链：无论 { $digits } 填在{ $unit }的哪个位置，用摒除和唯余推下去都得到相同的结果，所以 { $placed_cell } 是 { $placed }。
explain-cell-forcing-removes = 强制链：无论 { $cells } 填的是 { $alternatives } 中的哪一个，用摒除和唯余推下去都得到相同的结果，因此删除 { $removed }。
explain-cell-forcing-places = 强制链：无论 { $cells } 填的是 { $alternatives } 中的哪一个，用摒除和唯余推下去都得到相同的结果，所以 { $placed_cell } 是 { $placed }。
explain-cage-combination-one = 在 { $cells } 处的笼子里，剩下的那个空格必须用不重复的数字凑出 { $total }，只有 { $digits } 能做到：删除 { $removed }。
explain-cage-combination-many = 在 { $cells } 处的笼子里，剩下的 { $count } 个空格必须用互不相同的数字凑出 { $total }；按它们的候选数，只有 { $sets } 能做到，而这些组合都不会让 { $candidates }：删除 { $removed }。
explain-cage-overlap-unit = 在{ $unit }中，{ $digits } 只能填在 { $cells }，而它们都在同一个笼子里，所以该笼子的其他格子不能填它：删除 { $removed }。
explain-cage-overlap-sets = 能凑出这个笼子总和的每一组不同数字都含有 { $digits }，而在笼子里它只能填在 { $cells }，所以能看到这些格子全部的格子都不能填它：删除 { $removed }。
explain-innies-one = 完全位于{ $units }内的笼子之和为 { $known }，而该单元之和为 { $each }，所以剩下的格子 { $cells } 之和为 { $total }：删除 { $removed }。
explain-innies-many = 完全位于{ $units }内的笼子之和为 { $known }，而这些单元各自之和为 { $each }，所以剩下的格子 { $cells } 之和为 { $total }：删除 { $removed }。
explain-outies-one = 覆盖{ $units }的笼子之和为 { $known }，而该单元之和为 { $each }，所以这些笼子在该单元之外的格子 { $cells } 之和为 { $total }：删除 { $removed }。
explain-outies-many = 覆盖{ $units }的笼子之和为 { $known }，而这些单元各自之和为 { $each }，所以这些笼子在这些单元之外的格子 { $cells } 之和为 { $total }：删除 { $removed }。

# A cell, by its row and column.
explain-cell = r{ $row }c{ $column }
# Units.
unit-row = 第 { $number } 行
unit-column = 第 { $number } 列
unit-box = 第 { $number } 宫
unit-region = 区域 { $number }
unit-diagonal = 主对角线
unit-anti-diagonal = 副对角线
# Lists: $head is the items before the last, already joined with list-comma.
list-comma = { $head }、{ $next }
list-semicolon = { $head }；{ $next }
list-and = { $head } 和 { $last }
list-or = { $head } 或 { $last }
# What a step removes: one digit from cells, or (joined with list-and) a digit from a cell.
explain-removed = { $cells } 中的 { $digit }
explain-candidate-in = { $cell } 填 { $digits }
