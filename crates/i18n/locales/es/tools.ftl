# The tools around the game: the solver, the create page, the printable booklet, the keyboard
# shortcuts, the learn pages and their practice, the completion grade, and the offline and
# not-found pages.

## /solver

solver-title = Solucionador
solver-input-label = Sudoku (en una línea o por filas; . o 0 para las celdas vacías)
solver-solve = Resolver
solver-watch = Ver paso a paso
solver-not-a-puzzle = Esto no es un sudoku: { $reason }.
solver-unique = Una solución.
solver-multiple = Varias soluciones: no es un sudoku válido. Una de ellas:
solver-no-solution = Sin solución.
solver-already-solved = La cuadrícula ya está resuelta.
solver-time = Tiempo
solver-micros = { $micros } µs
solver-positions = Posiciones
solver-guesses = Conjeturas
solver-backtracks = Retrocesos
solver-watch-solved = Resuelto.
solver-watch-no-solution = Sin solución.
solver-watch-running = En marcha…
solver-watch-paused = En pausa.
solver-watch-status = { $state } { $steps }, { $recursions }, { $backtracks }.
solver-watch-steps = { $count ->
    [one] { $count } paso
   *[other] { $count } pasos
}
solver-watch-recursions = { $count ->
    [one] { $count } recursión
   *[other] { $count } recursiones
}
solver-watch-backtracks = { $count ->
    [one] { $count } retroceso
   *[other] { $count } retrocesos
}
solver-pause = Pausa
solver-resume = Reanudar
solver-speed = Velocidad
solver-speed-label = Pasos por segundo
solver-speed-value = { $speed } pasos/s
solver-grid = Cuadrícula

## /create

create-title = Crear un sudoku
create-lead = Escribe las pistas en la cuadrícula o pega un sudoku: sus números (81 para un 9×9, letras desde la A a partir de 10) o un enlace de este sitio, Sudoku Exchange, SudokuPad o SudokuWiki. Después, fija las pistas.
create-paste-label = Pega un sudoku o un enlace
create-load = Cargar
create-size = { $side }×{ $side }
create-sizes-label = Tamaño de la cuadrícula
create-latin = Cuadrado latino: solo filas y columnas, sin bloques
create-editing-label = Edición
create-undo = Deshacer
create-redo = Rehacer
create-clear = Vaciar
create-lock = Fijar
create-your-puzzle-label = Tu sudoku
create-play = Jugar
create-edit = Editar
create-lock-empty = Primero escribe algunas pistas.
create-lock-conflicts-box = { $count ->
    [one] { $count } pista repite un número en una fila, columna o bloque; está marcada.
   *[other] { $count } pistas repiten un número en una fila, columna o bloque; están marcadas.
}
create-lock-conflicts-latin = { $count ->
    [one] { $count } pista repite un número en una fila o columna; está marcada.
   *[other] { $count } pistas repiten un número en una fila o columna; están marcadas.
}
create-lock-conflicts-region = { $count ->
    [one] { $count } pista repite un número en una fila, columna o región; está marcada.
   *[other] { $count } pistas repiten un número en una fila, columna o región; están marcadas.
}
create-lock-conflicts-diagonal = { $count ->
    [one] { $count } pista repite un número en una fila, columna, bloque o diagonal; está marcada.
   *[other] { $count } pistas repiten un número en una fila, columna, bloque o diagonal; están marcadas.
}
create-lock-no-solution = Estas pistas no tienen solución.
create-lock-several = Estas pistas tienen varias soluciones: añade una pista en una de las celdas marcadas.
create-lock-unique = Solución única: estas pistas tienen exactamente una solución.
create-lock-unique-graded = Solución única: estas pistas tienen exactamente una solución. { $level } (puntuación { $rating }).
create-lock-unique-beyond = Solución única: estas pistas tienen exactamente una solución. { $level } (puntuación { $rating }, más allá de las técnicas que enseña este sitio).

## /print

print-title = Imprimir un cuadernillo
print-lead = Los sudokus diarios de un nivel (o los Killer diarios), el de hoy y los de los días anteriores, varios por hoja, con las soluciones en la última hoja.
print-level = Nivel
print-per-sheet = Sudokus por hoja
print-sheets = Hojas
print-make = Crear el cuadernillo
print-print = Imprimir

booklet-killer = Killer
booklet-sheet = Hoja { $number } · { $edition }
booklet-caption = { $number }. { $edition }, { $date }
booklet-solutions = Soluciones
booklet-solution-caption = { $number }.
booklet-no-solution = { $number }. Sin solución única.

## The keyboard shortcuts (the ? key in a game)

shortcuts-title = Atajos de teclado
shortcuts-close = Cerrar
shortcuts-digit = Escribir un número (letras por encima de 9), una nota o un color en las celdas seleccionadas
shortcuts-arrows-key = Flechas
shortcuts-arrows = Mover la selección
shortcuts-shift-arrows-key = Mayús + flechas
shortcuts-shift-arrows = Añadir celdas a la selección
shortcuts-click-key = Mayús / Ctrl + clic, arrastrar
shortcuts-click = Seleccionar varias celdas
shortcuts-erase-key = Supr, Retroceso, 0
shortcuts-erase = Borrar
shortcuts-modes = Modo número, esquina, centro, color y color de candidato (desde 12×12, C y B son números)
shortcuts-space-key = Espacio
shortcuts-space = Modo siguiente
shortcuts-undo-key = Ctrl + Z
shortcuts-undo = Deshacer
shortcuts-redo-key = Ctrl + Y, Ctrl + Mayús + Z
shortcuts-redo = Rehacer
shortcuts-help = Mostrar u ocultar estos atajos
shortcuts-escape-key = Esc
shortcuts-escape = Cerrar esta lista

## /learn

learn-title = Aprende las técnicas
learn-lead = Todas las técnicas que usa nuestro solucionador, en el orden en que las prueba: por nivel, de la más fácil a la más difícil, y por puntuación dentro de cada nivel (la puntuación indica lo difícil que es ver una técnica; el nivel, lo difíciles que son los sudokus que la necesitan). Cada página explica una, la muestra en un ejemplo resuelto y te da posiciones para practicarla.
learn-variants-heading = Killer, irregular y diagonal
learn-variants-text = Las variantes añaden estas a las técnicas anteriores: las jaulas del killer y la regla del 45, y los candidatos bloqueados donde una región irregular o una diagonal se cruza con una fila, columna o bloque. Sus ejemplos y posiciones usan la cuadrícula de la variante.
learn-rated = puntuación { $rating }
learn-page-title = { $technique } · Aprender
learn-all = Todas las técnicas
learn-technique-level = { $level ->
    [easy] Técnica fácil, puntuación { $rating }.
    [medium] Técnica de nivel medio, puntuación { $rating }.
    [hard] Técnica difícil, puntuación { $rating }.
    [expert] Técnica de nivel experto, puntuación { $rating }.
   *[master] Técnica de nivel maestro, puntuación { $rating }.
}
learn-previous = ← { $technique }
learn-next = { $technique } →
learn-neighbours-label = Técnicas
learn-how-it-works = Cómo funciona
learn-example = Un ejemplo
learn-no-example = Todavía no hay un ejemplo resuelto de esta técnica.
learn-key-pattern = el patrón
learn-key-pattern-alt = su otra parte (el segundo color, los otros eslabones de la cadena)
learn-key-removed = eliminado
learn-key-placed = colocado
learn-candidate = { $digit } en { $cell }
learn-cell-digit = { $cell }: { $digit }
learn-cell-candidates = { $cell }: candidatos { $candidates }
learn-cell-struck = { $cell }: candidatos { $candidates }, tachados { $struck }
learn-cell-chosen = { $cell }: candidatos { $candidates }, elegido { $chosen }
learn-cell-struck-chosen = { $cell }: candidatos { $candidates }, tachados { $struck }, elegido { $chosen }
learn-verdict-right = ¡Correcto! Ese es el patrón de { $technique }.
learn-verdict-another = ¡Correcto! Es otro patrón de { $technique }. La demostración muestra el que encontró primero el solucionador.
learn-verdict-empty = Primero marca los candidatos que hay que eliminar o el número que hay que colocar.
learn-verdict-placement = Ese no: el patrón de { $technique } de aquí no coloca ese número.
learn-verdict-not-yet = Todavía no: { $reason }.
learn-verdict-not-yet-both = Todavía no: { $extra }; { $missing }.
learn-verdict-extra = { $count ->
    [one] este patrón de { $technique } no elimina { $marks }
   *[other] este patrón de { $technique } no elimina { $marks }
}
learn-verdict-missing = { $missing ->
    [one] aún falta encontrar { $missing } eliminación
   *[other] aún faltan por encontrar { $missing } eliminaciones
}

practise-heading = Practica
practise-corpus-failed = No se pudieron cargar las posiciones de práctica. Comprueba la conexión y vuelve a intentarlo.
practise-code-failed = No se pudo cargar el código de práctica. Comprueba la conexión y vuelve a intentarlo.
practise-none = No se pudo generar ninguna posición de { $technique }. Vuelve a intentarlo.
practise-tally = Tu práctica: { $tally }.
practise-task-eliminate = Encuentra el patrón de { $technique }: selecciona cada celda de la que elimina un candidato y tacha ese candidato en el teclado; después, pulsa Comprobar.
practise-task-place = Encuentra el patrón de { $technique }: selecciona la celda que rellena y elige el número en el teclado; después, pulsa Comprobar.
practise-proof = Demostración:
practise-making = Generando una posición…
practise-new = Nueva posición
practise-check = Comprobar
practise-show-proof = Mostrar la demostración
practise-not-candidate = { $digit }, no es candidato de esta celda
practise-pad-select = Selecciona una celda para marcar sus candidatos.
practise-pad-filled = { $cell } ya tiene un número: selecciona una celda vacía.
practise-pad-strike = { $cell }: elige un candidato para tacharlo (otra vez para recuperarlo).
practise-pad-choose = { $cell }: elige el candidato que quieres colocar como número.
practise-grid-label = Posición de práctica
practise-pad-label = Candidatos de la celda seleccionada

## The grade of a solved puzzle

grade-sentence = Era { $level } (puntuación { $rating }), con { $techniques }.
grade-technique-count = { $technique } ×{ $count }

## /offline and the page for an unknown address

offline-title = Estás sin conexión
offline-not-saved = Esta página no está guardada en este dispositivo y ahora mismo no se puede acceder al sitio.
offline-still-play = Todos los sudokus que has abierto aquí y los sudokus diarios de la última semana se pueden seguir jugando: { $today }, { $archive } o { $new }, creado en este dispositivo.
offline-today = el sudoku de hoy
offline-archive = el archivo
offline-new = un sudoku nuevo

not-found-title = Página no encontrada
not-found-text = No hay ninguna página en esta dirección.
not-found-play-today = Jugar el sudoku de hoy
shortcuts-corner-key = Mayús + 1–9
shortcuts-corner = Una nota de esquina, sea cual sea el modo
shortcuts-centre-key = Ctrl / Cmd + 1–9
shortcuts-centre = Una nota central, sea cual sea el modo
