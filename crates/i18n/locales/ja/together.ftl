# Playing together (rooms), sharing a puzzle, shared and variant puzzles, new puzzles on
# demand, the daily archive and the daily's community figures.

## Rooms (/r/…): a puzzle solved together.

room-missing-title = ルームが見つかりません
room-missing-text = このアドレスのルームはありません。1か月使われていないルームは削除されます。
room-missing-action = 問題を開いて<strong>みんなで解く</strong>を選ぶと新しいルームを作れます。または<a href="/">今日の問題を解きましょう</a>。
room-unavailable-title = ルームを利用できません
room-unavailable-text = 現在、ルームを開けません。1分ほど待ってからお試しください。問題はどれも1人でなら解けます。
room-play-today = 今日の問題を解く
room-unreadable = このルームの盤面を読み取れませんでした。
room-title = みんなで解く
room-people = 参加者
room-person-you = { $name }（あなた）
room-status-connecting = ルームに参加しています…
room-status-online = 全員の手がリアルタイムでここに表示されます。「元に戻す」で取り消せるのは自分の手だけです。
room-status-offline = { $count ->
    [0] オフライン：このままプレイを続けられます。接続が戻るとルームと同期されます。
   *[other] オフライン：このままプレイを続けられます。{ $count }件の変更は接続が戻ったときに送信されます。
}
room-invite = 招待する
room-link-label = このルームへのリンク
room-copy-link = リンクをコピー
room-show-qr = QR コードを表示
room-link-copied = リンクをコピーしました。
room-copy-by-hand = 上のリンクをコピーして招待してください。
room-qr-failed = QR コードを作成できませんでした。代わりにリンクをコピーしてください。
room-qr-label = ルームのリンクの QR コード
room-name-label = このルームでの名前
room-name-placeholder = ゲスト
room-name-use = この名前を使う
room-note = リンクを知っている人なら誰でも、同時に8人まで参加できます。ルームで解いたデイリー問題はルームの記録になり、個人のデイリー結果としては送信されません。
room-start-offline = ルームを使うにはサイトへの接続が必要です。オンラインになってからお試しください。
room-start-unavailable = 現在、ルームを作成できません。
room-start-refused = ルームを作成できませんでした：{ $reason }
room-joined = { $name }さんが参加しました。
room-left = { $name }さんが退出しました。
room-finished = { $time }でみんなでクリアしました！
room-finished-placed = { $time }でみんなでクリアしました！あなたの参加中に入力された数字：{ $placed }。
room-finished-untimed = みんなでクリアしました！
room-finished-placed-untimed = みんなでクリアしました！あなたの参加中に入力された数字：{ $placed }。
room-placed = { $name } { $count }

## Sharing a puzzle: the box under a game.

share-legend = 共有・印刷
share-include-progress = 進行状況を含める
share-link-label = この問題へのリンク
share-copy-link = リンクをコピー
share-link-copied = リンクをコピーしました。
share-copy-by-hand = 下のリンクをコピーして共有してください。
share-print = この問題を印刷
share-together = みんなで解く
share-making-room = ルームを作成しています…
share-sudokupad = SudokuPad で開く

## A puzzle shared as a link (/p/…).

shared-title-new-puzzle = { $level ->
    [easy] 新しい初級 { $size }×{ $size } 問題
    [medium] 新しい中級 { $size }×{ $size } 問題
    [hard] 新しい上級 { $size }×{ $size } 問題
    [expert] 新しいエキスパート { $size }×{ $size } 問題
   *[master] 新しいマスター { $size }×{ $size } 問題
}
shared-title-new-latin = { $level ->
    [easy] 新しい初級 { $size }×{ $size } ラテン方陣
    [medium] 新しい中級 { $size }×{ $size } ラテン方陣
    [hard] 新しい上級 { $size }×{ $size } ラテン方陣
    [expert] 新しいエキスパート { $size }×{ $size } ラテン方陣
   *[master] 新しいマスター { $size }×{ $size } ラテン方陣
}
shared-title-puzzle = 共有された { $size }×{ $size } 問題
shared-title-latin = 共有された { $size }×{ $size } ラテン方陣
shared-broken-title = 壊れた問題リンク
shared-broken-heading = この問題リンクは壊れています
shared-broken-reason = このリンクの問題を読み取れませんでした：{ $reason }。
shared-broken-help = 誰かから送られてきた場合は、もう一度コピーしてもらってください。<a href="/create">問題を貼り付ける</a>か、<a href="/">今日の問題を解きましょう</a>。

## Variant puzzles: killer, jigsaw, diagonal.

variant-title-new-killer = { $level ->
    [easy] 新しい初級キラー数独
    [medium] 新しい中級キラー数独
    [hard] 新しい上級キラー数独
    [expert] 新しいエキスパートキラー数独
   *[master] 新しいマスターキラー数独
}
variant-title-new-jigsaw = { $level ->
    [easy] 新しい初級ジグソー数独
    [medium] 新しい中級ジグソー数独
    [hard] 新しい上級ジグソー数独
    [expert] 新しいエキスパートジグソー数独
   *[master] 新しいマスタージグソー数独
}
variant-title-new-diagonal = { $level ->
    [easy] 新しい初級対角線数独
    [medium] 新しい中級対角線数独
    [hard] 新しい上級対角線数独
    [expert] 新しいエキスパート対角線数独
   *[master] 新しいマスター対角線数独
}
variant-title-new-classic = { $level ->
    [easy] 新しい初級クラシック数独
    [medium] 新しい中級クラシック数独
    [hard] 新しい上級クラシック数独
    [expert] 新しいエキスパートクラシック数独
   *[master] 新しいマスタークラシック数独
}
variant-title-killer = 共有されたキラー数独
variant-title-jigsaw = 共有されたジグソー数独
variant-title-diagonal = 共有された対角線数独
variant-title-classic = 共有されたクラシック数独
variant-title-sized = { $title } { $size }×{ $size }
variant-daily-killer = デイリーキラー（{ $date }）
# The rules, said above a variant's grid.
variant-rules-summary = ルール
variant-rules-classic = どの行・列・ブロックにも、各数字を1つずつ入れます。
variant-rules-killer = どの行・列・ブロックにも、各数字を1つずつ入れます。点線で囲まれた各ケージの数字の合計は、そのケージに書かれた数になります。ケージ内で同じ数字は使えません。
variant-rules-jigsaw = どの行・列・太線で囲まれた領域にも、各数字を1つずつ入れます。領域は不規則な形をしています。
variant-rules-diagonal = どの行・列・ブロックにも、さらに2本の長い対角線上にも、各数字を1つずつ入れます。
variant-cell-region = 領域{ $region }
variant-cell-main-diagonal = 主対角線上
variant-cell-anti-diagonal = 反対角線上
variant-cell-cage = { $count }マスのケージ
variant-cell-cage-sum = { $count }マスのケージ、合計{ $sum }
variant-cage-aid-none = { $size }マスのケージ、合計{ $sum }：この合計になる数字の組み合わせはもうありません。
variant-cage-aid-placed = { $size }マスのケージ、合計{ $sum }：{ $sets }。すべて配置済みです。
variant-cage-aid = { $size }マスのケージ、合計{ $sum }：{ $sets }。残りの数字：{ $left }。

## New puzzles on demand (/new).

new-title = 新しい問題
new-heading = 新しい問題
new-intro = どの問題も解はちょうど1つで、当てずっぽうは必要ありません。
new-booklet = デイリー問題の冊子を印刷する
new-failed = 今は問題を作成できませんでした。もう一度お試しください。
new-latin-heading = ラテン方陣
new-latin-text = 行と列だけで、ブロックはありません。どの行・列にも各数字を1つずつ入れます。
new-variants-heading = 変形数独
new-variants-text = キラー：ケージ内の数字の合計がそれぞれの数になります。ジグソー：ブロックの代わりに不規則な形の領域があります。対角線：2本の長い対角線にも各数字が1つずつ入ります。
new-kind-killer = キラー
new-kind-jigsaw = ジグソー
new-kind-diagonal = 対角線
new-error-kind = { $word } はここで扱う問題の種類ではありません。指定を省くか、kind=latin、killer、jigsaw、diagonal のいずれかを指定してください。
new-error-no-size = 盤面のサイズを指定してください（例：size=9）。
new-error-size = { $size } は盤面のサイズではありません。
new-error-level = 不明なレベル { $level }（easy、medium、hard、expert、master のいずれか）。
new-error-levels = { $kind ->
    [latin] { $size }×{ $size } のラテン方陣は { $levels } のみです。
    [killer] { $size }×{ $size } のキラー数独は { $levels } のみです。
    [jigsaw] { $size }×{ $size } のジグソー数独は { $levels } のみです。
    [diagonal] { $size }×{ $size } の対角線数独は { $levels } のみです。
   *[classic] { $size }×{ $size } の問題は { $levels } のみです。
}
new-error-only-size = { $kind ->
    [latin] { $size }×{ $size } のラテン方陣はありません。サイズは { $only }×{ $only } です。
    [killer] { $size }×{ $size } のキラー数独はありません。サイズは { $only }×{ $only } です。
    [jigsaw] { $size }×{ $size } のジグソー数独はありません。サイズは { $only }×{ $only } です。
    [diagonal] { $size }×{ $size } の対角線数独はありません。サイズは { $only }×{ $only } です。
   *[classic] { $size }×{ $size } の問題はありません。サイズは { $only }×{ $only } です。
}
new-error-sizes = { $kind ->
    [latin] { $size }×{ $size } のラテン方陣はありません。{ $sizes } または { $last } をお試しください。
    [killer] { $size }×{ $size } のキラー数独はありません。{ $sizes } または { $last } をお試しください。
    [jigsaw] { $size }×{ $size } のジグソー数独はありません。{ $sizes } または { $last } をお試しください。
    [diagonal] { $size }×{ $size } の対角線数独はありません。{ $sizes } または { $last } をお試しください。
   *[classic] { $size }×{ $size } の問題はありません。{ $sizes } または { $last } をお試しください。
}
new-error-none = { $kind ->
    [latin] { $size }×{ $size } のラテン方陣はありません。
    [killer] { $size }×{ $size } のキラー数独はありません。
    [jigsaw] { $size }×{ $size } のジグソー数独はありません。
    [diagonal] { $size }×{ $size } の対角線数独はありません。
   *[classic] { $size }×{ $size } の問題はありません。
}
new-units-classic = 行・列・ブロック
new-units-latin = 行・列
new-units-jigsaw = 行・列・領域
new-units-diagonal = 行・列・ブロック・対角線

## The daily archive (/daily): a calendar of past dailies by month.

archive-title = デイリー問題のアーカイブ
archive-heading = デイリー問題
archive-months = 月
archive-earlier = ← 前へ
archive-later = 次へ →
archive-month = { $month ->
    [1] { $year }年1月
    [2] { $year }年2月
    [3] { $year }年3月
    [4] { $year }年4月
    [5] { $year }年5月
    [6] { $year }年6月
    [7] { $year }年7月
    [8] { $year }年8月
    [9] { $year }年9月
    [10] { $year }年10月
    [11] { $year }年11月
   *[12] { $year }年12月
}
archive-mon = 月
archive-tue = 火
archive-wed = 水
archive-thu = 木
archive-fri = 金
archive-sat = 土
archive-sun = 日
archive-killer = キラー
archive-letter = { $edition ->
    [easy] 初
    [medium] 中
    [hard] 上
   *[killer] キ
}
archive-solved = { $level }（クリア済み）
archive-legend = 「初」「中」「上」でその日の初級・中級・上級の問題、「キ」でキラーが開きます。クリア済みの問題は塗りつぶされます。
archive-solvers-legend = 日付の下の数字：その日の問題を解いたプレイヤーの数です。
archive-solvers = クリアした人数：初級 { $easy }、中級 { $medium }、上級 { $hard }、キラー { $killer }
archive-players-solved = { $count ->
   *[other] 人が解きました
}

## The community figures: a daily's players and times, and the player's standing.

community-unavailable = 統計を利用できません。
community-players = プレイヤー
community-nobody = まだ誰も解いていません。
community-nobody-today = 今日はまだ誰も解いていません。
community-median = <strong>{ $count }人が解きました</strong>。タイムの中央値は<strong>{ $median }</strong>です。
community-median-today = 今日は<strong>{ $count }人が解きました</strong>。タイムの中央値は<strong>{ $median }</strong>です。
community-range = { $from }～{ $to }
community-range-last = { $from }以上
community-histogram = クリアタイムの分布（{ $from }から{ $to }以上まで）
community-histogram-yours = クリアタイムの分布（{ $from }から{ $to }以上まで）。あなたのタイム{ $time }は{ $bar }の棒に入っています
community-bar = { $range }：{ $count }人
community-bar-yours = { $range }：{ $count }人（あなたを含む）
community-your-time = あなたのタイム{ $time }は、印の付いた棒（{ $bar }）に入っています。
community-first = { $time }でクリアしました。最初にこの問題を解いたプレイヤーです。
community-first-today = { $time }でクリアしました。今日最初にこの問題を解いたプレイヤーです。
community-faster-than-other = { $time }でクリアしました。もう1人のプレイヤーより速いタイムです。{ $hinted }。
community-faster-than-other-today = { $time }でクリアしました。今日のもう1人のプレイヤーより速いタイムです。{ $hinted }。
community-no-faster-than-other = { $time }でクリアしました。もう1人のプレイヤーより速くはありませんでした。{ $hinted }。
community-no-faster-than-other-today = { $time }でクリアしました。今日のもう1人のプレイヤーより速くはありませんでした。{ $hinted }。
community-faster-than-share = { $time }でクリアしました。ほかの{ $others }人のうち{ $share }%より速いタイムです。{ $hinted }。
community-faster-than-share-today = { $time }でクリアしました。今日のほかの{ $others }人のうち{ $share }%より速いタイムです。{ $hinted }。
community-hinted = { $share ->
    [0] ヒントを使ったプレイヤーはいません
    [100] 全員がヒントを使いました
   *[other] 全プレイヤーの{ $share }%がヒントを使いました
}
community-not-counted = あなたのタイムは集計されませんでした：{ $reason }
community-standing-not-counted = { $standing } あなたのタイムは集計されませんでした：{ $reason }
community-counted = あなたのタイムは集計されました。
community-unavailable-now = 現在、統計を利用できません。この問題にまた戻ってきたときにタイムが集計されます。
room-guest-1 = キツネ
room-guest-2 = フクロウ
room-guest-3 = クマ
room-guest-4 = ウサギ
room-guest-5 = シカ
room-guest-6 = アザラシ
room-guest-7 = タヌキ
room-guest-8 = ハリネズミ
room-player-number = プレイヤー{ $number }
shared-credit-both = 「{ $title }」作：{ $author }
shared-credit-title = 「{ $title }」
shared-credit-author = 作：{ $author }
