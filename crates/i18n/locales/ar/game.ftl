# The game itself: how a screen reader describes a cell, the colours, and why a saved game
# could not be restored.

# A cell of the grid as a screen reader says it: "row 3, column 5, empty, candidates 2 4 7".
cell-label = الصف { $row }، العمود { $column }{ $rules }، { $state }{ $conflict }{ $painted }

# A cell's state, for cell-label.
cell-given = معطى { $digit }
cell-entry = { $digit }
cell-empty = فارغة
cell-candidates = فارغة، المرشحات { $digits }

# Added to cell-label when the cell's digit breaks a rule. Starts with a comma.
cell-conflict = ، تعارض

# Added to cell-label when the player painted the cell. Starts with a comma.
cell-coloured = ، ملوّنة ب{ $colours }
# Joins the names of the colours of a cell, for cell-coloured.
cell-colours-and = { $first } و{ $next }
# Added to cell-label for each candidate the player painted. Starts with a comma.
cell-candidate-coloured = ، المرشح { $digit } ب{ $colour }

# The nine colours (they go inside sentences, such as cell-coloured).
colour-red = الأحمر
colour-orange = البرتقالي
colour-yellow = الأصفر
colour-lime = الليموني
colour-green = الأخضر
colour-teal = الفيروزي
colour-blue = الأزرق
colour-violet = البنفسجي
colour-pink = الوردي

# The letter shown on each colour: one character, a different one for each colour.
colour-letter-red = ح
colour-letter-orange = ب
colour-letter-yellow = ص
colour-letter-lime = ل
colour-letter-green = خ
colour-letter-teal = ف
colour-letter-blue = ز
colour-letter-violet = ن
colour-letter-pink = و

# Said above the grid when the game saved on this device cannot be read.
game-save-set-aside = تعذّر استعادة تقدّمك المحفوظ في هذا اللغز: { $reason }. نُقل جانبًا وبدأت لعبة جديدة.

# Why a save could not be restored (each goes into game-save-set-aside as its $reason).
game-save-unreadable = اللعبة المحفوظة غير قابلة للقراءة ({ $reason })
game-save-format-start = لا تبدأ كما يبدأ الحفظ
game-save-format-time = وقت اللعب مفقود
game-save-format-hints = عدد التلميحات مفقود
game-save-format-puzzle = اللغز مفقود
game-save-format-extra = تحتوي على أكثر من حفظ
game-save-version = اللعبة المحفوظة كُتبت بإصدار آخر من الموقع ({ $version })
game-save-damaged = اللعبة المحفوظة تالفة: { $reason }
game-save-other-puzzle = اللعبة المحفوظة تخص لغزًا آخر
game-save-checkpoints = نقاط الحفظ في اللعبة المحفوظة تالفة: { $reason }
# $count: how many marks the save has; $most: how many a game keeps (16).
game-save-marks-too-many = { $count ->
    [zero] توجد { $count } نقطة حفظ
    [one] توجد نقطة حفظ واحدة
    [two] توجد نقطتا حفظ
    [few] توجد { $count } نقاط حفظ
    [many] توجد { $count } نقطة حفظ
   *[other] توجد { $count } نقطة حفظ
}، أكثر من الحد الذي تحتفظ به اللعبة وهو { $most }
game-save-mark-damaged = نقطة الحفظ { $number }: { $reason }
game-save-mark-other-puzzle = نقطة الحفظ { $number } تخص لغزًا آخر

# Why the moves recorded in a save could not be read; each goes into game-save-damaged.
game-moves-characters = النقلات المسجّلة ليست بترميز base64url
game-moves-version = النقلات المسجّلة بإصدار غير معروف
game-moves-damaged = النقلات المسجّلة تالفة
game-moves-mismatch = النقلات المسجّلة لا تؤدي إلى اللوحة المحفوظة

cell-rule = ، { $rule }
