# The game: its tools, keypad, timer, board and hints.

# The dialog before Reset and Solve.
confirm-reset-title = 清空盘面？
confirm-reset-text = 你填入的所有数字、笔记和颜色都会被清除。撤销可以恢复它们。
confirm-reset-yes = 清空盘面
confirm-solve-title = 显示答案？
confirm-solve-text = 所有格子都会被填满，游戏随之结束；这不算作你解出。
confirm-solve-yes = 显示答案
confirm-keep-playing = 继续游戏

# Said when a tool's code could not be loaded (a bad connection).
play-tool-missing = 该工具无法加载：请检查网络连接后重试，或刷新页面。你的游戏已保存在本设备上。
play-save-missing = 无法加载此谜题已保存的进度：请检查网络连接并重新加载页面。在此之前不会覆盖保存。
play-panel-missing = 完成！你的用时已保存在此设备上。无法加载完成面板：请检查网络连接，或重新加载页面查看。

# The input modes: what a tap or a digit key does.
play-modes = 输入模式
play-mode-digit = 数字
play-mode-corner = 角标
play-mode-centre = 中心
play-mode-colour = 颜色
play-mode-candidate-colour = 候选数颜色

# The buttons around the grid.
play-controls = 游戏操作
play-undo = 撤销
play-undo-title = 撤销（Ctrl+Z）
play-redo = 重做
play-redo-title = 重做（Ctrl+Y）
play-check = 检查
play-reset = 重置
play-fill-notes = 填充笔记
play-fill-notes-title = 在每个空格的中心笔记里填入该格仍可填的数字
play-first-mistake = 第一个错误
play-solve = 求解
play-checkpoint = 检查点
play-checkpoint-title = 猜数之前先设一个检查点
play-shortcuts = 快捷键
play-shortcuts-title = 键盘快捷键（?）
play-checkpoints = 检查点
# A button that goes back to checkpoint number $number.
play-back-to-checkpoint = 回到 { $number }

# What the tools found or did.
play-no-solution-to-compare = 这道题没有唯一解，无从比对。
play-no-solution-to-show = 这道题没有唯一解，无法显示答案。
play-first-mistake-at = 第一个错误在第 { $row } 行第 { $column } 列。
play-no-mistakes = 目前没有错误。
play-board-cleared = 盘面已清空——撤销可以恢复。
play-checkpoint-marked = 已设置检查点 { $number }。
play-checkpoint-marked-oldest-dropped = 已设置检查点 { $number }。检查点已达上限：最早的一个已被移除，其余的依次前移一位。
play-back-to-checkpoint-done = 已回到检查点 { $number }。

# The settings panel.
settings-title = 设置
settings-mark-conflicts = 输入时标出冲突
settings-clean-notes = 自动删除被填入数字排除的笔记
settings-highlight-digit = 高亮所选数字
settings-highlight-units = 高亮所在的行、列和宫
settings-highlight-candidates = 高亮该数字仍可填入的位置
settings-colour-letters = 颜色上同时显示文字
settings-number-first = 先选数字，再点要填的格子
settings-cage-aid = 笼子求和辅助：列出能凑出所选笼子总和的数字组合

# The clock.
play-time-played = 用时
play-pause = 暂停
play-resume = 继续
play-paused = 已暂停

# The keypad. $digit is the key's digit; $left how many of it the grid still needs.
keypad-label = 数字键盘
keypad-enter = 填入 { $digit }，还剩 { $left } 个
# In colour mode a digit key paints a colour: $colour is its name.
keypad-colour = 颜色 { $digit }，{ $colour }
keypad-colour-candidate = 候选数颜色 { $digit }
keypad-erase = 擦除
keypad-erase-title = 擦除（Delete）
keypad-palette = 候选数颜色

board-label = 数独盘面

# The hint's buttons.
hint-hint = 提示
hint-show-more = 显示更多
hint-apply = 应用
hint-close = 关闭

# What a hint says, a stage at a time. $cell is a cell as hint-cell writes it.
hint-cell = 第 { $row } 行第 { $column } 列
hint-basis-all-candidates = 你的笔记只覆盖了部分格子：在没有笔记的格子里，这条提示会考虑所有候选数。
hint-mistake = 你填的数字中有一个是错的。
hint-mistake-at = { $cell }的数字是错的。点“应用”会将它擦除。
hint-missing-note = 有一个格子的笔记漏掉了该格应填的数字。
hint-missing-note-at = 看看{ $cell }的笔记：还有哪个能填的数字被漏掉了？
hint-missing-note-digit = { $cell }的笔记漏掉了 { $digit }，而它正是该格应填的数字。点“应用”会补上它。
hint-look-at-row = 看看第 { $number } 行。
hint-look-at-column = 看看第 { $number } 列。
hint-look-at-box = 看看第 { $number } 宫。
hint-look-at-region = 看看第 { $number } 个区域。
hint-look-at-diagonal = 看看主对角线。
hint-look-at-anti-diagonal = 看看副对角线。
hint-look-for-next-step = 找找下一步。
hint-look-around = 看看{ $cell }附近。
# The hint's second stage: $technique is the technique's name (technique-… messages).
hint-technique = 要用的技巧：{ $technique }。
hint-solved = 所有格子都已正确填好。
hint-stuck = 本站掌握的技巧在这里找不到下一步：这个局面需要试错。
hint-no-single-solution = 这道题并非恰好只有一个解，因此无从提示。

# The daily puzzles' pages. $date, $today and $first are dates as date-long writes them.
daily-title = 每日{ $level }题，{ $date }
daily-today = 今日题目
daily-levels = 难度
daily-killer = 杀手
daily-other-days = 其他日期
daily-previous-day = ← 前一天
daily-next-day = 后一天 →
daily-not-yet-title = 尚未发布
daily-not-yet = { $date }的题目尚未发布：今天是{ $today }。
daily-play-today = 玩今日题目
daily-before-first-title = 当天没有每日题目
daily-before-first = { $date }没有每日题目：每日题目从{ $first }开始。
daily-browse-archive = 浏览往期题目
daily-not-found-title = 页面未找到
daily-unavailable-title = 无法生成题目
daily-unavailable = 生成这道题时出了点问题。请稍后再试。
confirm-reset-mine-title = 撤回你的改动？
confirm-reset-mine-text = 你在此页面改动的所有数字、笔记和颜色都会为房间里的所有人撤回；其他人填入的保留。撤销可以恢复你的改动。
confirm-reset-mine-yes = 撤回我的
play-own-taken-back = 你的改动已撤回——撤销可以恢复。
