# The site's frame: its name, the header's links and the footer.

site-name = Sudoku
site-title = { $page } · Sudoku
site-description = Une nouvelle grille de sudoku chaque jour, des grilles à partager d’un simple lien et des indices qui vous apprennent à progresser.

nav-label = Principal
nav-today = Aujourd’hui
nav-archive = Archives
nav-new = Nouvelle grille
nav-create = Créer
nav-solver = Solveur
nav-learn = Apprendre
nav-stats = Stats

footer-language = Langue
footer-language-change = Changer

# The installed app's description and its shortcuts (the web manifest).
manifest-description = Une nouvelle grille chaque jour, des grilles à partager et des indices qui vous font progresser. Fonctionne hors ligne une fois installée.
manifest-today = La grille du jour
manifest-new = Une nouvelle grille
manifest-archive = Archives des grilles du jour
