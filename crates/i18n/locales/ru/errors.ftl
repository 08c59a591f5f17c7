# Why something the player gave the site is not a puzzle or a page. Most of these are clauses
# that other messages put after a colon, so they start in lower case and end without a full stop.

## A share code (the part of a /p/ link after /p/) that does not decode.

error-code-empty = код пуст
error-code-cut-short = ссылка обрезана: не хватает конца кода
error-code-bad-character = в коде на позиции { $position } стоит символ { $character }, которого не бывает в кодах головоломок
error-code-unknown-version = версия кода { $version } новее, чем у этого сайта: возможно, код создан более новой версией сайта
error-code-not-a-code = это не код головоломки (такие коды начинаются с номера версии: 1, 2 или 3)
error-code-checksum = контрольные цифры кода не сходятся — код скопирован целиком?
error-code-trailing-data = код продолжается после конца головоломки — не добавилось ли к нему что-то при вставке?
error-code-variant = { $kind ->
    [killer] это код киллер-судоку, а не классического судоку
    [jigsaw] это код фигурного судоку, а не классического судоку
   *[diagonal] это код диагонального судоку, а не классического судоку
}
error-code-rules = по правилам этого кода играть нельзя: { $reason }
error-code-too-long = код слишком длинный для головоломки ({ $length ->
    [one] { $length } символ
    [few] { $length } символа
    [many] { $length } символов
   *[other] { $length } символов
})

## Rules (regions and killer cages) that a share code's data cannot make.

error-rules-region-cells = фигуры покрывают { $found ->
    [one] { $found } клетку
    [few] { $found } клетки
    [many] { $found } клеток
   *[other] { $found } клеток
}, а не { $expected }
error-rules-region-size = фигура { $region } состоит из { $cells ->
    [one] { $cells } клетки
    [few] { $cells } клеток
    [many] { $cells } клеток
   *[other] { $cells } клеток
}, а не из { $size }
error-rules-cage-cell = в одной из областей есть клетка за пределами поля
error-rules-cage-overlap = клетка в строке { $row }, столбце { $column } входит сразу в две области
error-rules-cage-size = в одной из областей { $cells ->
    [one] { $cells } клетка
    [few] { $cells } клетки
    [many] { $cells } клеток
   *[other] { $cells } клеток
}
error-rules-cage-sum = область из { $cells ->
    [one] { $cells } клетки
    [few] { $cells } клеток
    [many] { $cells } клеток
   *[other] { $cells } клеток
} не может давать в сумме { $sum }

## A grid typed or pasted as text that does not read.

error-grid-unknown-size = { $found ->
    [one] { $found } клетка
    [few] { $found } клетки
    [many] { $found } клеток
   *[other] { $found } клеток
} — это не размер поля (поле 4×4 — это 16 клеток, 6×6 — 36, 8×8 — 64, 9×9 — 81, 12×12 — 144, 16×16 — 256, 25×25 — 625)
error-grid-not-a-square = { $found ->
    [one] { $found } клетка
    [few] { $found } клетки
    [many] { $found } клеток
   *[other] { $found } клеток
} — это не латинский квадрат (в квадрате со стороной n ровно n×n клеток, n — не больше 25)
error-grid-wrong-length = ожидалось клеток: { $expected }, найдено: { $found }
error-grid-bad-character = недопустимый символ { $character } в строке { $line }, столбце { $column }
error-grid-digit-too-large = цифра { $character } в строке { $line }, столбце { $column } слишком велика для поля { $size }×{ $size }

## What is wrong with a puzzle or link from another site ($site in error-import-site).

error-site-no-puzzle = самой головоломки там нет
error-site-length = в записи головоломки { $found ->
    [one] { $found } символ
    [few] { $found } символа
    [many] { $found } символов
   *[other] { $found } символов
}, а не { $expected }
error-site-character = в записи головоломки есть символ { $character }, которого этот формат не использует
error-site-compressed = её сжатые данные повреждены — ссылка скопирована целиком?
error-site-data = не удаётся прочитать данные головоломки: { $reason }
error-site-size = её поле { $size }×{ $size }, а такой размер на этом сайте не поддерживается
error-site-given = одна из исходных цифр недопустима для этого поля
error-site-variant = это вариант судоку ({ $variant }), а не классическое судоку
error-site-constraint = в ней есть ограничение, которое этот сайт не поддерживает: { $name }
error-site-stored = она ссылается на головоломку, хранящуюся на сервере того сайта ({ $id }); откройте её там и скопируйте поле или полную ссылку на головоломку
error-site-too-long = она слишком длинная для классической головоломки ({ $length ->
    [one] { $length } символ
    [few] { $length } символа
    [many] { $length } символов
   *[other] { $length } символов
})

# Why another site's puzzle data cannot be read (inside error-site-data).
error-site-data-not-puzzle = это не данные головоломки
error-site-data-no-grid = в них нет поля из клеток
error-site-data-not-square = поле не квадратное
error-site-data-sudokuwiki-form = это упакованная запись SudokuWiki, которую этот сайт не умеет читать
error-site-data-cell-region = у одной из клеток нет фигуры
error-site-data-region-number = фигура одной из клеток указана не числом
error-site-data-regions = не в каждой фигуре по одной клетке на каждую цифру
error-site-data-cages = области пересекаются или не могут дать свои суммы
error-site-data-cage-cells = в одной из областей нет клеток
error-site-data-cage-outside = одна из областей указывает клетку за пределами поля
error-site-data-cage-total = сумма одной из областей — не число

# The variant another site's puzzle is (inside error-site-variant's brackets).
error-site-variant-killer = киллер-судоку
error-site-variant-jigsaw = фигурное судоку
error-site-variant-diagonal = диагональное судоку
error-site-variant-killer-cages = области с суммами
error-site-variant-irregular-regions = фигуры неправильной формы
error-site-variant-sudokuwiki-type = тип головоломки SudokuWiki { $letter }

## Why a pasted text could not be imported: [sentence] stands alone, [clause] follows a colon.

error-import-empty = { $form ->
    [sentence] Нечего импортировать: вставьте головоломку или ссылку на неё.
   *[clause] нечего импортировать: вставьте головоломку или ссылку на неё
}
error-import-grid = { $form ->
    [sentence] Похоже на поле головоломки, но { $reason }.
   *[clause] похоже на поле головоломки, но { $reason }
}
error-import-share-code = { $form ->
    [sentence] Похоже на код головоломки, но { $reason }.
   *[clause] похоже на код головоломки, но { $reason }
}
error-import-site = { $form ->
    [sentence] Это головоломка { $site }, но { $reason }.
   *[clause] это головоломка { $site }, но { $reason }
}
error-import-unknown-site = { $form ->
    [sentence] { $host } не входит в число сайтов, с которых можно импортировать головоломки (попробуйте ссылку с Sudoku Exchange, SudokuPad, SudokuWiki или f-puzzles).
   *[clause] { $host } не входит в число сайтов, с которых можно импортировать головоломки (попробуйте ссылку с Sudoku Exchange, SudokuPad, SudokuWiki или f-puzzles)
}
error-import-unrecognised = { $form ->
    [sentence] Это не головоломка: вставьте 81 цифру (0 или . для пустых клеток), код головоломки или ссылку на головоломку.
   *[clause] это не головоломка: вставьте 81 цифру (0 или . для пустых клеток), код головоломки или ссылку на головоломку
}

## A date in an address that does not read (inside error-daily-not-a-date).

error-date-format = ожидалась дата вида YYYY-MM-DD, а указано { $text }
error-date-year = год { $year } вне диапазона от 1 до 9999
error-date-month = месяц { $month } вне диапазона от 1 до 12
error-date-day = в месяце { $month } нет { $day }-го числа

## The page of a daily address that does not exist (under "Page not found").

error-daily-not-a-level = Ежедневные головоломки бывают лёгкие (easy), средние (medium) и трудные (hard), а ещё есть киллер (killer).
error-daily-not-a-date = Это не дата: { $reason }.
