# The site's frame: its name, the header's links and the footer.

site-name = سودوكو
# A page's title in the browser's tab: the page's own, then the site's name.
site-title = { $page } · سودوكو
site-description = العب لغز سودوكو جديدًا كل يوم، وشارك أي لغز برابط، وتعلّم مع تلميحات تشرح لك الحل.

nav-label = القائمة الرئيسية
nav-today = اليوم
nav-archive = الأرشيف
nav-new = جديد
nav-create = إنشاء
nav-solver = الحلّال
nav-learn = تعلّم
nav-stats = الإحصاءات

footer-language = اللغة
footer-language-change = تغيير

# The installed app's description and its shortcuts (the web manifest).
manifest-description = لغز سودوكو جديد كل يوم، وألغاز يمكن مشاركتها، وتلميحات تعلّمك. يعمل دون اتصال بعد تثبيته.
manifest-today = لغز اليوم
manifest-new = لغز جديد
manifest-archive = أرشيف الألغاز اليومية
