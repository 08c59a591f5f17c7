# The tools around the game: the solver, the create page, the printable booklet, the keyboard
# shortcuts, the learn pages and their practice, the completion grade, and the offline and
# not-found pages.

## /solver

solver-title = الحلّال
solver-input-label = اللغز (سطر واحد أو صفوف؛ . أو 0 للخلايا الفارغة)
solver-solve = حُلّ
solver-watch = شاهد
# $reason is the engine's explanation (in English).
solver-not-a-puzzle = هذا ليس لغزًا: { $reason }.
solver-unique = حل واحد.
solver-multiple = عدة حلول: هذا ليس لغزًا سليمًا. أحدها:
solver-no-solution = لا يوجد حل.
solver-already-solved = الشبكة محلولة بالفعل.
solver-time = الوقت
solver-micros = { $micros } ميكروثانية
solver-positions = الأوضاع
solver-guesses = التخمينات
solver-backtracks = التراجعات
solver-watch-solved = حُلّ.
solver-watch-no-solution = لا يوجد حل.
solver-watch-running = قيد التشغيل…
solver-watch-paused = متوقف مؤقتًا.
solver-watch-status = { $state } { $steps }، { $recursions }، { $backtracks }.
solver-watch-steps = { $count ->
    [zero] { $count } خطوة
    [one] خطوة واحدة
    [two] خطوتان
    [few] { $count } خطوات
    [many] { $count } خطوة
   *[other] { $count } خطوة
}
solver-watch-recursions = { $count ->
    [zero] { $count } استدعاء ذاتي
    [one] استدعاء ذاتي واحد
    [two] استدعاءان ذاتيان
    [few] { $count } استدعاءات ذاتية
    [many] { $count } استدعاءً ذاتيًا
   *[other] { $count } استدعاء ذاتي
}
solver-watch-backtracks = { $count ->
    [zero] { $count } تراجع
    [one] تراجع واحد
    [two] تراجعان
    [few] { $count } تراجعات
    [many] { $count } تراجعًا
   *[other] { $count } تراجع
}
solver-pause = إيقاف مؤقت
solver-resume = استئناف
solver-speed = السرعة
solver-speed-label = خطوات في الثانية
solver-speed-value = { $speed } خطوة/ث
solver-grid = الشبكة

## /create

create-title = أنشئ لغزًا
create-lead = اكتب الأرقام المعطاة في الشبكة، أو الصق لغزًا: أرقامه (81 رقمًا لشبكة 9×9، وحروفًا تبدأ من A للأحجام من 10 فما فوق)، أو رابطًا من هذا الموقع أو من Sudoku Exchange أو SudokuPad أو SudokuWiki. ثم اقفل المعطيات.
create-paste-label = الصق لغزًا أو رابطًا
create-load = تحميل
create-size = { $side }×{ $side }
create-sizes-label = حجم الشبكة
create-latin = مربع لاتيني: صفوف وأعمدة فقط، دون مربعات
create-editing-label = التحرير
create-undo = تراجع
create-redo = إعادة
create-clear = مسح
create-lock = قفل
create-your-puzzle-label = لغزك
create-play = العب
create-edit = تعديل
create-lock-empty = اكتب بعض الأرقام المعطاة أولًا.
create-lock-conflicts-box = { $count ->
    [zero] { $count } خلية معطاة تكرر رقمًا في صف أو عمود أو مربع؛ وقد مُيّزت.
    [one] خلية معطاة واحدة تكرر رقمًا في صف أو عمود أو مربع؛ وقد مُيّزت.
    [two] خليتان معطاتان تكرران رقمًا في صف أو عمود أو مربع؛ وقد مُيّزتا.
    [few] { $count } خلايا معطاة تكرر رقمًا في صف أو عمود أو مربع؛ وقد مُيّزت.
    [many] { $count } خلية معطاة تكرر رقمًا في صف أو عمود أو مربع؛ وقد مُيّزت.
   *[other] { $count } خلية معطاة تكرر رقمًا في صف أو عمود أو مربع؛ وقد مُيّزت.
}
create-lock-conflicts-latin = { $count ->
    [zero] { $count } خلية معطاة تكرر رقمًا في صف أو عمود؛ وقد مُيّزت.
    [one] خلية معطاة واحدة تكرر رقمًا في صف أو عمود؛ وقد مُيّزت.
    [two] خليتان معطاتان تكرران رقمًا في صف أو عمود؛ وقد مُيّزتا.
    [few] { $count } خلايا معطاة تكرر رقمًا في صف أو عمود؛ وقد مُيّزت.
    [many] { $count } خلية معطاة تكرر رقمًا في صف أو عمود؛ وقد مُيّزت.
   *[other] { $count } خلية معطاة تكرر رقمًا في صف أو عمود؛ وقد مُيّزت.
}
create-lock-conflicts-region = { $count ->
    [zero] { $count } خلية معطاة تكرر رقمًا في صف أو عمود أو منطقة؛ وقد مُيّزت.
    [one] خلية معطاة واحدة تكرر رقمًا في صف أو عمود أو منطقة؛ وقد مُيّزت.
    [two] خليتان معطاتان تكرران رقمًا في صف أو عمود أو منطقة؛ وقد مُيّزتا.
    [few] { $count } خلايا معطاة تكرر رقمًا في صف أو عمود أو منطقة؛ وقد مُيّزت.
    [many] { $count } خلية معطاة تكرر رقمًا في صف أو عمود أو منطقة؛ وقد مُيّزت.
   *[other] { $count } خلية معطاة تكرر رقمًا في صف أو عمود أو منطقة؛ وقد مُيّزت.
}
create-lock-conflicts-diagonal = { $count ->
    [zero] { $count } خلية معطاة تكرر رقمًا في صف أو عمود أو مربع أو قطر؛ وقد مُيّزت.
    [one] خلية معطاة واحدة تكرر رقمًا في صف أو عمود أو مربع أو قطر؛ وقد مُيّزت.
    [two] خليتان معطاتان تكرران رقمًا في صف أو عمود أو مربع أو قطر؛ وقد مُيّزتا.
    [few] { $count } خلايا معطاة تكرر رقمًا في صف أو عمود أو مربع أو قطر؛ وقد مُيّزت.
    [many] { $count } خلية معطاة تكرر رقمًا في صف أو عمود أو مربع أو قطر؛ وقد مُيّزت.
   *[other] { $count } خلية معطاة تكرر رقمًا في صف أو عمود أو مربع أو قطر؛ وقد مُيّزت.
}
create-lock-no-solution = لا حل لهذه المعطيات.
create-lock-several = لهذه المعطيات عدة حلول: أضف رقمًا معطى في إحدى الخلايا المميّزة.
create-lock-unique = فريد: لهذه المعطيات حل واحد بالضبط.
# $level is the puzzle's level as a phrase (level-phrase-*); $rating is its rating.
create-lock-unique-graded = فريد: لهذه المعطيات حل واحد بالضبط. { $level } (التقييم { $rating }).
create-lock-unique-beyond = فريد: لهذه المعطيات حل واحد بالضبط. { $level } (التقييم { $rating }، أبعد من التقنيات التي يعلّمها هذا الموقع).

## /print

print-title = اطبع كتيّبًا
print-lead = الألغاز اليومية لمستوى واحد (أو ألغاز الكيلر اليومية)، لغز اليوم والأيام السابقة، بضعة ألغاز في كل ورقة، مع الحلول في الورقة الأخيرة.
print-level = المستوى
print-per-sheet = عدد الألغاز في الورقة
print-sheets = عدد الأوراق
print-make = أنشئ الكتيّب
print-print = اطبع

booklet-killer = كيلر
booklet-sheet = الورقة { $number } · { $edition }
booklet-caption = { $number }. { $edition }، { $date }
booklet-solutions = الحلول
booklet-solution-caption = { $number }.
booklet-no-solution = { $number }. لا يوجد حل وحيد.

## The keyboard shortcuts (the ? key in a game)

shortcuts-title = اختصارات لوحة المفاتيح
shortcuts-close = إغلاق
shortcuts-digit = اكتب رقمًا (حروف بعد 9) أو ملاحظة أو لونًا في الخلايا المحددة
shortcuts-arrows-key = الأسهم
shortcuts-arrows = نقل التحديد
shortcuts-shift-arrows-key = Shift + الأسهم
shortcuts-shift-arrows = إضافة خلايا إلى التحديد
shortcuts-click-key = Shift / Ctrl + نقر، سحب
shortcuts-click = تحديد عدة خلايا
shortcuts-erase-key = Delete، Backspace، 0
shortcuts-erase = مسح
# Z, X, C, V and B switch the input mode.
shortcuts-modes = وضع الرقم والزاوية والوسط واللون ولون المرشح (من 12×12 فما فوق، C وB رقمان)
shortcuts-space-key = مسافة
shortcuts-space = الوضع التالي
shortcuts-undo-key = Ctrl + Z
shortcuts-undo = تراجع
shortcuts-redo-key = Ctrl + Y، Ctrl + Shift + Z
shortcuts-redo = إعادة
shortcuts-help = إظهار هذه الاختصارات أو إخفاؤها
shortcuts-escape-key = Esc
shortcuts-escape = إغلاق هذه القائمة

## /learn

learn-title = تعلّم التقنيات
learn-lead = كل تقنية يستخدمها الحلّال لدينا، بالترتيب الذي يجرّبها به: حسب المستوى، من الأسهل إلى الأصعب، وحسب التقييم داخل المستوى الواحد (التقييم يبيّن مدى صعوبة اكتشاف التقنية؛ والمستوى مدى صعوبة الألغاز التي تحتاج إليها). كل صفحة تشرح تقنية واحدة، وتعرضها في مثال محلول، وتعطيك أوضاعًا لتتدرّب عليها.
learn-variants-heading = كيلر والسودوكو غير المنتظم والقطري
learn-variants-text = تضيف الأنواع الأخرى ما يلي إلى التقنيات أعلاه: أقفاص الكيلر وقاعدة الـ45، والمرشحات المقفلة حيث تلتقي منطقة غير منتظمة أو قطرٌ بصف أو عمود أو مربع. أمثلتها وأوضاعها على شبكة النوع الخاص بها.
learn-rated = التقييم { $rating }
learn-page-title = { $technique } · تعلّم
learn-all = كل التقنيات
learn-technique-level = { $level ->
    [easy] تقنية سهلة، تقييمها { $rating }.
    [medium] تقنية متوسطة، تقييمها { $rating }.
    [hard] تقنية صعبة، تقييمها { $rating }.
    [expert] تقنية بمستوى خبير، تقييمها { $rating }.
   *[master] تقنية بمستوى أستاذ، تقييمها { $rating }.
}
# Links to the technique before and after this one (the page is right-to-left).
learn-previous = → { $technique }
learn-next = { $technique } ←
learn-neighbours-label = التقنيات
learn-how-it-works = كيف تعمل
learn-example = مثال
learn-no-example = لا يوجد بعد مثال محلول لهذه التقنية.
learn-key-pattern = النمط
learn-key-pattern-alt = جزؤه الآخر (اللون الثاني، وروابط السلسلة الأخرى)
learn-key-removed = محذوف
learn-key-placed = موضوع
learn-candidate = { $digit } في { $cell }
learn-cell-digit = { $cell }: { $digit }
learn-cell-candidates = { $cell }: المرشحات { $candidates }
learn-cell-struck = { $cell }: المرشحات { $candidates }، المشطوب { $struck }
learn-cell-chosen = { $cell }: المرشحات { $candidates }، المختار { $chosen }
learn-cell-struck-chosen = { $cell }: المرشحات { $candidates }، المشطوب { $struck }، المختار { $chosen }
learn-verdict-right = صحيح: هذه هي تقنية { $technique }.
learn-verdict-another = صحيح: هذه حالة أخرى من { $technique }. يعرض الإثبات الحالة التي وجدها الحلّال أولًا.
learn-verdict-empty = حدّد أولًا المرشحات التي ستحذفها، أو الرقم الذي ستضعه.
learn-verdict-placement = ليس هذا: تقنية { $technique } هنا لا تضع هذا الرقم.
learn-verdict-not-yet = ليس بعد: { $reason }.
learn-verdict-not-yet-both = ليس بعد: { $extra }؛ { $missing }.
learn-verdict-extra = { $count ->
    [zero] لا تحذف تقنية { $technique } هذه المرشحات { $marks }
    [one] لا تحذف تقنية { $technique } هذه المرشح { $marks }
    [two] لا تحذف تقنية { $technique } هذه المرشحين { $marks }
    [few] لا تحذف تقنية { $technique } هذه المرشحات { $marks }
    [many] لا تحذف تقنية { $technique } هذه المرشحات { $marks }
   *[other] لا تحذف تقنية { $technique } هذه المرشحات { $marks }
}
learn-verdict-missing = { $missing ->
    [zero] بقيت { $missing } عملية حذف لم تجدها بعد
    [one] بقيت عملية حذف واحدة لم تجدها بعد
    [two] بقيت عمليتا حذف لم تجدهما بعد
    [few] بقيت { $missing } عمليات حذف لم تجدها بعد
    [many] بقيت { $missing } عملية حذف لم تجدها بعد
   *[other] بقيت { $missing } عملية حذف لم تجدها بعد
}

# Practice on a technique's page.
practise-heading = تدرّب
practise-corpus-failed = تعذّر تحميل أوضاع التدريب. تحقّق من اتصالك وحاول مجددًا.
practise-code-failed = تعذّر تحميل شيفرة التدريب. تحقّق من اتصالك وحاول مجددًا.
practise-none = تعذّر إنشاء وضع لتقنية { $technique }. حاول مجددًا.
practise-tally = تدريبك: { $tally }.
practise-task-eliminate = ابحث عن { $technique }: حدّد كل خلية تحذف منها مرشحًا واشطب هذا المرشح على اللوحة، ثم اضغط «تحقّق».
practise-task-place = ابحث عن { $technique }: حدّد الخلية التي تملؤها واختر الرقم على اللوحة، ثم اضغط «تحقّق».
practise-proof = الإثبات:
practise-making = جارٍ إنشاء وضع…
practise-new = وضع جديد
practise-check = تحقّق
practise-show-proof = اعرض الإثبات
practise-not-candidate = { $digit }، ليس مرشحًا لهذه الخلية
practise-pad-select = حدّد خلية لتضع علامات على مرشحاتها.
practise-pad-filled = في { $cell } رقم: حدّد خلية فارغة.
practise-pad-strike = { $cell }: اختر مرشحًا لتشطبه (واختره مجددًا لتتراجع).
practise-pad-choose = { $cell }: اختر مرشحًا لتجعله الرقم الذي ستضعه.
practise-grid-label = وضع التدريب
practise-pad-label = مرشحات الخلية المحددة

## The grade of a solved puzzle

# $level is the puzzle's level as a phrase (level-phrase-*), $techniques a list of grade-technique-count.
grade-sentence = هذا { $level } (التقييم { $rating })، حُلّ باستخدام { $techniques }.
grade-technique-count = { $technique } ×{ $count }

## /offline and the page for an unknown address

offline-title = أنت غير متصل
offline-not-saved = هذه الصفحة غير محفوظة على هذا الجهاز، ولا يمكن الوصول إلى الموقع الآن.
# $today, $archive and $new are links, with the texts offline-today, offline-archive and offline-new.
offline-still-play = كل لغز فتحته هنا، والألغاز اليومية للأسبوع الماضي، لا يزال بإمكانك لعبها: { $today } أو { $archive } أو { $new } يُنشأ على هذا الجهاز.
offline-today = لغز اليوم
offline-archive = الأرشيف
offline-new = لغز جديد

not-found-title = الصفحة غير موجودة
not-found-text = لا توجد صفحة على هذا العنوان.
not-found-play-today = العب لغز اليوم
shortcuts-corner-key = Shift + 1–9
shortcuts-corner = ملاحظة في الزاوية، أيًّا كان الوضع
shortcuts-centre-key = Ctrl / Cmd + 1–9
shortcuts-centre = ملاحظة في الوسط، أيًّا كان الوضع
