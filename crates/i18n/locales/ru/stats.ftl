# The statistics page (/stats), the player's data as a file and sync between devices, the
# completion panel of a solved game, and the review of a finished game.

## The statistics page.

stats-title = Ваша статистика
stats-lead = Хранится только в этом браузере. Скачайте свои данные, чтобы сохранить копию или перенести их на другое устройство.
stats-reading = Загружаем ваши игры…
# $link is a link to today's puzzle, whose text is stats-no-games-link.
stats-no-games = Игр пока нет. Решите { $link }, чтобы начать.
stats-no-games-link = головоломку дня

stats-streak-title = Серия дней
stats-streak-current = Текущая
stats-streak-longest = Лучшая
# A streak's length in days; the number is shown in bold.
stats-streak-days = { $count ->
    [one] { $count } день
    [few] { $count } дня
    [many] { $count } дней
   *[other] { $count } дней
}
stats-streak-note = День засчитывается, если в тот же день вы решили одну из его ежедневных головоломок.

# The calendar of the last year, one square a day.
stats-year-title = Последний год
# The calendar as a screen reader names it: $puzzles is stats-year-puzzles, $days is
# stats-year-days.
stats-year-summary = За последний год: { $puzzles } за { $days }
stats-year-puzzles = { $count ->
    [one] { $count } решённая головоломка
    [few] { $count } решённые головоломки
    [many] { $count } решённых головоломок
   *[other] { $count } решённых головоломок
}
stats-year-days = { $count ->
    [one] { $count } игровой день
    [few] { $count } игровых дня
    [many] { $count } игровых дней
   *[other] { $count } игровых дней
}
# A day's square of the calendar, when pointed at.
stats-day-solved = { $date }: { $count ->
    [0] ничего не решено
    [one] { $count } головоломка
    [few] { $count } головоломки
    [many] { $count } головоломок
   *[other] { $count } головоломок
}
# The months' short names above the calendar's columns.
stats-month-short-1 = янв
stats-month-short-2 = фев
stats-month-short-3 = мар
stats-month-short-4 = апр
stats-month-short-5 = май
stats-month-short-6 = июн
stats-month-short-7 = июл
stats-month-short-8 = авг
stats-month-short-9 = сен
stats-month-short-10 = окт
stats-month-short-11 = ноя
stats-month-short-12 = дек

# The table of games per size and level.
stats-by-level-title = По размеру и уровню
stats-table-caption = Игры по размеру и уровню
stats-puzzle = Головоломка
stats-played = Сыграно
stats-solved = Решено
stats-rate = Успех
stats-best = Лучшее
stats-median = Медиана
stats-mean = Среднее
stats-hints = Подсказки
stats-rate-value = { $rate }%
stats-row-grid = { $kind ->
    [killer] Киллер { $size }×{ $size }
    [jigsaw] Фигурное { $size }×{ $size }
    [diagonal] Диагональное { $size }×{ $size }
    [latin] Латинский квадрат { $size }×{ $size }
   *[classic] { $size }×{ $size }
}
stats-row-level = { $grid } · { $level }

stats-practice-none = Ещё не тренировались
stats-practice-right = верно { $right } из { $tries }

## The player's data as a file (on the statistics page).

data-title = Ваши данные
data-about = Ваши игры, сохранения и настройки одним файлом — чтобы хранить копию или импортировать в другом браузере. Импорт объединяет данные: ничего из того, что у вас уже есть, не потеряется.
data-download = Скачать мои данные
data-import = Импортировать данные…
data-imported = Импортировано: { $count ->
    [one] { $count } новая игра
    [few] { $count } новые игры
    [many] { $count } новых игр
   *[other] { $count } новых игр
}, остальное объединено.
data-not-imported = Ничего не импортировано. { $reason }
data-file-unreadable = Не удалось прочитать файл.
data-code-missing = Не удалось загрузить код, который читает и записывает файлы данных: проверьте подключение и попробуйте ещё раз.

# Why a file was refused.
data-too-large = Этот файл слишком большой для файла данных Судоку.
data-not-data = Это не файл данных Судоку, или он повреждён ({ $reason }).
data-not-json = это не JSON
data-version-missing = не указана версия
data-foreign = Это не файл данных Судоку (его формат — { $format }).
data-format-missing = не указан
data-newer = Этот файл создан более новой версией сайта (версия { $version }); обновите страницу и попробуйте ещё раз.
data-game-damaged = Игра { $index } в файле повреждена: { $reason }.
data-save-damaged = Сохранённая игра в файле повреждена: { $reason }.
data-save-reason = { $key } ({ $why })
data-save-bad-name = это не имя сохранённой игры
data-save-no-puzzle = в имени нет головоломки

# Why the browser did not keep the player's data.
data-storage-full = Хранилище браузера для этого сайта заполнено, поэтому ваш прогресс не сохраняется. Скачайте свои данные на странице статистики, а затем освободите место.
data-storage-unavailable = Этот браузер не позволяет сайту сохранять ваш прогресс.

# What is wrong with a game in a data file. $text is the file's text, in quotes.
record-parts = у игры должно быть 6 частей, а не { $count }
record-id = { $text } — не идентификатор игры
record-status = { $text } — не статус игры
record-number = { $text } — не целое число
record-moment = { $text } — не момент времени
record-level = в { $text } указан неверный уровень
record-not-level = { $text } — не уровень
record-offset = смещение часового пояса { $offset } невозможно
record-daily-level = её уровень не совпадает с уровнем ежедневной головоломки

## Sync between the player's devices (on the statistics page).

sync-title = Играть на другом устройстве
sync-about = Синхронизация хранит ваши игры на сервере сайта по секретной ссылке, без учётной записи. При открытии этой страницы каждое устройство объединяет свои игры с играми остальных.
sync-start = Играть на другом устройстве
sync-open-link = Откройте эту ссылку на другом устройстве (она секретная: любой, у кого она есть, может читать и изменять ваши данные):
sync-copy-link = Копировать ссылку
sync-link-copied = Ссылка скопирована.
sync-copy-by-hand = Выделите ссылку и скопируйте её.
sync-qr-label = QR-код ссылки для синхронизации
sync-now = Синхронизировать
sync-forget = Забыть это устройство
sync-delete = Удалить мои данные с сервера
sync-synced = Синхронизировано: { $count ->
    [one] { $count } новая игра
    [few] { $count } новые игры
    [many] { $count } новых игр
   *[other] { $count } новых игр
} с других устройств.
sync-damaged-link = Ничего не синхронизировано: ссылка повреждена — её код должен состоять из 32 шестнадцатеричных цифр. Запросите новую ссылку на другом устройстве.
sync-no-random = Этот браузер не может создать безопасный код синхронизации.
sync-forgotten = Это устройство больше не синхронизируется. Его данные остаются здесь.
sync-deleted = Ваши данные удалены с сервера. В этом браузере осталась их копия.
sync-server-unreadable = Ничего не синхронизировано: не удалось прочитать данные на сервере. { $reason }
sync-too-large = Ваши данные больше, чем сайт хранит для синхронизации; скачайте их вместо этого.
sync-too-many = Слишком много синхронизаций за короткое время; попробуйте через минуту.
sync-unavailable = Синхронизация сейчас недоступна; ваши данные в безопасности в этом браузере. Попробуйте позже.

## The completion panel of a finished game.

completion-solved-title = Отлично!
completion-revealed-title = Решение показано
completion-solved = Решено за { $time } { $hints ->
    [0] без подсказок
    [one] с { $hints } подсказкой
    [few] с { $hints } подсказками
    [many] с { $hints } подсказками
   *[other] с { $hints } подсказками
}.
completion-revealed = Решение показано спустя { $time } игры, { $hints ->
    [0] без подсказок
    [one] с { $hints } подсказкой
    [few] с { $hints } подсказками
    [many] с { $hints } подсказками
   *[other] с { $hints } подсказками
}.
completion-review = Разбор

# How the time compares with the player's other solves of the same kind of puzzle.
completion-new-best = Новый личный рекорд: { $time } — лучший результат из { $count ->
    [one] { $count } решения
   *[other] { $count } решений
} в категории «{ $kind }».
completion-first = Первая решённая головоломка в категории «{ $kind }»: { $time }.
completion-equals-best = { $time } — повторение вашего лучшего результата из { $count ->
    [one] { $count } решения
   *[other] { $count } решений
} в категории «{ $kind }».
# $place is completion-ordinal ("2-й").
completion-rank = { $place } по скорости результат из { $count ->
    [one] { $count } решения
   *[other] { $count } решений
} в категории «{ $kind }».
# An ordinal number: Russian needs only one form here ("2-й результат").
completion-ordinal = { $form ->
   *[other] { $place }-й
}
# The kind of puzzle in the sentences above.
completion-kind = { $kind ->
    [killer] Киллер
    [jigsaw] Фигурное судоку
    [diagonal] Диагональное судоку
    [latin] Латинский квадрат { $size }×{ $size }
   *[classic] Судоку { $size }×{ $size }
}
# The kind with its level.
completion-kind-level = { $kind } · { $level }
# The player's daily streak, in days.
completion-streak = Серия: { $count ->
    [one] { $count } день
    [few] { $count } дня
    [many] { $count } дней
   *[other] { $count } дней
} подряд.
completion-streak-longest = Серия: { $count ->
    [one] { $count } день
    [few] { $count } дня
    [many] { $count } дней
   *[other] { $count } дней
} подряд — ваш рекорд.

## The review of a finished game.

review-title = Разбор
review-previous = Назад
review-next = Вперёд
review-move-shown = Показанный ход
review-timeline = Хронология
review-column-move = Ход
review-column-took = Время
review-column-available = Доступно перед ходом
review-board-label = Поле после хода { $move }: { $rows }

# Under the board: the position shown. $available is one of the review-next- phrases.
review-caption-start = Начало: { $available }.
review-caption-end = Конец игры.
review-caption-from-here = Отсюда: { $available }.
review-caption-move = Ход { $move } из { $total }, время { $time }: { $move_made } (ушло { $took }). { $after }

# A move of the timeline: its number, then a review-move- phrase.
review-timeline-move = { $number }. { $move_made }
# What the solver had before a move, in the timeline.
review-timeline-mistake = неверная цифра в { $cell }
review-timeline-stuck = за пределами лестницы приёмов
# The marks on a move of the timeline.
review-mark-longest = дольше всего
review-mark-longest-and = дольше всего, { $mark }
review-mark-hardest-found = самый трудный найденный шаг
review-mark-toughest-single = самая трудная одиночка
review-mark-hardest = самый трудный шаг

# The summary.
review-stuck-longest = Дольше всего вы думали перед ходом { $move } ({ $took }): { $available }, а затем — { $move_made }.
review-dropped = Хранятся только последние ходы; первые не показаны.
review-hardest = Самый трудный шаг головоломки: { $technique } (рейтинг { $rating }); { $move ->
    [0] на вашем пути он ни разу не был самым простым
   *[other] впервые вы встретили его перед ходом { $move }
}.
review-hardest-beyond = Этой головоломке мало приёмов из лестницы; самый трудный из найденных ими шагов — { $technique } (рейтинг { $rating }); { $move ->
    [0] на вашем пути он ни разу не был самым простым
   *[other] впервые вы встретили его перед ходом { $move }
}.
review-hardest-single = Этой головоломке нужны только одиночки; самая трудная из них — { $technique } (рейтинг { $rating }); { $move ->
    [0] на вашем пути она ни разу не была самым простым шагом
   *[other] впервые вы встретили её перед ходом { $move }
}.
review-full-house = Каждый шаг этой головоломки — последняя клетка: единственная пустая клетка строки, столбца или блока.

# What the solver had from a position, as a phrase inside the sentences above.
review-next-step = был доступен приём «{ $technique }»
review-next-mistake = в { $cell } стояла неверная цифра
review-next-stuck = не подходил ни один приём из лестницы
review-next-solved = поле было заполнено
review-next-unknown = у головоломки нет единственного решения

# A cell by its row and column: "r4c2".
review-cell = r{ $row }c{ $column }
# The cells a move changed: two or three cells' names, or how many (at least 4).
review-cells-two = { $first }, { $second }
review-cells-three = { $first }, { $second }, { $third }
review-cells-many = { $count ->
    [one] { $count } клетка
    [few] { $count } клетки
    [many] { $count } клеток
   *[other] { $count } клеток
}
# What a move did, in a few words.
review-move-place = { $digit } в { $cells }
review-move-erase = стёрто: { $cells }
review-move-notes = заметки
review-move-change = изменено: { $cells }
review-move-reset = сброс
review-move-reveal = показано решение
# A move that changed the board for the player: $action is one of review-action-.
review-move-digit = { $action }: { $digit } в { $cells }
review-move-emptied = { $action }: очищено { $cells }
review-move-cells = { $action }: { $cells }
review-action-hint = подсказка
review-action-undo = отмена
review-action-redo = повтор
review-action-checkpoint = возврат к контрольной точке

# How long a move took. The spaces between a number and its unit are no-break spaces.
review-duration-seconds = { $seconds },{ $tenths } с
review-duration-minutes = { $minutes } мин { $seconds } с
review-duration-hours = { $hours } ч { $minutes } мин
