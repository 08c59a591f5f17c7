# The site's frame: its name, the header's links and the footer.

site-name = 数独
# A page's title in the browser's tab: the page's own, then the site's name.
site-title = { $page } · 数独
site-description = 毎日新しい数独を楽しめます。どの問題もリンクで共有でき、解き方が身につくヒントで学べます。

nav-label = メイン
nav-today = 今日
nav-archive = アーカイブ
nav-new = 新規
nav-create = 作成
nav-solver = ソルバー
nav-learn = 解き方
nav-stats = 記録

footer-language = 言語
footer-language-change = 変更

# The installed app's description and its shortcuts (the web manifest).
manifest-description = 毎日新しい数独、共有できる問題、解き方が身につくヒント。インストールすればオフラインでも遊べます。
manifest-today = 今日の問題
manifest-new = 新しい問題
manifest-archive = デイリー問題のアーカイブ
