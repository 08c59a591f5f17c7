# The statistics page (/stats), the player's data as a file and sync between devices, the
# completion panel of a solved game, and the review of a finished game.

## The statistics page.

stats-title = إحصاءاتك
stats-lead = محفوظة في هذا المتصفح فقط. نزّل بياناتك لتحتفظ بنسخة منها أو لتنقلها إلى جهاز آخر.
stats-reading = جارٍ قراءة ألعابك…
# $link is a link to today's puzzle, whose text is stats-no-games-link.
stats-no-games = لا ألعاب بعد. العب { $link } لتبدأ.
stats-no-games-link = لغز اليوم

stats-streak-title = السلسلة اليومية
stats-streak-current = الحالية
stats-streak-longest = الأطول
# A streak's length in days; the number is shown in bold.
stats-streak-days = { $count ->
    [zero] { $count } يوم
    [one] يوم واحد
    [two] يومان
    [few] { $count } أيام
    [many] { $count } يومًا
   *[other] { $count } يوم
}
stats-streak-note = يُحتسب اليوم عندما تحل أحد ألغازه اليومية في اليوم نفسه.

# The calendar of the last year, one square a day.
stats-year-title = العام الماضي
stats-year-summary = تم حل { $puzzles } في { $days } خلال العام الماضي
stats-year-puzzles = { $count ->
    [zero] { $count } لغز
    [one] لغز واحد
    [two] لغزين
    [few] { $count } ألغاز
    [many] { $count } لغزًا
   *[other] { $count } لغز
}
stats-year-days = { $count ->
    [zero] { $count } يوم
    [one] يوم واحد
    [two] يومين
    [few] { $count } أيام
    [many] { $count } يومًا
   *[other] { $count } يوم
}
# A day's square of the calendar, when pointed at.
stats-day-solved = { $date }: { $count ->
    [zero] لا شيء
    [one] لغز واحد
    [two] لغزان
    [few] { $count } ألغاز
    [many] { $count } لغزًا
   *[other] { $count } لغز
}
# The months' short names above the calendar's columns.
stats-month-short-1 = يناير
stats-month-short-2 = فبراير
stats-month-short-3 = مارس
stats-month-short-4 = أبريل
stats-month-short-5 = مايو
stats-month-short-6 = يونيو
stats-month-short-7 = يوليو
stats-month-short-8 = أغسطس
stats-month-short-9 = سبتمبر
stats-month-short-10 = أكتوبر
stats-month-short-11 = نوفمبر
stats-month-short-12 = ديسمبر

# The table of games per size and level.
stats-by-level-title = حسب الحجم والمستوى
stats-table-caption = الألعاب حسب الحجم والمستوى
stats-puzzle = اللغز
stats-played = لُعبت
stats-solved = حُلّت
stats-rate = نسبة الحل
stats-best = الأفضل
stats-median = الوسيط
stats-mean = المعدّل
stats-hints = التلميحات
stats-rate-value = { $rate }%
stats-row-grid = { $kind ->
    [killer] كيلر { $size }×{ $size }
    [jigsaw] غير منتظم { $size }×{ $size }
    [diagonal] قطري { $size }×{ $size }
    [latin] مربع لاتيني { $size }×{ $size }
   *[classic] { $size }×{ $size }
}
stats-row-level = { $grid } { $level }

# A technique's practice (on /learn).
stats-practice-none = لم تتدرّب عليها بعد
stats-practice-right = { $right } صحيحة من { $tries }

## The player's data as a file (on the statistics page).

data-title = بياناتك
data-about = ألعابك وحفظك وإعداداتك في ملف واحد، لتحتفظ به أو لتستورده في متصفح آخر. الاستيراد يدمج البيانات: لن تفقد شيئًا مما لديك.
data-download = نزّل بياناتي
data-import = استورد بيانات…
data-imported = تم الاستيراد: { $count ->
    [zero] لا ألعاب جديدة
    [one] لعبة جديدة واحدة
    [two] لعبتان جديدتان
    [few] { $count } ألعاب جديدة
    [many] { $count } لعبة جديدة
   *[other] { $count } لعبة جديدة
}، ودُمج الباقي.
data-not-imported = لم يُستورد شيء. { $reason }
data-file-unreadable = تعذّرت قراءة الملف.
data-code-missing = تعذّر تحميل الشيفرة التي تقرأ ملفات البيانات وتكتبها: تحقّق من الاتصال وحاول مجددًا.

# Why a file was refused.
data-too-large = هذا الملف أكبر من أن يكون ملف بيانات سودوكو.
data-not-data = هذا الملف ليس ملف بيانات سودوكو، أو أنه تالف ({ $reason }).
data-not-json = ليس بصيغة JSON
data-version-missing = إصداره مفقود
data-foreign = هذا الملف ليس ملف بيانات سودوكو (صيغته { $format }).
data-format-missing = غير محددة
data-newer = أُنشئ هذا الملف بإصدار أحدث من الموقع (الإصدار { $version })؛ حدّث الصفحة وحاول مجددًا.
data-game-damaged = اللعبة { $index } في الملف تالفة: { $reason }.
data-save-damaged = إحدى الألعاب المحفوظة في الملف تالفة: { $reason }.
data-save-reason = { $key } ({ $why })
data-save-bad-name = ليس اسم لعبة محفوظة
data-save-no-puzzle = لا لغز في اسمها

# Why the browser did not keep the player's data.
data-storage-full = مساحة التخزين في متصفحك لهذا الموقع ممتلئة، لذا لا يُحفظ تقدّمك. نزّل بياناتك من صفحة الإحصاءات، ثم أفرغ بعض المساحة.
data-storage-unavailable = هذا المتصفح لا يسمح للموقع بحفظ تقدّمك.

# What is wrong with a game in a data file. $text is the file's text, in quotes.
record-parts = اللعبة تتكون من 6 أجزاء، لا { $count }
record-id = { $text } ليس معرّف لعبة
record-status = { $text } ليس حالة لعبة
record-number = { $text } ليس عددًا صحيحًا
record-moment = { $text } ليس لحظة زمنية
record-level = { $text } ليس فيه مستوى من مستويات الموقع
record-not-level = { $text } ليس مستوى
record-offset = فارق المنطقة الزمنية { $offset } مستحيل
record-daily-level = مستواها ليس مستوى لغزها اليومي

## Sync between the player's devices (on the statistics page).

sync-title = الاستخدام على جهاز آخر
sync-about = تحفظ المزامنة ألعابك على خادم هذا الموقع تحت رابط سري، دون حساب. يدمج كل جهاز ألعابه مع ألعاب الأجهزة الأخرى عند فتح هذه الصفحة.
sync-start = استخدم على جهاز آخر
sync-open-link = افتح هذا الرابط على جهازك الآخر (إنه سري: أي شخص يملكه يمكنه قراءة بياناتك وتغييرها):
sync-copy-link = انسخ الرابط
sync-link-copied = نُسخ الرابط.
sync-copy-by-hand = حدّد الرابط وانسخه.
sync-qr-label = رمز QR لرابط المزامنة
sync-now = زامن الآن
sync-forget = انسَ هذا الجهاز
sync-delete = احذف بياناتي من الخادم
sync-synced = تمت المزامنة: { $count ->
    [zero] لا ألعاب جديدة
    [one] لعبة جديدة واحدة
    [two] لعبتان جديدتان
    [few] { $count } ألعاب جديدة
    [many] { $count } لعبة جديدة
   *[other] { $count } لعبة جديدة
} من أجهزتك الأخرى.
sync-damaged-link = لم تتم المزامنة: رابط المزامنة هذا تالف، فرمزه ليس 32 رقمًا ست عشريًا. اطلب رابطًا جديدًا من جهازك الآخر.
sync-no-random = لا يستطيع هذا المتصفح إنشاء رمز مزامنة آمن.
sync-forgotten = لم يعد هذا الجهاز يُزامن. تبقى بياناته هنا.
sync-deleted = حُذفت بياناتك من الخادم. يحتفظ هذا المتصفح بنسخته الخاصة.
sync-server-unreadable = لم تتم المزامنة: تعذّرت قراءة البيانات على الخادم. { $reason }
sync-too-large = بياناتك أكبر مما يحتفظ به هذا الموقع للمزامنة؛ نزّلها بدلًا من ذلك.
sync-too-many = عمليات مزامنة كثيرة جدًا الآن؛ حاول مجددًا بعد دقيقة.
sync-unavailable = المزامنة غير متاحة الآن؛ بياناتك آمنة في هذا المتصفح. حاول لاحقًا.

## The completion panel of a finished game.

completion-solved-title = أحسنت!
completion-revealed-title = عُرض الحل
completion-solved = حللته في { $time } { $hints ->
    [zero] دون أي تلميح
    [one] بتلميح واحد
    [two] بتلميحين
    [few] بـ{ $hints } تلميحات
    [many] بـ{ $hints } تلميحًا
   *[other] بـ{ $hints } تلميح
}.
completion-revealed = عُرض الحل بعد { $time } من اللعب، { $hints ->
    [zero] دون أي تلميح
    [one] بتلميح واحد
    [two] بتلميحين
    [few] بـ{ $hints } تلميحات
    [many] بـ{ $hints } تلميحًا
   *[other] بـ{ $hints } تلميح
}.
completion-review = المراجعة

# How the time compares with the player's other solves of the same kind of puzzle.
completion-new-best = رقم قياسي شخصي جديد: { $time }، أسرع أوقاتك في { $count ->
    [zero] { $count } لغز
    [one] لغز واحد
    [two] لغزين
    [few] { $count } ألغاز
    [many] { $count } لغزًا
   *[other] { $count } لغز
} من فئة «{ $kind }».
completion-first = أول لغز تحله من فئة «{ $kind }»: { $time }.
completion-equals-best = { $time } يعادل أفضل أوقاتك في { $count ->
    [zero] { $count } لغز
    [one] لغز واحد
    [two] لغزين
    [few] { $count } ألغاز
    [many] { $count } لغزًا
   *[other] { $count } لغز
} من فئة «{ $kind }».
completion-rank = وقتك في المركز { $place } بين أوقاتك في { $count ->
    [zero] { $count } لغز
    [one] لغز واحد
    [two] لغزين
    [few] { $count } ألغاز
    [many] { $count } لغزًا
   *[other] { $count } لغز
} من فئة «{ $kind }».
# An ordinal number ("2nd" in completion-rank): Arabic writes the bare number after المركز.
completion-ordinal = { $form ->
   *[other] { $place }
}
completion-kind = { $kind ->
    [killer] كيلر
    [jigsaw] غير منتظم
    [diagonal] قطري
    [latin] مربع لاتيني { $size }×{ $size }
   *[classic] { $size }×{ $size }
}
completion-kind-level = { $kind } { $level }
completion-streak = السلسلة اليومية: { $count ->
    [zero] { $count } يوم
    [one] يوم واحد
    [two] يومان
    [few] { $count } أيام
    [many] { $count } يومًا
   *[other] { $count } يوم
}.
completion-streak-longest = السلسلة اليومية: { $count ->
    [zero] { $count } يوم
    [one] يوم واحد
    [two] يومان
    [few] { $count } أيام
    [many] { $count } يومًا
   *[other] { $count } يوم
}، وهي الأطول حتى الآن.

## The review of a finished game.

review-title = المراجعة
review-previous = السابق
review-next = التالي
review-move-shown = النقلة المعروضة
review-timeline = الخط الزمني
review-column-move = النقلة
review-column-took = استغرقت
review-column-available = المتاح قبلها
review-board-label = اللوحة بعد النقلة { $move }: { $rows }

# Under the board: the position shown.
review-caption-start = البداية: { $available }.
review-caption-end = نهاية اللعبة.
review-caption-from-here = من هنا، { $available }.
review-caption-move = النقلة { $move } من { $total }، عند { $time }: { $move_made } (استغرقت { $took }). { $after }

review-timeline-move = { $number }. { $move_made }
review-timeline-mistake = رقم خاطئ في { $cell }
review-timeline-stuck = خارج سُلّم التقنيات
review-mark-longest = أطول انتظار
review-mark-longest-and = أطول انتظار، { $mark }
review-mark-hardest-found = أصعب خطوة وجدتها
review-mark-toughest-single = أصعب مفرد
review-mark-hardest = أصعب خطوة

# The summary.
review-stuck-longest = أطول توقف لك كان قبل النقلة { $move } ({ $took }): { $available }، ثم { $move_made }.
review-dropped = لا تُحفظ إلا نقلاتك الأخيرة؛ النقلات الأولى غير معروضة.
review-hardest = أصعب خطوة في اللغز: { $technique } (التقييم { $rating })؛ { $move ->
    [0] لم تكن قط الخطوة الأسهل في مسارك
   *[other] صادفتها أول مرة قبل نقلتك { $move }
}.
review-hardest-beyond = يحتاج هذا اللغز إلى أكثر من تقنيات السُّلّم؛ وأصعب ما وجدته هو { $technique } (التقييم { $rating })؛ { $move ->
    [0] لم تكن قط الخطوة الأسهل في مسارك
   *[other] صادفتها أول مرة قبل نقلتك { $move }
}.
review-hardest-single = لا يحتاج هذا اللغز إلا إلى المفردات؛ وأصعبها { $technique } (التقييم { $rating })؛ { $move ->
    [0] لم يكن قط الخطوة الأسهل في مسارك
   *[other] صادفته أول مرة قبل نقلتك { $move }
}.
review-full-house = كل خطوة في هذا اللغز هي «خلية أخيرة»: آخر خلية فارغة في صف أو عمود أو مربع.

# What the solver had from a position, as a phrase inside the sentences above.
review-next-step = كانت تقنية { $technique } متاحة
review-next-mistake = كان في { $cell } رقم خاطئ
review-next-stuck = لم تنطبق أي تقنية من السُّلّم
review-next-solved = كانت الشبكة ممتلئة
review-next-unknown = ليس للغز حل وحيد

review-cell = r{ $row }c{ $column }
review-cells-two = { $first }، { $second }
review-cells-three = { $first }، { $second }، { $third }
review-cells-many = { $count ->
    [zero] { $count } خلية
    [one] خلية واحدة
    [two] خليتان
    [few] { $count } خلايا
    [many] { $count } خلية
   *[other] { $count } خلية
}
review-move-place = { $digit } في { $cells }
review-move-erase = مسح { $cells }
review-move-notes = ملاحظات
review-move-change = تغيير { $cells }
review-move-reset = مسح الكل
review-move-reveal = عرض الحل
review-move-digit = { $action }: { $digit } في { $cells }
review-move-emptied = { $action }: أُفرغت { $cells }
review-move-cells = { $action }: { $cells }
review-action-hint = تلميح
review-action-undo = تراجع
review-action-redo = إعادة
review-action-checkpoint = العودة إلى نقطة حفظ

# How long a move took. The spaces between a number and its unit are no-break spaces.
review-duration-seconds = { $seconds }.{ $tenths } ث
review-duration-minutes = { $minutes } د { $seconds } ث
review-duration-hours = { $hours } س { $minutes } د
