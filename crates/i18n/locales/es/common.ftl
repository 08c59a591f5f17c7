# Words many pages share: levels, kinds of puzzle and the techniques' names.

level-easy = Fácil
level-medium = Medio
level-hard = Difícil
level-expert = Experto
level-master = Maestro

# A puzzle of a level, inside a sentence.
level-phrase-easy = un sudoku fácil
level-phrase-medium = un sudoku de nivel medio
level-phrase-hard = un sudoku difícil
level-phrase-expert = un sudoku de nivel experto
level-phrase-master = un sudoku de nivel maestro

kind-classic = Sudoku clásico
kind-killer = Sudoku killer
kind-jigsaw = Sudoku irregular
kind-diagonal = Sudoku diagonal

# The solving techniques.

technique-full-house = Última celda libre
technique-hidden-single = Único oculto
technique-naked-single = Único desnudo
technique-cage-combination = Combinaciones de jaula
technique-pointing = Candidatos apuntadores
technique-locked-candidates = Candidatos bloqueados
technique-claiming = Reducción línea-bloque
technique-cage-overlap = Solapamiento de jaulas
technique-naked-pair = Par desnudo
technique-innies = Celdas interiores
technique-hidden-pair = Par oculto
technique-x-wing = X-Wing
technique-outies = Celdas exteriores
technique-naked-triple = Trío desnudo
technique-hidden-triple = Trío oculto
technique-xy-wing = XY-Wing
technique-swordfish = Pez espada
technique-finned-x-wing = X-Wing con aleta
technique-xyz-wing = XYZ-Wing
technique-w-wing = W-Wing
technique-simple-colouring = Coloreado simple
technique-unique-rectangle = Rectángulo único
technique-unique-rectangle-2 = Rectángulo único tipo 2
technique-unique-rectangle-4 = Rectángulo único tipo 4
technique-finned-swordfish = Pez espada con aleta
technique-unique-rectangle-3 = Rectángulo único tipo 3
technique-naked-quad = Cuarteto desnudo
technique-jellyfish = Medusa
technique-hidden-quad = Cuarteto oculto
technique-bug = BUG+1
technique-x-chain = Cadena X
technique-xy-chain = Cadena XY
technique-als-xz = ALS-XZ
technique-aic = Cadena de inferencias alternas
technique-forcing-chain = Cadena forzada

# Dates: "domingo 22 de noviembre de 2026".
date-long = { $weekday } { $day } de { $month } de { $year }
date-day-month-year = { $day } de { $month } de { $year }
weekday-monday = lunes
weekday-tuesday = martes
weekday-wednesday = miércoles
weekday-thursday = jueves
weekday-friday = viernes
weekday-saturday = sábado
weekday-sunday = domingo
month-1 = enero
month-2 = febrero
month-3 = marzo
month-4 = abril
month-5 = mayo
month-6 = junio
month-7 = julio
month-8 = agosto
month-9 = septiembre
month-10 = octubre
month-11 = noviembre
month-12 = diciembre
