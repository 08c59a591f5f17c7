# Words many pages share: levels, kinds of puzzle and the techniques' names.

level-easy = سهل
level-medium = متوسط
level-hard = صعب
level-expert = خبير
level-master = أستاذ

# A puzzle of a level, inside a sentence.
level-phrase-easy = لغز سهل
level-phrase-medium = لغز متوسط
level-phrase-hard = لغز صعب
level-phrase-expert = لغز بمستوى خبير
level-phrase-master = لغز بمستوى أستاذ

kind-classic = سودوكو كلاسيكي
kind-killer = سودوكو كيلر
kind-jigsaw = سودوكو غير منتظم
kind-diagonal = سودوكو قطري

# The solving techniques, as players of the language call them.

technique-full-house = الخلية الأخيرة
technique-hidden-single = المفرد المخفي
technique-naked-single = المفرد الظاهر
technique-cage-combination = تركيبات القفص
technique-pointing = الإشارة
technique-locked-candidates = المرشحات المقفلة
technique-claiming = المطالبة
technique-cage-overlap = تداخل القفص
technique-naked-pair = الزوج الظاهر
technique-innies = الخلايا الداخلية
technique-hidden-pair = الزوج المخفي
technique-x-wing = X-Wing
technique-outies = الخلايا الخارجية
technique-naked-triple = الثلاثي الظاهر
technique-hidden-triple = الثلاثي المخفي
technique-xy-wing = XY-Wing
technique-swordfish = Swordfish
technique-finned-x-wing = X-Wing بزعنفة
technique-xyz-wing = XYZ-Wing
technique-w-wing = W-Wing
technique-simple-colouring = التلوين البسيط
technique-unique-rectangle = المستطيل الفريد
technique-unique-rectangle-2 = المستطيل الفريد من النوع 2
technique-unique-rectangle-4 = المستطيل الفريد من النوع 4
technique-finned-swordfish = Swordfish بزعنفة
technique-unique-rectangle-3 = المستطيل الفريد من النوع 3
technique-naked-quad = الرباعي الظاهر
technique-jellyfish = Jellyfish
technique-hidden-quad = الرباعي المخفي
technique-bug = BUG+1
technique-x-chain = سلسلة X
technique-xy-chain = سلسلة XY
technique-als-xz = ALS-XZ
technique-aic = سلسلة الاستدلال المتناوب
technique-forcing-chain = السلسلة الإجبارية

# Dates. The year is written as it is (no grouping); $day is the day of the month.
date-long = { $weekday }، { $day } { $month } { $year }
date-day-month-year = { $day } { $month } { $year }
weekday-monday = الاثنين
weekday-tuesday = الثلاثاء
weekday-wednesday = الأربعاء
weekday-thursday = الخميس
weekday-friday = الجمعة
weekday-saturday = السبت
weekday-sunday = الأحد
# Month names as a date writes them (with a day: some languages inflect them).
month-1 = يناير
month-2 = فبراير
month-3 = مارس
month-4 = أبريل
month-5 = مايو
month-6 = يونيو
month-7 = يوليو
month-8 = أغسطس
month-9 = سبتمبر
month-10 = أكتوبر
month-11 = نوفمبر
month-12 = ديسمبر
