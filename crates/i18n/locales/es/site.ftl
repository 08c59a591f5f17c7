# The site's frame: its name, the header's links and the footer.

site-name = Sudoku
site-title = { $page } · Sudoku
site-description = Juega un sudoku nuevo cada día, comparte cualquier sudoku con un enlace y aprende con pistas que te enseñan.

nav-label = Principal
nav-today = Hoy
nav-archive = Archivo
nav-new = Nuevo
nav-create = Crear
nav-solver = Solucionador
nav-learn = Aprender
nav-stats = Estadísticas

footer-language = Idioma
footer-language-change = Cambiar

manifest-description = Un sudoku nuevo cada día, sudokus para compartir y pistas que te enseñan. Funciona sin conexión una vez instalado.
manifest-today = El sudoku de hoy
manifest-new = Un sudoku nuevo
manifest-archive = Archivo de sudokus diarios
