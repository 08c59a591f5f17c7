# The site's frame: its name, the header's links and the footer.

site-name = Sudoku
# A page's title in the browser's tab: the page's own, then the site's name.
site-title = { $page } · Sudoku
site-description = Play a fresh Sudoku every day, share any puzzle as a link, and learn with hints that teach.

nav-label = Main
nav-today = Today
nav-archive = Archive
nav-new = New
nav-create = Create
nav-solver = Solver
nav-learn = Learn
nav-stats = Stats

footer-language = Language
footer-language-change = Change

# The installed app's description and its shortcuts (the web manifest).
manifest-description = A fresh Sudoku every day, shareable puzzles and hints that teach. Plays offline once installed.
manifest-today = Today's puzzle
manifest-new = A new puzzle
manifest-archive = Archive of dailies
