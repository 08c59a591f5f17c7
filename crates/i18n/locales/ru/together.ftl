# Playing together (rooms), sharing a puzzle, shared and variant puzzles, new puzzles on
# demand, the daily archive and the daily's community figures.

## Rooms (/r/…): a puzzle solved together.

room-missing-title = Такой комнаты нет
room-missing-text = По этому адресу нет комнаты. Комнаты, которыми не пользовались месяц, удаляются.
# HTML: keep the <strong> and <a href="/"> tags around the words they mark.
room-missing-action = Откройте любую головоломку и нажмите <strong>Играть вместе</strong>, чтобы создать новую комнату, или <a href="/">решите головоломку дня</a>.
room-unavailable-title = Комнаты недоступны
room-unavailable-text = Сайт сейчас не может открыть комнаты. Попробуйте через минуту; любую головоломку по-прежнему можно решать в одиночку.
room-play-today = Решить головоломку дня
room-unreadable = Не удалось прочитать поле этой комнаты.
room-title = Совместная игра
room-people = Кто здесь
room-person-you = { $name } (вы)
room-status-connecting = Подключаемся к комнате…
room-status-online = Ходы всех участников появляются здесь сразу; «Отменить» отменяет только ваши.
# The room's socket is closed; $count is how many of the player's changes wait to be sent.
room-status-offline = { $count ->
    [0] Нет связи: можно продолжать играть, а комната подтянет изменения, когда связь восстановится.
    [one] Нет связи: можно продолжать играть; { $count } изменение будет отправлено, когда связь восстановится.
    [few] Нет связи: можно продолжать играть; { $count } изменения будут отправлены, когда связь восстановится.
    [many] Нет связи: можно продолжать играть; { $count } изменений будет отправлено, когда связь восстановится.
   *[other] Нет связи: можно продолжать играть; { $count } изменений будет отправлено, когда связь восстановится.
}
room-invite = Пригласить
room-link-label = Ссылка на эту комнату
room-copy-link = Копировать ссылку
room-show-qr = Показать QR-код
room-link-copied = Ссылка скопирована.
room-copy-by-hand = Скопируйте ссылку выше, чтобы кого-нибудь пригласить.
room-qr-failed = Не удалось создать QR-код; скопируйте ссылку.
room-qr-label = QR-код ссылки на комнату
room-name-label = Ваше имя здесь
room-name-placeholder = Гость
room-name-use = Использовать это имя
room-note = Присоединиться может любой, у кого есть ссылка, — до восьми человек одновременно. Ежедневная головоломка, решённая в комнате, засчитывается комнате, а не в личный результат кого-либо из игроков.
room-start-offline = Для комнаты нужно подключение к сайту: попробуйте, когда будете онлайн.
room-start-unavailable = Сайт сейчас не может создавать комнаты.
# $reason: the server's sentence saying why (in English).
room-start-refused = Не удалось создать комнату: { $reason }
# Said to screen readers when someone comes or goes; $name is their name in the room.
room-joined = { $name } входит в комнату.
room-left = { $name } покидает комнату.
room-finished = Решено вместе за { $time }!
room-finished-placed = Решено вместе за { $time }! Цифры, поставленные при вас: { $placed }.
room-finished-untimed = Решено вместе!
room-finished-placed-untimed = Решено вместе! Цифры, поставленные при вас: { $placed }.
room-placed = { $name }: { $count }

## Sharing a puzzle: the box under a game.

share-legend = Поделиться или распечатать
share-include-progress = С моим прогрессом
share-link-label = Ссылка на эту головоломку
share-copy-link = Копировать ссылку
share-link-copied = Ссылка скопирована.
share-copy-by-hand = Скопируйте ссылку ниже, чтобы поделиться ею.
share-print = Распечатать головоломку
share-together = Играть вместе
share-making-room = Создаём комнату…
share-sudokupad = Открыть в SudokuPad

## A puzzle shared as a link (/p/…).

shared-title-new-puzzle = { $level ->
    [easy] Новая лёгкая головоломка { $size }×{ $size }
    [medium] Новая головоломка { $size }×{ $size } средней сложности
    [hard] Новая трудная головоломка { $size }×{ $size }
    [expert] Новая головоломка { $size }×{ $size } уровня «Эксперт»
   *[master] Новая головоломка { $size }×{ $size } уровня «Мастер»
}
# A Latin square: rows and columns only, no boxes.
shared-title-new-latin = { $level ->
    [easy] Новый лёгкий латинский квадрат { $size }×{ $size }
    [medium] Новый латинский квадрат { $size }×{ $size } средней сложности
    [hard] Новый трудный латинский квадрат { $size }×{ $size }
    [expert] Новый латинский квадрат { $size }×{ $size } уровня «Эксперт»
   *[master] Новый латинский квадрат { $size }×{ $size } уровня «Мастер»
}
shared-title-puzzle = Головоломка { $size }×{ $size } по ссылке
shared-title-latin = Латинский квадрат { $size }×{ $size } по ссылке
shared-broken-title = Повреждённая ссылка на головоломку
shared-broken-heading = Эта ссылка на головоломку повреждена
shared-broken-reason = Не удалось прочитать головоломку по этой ссылке: { $reason }.
# HTML: keep the two <a href="…"> tags around the words they link.
shared-broken-help = Если вам её прислали, попросите скопировать ссылку ещё раз. <a href="/create">Вставьте головоломку</a> или <a href="/">решите головоломку дня</a>.

## Variant puzzles: killer, jigsaw, diagonal.

variant-title-new-killer = { $level ->
    [easy] Новое лёгкое киллер-судоку
    [medium] Новое киллер-судоку средней сложности
    [hard] Новое трудное киллер-судоку
    [expert] Новое киллер-судоку уровня «Эксперт»
   *[master] Новое киллер-судоку уровня «Мастер»
}
variant-title-new-jigsaw = { $level ->
    [easy] Новое лёгкое фигурное судоку
    [medium] Новое фигурное судоку средней сложности
    [hard] Новое трудное фигурное судоку
    [expert] Новое фигурное судоку уровня «Эксперт»
   *[master] Новое фигурное судоку уровня «Мастер»
}
variant-title-new-diagonal = { $level ->
    [easy] Новое лёгкое диагональное судоку
    [medium] Новое диагональное судоку средней сложности
    [hard] Новое трудное диагональное судоку
    [expert] Новое диагональное судоку уровня «Эксперт»
   *[master] Новое диагональное судоку уровня «Мастер»
}
variant-title-new-classic = { $level ->
    [easy] Новое лёгкое классическое судоку
    [medium] Новое классическое судоку средней сложности
    [hard] Новое трудное классическое судоку
    [expert] Новое классическое судоку уровня «Эксперт»
   *[master] Новое классическое судоку уровня «Мастер»
}
# The title of a variant puzzle shared as a link.
variant-title-killer = Киллер-судоку по ссылке
variant-title-jigsaw = Фигурное судоку по ссылке
variant-title-diagonal = Диагональное судоку по ссылке
variant-title-classic = Классическое судоку по ссылке
# A variant's title (one of the above) for a grid other than 9×9; $size is the grid's side.
variant-title-sized = { $title } ({ $size }×{ $size })
variant-daily-killer = Киллер дня · { $date }
# The rules, said above a variant's grid.
variant-rules-summary = Правила
variant-rules-classic = Расставьте цифры так, чтобы каждая встречалась ровно один раз в каждой строке, каждом столбце и каждом блоке.
variant-rules-killer = Расставьте цифры так, чтобы каждая встречалась ровно один раз в каждой строке, каждом столбце и каждом блоке. Цифры в каждой пунктирной области в сумме дают её число и не повторяются внутри области.
variant-rules-jigsaw = Расставьте цифры так, чтобы каждая встречалась ровно один раз в каждой строке, каждом столбце и каждой выделенной фигуре; фигуры имеют неправильную форму.
variant-rules-diagonal = Расставьте цифры так, чтобы каждая встречалась ровно один раз в каждой строке, каждом столбце и каждом блоке, а также на каждой из двух больших диагоналей.
# What a screen reader says of a cell of a variant, after its row and column.
variant-cell-region = фигура { $region }
variant-cell-main-diagonal = на главной диагонали
variant-cell-anti-diagonal = на побочной диагонали
# $count is how many cells the cage has.
variant-cell-cage = { $count ->
    [one] область из { $count } клетки
   *[other] область из { $count } клеток
}
# $count is how many cells the cage has, $sum the total its digits make.
variant-cell-cage-sum = { $count ->
    [one] область из { $count } клетки, сумма { $sum }
   *[other] область из { $count } клеток, сумма { $sum }
}
# The cage-sum aid for the selected cell's cage: $size is how many cells the cage has, $sum its
# total.
variant-cage-aid-none = { $size ->
    [one] Область из { $size } клетки, сумма { $sum }: ни один набор цифр её уже не даёт.
   *[other] Область из { $size } клеток, сумма { $sum }: ни один набор цифр её уже не даёт.
}
# $sets lists the sets of digits that still make the total, like "1 2 6; 1 3 5".
variant-cage-aid-placed = { $size ->
    [one] Область из { $size } клетки, сумма { $sum }: { $sets }. Все цифры расставлены.
   *[other] Область из { $size } клеток, сумма { $sum }: { $sets }. Все цифры расставлены.
}
# $left: the digits those sets hold that are not placed yet, like "1 3".
variant-cage-aid = { $size ->
    [one] Область из { $size } клетки, сумма { $sum }: { $sets }. Осталось поставить: { $left }.
   *[other] Область из { $size } клеток, сумма { $sum }: { $sets }. Осталось поставить: { $left }.
}

## New puzzles on demand (/new).

new-title = Новая головоломка
new-heading = Новая головоломка
new-intro = У каждой головоломки ровно одно решение, и угадывать ничего не придётся.
new-booklet = Распечатать сборник ежедневных головоломок
new-failed = Сейчас не удалось создать головоломку: попробуйте ещё раз.
new-latin-heading = Латинские квадраты
new-latin-text = Только строки и столбцы, без блоков: каждая цифра по одному разу в каждой строке и каждом столбце.
new-variants-heading = Варианты
new-variants-text = Киллер: области, цифры которых в сумме дают указанное число. Фигурное: фигуры неправильной формы вместо блоков. Диагональное: на двух больших диагоналях тоже каждая цифра встречается один раз.
# The variants' names in the list of puzzles to make.
new-kind-killer = Киллер
new-kind-jigsaw = Фигурное
new-kind-diagonal = Диагональное
# Why an address asking for a new puzzle is not served. Keep kind=, size=, level= and their
# words in English.
new-error-kind = { $word } — такого вида головоломок здесь нет: уберите этот параметр или укажите kind=latin, killer, jigsaw или diagonal.
new-error-no-size = Укажите размер поля: например, size=9.
new-error-size = { $size } — не размер поля.
new-error-level = неизвестный уровень { $level } (easy, medium, hard, expert или master).
new-error-levels = { $kind ->
    [latin] Латинские квадраты { $size }×{ $size } бывают только таких уровней: { $levels }.
    [killer] Киллер-судоку { $size }×{ $size } бывают только таких уровней: { $levels }.
    [jigsaw] Фигурные судоку { $size }×{ $size } бывают только таких уровней: { $levels }.
    [diagonal] Диагональные судоку { $size }×{ $size } бывают только таких уровней: { $levels }.
   *[classic] Головоломки { $size }×{ $size } бывают только таких уровней: { $levels }.
}
# No puzzle of that kind ($kind) and size ($size) is made; $only is the one size there is.
new-error-only-size = { $kind ->
    [latin] Латинских квадратов { $size }×{ $size } здесь нет: есть только { $only }×{ $only }.
    [killer] Киллер-судоку { $size }×{ $size } здесь нет: есть только { $only }×{ $only }.
    [jigsaw] Фигурных судоку { $size }×{ $size } здесь нет: есть только { $only }×{ $only }.
    [diagonal] Диагональных судоку { $size }×{ $size } здесь нет: есть только { $only }×{ $only }.
   *[classic] Головоломок { $size }×{ $size } здесь нет: есть только { $only }×{ $only }.
}
# $sizes lists the sizes there are but the last, like "4, 6, 9"; $last is the last one.
new-error-sizes = { $kind ->
    [latin] Латинских квадратов { $size }×{ $size } здесь нет: попробуйте { $sizes } или { $last }.
    [killer] Киллер-судоку { $size }×{ $size } здесь нет: попробуйте { $sizes } или { $last }.
    [jigsaw] Фигурных судоку { $size }×{ $size } здесь нет: попробуйте { $sizes } или { $last }.
    [diagonal] Диагональных судоку { $size }×{ $size } здесь нет: попробуйте { $sizes } или { $last }.
   *[classic] Головоломок { $size }×{ $size } здесь нет: попробуйте { $sizes } или { $last }.
}
new-error-none = { $kind ->
    [latin] Латинских квадратов { $size }×{ $size } здесь нет.
    [killer] Киллер-судоку { $size }×{ $size } здесь нет.
    [jigsaw] Фигурных судоку { $size }×{ $size } здесь нет.
    [diagonal] Диагональных судоку { $size }×{ $size } здесь нет.
   *[classic] Головоломок { $size }×{ $size } здесь нет.
}
# The units a digit may not repeat in, as a sentence names them ("… повторяется в строке,
# столбце или блоке").
new-units-classic = строке, столбце или блоке
new-units-latin = строке или столбце
new-units-jigsaw = строке, столбце или фигуре
new-units-diagonal = строке, столбце, блоке или диагонали

## The daily archive (/daily): a calendar of past dailies by month.

archive-title = Архив ежедневных головоломок
archive-heading = Ежедневные головоломки
archive-months = Месяцы
archive-earlier = ← Раньше
archive-later = Позже →
# The calendar's heading: $month selects the month (1 to 12), $year is the year.
archive-month = { $month ->
    [1] Январь { $year }
    [2] Февраль { $year }
    [3] Март { $year }
    [4] Апрель { $year }
    [5] Май { $year }
    [6] Июнь { $year }
    [7] Июль { $year }
    [8] Август { $year }
    [9] Сентябрь { $year }
    [10] Октябрь { $year }
    [11] Ноябрь { $year }
   *[12] Декабрь { $year }
}
# The calendar's columns, Monday first.
archive-mon = Пн
archive-tue = Вт
archive-wed = Ср
archive-thu = Чт
archive-fri = Пт
archive-sat = Сб
archive-sun = Вс
archive-killer = Киллер
# The one letter of a day's link to each of its puzzles: see archive-legend.
archive-letter = { $edition ->
    [easy] Л
    [medium] С
    [hard] Т
   *[killer] К
}
archive-solved = { $level }, решено
archive-legend = Л, С и Т открывают лёгкую, среднюю и трудную головоломку дня, К — киллер дня; решённые закрашены.
archive-solvers-legend = Число под датой — сколько игроков решили головоломки этого дня.
archive-solvers = Решили: лёгкую — { $easy }, среднюю — { $medium }, трудную — { $hard }, киллер — { $killer }
# Said to screen readers after the number of players under a day ($count).
archive-players-solved = { $count ->
    [one] игрок решил
    [few] игрока решили
    [many] игроков решили
   *[other] игроков решили
}

## The community figures: a daily's players and times, and the player's standing.

community-unavailable = Статистика недоступна.
community-players = Игроки
community-nobody = Её ещё никто не решил.
community-nobody-today = Сегодня её ещё никто не решил.
# HTML: keep the <strong> tags.
community-median = { $count ->
    [one] <strong>Решил { $count } игрок</strong>; медианное время — <strong>{ $median }</strong>.
    [few] <strong>Решили { $count } игрока</strong>; медианное время — <strong>{ $median }</strong>.
    [many] <strong>Решили { $count } игроков</strong>; медианное время — <strong>{ $median }</strong>.
   *[other] <strong>Решили { $count } игроков</strong>; медианное время — <strong>{ $median }</strong>.
}
community-median-today = { $count ->
    [one] Сегодня <strong>решил { $count } игрок</strong>; медианное время — <strong>{ $median }</strong>.
    [few] Сегодня <strong>решили { $count } игрока</strong>; медианное время — <strong>{ $median }</strong>.
    [many] Сегодня <strong>решили { $count } игроков</strong>; медианное время — <strong>{ $median }</strong>.
   *[other] Сегодня <strong>решили { $count } игроков</strong>; медианное время — <strong>{ $median }</strong>.
}
# A bar of the histogram of finishing times: the times it holds, like "3:00–3:29".
community-range = { $from }–{ $to }
community-range-last = { $from } и больше
community-histogram = Время решения: от { $from } до { $to } и больше
community-histogram-yours = Время решения: от { $from } до { $to } и больше; ваше, { $time }, в столбце { $bar }
community-bar = { $count ->
    [one] { $range }: { $count } игрок
    [few] { $range }: { $count } игрока
    [many] { $range }: { $count } игроков
   *[other] { $range }: { $count } игроков
}
community-bar-yours = { $count ->
    [one] { $range }: { $count } игрок, включая вас
    [few] { $range }: { $count } игрока, включая вас
    [many] { $range }: { $count } игроков, включая вас
   *[other] { $range }: { $count } игроков, включая вас
}
community-your-time = Ваше время, { $time }, — в отмеченном столбце ({ $bar }).
# The player's standing once they solved a daily; $time is their time, like 4:12.
community-first = Ваше время — { $time }. До вас эту головоломку не решил никто.
community-first-today = Ваше время — { $time }. Сегодня до вас эту головоломку не решил никто.
# $hinted is a clause from community-hinted.
community-faster-than-other = Ваше время — { $time }: быстрее второго игрока; { $hinted }.
community-faster-than-other-today = Ваше время — { $time }: быстрее второго игрока за сегодня; { $hinted }.
community-no-faster-than-other = Ваше время — { $time }: не быстрее второго игрока; { $hinted }.
community-no-faster-than-other-today = Ваше время — { $time }: не быстрее второго игрока за сегодня; { $hinted }.
# $share: the percentage of the other players who took longer; $others: how many other players.
community-faster-than-share = { $others ->
    [one] Ваше время — { $time }: быстрее, чем у { $share }% из { $others } другого игрока; { $hinted }.
   *[other] Ваше время — { $time }: быстрее, чем у { $share }% из { $others } других игроков; { $hinted }.
}
community-faster-than-share-today = { $others ->
    [one] Ваше время — { $time }: быстрее, чем у { $share }% из { $others } другого игрока за сегодня; { $hinted }.
   *[other] Ваше время — { $time }: быстрее, чем у { $share }% из { $others } других игроков за сегодня; { $hinted }.
}
# The end of the standing's sentence: $share is the percentage of all players who took a hint.
community-hinted = { $share ->
    [0] подсказками не пользовался никто
    [100] подсказками пользовались все игроки
   *[other] подсказками пользовались { $share }% всех игроков
}
# $reason: the server's reason, the end of a sentence (in English).
community-not-counted = Ваше время не засчитано: { $reason }
community-standing-not-counted = { $standing } Ваше время не засчитано: { $reason }
community-counted = Ваше время засчитано.
community-unavailable-now = Статистика сейчас недоступна; ваше время будет засчитано, когда вы вернётесь к этой головоломке.
room-guest-1 = Лиса
room-guest-2 = Сова
room-guest-3 = Медведь
room-guest-4 = Заяц
room-guest-5 = Олень
room-guest-6 = Тюлень
room-guest-7 = Барсук
room-guest-8 = Ёж
room-player-number = Игрок { $number }
shared-credit-both = «{ $title }», автор: { $author }
shared-credit-title = «{ $title }»
shared-credit-author = Автор: { $author }
