# Words many pages share: levels, kinds of puzzle and the techniques' names.

level-easy = 简单
level-medium = 中等
level-hard = 困难
level-expert = 专家
level-master = 大师

# A puzzle of a level, inside a sentence.
level-phrase-easy = 一道简单题
level-phrase-medium = 一道中等题
level-phrase-hard = 一道困难题
level-phrase-expert = 一道专家级题目
level-phrase-master = 一道大师级题目

kind-classic = 标准数独
kind-killer = 杀手数独
kind-jigsaw = 锯齿数独
kind-diagonal = 对角线数独

# The solving techniques, as players of the language call them.

technique-full-house = 唯一空格
technique-hidden-single = 摒除法
technique-naked-single = 唯余法
technique-cage-combination = 笼子组合
technique-pointing = 宫内区块
technique-locked-candidates = 区块摒除
technique-claiming = 行列区块
technique-cage-overlap = 笼子重叠
technique-naked-pair = 显性数对
technique-innies = 内凸格
technique-hidden-pair = 隐性数对
technique-x-wing = X-Wing
technique-outies = 外凸格
technique-naked-triple = 显性三数组
technique-hidden-triple = 隐性三数组
technique-xy-wing = XY-Wing
technique-swordfish = 剑鱼
technique-finned-x-wing = 带鳍 X-Wing
technique-xyz-wing = XYZ-Wing
technique-w-wing = W-Wing
technique-simple-colouring = 简单染色
technique-unique-rectangle = 唯一矩形
technique-unique-rectangle-2 = 唯一矩形（类型 2）
technique-unique-rectangle-4 = 唯一矩形（类型 4）
technique-finned-swordfish = 带鳍剑鱼
technique-unique-rectangle-3 = 唯一矩形（类型 3）
technique-naked-quad = 显性四数组
technique-jellyfish = 水母
technique-hidden-quad = 隐性四数组
technique-bug = 全双值坟墓+1
technique-x-chain = X 链
technique-xy-chain = XY 链
technique-als-xz = ALS-XZ
technique-aic = 交替推理链
technique-forcing-chain = 强制链

# Dates. The year is written as it is (no grouping); $day is the day of the month.
date-long = { $year }年{ $month }{ $day }日 { $weekday }
date-day-month-year = { $year }年{ $month }{ $day }日
weekday-monday = 星期一
weekday-tuesday = 星期二
weekday-wednesday = 星期三
weekday-thursday = 星期四
weekday-friday = 星期五
weekday-saturday = 星期六
weekday-sunday = 星期日
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
