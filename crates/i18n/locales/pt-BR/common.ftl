# Words many pages share: levels, kinds of puzzle and the techniques' names.

level-easy = Fácil
level-medium = Médio
level-hard = Difícil
level-expert = Especialista
level-master = Mestre

# A puzzle of a level, inside a sentence.
level-phrase-easy = um sudoku fácil
level-phrase-medium = um sudoku médio
level-phrase-hard = um sudoku difícil
level-phrase-expert = um sudoku de nível especialista
level-phrase-master = um sudoku de nível mestre

kind-classic = Sudoku clássico
kind-killer = Sudoku Killer
kind-jigsaw = Sudoku irregular
kind-diagonal = Sudoku diagonal

# The solving techniques, as players of the language call them.

technique-full-house = Última Célula Livre
technique-hidden-single = Único Oculto
technique-naked-single = Candidato Único
technique-cage-combination = Combinações de Gaiola
technique-pointing = Apontamento
technique-locked-candidates = Candidatos Bloqueados
technique-claiming = Reivindicação
technique-cage-overlap = Sobreposição de Gaiolas
technique-naked-pair = Par Nu
technique-innies = Innies
technique-hidden-pair = Par Oculto
technique-x-wing = X-Wing
technique-outies = Outies
technique-naked-triple = Trio Nu
technique-hidden-triple = Trio Oculto
technique-xy-wing = XY-Wing
technique-swordfish = Swordfish
technique-finned-x-wing = Finned X-Wing
technique-xyz-wing = XYZ-Wing
technique-w-wing = W-Wing
technique-simple-colouring = Coloração Simples
technique-unique-rectangle = Retângulo Único
technique-unique-rectangle-2 = Retângulo Único Tipo 2
technique-unique-rectangle-4 = Retângulo Único Tipo 4
technique-finned-swordfish = Finned Swordfish
technique-unique-rectangle-3 = Retângulo Único Tipo 3
technique-naked-quad = Quarteto Nu
technique-jellyfish = Jellyfish
technique-hidden-quad = Quarteto Oculto
technique-bug = BUG+1
technique-x-chain = Cadeia X
technique-xy-chain = Cadeia XY
technique-als-xz = ALS-XZ
technique-aic = Cadeia de Inferência Alternada
technique-forcing-chain = Cadeia Forçada

# Dates. The year is written as it is (no grouping); $day is the day of the month.
date-long = { $weekday }, { $day } de { $month } de { $year }
date-day-month-year = { $day } de { $month } de { $year }
weekday-monday = segunda-feira
weekday-tuesday = terça-feira
weekday-wednesday = quarta-feira
weekday-thursday = quinta-feira
weekday-friday = sexta-feira
weekday-saturday = sábado
weekday-sunday = domingo
# Month names as a date writes them (with a day: some languages inflect them).
month-1 = janeiro
month-2 = fevereiro
month-3 = março
month-4 = abril
month-5 = maio
month-6 = junho
month-7 = julho
month-8 = agosto
month-9 = setembro
month-10 = outubro
month-11 = novembro
month-12 = dezembro
