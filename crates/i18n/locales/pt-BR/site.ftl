# The site's frame: its name, the header's links and the footer.

site-name = Sudoku
# A page's title in the browser's tab: the page's own, then the site's name.
site-title = { $page } · Sudoku
site-description = Jogue um Sudoku novo todo dia, compartilhe qualquer jogo por link e aprenda com dicas que ensinam.

nav-label = Principal
nav-today = Hoje
nav-archive = Arquivo
nav-new = Novo
nav-create = Criar
nav-solver = Resolvedor
nav-learn = Aprender
nav-stats = Estatísticas

footer-language = Idioma
footer-language-change = Alterar

# The installed app's description and its shortcuts (the web manifest).
manifest-description = Um Sudoku novo todo dia, jogos para compartilhar e dicas que ensinam. Funciona offline depois de instalado.
manifest-today = Sudoku do dia
manifest-new = Um sudoku novo
manifest-archive = Arquivo dos sudokus diários
