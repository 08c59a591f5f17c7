# The site's frame: its name, the header's links and the footer.

site-name = Sudoku
# A page's title in the browser's tab: the page's own, then the site's name.
site-title = { $page } · Sudoku
site-description = Gioca ogni giorno un nuovo Sudoku, condividi qualsiasi schema con un link e impara con suggerimenti che insegnano davvero.

nav-label = Principale
nav-today = Oggi
nav-archive = Archivio
nav-new = Nuovo
nav-create = Crea
nav-solver = Risolutore
nav-learn = Impara
nav-stats = Statistiche

footer-language = Lingua
footer-language-change = Cambia

# The installed app's description and its shortcuts (the web manifest).
manifest-description = Un nuovo Sudoku ogni giorno, schemi da condividere e suggerimenti che insegnano. Una volta installato, funziona anche offline.
manifest-today = Il sudoku di oggi
manifest-new = Un nuovo sudoku
manifest-archive = Archivio dei sudoku del giorno
