# The game itself: how a screen reader describes a cell, the colours, and why a saved game
# could not be restored.

# A cell of the grid as a screen reader says it.
cell-label = 第 { $row } 行，第 { $column } 列{ $rules }，{ $state }{ $conflict }{ $painted }

cell-given = 已知数 { $digit }
cell-entry = { $digit }
cell-empty = 空
cell-candidates = 空，候选数 { $digits }

cell-conflict = ，冲突

cell-coloured = ，颜色为{ $colours }
cell-colours-and = { $first }和{ $next }
cell-candidate-coloured = ，候选数 { $digit } 为{ $colour }

# The nine colours.
colour-red = 红色
colour-orange = 橙色
colour-yellow = 黄色
colour-lime = 青柠色
colour-green = 绿色
colour-teal = 青色
colour-blue = 蓝色
colour-violet = 紫色
colour-pink = 粉色

# One character per colour, each different.
colour-letter-red = 红
colour-letter-orange = 橙
colour-letter-yellow = 黄
colour-letter-lime = 柠
colour-letter-green = 绿
colour-letter-teal = 青
colour-letter-blue = 蓝
colour-letter-violet = 紫
colour-letter-pink = 粉

game-save-set-aside = 无法恢复你在这道题上保存的进度：{ $reason }。旧存档已被搁置，并开始了新的一局。

game-save-unreadable = 存档无法读取（{ $reason }）
game-save-format-start = 开头不像是存档
game-save-format-time = 缺少游戏用时
game-save-format-hints = 缺少提示次数
game-save-format-puzzle = 缺少题目
game-save-format-extra = 存档之外还有多余内容
game-save-version = 存档由其他版本的网站写入（{ $version }）
game-save-damaged = 存档已损坏：{ $reason }
game-save-other-puzzle = 存档属于另一道题
game-save-checkpoints = 存档中的检查点已损坏：{ $reason }
game-save-marks-too-many = 有 { $count } 个检查点，超过了每局最多保留的 { $most } 个
game-save-mark-damaged = 检查点 { $number }：{ $reason }
game-save-mark-other-puzzle = 检查点 { $number } 属于另一道题

game-moves-characters = 记录的步骤不是 base64url 格式
game-moves-version = 记录的步骤版本未知
game-moves-damaged = 记录的步骤已损坏
game-moves-mismatch = 记录的步骤无法得到已保存的盘面

cell-rule = ，{ $rule }
