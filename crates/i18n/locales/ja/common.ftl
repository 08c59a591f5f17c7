# Words many pages share: levels, kinds of puzzle and the techniques' names.

level-easy = 初級
level-medium = 中級
level-hard = 上級
level-expert = エキスパート
level-master = マスター

# A puzzle of a level, inside a sentence.
level-phrase-easy = 初級の問題
level-phrase-medium = 中級の問題
level-phrase-hard = 上級の問題
level-phrase-expert = エキスパートの問題
level-phrase-master = マスターの問題

kind-classic = クラシック数独
kind-killer = キラー数独
kind-jigsaw = ジグソー数独
kind-diagonal = 対角線数独

# The solving techniques, as players of the language call them.

technique-full-house = フルハウス
technique-hidden-single = ヒドゥンシングル
technique-naked-single = ネイキッドシングル
technique-cage-combination = ケージの組み合わせ
technique-pointing = ポインティング
technique-locked-candidates = ロックド・キャンディデート
technique-claiming = クレーミング
technique-cage-overlap = ケージの重なり
technique-naked-pair = ネイキッドペア
technique-innies = 45の法則（内側）
technique-hidden-pair = ヒドゥンペア
technique-x-wing = X-Wing
technique-outies = 45の法則（外側）
technique-naked-triple = ネイキッドトリプル
technique-hidden-triple = ヒドゥントリプル
technique-xy-wing = XY-Wing
technique-swordfish = ソードフィッシュ
technique-finned-x-wing = フィン付きX-Wing
technique-xyz-wing = XYZ-Wing
technique-w-wing = W-Wing
technique-simple-colouring = シンプルカラーリング
technique-unique-rectangle = ユニークレクタングル
technique-unique-rectangle-2 = ユニークレクタングル タイプ2
technique-unique-rectangle-4 = ユニークレクタングル タイプ4
technique-finned-swordfish = フィン付きソードフィッシュ
technique-unique-rectangle-3 = ユニークレクタングル タイプ3
technique-naked-quad = ネイキッドクアッド
technique-jellyfish = ジェリーフィッシュ
technique-hidden-quad = ヒドゥンクアッド
technique-bug = BUG+1
technique-x-chain = Xチェーン
technique-xy-chain = XYチェーン
technique-als-xz = ALS-XZ
technique-aic = 交互推論チェーン（AIC）
technique-forcing-chain = フォーシングチェーン

# Dates. The year is written as it is (no grouping); $day is the day of the month.
date-long = { $year }年{ $month }{ $day }日 { $weekday }
date-day-month-year = { $year }年{ $month }{ $day }日
weekday-monday = 月曜日
weekday-tuesday = 火曜日
weekday-wednesday = 水曜日
weekday-thursday = 木曜日
weekday-friday = 金曜日
weekday-saturday = 土曜日
weekday-sunday = 日曜日
# Month names as a date writes them (with a day: some languages inflect them).
month-1 = 1月
month-2 = 2月
month-3 = 3月
month-4 = 4月
month-5 = 5月
month-6 = 6月
month-7 = 7月
month-8 = 8月
month-9 = 9月
month-10 = 10月
month-11 = 11月
month-12 = 12月
