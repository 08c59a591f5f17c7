# Words many pages share: levels, kinds of puzzle and the techniques' names.

level-easy = Easy
level-medium = Medium
level-hard = Hard
level-expert = Expert
level-master = Master

# A puzzle of a level, inside a sentence.
level-phrase-easy = an easy puzzle
level-phrase-medium = a medium puzzle
level-phrase-hard = a hard puzzle
level-phrase-expert = an expert puzzle
level-phrase-master = a master puzzle

kind-classic = Classic sudoku
kind-killer = Killer sudoku
kind-jigsaw = Jigsaw sudoku
kind-diagonal = Diagonal sudoku

# The solving techniques, as players of the language call them.

technique-full-house = Full House
technique-hidden-single = Hidden Single
technique-naked-single = Naked Single
technique-cage-combination = Cage Combinations
technique-pointing = Pointing
technique-locked-candidates = Locked Candidates
technique-claiming = Claiming
technique-cage-overlap = Cage Overlap
technique-naked-pair = Naked Pair
technique-innies = Innies
technique-hidden-pair = Hidden Pair
technique-x-wing = X-Wing
technique-outies = Outies
technique-naked-triple = Naked Triple
technique-hidden-triple = Hidden Triple
technique-xy-wing = XY-Wing
technique-swordfish = Swordfish
technique-finned-x-wing = Finned X-Wing
technique-xyz-wing = XYZ-Wing
technique-w-wing = W-Wing
technique-simple-colouring = Simple Colouring
technique-unique-rectangle = Unique Rectangle
technique-unique-rectangle-2 = Unique Rectangle Type 2
technique-unique-rectangle-4 = Unique Rectangle Type 4
technique-finned-swordfish = Finned Swordfish
technique-unique-rectangle-3 = Unique Rectangle Type 3
technique-naked-quad = Naked Quad
technique-jellyfish = Jellyfish
technique-hidden-quad = Hidden Quad
technique-bug = BUG+1
technique-x-chain = X-Chain
technique-xy-chain = XY-Chain
technique-als-xz = ALS-XZ
technique-aic = Alternating Inference Chain
technique-forcing-chain = Forcing Chain

# Dates. The year is written as it is (no grouping); $day is the day of the month.
date-long = { $weekday } { $day } { $month } { $year }
date-day-month-year = { $day } { $month } { $year }
weekday-monday = Monday
weekday-tuesday = Tuesday
weekday-wednesday = Wednesday
weekday-thursday = Thursday
weekday-friday = Friday
weekday-saturday = Saturday
weekday-sunday = Sunday
# Month names as a date writes them (with a day: some languages inflect them).
month-1 = January
month-2 = February
month-3 = March
month-4 = April
month-5 = May
month-6 = June
month-7 = July
month-8 = August
month-9 = September
month-10 = October
month-11 = November
month-12 = December
