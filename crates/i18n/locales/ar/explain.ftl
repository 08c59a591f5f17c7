# The engine's explanation of a hint's step (its last stage) and of /learn's examples.
# Values: cells are written r4c2 (explain-cell); $unit and $other are units (unit-…);
# $digits are digits joined with list-and, $alternatives with list-or; $removed is what the
# step removes (explain-removed…); $technique is a technique's name; $links, $count, $total,
# $known and $each are numbers.

explain-full-house = { $cell } هي آخر خلية فارغة في { $unit }، لذا فهي { $digit }.
explain-hidden-single = في { $unit }، لا يناسب { $digit } إلا { $cell }.
explain-naked-single = لا يمكن أن تكون { $cell } إلا { $digit }.
explain-locked-candidates = في { $unit }، لا يقع { $digits } إلا في { $other }، لذا احذف { $removed }.
explain-naked-subset = في { $unit }، لا تحمل { $cells } بينها إلا { $digits }، لذا احذف { $removed }.
explain-hidden-subset = في { $unit }، لا تناسب { $digits } إلا { $cells }، لذا احذف { $removed }.
explain-fish = { $technique }: في { $base }، لا يقع { $digits } إلا في { $cover }، لذا احذف { $removed }.
explain-finned-fish-one-fin = { $technique }: في { $base }، لا يقع { $digits } إلا في { $cover } أو في الزعنفة { $fins }؛ وفي الحالتين، احذف { $removed }.
explain-finned-fish-fins = { $technique }: في { $base }، لا يقع { $digits } إلا في { $cover } أو في الزعانف { $fins }؛ وفي الحالتين، احذف { $removed }.
explain-sashimi-fish-one-fin = { $technique } (ساشيمي): في { $base }، لا يقع { $digits } إلا في { $cover } أو في الزعنفة { $fins }؛ وفي الحالتين، احذف { $removed }.
explain-sashimi-fish-fins = { $technique } (ساشيمي): في { $base }، لا يقع { $digits } إلا في { $cover } أو في الزعانف { $fins }؛ وفي الحالتين، احذف { $removed }.
explain-wing = { $technique }: أيًّا كان رقم { $pivot }، فإن واحدة من { $pincers } هي { $digits }، لذا احذف { $removed }.
explain-w-wing = W-Wing: تحمل { $pair } الرقمين نفسيهما، والرابط القوي { $link } يمنع أن تكون كلتاهما الرقم الآخر، لذا إحداهما هي { $digits }؛ احذف { $removed }.
explain-colouring = تلوين { $digits }: إما أن تحمل { $first } كلها { $digits } وإما { $second } كلها، لذا احذف { $removed }.
explain-unique-rectangle = { $technique }: لولا ذلك لسمحت { $cells } بحلّين باستخدام { $alternatives }، لذا احذف { $removed }.
explain-bug = BUG+1: لولا { $digit } في { $cell } لكان لكل خلية مرشحان وللغز حلّان، لذا { $cell } هي { $digit }.
explain-chain = { $technique } { $links ->
    [zero] من { $links } رابط
    [one] من رابط واحد
    [two] من رابطين
    [few] من { $links } روابط
    [many] من { $links } رابطًا
   *[other] من { $links } رابط
}: إما { $start } وإما { $end } هي { $digits }، لذا احذف { $removed }.
explain-aic = سلسلة استدلال متناوب { $links ->
    [zero] من { $links } رابط
    [one] من رابط واحد
    [two] من رابطين
    [few] من { $links } روابط
    [many] من { $links } رابطًا
   *[other] من { $links } رابط
}: إما أن تكون { $start } هي { $start_digit } وإما أن تكون { $end } هي { $end_digit }، لذا احذف { $removed }.
explain-als-xz-one = ALS-XZ: تحمل كل من { $first } و{ $second } رقمًا واحدًا أكثر من عدد خلاياها، ولا يمكن أن تحمل كلتاهما { $alternatives }، لذا تحمل إحداهما { $digits }؛ احذف { $removed }.
explain-als-xz-many = ALS-XZ: تحمل كل من { $first } و{ $second } رقمًا واحدًا أكثر من عدد خلاياها، ولا يمكن أن تحمل كلتاهما { $alternatives }، لذا كل رقم من { $digits } موجود في إحداهما؛ احذف { $removed }.
explain-contradiction-removes = سلسلة إجبارية: لو كانت { $cell } هي { $digit }، لأدت المفردات إلى تناقض، لذا احذف { $removed }.
explain-contradiction-places = سلسلة إجبارية: لو كانت { $cell } هي { $digit }، لأدت المفردات إلى تناقض، لذا { $placed_cell } هي { $placed }.
explain-unit-forcing-removes = سلسلة إجبارية: أينما وُضع { $digits } في { $unit }، تؤدي المفردات إلى النتيجة نفسها، لذا احذف { $removed }.
explain-unit-forcing-places = سلسلة إجبارية: أينما وُضع { $digits } في { $unit }، تؤدي المفردات إلى النتيجة نفسها، لذا { $placed_cell } هي { $placed }.
explain-cell-forcing-removes = سلسلة إجبارية: أيًّا كان ما تحمله { $cells } من { $alternatives }، تؤدي المفردات إلى النتيجة نفسها، لذا احذف { $removed }.
explain-cell-forcing-places = سلسلة إجبارية: أيًّا كان ما تحمله { $cells } من { $alternatives }، تؤدي المفردات إلى النتيجة نفسها، لذا { $placed_cell } هي { $placed }.
explain-cage-combination-one = في القفص عند { $cells }، يجب أن تعطي الخلية المفتوحة { $total } بأرقام مختلفة، ولا يحقق ذلك إلا { $digits }: احذف { $removed }.
explain-cage-combination-many = في القفص عند { $cells }، يجب أن تعطي { $count ->
    [zero] الخلايا المفتوحة وعددها { $count }
    [one] الخلية المفتوحة
    [two] الخليتان المفتوحتان
    [few] الخلايا المفتوحة الـ{ $count }
    [many] الخلايا المفتوحة وعددها { $count }
   *[other] الخلايا المفتوحة وعددها { $count }
} المجموع { $total } بأرقام مختلفة، ولا يحقق ذلك بمرشحاتها إلا { $sets }؛ ولا يضع أيٌّ منها { $candidates }، لذا احذف { $removed }.
explain-cage-overlap-unit = في { $unit }، لا يمكن أن يوضع { $digits } إلا في { $cells }، وكلها في قفص واحد، لذا لا يمكن لخلايا القفص الأخرى أن تحمله: احذف { $removed }.
explain-cage-overlap-sets = كل مجموعة أرقام مختلفة تعطي مجموع هذا القفص تحتوي على { $digits }، ولا يمكن أن يوضع في القفص إلا في { $cells }، فلا يمكن لأي خلية ترى كل هذه الخلايا أن تحمله: احذف { $removed }.
explain-innies-one = مجموع الأقفاص الواقعة كليًّا داخل { $units } هو { $known }، ومجموع الوحدة { $each }، لذا فمجموع الخلايا المتبقية، { $cells }، هو { $total }: احذف { $removed }.
explain-innies-many = مجموع الأقفاص الواقعة كليًّا داخل { $units } هو { $known }، ومجموع كل من هذه الوحدات { $each }، لذا فمجموع الخلايا المتبقية، { $cells }، هو { $total }: احذف { $removed }.
explain-outies-one = مجموع الأقفاص التي تغطي { $units } هو { $known }، ومجموع الوحدة { $each }، لذا فمجموع خلاياها الواقعة خارجها، { $cells }، هو { $total }: احذف { $removed }.
explain-outies-many = مجموع الأقفاص التي تغطي { $units } هو { $known }، ومجموع كل من هذه الوحدات { $each }، لذا فمجموع خلاياها الواقعة خارجها، { $cells }، هو { $total }: احذف { $removed }.

# A cell, by its row and column.
explain-cell = r{ $row }c{ $column }
# Units.
unit-row = الصف { $number }
unit-column = العمود { $number }
unit-box = المربع { $number }
unit-region = المنطقة { $number }
unit-diagonal = القطر الرئيسي
unit-anti-diagonal = القطر المعاكس
# Lists: $head is the items before the last, already joined with list-comma.
list-comma = { $head }، { $next }
list-semicolon = { $head }؛ { $next }
list-and = { $head } و{ $last }
list-or = { $head } أو { $last }
# What a step removes: one digit from cells, or (joined with list-and) a digit from a cell.
explain-removed = { $digit } من { $cells }
explain-candidate-in = { $digits } في { $cell }
