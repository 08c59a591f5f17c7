# The statistics page (/stats), the player's data as a file and sync between devices, the
# completion panel of a solved game, and the review of a finished game.

## The statistics page.

stats-title = あなたの記録
stats-lead = 記録はこのブラウザにだけ保存されます。データをダウンロードすると、バックアップしたり別の端末に移したりできます。
stats-reading = ゲームを読み込んでいます…
stats-no-games = まだゲームがありません。{ $link }を解いて始めましょう。
stats-no-games-link = 今日の問題

stats-streak-title = デイリー連続記録
stats-streak-current = 現在
stats-streak-longest = 最長
stats-streak-days = { $count }日
stats-streak-note = その日のデイリー問題をどれか1つ、その日のうちに解くと1日としてカウントされます。

# The calendar of the last year, one square a day.
stats-year-title = 過去1年間
stats-year-summary = 過去1年間に{ $days }で{ $puzzles }を解きました
stats-year-puzzles = { $count }問
stats-year-days = { $count }日
stats-day-solved = { $date }：{ $count ->
    [0] なし
   *[other] { $count }問
}
# The months' short names above the calendar's columns.
stats-month-short-1 = 1月
stats-month-short-2 = 2月
stats-month-short-3 = 3月
stats-month-short-4 = 4月
stats-month-short-5 = 5月
stats-month-short-6 = 6月
stats-month-short-7 = 7月
stats-month-short-8 = 8月
stats-month-short-9 = 9月
stats-month-short-10 = 10月
stats-month-short-11 = 11月
stats-month-short-12 = 12月

# The table of games per size and level.
stats-by-level-title = サイズ・レベル別
stats-table-caption = サイズ・レベル別のゲーム
stats-puzzle = 問題
stats-played = プレイ
stats-solved = クリア
stats-rate = クリア率
stats-best = ベスト
stats-median = 中央値
stats-mean = 平均
stats-hints = ヒント
stats-rate-value = { $rate }%
stats-row-grid = { $kind ->
    [killer] キラー { $size }×{ $size }
    [jigsaw] ジグソー { $size }×{ $size }
    [diagonal] 対角線 { $size }×{ $size }
    [latin] { $size }×{ $size } ラテン方陣
   *[classic] { $size }×{ $size }
}
stats-row-level = { $grid } { $level }

# A technique's practice (on /learn).
stats-practice-none = まだ練習していません
stats-practice-right = { $tries }問中{ $right }問正解

## The player's data as a file (on the statistics page).

data-title = あなたのデータ
data-about = ゲーム、保存データ、設定を1つのファイルにまとめます。保管したり、別のブラウザで読み込んだりできます。読み込むとデータは統合され、今あるデータは失われません。
data-download = データをダウンロード
data-import = データを読み込む…
data-imported = 読み込みました：新しいゲーム{ $count }件を追加し、残りは統合しました。
data-not-imported = 何も読み込まれませんでした。{ $reason }
data-file-unreadable = ファイルを読み取れませんでした。
data-code-missing = データファイルを読み書きするプログラムを読み込めませんでした。接続を確認して、もう一度お試しください。

# Why a file was refused.
data-too-large = このファイルは大きすぎるため、数独のデータファイルではありません。
data-not-data = このファイルは数独のデータファイルではないか、壊れています（{ $reason }）。
data-not-json = JSON ではありません
data-version-missing = バージョンがありません
data-foreign = このファイルは数独のデータファイルではありません（形式：{ $format }）。
data-format-missing = なし
data-newer = このファイルはこのサイトの新しいバージョン（バージョン { $version }）で作られています。ページを更新して、もう一度お試しください。
data-game-damaged = ファイル内の{ $index }番目のゲームが壊れています：{ $reason }。
data-save-damaged = ファイル内の保存データが壊れています：{ $reason }。
data-save-reason = { $key }（{ $why }）
data-save-bad-name = 保存データの名前ではありません
data-save-no-puzzle = 名前に問題が含まれていません

# Why the browser did not keep the player's data.
data-storage-full = このサイト用のブラウザの保存領域がいっぱいのため、進行状況が保存されていません。記録ページからデータをダウンロードしてから、空き容量を確保してください。
data-storage-unavailable = このブラウザでは、サイトが進行状況を保存できません。

# What is wrong with a game in a data file. $text is the file's text, in quotes.
record-parts = ゲームは6つの部分からなりますが、{ $count }個あります
record-id = { $text } はゲームの ID ではありません
record-status = { $text } はゲームの状態ではありません
record-number = { $text } は整数ではありません
record-moment = { $text } は日時ではありません
record-level = { $text } はこのサイトのレベルを含んでいません
record-not-level = { $text } はレベルではありません
record-offset = タイムゾーンのオフセット { $offset } はありえない値です
record-daily-level = レベルがデイリー問題のレベルと一致しません

## Sync between the player's devices (on the statistics page).

sync-title = ほかの端末で使う
sync-about = 同期を使うと、アカウントなしで、秘密のリンクのもとにゲームをこのサイトのサーバーに保存します。このページを開くたびに、各端末のゲームがほかの端末のゲームと統合されます。
sync-start = ほかの端末で使う
sync-open-link = このリンクをほかの端末で開いてください（秘密のリンクです。知っている人は誰でもあなたのデータを読んだり変更したりできます）：
sync-copy-link = リンクをコピー
sync-link-copied = リンクをコピーしました。
sync-copy-by-hand = リンクを選択してコピーしてください。
sync-qr-label = 同期リンクの QR コード
sync-now = 今すぐ同期
sync-forget = この端末の同期を解除
sync-delete = サーバー上のデータを削除
sync-synced = 同期しました：ほかの端末から新しいゲーム{ $count }件を取り込みました。
sync-damaged-link = 同期できませんでした。この同期リンクは壊れています（コードが16進数32桁ではありません）。ほかの端末で新しいリンクを発行してください。
sync-no-random = このブラウザでは安全な同期コードを作れません。
sync-forgotten = この端末は同期されなくなりました。データはこの端末に残ります。
sync-deleted = サーバー上のデータを削除しました。このブラウザには独自のコピーが残ります。
sync-server-unreadable = 同期できませんでした。サーバー上のデータを読み取れません。{ $reason }
sync-too-large = データが同期で保存できるサイズを超えています。代わりにダウンロードしてください。
sync-too-many = 同期の回数が多すぎます。1分ほど待ってからお試しください。
sync-unavailable = 現在、同期を利用できません。データはこのブラウザに安全に保存されています。時間をおいてもう一度お試しください。

## The completion panel of a finished game.

completion-solved-title = クリア！
completion-revealed-title = 解答を表示しました
completion-solved = { $time }でクリア（{ $hints ->
    [0] ヒントなし
   *[other] ヒント{ $hints }回
}）。
completion-revealed = プレイ時間{ $time }で解答を表示しました（{ $hints ->
    [0] ヒントなし
   *[other] ヒント{ $hints }回
}）。
completion-review = 振り返り

completion-new-best = 自己ベスト更新：{ $time }。{ $kind }の問題{ $count }問の中で最速です。
completion-first = 初めて{ $kind }の問題をクリアしました：{ $time }。
completion-equals-best = { $time }は、{ $kind }の問題{ $count }問の自己ベストに並ぶタイムです。
completion-rank = { $kind }の問題{ $count }問の中で{ $place }に速いタイムです。
# An ordinal number: Japanese needs only the *[other] variant.
completion-ordinal = { $form ->
   *[other] { $place }番目
}
completion-kind = { $kind ->
    [killer] キラー
    [jigsaw] ジグソー
    [diagonal] 対角線
    [latin] { $size }×{ $size } ラテン方陣
   *[classic] { $size }×{ $size }
}
completion-kind-level = { $level }・{ $kind }
completion-streak = デイリー連続記録：{ $count }日。
completion-streak-longest = デイリー連続記録：{ $count }日。これまでの最長記録です。

## The review of a finished game.

review-title = 振り返り
review-previous = 前へ
review-next = 次へ
review-move-shown = 表示中の手
review-timeline = タイムライン
review-column-move = 手
review-column-took = 所要時間
review-column-available = 直前に使えたテクニック
review-board-label = { $move }手目のあとの盤面：{ $rows }

review-caption-start = 開始時点：{ $available }。
review-caption-end = ゲーム終了。
review-caption-from-here = ここからは、{ $available }。
review-caption-move = { $total }手中{ $move }手目（{ $time }）：{ $move_made }（所要{ $took }）。{ $after }

review-timeline-move = { $number }. { $move_made }
review-timeline-mistake = { $cell }に間違った数字
review-timeline-stuck = テクニックの範囲外
review-mark-longest = 最長の長考
review-mark-longest-and = 最長の長考、{ $mark }
review-mark-hardest-found = 見つけた最難関の手
review-mark-toughest-single = 最も難しいシングル
review-mark-hardest = 最難関の手

review-stuck-longest = 最も長く止まっていたのは{ $move }手目の前です（{ $took }）。そのとき{ $available }。実際の手：{ $move_made }。
review-dropped = 記録されるのは最後の手だけです。最初のほうの手は表示されません。
review-hardest = この問題の最難関の手：{ $technique }（難易度 { $rating }）。{ $move ->
    [0] あなたの進め方では、これが最も簡単な手になることはありませんでした
   *[other] あなたが最初にこれに出会ったのは{ $move }手目の前です
}。
review-hardest-beyond = この問題はこのサイトのテクニックだけでは解けません。その中で見つかった最難関の手は{ $technique }（難易度 { $rating }）です。{ $move ->
    [0] あなたの進め方では、これが最も簡単な手になることはありませんでした
   *[other] あなたが最初にこれに出会ったのは{ $move }手目の前です
}。
review-hardest-single = この問題はシングルだけで解けます。最も難しいのは{ $technique }（難易度 { $rating }）です。{ $move ->
    [0] あなたの進め方では、これが最も簡単な手になることはありませんでした
   *[other] あなたが最初にこれに出会ったのは{ $move }手目の前です
}。
review-full-house = この問題はすべての手がフルハウス（行・列・ブロックの最後の空きマス）です。

review-next-step = { $technique }が使えました
review-next-mistake = { $cell }に間違った数字が入っていました
review-next-stuck = このサイトのテクニックはどれも使えませんでした
review-next-solved = 盤面はすべて埋まっていました
review-next-unknown = この問題には唯一の解がありません

review-cell = r{ $row }c{ $column }
review-cells-two = { $first }、{ $second }
review-cells-three = { $first }、{ $second }、{ $third }
review-cells-many = { $count }マス
review-move-place = { $cells }に{ $digit }
review-move-erase = { $cells }を消去
review-move-notes = メモ
review-move-change = { $cells }を変更
review-move-reset = リセット
review-move-reveal = 解答を表示
review-move-digit = { $action }：{ $cells }に{ $digit }
review-move-emptied = { $action }：{ $cells }を空に
review-move-cells = { $action }：{ $cells }
review-action-hint = ヒント
review-action-undo = 元に戻す
review-action-redo = やり直す
review-action-checkpoint = チェックポイントに戻る

# How long a move took.
review-duration-seconds = { $seconds }.{ $tenths }秒
review-duration-minutes = { $minutes }分{ $seconds }秒
review-duration-hours = { $hours }時間{ $minutes }分
