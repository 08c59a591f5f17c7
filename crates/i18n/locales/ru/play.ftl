# The game: its tools, keypad, timer, board and hints.

# The dialog before Reset and Solve.
confirm-reset-title = Очистить поле?
confirm-reset-text = Все введённые цифры, заметки и цвета будут удалены. Кнопка «Отменить» вернёт их.
confirm-reset-yes = Очистить поле
confirm-solve-title = Показать решение?
confirm-solve-text = Все клетки будут заполнены, и игра закончится; решённой она не засчитается.
confirm-solve-yes = Показать решение
confirm-keep-playing = Продолжить игру

# Said when a tool's code could not be loaded (a bad connection).
play-tool-missing = Не удалось загрузить этот инструмент: проверьте подключение и попробуйте ещё раз или перезагрузите страницу. Ваша игра сохранена на этом устройстве.
play-save-missing = Не удалось загрузить сохранённый прогресс по этой головоломке: проверьте подключение и перезагрузите страницу. Пока что поверх него ничего не сохраняется.
play-panel-missing = Решено! Ваше время сохранено на этом устройстве. Не удалось загрузить итоговую панель: проверьте подключение или перезагрузите страницу, чтобы её увидеть.

# The input modes: what a tap or a digit key does.
play-modes = Режим ввода
play-mode-digit = Цифра
play-mode-corner = Угол
play-mode-centre = Центр
play-mode-colour = Цвет
play-mode-candidate-colour = Цвет кандидата

# The buttons around the grid.
play-controls = Управление игрой
play-undo = Отменить
play-undo-title = Отменить (Ctrl+Z)
play-redo = Повторить
play-redo-title = Повторить (Ctrl+Y)
play-check = Проверить
play-reset = Сбросить
play-fill-notes = Заполнить заметки
play-fill-notes-title = Записать в центр каждой пустой клетки все цифры, которые ещё могут в ней стоять
play-first-mistake = Первая ошибка
play-solve = Решить
play-checkpoint = Контрольная точка
play-checkpoint-title = Поставить контрольную точку перед предположением
play-shortcuts = Клавиши
play-shortcuts-title = Горячие клавиши (?)
play-checkpoints = Контрольные точки
# A button that goes back to checkpoint number $number.
play-back-to-checkpoint = К точке { $number }

# What the tools found or did.
play-no-solution-to-compare = У этой головоломки нет единственного решения, сравнивать не с чем.
play-no-solution-to-show = У этой головоломки нет единственного решения, показывать нечего.
play-first-mistake-at = Первая ошибка: строка { $row }, столбец { $column }.
play-no-mistakes = Пока ошибок нет.
play-board-cleared = Поле очищено — «Отменить» вернёт всё назад.
play-checkpoint-marked = Контрольная точка { $number } поставлена.
play-checkpoint-marked-oldest-dropped = Контрольная точка { $number } поставлена. Больше точек игра не хранит: самая старая удалена, остальные сдвинулись на одну позицию.
play-back-to-checkpoint-done = Возврат к контрольной точке { $number }.

# The settings panel.
settings-title = Настройки
settings-mark-conflicts = Отмечать конфликты при вводе
settings-clean-notes = Убирать заметки, исключённые поставленной цифрой
settings-highlight-digit = Подсвечивать выбранную цифру
settings-highlight-units = Подсвечивать строку, столбец и блок
settings-highlight-candidates = Подсвечивать, куда ещё можно поставить цифру
settings-colour-letters = Показывать цвета ещё и буквами
settings-number-first = Сначала выбрать цифру, затем нажимать клетки
settings-cage-aid = Помощь с суммами: наборы цифр, дающие сумму выбранной области

# The clock.
play-time-played = Время игры
play-pause = Пауза
play-resume = Продолжить
play-paused = Пауза

# The keypad. $digit is the key's digit; $left how many of it the grid still needs.
keypad-label = Цифровая панель
keypad-enter = Ввести { $digit }, осталось { $left }
# In colour mode a digit key paints a colour: $colour is its name.
keypad-colour = Цвет { $digit }, { $colour }
keypad-colour-candidate = Цвет кандидата { $digit }
keypad-erase = Стереть
keypad-erase-title = Стереть (Delete)
keypad-palette = Цвет для кандидатов

board-label = Поле судоку

# The hint's buttons.
hint-hint = Подсказка
hint-show-more = Подробнее
hint-apply = Применить
hint-close = Закрыть

# What a hint says, a stage at a time. $cell is a cell as hint-cell writes it.
hint-cell = строка { $row }, столбец { $column }
hint-basis-all-candidates = Заметки есть не во всех клетках: в клетке без заметок подсказка учитывает всех кандидатов.
hint-mistake = Одна из ваших цифр неверна.
hint-mistake-at = Неверная цифра: { $cell }. «Применить» сотрёт её.
hint-missing-note = В заметках одной из клеток не хватает цифры, которая должна там стоять.
hint-missing-note-at = Проверьте заметки в клетке ({ $cell }): какой из возможных там цифр в них не хватает?
hint-missing-note-digit = В заметках клетки ({ $cell }) нет цифры { $digit }, а она должна там стоять. «Применить» добавит её.
hint-look-at-row = Посмотрите на строку { $number }.
hint-look-at-column = Посмотрите на столбец { $number }.
hint-look-at-box = Посмотрите на блок { $number }.
hint-look-at-region = Посмотрите на фигуру { $number }.
hint-look-at-diagonal = Посмотрите на главную диагональ.
hint-look-at-anti-diagonal = Посмотрите на побочную диагональ.
hint-look-for-next-step = Поищите следующий шаг.
hint-look-around = Посмотрите вокруг клетки ({ $cell }).
# The hint's second stage: $technique is the technique's name (technique-… messages).
hint-technique = Нужный приём: { $technique }.
hint-solved = Всё заполнено верно.
hint-stuck = Приёмы, известные этому сайту, не находят здесь следующего шага: в этой позиции придётся действовать методом проб и ошибок.
hint-no-single-solution = У этой головоломки нет единственного решения, так что подсказывать нечего.

# The daily puzzles' pages. $date, $today and $first are dates as date-long writes them.
daily-title = Головоломка дня · { $level } · { $date }
daily-today = Головоломка дня
daily-levels = Уровень
daily-killer = Киллер
daily-other-days = Другие дни
daily-previous-day = ← Предыдущий день
daily-next-day = Следующий день →
daily-not-yet-title = Ещё не вышла
daily-not-yet = Головоломки этого дня ({ $date }) ещё не вышли: сегодня { $today }.
daily-play-today = Решить головоломку дня
daily-before-first-title = В этот день головоломки не было
daily-before-first = На этот день ({ $date }) ежедневной головоломки нет. Самая первая — { $first }.
daily-browse-archive = Открыть архив
daily-not-found-title = Страница не найдена
daily-unavailable-title = Не удалось создать головоломку
daily-unavailable = При создании этой головоломки что-то пошло не так. Попробуйте позже.
confirm-reset-mine-title = Отменить ваши изменения?
confirm-reset-mine-text = Все цифры, заметки и цвета, которые вы изменили на этой странице, отменяются для всех в комнате; то, что поставили другие, остаётся. «Отменить» вернёт ваши.
confirm-reset-mine-yes = Отменить мои
play-own-taken-back = Ваши изменения отменены — «Отменить» вернёт их.
