# The game: its tools, keypad, timer, board and hints.

confirm-reset-title = ¿Borrar el tablero?
confirm-reset-text = Se borrarán todos los números, notas y colores que hayas puesto. Deshacer los recupera.
confirm-reset-yes = Borrar el tablero
confirm-solve-title = ¿Mostrar la solución?
confirm-solve-text = Se rellenarán todas las celdas y la partida terminará; no contará como resuelto.
confirm-solve-yes = Mostrar la solución
confirm-keep-playing = Seguir jugando

play-tool-missing = No se pudo cargar esa herramienta: comprueba la conexión y vuelve a intentarlo, o recarga la página. Tu partida está guardada en este dispositivo.
play-save-missing = No se pudo cargar tu progreso guardado en este sudoku: comprueba la conexión y recarga la página. Mientras tanto, no se guarda nada encima.
play-panel-missing = ¡Resuelto! Tu tiempo queda guardado en este dispositivo. No se pudo cargar el panel final: comprueba la conexión o recarga la página para verlo.

play-modes = Modo de entrada
play-mode-digit = Número
play-mode-corner = Esquina
play-mode-centre = Centro
play-mode-colour = Color
play-mode-candidate-colour = Color de candidato

play-controls = Controles del juego
play-undo = Deshacer
play-undo-title = Deshacer (Ctrl+Z)
play-redo = Rehacer
play-redo-title = Rehacer (Ctrl+Y)
play-check = Comprobar
play-reset = Reiniciar
play-fill-notes = Rellenar notas
play-fill-notes-title = Rellena las notas centrales de cada celda vacía con los números que todavía pueden ir en ella
play-first-mistake = Primer error
play-solve = Resolver
play-checkpoint = Punto de control
play-checkpoint-title = Marca un punto de control antes de arriesgar un número
play-shortcuts = Atajos
play-shortcuts-title = Atajos de teclado (?)
play-checkpoints = Puntos de control
play-back-to-checkpoint = Volver al { $number }

play-no-solution-to-compare = Este sudoku no tiene una solución única con la que comparar.
play-no-solution-to-show = Este sudoku no tiene una solución única que mostrar.
play-first-mistake-at = El primer error está en la fila { $row }, columna { $column }.
play-no-mistakes = De momento, ningún error.
play-board-cleared = Tablero borrado. Deshacer lo recupera.
play-checkpoint-marked = Punto de control { $number } marcado.
play-checkpoint-marked-oldest-dropped = Punto de control { $number } marcado. Es el máximo que guarda una partida: se ha descartado el más antiguo y los demás han bajado un puesto.
play-back-to-checkpoint-done = De vuelta al punto de control { $number }.

settings-title = Ajustes
settings-mark-conflicts = Marcar los conflictos mientras escribo
settings-clean-notes = Quitar las notas que descarta un número
settings-highlight-digit = Resaltar el número seleccionado
settings-highlight-units = Resaltar fila, columna y bloque
settings-highlight-candidates = Resaltar dónde puede ir todavía el número
settings-colour-letters = Mostrar también los colores como letras
settings-number-first = Elegir primero un número y luego tocar sus celdas
settings-cage-aid = Ayuda de sumas: las combinaciones que dan el total de la jaula seleccionada

play-time-played = Tiempo de juego
play-pause = Pausa
play-resume = Reanudar
play-paused = En pausa

keypad-label = Teclado numérico
keypad-enter = Poner { $digit }, quedan { $left }
keypad-colour = Color { $digit }, { $colour }
keypad-colour-candidate = Color de candidato { $digit }
keypad-erase = Borrar
keypad-erase-title = Borrar (Supr)
keypad-palette = Color para candidatos

board-label = Cuadrícula del sudoku

hint-hint = Pista
hint-show-more = Mostrar más
hint-apply = Aplicar
hint-close = Cerrar

hint-cell = la celda de la fila { $row }, columna { $column }
hint-basis-all-candidates = Tus notas solo cubren algunas celdas: en una celda sin notas esta pista tiene en cuenta todos los candidatos.
hint-mistake = Uno de tus números es incorrecto.
hint-mistake-at = El número de { $cell } es incorrecto. Aplicar lo borra.
hint-missing-note = A las notas de una de tus celdas les falta el número que va en ella.
hint-missing-note-at = Mira las notas de { $cell }: ¿qué número que no has anotado puede ir todavía ahí?
hint-missing-note-digit = A las notas de { $cell } les falta el { $digit }, que es el que va ahí. Aplicar lo añade.
hint-look-at-row = Mira la fila { $number }.
hint-look-at-column = Mira la columna { $number }.
hint-look-at-box = Mira el bloque { $number }.
hint-look-at-region = Mira la región { $number }.
hint-look-at-diagonal = Mira la diagonal principal.
hint-look-at-anti-diagonal = Mira la diagonal secundaria.
hint-look-for-next-step = Busca el siguiente paso.
hint-look-around = Mira alrededor de { $cell }.
hint-technique = La técnica que hay que usar: { $technique }.
hint-solved = Todo está rellenado correctamente.
hint-stuck = Las técnicas que conoce este sitio no encuentran ningún paso aquí: esta posición requiere ensayo y error.
hint-no-single-solution = Este sudoku no tiene exactamente una solución, así que no hay ninguna pista que dar.

daily-title = Sudoku diario { $level } del { $date }
daily-today = El sudoku de hoy
daily-levels = Nivel
daily-killer = Killer
daily-other-days = Otros días
daily-previous-day = ← Día anterior
daily-next-day = Día siguiente →
daily-not-yet-title = Aún no disponible
daily-not-yet = Los sudokus del { $date } aún no están disponibles: hoy es { $today }.
daily-play-today = Jugar el sudoku de hoy
daily-before-first-title = No hay sudoku diario ese día
daily-before-first = No hay sudoku diario para el { $date }: empiezan el { $first }.
daily-browse-archive = Ver el archivo
daily-not-found-title = Página no encontrada
daily-unavailable-title = No se pudo crear el sudoku
daily-unavailable = Algo ha fallado al crear este sudoku. Vuelve a intentarlo más tarde.
confirm-reset-mine-title = ¿Deshacer tus cambios?
confirm-reset-mine-text = Se deshacen todos los números, notas y colores que cambiaste en esta página, para todos en la sala; lo que pusieron los demás se queda. Deshacer recupera los tuyos.
confirm-reset-mine-yes = Deshacer los míos
play-own-taken-back = Tus cambios se han deshecho. Deshacer los recupera.
