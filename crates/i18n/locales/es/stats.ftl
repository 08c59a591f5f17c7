# The statistics page (/stats), the player's data as a file and sync between devices, the
# completion panel of a solved game, and the review of a finished game.

## The statistics page.

stats-title = Tus estadísticas
stats-lead = Se guardan solo en este navegador. Descarga tus datos para tener una copia o llevarlos a otro dispositivo.
stats-reading = Leyendo tus partidas…
stats-no-games = Todavía no hay partidas. Juega { $link } para empezar.
stats-no-games-link = el sudoku de hoy

stats-streak-title = Racha diaria
stats-streak-current = Actual
stats-streak-longest = Más larga
stats-streak-days = { $count ->
    [one] { $count } día
   *[other] { $count } días
}
stats-streak-note = Un día cuenta si resuelves uno de sus sudokus diarios ese mismo día.

stats-year-title = El último año
stats-year-summary = Resueltos en el último año: { $puzzles } en { $days }
stats-year-puzzles = { $count ->
    [one] { $count } sudoku
   *[other] { $count } sudokus
}
stats-year-days = { $count ->
    [one] { $count } día
   *[other] { $count } días
}
stats-day-solved = { $date }: { $count ->
    [0] ninguno
    [one] { $count } sudoku
   *[other] { $count } sudokus
}
stats-month-short-1 = Ene
stats-month-short-2 = Feb
stats-month-short-3 = Mar
stats-month-short-4 = Abr
stats-month-short-5 = May
stats-month-short-6 = Jun
stats-month-short-7 = Jul
stats-month-short-8 = Ago
stats-month-short-9 = Sep
stats-month-short-10 = Oct
stats-month-short-11 = Nov
stats-month-short-12 = Dic

stats-by-level-title = Por tamaño y nivel
stats-table-caption = Partidas por tamaño y nivel
stats-puzzle = Sudoku
stats-played = Jugadas
stats-solved = Resueltas
stats-rate = Éxito
stats-best = Mejor
stats-median = Mediana
stats-mean = Media
stats-hints = Pistas
stats-rate-value = { $rate } %
stats-row-grid = { $kind ->
    [killer] Killer { $size }×{ $size }
    [jigsaw] Irregular { $size }×{ $size }
    [diagonal] Diagonal { $size }×{ $size }
    [latin] Latino { $size }×{ $size }
   *[classic] { $size }×{ $size }
}
stats-row-level = { $grid } { $level }

stats-practice-none = Aún sin practicar
stats-practice-right = { $right } de { $tries } correctas

## The player's data as a file (on the statistics page).

data-title = Tus datos
data-about = Tus partidas, partidas guardadas y ajustes en un solo archivo, para conservarlo o importarlo en otro navegador. Al importar, los datos se combinan: no pierdes nada de lo que ya tienes.
data-download = Descargar mis datos
data-import = Importar datos…
data-imported = Importado: { $count ->
    [one] { $count } partida nueva
   *[other] { $count } partidas nuevas
}, y el resto combinado.
data-not-imported = No se ha importado nada. { $reason }
data-file-unreadable = No se pudo leer el archivo.
data-code-missing = No se pudo cargar el código que lee y escribe los archivos de datos: comprueba la conexión y vuelve a intentarlo.

data-too-large = Este archivo es demasiado grande para ser un archivo de datos de Sudoku.
data-not-data = Este archivo no es un archivo de datos de Sudoku, o está dañado ({ $reason }).
data-not-json = no es JSON
data-version-missing = falta su versión
data-foreign = Este archivo no es un archivo de datos de Sudoku (su formato es { $format }).
data-format-missing = ninguno
data-newer = Este archivo lo creó una versión más reciente del sitio (versión { $version }); actualiza la página y vuelve a intentarlo.
data-game-damaged = La partida { $index } del archivo está dañada: { $reason }.
data-save-damaged = Una partida guardada del archivo está dañada: { $reason }.
data-save-reason = { $key } ({ $why })
data-save-bad-name = no es el nombre de una partida guardada
data-save-no-puzzle = su nombre no indica ningún sudoku

data-storage-full = El almacenamiento de tu navegador para este sitio está lleno, así que tu progreso no se está guardando. Descarga tus datos desde la página de estadísticas y libera algo de espacio.
data-storage-unavailable = Este navegador no permite que el sitio guarde tu progreso.

record-parts = una partida tiene 6 partes, no { $count }
record-id = { $text } no es un identificador de partida
record-status = { $text } no es un estado de partida
record-number = { $text } no es un número entero
record-moment = { $text } no es una fecha y hora válida
record-level = { $text } no tiene un nivel del sitio
record-not-level = { $text } no es un nivel
record-offset = la diferencia horaria de { $offset } es imposible
record-daily-level = su nivel no es el de su sudoku diario

## Sync between the player's devices (on the statistics page).

sync-title = Usar en otro dispositivo
sync-about = La sincronización guarda tus partidas en el servidor de este sitio con un enlace secreto, sin necesidad de cuenta. Cada dispositivo combina sus partidas con las de los demás al abrir esta página.
sync-start = Usar en otro dispositivo
sync-open-link = Abre este enlace en tu otro dispositivo (es secreto: cualquiera que lo tenga puede leer y cambiar tus datos):
sync-copy-link = Copiar enlace
sync-link-copied = Enlace copiado.
sync-copy-by-hand = Selecciona el enlace y cópialo.
sync-qr-label = Código QR del enlace de sincronización
sync-now = Sincronizar ahora
sync-forget = Olvidar este dispositivo
sync-delete = Borrar mis datos del servidor
sync-synced = Sincronizado: { $count ->
    [one] { $count } partida nueva
   *[other] { $count } partidas nuevas
} de tus otros dispositivos.
sync-damaged-link = No se ha sincronizado nada: este enlace de sincronización está dañado, su código no tiene 32 dígitos hexadecimales. Pide un enlace nuevo en tu otro dispositivo.
sync-no-random = Este navegador no puede generar un código de sincronización seguro.
sync-forgotten = Este dispositivo ya no se sincroniza. Sus datos se quedan aquí.
sync-deleted = Tus datos se han borrado del servidor. Este navegador conserva su propia copia.
sync-server-unreadable = No se ha sincronizado nada: no se pudieron leer los datos del servidor. { $reason }
sync-too-large = Tus datos superan lo que este sitio guarda para sincronizar; descárgalos en su lugar.
sync-too-many = Demasiadas sincronizaciones en poco tiempo; vuelve a intentarlo dentro de un minuto.
sync-unavailable = La sincronización no está disponible ahora mismo; tus datos están a salvo en este navegador. Vuelve a intentarlo más tarde.

## The completion panel of a finished game.

completion-solved-title = ¡Bien hecho!
completion-revealed-title = Solución mostrada
completion-solved = Resuelto en { $time } { $hints ->
    [0] sin pistas
    [one] con { $hints } pista
   *[other] con { $hints } pistas
}.
completion-revealed = Se mostró la solución tras { $time } de juego, { $hints ->
    [0] sin pistas
    [one] con { $hints } pista
   *[other] con { $hints } pistas
}.
completion-review = Repasar

# $kind: completion-kind, completion-kind-level or a level's name.
completion-new-best = Nuevo récord personal: { $time }, tu mejor tiempo en { $count } sudokus de la categoría { $kind }.
completion-first = Primer sudoku de la categoría { $kind } resuelto: { $time }.
completion-equals-best = { $time } iguala tu mejor tiempo en { $count } sudokus de la categoría { $kind }.
completion-rank = Tu { $place } mejor tiempo en { $count } sudokus de la categoría { $kind }.
# Spanish ordinals do not vary: "2.º".
completion-ordinal = { $form ->
   *[other] { $place }.º
}
completion-kind = { $kind ->
    [killer] Killer
    [jigsaw] Irregular
    [diagonal] Diagonal
    [latin] Latino { $size }×{ $size }
   *[classic] { $size }×{ $size }
}
completion-kind-level = { $kind } { $level }
completion-streak = Racha diaria: { $count ->
    [one] { $count } día
   *[other] { $count } días
}.
completion-streak-longest = Racha diaria: { $count ->
    [one] { $count } día
   *[other] { $count } días
}, la más larga hasta ahora.

## The review of a finished game.

review-title = Repaso de la partida
review-previous = Anterior
review-next = Siguiente
review-move-shown = Jugada mostrada
review-timeline = Cronología
review-column-move = Jugada
review-column-took = Tiempo
review-column-available = Disponible antes
review-board-label = El tablero tras la jugada { $move }: { $rows }

review-caption-start = El inicio: { $available }.
review-caption-end = El final de la partida.
review-caption-from-here = Desde aquí, { $available }.
review-caption-move = Jugada { $move } de { $total }, a los { $time }: { $move_made } (tardaste { $took }). { $after }

review-timeline-move = { $number }. { $move_made }
review-timeline-mistake = número incorrecto en { $cell }
review-timeline-stuck = más allá de la escalera
review-mark-longest = espera más larga
review-mark-longest-and = espera más larga, { $mark }
review-mark-hardest-found = paso más difícil encontrado
review-mark-toughest-single = único más difícil
review-mark-hardest = paso más difícil

review-stuck-longest = Tu mayor atasco fue antes de la jugada { $move } ({ $took }): { $available }; después, { $move_made }.
review-dropped = Solo se guardan tus últimas jugadas; las primeras no se muestran.
review-hardest = El paso más difícil del sudoku: { $technique } (puntuación { $rating }); { $move ->
    [0] en tu recorrido nunca fue el paso más fácil
   *[other] te lo encontraste por primera vez antes de tu jugada { $move }
}.
review-hardest-beyond = Este sudoku necesita más que las técnicas de la escalera de dificultad; la más difícil que encontraron es { $technique } (puntuación { $rating }); { $move ->
    [0] en tu recorrido nunca fue el paso más fácil
   *[other] te la encontraste por primera vez antes de tu jugada { $move }
}.
review-hardest-single = A este sudoku le bastan los únicos; el más difícil es un { $technique } (puntuación { $rating }); { $move ->
    [0] en tu recorrido nunca fue el paso más fácil
   *[other] te lo encontraste por primera vez antes de tu jugada { $move }
}.
review-full-house = Todos los pasos de este sudoku son de Última celda libre: la última celda vacía de una fila, columna o bloque.

review-next-step = se podía aplicar { $technique }
review-next-mistake = { $cell } tenía un número incorrecto
review-next-stuck = no se podía aplicar ninguna técnica de la escalera de dificultad
review-next-solved = la cuadrícula estaba llena
review-next-unknown = el sudoku no tiene una solución única

review-cell = r{ $row }c{ $column }
review-cells-two = { $first }, { $second }
review-cells-three = { $first }, { $second }, { $third }
review-cells-many = { $count ->
    [one] { $count } celda
   *[other] { $count } celdas
}
review-move-place = { $digit } en { $cells }
review-move-erase = borrado en { $cells }
review-move-notes = notas
review-move-change = cambio en { $cells }
review-move-reset = reinicio
review-move-reveal = solución mostrada
review-move-digit = { $action }: { $digit } en { $cells }
review-move-emptied = { $action }: vaciado de { $cells }
review-move-cells = { $action }: { $cells }
review-action-hint = pista
review-action-undo = deshacer
review-action-redo = rehacer
review-action-checkpoint = vuelta a un punto de control

# No-break spaces between a number and its unit.
review-duration-seconds = { $seconds },{ $tenths } s
review-duration-minutes = { $minutes } min { $seconds } s
review-duration-hours = { $hours } h { $minutes } min
