# The tools around the game: the solver, the create page, the printable booklet, the keyboard
# shortcuts, the learn pages and their practice, the completion grade, and the offline and
# not-found pages.

## /solver

solver-title = Решатель
solver-input-label = Головоломка (в одну строку или по строкам; . или 0 — пустая клетка)
# Buttons: solve at once, or watch the textbook backtracking algorithm step by step.
solver-solve = Решить
solver-watch = Смотреть
# $reason is the engine's explanation (in English).
solver-not-a-puzzle = Это не головоломка: { $reason }.
solver-unique = Одно решение.
solver-multiple = Несколько решений: это некорректная головоломка. Одно из них:
solver-no-solution = Решений нет.
solver-already-solved = Поле уже решено.
solver-time = Время
solver-micros = { $micros } мкс
solver-positions = Позиции
solver-guesses = Предположения
solver-backtracks = Возвраты
solver-watch-solved = Решено.
solver-watch-no-solution = Решений нет.
solver-watch-running = Идёт решение…
solver-watch-paused = Пауза.
solver-watch-status = { $state } { $steps }, { $recursions }, { $backtracks }.
solver-watch-steps = { $count ->
    [one] { $count } шаг
    [few] { $count } шага
    [many] { $count } шагов
   *[other] { $count } шагов
}
solver-watch-recursions = { $count ->
    [one] { $count } рекурсия
    [few] { $count } рекурсии
    [many] { $count } рекурсий
   *[other] { $count } рекурсий
}
solver-watch-backtracks = { $count ->
    [one] { $count } возврат
    [few] { $count } возврата
    [many] { $count } возвратов
   *[other] { $count } возвратов
}
solver-pause = Пауза
solver-resume = Продолжить
solver-speed = Скорость
solver-speed-label = Шагов в секунду
solver-speed-value = { $speed ->
    [one] { $speed } шаг/с
    [few] { $speed } шага/с
    [many] { $speed } шагов/с
   *[other] { $speed } шагов/с
}
solver-grid = Поле

## /create

create-title = Создать головоломку
create-lead = Впишите исходные цифры в поле или вставьте головоломку: её цифры (81 для 9×9, буквы начиная с A для размеров от 10) либо ссылку с этого сайта, Sudoku Exchange, SudokuPad или SudokuWiki. Затем зафиксируйте исходные цифры.
create-paste-label = Вставьте головоломку или ссылку
create-load = Загрузить
create-size = { $side }×{ $side }
create-sizes-label = Размер поля
create-latin = Латинский квадрат: только строки и столбцы, без блоков
create-editing-label = Редактирование
create-undo = Отменить
create-redo = Повторить
create-clear = Очистить
create-lock = Зафиксировать
create-your-puzzle-label = Ваша головоломка
create-play = Играть
create-edit = Изменить
create-lock-empty = Сначала впишите исходные цифры.
create-lock-conflicts-box = { $count ->
    [one] { $count } исходная цифра повторяется в строке, столбце или блоке; она отмечена.
    [few] { $count } исходные цифры повторяются в строке, столбце или блоке; они отмечены.
    [many] { $count } исходных цифр повторяются в строке, столбце или блоке; они отмечены.
   *[other] { $count } исходных цифр повторяются в строке, столбце или блоке; они отмечены.
}
create-lock-conflicts-latin = { $count ->
    [one] { $count } исходная цифра повторяется в строке или столбце; она отмечена.
    [few] { $count } исходные цифры повторяются в строке или столбце; они отмечены.
    [many] { $count } исходных цифр повторяются в строке или столбце; они отмечены.
   *[other] { $count } исходных цифр повторяются в строке или столбце; они отмечены.
}
create-lock-conflicts-region = { $count ->
    [one] { $count } исходная цифра повторяется в строке, столбце или фигуре; она отмечена.
    [few] { $count } исходные цифры повторяются в строке, столбце или фигуре; они отмечены.
    [many] { $count } исходных цифр повторяются в строке, столбце или фигуре; они отмечены.
   *[other] { $count } исходных цифр повторяются в строке, столбце или фигуре; они отмечены.
}
create-lock-conflicts-diagonal = { $count ->
    [one] { $count } исходная цифра повторяется в строке, столбце, блоке или на диагонали; она отмечена.
    [few] { $count } исходные цифры повторяются в строке, столбце, блоке или на диагонали; они отмечены.
    [many] { $count } исходных цифр повторяются в строке, столбце, блоке или на диагонали; они отмечены.
   *[other] { $count } исходных цифр повторяются в строке, столбце, блоке или на диагонали; они отмечены.
}
create-lock-no-solution = С такими исходными цифрами решения нет.
create-lock-several = С такими исходными цифрами решений несколько: добавьте цифру в одну из отмеченных клеток.
create-lock-unique = Решение единственное: с такими исходными цифрами оно ровно одно.
# $level is the puzzle's level as a phrase (level-phrase-*); $rating is its rating.
create-lock-unique-graded = Решение единственное: с такими исходными цифрами оно ровно одно. Это { $level } (рейтинг { $rating }).
create-lock-unique-beyond = Решение единственное: с такими исходными цифрами оно ровно одно. Это { $level } (рейтинг { $rating }; нужны приёмы сложнее тех, которым учит этот сайт).

## /print

print-title = Печать сборника
print-lead = Ежедневные головоломки одного уровня (или ежедневные киллеры) — сегодняшняя и предыдущих дней, по несколько на листе, с ответами на последнем листе.
print-level = Уровень
print-per-sheet = Головоломок на листе
print-sheets = Листов
print-make = Собрать сборник
print-print = Печать

booklet-killer = Киллер
booklet-sheet = Лист { $number } · { $edition }
booklet-caption = { $number }. { $edition }, { $date }
booklet-solutions = Ответы
booklet-solution-caption = { $number }.
booklet-no-solution = { $number }. Нет единственного решения.

## The keyboard shortcuts (the ? key in a game)

shortcuts-title = Горячие клавиши
shortcuts-close = Закрыть
shortcuts-digit = Ввести цифру (буквы после 9), заметку или цвет в выбранные клетки
shortcuts-arrows-key = Стрелки
shortcuts-arrows = Переместить выделение
shortcuts-shift-arrows-key = Shift + стрелки
shortcuts-shift-arrows = Добавить клетки к выделению
shortcuts-click-key = Shift / Ctrl + щелчок, перетаскивание
shortcuts-click = Выделить несколько клеток
shortcuts-erase-key = Delete, Backspace, 0
shortcuts-erase = Стереть
# Z, X, C, V and B switch the input mode.
shortcuts-modes = Режимы: цифра, угол, центр, цвет и цвет кандидата (начиная с 12×12 C и B — это цифры)
shortcuts-space-key = Пробел
shortcuts-space = Следующий режим
shortcuts-undo-key = Ctrl + Z
shortcuts-undo = Отменить
shortcuts-redo-key = Ctrl + Y, Ctrl + Shift + Z
shortcuts-redo = Повторить
shortcuts-help = Показать или скрыть этот список
shortcuts-escape-key = Esc
shortcuts-escape = Закрыть этот список

## /learn

learn-title = Приёмы решения
learn-lead = Все приёмы, которые использует наш решатель, в том порядке, в каком он их пробует: по уровням, от простых к сложным, а внутри уровня — по рейтингу (рейтинг показывает, насколько трудно заметить приём, а уровень — насколько трудны головоломки, которым он нужен). На каждой странице объясняется один приём, разобран пример и есть позиции для тренировки.
learn-variants-heading = Киллер, фигурное и диагональное
learn-variants-text = Варианты добавляют к приёмам выше свои: области киллера и правило 45, а также запертые кандидаты там, где фигура или диагональ пересекается со строкой, столбцом или блоком. Примеры и позиции для них — на поле соответствующего варианта.
learn-rated = рейтинг { $rating }
learn-page-title = { $technique } · Обучение
learn-all = Все приёмы
learn-technique-level = { $level ->
    [easy] Лёгкий приём, рейтинг { $rating }.
    [medium] Приём средней сложности, рейтинг { $rating }.
    [hard] Трудный приём, рейтинг { $rating }.
    [expert] Приём уровня «Эксперт», рейтинг { $rating }.
   *[master] Приём уровня «Мастер», рейтинг { $rating }.
}
learn-previous = ← { $technique }
learn-next = { $technique } →
learn-neighbours-label = Приёмы
learn-how-it-works = Как это работает
learn-example = Пример
learn-no-example = Разобранного примера для этого приёма пока нет.
# The key under the example's grid: what each colour of candidate means.
learn-key-pattern = шаблон приёма
learn-key-pattern-alt = его вторая часть (второй цвет, другие звенья цепочки)
learn-key-removed = исключено
learn-key-placed = поставлено
learn-candidate = { $digit } в { $cell }
learn-cell-digit = { $cell }: { $digit }
learn-cell-candidates = { $cell }: кандидаты { $candidates }
learn-cell-struck = { $cell }: кандидаты { $candidates }, вычеркнуто { $struck }
learn-cell-chosen = { $cell }: кандидаты { $candidates }, выбрано { $chosen }
learn-cell-struck-chosen = { $cell }: кандидаты { $candidates }, вычеркнуто { $struck }, выбрано { $chosen }
# The verdict on a practice answer; $technique is the technique's name.
learn-verdict-right = Верно: это { $technique }.
learn-verdict-another = Верно: это ещё один случай приёма «{ $technique }». В доказательстве показан тот, который решатель нашёл первым.
learn-verdict-empty = Сначала отметьте кандидатов, которые нужно исключить, или цифру, которую нужно поставить.
learn-verdict-placement = Не то: приём «{ $technique }» здесь ставит не эту цифру.
learn-verdict-not-yet = Пока нет: { $reason }.
learn-verdict-not-yet-both = Пока нет: { $extra }; { $missing }.
# Candidates marked that the technique does not remove: $marks lists them, $count is how many.
learn-verdict-extra = { $count ->
    [1] { $marks } не исключается приёмом «{ $technique }»
   *[other] { $marks } не исключаются приёмом «{ $technique }»
}
# How many of the technique's eliminations the player has not marked yet.
learn-verdict-missing = { $missing ->
    [one] осталось найти ещё { $missing } исключение
    [few] осталось найти ещё { $missing } исключения
    [many] осталось найти ещё { $missing } исключений
   *[other] осталось найти ещё { $missing } исключений
}

# Practice on a technique's page.
practise-heading = Тренировка
practise-corpus-failed = Не удалось загрузить позиции для тренировки. Проверьте подключение и попробуйте ещё раз.
practise-code-failed = Не удалось загрузить код тренировки. Проверьте подключение и попробуйте ещё раз.
practise-none = Не удалось создать позицию для приёма «{ $technique }». Попробуйте ещё раз.
# $tally is a count such as "верно 1 из 2".
practise-tally = Ваша тренировка: { $tally }.
# What to do with a position; Check is the button of that name.
practise-task-eliminate = Найдите приём «{ $technique }»: выберите каждую клетку, из которой он исключает кандидата, и вычеркните этого кандидата на панели, затем нажмите «Проверить».
practise-task-place = Найдите приём «{ $technique }»: выберите клетку, которую он заполняет, и выберите цифру на панели, затем нажмите «Проверить».
practise-proof = Доказательство:
practise-making = Создаём позицию…
practise-new = Новая позиция
practise-check = Проверить
practise-show-proof = Показать доказательство
practise-not-candidate = { $digit } — не кандидат для этой клетки
practise-pad-select = Выберите клетку, чтобы отметить её кандидатов.
practise-pad-filled = В { $cell } уже стоит цифра: выберите пустую клетку.
practise-pad-strike = { $cell }: нажмите на кандидата, чтобы вычеркнуть его (ещё раз — чтобы вернуть).
practise-pad-choose = { $cell }: нажмите на кандидата, чтобы выбрать его цифрой для этой клетки.
practise-grid-label = Позиция для тренировки
practise-pad-label = Кандидаты выбранной клетки

## The grade of a solved puzzle

# $level is the puzzle's level as a phrase (level-phrase-*), $techniques a list of
# grade-technique-count.
grade-sentence = Это была { $level } (рейтинг { $rating }); приёмы: { $techniques }.
grade-technique-count = { $technique } ×{ $count }

## /offline and the page for an unknown address

offline-title = Нет подключения к интернету
offline-not-saved = Эта страница не сохранена на этом устройстве, а сайт сейчас недоступен.
# $today, $archive and $new are links, with the texts offline-today, offline-archive and
# offline-new.
offline-still-play = Все головоломки, которые вы здесь открывали, и ежедневные головоломки за последнюю неделю по-прежнему доступны: { $today }, { $archive } или { $new }, созданная на этом устройстве.
offline-today = головоломка дня
offline-archive = архив
offline-new = новая головоломка

not-found-title = Страница не найдена
not-found-text = По этому адресу ничего нет.
not-found-play-today = Решить головоломку дня
shortcuts-corner-key = Shift + 1–9
shortcuts-corner = Угловая заметка, в любом режиме
shortcuts-centre-key = Ctrl / Cmd + 1–9
shortcuts-centre = Центральная заметка, в любом режиме
