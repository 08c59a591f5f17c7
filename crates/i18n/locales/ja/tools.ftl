# The tools around the game: the solver, the create page, the printable booklet, the keyboard
# shortcuts, the learn pages and their practice, the completion grade, and the offline and
# not-found pages.

## /solver

solver-title = ソルバー
solver-input-label = 問題（1行、または行ごと。空きマスは . か 0）
solver-solve = 解く
solver-watch = 過程を見る
solver-not-a-puzzle = 問題として読み取れません：{ $reason }。
solver-unique = 解は1つです。
solver-multiple = 解が複数あるため、正しい問題ではありません。そのうちの1つ：
solver-no-solution = 解がありません。
solver-already-solved = この盤面はすでに解けています。
solver-time = 時間
solver-micros = { $micros } µs
solver-positions = 局面数
solver-guesses = 仮定の回数
solver-backtracks = バックトラック
solver-watch-solved = 解けました。
solver-watch-no-solution = 解がありません。
solver-watch-running = 実行中…
solver-watch-paused = 一時停止中。
solver-watch-status = { $state } { $steps }、{ $recursions }、{ $backtracks }。
solver-watch-steps = { $count }ステップ
solver-watch-recursions = 再帰{ $count }回
solver-watch-backtracks = バックトラック{ $count }回
solver-pause = 一時停止
solver-resume = 再開
solver-speed = 速度
solver-speed-label = 1秒あたりのステップ数
solver-speed-value = 毎秒{ $speed }ステップ
solver-grid = 盤面

## /create

create-title = 問題を作る
create-lead = 盤面に初期数字を入力するか、問題を貼り付けてください。数字の並び（9×9なら81文字、10×10以上はAからの英字も使用）か、このサイト・Sudoku Exchange・SudokuPad・SudokuWiki のリンクが使えます。最後に初期数字を確定します。
create-paste-label = 問題またはリンクを貼り付け
create-load = 読み込む
create-size = { $side }×{ $side }
create-sizes-label = 盤面のサイズ
create-latin = ラテン方陣：行と列だけで、ブロックなし
create-editing-label = 編集
create-undo = 元に戻す
create-redo = やり直す
create-clear = クリア
create-lock = 確定
create-your-puzzle-label = あなたの問題
create-play = 解く
create-edit = 編集
create-lock-empty = 先に初期数字を入力してください。
create-lock-conflicts-box = 行・列・ブロックで数字が重複している初期数字が{ $count }個あります。該当箇所に印を付けました。
create-lock-conflicts-latin = 行・列で数字が重複している初期数字が{ $count }個あります。該当箇所に印を付けました。
create-lock-conflicts-region = 行・列・領域で数字が重複している初期数字が{ $count }個あります。該当箇所に印を付けました。
create-lock-conflicts-diagonal = 行・列・ブロック・対角線で数字が重複している初期数字が{ $count }個あります。該当箇所に印を付けました。
create-lock-no-solution = この初期数字では解がありません。
create-lock-several = この初期数字では解が複数あります。印の付いたマスのどれかに初期数字を追加してください。
create-lock-unique = 唯一解：この初期数字の解はちょうど1つです。
create-lock-unique-graded = 唯一解：この初期数字の解はちょうど1つです。{ $level }です（難易度 { $rating }）。
create-lock-unique-beyond = 唯一解：この初期数字の解はちょうど1つです。{ $level }です（難易度 { $rating }、このサイトで解説しているテクニックの範囲を超えています）。

## /print

print-title = 冊子を印刷
print-lead = 1つのレベル（またはデイリーキラー）のデイリー問題を、今日の分からさかのぼって1枚に数問ずつ並べます。解答は最後のページに載ります。
print-level = レベル
print-per-sheet = 1枚あたりの問題数
print-sheets = 枚数
print-make = 冊子を作る
print-print = 印刷

booklet-killer = キラー
booklet-sheet = { $number }枚目 · { $edition }
booklet-caption = { $number }. { $edition }、{ $date }
booklet-solutions = 解答
booklet-solution-caption = { $number }.
booklet-no-solution = { $number }. 唯一解がありません。

## The keyboard shortcuts (the ? key in a game)

shortcuts-title = キーボードショートカット
shortcuts-close = 閉じる
shortcuts-digit = 選択中のマスに数字（9より大きい数は英字）、メモ、色を入力
shortcuts-arrows-key = 矢印キー
shortcuts-arrows = 選択を移動
shortcuts-shift-arrows-key = Shift + 矢印キー
shortcuts-shift-arrows = 選択にマスを追加
shortcuts-click-key = Shift / Ctrl + クリック、ドラッグ
shortcuts-click = 複数のマスを選択
shortcuts-erase-key = Delete、Backspace、0
shortcuts-erase = 消去
shortcuts-modes = 数字・隅メモ・中央メモ・色・候補の色モード（12×12以上では C と B は数字）
shortcuts-space-key = Space
shortcuts-space = 次のモード
shortcuts-undo-key = Ctrl + Z
shortcuts-undo = 元に戻す
shortcuts-redo-key = Ctrl + Y、Ctrl + Shift + Z
shortcuts-redo = やり直す
shortcuts-help = このショートカット一覧を表示／非表示
shortcuts-escape-key = Esc
shortcuts-escape = この一覧を閉じる

## /learn

learn-title = テクニックを学ぶ
learn-lead = このサイトのソルバーが使うすべてのテクニックを、試す順に並べています。レベル順（簡単なものから）、同じレベル内では難易度順です（難易度はそのテクニックの見つけにくさ、レベルはそれが必要な問題の難しさを表します）。各ページで1つずつ解説し、実例で示し、練習用の局面を用意しています。
learn-variants-heading = キラー・ジグソー・対角線
learn-variants-text = 変形数独では、上のテクニックに加えて、キラーのケージと45の法則、そしてジグソーの領域や対角線が行・列・ブロックと交わる部分でのロックド・キャンディデートが使えます。これらの例と練習の局面は変形数独の盤面で出題されます。
learn-rated = 難易度 { $rating }
learn-page-title = { $technique } · 解き方
learn-all = すべてのテクニック
learn-technique-level = { $level ->
    [easy] 初級テクニック、難易度 { $rating }。
    [medium] 中級テクニック、難易度 { $rating }。
    [hard] 上級テクニック、難易度 { $rating }。
    [expert] エキスパートテクニック、難易度 { $rating }。
   *[master] マスターテクニック、難易度 { $rating }。
}
learn-previous = ← { $technique }
learn-next = { $technique } →
learn-neighbours-label = テクニック
learn-how-it-works = しくみ
learn-example = 例
learn-no-example = このテクニックの実例はまだありません。
learn-key-pattern = パターン
learn-key-pattern-alt = パターンのもう一方（2色目、チェーンのもう一方のリンク）
learn-key-removed = 消去
learn-key-placed = 確定
learn-candidate = { $cell }の{ $digit }
learn-cell-digit = { $cell }：{ $digit }
learn-cell-candidates = { $cell }：候補 { $candidates }
learn-cell-struck = { $cell }：候補 { $candidates }、{ $struck } を消去済み
learn-cell-chosen = { $cell }：候補 { $candidates }、{ $chosen } を選択
learn-cell-struck-chosen = { $cell }：候補 { $candidates }、{ $struck } を消去済み、{ $chosen } を選択
learn-verdict-right = 正解：それが{ $technique }です。
learn-verdict-another = 正解：それも{ $technique }です。解説ではソルバーが最初に見つけたものを示します。
learn-verdict-empty = まず消去する候補か、確定する数字を選んでください。
learn-verdict-placement = 違います：ここでの{ $technique }では、その数字は確定しません。
learn-verdict-not-yet = まだです：{ $reason }。
learn-verdict-not-yet-both = まだです：{ $extra }。{ $missing }。
learn-verdict-extra = { $count ->
   *[other] { $marks }はこの{ $technique }では消去されません
}
learn-verdict-missing = まだ見つけていない消去が{ $missing }個あります

# Practice on a technique's page.
practise-heading = 練習
practise-corpus-failed = 練習用の局面を読み込めませんでした。接続を確認して、もう一度お試しください。
practise-code-failed = 練習用のプログラムを読み込めませんでした。接続を確認して、もう一度お試しください。
practise-none = { $technique }の局面を作成できませんでした。もう一度お試しください。
practise-tally = 練習の成績：{ $tally }。
practise-task-eliminate = { $technique }を見つけてください。候補が消去されるマスをそれぞれ選び、パッドでその候補を消してから「チェック」を押します。
practise-task-place = { $technique }を見つけてください。数字が確定するマスを選び、パッドで数字を選んでから「チェック」を押します。
practise-proof = 解説：
practise-making = 局面を作成しています…
practise-new = 新しい局面
practise-check = チェック
practise-show-proof = 解説を表示
practise-not-candidate = { $digit }（このマスの候補ではありません）
practise-pad-select = マスを選ぶと、その候補に印を付けられます。
practise-pad-filled = { $cell }には数字が入っています。空きマスを選んでください。
practise-pad-strike = { $cell }：候補を選ぶと消去します（もう一度選ぶと元に戻ります）。
practise-pad-choose = { $cell }：候補を選ぶと、確定する数字として選択します。
practise-grid-label = 練習の局面
practise-pad-label = 選択中のマスの候補

## The grade of a solved puzzle

grade-sentence = { $level }でした（難易度 { $rating }）。使われたテクニック：{ $techniques }。
grade-technique-count = { $technique } ×{ $count }

## /offline and the page for an unknown address

offline-title = オフラインです
offline-not-saved = このページはこの端末に保存されておらず、現在サイトに接続できません。
offline-still-play = ここで開いた問題と、過去1週間のデイリー問題は引き続き遊べます：{ $today }、{ $archive }、またはこの端末で作る{ $new }。
offline-today = 今日の問題
offline-archive = アーカイブ
offline-new = 新しい問題

not-found-title = ページが見つかりません
not-found-text = このアドレスのページはありません。
not-found-play-today = 今日の問題を解く
shortcuts-corner-key = Shift + 1–9
shortcuts-corner = どのモードでも隅のメモ
shortcuts-centre-key = Ctrl / Cmd + 1–9
shortcuts-centre = どのモードでも中央のメモ
