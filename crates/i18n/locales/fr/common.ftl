# Words many pages share: levels, kinds of puzzle and the techniques' names.

level-easy = Facile
level-medium = Moyen
level-hard = Difficile
level-expert = Expert
level-master = Maître

# A puzzle of a level, inside a sentence.
level-phrase-easy = une grille facile
level-phrase-medium = une grille de difficulté moyenne
level-phrase-hard = une grille difficile
level-phrase-expert = une grille de niveau expert
level-phrase-master = une grille de niveau maître

kind-classic = Sudoku classique
kind-killer = Killer sudoku
kind-jigsaw = Sudoku irrégulier
kind-diagonal = Sudoku diagonal

# The solving techniques, as players of the language call them.

technique-full-house = Dernière case libre
technique-hidden-single = Singleton caché
technique-naked-single = Singleton nu
technique-cage-combination = Combinaisons de cage
technique-pointing = Candidats pointants
technique-locked-candidates = Candidats verrouillés
technique-claiming = Réduction ligne-bloc
technique-cage-overlap = Chevauchement de cages
technique-naked-pair = Paire nue
technique-innies = Cases intérieures
technique-hidden-pair = Paire cachée
technique-x-wing = X-Wing
technique-outies = Cases extérieures
technique-naked-triple = Triplet nu
technique-hidden-triple = Triplet caché
technique-xy-wing = XY-Wing
technique-swordfish = Espadon
technique-finned-x-wing = X-Wing à aileron
technique-xyz-wing = XYZ-Wing
technique-w-wing = W-Wing
technique-simple-colouring = Coloriage simple
technique-unique-rectangle = Rectangle unique
technique-unique-rectangle-2 = Rectangle unique type 2
technique-unique-rectangle-4 = Rectangle unique type 4
technique-finned-swordfish = Espadon à aileron
technique-unique-rectangle-3 = Rectangle unique type 3
technique-naked-quad = Quadruplet nu
technique-jellyfish = Méduse
technique-hidden-quad = Quadruplet caché
technique-bug = BUG+1
technique-x-chain = Chaîne X
technique-xy-chain = Chaîne XY
technique-als-xz = ALS-XZ
technique-aic = Chaîne d’inférences alternées
technique-forcing-chain = Chaîne de forçage

# Dates: "dimanche 1er novembre 2026", "lundi 22 novembre 2026".
date-long = { $weekday } { $day ->
    [1] 1er
   *[other] { $day }
} { $month } { $year }
date-day-month-year = { $day ->
    [1] 1er
   *[other] { $day }
} { $month } { $year }
weekday-monday = lundi
weekday-tuesday = mardi
weekday-wednesday = mercredi
weekday-thursday = jeudi
weekday-friday = vendredi
weekday-saturday = samedi
weekday-sunday = dimanche
month-1 = janvier
month-2 = février
month-3 = mars
month-4 = avril
month-5 = mai
month-6 = juin
month-7 = juillet
month-8 = août
month-9 = septembre
month-10 = octobre
month-11 = novembre
month-12 = décembre
