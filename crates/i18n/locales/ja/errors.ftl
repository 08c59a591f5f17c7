# Why something the player gave the site is not a puzzle or a page. Most of these are clauses
# that other messages put after a colon, so they end without a full stop.

## A share code (the part of a /p/ link after /p/) that does not decode.

error-code-empty = コードが空です
error-code-cut-short = リンクが途中で切れていて、コードの末尾が欠けています
error-code-bad-character = コードの{ $position }文字目に { $character } がありますが、これは共有コードには使われない文字です
error-code-unknown-version = コードのバージョン { $version } がこのサイトより新しいため、新しいバージョンのサイトで作られたコードかもしれません
error-code-not-a-code = これは共有コードではありません（共有コードはバージョン番号の1、2、3のいずれかで始まります）
error-code-checksum = コードのチェックディジットが一致しません（すべてコピーされていますか？）
error-code-trailing-data = 問題の終わりの後にもコードが続いています（余計なものが貼り付けられていませんか？）
error-code-variant = { $kind ->
    [killer] キラー数独のコードで、クラシック数独のコードではありません
    [jigsaw] ジグソー数独のコードで、クラシック数独のコードではありません
   *[diagonal] 対角線数独のコードで、クラシック数独のコードではありません
}
error-code-rules = ルールが成り立たないため遊べません（{ $reason }）
error-code-too-long = 問題のコードとしては長すぎます（{ $length }文字）

## Rules (regions and killer cages) that a share code's data cannot make.

error-rules-region-cells = 領域が覆うマスが{ $expected }個ではなく{ $found }個です
error-rules-region-size = 領域{ $region }のマスが{ $size }個ではなく{ $cells }個です
error-rules-cage-cell = 盤面の外のマスを含むケージがあります
error-rules-cage-overlap = 2つのケージが{ $row }行{ $column }列のマスを共有しています
error-rules-cage-size = { $cells }マスのケージがあります
error-rules-cage-sum = { $cells }マスのケージで合計{ $sum }を作ることはできません

## A grid typed or pasted as text that does not read.

error-grid-unknown-size = { $found }マスの盤面はありません（4×4は16マス、6×6は36、8×8は64、9×9は81、12×12は144、16×16は256、25×25は625）
error-grid-not-a-square = { $found }マスではラテン方陣になりません（一辺nの方陣はn×nマスで、nは25まで）
error-grid-wrong-length = { $expected }マスのはずが、{ $found }マスあります
error-grid-bad-character = { $line }行目、{ $column }文字目に使えない文字 { $character } があります
error-grid-digit-too-large = { $line }行目、{ $column }文字目の数字 { $character } は{ $size }×{ $size }の盤面には大きすぎます

## What is wrong with a puzzle or link from another site ($site in error-import-site).

error-site-no-puzzle = 問題が含まれていません
error-site-length = 問題が{ $expected }文字ではなく{ $found }文字です
error-site-character = 問題に、この形式では使われない文字 { $character } が含まれています
error-site-compressed = 圧縮データが壊れています（リンクをすべてコピーしましたか？）
error-site-data = 問題のデータを読み取れません（{ $reason }）
error-site-size = 盤面が{ $size }×{ $size }で、このサイトでは遊べないサイズです
error-site-given = 盤面の数字ではない初期数字があります
error-site-variant = クラシック数独ではなく、変形数独の問題です（{ $variant }）
error-site-constraint = このサイトでは遊べない制約（{ $name }）があります
error-site-stored = そのサイトのサーバーに保存された問題（{ $id }）を指しているため、そちらで開いて、盤面か問題の完全なリンクをコピーしてください
error-site-too-long = クラシック数独の問題としては長すぎます（{ $length }文字）

# Why another site's puzzle data cannot be read (inside error-site-data).
error-site-data-not-puzzle = 問題のデータではありません
error-site-data-no-grid = 盤面のマスがありません
error-site-data-not-square = 盤面が正方形ではありません
error-site-data-sudokuwiki-form = このサイトでは読み取れない SudokuWiki の圧縮形式です
error-site-data-cell-region = 領域のないマスがあります
error-site-data-region-number = マスの領域が数値ではありません
error-site-data-regions = 各領域のマスの数が数字の数と合っていません
error-site-data-cages = ケージが重なっているか、合計を作れません
error-site-data-cage-cells = マスのないケージがあります
error-site-data-cage-outside = 盤面の外のマスを指すケージがあります
error-site-data-cage-total = ケージの合計が数値ではありません

# The variant another site's puzzle is (inside error-site-variant's brackets).
error-site-variant-killer = キラー数独
error-site-variant-jigsaw = ジグソー数独
error-site-variant-diagonal = 対角線数独
error-site-variant-killer-cages = キラーのケージ
error-site-variant-irregular-regions = 不規則な領域
error-site-variant-sudokuwiki-type = SudokuWiki の問題タイプ { $letter }

## Why a pasted text could not be imported: [sentence] stands alone, [clause] goes after a colon.

error-import-empty = { $form ->
    [sentence] 読み込むものがありません。問題かそのリンクを貼り付けてください。
   *[clause] 読み込むものがありません。問題かそのリンクを貼り付けてください
}
error-import-grid = { $form ->
    [sentence] 問題の盤面のようですが、{ $reason }。
   *[clause] 問題の盤面のようですが、{ $reason }
}
error-import-share-code = { $form ->
    [sentence] 共有コードのようですが、{ $reason }。
   *[clause] 共有コードのようですが、{ $reason }
}
error-import-site = { $form ->
    [sentence] これは { $site } の問題ですが、{ $reason }。
   *[clause] これは { $site } の問題ですが、{ $reason }
}
error-import-unknown-site = { $form ->
    [sentence] { $host } は問題を読み込めるサイトではありません（Sudoku Exchange、SudokuPad、SudokuWiki、f-puzzles のリンクをお試しください）。
   *[clause] { $host } は問題を読み込めるサイトではありません（Sudoku Exchange、SudokuPad、SudokuWiki、f-puzzles のリンクをお試しください）
}
error-import-unrecognised = { $form ->
    [sentence] これは問題ではありません。空きマスを 0 か . で表した81個の数字、共有コード、または問題のリンクを貼り付けてください。
   *[clause] これは問題ではありません。空きマスを 0 か . で表した81個の数字、共有コード、または問題のリンクを貼り付けてください
}

## A date in an address that does not read (inside error-daily-not-a-date).

error-date-format = { $text } は YYYY-MM-DD 形式の日付ではありません
error-date-year = { $year }年は1～9999年の範囲外です
error-date-month = { $month }月は1～12月の範囲外です
error-date-day = { $month } には{ $day }日がありません

## The page of a daily address that does not exist (under "Page not found").

error-daily-not-a-level = デイリー問題には、初級（easy）、中級（medium）、上級（hard）と、キラー（killer）があります。
error-daily-not-a-date = これは日付ではありません：{ $reason }。
