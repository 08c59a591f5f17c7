# The game: its tools, keypad, timer, board and hints.

# The dialog before Reset and Solve.
confirm-reset-title = 盤面をクリアしますか？
confirm-reset-text = 入力した数字・メモ・色がすべて消えます。「元に戻す」で復元できます。
confirm-reset-yes = 盤面をクリア
confirm-solve-title = 答えを表示しますか？
confirm-solve-text = すべてのマスが埋まり、ゲームは終了します。クリアとしては記録されません。
confirm-solve-yes = 答えを表示
confirm-keep-playing = プレイを続ける

# Said when a tool's code could not be loaded (a bad connection).
play-tool-missing = この機能を読み込めませんでした。接続を確認してもう一度試すか、ページを再読み込みしてください。ゲームはこの端末に保存されています。
play-save-missing = このパズルの保存済みの進行状況を読み込めませんでした。接続を確認してページを再読み込みしてください。それまでの間、上書き保存はされません。
play-panel-missing = クリア！タイムはこの端末に記録されています。結果パネルを読み込めませんでした。接続を確認するか、ページを再読み込みして表示してください。

# The input modes: what a tap or a digit key does.
play-modes = 入力モード
play-mode-digit = 数字
play-mode-corner = 隅メモ
play-mode-centre = 中央メモ
play-mode-colour = 色
play-mode-candidate-colour = 候補の色

# The buttons around the grid.
play-controls = ゲームの操作
play-undo = 元に戻す
play-undo-title = 元に戻す（Ctrl+Z）
play-redo = やり直す
play-redo-title = やり直す（Ctrl+Y）
play-check = チェック
play-reset = リセット
play-fill-notes = メモを埋める
play-fill-notes-title = 空いているすべてのマスの中央メモに、まだ入る可能性のある数字を書き込みます
play-first-mistake = 最初の間違い
play-solve = 解答
play-checkpoint = チェックポイント
play-checkpoint-title = 仮置きする前にチェックポイントを記録します
play-shortcuts = ショートカット
play-shortcuts-title = キーボードショートカット（?）
play-checkpoints = チェックポイント
# A button that goes back to checkpoint number $number.
play-back-to-checkpoint = { $number }に戻る

# What the tools found or did.
play-no-solution-to-compare = この問題には比較できる唯一の解がありません。
play-no-solution-to-show = この問題には表示できる唯一の解がありません。
play-first-mistake-at = 最初の間違いは{ $row }行{ $column }列です。
play-no-mistakes = 今のところ間違いはありません。
play-board-cleared = 盤面をクリアしました。「元に戻す」で復元できます。
play-checkpoint-marked = チェックポイント{ $number }を記録しました。
play-checkpoint-marked-oldest-dropped = チェックポイント{ $number }を記録しました。1ゲームで保持できる上限に達したため、最も古いものを削除し、残りの番号を1つずつ繰り上げました。
play-back-to-checkpoint-done = チェックポイント{ $number }に戻りました。

# The settings panel.
settings-title = 設定
settings-mark-conflicts = 入力時に重複を表示する
settings-clean-notes = 数字を入れたら、入らなくなったメモを消す
settings-highlight-digit = 選択中の数字をハイライトする
settings-highlight-units = 行・列・ブロックをハイライトする
settings-highlight-candidates = その数字がまだ入れるマスをハイライトする
settings-colour-letters = 色を文字でも表示する
settings-number-first = 先に数字を選び、入れるマスをタップする
settings-cage-aid = ケージの合計アシスト：選択中のケージの合計になる数字の組み合わせを表示

# The clock.
play-time-played = プレイ時間
play-pause = 一時停止
play-resume = 再開
play-paused = 一時停止中

# The keypad. $digit is the key's digit; $left how many of it the grid still needs.
keypad-label = キーパッド
keypad-enter = { $digit }を入力（残り{ $left }個）
# In colour mode a digit key paints a colour: $colour is its name.
keypad-colour = 色{ $digit }：{ $colour }
keypad-colour-candidate = 候補{ $digit }に色を付ける
keypad-erase = 消去
keypad-erase-title = 消去（Delete）
keypad-palette = 候補の色

board-label = 数独の盤面

# The hint's buttons.
hint-hint = ヒント
hint-show-more = 詳しく見る
hint-apply = 適用
hint-close = 閉じる

# What a hint says, a stage at a time. $cell is a cell as hint-cell writes it.
hint-cell = { $row }行{ $column }列
hint-basis-all-candidates = メモが一部のマスにしかありません。メモのないマスでは、このヒントはすべての候補をもとにしています。
hint-mistake = 入力した数字の中に間違いがあります。
hint-mistake-at = { $cell }の数字が間違っています。「適用」で消去します。
hint-missing-note = メモの中に、そのマスに入るべき数字が抜けているマスがあります。
hint-missing-note-at = { $cell }のメモを見てください。そこに入る可能性があるのに、メモから抜けている数字はどれでしょう？
hint-missing-note-digit = { $cell }のメモには、そこに入るべき{ $digit }が抜けています。「適用」で追加します。
hint-look-at-row = { $number }行目を見てください。
hint-look-at-column = { $number }列目を見てください。
hint-look-at-box = ブロック{ $number }を見てください。
hint-look-at-region = 領域{ $number }を見てください。
hint-look-at-diagonal = 主対角線を見てください。
hint-look-at-anti-diagonal = 反対角線を見てください。
hint-look-for-next-step = 次の一手を探してください。
hint-look-around = { $cell }の周りを見てください。
# The hint's second stage: $technique is the technique's name (technique-… messages).
hint-technique = 使うテクニック：{ $technique }
hint-solved = すべて正しく埋まっています。
hint-stuck = このサイトが知っているテクニックでは、ここから次の一手が見つかりません。この局面は試行錯誤が必要です。
hint-no-single-solution = この問題は解がちょうど1つではないため、ヒントを出せません。

# The daily puzzles' pages. $date, $today and $first are dates as date-long writes them.
daily-title = デイリー{ $level }（{ $date }）
daily-today = 今日の問題
daily-levels = レベル
daily-killer = キラー
daily-other-days = ほかの日
daily-previous-day = ← 前の日
daily-next-day = 次の日 →
daily-not-yet-title = まだ公開されていません
daily-not-yet = { $date }の問題はまだ公開されていません。今日は{ $today }です。
daily-play-today = 今日の問題を解く
daily-before-first-title = この日のデイリー問題はありません
daily-before-first = { $date }のデイリー問題はありません。デイリー問題は{ $first }から始まりました。
daily-browse-archive = アーカイブを見る
daily-not-found-title = ページが見つかりません
daily-unavailable-title = 問題を作成できませんでした
daily-unavailable = 問題の作成中にエラーが発生しました。時間をおいてもう一度お試しください。
confirm-reset-mine-title = 自分の変更を取り消しますか？
confirm-reset-mine-text = このページで変更した数字・メモ・色をすべて、ルームの全員に対して取り消します。他の人が入れたものは残ります。「元に戻す」で自分の変更を復元できます。
confirm-reset-mine-yes = 自分の変更を取り消す
play-own-taken-back = 自分の変更を取り消しました。「元に戻す」で復元できます。
