# Why something the player gave the site is not a puzzle or a page: a broken share link, a
# pasted puzzle that does not import, a grid that does not read, a daily address that does not
# exist. Most of these are clauses that other messages put after a colon, so they start in
# lower case and end without a full stop.

## A share code (the part of a /p/ link after /p/) that does not decode.

error-code-empty = el código está vacío
error-code-cut-short = el enlace está cortado: falta el final del código
error-code-bad-character = el código tiene { $character } en la posición { $position }, y ningún código para compartir lo contiene
error-code-unknown-version = su versión { $version } es más reciente que la de este sitio: puede que el código venga de una versión más nueva del sitio
error-code-not-a-code = esto no es un código para compartir (empiezan por un número de versión: 1, 2 o 3)
error-code-checksum = los dígitos de control del código no coinciden: ¿se copió entero?
error-code-trailing-data = el código sigue después de terminar su sudoku: ¿se le pegó algo detrás?
error-code-variant = { $kind ->
    [killer] es el código de un sudoku killer, no de un sudoku clásico
    [jigsaw] es el código de un sudoku irregular, no de un sudoku clásico
   *[diagonal] es el código de un sudoku diagonal, no de un sudoku clásico
}
error-code-rules = sus reglas no se pueden jugar: { $reason }
error-code-too-long = el código es demasiado largo para ser un sudoku ({ $length } caracteres)

## Rules (regions and killer cages) that a share code's data cannot make.

error-rules-region-cells = { $found ->
    [one] las regiones cubren { $found } celda, no { $expected }
   *[other] las regiones cubren { $found } celdas, no { $expected }
}
error-rules-region-size = { $cells ->
    [one] la región { $region } tiene { $cells } celda, no { $size }
   *[other] la región { $region } tiene { $cells } celdas, no { $size }
}
error-rules-cage-cell = una jaula tiene una celda fuera de la cuadrícula
error-rules-cage-overlap = dos jaulas comparten la celda de la fila { $row }, columna { $column }
error-rules-cage-size = { $cells ->
    [one] una jaula tiene { $cells } celda
   *[other] una jaula tiene { $cells } celdas
}
error-rules-cage-sum = { $cells ->
    [one] una jaula de { $cells } celda no puede sumar { $sum }
   *[other] una jaula de { $cells } celdas no puede sumar { $sum }
}

## A grid typed or pasted as text that does not read.

error-grid-unknown-size = { $found ->
    [one] { $found } celda no es un tamaño de cuadrícula (un 4×4 tiene 16 celdas; un 6×6, 36; un 8×8, 64; un 9×9, 81; un 12×12, 144; un 16×16, 256; un 25×25, 625)
   *[other] { $found } celdas no es un tamaño de cuadrícula (un 4×4 tiene 16 celdas; un 6×6, 36; un 8×8, 64; un 9×9, 81; un 12×12, 144; un 16×16, 256; un 25×25, 625)
}
error-grid-not-a-square = { $found ->
    [one] { $found } celda no forma un cuadrado latino (uno de lado n tiene n×n celdas, con n hasta 25)
   *[other] { $found } celdas no forman un cuadrado latino (uno de lado n tiene n×n celdas, con n hasta 25)
}
error-grid-wrong-length = se esperaban { $expected } celdas y hay { $found }
error-grid-bad-character = hay un carácter no válido, { $character }, en la línea { $line }, columna { $column }
error-grid-digit-too-large = el número { $character } de la línea { $line }, columna { $column }, es demasiado grande para una cuadrícula de { $size }×{ $size }

## What is wrong with a puzzle or link from another site ($site in error-import-site).

error-site-no-puzzle = no contiene los datos de ningún sudoku
error-site-length = { $found ->
    [one] su sudoku tiene { $found } carácter, no { $expected }
   *[other] su sudoku tiene { $found } caracteres, no { $expected }
}
error-site-character = su sudoku contiene el carácter { $character }, que el formato no usa
error-site-compressed = sus datos comprimidos están dañados: ¿se copió el enlace entero?
error-site-data = no se pueden leer los datos del sudoku: { $reason }
error-site-size = su cuadrícula es de { $size }×{ $size }, un tamaño que no se puede jugar en este sitio
error-site-given = un número inicial no es un número válido de la cuadrícula
error-site-variant = es un sudoku de variante ({ $variant }), no un sudoku clásico
error-site-constraint = tiene una restricción que no se puede jugar en este sitio: { $name }
error-site-stored = hace referencia a un sudoku guardado en el servidor de ese sitio ({ $id }); ábrelo allí y copia su cuadrícula o un enlace completo al sudoku
error-site-too-long = es demasiado largo para ser un sudoku clásico ({ $length } caracteres)

# Why another site's puzzle data cannot be read (inside error-site-data).
error-site-data-not-puzzle = no son datos de un sudoku
error-site-data-no-grid = no hay ninguna cuadrícula de celdas
error-site-data-not-square = la cuadrícula no es cuadrada
error-site-data-sudokuwiki-form = un formato comprimido de SudokuWiki que este sitio no sabe leer
error-site-data-cell-region = una celda no tiene región
error-site-data-region-number = la región de una celda no es un número
error-site-data-regions = no todas sus regiones tienen una celda para cada número
error-site-data-cages = sus jaulas se solapan o no pueden dar sus totales
error-site-data-cage-cells = una jaula no tiene celdas
error-site-data-cage-outside = una jaula incluye una celda fuera de la cuadrícula
error-site-data-cage-total = el total de una jaula no es un número

# The variant another site's puzzle is (inside error-site-variant's brackets).
error-site-variant-killer = sudoku killer
error-site-variant-jigsaw = sudoku irregular
error-site-variant-diagonal = sudoku diagonal
error-site-variant-killer-cages = jaulas de killer
error-site-variant-irregular-regions = regiones irregulares
error-site-variant-sudokuwiki-type = sudoku de SudokuWiki de tipo { $letter }

## Why a pasted text could not be imported: [sentence] stands alone, [clause] goes after a colon.

error-import-empty = { $form ->
    [sentence] No hay nada que importar: pega un sudoku o un enlace a uno.
   *[clause] no hay nada que importar: pega un sudoku o un enlace a uno
}
error-import-grid = { $form ->
    [sentence] Esto parece una cuadrícula de sudoku, pero { $reason }.
   *[clause] esto parece una cuadrícula de sudoku, pero { $reason }
}
error-import-share-code = { $form ->
    [sentence] Esto parece un código para compartir, pero { $reason }.
   *[clause] esto parece un código para compartir, pero { $reason }
}
error-import-site = { $form ->
    [sentence] Esto es un sudoku de { $site }, pero { $reason }.
   *[clause] esto es un sudoku de { $site }, pero { $reason }
}
error-import-unknown-site = { $form ->
    [sentence] { $host } no es un sitio desde el que se puedan importar sudokus (prueba con un enlace de Sudoku Exchange, SudokuPad, SudokuWiki o f-puzzles).
   *[clause] { $host } no es un sitio desde el que se puedan importar sudokus (prueba con un enlace de Sudoku Exchange, SudokuPad, SudokuWiki o f-puzzles)
}
error-import-unrecognised = { $form ->
    [sentence] Esto no es un sudoku: pega 81 números con 0 o . en las celdas vacías, un código para compartir o un enlace a un sudoku.
   *[clause] esto no es un sudoku: pega 81 números con 0 o . en las celdas vacías, un código para compartir o un enlace a un sudoku
}

## A date in an address that does not read (inside error-daily-not-a-date).

error-date-format = se esperaba una fecha con el formato YYYY-MM-DD y hay { $text }
error-date-year = el año { $year } no está entre 1 y 9999
error-date-month = el mes { $month } no está entre 1 y 12
error-date-day = el mes { $month } no tiene día { $day }

## The page of a daily address that does not exist (under "Page not found").

error-daily-not-a-level = Los sudokus diarios son de nivel fácil (easy), medio (medium) o difícil (hard), y además hay un killer.
error-daily-not-a-date = Eso no es una fecha: { $reason }.
