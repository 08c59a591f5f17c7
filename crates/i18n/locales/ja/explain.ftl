# The engine's explanation of a hint's step (its last stage) and of /learn's examples.
# Values: cells are written r4c2 (explain-cell); $unit and $other are units (unit-…);
# $digits are digits joined with list-and, $alternatives with list-or; $removed is what the
# step removes (explain-removed…); $technique is a technique's name; $links, $count, $total,
# $known and $each are numbers.

explain-full-house = { $cell }は{ $unit }の最後の空きマスなので、{ $digit }が入ります。
explain-hidden-single = { $unit }では、{ $digit }が入るのは{ $cell }だけです。
explain-naked-single = { $cell }に入るのは{ $digit }だけです。
explain-locked-candidates = { $unit }では、{ $digits }は{ $other }の中にしか入らないので、{ $removed }を消去します。
explain-naked-subset = { $unit }では、{ $cells }に入るのは{ $digits }だけなので、{ $removed }を消去します。
explain-hidden-subset = { $unit }では、{ $digits }が入るのは{ $cells }だけなので、{ $removed }を消去します。
explain-fish = { $technique }：{ $base }では、{ $digits }は{ $cover }の中にしか入らないので、{ $removed }を消去します。
explain-finned-fish-one-fin = { $technique }：{ $base }では、{ $digits }は{ $cover }かフィン{ $fins }の中にしか入りません。どちらの場合でも{ $removed }を消去できます。
explain-finned-fish-fins = { $technique }：{ $base }では、{ $digits }は{ $cover }かフィン{ $fins }の中にしか入りません。どちらの場合でも{ $removed }を消去できます。
explain-sashimi-fish-one-fin = { $technique }（サシミ）：{ $base }では、{ $digits }は{ $cover }かフィン{ $fins }の中にしか入りません。どちらの場合でも{ $removed }を消去できます。
explain-sashimi-fish-fins = { $technique }（サシミ）：{ $base }では、{ $digits }は{ $cover }かフィン{ $fins }の中にしか入りません。どちらの場合でも{ $removed }を消去できます。
explain-wing = { $technique }：{ $pivot }が何であっても、{ $pincers }のいずれかは{ $digits }になるので、{ $removed }を消去します。
explain-w-wing = W-Wing：{ $pair }は同じ2つの数字を持ち、強リンク{ $link }があるため両方がもう一方の数字になることはありません。よってどちらかは{ $digits }です。{ $removed }を消去します。
explain-colouring = { $digits }のカラーリング：{ $first }と{ $second }のどちらか一方がすべて{ $digits }になるので、{ $removed }を消去します。
explain-unique-rectangle = { $technique }：そうでなければ{ $cells }で{ $alternatives }による2通りの解ができてしまうので、{ $removed }を消去します。
explain-bug = BUG+1：{ $cell }が{ $digit }でないとすると、すべてのマスの候補が2つになり、解が2つできてしまいます。よって{ $cell }は{ $digit }です。
explain-chain = { $links }リンクの{ $technique }：{ $start }と{ $end }のどちらかが{ $digits }なので、{ $removed }を消去します。
explain-aic = { $links }リンクの交互推論チェーン：{ $start }が{ $start_digit }か、{ $end }が{ $end_digit }のどちらかなので、{ $removed }を消去します。
explain-als-xz-one = ALS-XZ：{ $first }と{ $second }はどちらもマスの数より1つ多い数字を持ち、両方に{ $alternatives }が入ることはありません。よってどちらかに{ $digits }が入ります。{ $removed }を消去します。
explain-als-xz-many = ALS-XZ：{ $first }と{ $second }はどちらもマスの数より1つ多い数字を持ち、両方に{ $alternatives }が入ることはありません。よって{ $digits }はそれぞれどちらかに入ります。{ $removed }を消去します。
explain-contradiction-removes = フォーシングチェーン：{ $cell }が{ $digit }だとすると、シングルをたどった結果矛盾が生じます。よって{ $removed }を消去します。
explain-contradiction-places = フォーシングチェーン：{ $cell }が{ $digit }だとすると、シングルをたどった結果矛盾が生じます。よって{ $placed_cell }は{ $placed }です。
explain-unit-forcing-removes = フォーシングチェーン：{ $unit }で{ $digits }がどこに入っても、シングルをたどると同じ結果になります。よって{ $removed }を消去します。
explain-unit-forcing-places = フォーシングチェーン：{ $unit }で{ $digits }がどこに入っても、シングルをたどると同じ結果になります。よって{ $placed_cell }は{ $placed }です。
explain-cell-forcing-removes = フォーシングチェーン：{ $cells }に{ $alternatives }のどれが入っても、シングルをたどると同じ結果になります。よって{ $removed }を消去します。
explain-cell-forcing-places = フォーシングチェーン：{ $cells }に{ $alternatives }のどれが入っても、シングルをたどると同じ結果になります。よって{ $placed_cell }は{ $placed }です。
explain-cage-combination-one = { $cells }のケージでは、残り1つの空きマスで{ $total }を作る必要があり（ケージ内の数字はすべて異なる）、それができるのは{ $digits }だけです。{ $removed }を消去します。
explain-cage-combination-many = { $cells }のケージでは、残り{ $count }つの空きマスに異なる数字を入れて{ $total }を作る必要があります。候補から作れる組み合わせは{ $sets }だけで、どの組み合わせでも{ $candidates }は入りません。{ $removed }を消去します。
explain-cage-overlap-unit = { $unit }では、{ $digits }が入るのは{ $cells }だけで、すべて同じケージ内にあります。よってそのケージのほかのマスには入りません。{ $removed }を消去します。
explain-cage-overlap-sets = このケージの合計になる異なる数字の組み合わせはどれも{ $digits }を含み、ケージ内でそれが入るのは{ $cells }だけです。そのすべてのマスと同じグループにあるマスには入れないので、{ $removed }を消去します。
explain-innies-one = { $units }の内側に完全に収まるケージの合計は{ $known }、{ $units }の合計は{ $each }なので、残りのマス{ $cells }の合計は{ $total }です。{ $removed }を消去します。
explain-innies-many = { $units }の内側に完全に収まるケージの合計は{ $known }、それぞれの合計は{ $each }なので、残りのマス{ $cells }の合計は{ $total }です。{ $removed }を消去します。
explain-outies-one = { $units }を覆うケージの合計は{ $known }、{ $units }の合計は{ $each }なので、その外にはみ出したマス{ $cells }の合計は{ $total }です。{ $removed }を消去します。
explain-outies-many = { $units }を覆うケージの合計は{ $known }、それぞれの合計は{ $each }なので、その外にはみ出したマス{ $cells }の合計は{ $total }です。{ $removed }を消去します。

# A cell, by its row and column.
explain-cell = r{ $row }c{ $column }
# Units.
unit-row = { $number }行目
unit-column = { $number }列目
unit-box = ブロック{ $number }
unit-region = 領域{ $number }
unit-diagonal = 主対角線
unit-anti-diagonal = 反対角線
# Lists: $head is the items before the last, already joined with list-comma.
list-comma = { $head }、{ $next }
list-semicolon = { $head }；{ $next }
list-and = { $head }と{ $last }
list-or = { $head }または{ $last }
# What a step removes: one digit from cells, or (joined with list-and) a digit from a cell.
explain-removed = { $cells }の{ $digit }
explain-candidate-in = { $cell }に{ $digits }
