# Why something the player gave the site is not a puzzle or a page: a broken share link, a
# pasted puzzle that does not import, a grid that does not read, a daily address that does not
# exist. Most of these are clauses that other messages put after a colon, so they end without
# a full stop. A quoted character or text ($character, $text, $version, $id) comes with its quotes.

## A share code (the part of a /p/ link after /p/) that does not decode.

error-code-empty = 分享码是空的
error-code-cut-short = 链接被截断了：分享码的末尾缺失
# $character: the character, quoted; $position: where it is in the code, from 1.
error-code-bad-character = 分享码第 { $position } 位是 { $character }，分享码中不会出现这个字符
# $version: the code's first character (its version), quoted.
error-code-unknown-version = 它的版本号 { $version } 比本站的更新：这个分享码可能来自本站的新版本
error-code-not-a-code = 这不是分享码（分享码以版本号 1、2 或 3 开头）
error-code-checksum = 分享码的校验位不匹配——复制完整了吗？
error-code-trailing-data = 分享码在题目结束后还有多余内容——是不是多粘贴了什么？
# A variant's code where a classic sudoku is wanted; $kind is killer, jigsaw or diagonal.
error-code-variant = { $kind ->
    [killer] 这是杀手数独的分享码，不是标准数独的
    [jigsaw] 这是锯齿数独的分享码，不是标准数独的
   *[diagonal] 这是对角线数独的分享码，不是标准数独的
}
# $reason: one of the error-rules-… messages.
error-code-rules = 它的规则无法游玩：{ $reason }
# $length: the code's length in characters.
error-code-too-long = 分享码太长，不可能是一道题（{ $length } 个字符）

## Rules (regions and killer cages) that a share code's data cannot make.

error-rules-region-cells = 各区域共覆盖 { $found } 个格子，而不是 { $expected } 个
# $region: the region's number, from 1; $cells: its cells; $size: the grid's side.
error-rules-region-size = 第 { $region } 个区域有 { $cells } 个格子，而不是 { $size } 个
error-rules-cage-cell = 有一个笼子包含盘面外的格子
# $row and $column count from 1.
error-rules-cage-overlap = 两个笼子共用了第 { $row } 行第 { $column } 列的格子
error-rules-cage-size = 有一个笼子有 { $cells } 个格子
# $sum: the total written in the cage.
error-rules-cage-sum = 由 { $cells } 个格子组成的笼子不可能凑出总和 { $sum }

## A grid typed or pasted as text that does not read.

error-grid-unknown-size = { $found } 个格子不是有效的盘面尺寸（4×4 为 16 格，6×6 为 36 格，8×8 为 64 格，9×9 为 81 格，12×12 为 144 格，16×16 为 256 格，25×25 为 625 格）
error-grid-not-a-square = { $found } 个格子构不成拉丁方（边长为 n 的拉丁方有 n×n 个格子，n 最大为 25）
error-grid-wrong-length = 应有 { $expected } 个格子，实际有 { $found } 个
# $character: the character, quoted; $line and $column count from 1.
error-grid-bad-character = 第 { $line } 行第 { $column } 列有无效字符 { $character }
# $character: the digit, quoted; $size: the grid's side (a 9×9 grid).
error-grid-digit-too-large = 第 { $line } 行第 { $column } 列的数字 { $character } 对 { $size }×{ $size } 盘面来说太大了

## What is wrong with a puzzle or link from another site ($site in error-import-site).

error-site-no-puzzle = 其中没有题目
error-site-length = 其题目有 { $found } 个字符，而不是 { $expected } 个
# $character: the character, quoted.
error-site-character = 其题目包含字符 { $character }，而该格式不使用这个字符
error-site-compressed = 其压缩数据已损坏——链接复制完整了吗？
# $reason: one of the error-site-data-… messages.
error-site-data = 无法读取其题目数据：{ $reason }
# $size: the grid's side (a 9×9 grid).
error-site-size = 其盘面为 { $size }×{ $size }，本站不支持这个尺寸
error-site-given = 有一个已知数不是该盘面可用的数字
# $variant: which variant, one of the error-site-variant-… messages (or the other site's own
# words for it, in English).
error-site-variant = 这是一道变型题（{ $variant }），不是标准数独
# $name: the constraint's name in the link's data, as the other site writes it (thermo, arrow…).
error-site-constraint = 它包含本站不支持的限制条件：{ $name }
# $id: the puzzle's id on the other site, quoted.
error-site-stored = 它指向保存在该网站服务器上的题目（{ $id }）；请在那里打开它，然后复制它的盘面或完整的题目链接
# $length: the puzzle's length in characters.
error-site-too-long = 它太长了，不可能是一道标准题目（{ $length } 个字符）

# Why another site's puzzle data cannot be read (inside error-site-data).
error-site-data-not-puzzle = 不是题目数据
error-site-data-no-grid = 没有格子盘面
error-site-data-not-square = 盘面不是正方形
error-site-data-sudokuwiki-form = 一种本站无法读取的 SudokuWiki 压缩格式
error-site-data-cell-region = 有格子不属于任何区域
error-site-data-region-number = 有格子的区域编号不是数字
error-site-data-regions = 各区域的格子数与数字个数不一致
error-site-data-cages = 其笼子相互重叠，或无法凑出各自的总和
error-site-data-cage-cells = 有一个笼子没有格子
error-site-data-cage-outside = 有一个笼子指向盘面外的格子
error-site-data-cage-total = 有一个笼子的总和不是数字

# The variant another site's puzzle is (inside error-site-variant's brackets).
error-site-variant-killer = 杀手数独
error-site-variant-jigsaw = 锯齿数独
error-site-variant-diagonal = 对角线数独
error-site-variant-killer-cages = 杀手笼子
error-site-variant-irregular-regions = 不规则区域
# $letter: SudokuWiki's letter for the kind of puzzle, quoted.
error-site-variant-sudokuwiki-type = SudokuWiki 题目类型 { $letter }

## Why a pasted text (on the Create page, or after /p/ in a link) could not be imported.
## Each has two forms: [sentence] stands alone on the Create page (with a full stop);
## [clause] goes into another message after a colon.

error-import-empty = { $form ->
    [sentence] 没有可导入的内容：请粘贴一道题或题目链接。
   *[clause] 没有可导入的内容：请粘贴一道题或题目链接
}
# $reason: one of the error-grid-… messages.
error-import-grid = { $form ->
    [sentence] 这看起来像题目盘面，但{ $reason }。
   *[clause] 这看起来像题目盘面，但{ $reason }
}
# $reason: one of the error-code-… messages.
error-import-share-code = { $form ->
    [sentence] 这看起来像分享码，但{ $reason }。
   *[clause] 这看起来像分享码，但{ $reason }
}
# $site: the other site's name (SudokuPad, f-puzzles…); $reason: one of the error-site-…
# messages.
error-import-site = { $form ->
    [sentence] 这是一道 { $site } 题目，但{ $reason }。
   *[clause] 这是一道 { $site } 题目，但{ $reason }
}
# $host: the link's host name (example.com).
error-import-unknown-site = { $form ->
    [sentence] 无法从 { $host } 导入题目（试试 Sudoku Exchange、SudokuPad、SudokuWiki 或 f-puzzles 的链接）。
   *[clause] 无法从 { $host } 导入题目（试试 Sudoku Exchange、SudokuPad、SudokuWiki 或 f-puzzles 的链接）
}
error-import-unrecognised = { $form ->
    [sentence] 这不是一道题：请粘贴 81 个数字（空格用 0 或 . 表示）、分享码或题目链接。
   *[clause] 这不是一道题：请粘贴 81 个数字（空格用 0 或 . 表示）、分享码或题目链接
}

## A date in an address that does not read (inside error-daily-not-a-date).

# $text: the address's text, quoted.
error-date-format = 应为 YYYY-MM-DD 格式的日期，实际是 { $text }
error-date-year = 年份 { $year } 不在 1 到 9999 之间
error-date-month = 月份 { $month } 不在 1 到 12 之间
# $month: the year and month as YYYY-MM (2026-02); $day: the day asked for.
error-date-day = { $month } 没有 { $day } 日

## The page of a daily address that does not exist (under "Page not found").

error-daily-not-a-level = 每日题目分为简单（easy）、中等（medium）和困难（hard）三个难度，另有一道杀手数独（killer）。
# $reason: one of the error-date-… messages.
error-daily-not-a-date = 这不是一个日期：{ $reason }。
