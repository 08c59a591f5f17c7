# The game: its tools, keypad, timer, board and hints.

# The dialog before Reset and Solve.
confirm-reset-title = هل تريد مسح اللوحة؟
confirm-reset-text = سيُحذف كل رقم وملاحظة ولون أدخلته. ويمكنك استعادتها بزر التراجع.
confirm-reset-yes = امسح اللوحة
confirm-solve-title = هل تريد عرض الحل؟
confirm-solve-text = ستُملأ كل الخلايا وتنتهي اللعبة، ولن تُحتسب لغزًا محلولًا.
confirm-solve-yes = اعرض الحل
confirm-keep-playing = تابع اللعب

# Said when a tool's code could not be loaded (a bad connection).
play-tool-missing = تعذّر تحميل هذه الأداة: تحقّق من الاتصال وحاول مجددًا، أو أعد تحميل الصفحة. لعبتك محفوظة على هذا الجهاز.
play-save-missing = تعذّر تحميل تقدّمك المحفوظ في هذا اللغز: تحقّق من الاتصال وأعد تحميل الصفحة. لن يُحفَظ شيء فوقه في الأثناء.
play-panel-missing = تم الحل! وقتك محفوظ على هذا الجهاز. تعذّر تحميل لوحة الإنهاء: تحقّق من الاتصال، أو أعد تحميل الصفحة لرؤيتها.

# The input modes: what a tap or a digit key does.
play-modes = وضع الإدخال
play-mode-digit = رقم
play-mode-corner = زاوية
play-mode-centre = وسط
play-mode-colour = لون
play-mode-candidate-colour = لون المرشح

# The buttons around the grid.
play-controls = أدوات التحكم في اللعبة
play-undo = تراجع
play-undo-title = تراجع (Ctrl+Z)
play-redo = إعادة
play-redo-title = إعادة (Ctrl+Y)
play-check = تحقّق
play-reset = مسح الكل
play-fill-notes = ملء الملاحظات
play-fill-notes-title = املأ ملاحظات الوسط في كل خلية فارغة بالأرقام التي لا تزال ممكنة فيها
play-first-mistake = أول خطأ
play-solve = الحل
play-checkpoint = نقطة حفظ
play-checkpoint-title = ضع نقطة حفظ قبل أن تخمّن
play-shortcuts = الاختصارات
play-shortcuts-title = اختصارات لوحة المفاتيح (?)
play-checkpoints = نقاط الحفظ
# A button that goes back to checkpoint number $number.
play-back-to-checkpoint = العودة إلى { $number }

# What the tools found or did.
play-no-solution-to-compare = ليس لهذا اللغز حل وحيد للمقارنة به.
play-no-solution-to-show = ليس لهذا اللغز حل وحيد لعرضه.
play-first-mistake-at = أول خطأ في الصف { $row }، العمود { $column }.
play-no-mistakes = لا أخطاء حتى الآن.
play-board-cleared = مُسحت اللوحة، ويمكنك استعادتها بزر التراجع.
play-checkpoint-marked = وُضعت نقطة الحفظ { $number }.
play-checkpoint-marked-oldest-dropped = وُضعت نقطة الحفظ { $number }. هذا أقصى ما تحتفظ به اللعبة: حُذفت أقدم نقطة، وتأخر ترقيم الباقي بمقدار واحد.
play-back-to-checkpoint-done = عدتَ إلى نقطة الحفظ { $number }.

# The settings panel.
settings-title = الإعدادات
settings-mark-conflicts = أظهر التعارضات أثناء الكتابة
settings-clean-notes = احذف الملاحظات التي يستبعدها رقم
settings-highlight-digit = أبرز الرقم المحدد
settings-highlight-units = أبرز الصف والعمود والمربع
settings-highlight-candidates = أبرز الأماكن التي لا يزال الرقم ممكنًا فيها
settings-colour-letters = أظهر الألوان بالحروف أيضًا
settings-number-first = اختر الرقم أولًا، ثم انقر الخلايا التي يوضع فيها
settings-cage-aid = مساعد مجموع القفص: المجموعات التي تعطي مجموع القفص المحدد

# The clock.
play-time-played = وقت اللعب
play-pause = إيقاف مؤقت
play-resume = استئناف
play-paused = متوقف مؤقتًا

# The keypad. $digit is the key's digit; $left how many of it the grid still needs.
keypad-label = لوحة الأرقام
keypad-enter = أدخل { $digit }، المتبقي { $left }
# In colour mode a digit key paints a colour: $colour is its name.
keypad-colour = اللون { $digit }، { $colour }
keypad-colour-candidate = لوّن المرشح { $digit }
keypad-erase = مسح
keypad-erase-title = مسح (Delete)
keypad-palette = لون المرشحات

board-label = شبكة السودوكو

# The hint's buttons.
hint-hint = تلميح
hint-show-more = أظهر المزيد
hint-apply = طبّق
hint-close = إغلاق

# What a hint says, a stage at a time. $cell is a cell as hint-cell writes it.
hint-cell = الصف { $row }، العمود { $column }
hint-basis-all-candidates = ملاحظاتك تغطي بعض الخلايا فقط: في الخلية التي لا ملاحظات فيها ينظر هذا التلميح إلى كل المرشحات.
hint-mistake = أحد أرقامك خاطئ.
hint-mistake-at = الرقم في { $cell } خاطئ. زر «طبّق» يمسحه.
hint-missing-note = ملاحظات إحدى خلاياك تُغفل الرقم الذي ينتمي إليها.
hint-missing-note-at = انظر إلى ملاحظات { $cell }: أي رقم لا يزال ممكنًا هناك وقد أغفلته؟
hint-missing-note-digit = ملاحظات { $cell } تُغفل { $digit }، وهو ينتمي إليها. زر «طبّق» يضيفه.
hint-look-at-row = انظر إلى الصف { $number }.
hint-look-at-column = انظر إلى العمود { $number }.
hint-look-at-box = انظر إلى المربع { $number }.
hint-look-at-region = انظر إلى المنطقة { $number }.
hint-look-at-diagonal = انظر إلى القطر الرئيسي.
hint-look-at-anti-diagonal = انظر إلى القطر المعاكس.
hint-look-for-next-step = ابحث عن الخطوة التالية.
hint-look-around = انظر حول { $cell }.
# The hint's second stage: $technique is the technique's name (technique-… messages).
hint-technique = التقنية المطلوبة: { $technique }.
hint-solved = كل الخلايا مملوءة بشكل صحيح.
hint-stuck = التقنيات التي يعرفها هذا الموقع لا تجد خطوة تالية هنا: هذا الوضع يحتاج إلى التجربة والخطأ.
hint-no-single-solution = ليس لهذا اللغز حل وحيد بالضبط، لذا لا يوجد ما يُلمَّح إليه.

# The daily puzzles' pages. $date, $today and $first are dates as date-long writes them.
daily-title = اللغز اليومي: { $level }، { $date }
daily-today = لغز اليوم
daily-levels = المستوى
daily-killer = كيلر
daily-other-days = أيام أخرى
daily-previous-day = → اليوم السابق
daily-next-day = اليوم التالي ←
daily-not-yet-title = لم يُنشر بعد
daily-not-yet = ألغاز { $date } لم تُنشر بعد: اليوم هو { $today }.
daily-play-today = العب لغز اليوم
daily-before-first-title = لا لغز يوميًا في ذلك اليوم
daily-before-first = لا يوجد لغز يومي بتاريخ { $date }: تبدأ الألغاز اليومية في { $first }.
daily-browse-archive = تصفّح الأرشيف
daily-not-found-title = الصفحة غير موجودة
daily-unavailable-title = تعذّر إنشاء اللغز
daily-unavailable = حدث خطأ أثناء إنشاء هذا اللغز. يُرجى المحاولة لاحقًا.
confirm-reset-mine-title = هل تريد التراجع عن تغييراتك؟
confirm-reset-mine-text = يُتراجَع عن كل رقم وملاحظة ولون غيّرته في هذه الصفحة، لدى الجميع في الغرفة؛ ويبقى ما وضعه الآخرون. ويعيد زر التراجع تغييراتك.
confirm-reset-mine-yes = تراجع عن تغييراتي
play-own-taken-back = تُرُوجع عن تغييراتك، ويمكنك استعادتها بزر التراجع.
