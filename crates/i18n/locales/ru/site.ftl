# The site's frame: its name, the header's links and the footer.

site-name = Судоку
# A page's title in the browser's tab: the page's own, then the site's name.
site-title = { $page } · Судоку
site-description = Новое судоку каждый день, любая головоломка — по ссылке, а подсказки учат решать.

nav-label = Главное меню
nav-today = Сегодня
nav-archive = Архив
nav-new = Новая
nav-create = Создать
nav-solver = Решатель
nav-learn = Обучение
nav-stats = Статистика

footer-language = Язык
footer-language-change = Сменить

# The installed app's description and its shortcuts (the web manifest).
manifest-description = Новое судоку каждый день, головоломки, которыми можно поделиться, и подсказки, которые учат. После установки работает без интернета.
manifest-today = Головоломка дня
manifest-new = Новая головоломка
manifest-archive = Архив ежедневных головоломок
