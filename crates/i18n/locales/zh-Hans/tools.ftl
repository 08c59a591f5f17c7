# The tools around the game: the solver, the create page, the printable booklet, the keyboard
# shortcuts, the learn pages and their practice, the completion grade, and the offline and
# not-found pages.

## /solver

solver-title = 求解器
solver-input-label = 题目（写成一行或多行；用 . 或 0 表示空格）
solver-solve = 求解
solver-watch = 观看过程
solver-not-a-puzzle = 这不是一道题目：{ $reason }。
solver-unique = 唯一解。
solver-multiple = 有多个解：这不是一道合格的数独题。其中一个解：
solver-no-solution = 无解。
solver-already-solved = 盘面已经解完。
solver-time = 用时
solver-micros = { $micros } 微秒
solver-positions = 局面数
solver-guesses = 猜测次数
solver-backtracks = 回溯次数
solver-watch-solved = 已解出。
solver-watch-no-solution = 无解。
solver-watch-running = 运行中…
solver-watch-paused = 已暂停。
solver-watch-status = { $state } { $steps }，{ $recursions }，{ $backtracks }。
solver-watch-steps = { $count } 步
solver-watch-recursions = { $count } 次递归
solver-watch-backtracks = { $count } 次回溯
solver-pause = 暂停
solver-resume = 继续
solver-speed = 速度
solver-speed-label = 每秒步数
solver-speed-value = { $speed } 步/秒
solver-grid = 盘面

## /create

create-title = 出题
create-lead = 在盘面中输入已知数，或粘贴一道题：可以是它的数字（9×9 为 81 个数字，10×10 及以上用从 A 开始的字母），也可以是来自本站、Sudoku Exchange、SudokuPad 或 SudokuWiki 的链接。然后锁定已知数。
create-paste-label = 粘贴题目或链接
create-load = 载入
create-size = { $side }×{ $side }
create-sizes-label = 盘面尺寸
create-latin = 拉丁方：只有行和列，没有宫
create-editing-label = 编辑
create-undo = 撤销
create-redo = 重做
create-clear = 清空
create-lock = 锁定
create-your-puzzle-label = 你的题目
create-play = 开始玩
create-edit = 编辑
create-lock-empty = 请先输入一些已知数。
create-lock-conflicts-box = 有 { $count } 个已知数在行、列或宫中出现了重复；已标出。
create-lock-conflicts-latin = 有 { $count } 个已知数在行或列中出现了重复；已标出。
create-lock-conflicts-region = 有 { $count } 个已知数在行、列或区域中出现了重复；已标出。
create-lock-conflicts-diagonal = 有 { $count } 个已知数在行、列、宫或对角线中出现了重复；已标出。
create-lock-no-solution = 这些已知数无解。
create-lock-several = 这些已知数有多个解：请在标出的某个格子中再添加一个已知数。
create-lock-unique = 唯一解：这些已知数恰好只有一个解。
create-lock-unique-graded = 唯一解：这些已知数恰好只有一个解。这是{ $level }（评分 { $rating }）。
create-lock-unique-beyond = 唯一解：这些已知数恰好只有一个解。这是{ $level }（评分 { $rating }，超出了本站所教的技巧）。

## /print

print-title = 打印小册子
print-lead = 某一难度的每日题目（或每日杀手数独），包括今天和之前几天的，每页印几道，答案印在最后一页。
print-level = 难度
print-per-sheet = 每页题数
print-sheets = 页数
print-make = 生成小册子
print-print = 打印

booklet-killer = 杀手数独
booklet-sheet = 第 { $number } 页 · { $edition }
booklet-caption = { $number }. { $edition }，{ $date }
booklet-solutions = 答案
booklet-solution-caption = { $number }.
booklet-no-solution = { $number }. 没有唯一解。

## The keyboard shortcuts (the ? key in a game)

shortcuts-title = 键盘快捷键
shortcuts-close = 关闭
shortcuts-digit = 在所选格子中输入数字（大于 9 用字母）、笔记或颜色
shortcuts-arrows-key = 方向键
shortcuts-arrows = 移动选择
shortcuts-shift-arrows-key = Shift + 方向键
shortcuts-shift-arrows = 将格子加入选择
shortcuts-click-key = Shift / Ctrl + 点击、拖动
shortcuts-click = 选择多个格子
shortcuts-erase-key = Delete、Backspace、0
shortcuts-erase = 擦除
shortcuts-modes = 数字、角标、中心、颜色和候选数颜色模式（12×12 及以上时，C 和 B 是数字）
shortcuts-space-key = 空格键
shortcuts-space = 下一个模式
shortcuts-undo-key = Ctrl + Z
shortcuts-undo = 撤销
shortcuts-redo-key = Ctrl + Y、Ctrl + Shift + Z
shortcuts-redo = 重做
shortcuts-help = 显示或隐藏这些快捷键
shortcuts-escape-key = Esc
shortcuts-escape = 关闭此列表

## /learn

learn-title = 学习解题技巧
learn-lead = 这里列出我们的求解器用到的每一种技巧，顺序与它尝试的顺序相同：先按难度由易到难，同一难度内再按评分排列（评分表示一种技巧有多难发现；难度表示需要它的题目有多难）。每个页面讲解一种技巧，附有详细示例，并提供局面供你练习。
learn-variants-heading = 杀手、锯齿和对角线数独
learn-variants-text = 变体在上述技巧之外还会用到：杀手数独的笼子和 45 法则，以及锯齿区域或对角线与行、列或宫相交处的区块摒除。它们的示例和练习局面都使用变体盘面。
learn-rated = 评分 { $rating }
learn-page-title = { $technique } · 学习
learn-all = 全部技巧
learn-technique-level = { $level ->
    [easy] 简单技巧，评分 { $rating }。
    [medium] 中等技巧，评分 { $rating }。
    [hard] 困难技巧，评分 { $rating }。
    [expert] 专家级技巧，评分 { $rating }。
   *[master] 大师级技巧，评分 { $rating }。
}
learn-previous = ← { $technique }
learn-next = { $technique } →
learn-neighbours-label = 技巧
learn-how-it-works = 原理
learn-example = 示例
learn-no-example = 这个技巧还没有详细示例。
learn-key-pattern = 结构
learn-key-pattern-alt = 结构的另一部分（第二种颜色、链的其他环节）
learn-key-removed = 删除
learn-key-placed = 填入
learn-candidate = { $cell } 的 { $digit }
learn-cell-digit = { $cell }：{ $digit }
learn-cell-candidates = { $cell }：候选数 { $candidates }
learn-cell-struck = { $cell }：候选数 { $candidates }，已划掉 { $struck }
learn-cell-chosen = { $cell }：候选数 { $candidates }，已选择 { $chosen }
learn-cell-struck-chosen = { $cell }：候选数 { $candidates }，已划掉 { $struck }，已选择 { $chosen }
learn-verdict-right = 正确：这就是{ $technique }。
learn-verdict-another = 正确：这是另一个{ $technique }。证明展示的是求解器最先找到的那一个。
learn-verdict-empty = 请先标记要删除的候选数，或要填入的数字。
learn-verdict-placement = 不对：这里的{ $technique }填入的不是这个数字。
learn-verdict-not-yet = 还不对：{ $reason }。
learn-verdict-not-yet-both = 还不对：{ $extra }；{ $missing }。
learn-verdict-extra = { $count ->
   *[other] 这个{ $technique }不会删除 { $marks }
}
learn-verdict-missing = 还有 { $missing } 处删数没有找到

practise-heading = 练习
practise-corpus-failed = 无法加载练习局面。请检查网络连接后重试。
practise-code-failed = 无法加载练习代码。请检查网络连接后重试。
practise-none = 无法生成{ $technique }的局面。请重试。
practise-tally = 你的练习：{ $tally }。
practise-task-eliminate = 找出{ $technique }：选中它能删除候选数的每个格子，在键盘上划掉该候选数，然后点“检查”。
practise-task-place = 找出{ $technique }：选中它能填入的格子，在键盘上选择数字，然后点“检查”。
practise-proof = 证明：
practise-making = 正在生成局面…
practise-new = 新局面
practise-check = 检查
practise-show-proof = 显示证明
practise-not-candidate = { $digit }，不是该格的候选数
practise-pad-select = 选择一个格子来标记它的候选数。
practise-pad-filled = { $cell } 已有数字：请选择一个空格。
practise-pad-strike = { $cell }：点一个候选数将其划掉（再点一次可恢复）。
practise-pad-choose = { $cell }：点一个候选数，将它选为要填入的数字。
practise-grid-label = 练习局面
practise-pad-label = 所选格子的候选数

## The grade of a solved puzzle

grade-sentence = 这是{ $level }（评分 { $rating }），用到了：{ $techniques }。
grade-technique-count = { $technique } ×{ $count }

## /offline and the page for an unknown address

offline-title = 你已离线
offline-not-saved = 这个页面没有保存在本设备上，而且现在无法连接到本站。
offline-still-play = 你在这里打开过的每道题，以及最近一周的每日题目，仍然可以玩：{ $today }、{ $archive }，或在本设备上生成的{ $new }。
offline-today = 今日题目
offline-archive = 往期题目
offline-new = 新题

not-found-title = 页面未找到
not-found-text = 这个地址没有对应的页面。
not-found-play-today = 玩今日题目
shortcuts-corner-key = Shift + 1–9
shortcuts-corner = 角落笔记，不论当前模式
shortcuts-centre-key = Ctrl / Cmd + 1–9
shortcuts-centre = 中央笔记，不论当前模式
