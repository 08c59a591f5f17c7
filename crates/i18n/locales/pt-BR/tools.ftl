# The tools around the game: the solver, the create page, the printable booklet, the keyboard
# shortcuts, the learn pages and their practice, the completion grade, and the offline and
# not-found pages.

## /solver

solver-title = Resolvedor
solver-input-label = Sudoku (uma linha, ou várias; . ou 0 para células vazias)
solver-solve = Resolver
solver-watch = Assistir
solver-not-a-puzzle = Isto não é um sudoku: { $reason }.
solver-unique = Uma solução.
solver-multiple = Várias soluções: este não é um sudoku válido. Uma delas:
solver-no-solution = Sem solução.
solver-already-solved = A grade já está resolvida.
solver-time = Tempo
solver-micros = { $micros } µs
solver-positions = Posições
solver-guesses = Tentativas
solver-backtracks = Retrocessos
solver-watch-solved = Resolvido.
solver-watch-no-solution = Sem solução.
solver-watch-running = Executando…
solver-watch-paused = Pausado.
solver-watch-status = { $state } { $steps }, { $recursions }, { $backtracks }.
solver-watch-steps = { $count ->
    [one] { $count } passo
   *[other] { $count } passos
}
solver-watch-recursions = { $count ->
    [one] { $count } recursão
   *[other] { $count } recursões
}
solver-watch-backtracks = { $count ->
    [one] { $count } retrocesso
   *[other] { $count } retrocessos
}
solver-pause = Pausar
solver-resume = Continuar
solver-speed = Velocidade
solver-speed-label = Passos por segundo
solver-speed-value = { $speed } passos/s
solver-grid = Grade

## /create

create-title = Criar um sudoku
create-lead = Digite as pistas na grade ou cole um sudoku: os números dele (81 para um 9×9, letras a partir de A para 10 em diante) ou um link deste site, do Sudoku Exchange, do SudokuPad ou do SudokuWiki. Depois, trave as pistas.
create-paste-label = Cole um sudoku ou um link
create-load = Carregar
create-size = { $side }×{ $side }
create-sizes-label = Tamanho da grade
create-latin = Quadrado latino: só linhas e colunas, sem blocos
create-editing-label = Edição
create-undo = Desfazer
create-redo = Refazer
create-clear = Limpar
create-lock = Travar
create-your-puzzle-label = Seu sudoku
create-play = Jogar
create-edit = Editar
create-lock-empty = Digite algumas pistas primeiro.
create-lock-conflicts-box = { $count ->
    [one] { $count } pista repete um número em uma linha, coluna ou bloco; ela está marcada.
   *[other] { $count } pistas repetem um número em uma linha, coluna ou bloco; elas estão marcadas.
}
create-lock-conflicts-latin = { $count ->
    [one] { $count } pista repete um número em uma linha ou coluna; ela está marcada.
   *[other] { $count } pistas repetem um número em uma linha ou coluna; elas estão marcadas.
}
create-lock-conflicts-region = { $count ->
    [one] { $count } pista repete um número em uma linha, coluna ou região; ela está marcada.
   *[other] { $count } pistas repetem um número em uma linha, coluna ou região; elas estão marcadas.
}
create-lock-conflicts-diagonal = { $count ->
    [one] { $count } pista repete um número em uma linha, coluna, bloco ou diagonal; ela está marcada.
   *[other] { $count } pistas repetem um número em uma linha, coluna, bloco ou diagonal; elas estão marcadas.
}
create-lock-no-solution = Estas pistas não têm solução.
create-lock-several = Estas pistas têm várias soluções: adicione uma pista em uma das células marcadas.
create-lock-unique = Solução única: estas pistas têm exatamente uma solução.
# $level is a phrase with a capital ("Um sudoku fácil").
create-lock-unique-graded = Solução única: estas pistas têm exatamente uma solução. { $level } (nota { $rating }).
create-lock-unique-beyond = Solução única: estas pistas têm exatamente uma solução. { $level } (nota { $rating }, além das técnicas que este site ensina).

## /print

print-title = Imprimir um caderno
print-lead = Os sudokus diários de um nível (ou os Killers diários), o de hoje e os dos dias anteriores, alguns por folha, com as soluções na última folha.
print-level = Nível
print-per-sheet = Sudokus por folha
print-sheets = Folhas
print-make = Montar o caderno
print-print = Imprimir

booklet-killer = Killer
booklet-sheet = Folha { $number } · { $edition }
booklet-caption = { $number }. { $edition }, { $date }
booklet-solutions = Soluções
booklet-solution-caption = { $number }.
booklet-no-solution = { $number }. Sem solução única.

## The keyboard shortcuts (the ? key in a game)

shortcuts-title = Atalhos de teclado
shortcuts-close = Fechar
shortcuts-digit = Digitar um número (letras acima de 9), nota ou cor nas células selecionadas
shortcuts-arrows-key = Setas
shortcuts-arrows = Mover a seleção
shortcuts-shift-arrows-key = Shift + setas
shortcuts-shift-arrows = Adicionar células à seleção
shortcuts-click-key = Shift / Ctrl + clique, arrastar
shortcuts-click = Selecionar várias células
shortcuts-erase-key = Delete, Backspace, 0
shortcuts-erase = Apagar
# Z, X, C, V and B switch the input mode.
shortcuts-modes = Modo número, canto, centro, cor e cor do candidato (a partir de 12×12, C e B são números)
shortcuts-space-key = Espaço
shortcuts-space = Próximo modo
shortcuts-undo-key = Ctrl + Z
shortcuts-undo = Desfazer
shortcuts-redo-key = Ctrl + Y, Ctrl + Shift + Z
shortcuts-redo = Refazer
shortcuts-help = Mostrar ou ocultar estes atalhos
shortcuts-escape-key = Esc
shortcuts-escape = Fechar esta lista

## /learn

learn-title = Aprenda as técnicas
learn-lead = Todas as técnicas que nosso resolvedor usa, na ordem em que ele as tenta: por nível, das mais fáceis às mais difíceis, e por nota dentro de cada nível (a nota diz o quanto é difícil enxergar uma técnica; o nível, o quanto são difíceis os sudokus que precisam dela). Cada página explica uma técnica, mostra um exemplo resolvido passo a passo e traz posições para você praticar.
learn-variants-heading = Killer, irregular e diagonal
learn-variants-text = As variantes somam estas às técnicas acima: as gaiolas do killer e a regra dos 45, e candidatos bloqueados onde uma região irregular ou uma diagonal cruza uma linha, coluna ou bloco. Os exemplos e as posições delas usam a grade da variante.
learn-rated = nota { $rating }
learn-page-title = { $technique } · Aprender
learn-all = Todas as técnicas
learn-technique-level = { $level ->
    [easy] Técnica fácil, nota { $rating }.
    [medium] Técnica média, nota { $rating }.
    [hard] Técnica difícil, nota { $rating }.
    [expert] Técnica de nível especialista, nota { $rating }.
   *[master] Técnica de nível mestre, nota { $rating }.
}
learn-previous = ← { $technique }
learn-next = { $technique } →
learn-neighbours-label = Técnicas
learn-how-it-works = Como funciona
learn-example = Um exemplo
learn-no-example = Ainda não há um exemplo resolvido desta técnica.
# The key under the example's grid: what each colour of candidate means.
learn-key-pattern = o padrão
learn-key-pattern-alt = a outra parte do padrão (a segunda cor, os outros elos da cadeia)
learn-key-removed = removido
learn-key-placed = colocado
learn-candidate = { $digit } em { $cell }
# A practice cell as a screen reader reads it.
learn-cell-digit = { $cell }: { $digit }
learn-cell-candidates = { $cell }: candidatos { $candidates }
learn-cell-struck = { $cell }: candidatos { $candidates }; riscados: { $struck }
learn-cell-chosen = { $cell }: candidatos { $candidates }; escolhido: { $chosen }
learn-cell-struck-chosen = { $cell }: candidatos { $candidates }; riscados: { $struck }; escolhido: { $chosen }
# The verdict on a practice answer; $technique is the technique's name.
learn-verdict-right = Certo: essa é a técnica { $technique }.
learn-verdict-another = Certo: essa é outra ocorrência da técnica { $technique }. A prova mostra a que o resolvedor encontrou primeiro.
learn-verdict-empty = Primeiro marque os candidatos a remover ou o número a colocar.
learn-verdict-placement = Não é esse: a técnica { $technique } aqui não coloca esse número.
learn-verdict-not-yet = Ainda não: { $reason }.
learn-verdict-not-yet-both = Ainda não: { $extra }; { $missing }.
learn-verdict-extra = { $count ->
    [one] { $marks } não é removido por esta ocorrência de { $technique }
   *[other] { $marks } não são removidos por esta ocorrência de { $technique }
}
learn-verdict-missing = { $missing ->
    [one] ainda falta encontrar { $missing } eliminação
   *[other] ainda faltam { $missing } eliminações a encontrar
}

# Practice on a technique's page.
practise-heading = Pratique
practise-corpus-failed = Não foi possível carregar as posições de prática. Verifique sua conexão e tente de novo.
practise-code-failed = Não foi possível carregar o código da prática. Verifique sua conexão e tente de novo.
practise-none = Não foi possível gerar uma posição com a técnica { $technique }. Tente de novo.
practise-tally = Sua prática: { $tally }.
# Check is the button of that name (practise-check).
practise-task-eliminate = Encontre a técnica { $technique }: selecione cada célula da qual ela remove um candidato e risque esse candidato no painel; depois, clique em Verificar.
practise-task-place = Encontre a técnica { $technique }: selecione a célula que ela preenche e escolha o número no painel; depois, clique em Verificar.
practise-proof = Prova:
practise-making = Gerando uma posição…
practise-new = Nova posição
practise-check = Verificar
practise-show-proof = Mostrar prova
practise-not-candidate = { $digit }, não é candidato desta célula
practise-pad-select = Selecione uma célula para marcar os candidatos dela.
practise-pad-filled = { $cell } já tem um número: selecione uma célula vazia.
practise-pad-strike = { $cell }: escolha um candidato para riscá-lo (escolha de novo para desfazer).
practise-pad-choose = { $cell }: escolha um candidato para defini-lo como o número a colocar.
practise-grid-label = Posição de prática
practise-pad-label = Candidatos da célula selecionada

## The grade of a solved puzzle

grade-sentence = Foi { $level } (nota { $rating }), com { $techniques }.
grade-technique-count = { $technique } ×{ $count }

## /offline and the page for an unknown address

offline-title = Você está offline
offline-not-saved = Esta página não está salva neste dispositivo, e não é possível acessar o site agora.
offline-still-play = Todos os sudokus que você abriu aqui, e os sudokus diários da última semana, continuam disponíveis: { $today }, { $archive } ou { $new }, gerado neste dispositivo.
offline-today = o sudoku de hoje
offline-archive = o arquivo
offline-new = um sudoku novo

not-found-title = Página não encontrada
not-found-text = Não há nenhuma página neste endereço.
not-found-play-today = Jogar o sudoku de hoje
shortcuts-corner-key = Shift + 1–9
shortcuts-corner = Uma nota de canto, em qualquer modo
shortcuts-centre-key = Ctrl / Cmd + 1–9
shortcuts-centre = Uma nota central, em qualquer modo
