# Words many pages share: levels, kinds of puzzle and the techniques' names.

level-easy = Leicht
level-medium = Mittel
level-hard = Schwer
level-expert = Experte
level-master = Meister

# A puzzle of a level, inside a sentence.
level-phrase-easy = ein leichtes Rätsel
level-phrase-medium = ein mittelschweres Rätsel
level-phrase-hard = ein schweres Rätsel
level-phrase-expert = ein Expertenrätsel
level-phrase-master = ein Meisterrätsel

kind-classic = Klassisches Sudoku
kind-killer = Killer-Sudoku
kind-jigsaw = Jigsaw-Sudoku
kind-diagonal = Diagonal-Sudoku

# The solving techniques, as players of the language call them.

technique-full-house = Full House
technique-hidden-single = Versteckter Single
technique-naked-single = Nackter Single
technique-cage-combination = Käfigkombinationen
technique-pointing = Pointing
technique-locked-candidates = Gesperrte Kandidaten
technique-claiming = Claiming
technique-cage-overlap = Käfigüberlappung
technique-naked-pair = Nacktes Paar
technique-innies = Innies
technique-hidden-pair = Verstecktes Paar
technique-x-wing = X-Wing
technique-outies = Outies
technique-naked-triple = Nacktes Tripel
technique-hidden-triple = Verstecktes Tripel
technique-xy-wing = XY-Wing
technique-swordfish = Swordfish
technique-finned-x-wing = Finned X-Wing
technique-xyz-wing = XYZ-Wing
technique-w-wing = W-Wing
technique-simple-colouring = Einfaches Färben
technique-unique-rectangle = Unique Rectangle
technique-unique-rectangle-2 = Unique Rectangle Typ 2
technique-unique-rectangle-4 = Unique Rectangle Typ 4
technique-finned-swordfish = Finned Swordfish
technique-unique-rectangle-3 = Unique Rectangle Typ 3
technique-naked-quad = Nacktes Quartett
technique-jellyfish = Jellyfish
technique-hidden-quad = Verstecktes Quartett
technique-bug = BUG+1
technique-x-chain = X-Kette
technique-xy-chain = XY-Kette
technique-als-xz = ALS-XZ
technique-aic = Alternating Inference Chain
technique-forcing-chain = Forcing Chain

# Dates. The year is written as it is (no grouping); $day is the day of the month.
date-long = { $weekday }, { $day }. { $month } { $year }
date-day-month-year = { $day }. { $month } { $year }
weekday-monday = Montag
weekday-tuesday = Dienstag
weekday-wednesday = Mittwoch
weekday-thursday = Donnerstag
weekday-friday = Freitag
weekday-saturday = Samstag
weekday-sunday = Sonntag
# Month names as a date writes them (with a day: some languages inflect them).
month-1 = Januar
month-2 = Februar
month-3 = März
month-4 = April
month-5 = Mai
month-6 = Juni
month-7 = Juli
month-8 = August
month-9 = September
month-10 = Oktober
month-11 = November
month-12 = Dezember
