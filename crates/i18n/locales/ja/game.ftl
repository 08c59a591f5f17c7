# The game itself: how a screen reader describes a cell, the colours, and why a saved game
# could not be restored.

# A cell of the grid as a screen reader says it.
cell-label = { $row }行{ $column }列{ $rules }、{ $state }{ $conflict }{ $painted }

# A cell's state, for cell-label.
cell-given = 初期数字 { $digit }
cell-entry = { $digit }
cell-empty = 空白
cell-candidates = 空白、候補 { $digits }

# Added to cell-label when the cell's digit breaks a rule. Starts with a comma.
cell-conflict = 、重複あり

# Added to cell-label when the player painted the cell. Starts with a comma.
cell-coloured = 、色 { $colours }
cell-colours-and = { $first }と{ $next }
cell-candidate-coloured = 、候補 { $digit } は{ $colour }

# The nine colours.
colour-red = 赤
colour-orange = オレンジ
colour-yellow = 黄
colour-lime = ライム
colour-green = 緑
colour-teal = ティール
colour-blue = 青
colour-violet = 紫
colour-pink = ピンク

# The letter shown on each colour: one character, a different one for each colour.
colour-letter-red = 赤
colour-letter-orange = オ
colour-letter-yellow = 黄
colour-letter-lime = ラ
colour-letter-green = 緑
colour-letter-teal = テ
colour-letter-blue = 青
colour-letter-violet = 紫
colour-letter-pink = ピ

game-save-set-aside = この問題の保存された進行状況を復元できませんでした：{ $reason }。保存データは別に取っておき、新しいゲームを始めました。

# Why a save could not be restored.
game-save-unreadable = 保存データを読み取れません（{ $reason }）
game-save-format-start = 保存データの形式で始まっていません
game-save-format-time = プレイ時間がありません
game-save-format-hints = ヒントの回数がありません
game-save-format-puzzle = 問題がありません
game-save-format-extra = 保存データ以外の内容が含まれています
game-save-version = 保存データはこのサイトの別のバージョンで作られています（{ $version }）
game-save-damaged = 保存データが壊れています：{ $reason }
game-save-other-puzzle = 保存データは別の問題のものです
game-save-checkpoints = 保存データのチェックポイントが壊れています：{ $reason }
game-save-marks-too-many = チェックポイントが{ $count }個あり、1ゲームで保持できる{ $most }個を超えています
game-save-mark-damaged = チェックポイント{ $number }：{ $reason }
game-save-mark-other-puzzle = チェックポイント{ $number }は別の問題のものです

# Why the moves recorded in a save could not be read.
game-moves-characters = 記録された手順が base64url ではありません
game-moves-version = 記録された手順のバージョンが不明です
game-moves-damaged = 記録された手順が壊れています
game-moves-mismatch = 記録された手順をたどっても保存された盤面になりません

cell-rule = 、{ $rule }
