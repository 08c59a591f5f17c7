# Playing together (rooms), sharing a puzzle, shared and variant puzzles, new puzzles on
# demand, the daily archive and the daily's community figures.

## Rooms (/r/…): a puzzle solved together.

room-missing-title = لا توجد غرفة كهذه
room-missing-text = لا توجد غرفة على هذا العنوان. تُحذف الغرف التي لم تُستخدم لمدة شهر.
# HTML: keep the <strong> and <a href="/"> tags around the words they mark.
room-missing-action = افتح لغزًا واختر <strong>العب معًا</strong> لإنشاء غرفة جديدة، أو <a href="/">العب لغز اليوم</a>.
room-unavailable-title = الغرف غير متاحة
room-unavailable-text = لا يستطيع الموقع فتح غرفه الآن. حاول مجددًا بعد دقيقة؛ ولا يزال بإمكانك لعب أي لغز بمفردك.
room-play-today = العب لغز اليوم
room-unreadable = تعذّرت قراءة لوحة هذه الغرفة.
room-title = اللعب معًا
room-people = من هنا
room-person-you = { $name } (أنت)
room-status-connecting = جارٍ الانضمام إلى الغرفة…
room-status-online = تظهر هنا نقلات الجميع فور حدوثها؛ وزر التراجع يلغي نقلاتك أنت فقط.
# $count is how many of the player's changes wait to be sent.
room-status-offline = { $count ->
    [zero] غير متصل: يمكنك مواصلة اللعب هنا، وستلحق بك الغرفة عند عودة الاتصال.
    [one] غير متصل: يمكنك مواصلة اللعب هنا؛ سيُرسل تغيير واحد عند عودة الاتصال.
    [two] غير متصل: يمكنك مواصلة اللعب هنا؛ سيُرسل تغييران عند عودة الاتصال.
    [few] غير متصل: يمكنك مواصلة اللعب هنا؛ ستُرسل { $count } تغييرات عند عودة الاتصال.
    [many] غير متصل: يمكنك مواصلة اللعب هنا؛ سيُرسل { $count } تغييرًا عند عودة الاتصال.
   *[other] غير متصل: يمكنك مواصلة اللعب هنا؛ سيُرسل { $count } تغيير عند عودة الاتصال.
}
room-invite = ادعُ أحدًا
room-link-label = رابط هذه الغرفة
room-copy-link = انسخ الرابط
room-show-qr = اعرض رمز QR
room-link-copied = نُسخ الرابط.
room-copy-by-hand = انسخ الرابط أعلاه لدعوة أحد.
room-qr-failed = تعذّر إنشاء رمز QR؛ انسخ الرابط بدلًا من ذلك.
room-qr-label = رمز QR لرابط الغرفة
room-name-label = اسمك هنا
room-name-placeholder = ضيف
room-name-use = استخدم هذا الاسم
room-note = يمكن لأي شخص لديه الرابط أن ينضم، حتى ثمانية في الوقت نفسه. اللغز اليومي الذي يُحل في غرفة يُحتسب للغرفة: لا يُرسل نتيجةً يوميةً لأي أحد بمفرده.
room-start-offline = تحتاج الغرفة إلى الاتصال بالموقع: حاول مجددًا عندما تكون متصلًا.
room-start-unavailable = لا يستطيع هذا الموقع إنشاء غرف الآن.
# $reason: the server's sentence saying why (in English).
room-start-refused = تعذّر إنشاء غرفة: { $reason }
room-joined = انضم { $name }.
room-left = غادر { $name }.
room-finished = حللتموه معًا في { $time }!
room-finished-placed = حللتموه معًا في { $time }! الأرقام التي وُضعت أثناء وجودك: { $placed }.
room-finished-untimed = حللتموه معًا!
room-finished-placed-untimed = حللتموه معًا! الأرقام التي وُضعت أثناء وجودك: { $placed }.
room-placed = { $name } { $count }

## Sharing a puzzle: the box under a game.

share-legend = شارك أو اطبع
share-include-progress = ضمّن تقدّمي
share-link-label = رابط هذا اللغز
share-copy-link = انسخ الرابط
share-link-copied = نُسخ الرابط.
share-copy-by-hand = انسخ الرابط أدناه لمشاركته.
share-print = اطبع هذا اللغز
share-together = العب معًا
share-making-room = جارٍ إنشاء غرفة…
share-sudokupad = افتح في SudokuPad

## A puzzle shared as a link (/p/…).

shared-title-new-puzzle = { $level ->
    [easy] لغز سهل جديد { $size }×{ $size }
    [medium] لغز متوسط جديد { $size }×{ $size }
    [hard] لغز صعب جديد { $size }×{ $size }
    [expert] لغز جديد { $size }×{ $size } بمستوى خبير
   *[master] لغز جديد { $size }×{ $size } بمستوى أستاذ
}
shared-title-new-latin = { $level ->
    [easy] مربع لاتيني سهل جديد { $size }×{ $size }
    [medium] مربع لاتيني متوسط جديد { $size }×{ $size }
    [hard] مربع لاتيني صعب جديد { $size }×{ $size }
    [expert] مربع لاتيني جديد { $size }×{ $size } بمستوى خبير
   *[master] مربع لاتيني جديد { $size }×{ $size } بمستوى أستاذ
}
shared-title-puzzle = لغز { $size }×{ $size } مُشارَك
shared-title-latin = مربع لاتيني { $size }×{ $size } مُشارَك
shared-broken-title = رابط لغز معطوب
shared-broken-heading = رابط هذا اللغز معطوب
shared-broken-reason = تعذّرت علينا قراءة اللغز في هذا الرابط: { $reason }.
# HTML: keep the two <a href="…"> tags around the words they link.
shared-broken-help = إذا أرسله إليك أحد، فاطلب منه نسخه مجددًا. <a href="/create">الصق لغزًا</a> أو <a href="/">العب لغز اليوم</a>.

## Variant puzzles: killer, jigsaw, diagonal.

variant-title-new-killer = { $level ->
    [easy] سودوكو كيلر سهل جديد
    [medium] سودوكو كيلر متوسط جديد
    [hard] سودوكو كيلر صعب جديد
    [expert] سودوكو كيلر جديد بمستوى خبير
   *[master] سودوكو كيلر جديد بمستوى أستاذ
}
variant-title-new-jigsaw = { $level ->
    [easy] سودوكو غير منتظم سهل جديد
    [medium] سودوكو غير منتظم متوسط جديد
    [hard] سودوكو غير منتظم صعب جديد
    [expert] سودوكو غير منتظم جديد بمستوى خبير
   *[master] سودوكو غير منتظم جديد بمستوى أستاذ
}
variant-title-new-diagonal = { $level ->
    [easy] سودوكو قطري سهل جديد
    [medium] سودوكو قطري متوسط جديد
    [hard] سودوكو قطري صعب جديد
    [expert] سودوكو قطري جديد بمستوى خبير
   *[master] سودوكو قطري جديد بمستوى أستاذ
}
variant-title-new-classic = { $level ->
    [easy] سودوكو كلاسيكي سهل جديد
    [medium] سودوكو كلاسيكي متوسط جديد
    [hard] سودوكو كلاسيكي صعب جديد
    [expert] سودوكو كلاسيكي جديد بمستوى خبير
   *[master] سودوكو كلاسيكي جديد بمستوى أستاذ
}
variant-title-killer = سودوكو كيلر مُشارَك
variant-title-jigsaw = سودوكو غير منتظم مُشارَك
variant-title-diagonal = سودوكو قطري مُشارَك
variant-title-classic = سودوكو كلاسيكي مُشارَك
variant-title-sized = { $title } { $size }×{ $size }
variant-daily-killer = الكيلر اليومي، { $date }
# The rules, said above a variant's grid.
variant-rules-summary = القواعد
variant-rules-classic = ضع كل رقم مرة واحدة في كل صف وعمود ومربع.
variant-rules-killer = ضع كل رقم مرة واحدة في كل صف وعمود ومربع. مجموع الأرقام في كل قفص منقّط يساوي الرقم المكتوب فيه، ولا يتكرر أي رقم داخل القفص.
variant-rules-jigsaw = ضع كل رقم مرة واحدة في كل صف وعمود ومنطقة محددة؛ المناطق أشكال غير منتظمة.
variant-rules-diagonal = ضع كل رقم مرة واحدة في كل صف وعمود ومربع، وعلى كل من القطرين الطويلين.
# What a screen reader says of a cell of a variant, after its row and column.
variant-cell-region = المنطقة { $region }
variant-cell-main-diagonal = على القطر الرئيسي
variant-cell-anti-diagonal = على القطر المعاكس
variant-cell-cage = { $count ->
    [zero] قفص من { $count } خلية
    [one] قفص من خلية واحدة
    [two] قفص من خليتين
    [few] قفص من { $count } خلايا
    [many] قفص من { $count } خلية
   *[other] قفص من { $count } خلية
}
variant-cell-cage-sum = { $count ->
    [zero] قفص من { $count } خلية
    [one] قفص من خلية واحدة
    [two] قفص من خليتين
    [few] قفص من { $count } خلايا
    [many] قفص من { $count } خلية
   *[other] قفص من { $count } خلية
}، المجموع { $sum }
# The cage-sum aid for the selected cell's cage: $size is how many cells the cage has, $sum its total.
variant-cage-aid-none = { $size ->
    [zero] قفص من { $size } خلية
    [one] قفص من خلية واحدة
    [two] قفص من خليتين
    [few] قفص من { $size } خلايا
    [many] قفص من { $size } خلية
   *[other] قفص من { $size } خلية
}، المجموع { $sum }: لم تعد أي مجموعة أرقام تعطيه.
variant-cage-aid-placed = { $size ->
    [zero] قفص من { $size } خلية
    [one] قفص من خلية واحدة
    [two] قفص من خليتين
    [few] قفص من { $size } خلايا
    [many] قفص من { $size } خلية
   *[other] قفص من { $size } خلية
}، المجموع { $sum }: { $sets }. وُضعت كلها.
variant-cage-aid = { $size ->
    [zero] قفص من { $size } خلية
    [one] قفص من خلية واحدة
    [two] قفص من خليتين
    [few] قفص من { $size } خلايا
    [many] قفص من { $size } خلية
   *[other] قفص من { $size } خلية
}، المجموع { $sum }: { $sets }. الأرقام المتبقية: { $left }.

## New puzzles on demand (/new).

new-title = لغز جديد
new-heading = لغز جديد
new-intro = لكل لغز حل واحد بالضبط، ولا يحتاج إلى أي تخمين.
new-booklet = اطبع كتيّبًا من الألغاز اليومية
new-failed = تعذّر إنشاء اللغز الآن: يُرجى المحاولة مجددًا.
new-latin-heading = المربعات اللاتينية
new-latin-text = صفوف وأعمدة فقط، دون مربعات: كل رقم مرة واحدة في كل صف وعمود.
new-variants-heading = الأنواع الأخرى
new-variants-text = كيلر: أقفاص مجموع أرقامها يساوي الرقم المكتوب فيها. غير منتظم: مناطق غير منتظمة بدل المربعات. قطري: يحتوي القطران الطويلان أيضًا على كل رقم مرة واحدة.
new-kind-killer = كيلر
new-kind-jigsaw = غير منتظم
new-kind-diagonal = قطري
# The words after "kind=", "size=" and "level=" are what the address takes: keep them in English.
new-error-kind = { $word } ليس نوع لغز هنا: احذفه، أو اطلب kind=latin أو killer أو jigsaw أو diagonal.
new-error-no-size = حدّد حجم الشبكة: size=9 مثلًا.
new-error-size = { $size } ليس حجم شبكة.
new-error-level = مستوى غير معروف { $level } (easy أو medium أو hard أو expert أو master).
new-error-levels = { $kind ->
    [latin] المربعات اللاتينية { $size }×{ $size } متوفرة بالمستويات { $levels } فقط.
    [killer] ألغاز سودوكو كيلر { $size }×{ $size } متوفرة بالمستويات { $levels } فقط.
    [jigsaw] ألغاز السودوكو غير المنتظم { $size }×{ $size } متوفرة بالمستويات { $levels } فقط.
    [diagonal] ألغاز السودوكو القطري { $size }×{ $size } متوفرة بالمستويات { $levels } فقط.
   *[classic] ألغاز { $size }×{ $size } متوفرة بالمستويات { $levels } فقط.
}
new-error-only-size = { $kind ->
    [latin] لا توجد هنا مربعات لاتينية { $size }×{ $size }: حجمها { $only }×{ $only }.
    [killer] لا توجد هنا ألغاز سودوكو كيلر { $size }×{ $size }: حجمها { $only }×{ $only }.
    [jigsaw] لا توجد هنا ألغاز سودوكو غير منتظم { $size }×{ $size }: حجمها { $only }×{ $only }.
    [diagonal] لا توجد هنا ألغاز سودوكو قطري { $size }×{ $size }: حجمها { $only }×{ $only }.
   *[classic] لا توجد هنا ألغاز { $size }×{ $size }: حجمها { $only }×{ $only }.
}
new-error-sizes = { $kind ->
    [latin] لا توجد هنا مربعات لاتينية { $size }×{ $size }: جرّب { $sizes } أو { $last }.
    [killer] لا توجد هنا ألغاز سودوكو كيلر { $size }×{ $size }: جرّب { $sizes } أو { $last }.
    [jigsaw] لا توجد هنا ألغاز سودوكو غير منتظم { $size }×{ $size }: جرّب { $sizes } أو { $last }.
    [diagonal] لا توجد هنا ألغاز سودوكو قطري { $size }×{ $size }: جرّب { $sizes } أو { $last }.
   *[classic] لا توجد هنا ألغاز { $size }×{ $size }: جرّب { $sizes } أو { $last }.
}
new-error-none = { $kind ->
    [latin] لا توجد هنا مربعات لاتينية { $size }×{ $size }.
    [killer] لا توجد هنا ألغاز سودوكو كيلر { $size }×{ $size }.
    [jigsaw] لا توجد هنا ألغاز سودوكو غير منتظم { $size }×{ $size }.
    [diagonal] لا توجد هنا ألغاز سودوكو قطري { $size }×{ $size }.
   *[classic] لا توجد هنا ألغاز { $size }×{ $size }.
}
# The units a digit may not repeat in, as a sentence names them.
new-units-classic = صف أو عمود أو مربع
new-units-latin = صف أو عمود
new-units-jigsaw = صف أو عمود أو منطقة
new-units-diagonal = صف أو عمود أو مربع أو قطر

## The daily archive (/daily): a calendar of past dailies by month.

archive-title = أرشيف الألغاز اليومية
archive-heading = الألغاز اليومية
archive-months = الأشهر
archive-earlier = → الأقدم
archive-later = الأحدث ←
archive-month = { $month ->
    [1] يناير { $year }
    [2] فبراير { $year }
    [3] مارس { $year }
    [4] أبريل { $year }
    [5] مايو { $year }
    [6] يونيو { $year }
    [7] يوليو { $year }
    [8] أغسطس { $year }
    [9] سبتمبر { $year }
    [10] أكتوبر { $year }
    [11] نوفمبر { $year }
   *[12] ديسمبر { $year }
}
# The calendar's columns, Monday first.
archive-mon = اثنين
archive-tue = ثلاثاء
archive-wed = أربعاء
archive-thu = خميس
archive-fri = جمعة
archive-sat = سبت
archive-sun = أحد
archive-killer = كيلر
# The one letter of a day's link to each of its puzzles: see archive-legend.
archive-letter = { $edition ->
    [easy] س
    [medium] م
    [hard] ص
   *[killer] ك
}
archive-solved = { $level }، محلول
archive-legend = تفتح «س» و«م» و«ص» لغز اليوم السهل والمتوسط والصعب، و«ك» لغز الكيلر؛ والألغاز المحلولة تظهر مُعبّأة.
archive-solvers-legend = الرقم تحت اليوم: عدد اللاعبين الذين حلّوا ألغازه.
archive-solvers = عدد من حلّوها: السهل { $easy }، المتوسط { $medium }، الصعب { $hard }، الكيلر { $killer }
# Said to screen readers after the number of players under a day ($count).
archive-players-solved = { $count ->
    [zero] لاعب حلّوا
    [one] لاعب حلّ
    [two] لاعبان حلّا
    [few] لاعبين حلّوا
    [many] لاعبًا حلّوا
   *[other] لاعب حلّوا
}

## The community figures: a daily's players and times, and the player's standing.

community-unavailable = الإحصاءات غير متاحة.
community-players = اللاعبون
community-nobody = لم يحله أحد بعد.
community-nobody-today = لم يحله أحد بعد اليوم.
# HTML: keep the <strong> tags.
community-median = { $count ->
    [zero] <strong>حلّه { $count } لاعب</strong>؛ والوقت الوسيط <strong>{ $median }</strong>.
    [one] <strong>حلّه لاعب واحد</strong>؛ والوقت الوسيط <strong>{ $median }</strong>.
    [two] <strong>حلّه لاعبان</strong>؛ والوقت الوسيط <strong>{ $median }</strong>.
    [few] <strong>حلّه { $count } لاعبين</strong>؛ والوقت الوسيط <strong>{ $median }</strong>.
    [many] <strong>حلّه { $count } لاعبًا</strong>؛ والوقت الوسيط <strong>{ $median }</strong>.
   *[other] <strong>حلّه { $count } لاعب</strong>؛ والوقت الوسيط <strong>{ $median }</strong>.
}
community-median-today = { $count ->
    [zero] <strong>حلّه { $count } لاعب</strong> اليوم؛ والوقت الوسيط <strong>{ $median }</strong>.
    [one] <strong>حلّه لاعب واحد</strong> اليوم؛ والوقت الوسيط <strong>{ $median }</strong>.
    [two] <strong>حلّه لاعبان</strong> اليوم؛ والوقت الوسيط <strong>{ $median }</strong>.
    [few] <strong>حلّه { $count } لاعبين</strong> اليوم؛ والوقت الوسيط <strong>{ $median }</strong>.
    [many] <strong>حلّه { $count } لاعبًا</strong> اليوم؛ والوقت الوسيط <strong>{ $median }</strong>.
   *[other] <strong>حلّه { $count } لاعب</strong> اليوم؛ والوقت الوسيط <strong>{ $median }</strong>.
}
community-range = من { $from } إلى { $to }
community-range-last = { $from } أو أكثر
community-histogram = أوقات الإنهاء، من { $from } إلى { $to } أو أكثر
community-histogram-yours = أوقات الإنهاء، من { $from } إلى { $to } أو أكثر؛ وقتك، { $time }، في العمود { $bar }
community-bar = { $count ->
    [zero] { $range }: { $count } لاعب
    [one] { $range }: لاعب واحد
    [two] { $range }: لاعبان
    [few] { $range }: { $count } لاعبين
    [many] { $range }: { $count } لاعبًا
   *[other] { $range }: { $count } لاعب
}
community-bar-yours = { $count ->
    [zero] { $range }: { $count } لاعب، وأنت منهم
    [one] { $range }: لاعب واحد، وهو أنت
    [two] { $range }: لاعبان، وأنت منهما
    [few] { $range }: { $count } لاعبين، وأنت منهم
    [many] { $range }: { $count } لاعبًا، وأنت منهم
   *[other] { $range }: { $count } لاعب، وأنت منهم
}
community-your-time = وقتك، { $time }، في العمود المميّز ({ $bar }).
community-first = أنهيت في { $time }، وأنت أول لاعب يحله.
community-first-today = أنهيت في { $time }، وأنت أول لاعب يحله اليوم.
community-faster-than-other = أنهيت في { $time }، أسرع من اللاعب الآخر؛ { $hinted }.
community-faster-than-other-today = أنهيت في { $time }، أسرع من اللاعب الآخر اليوم؛ { $hinted }.
community-no-faster-than-other = أنهيت في { $time }، ولم تكن أسرع من اللاعب الآخر؛ { $hinted }.
community-no-faster-than-other-today = أنهيت في { $time }، ولم تكن أسرع من اللاعب الآخر اليوم؛ { $hinted }.
# $share: the percentage of the other players who took longer; $others: how many other players.
community-faster-than-share = أنهيت في { $time }، أسرع من { $share }% من { $others ->
    [zero] اللاعبين الآخرين وعددهم { $others }
    [one] لاعب واحد آخر
    [two] لاعبين آخرين اثنين
    [few] { $others } لاعبين آخرين
    [many] { $others } لاعبًا آخر
   *[other] { $others } لاعب آخر
}؛ { $hinted }.
community-faster-than-share-today = أنهيت في { $time }، أسرع من { $share }% من { $others ->
    [zero] اللاعبين الآخرين وعددهم { $others }
    [one] لاعب واحد آخر
    [two] لاعبين آخرين اثنين
    [few] { $others } لاعبين آخرين
    [many] { $others } لاعبًا آخر
   *[other] { $others } لاعب آخر
} اليوم؛ { $hinted }.
# The end of the standing's sentence: $share is the percentage of all players who took a hint.
community-hinted = { $share ->
    [0] لم يستخدم أحد أي تلميح
    [100] استخدم كل اللاعبين تلميحًا
   *[other] استخدم { $share }% من جميع اللاعبين تلميحًا
}
community-not-counted = لم يُحتسب وقتك: { $reason }
community-standing-not-counted = { $standing } لم يُحتسب وقتك: { $reason }
community-counted = احتُسب وقتك.
community-unavailable-now = الإحصاءات غير متاحة الآن؛ سيُحتسب وقتك عندما تعود إلى هذا اللغز.
room-guest-1 = ثعلب
room-guest-2 = بومة
room-guest-3 = دب
room-guest-4 = أرنب
room-guest-5 = غزال
room-guest-6 = فقمة
room-guest-7 = قنفذ
room-guest-8 = سنجاب
room-player-number = اللاعب { $number }
shared-credit-both = «{ $title }» من إعداد { $author }
shared-credit-title = «{ $title }»
shared-credit-author = من إعداد { $author }
