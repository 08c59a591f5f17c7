# The site's frame: its name, the header's links and the footer.

site-name = Sudoku
# A page's title in the browser's tab: the page's own, then the site's name.
site-title = { $page } · Sudoku
site-description = Spiel jeden Tag ein neues Sudoku, teile jedes Rätsel als Link und lerne mit Tipps, die dir wirklich etwas beibringen.

nav-label = Hauptnavigation
nav-today = Heute
nav-archive = Archiv
nav-new = Neu
nav-create = Erstellen
nav-solver = Löser
nav-learn = Lernen
nav-stats = Statistik

footer-language = Sprache
footer-language-change = Ändern

# The installed app's description and its shortcuts (the web manifest).
manifest-description = Jeden Tag ein neues Sudoku, Rätsel zum Teilen und Tipps, die etwas beibringen. Nach der Installation auch offline spielbar.
manifest-today = Heutiges Rätsel
manifest-new = Ein neues Rätsel
manifest-archive = Archiv der Tagesrätsel
