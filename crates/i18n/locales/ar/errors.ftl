# Why something the player gave the site is not a puzzle or a page. Most of these are clauses
# that other messages put after a colon, so they end without a full stop.

## A share code (the part of a /p/ link after /p/) that does not decode.

error-code-empty = الرمز فارغ
error-code-cut-short = الرابط مقطوع: نهاية الرمز مفقودة
error-code-bad-character = يحتوي الرمز على { $character } في الموضع { $position }، ولا يحتوي عليه أي رمز مشاركة
error-code-unknown-version = إصداره { $version } أحدث من إصدار هذا الموقع: ربما جاء الرمز من إصدار أحدث من الموقع
error-code-not-a-code = هذا ليس رمز مشاركة (رموز المشاركة تبدأ برقم إصدار: 1 أو 2 أو 3)
error-code-checksum = أرقام التحقق في الرمز غير متطابقة، فهل نُسخ كاملًا؟
error-code-trailing-data = يستمر الرمز بعد نهاية لغزه، فهل أُلصق به شيء آخر؟
error-code-variant = { $kind ->
    [killer] هذا رمز سودوكو كيلر، وليس رمز سودوكو كلاسيكي
    [jigsaw] هذا رمز سودوكو غير منتظم، وليس رمز سودوكو كلاسيكي
   *[diagonal] هذا رمز سودوكو قطري، وليس رمز سودوكو كلاسيكي
}
error-code-rules = لا يمكن اللعب بقواعده: { $reason }
error-code-too-long = الرمز أطول من أن يكون لغزًا ({ $length ->
    [zero] { $length } حرف
    [one] حرف واحد
    [two] حرفان
    [few] { $length } أحرف
    [many] { $length } حرفًا
   *[other] { $length } حرف
})

## Rules (regions and killer cages) that a share code's data cannot make.

error-rules-region-cells = { $found ->
    [zero] تغطي المناطق { $found } خلية
    [one] تغطي المناطق خلية واحدة
    [two] تغطي المناطق خليتين
    [few] تغطي المناطق { $found } خلايا
    [many] تغطي المناطق { $found } خلية
   *[other] تغطي المناطق { $found } خلية
}، لا { $expected }
error-rules-region-size = { $cells ->
    [zero] في المنطقة { $region } { $cells } خلية
    [one] في المنطقة { $region } خلية واحدة
    [two] في المنطقة { $region } خليتان
    [few] في المنطقة { $region } { $cells } خلايا
    [many] في المنطقة { $region } { $cells } خلية
   *[other] في المنطقة { $region } { $cells } خلية
}، لا { $size }
error-rules-cage-cell = أحد الأقفاص فيه خلية خارج الشبكة
error-rules-cage-overlap = يتشارك قفصان الخلية في الصف { $row } العمود { $column }
error-rules-cage-size = { $cells ->
    [zero] أحد الأقفاص لا خلايا فيه
    [one] أحد الأقفاص فيه خلية واحدة
    [two] أحد الأقفاص فيه خليتان
    [few] أحد الأقفاص فيه { $cells } خلايا
    [many] أحد الأقفاص فيه { $cells } خلية
   *[other] أحد الأقفاص فيه { $cells } خلية
}
error-rules-cage-sum = { $cells ->
    [zero] قفص من { $cells } خلية
    [one] قفص من خلية واحدة
    [two] قفص من خليتين
    [few] قفص من { $cells } خلايا
    [many] قفص من { $cells } خلية
   *[other] قفص من { $cells } خلية
} لا يمكن أن يكون مجموعه { $sum }

## A grid typed or pasted as text that does not read.

error-grid-unknown-size = عدد الخلايا { $found } لا يطابق أي حجم شبكة (4×4 فيها 16 خلية، و6×6 فيها 36، و8×8 فيها 64، و9×9 فيها 81، و12×12 فيها 144، و16×16 فيها 256، و25×25 فيها 625)
error-grid-not-a-square = عدد الخلايا { $found } لا يكوّن مربعًا لاتينيًا (المربع الذي ضلعه n فيه n×n خلية، وn حتى 25)
error-grid-wrong-length = عدد الخلايا المتوقع { $expected }، والموجود { $found }
error-grid-bad-character = حرف غير صالح { $character } في السطر { $line }، العمود { $column }
error-grid-digit-too-large = الرقم { $character } في السطر { $line }، العمود { $column } أكبر من أن يكون في شبكة { $size }×{ $size }

## What is wrong with a puzzle or link from another site ($site in error-import-site).

error-site-no-puzzle = لا يحتوي على أي لغز
error-site-length = { $found ->
    [zero] يتكون لغزه من { $found } حرف
    [one] يتكون لغزه من حرف واحد
    [two] يتكون لغزه من حرفين
    [few] يتكون لغزه من { $found } أحرف
    [many] يتكون لغزه من { $found } حرفًا
   *[other] يتكون لغزه من { $found } حرف
}، لا { $expected }
error-site-character = يحتوي لغزه على الحرف { $character }، وهو حرف لا تستخدمه الصيغة
error-site-compressed = بياناته المضغوطة تالفة، فهل نُسخ الرابط كاملًا؟
error-site-data = تتعذّر قراءة بيانات لغزه: { $reason }
error-site-size = شبكته { $size }×{ $size }، وهو حجم لا يلعبه هذا الموقع
error-site-given = أحد الأرقام المعطاة ليس رقمًا من أرقام الشبكة
error-site-variant = إنه لغز من نوع آخر ({ $variant })، وليس سودوكو كلاسيكيًا
error-site-constraint = فيه قيد لا يلعبه هذا الموقع: { $name }
error-site-stored = يشير إلى لغز محفوظ على خادم ذلك الموقع ({ $id })؛ افتحه هناك وانسخ شبكته أو رابطًا كاملًا للغز
error-site-too-long = { $length ->
    [zero] أطول من أن يكون لغزًا كلاسيكيًا ({ $length } حرف)
    [one] أطول من أن يكون لغزًا كلاسيكيًا (حرف واحد)
    [two] أطول من أن يكون لغزًا كلاسيكيًا (حرفان)
    [few] أطول من أن يكون لغزًا كلاسيكيًا ({ $length } أحرف)
    [many] أطول من أن يكون لغزًا كلاسيكيًا ({ $length } حرفًا)
   *[other] أطول من أن يكون لغزًا كلاسيكيًا ({ $length } حرف)
}

# Why another site's puzzle data cannot be read (inside error-site-data).
error-site-data-not-puzzle = ليست بيانات لغز
error-site-data-no-grid = لا توجد شبكة خلايا
error-site-data-not-square = الشبكة ليست مربعة
error-site-data-sudokuwiki-form = صيغة SudokuWiki مضغوطة لا يستطيع هذا الموقع قراءتها
error-site-data-cell-region = إحدى الخلايا بلا منطقة
error-site-data-region-number = منطقة إحدى الخلايا ليست رقمًا
error-site-data-regions = ليس في كل منطقة من مناطقه خلية واحدة لكل رقم
error-site-data-cages = أقفاصه متداخلة أو لا يمكنها أن تعطي مجاميعها
error-site-data-cage-cells = أحد الأقفاص بلا خلايا
error-site-data-cage-outside = أحد الأقفاص يشير إلى خلية خارج الشبكة
error-site-data-cage-total = مجموع أحد الأقفاص ليس رقمًا

# The variant another site's puzzle is (inside error-site-variant's brackets).
error-site-variant-killer = سودوكو كيلر
error-site-variant-jigsaw = سودوكو غير منتظم
error-site-variant-diagonal = سودوكو قطري
error-site-variant-killer-cages = أقفاص كيلر
error-site-variant-irregular-regions = مناطق غير منتظمة
error-site-variant-sudokuwiki-type = نوع لغز SudokuWiki { $letter }

## Why a pasted text could not be imported. [sentence] stands alone; [clause] goes after a colon.

error-import-empty = { $form ->
    [sentence] لا شيء لاستيراده: الصق لغزًا أو رابطًا إليه.
   *[clause] لا شيء لاستيراده: الصق لغزًا أو رابطًا إليه
}
error-import-grid = { $form ->
    [sentence] يبدو هذا شبكة لغز، لكن { $reason }.
   *[clause] يبدو هذا شبكة لغز، لكن { $reason }
}
error-import-share-code = { $form ->
    [sentence] يبدو هذا رمز مشاركة، لكن { $reason }.
   *[clause] يبدو هذا رمز مشاركة، لكن { $reason }
}
error-import-site = { $form ->
    [sentence] هذا لغز من { $site }، لكن { $reason }.
   *[clause] هذا لغز من { $site }، لكن { $reason }
}
error-import-unknown-site = { $form ->
    [sentence] { $host } ليس موقعًا يمكن استيراد الألغاز منه (جرّب رابطًا من Sudoku Exchange أو SudokuPad أو SudokuWiki أو f-puzzles).
   *[clause] { $host } ليس موقعًا يمكن استيراد الألغاز منه (جرّب رابطًا من Sudoku Exchange أو SudokuPad أو SudokuWiki أو f-puzzles)
}
error-import-unrecognised = { $form ->
    [sentence] هذا ليس لغزًا: الصق 81 رقمًا مع 0 أو . للخلايا الفارغة، أو رمز مشاركة، أو رابط لغز.
   *[clause] هذا ليس لغزًا: الصق 81 رقمًا مع 0 أو . للخلايا الفارغة، أو رمز مشاركة، أو رابط لغز
}

## A date in an address that does not read (inside error-daily-not-a-date).

error-date-format = المتوقع تاريخ بصيغة YYYY-MM-DD، والموجود { $text }
error-date-year = السنة { $year } خارج النطاق من 1 إلى 9999
error-date-month = الشهر { $month } خارج النطاق من 1 إلى 12
error-date-day = لا يوجد اليوم { $day } في { $month }

## The page of a daily address that does not exist (under "Page not found").

error-daily-not-a-level = تتوفر الألغاز اليومية بالمستويات السهل (easy) والمتوسط (medium) والصعب (hard)، إضافة إلى لغز كيلر (killer).
error-daily-not-a-date = هذا ليس تاريخًا: { $reason }.
