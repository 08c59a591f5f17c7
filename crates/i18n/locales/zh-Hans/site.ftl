# The site's frame: its name, the header's links and the footer.

site-name = 数独
# A page's title in the browser's tab: the page's own, then the site's name.
site-title = { $page } · 数独
site-description = 每天玩一道新数独，用链接分享任意题目，还有能教你技巧的提示。

nav-label = 主导航
nav-today = 今日
nav-archive = 往期
nav-new = 新题
nav-create = 出题
nav-solver = 求解器
nav-learn = 学习
nav-stats = 统计

footer-language = 语言
footer-language-change = 切换

# The installed app's description and its shortcuts (the web manifest).
manifest-description = 每天一道新数独，题目可分享，提示能教你技巧。安装后可离线游玩。
manifest-today = 今日题目
manifest-new = 来一道新题
manifest-archive = 往期每日题目
