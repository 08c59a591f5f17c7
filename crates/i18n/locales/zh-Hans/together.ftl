# Playing together (rooms), sharing a puzzle, shared and variant puzzles, new puzzles on
# demand, the daily archive and the daily's community figures.

## Rooms (/r/…): a puzzle solved together.

room-missing-title = 房间不存在
room-missing-text = 这个地址没有房间。一个月未使用的房间会被删除。
room-missing-action = 打开一道题并选择<strong>一起玩</strong>来创建新房间，或者<a href="/">玩今日题目</a>。
room-unavailable-title = 房间暂不可用
room-unavailable-text = 本站暂时无法打开房间。请一分钟后再试；每道题仍然可以单人游玩。
room-play-today = 玩今日题目
room-unreadable = 无法读取这个房间的盘面。
room-title = 一起玩
room-people = 房间成员
room-person-you = { $name }（你）
room-status-connecting = 正在加入房间…
room-status-online = 每个人的操作都会实时显示在这里；撤销只会撤回你自己的操作。
room-status-offline = { $count ->
    [0] 离线：你可以继续在这里玩，连接恢复后房间会同步进度。
   *[other] 离线：你可以继续在这里玩；连接恢复后会发送 { $count } 项更改。
}
room-invite = 邀请他人
room-link-label = 房间链接
room-copy-link = 复制链接
room-show-qr = 显示二维码
room-link-copied = 链接已复制。
room-copy-by-hand = 复制上方的链接来邀请他人。
room-qr-failed = 无法生成二维码；请改为复制链接。
room-qr-label = 房间链接的二维码
room-name-label = 你在这里的名字
room-name-placeholder = 访客
room-name-use = 使用这个名字
room-note = 任何拿到链接的人都能加入，最多可同时容纳八人。在房间里解出的每日题目算作房间的成绩，不会作为任何人自己的每日成绩提交。
room-start-offline = 房间需要连接到本站：请在联网后再试。
room-start-unavailable = 本站暂时无法创建房间。
room-start-refused = 无法创建房间：{ $reason }
room-joined = { $name } 加入了。
room-left = { $name } 离开了。
room-finished = 合力解出，用时 { $time }！
room-finished-placed = 合力解出，用时 { $time }！你在场期间各人填入的数字：{ $placed }。
room-finished-untimed = 合力解出！
room-finished-placed-untimed = 合力解出！你在场期间各人填入的数字：{ $placed }。
room-placed = { $name } { $count }

## Sharing a puzzle: the box under a game.

share-legend = 分享或打印
share-include-progress = 包含我的进度
share-link-label = 这道题的链接
share-copy-link = 复制链接
share-link-copied = 链接已复制。
share-copy-by-hand = 复制下方的链接来分享。
share-print = 打印这道题
share-together = 一起玩
share-making-room = 正在创建房间…
share-sudokupad = 在 SudokuPad 中打开

## A puzzle shared as a link (/p/…).

shared-title-new-puzzle = { $level ->
    [easy] 新的简单 { $size }×{ $size } 数独
    [medium] 新的中等 { $size }×{ $size } 数独
    [hard] 新的困难 { $size }×{ $size } 数独
    [expert] 新的专家级 { $size }×{ $size } 数独
   *[master] 新的大师级 { $size }×{ $size } 数独
}
shared-title-new-latin = { $level ->
    [easy] 新的简单 { $size }×{ $size } 拉丁方
    [medium] 新的中等 { $size }×{ $size } 拉丁方
    [hard] 新的困难 { $size }×{ $size } 拉丁方
    [expert] 新的专家级 { $size }×{ $size } 拉丁方
   *[master] 新的大师级 { $size }×{ $size } 拉丁方
}
shared-title-puzzle = 分享的 { $size }×{ $size } 数独
shared-title-latin = 分享的 { $size }×{ $size } 拉丁方
shared-broken-title = 题目链接已损坏
shared-broken-heading = 这个题目链接已损坏
shared-broken-reason = 我们无法读取这个链接中的题目：{ $reason }。
shared-broken-help = 如果是别人发给你的，请让对方重新复制一次。<a href="/create">粘贴题目</a>或<a href="/">玩今日题目</a>。

## Variant puzzles: killer, jigsaw, diagonal.

variant-title-new-killer = { $level ->
    [easy] 新的简单杀手数独
    [medium] 新的中等杀手数独
    [hard] 新的困难杀手数独
    [expert] 新的专家级杀手数独
   *[master] 新的大师级杀手数独
}
variant-title-new-jigsaw = { $level ->
    [easy] 新的简单锯齿数独
    [medium] 新的中等锯齿数独
    [hard] 新的困难锯齿数独
    [expert] 新的专家级锯齿数独
   *[master] 新的大师级锯齿数独
}
variant-title-new-diagonal = { $level ->
    [easy] 新的简单对角线数独
    [medium] 新的中等对角线数独
    [hard] 新的困难对角线数独
    [expert] 新的专家级对角线数独
   *[master] 新的大师级对角线数独
}
variant-title-new-classic = { $level ->
    [easy] 新的简单标准数独
    [medium] 新的中等标准数独
    [hard] 新的困难标准数独
    [expert] 新的专家级标准数独
   *[master] 新的大师级标准数独
}
variant-title-killer = 分享的杀手数独
variant-title-jigsaw = 分享的锯齿数独
variant-title-diagonal = 分享的对角线数独
variant-title-classic = 分享的标准数独
variant-title-sized = { $title } { $size }×{ $size }
variant-daily-killer = 每日杀手数独，{ $date }
variant-rules-summary = 规则
variant-rules-classic = 在每行、每列和每宫中，每个数字恰好填一次。
variant-rules-killer = 在每行、每列和每宫中，每个数字恰好填一次。每个虚线笼子里的数字之和等于它标注的总和，且笼内数字不能重复。
variant-rules-jigsaw = 在每行、每列和每个粗线区域中，每个数字恰好填一次；这些区域是不规则的形状。
variant-rules-diagonal = 在每行、每列、每宫以及两条长对角线上，每个数字恰好填一次。
variant-cell-region = 区域 { $region }
variant-cell-main-diagonal = 在主对角线上
variant-cell-anti-diagonal = 在副对角线上
variant-cell-cage = 笼子共 { $count } 格
variant-cell-cage-sum = 笼子共 { $count } 格，总和 { $sum }
variant-cage-aid-none = { $size } 格笼子，总和 { $sum }：已没有任何数字组合能凑出这个总和。
variant-cage-aid-placed = { $size } 格笼子，总和 { $sum }：{ $sets }。已全部填入。
variant-cage-aid = { $size } 格笼子，总和 { $sum }：{ $sets }。剩余数字：{ $left }。

## New puzzles on demand (/new).

new-title = 新题
new-heading = 来一道新题
new-intro = 每道题都恰好只有一个解，无需猜测。
new-booklet = 打印每日题目小册子
new-failed = 暂时无法生成题目：请再试一次。
new-latin-heading = 拉丁方
new-latin-text = 只有行和列，没有宫：每个数字在每行、每列中恰好出现一次。
new-variants-heading = 变体
new-variants-text = 杀手数独：笼子里的数字之和等于它的总和。锯齿数独：用不规则区域代替宫。对角线数独：两条长对角线上每个数字也只出现一次。
new-kind-killer = 杀手数独
new-kind-jigsaw = 锯齿数独
new-kind-diagonal = 对角线数独
new-error-kind = { $word } 不是这里的题目类型：请去掉它，或使用 kind=latin、killer、jigsaw 或 diagonal。
new-error-no-size = 请指定盘面尺寸：例如 size=9。
new-error-size = { $size } 不是有效的盘面尺寸。
new-error-level = 未知难度 { $level }（可选 easy、medium、hard、expert 或 master）。
new-error-levels = { $kind ->
    [latin] { $size }×{ $size } 拉丁方只有以下难度：{ $levels }。
    [killer] { $size }×{ $size } 杀手数独只有以下难度：{ $levels }。
    [jigsaw] { $size }×{ $size } 锯齿数独只有以下难度：{ $levels }。
    [diagonal] { $size }×{ $size } 对角线数独只有以下难度：{ $levels }。
   *[classic] { $size }×{ $size } 数独只有以下难度：{ $levels }。
}
new-error-only-size = { $kind ->
    [latin] 这里没有 { $size }×{ $size } 的拉丁方：只有 { $only }×{ $only } 的。
    [killer] 这里没有 { $size }×{ $size } 的杀手数独：只有 { $only }×{ $only } 的。
    [jigsaw] 这里没有 { $size }×{ $size } 的锯齿数独：只有 { $only }×{ $only } 的。
    [diagonal] 这里没有 { $size }×{ $size } 的对角线数独：只有 { $only }×{ $only } 的。
   *[classic] 这里没有 { $size }×{ $size } 的数独：只有 { $only }×{ $only } 的。
}
new-error-sizes = { $kind ->
    [latin] 这里没有 { $size }×{ $size } 的拉丁方：试试 { $sizes } 或 { $last }。
    [killer] 这里没有 { $size }×{ $size } 的杀手数独：试试 { $sizes } 或 { $last }。
    [jigsaw] 这里没有 { $size }×{ $size } 的锯齿数独：试试 { $sizes } 或 { $last }。
    [diagonal] 这里没有 { $size }×{ $size } 的对角线数独：试试 { $sizes } 或 { $last }。
   *[classic] 这里没有 { $size }×{ $size } 的数独：试试 { $sizes } 或 { $last }。
}
new-error-none = { $kind ->
    [latin] 这里没有 { $size }×{ $size } 的拉丁方。
    [killer] 这里没有 { $size }×{ $size } 的杀手数独。
    [jigsaw] 这里没有 { $size }×{ $size } 的锯齿数独。
    [diagonal] 这里没有 { $size }×{ $size } 的对角线数独。
   *[classic] 这里没有 { $size }×{ $size } 的数独。
}
new-units-classic = 行、列或宫
new-units-latin = 行或列
new-units-jigsaw = 行、列或区域
new-units-diagonal = 行、列、宫或对角线

## The daily archive (/daily): a calendar of past dailies by month.

archive-title = 往期每日题目
archive-heading = 每日题目
archive-months = 月份
archive-earlier = ← 更早
archive-later = 更晚 →
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
archive-mon = 一
archive-tue = 二
archive-wed = 三
archive-thu = 四
archive-fri = 五
archive-sat = 六
archive-sun = 日
archive-killer = 杀手
archive-letter = { $edition ->
    [easy] 简
    [medium] 中
    [hard] 难
   *[killer] 杀
}
archive-solved = { $level }，已解出
archive-legend = “简”“中”“难”分别打开当天的简单、中等和困难题目，“杀”打开当天的杀手数独；已解出的显示为实心。
archive-solvers-legend = 日期下方的数字：解出当天题目的玩家人数。
archive-solvers = 解出人数：简单 { $easy }，中等 { $medium }，困难 { $hard }，杀手 { $killer }
archive-players-solved = { $count ->
   *[other] 位玩家已解出
}

## The community figures: a daily's players and times, and the player's standing.

community-unavailable = 统计数据不可用。
community-players = 玩家
community-nobody = 还没有人解出。
community-nobody-today = 今天还没有人解出。
community-median = <strong>{ $count } 位玩家已解出</strong>；中位用时为 <strong>{ $median }</strong>。
community-median-today = 今天<strong>{ $count } 位玩家已解出</strong>；中位用时为 <strong>{ $median }</strong>。
community-range = { $from } 至 { $to }
community-range-last = { $from } 或更久
community-histogram = 完成用时分布，从 { $from } 到 { $to } 或更久
community-histogram-yours = 完成用时分布，从 { $from } 到 { $to } 或更久；你的用时 { $time } 位于“{ $bar }”这一栏
community-bar = { $range }：{ $count } 位玩家
community-bar-yours = { $range }：{ $count } 位玩家，包括你
community-your-time = 你的用时 { $time } 位于标出的那一栏（{ $bar }）。
community-first = 你用时 { $time } 完成，是第一个解出的玩家。
community-first-today = 你用时 { $time } 完成，是今天第一个解出的玩家。
community-faster-than-other = 你用时 { $time } 完成，比另一位玩家快；{ $hinted }。
community-faster-than-other-today = 你用时 { $time } 完成，比今天的另一位玩家快；{ $hinted }。
community-no-faster-than-other = 你用时 { $time } 完成，没有比另一位玩家快；{ $hinted }。
community-no-faster-than-other-today = 你用时 { $time } 完成，没有比今天的另一位玩家快；{ $hinted }。
community-faster-than-share = 你用时 { $time } 完成，比其他 { $others } 位玩家中的 { $share }% 更快；{ $hinted }。
community-faster-than-share-today = 你用时 { $time } 完成，比今天其他 { $others } 位玩家中的 { $share }% 更快；{ $hinted }。
community-hinted = { $share ->
    [0] 没有人使用提示
    [100] 所有玩家都使用了提示
   *[other] { $share }% 的玩家使用了提示
}
community-not-counted = 你的用时未被计入：{ $reason }
community-standing-not-counted = { $standing }你的用时未被计入：{ $reason }
community-counted = 你的用时已计入。
community-unavailable-now = 统计数据暂时不可用；你回到这道题时，用时会被计入。
room-guest-1 = 狐狸
room-guest-2 = 猫头鹰
room-guest-3 = 熊
room-guest-4 = 兔子
room-guest-5 = 鹿
room-guest-6 = 海豹
room-guest-7 = 獾
room-guest-8 = 刺猬
room-player-number = 玩家 { $number }
shared-credit-both = 《{ $title }》，作者：{ $author }
shared-credit-title = 《{ $title }》
shared-credit-author = 作者：{ $author }
