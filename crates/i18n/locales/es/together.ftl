# Playing together (rooms), sharing a puzzle, shared and variant puzzles, new puzzles on
# demand, the daily archive and the daily's community figures.

## Rooms (/r/…): a puzzle solved together.

room-missing-title = Esta sala no existe
room-missing-text = No hay ninguna sala en esta dirección. Las salas que no se usan durante un mes se eliminan.
room-missing-action = Abre un sudoku y elige <strong>Jugar juntos</strong> para crear una nueva, o <a href="/">juega el sudoku de hoy</a>.
room-unavailable-title = Las salas no están disponibles
room-unavailable-text = El sitio no puede abrir sus salas ahora mismo. Vuelve a intentarlo dentro de un minuto; todos los sudokus se pueden seguir jugando en solitario.
room-play-today = Jugar el sudoku de hoy
room-unreadable = No se pudo leer el tablero de esta sala.
room-title = Jugando juntos
room-people = Quién está aquí
room-person-you = { $name } (tú)
room-status-connecting = Entrando en la sala…
room-status-online = Las jugadas de todos aparecen aquí al momento; Deshacer solo anula las tuyas.
room-status-offline = { $count ->
    [0] Sin conexión: puedes seguir jugando aquí y la sala se pondrá al día cuando vuelva la conexión.
    [one] Sin conexión: puedes seguir jugando aquí; { $count } cambio se enviará cuando vuelva la conexión.
   *[other] Sin conexión: puedes seguir jugando aquí; { $count } cambios se enviarán cuando vuelva la conexión.
}
room-invite = Invitar a alguien
room-link-label = Enlace a esta sala
room-copy-link = Copiar enlace
room-show-qr = Mostrar código QR
room-link-copied = Enlace copiado.
room-copy-by-hand = Copia el enlace de arriba para invitar a alguien.
room-qr-failed = No se pudo generar el código QR; copia el enlace.
room-qr-label = Código QR del enlace de la sala
room-name-label = Tu nombre aquí
room-name-placeholder = Invitado
room-name-use = Usar este nombre
room-note = Cualquiera con el enlace puede unirse, hasta ocho personas a la vez. Un sudoku diario resuelto en una sala cuenta para la sala: no se envía como resultado diario de nadie.
room-start-offline = Una sala necesita conexión con el sitio: vuelve a intentarlo cuando estés en línea.
room-start-unavailable = Este sitio no puede crear salas ahora mismo.
room-start-refused = No se pudo crear la sala: { $reason }
room-joined = { $name } se ha unido.
room-left = { $name } se ha ido.
room-finished = ¡Resuelto en equipo en { $time }!
room-finished-placed = ¡Resuelto en equipo en { $time }! Números colocados mientras estabas aquí: { $placed }.
room-finished-untimed = ¡Resuelto en equipo!
room-finished-placed-untimed = ¡Resuelto en equipo! Números colocados mientras estabas aquí: { $placed }.
room-placed = { $name } { $count }

## Sharing a puzzle: the box under a game.

share-legend = Compartir o imprimir
share-include-progress = Incluir mi progreso
share-link-label = Enlace a este sudoku
share-copy-link = Copiar enlace
share-link-copied = Enlace copiado.
share-copy-by-hand = Copia el enlace de abajo para compartirlo.
share-print = Imprimir este sudoku
share-together = Jugar juntos
share-making-room = Creando una sala…
share-sudokupad = Abrir en SudokuPad

## A puzzle shared as a link (/p/…).

shared-title-new-puzzle = { $level ->
    [easy] Nuevo sudoku fácil de { $size }×{ $size }
    [medium] Nuevo sudoku de { $size }×{ $size }, nivel medio
    [hard] Nuevo sudoku difícil de { $size }×{ $size }
    [expert] Nuevo sudoku de { $size }×{ $size }, nivel experto
   *[master] Nuevo sudoku de { $size }×{ $size }, nivel maestro
}
shared-title-new-latin = { $level ->
    [easy] Nuevo cuadrado latino fácil de { $size }×{ $size }
    [medium] Nuevo cuadrado latino de { $size }×{ $size }, nivel medio
    [hard] Nuevo cuadrado latino difícil de { $size }×{ $size }
    [expert] Nuevo cuadrado latino de { $size }×{ $size }, nivel experto
   *[master] Nuevo cuadrado latino de { $size }×{ $size }, nivel maestro
}
shared-title-puzzle = Sudoku compartido de { $size }×{ $size }
shared-title-latin = Cuadrado latino compartido de { $size }×{ $size }
shared-broken-title = Enlace de sudoku roto
shared-broken-heading = Este enlace de sudoku está roto
shared-broken-reason = No hemos podido leer el sudoku de este enlace: { $reason }.
shared-broken-help = Si te lo ha enviado alguien, pídele que lo vuelva a copiar. <a href="/create">Pega un sudoku</a> o <a href="/">juega el sudoku de hoy</a>.

## Variant puzzles: killer, jigsaw, diagonal.

variant-title-new-killer = { $level ->
    [easy] Nuevo sudoku killer fácil
    [medium] Nuevo sudoku killer, nivel medio
    [hard] Nuevo sudoku killer difícil
    [expert] Nuevo sudoku killer, nivel experto
   *[master] Nuevo sudoku killer, nivel maestro
}
variant-title-new-jigsaw = { $level ->
    [easy] Nuevo sudoku irregular fácil
    [medium] Nuevo sudoku irregular, nivel medio
    [hard] Nuevo sudoku irregular difícil
    [expert] Nuevo sudoku irregular, nivel experto
   *[master] Nuevo sudoku irregular, nivel maestro
}
variant-title-new-diagonal = { $level ->
    [easy] Nuevo sudoku diagonal fácil
    [medium] Nuevo sudoku diagonal, nivel medio
    [hard] Nuevo sudoku diagonal difícil
    [expert] Nuevo sudoku diagonal, nivel experto
   *[master] Nuevo sudoku diagonal, nivel maestro
}
variant-title-new-classic = { $level ->
    [easy] Nuevo sudoku clásico fácil
    [medium] Nuevo sudoku clásico, nivel medio
    [hard] Nuevo sudoku clásico difícil
    [expert] Nuevo sudoku clásico, nivel experto
   *[master] Nuevo sudoku clásico, nivel maestro
}
variant-title-killer = Sudoku killer compartido
variant-title-jigsaw = Sudoku irregular compartido
variant-title-diagonal = Sudoku diagonal compartido
variant-title-classic = Sudoku clásico compartido
variant-title-sized = { $title } ({ $size }×{ $size })
variant-daily-killer = Killer diario del { $date }
variant-rules-summary = Reglas
variant-rules-classic = Coloca cada número una vez en cada fila, columna y bloque.
variant-rules-killer = Coloca cada número una vez en cada fila, columna y bloque. Los números de cada jaula discontinua suman su total y no se repiten dentro de la jaula.
variant-rules-jigsaw = Coloca cada número una vez en cada fila, columna y región delimitada; las regiones tienen formas irregulares.
variant-rules-diagonal = Coloca cada número una vez en cada fila, columna y bloque, y también en cada una de las dos diagonales mayores.
variant-cell-region = región { $region }
variant-cell-main-diagonal = en la diagonal principal
variant-cell-anti-diagonal = en la diagonal secundaria
variant-cell-cage = { $count ->
    [one] jaula de { $count } celda
   *[other] jaula de { $count } celdas
}
variant-cell-cage-sum = { $count ->
    [one] jaula de { $count } celda, suma { $sum }
   *[other] jaula de { $count } celdas, suma { $sum }
}
variant-cage-aid-none = { $size ->
    [one] Jaula de { $size } celda, total { $sum }: ya no hay ninguna combinación de números que lo dé.
   *[other] Jaula de { $size } celdas, total { $sum }: ya no hay ninguna combinación de números que lo dé.
}
variant-cage-aid-placed = { $size ->
    [one] Jaula de { $size } celda, total { $sum }: { $sets }. Todos colocados.
   *[other] Jaula de { $size } celdas, total { $sum }: { $sets }. Todos colocados.
}
variant-cage-aid = { $size ->
    [one] Jaula de { $size } celda, total { $sum }: { $sets }. Números que faltan: { $left }.
   *[other] Jaula de { $size } celdas, total { $sum }: { $sets }. Números que faltan: { $left }.
}

## New puzzles on demand (/new).

new-title = Sudoku nuevo
new-heading = Un sudoku nuevo
new-intro = Todos los sudokus tienen una única solución y se resuelven sin adivinar.
new-booklet = Imprimir un cuadernillo de sudokus diarios
new-failed = No se pudo crear el sudoku en este momento: vuelve a intentarlo.
new-latin-heading = Cuadrados latinos
new-latin-text = Solo filas y columnas, sin bloques: cada número una vez en cada fila y columna.
new-variants-heading = Variantes
new-variants-text = Killer: jaulas cuyos números suman su total. Irregular: regiones irregulares en lugar de bloques. Diagonal: las dos diagonales mayores también contienen cada número una sola vez.
new-kind-killer = Killer
new-kind-jigsaw = Irregular
new-kind-diagonal = Diagonal
# Keep the address words (kind=, size=, level names) in English.
new-error-kind = { $word } no es un tipo de sudoku de este sitio: quítalo o pide kind=latin, killer, jigsaw o diagonal.
new-error-no-size = Indica el tamaño de la cuadrícula: size=9, por ejemplo.
new-error-size = { $size } no es un tamaño de cuadrícula.
new-error-level = nivel desconocido { $level } (easy, medium, hard, expert o master).
new-error-levels = { $kind ->
    [latin] Los cuadrados latinos de { $size }×{ $size } solo están disponibles en { $levels }.
    [killer] Los sudokus killer de { $size }×{ $size } solo están disponibles en { $levels }.
    [jigsaw] Los sudokus irregulares de { $size }×{ $size } solo están disponibles en { $levels }.
    [diagonal] Los sudokus diagonales de { $size }×{ $size } solo están disponibles en { $levels }.
   *[classic] Los sudokus de { $size }×{ $size } solo están disponibles en { $levels }.
}
new-error-only-size = { $kind ->
    [latin] Aquí no hay cuadrados latinos de { $size }×{ $size }: son de { $only }×{ $only }.
    [killer] Aquí no hay sudokus killer de { $size }×{ $size }: son de { $only }×{ $only }.
    [jigsaw] Aquí no hay sudokus irregulares de { $size }×{ $size }: son de { $only }×{ $only }.
    [diagonal] Aquí no hay sudokus diagonales de { $size }×{ $size }: son de { $only }×{ $only }.
   *[classic] Aquí no hay sudokus de { $size }×{ $size }: son de { $only }×{ $only }.
}
new-error-sizes = { $kind ->
    [latin] Aquí no hay cuadrados latinos de { $size }×{ $size }: prueba con { $sizes } o { $last }.
    [killer] Aquí no hay sudokus killer de { $size }×{ $size }: prueba con { $sizes } o { $last }.
    [jigsaw] Aquí no hay sudokus irregulares de { $size }×{ $size }: prueba con { $sizes } o { $last }.
    [diagonal] Aquí no hay sudokus diagonales de { $size }×{ $size }: prueba con { $sizes } o { $last }.
   *[classic] Aquí no hay sudokus de { $size }×{ $size }: prueba con { $sizes } o { $last }.
}
new-error-none = { $kind ->
    [latin] Aquí no hay cuadrados latinos de { $size }×{ $size }.
    [killer] Aquí no hay sudokus killer de { $size }×{ $size }.
    [jigsaw] Aquí no hay sudokus irregulares de { $size }×{ $size }.
    [diagonal] Aquí no hay sudokus diagonales de { $size }×{ $size }.
   *[classic] Aquí no hay sudokus de { $size }×{ $size }.
}
new-units-classic = fila, columna o bloque
new-units-latin = fila o columna
new-units-jigsaw = fila, columna o región
new-units-diagonal = fila, columna, bloque o diagonal

## The daily archive (/daily): a calendar of past dailies by month.

archive-title = Archivo de sudokus diarios
archive-heading = Sudokus diarios
archive-months = Meses
archive-earlier = ← Anteriores
archive-later = Posteriores →
archive-month = { $month ->
    [1] Enero de { $year }
    [2] Febrero de { $year }
    [3] Marzo de { $year }
    [4] Abril de { $year }
    [5] Mayo de { $year }
    [6] Junio de { $year }
    [7] Julio de { $year }
    [8] Agosto de { $year }
    [9] Septiembre de { $year }
    [10] Octubre de { $year }
    [11] Noviembre de { $year }
   *[12] Diciembre de { $year }
}
archive-mon = Lun
archive-tue = Mar
archive-wed = Mié
archive-thu = Jue
archive-fri = Vie
archive-sat = Sáb
archive-sun = Dom
archive-killer = Killer
# F(ácil), M(edio), D(ifícil), K(iller): see archive-legend.
archive-letter = { $edition ->
    [easy] F
    [medium] M
    [hard] D
   *[killer] K
}
archive-solved = { $level }, resuelto
archive-legend = F, M y D abren el sudoku fácil, medio y difícil del día, y K su Killer; los resueltos aparecen rellenos.
archive-solvers-legend = El número bajo cada día: los jugadores que resolvieron sus sudokus.
archive-solvers = Resuelto por { $easy } (fácil), { $medium } (medio), { $hard } (difícil), { $killer } (killer)
archive-players-solved = { $count ->
    [one] jugador resolvió los sudokus del día
   *[other] jugadores resolvieron los sudokus del día
}

## The community figures: a daily's players and times, and the player's standing.

community-unavailable = Estadísticas no disponibles.
community-players = Jugadores
community-nobody = Nadie lo ha resuelto todavía.
community-nobody-today = Hoy nadie lo ha resuelto todavía.
community-median = { $count ->
    [one] <strong>{ $count } jugador lo ha resuelto</strong>; la mediana de tiempo es <strong>{ $median }</strong>.
   *[other] <strong>{ $count } jugadores lo han resuelto</strong>; la mediana de tiempo es <strong>{ $median }</strong>.
}
community-median-today = { $count ->
    [one] <strong>{ $count } jugador lo ha resuelto</strong> hoy; la mediana de tiempo es <strong>{ $median }</strong>.
   *[other] <strong>{ $count } jugadores lo han resuelto</strong> hoy; la mediana de tiempo es <strong>{ $median }</strong>.
}
community-range = de { $from } a { $to }
community-range-last = { $from } o más
community-histogram = Tiempos de resolución, de { $from } a { $to } o más
community-histogram-yours = Tiempos de resolución, de { $from } a { $to } o más; el tuyo, { $time }, está en la barra { $bar }
community-bar = { $count ->
    [one] { $range }: { $count } jugador
   *[other] { $range }: { $count } jugadores
}
community-bar-yours = { $count ->
    [one] { $range }: { $count } jugador, que eres tú
   *[other] { $range }: { $count } jugadores, incluido tú
}
community-your-time = Tu tiempo, { $time }, está en la barra marcada ({ $bar }).
community-first = Has terminado en { $time }: eres la primera persona en resolverlo.
community-first-today = Has terminado en { $time }: eres la primera persona en resolverlo hoy.
community-faster-than-other = Has terminado en { $time }, más rápido que el otro jugador; { $hinted }.
community-faster-than-other-today = Has terminado en { $time }, más rápido que el otro jugador de hoy; { $hinted }.
community-no-faster-than-other = Has terminado en { $time }, no más rápido que el otro jugador; { $hinted }.
community-no-faster-than-other-today = Has terminado en { $time }, no más rápido que el otro jugador de hoy; { $hinted }.
community-faster-than-share = { $others ->
   *[other] Has terminado en { $time }, más rápido que el { $share } % de los otros { $others } jugadores; { $hinted }.
}
community-faster-than-share-today = { $others ->
   *[other] Has terminado en { $time }, más rápido que el { $share } % de los otros { $others } jugadores de hoy; { $hinted }.
}
community-hinted = { $share ->
    [0] nadie ha usado pistas
    [100] todos los jugadores han usado alguna pista
   *[other] el { $share } % de los jugadores ha usado alguna pista
}
community-not-counted = Tu tiempo no se ha contado: { $reason }
community-standing-not-counted = { $standing } Tu tiempo no se ha contado: { $reason }
community-counted = Tu tiempo se ha contado.
community-unavailable-now = Las estadísticas no están disponibles ahora mismo; tu tiempo se contará cuando vuelvas a este sudoku.
room-guest-1 = Zorro
room-guest-2 = Búho
room-guest-3 = Oso
room-guest-4 = Liebre
room-guest-5 = Ciervo
room-guest-6 = Foca
room-guest-7 = Tejón
room-guest-8 = Erizo
room-player-number = Jugador { $number }
shared-credit-both = «{ $title }», de { $author }
shared-credit-title = «{ $title }»
shared-credit-author = De { $author }
