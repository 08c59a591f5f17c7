# Words many pages share: levels, kinds of puzzle and the techniques' names.

level-easy = Лёгкий
level-medium = Средний
level-hard = Трудный
level-expert = Эксперт
level-master = Мастер

# A puzzle of a level, inside a sentence.
level-phrase-easy = лёгкая головоломка
level-phrase-medium = головоломка средней сложности
level-phrase-hard = трудная головоломка
level-phrase-expert = головоломка уровня «Эксперт»
level-phrase-master = головоломка уровня «Мастер»

kind-classic = Классическое судоку
kind-killer = Киллер-судоку
kind-jigsaw = Фигурное судоку
kind-diagonal = Диагональное судоку

# The solving techniques, as players of the language call them.

technique-full-house = Последняя клетка
technique-hidden-single = Скрытая одиночка
technique-naked-single = Открытая одиночка
technique-cage-combination = Комбинации сумм
technique-pointing = Указывающие кандидаты
technique-locked-candidates = Запертые кандидаты
technique-claiming = Сокращение строка–блок
technique-cage-overlap = Пересечение областей
technique-naked-pair = Открытая пара
technique-innies = Внутренние клетки
technique-hidden-pair = Скрытая пара
technique-x-wing = X-Wing
technique-outies = Внешние клетки
technique-naked-triple = Открытая тройка
technique-hidden-triple = Скрытая тройка
technique-xy-wing = XY-Wing
technique-swordfish = Рыба-меч
technique-finned-x-wing = X-Wing с плавником
technique-xyz-wing = XYZ-Wing
technique-w-wing = W-Wing
technique-simple-colouring = Простая раскраска
technique-unique-rectangle = Уникальный прямоугольник
technique-unique-rectangle-2 = Уникальный прямоугольник, тип 2
technique-unique-rectangle-4 = Уникальный прямоугольник, тип 4
technique-finned-swordfish = Рыба-меч с плавником
technique-unique-rectangle-3 = Уникальный прямоугольник, тип 3
technique-naked-quad = Открытая четвёрка
technique-jellyfish = Медуза
technique-hidden-quad = Скрытая четвёрка
technique-bug = BUG+1
technique-x-chain = X-цепочка
technique-xy-chain = XY-цепочка
technique-als-xz = ALS-XZ
technique-aic = Цепочка чередующихся выводов (AIC)
technique-forcing-chain = Форсирующая цепочка

# Dates. The year is written as it is (no grouping); $day is the day of the month.
date-long = { $weekday }, { $day } { $month } { $year }
date-day-month-year = { $day } { $month } { $year }
weekday-monday = понедельник
weekday-tuesday = вторник
weekday-wednesday = среда
weekday-thursday = четверг
weekday-friday = пятница
weekday-saturday = суббота
weekday-sunday = воскресенье
# Month names as a date writes them (genitive, with a day).
month-1 = января
month-2 = февраля
month-3 = марта
month-4 = апреля
month-5 = мая
month-6 = июня
month-7 = июля
month-8 = августа
month-9 = сентября
month-10 = октября
month-11 = ноября
month-12 = декабря
