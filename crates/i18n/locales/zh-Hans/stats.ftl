# The statistics page (/stats), the player's data as a file and sync between devices, the
# completion panel of a solved game, and the review of a finished game.

## The statistics page.

stats-title = 你的统计
stats-lead = 数据只保存在这个浏览器中。下载你的数据，可以留一份备份，或转移到其他设备。
stats-reading = 正在读取你的游戏记录…
stats-no-games = 还没有游戏记录。去玩{ $link }，开始吧。
stats-no-games-link = 今日题目

stats-streak-title = 每日连续解题
stats-streak-current = 当前
stats-streak-longest = 最长
stats-streak-days = { $count } 天
stats-streak-note = 在某一天当天解出它的任意一道每日题目，这一天才算数。

stats-year-title = 过去一年
stats-year-summary = 过去一年在 { $days }内解出 { $puzzles }
stats-year-puzzles = { $count } 道题
stats-year-days = { $count } 天
stats-day-solved = { $date }：{ $count ->
    [0] 未解题
   *[other] { $count } 道题
}
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

stats-by-level-title = 按尺寸和难度
stats-table-caption = 按尺寸和难度统计的游戏
stats-puzzle = 题目
stats-played = 已玩
stats-solved = 已解
stats-rate = 解出率
stats-best = 最快
stats-median = 中位数
stats-mean = 平均
stats-hints = 提示
stats-rate-value = { $rate }%
stats-row-grid = { $kind ->
    [killer] 杀手 { $size }×{ $size }
    [jigsaw] 锯齿 { $size }×{ $size }
    [diagonal] 对角线 { $size }×{ $size }
    [latin] { $size }×{ $size } 拉丁方
   *[classic] { $size }×{ $size }
}
stats-row-level = { $grid } { $level }

stats-practice-none = 尚未练习
stats-practice-right = { $tries } 次中答对 { $right } 次

## The player's data as a file (on the statistics page).

data-title = 你的数据
data-about = 把你的游戏记录、存档和设置打包成一个文件，可以留作备份，或导入到另一个浏览器。导入会合并数据：你已有的内容不会丢失。
data-download = 下载我的数据
data-import = 导入数据…
data-imported = 已导入：{ $count } 局新游戏，其余内容已合并。
data-not-imported = 未导入任何内容。{ $reason }
data-file-unreadable = 无法读取该文件。
data-code-missing = 无法加载读写数据文件的代码：请检查网络连接后重试。

data-too-large = 这个文件太大，不可能是数独数据文件。
data-not-data = 这个文件不是数独数据文件，或者已损坏（{ $reason }）。
data-not-json = 不是 JSON 格式
data-version-missing = 缺少版本号
data-foreign = 这个文件不是数独数据文件（其格式为 { $format }）。
data-format-missing = 缺失
data-newer = 这个文件由更新版本的网站生成（版本 { $version }）；请刷新页面后重试。
data-game-damaged = 文件中的第 { $index } 局游戏已损坏：{ $reason }。
data-save-damaged = 文件中的一个存档已损坏：{ $reason }。
data-save-reason = { $key }（{ $why }）
data-save-bad-name = 不是存档的名称
data-save-no-puzzle = 名称中没有题目

data-storage-full = 浏览器为本站分配的存储空间已满，你的进度无法保存。请在统计页面下载你的数据，然后释放一些空间。
data-storage-unavailable = 这个浏览器不允许本站保存你的进度。

record-parts = 一局游戏应有 6 个部分，而不是 { $count } 个
record-id = { $text } 不是游戏 ID
record-status = { $text } 不是游戏状态
record-number = { $text } 不是整数
record-moment = { $text } 不是时间点
record-level = { $text } 不含本站的难度
record-not-level = { $text } 不是难度
record-offset = 时区偏移 { $offset } 不可能存在
record-daily-level = 它的难度与对应的每日题目不符

## Sync between the player's devices (on the statistics page).

sync-title = 在其他设备上使用
sync-about = 同步会把你的游戏记录保存在本站服务器上，通过一个秘密链接访问，无需注册账号。每次打开此页面时，每台设备都会把自己的游戏记录与其他设备的合并。
sync-start = 在其他设备上使用
sync-open-link = 在你的另一台设备上打开这个链接（请保密：任何拿到它的人都能读取和修改你的数据）：
sync-copy-link = 复制链接
sync-link-copied = 链接已复制。
sync-copy-by-hand = 请选中链接并复制。
sync-qr-label = 同步链接的二维码
sync-now = 立即同步
sync-forget = 忘记此设备
sync-delete = 删除我在服务器上的数据
sync-synced = 已同步：从你的其他设备获得 { $count } 局新游戏。
sync-damaged-link = 未同步任何内容：这个同步链接已损坏，其中的代码不是 32 位十六进制数字。请在另一台设备上获取新链接。
sync-no-random = 这个浏览器无法生成安全的同步代码。
sync-forgotten = 此设备已不再同步。它的数据仍保留在这里。
sync-deleted = 你的数据已从服务器删除。这个浏览器仍保留着自己的副本。
sync-server-unreadable = 未同步任何内容：无法读取服务器上的数据。{ $reason }
sync-too-large = 你的数据超出了本站同步的容量上限；请改为下载数据。
sync-too-many = 刚才同步次数太多；请一分钟后再试。
sync-unavailable = 同步暂时不可用；你的数据在这个浏览器里是安全的。请稍后再试。

## The completion panel of a finished game.

completion-solved-title = 干得漂亮！
completion-revealed-title = 已显示答案
completion-solved = 用时 { $time } 解出，{ $hints ->
    [0] 未使用提示
   *[other] 使用了 { $hints } 次提示
}。
completion-revealed = 玩了 { $time } 后显示了答案，{ $hints ->
    [0] 未使用提示
   *[other] 使用了 { $hints } 次提示
}。
completion-review = 复盘

completion-new-best = 个人新纪录：{ $time }，是你解出的 { $count } 道{ $kind }题目中最快的一次。
completion-first = 你解出的第一道{ $kind }题目：{ $time }。
completion-equals-best = { $time }，追平了你在 { $count } 道{ $kind }题目中的最快纪录。
completion-rank = 在你解出的 { $count } 道{ $kind }题目中，这次是{ $place } 快的。
completion-ordinal = { $form ->
   *[other] 第 { $place }
}
completion-kind = { $kind ->
    [killer] 杀手数独
    [jigsaw] 锯齿数独
    [diagonal] 对角线数独
    [latin] { $size }×{ $size } 拉丁方
   *[classic] { $size }×{ $size } 数独
}
completion-kind-level = { $level }{ $kind }
completion-streak = 每日连续解题：{ $count } 天。
completion-streak-longest = 每日连续解题：{ $count } 天，创下你的最长纪录。

## The review of a finished game.

review-title = 复盘
review-previous = 上一步
review-next = 下一步
review-move-shown = 显示的步骤
review-timeline = 时间线
review-column-move = 步骤
review-column-took = 用时
review-column-available = 此前可用的技巧
review-board-label = 第 { $move } 步之后的盘面：{ $rows }

review-caption-start = 开局：{ $available }。
review-caption-end = 游戏结束。
review-caption-from-here = 此时，{ $available }。
review-caption-move = 第 { $move } 步（共 { $total } 步），于 { $time }：{ $move_made }（用时 { $took }）。{ $after }

review-timeline-move = { $number }. { $move_made }
review-timeline-mistake = { $cell } 填错了数字
review-timeline-stuck = 超出技巧阶梯
review-mark-longest = 停留最久
review-mark-longest-and = 停留最久，{ $mark }
review-mark-hardest-found = 找到的最难一步
review-mark-toughest-single = 最难的基础一步
review-mark-hardest = 最难的一步

review-stuck-longest = 你在第 { $move } 步之前卡得最久（{ $took }）：{ $available }，随后你走的一步是：{ $move_made }。
review-dropped = 只保留了你最近的步骤；最早的那些不再显示。
review-hardest = 这道题最难的一步：{ $technique }（评分 { $rating }）；{ $move ->
    [0] 在你的解题过程中，它从来不是当时最简单的一步
   *[other] 你第一次遇到它是在第 { $move } 步之前
}。
review-hardest-beyond = 这道题需要超出技巧阶梯的方法；阶梯中的技巧能找到的最难一步是{ $technique }（评分 { $rating }）；{ $move ->
    [0] 在你的解题过程中，它从来不是当时最简单的一步
   *[other] 你第一次遇到它是在第 { $move } 步之前
}。
review-hardest-single = 这道题只需要摒除法和唯余法；其中最难的一步是{ $technique }（评分 { $rating }）；{ $move ->
    [0] 在你的解题过程中，它从来不是当时最简单的一步
   *[other] 你第一次遇到它是在第 { $move } 步之前
}。
review-full-house = 这道题的每一步都是唯一空格：某行、某列或某宫中的最后一个空格。

review-next-step = 可以用{ $technique }
review-next-mistake = { $cell } 中有错误的数字
review-next-stuck = 技巧阶梯中没有可用的技巧
review-next-solved = 盘面已填满
review-next-unknown = 这道题没有唯一解

review-cell = r{ $row }c{ $column }
review-cells-two = { $first }、{ $second }
review-cells-three = { $first }、{ $second }、{ $third }
review-cells-many = { $count } 个格子
review-move-place = { $cells } 填 { $digit }
review-move-erase = 擦除 { $cells }
review-move-notes = 笔记
review-move-change = 修改 { $cells }
review-move-reset = 重置
review-move-reveal = 显示答案
review-move-digit = { $action }：{ $cells } 填 { $digit }
review-move-emptied = { $action }：清空 { $cells }
review-move-cells = { $action }：{ $cells }
review-action-hint = 提示
review-action-undo = 撤销
review-action-redo = 重做
review-action-checkpoint = 回到检查点

review-duration-seconds = { $seconds }.{ $tenths }秒
review-duration-minutes = { $minutes }分{ $seconds }秒
review-duration-hours = { $hours }小时{ $minutes }分
