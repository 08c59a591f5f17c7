# The game: its tools, keypad, timer, board and hints.

# The dialog before Reset and Solve.
confirm-reset-title = Limpar a grade?
confirm-reset-text = Todos os números, notas e cores que você colocou serão apagados. Desfazer traz tudo de volta.
confirm-reset-yes = Limpar a grade
confirm-solve-title = Mostrar a solução?
confirm-solve-text = Todas as células são preenchidas e o jogo termina; ele não conta como resolvido.
confirm-solve-yes = Mostrar a solução
confirm-keep-playing = Continuar jogando

# Said when a tool's code could not be loaded (a bad connection).
play-tool-missing = Não foi possível carregar essa ferramenta: verifique a conexão e tente de novo, ou recarregue a página. Seu jogo está salvo neste dispositivo.
play-save-missing = Não foi possível carregar seu progresso salvo neste quebra-cabeça: verifique a conexão e recarregue a página. Enquanto isso, nada é salvo por cima dele.
play-panel-missing = Resolvido! Seu tempo está guardado neste dispositivo. Não foi possível carregar o painel de conclusão: verifique a conexão ou recarregue a página para vê-lo.

# The input modes: what a tap or a digit key does.
play-modes = Modo de entrada
play-mode-digit = Número
play-mode-corner = Canto
play-mode-centre = Centro
play-mode-colour = Cor
play-mode-candidate-colour = Cor do candidato

# The buttons around the grid.
play-controls = Controles do jogo
play-undo = Desfazer
play-undo-title = Desfazer (Ctrl+Z)
play-redo = Refazer
play-redo-title = Refazer (Ctrl+Y)
play-check = Verificar
play-reset = Reiniciar
play-fill-notes = Preencher notas
play-fill-notes-title = Preencher as notas centrais de cada célula vazia com os números que ela ainda aceita
play-first-mistake = Primeiro erro
play-solve = Resolver
play-checkpoint = Ponto de controle
play-checkpoint-title = Marcar um ponto de controle antes de um chute
play-shortcuts = Atalhos
play-shortcuts-title = Atalhos de teclado (?)
play-checkpoints = Pontos de controle
# A button that goes back to checkpoint number $number.
play-back-to-checkpoint = Voltar ao { $number }

# What the tools found or did.
play-no-solution-to-compare = Este sudoku não tem uma solução única para comparar.
play-no-solution-to-show = Este sudoku não tem uma solução única para mostrar.
play-first-mistake-at = O primeiro erro está na linha { $row }, coluna { $column }.
play-no-mistakes = Nenhum erro até agora.
play-board-cleared = Grade limpa — Desfazer traz tudo de volta.
play-checkpoint-marked = Ponto de controle { $number } marcado.
play-checkpoint-marked-oldest-dropped = Ponto de controle { $number } marcado. Esse é o máximo que um jogo guarda: o mais antigo foi descartado e os demais foram renumerados.
play-back-to-checkpoint-done = De volta ao ponto de controle { $number }.

# The settings panel.
settings-title = Configurações
settings-mark-conflicts = Marcar conflitos ao digitar
settings-clean-notes = Remover as notas que um número elimina
settings-highlight-digit = Destacar o número selecionado
settings-highlight-units = Destacar linha, coluna e bloco
settings-highlight-candidates = Destacar onde o número ainda pode entrar
settings-colour-letters = Mostrar as cores também como letras
settings-number-first = Escolher primeiro o número e depois tocar nas células
settings-cage-aid = Ajuda de soma: as combinações que formam o total da gaiola selecionada

# The clock.
play-time-played = Tempo de jogo
play-pause = Pausar
play-resume = Continuar
play-paused = Pausado

# The keypad. $digit is the key's digit; $left how many of it the grid still needs.
keypad-label = Teclado numérico
keypad-enter = Inserir { $digit }, faltam { $left }
# In colour mode a digit key paints a colour: $colour is its name.
keypad-colour = Cor { $digit }, { $colour }
keypad-colour-candidate = Colorir candidato { $digit }
keypad-erase = Apagar
keypad-erase-title = Apagar (Delete)
keypad-palette = Cor para candidatos

board-label = Grade do sudoku

# The hint's buttons.
hint-hint = Dica
hint-show-more = Mostrar mais
hint-apply = Aplicar
hint-close = Fechar

# What a hint says, a stage at a time. $cell is a cell as hint-cell writes it.
hint-cell = linha { $row }, coluna { $column }
hint-basis-all-candidates = Suas notas cobrem só algumas células: numa célula sem notas esta dica considera todos os candidatos.
hint-mistake = Um dos seus números está errado.
hint-mistake-at = O número em { $cell } está errado. Aplicar apaga esse número.
hint-missing-note = As notas de uma das suas células deixam de fora o número que vai nela.
hint-missing-note-at = Veja as notas em { $cell }: que número ainda pode ir ali e ficou de fora?
hint-missing-note-digit = As notas em { $cell } deixam de fora o { $digit }, que vai ali. Aplicar adiciona esse número.
hint-look-at-row = Olhe a linha { $number }.
hint-look-at-column = Olhe a coluna { $number }.
hint-look-at-box = Olhe o bloco { $number }.
hint-look-at-region = Olhe a região { $number }.
hint-look-at-diagonal = Olhe a diagonal principal.
hint-look-at-anti-diagonal = Olhe a diagonal secundária.
hint-look-for-next-step = Procure o próximo passo.
hint-look-around = Olhe ao redor de { $cell }.
# The hint's second stage: $technique is the technique's name (technique-… messages).
hint-technique = A técnica a usar: { $technique }.
hint-solved = Tudo está preenchido corretamente.
hint-stuck = As técnicas que este site conhece não encontram um próximo passo aqui: esta posição exige tentativa e erro.
hint-no-single-solution = Este sudoku não tem exatamente uma solução, então não há para onde a dica apontar.

# The daily puzzles' pages. $date, $today and $first are dates as date-long writes them.
daily-title = Sudoku do dia ({ $level }), { $date }
daily-today = Sudoku de hoje
daily-levels = Nível
daily-killer = Killer
daily-other-days = Outros dias
daily-previous-day = ← Dia anterior
daily-next-day = Próximo dia →
daily-not-yet-title = Ainda não saiu
daily-not-yet = Os sudokus de { $date } ainda não saíram: hoje é { $today }.
daily-play-today = Jogar o sudoku de hoje
daily-before-first-title = Não há sudoku diário nesse dia
daily-before-first = Não há sudoku diário para { $date }: eles começam em { $first }.
daily-browse-archive = Ver o arquivo
daily-not-found-title = Página não encontrada
daily-unavailable-title = Não foi possível gerar o sudoku
daily-unavailable = Algo deu errado ao gerar este sudoku. Tente de novo mais tarde.
confirm-reset-mine-title = Desfazer suas alterações?
confirm-reset-mine-text = Todos os números, notas e cores que você mudou nesta página são desfeitos, para todos na sala; o que os outros colocaram fica. Desfazer traz os seus de volta.
confirm-reset-mine-yes = Desfazer os meus
play-own-taken-back = Suas alterações foram desfeitas — Desfazer traz tudo de volta.
