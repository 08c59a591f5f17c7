# Words many pages share: levels, kinds of puzzle and the techniques' names.

level-easy = Facile
level-medium = Medio
level-hard = Difficile
level-expert = Esperto
level-master = Maestro

# A puzzle of a level, inside a sentence.
level-phrase-easy = un sudoku facile
level-phrase-medium = un sudoku di media difficoltà
level-phrase-hard = un sudoku difficile
level-phrase-expert = un sudoku per esperti
level-phrase-master = un sudoku da maestri

kind-classic = Sudoku classico
kind-killer = Killer sudoku
kind-jigsaw = Sudoku irregolare
kind-diagonal = Sudoku diagonale

# The solving techniques, as players of the language call them.

technique-full-house = Full House
technique-hidden-single = Singolo nascosto
technique-naked-single = Singolo nudo
technique-cage-combination = Combinazioni della gabbia
technique-pointing = Pointing
technique-locked-candidates = Candidati bloccati
technique-claiming = Claiming
technique-cage-overlap = Sovrapposizione di gabbie
technique-naked-pair = Coppia nuda
technique-innies = Innies
technique-hidden-pair = Coppia nascosta
technique-x-wing = X-Wing
technique-outies = Outies
technique-naked-triple = Tripla nuda
technique-hidden-triple = Tripla nascosta
technique-xy-wing = XY-Wing
technique-swordfish = Swordfish
technique-finned-x-wing = Finned X-Wing
technique-xyz-wing = XYZ-Wing
technique-w-wing = W-Wing
technique-simple-colouring = Colorazione semplice
technique-unique-rectangle = Rettangolo unico
technique-unique-rectangle-2 = Rettangolo unico tipo 2
technique-unique-rectangle-4 = Rettangolo unico tipo 4
technique-finned-swordfish = Finned Swordfish
technique-unique-rectangle-3 = Rettangolo unico tipo 3
technique-naked-quad = Quadrupla nuda
technique-jellyfish = Jellyfish
technique-hidden-quad = Quadrupla nascosta
technique-bug = BUG+1
technique-x-chain = X-Chain
technique-xy-chain = XY-Chain
technique-als-xz = ALS-XZ
technique-aic = Catena a inferenze alternate
technique-forcing-chain = Forcing Chain

# Dates. The year is written as it is (no grouping); $day is the day of the month.
date-long = { $weekday } { $day } { $month } { $year }
date-day-month-year = { $day } { $month } { $year }
weekday-monday = lunedì
weekday-tuesday = martedì
weekday-wednesday = mercoledì
weekday-thursday = giovedì
weekday-friday = venerdì
weekday-saturday = sabato
weekday-sunday = domenica
# Month names as a date writes them (with a day: some languages inflect them).
month-1 = gennaio
month-2 = febbraio
month-3 = marzo
month-4 = aprile
month-5 = maggio
month-6 = giugno
month-7 = luglio
month-8 = agosto
month-9 = settembre
month-10 = ottobre
month-11 = novembre
month-12 = dicembre
