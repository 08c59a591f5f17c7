# The statistics page (/stats), the player's data as a file and sync between devices, the
# completion panel of a solved game, and the review of a finished game.

## The statistics page.

stats-title = Suas estatísticas
stats-lead = Guardadas só neste navegador. Baixe seus dados para ter uma cópia ou levá-los para outro dispositivo.
stats-reading = Lendo seus jogos…
stats-no-games = Nenhum jogo ainda. Jogue { $link } para começar.
stats-no-games-link = o sudoku de hoje

stats-streak-title = Sequência diária
stats-streak-current = Atual
stats-streak-longest = Mais longa
stats-streak-days = { $count ->
    [one] { $count } dia
   *[other] { $count } dias
}
stats-streak-note = Um dia conta quando você resolve um dos sudokus diários dele no próprio dia.

# The calendar of the last year, one square a day.
stats-year-title = O último ano
stats-year-summary = Resolvidos no último ano: { $puzzles } em { $days }
stats-year-puzzles = { $count ->
    [one] { $count } sudoku
   *[other] { $count } sudokus
}
stats-year-days = { $count ->
    [one] { $count } dia
   *[other] { $count } dias
}
stats-day-solved = { $date }: { $count ->
    [0] nenhum
    [one] { $count } sudoku
   *[other] { $count } sudokus
}
# The months' short names above the calendar's columns.
stats-month-short-1 = Jan
stats-month-short-2 = Fev
stats-month-short-3 = Mar
stats-month-short-4 = Abr
stats-month-short-5 = Mai
stats-month-short-6 = Jun
stats-month-short-7 = Jul
stats-month-short-8 = Ago
stats-month-short-9 = Set
stats-month-short-10 = Out
stats-month-short-11 = Nov
stats-month-short-12 = Dez

# The table of games per size and level.
stats-by-level-title = Por tamanho e nível
stats-table-caption = Jogos por tamanho e nível
stats-puzzle = Sudoku
stats-played = Jogados
stats-solved = Resolvidos
stats-rate = Taxa
stats-best = Melhor
stats-median = Mediana
stats-mean = Média
stats-hints = Dicas
stats-rate-value = { $rate }%
stats-row-grid = { $kind ->
    [killer] Killer { $size }×{ $size }
    [jigsaw] Irregular { $size }×{ $size }
    [diagonal] Diagonal { $size }×{ $size }
    [latin] Latino { $size }×{ $size }
   *[classic] { $size }×{ $size }
}
stats-row-level = { $grid } { $level }

# A technique's practice (on /learn).
stats-practice-none = Ainda não praticada
stats-practice-right = { $right } de { $tries } corretas

## The player's data as a file (on the statistics page).

data-title = Seus dados
data-about = Seus jogos, jogos salvos e configurações em um único arquivo, para guardar ou importar em outro navegador. A importação mescla tudo: você não perde nada do que já tem.
data-download = Baixar meus dados
data-import = Importar dados…
data-imported = Importação concluída: { $count ->
    [0] nenhum jogo novo
    [one] { $count } jogo novo
   *[other] { $count } jogos novos
}, e o restante foi mesclado.
data-not-imported = Nada foi importado. { $reason }
data-file-unreadable = Não foi possível ler o arquivo.
data-code-missing = Não foi possível carregar o código que lê e grava arquivos de dados: verifique a conexão e tente de novo.

# Why a file was refused.
data-too-large = Este arquivo é grande demais para ser um arquivo de dados do Sudoku.
data-not-data = Este arquivo não é um arquivo de dados do Sudoku, ou está corrompido ({ $reason }).
data-not-json = não é JSON
data-version-missing = falta a versão
data-foreign = Este arquivo não é um arquivo de dados do Sudoku (o formato dele é { $format }).
data-format-missing = ausente
data-newer = Este arquivo foi criado por uma versão mais nova do site (versão { $version }); atualize a página e tente de novo.
data-game-damaged = O jogo { $index } do arquivo está corrompido: { $reason }.
data-save-damaged = Um jogo salvo no arquivo está corrompido: { $reason }.
data-save-reason = { $key } ({ $why })
data-save-bad-name = não é o nome de um jogo salvo
data-save-no-puzzle = o nome não indica nenhum sudoku

# Why the browser did not keep the player's data.
data-storage-full = O armazenamento do seu navegador para este site está cheio, então seu progresso não está sendo salvo. Baixe seus dados na página de estatísticas e depois libere algum espaço.
data-storage-unavailable = Este navegador não permite que o site guarde seu progresso.

# What is wrong with a game in a data file. $text is the file's text, in quotes.
record-parts = um jogo tem 6 partes, não { $count }
record-id = { $text } não é um identificador de jogo
record-status = { $text } não é um status de jogo
record-number = { $text } não é um número inteiro
record-moment = { $text } não é um momento válido
record-level = { $text } não corresponde a um nível do site
record-not-level = { $text } não é um nível
record-offset = a diferença de fuso horário { $offset } é impossível
record-daily-level = o nível não corresponde ao do sudoku diário

## Sync between the player's devices (on the statistics page).

sync-title = Usar em outro dispositivo
sync-about = A sincronização guarda seus jogos no servidor deste site, protegidos por um link secreto, sem precisar de conta. Cada dispositivo mescla seus jogos com os dos outros quando esta página é aberta.
sync-start = Usar em outro dispositivo
sync-open-link = Abra este link no seu outro dispositivo (ele é secreto: qualquer pessoa que o tenha pode ler e alterar seus dados):
sync-copy-link = Copiar link
sync-link-copied = Link copiado.
sync-copy-by-hand = Selecione o link e copie.
sync-qr-label = QR code do link de sincronização
sync-now = Sincronizar agora
sync-forget = Esquecer este dispositivo
sync-delete = Apagar meus dados do servidor
sync-synced = Sincronização concluída: { $count ->
    [0] nenhum jogo novo
    [one] { $count } jogo novo
   *[other] { $count } jogos novos
} dos seus outros dispositivos.
sync-damaged-link = Nada foi sincronizado: este link de sincronização está corrompido, pois o código não tem 32 dígitos hexadecimais. Peça um novo link no seu outro dispositivo.
sync-no-random = Este navegador não consegue gerar um código de sincronização seguro.
sync-forgotten = Este dispositivo não sincroniza mais. Os dados dele continuam aqui.
sync-deleted = Seus dados foram apagados do servidor. Este navegador mantém a própria cópia.
sync-server-unreadable = Nada foi sincronizado: não foi possível ler os dados no servidor. { $reason }
sync-too-large = Seus dados passam do limite que este site guarda para sincronização; baixe-os em vez disso.
sync-too-many = Sincronizações demais neste momento; tente de novo em um minuto.
sync-unavailable = A sincronização está indisponível no momento; seus dados estão seguros neste navegador. Tente de novo mais tarde.

## The completion panel of a finished game.

completion-solved-title = Muito bem!
completion-revealed-title = Solução exibida
completion-solved = Resolvido em { $time } { $hints ->
    [0] sem dicas
    [one] com { $hints } dica
   *[other] com { $hints } dicas
}.
completion-revealed = A solução foi exibida após { $time } de jogo, { $hints ->
    [0] sem dicas
    [one] com { $hints } dica
   *[other] com { $hints } dicas
}.
completion-review = Revisar

# How the time compares with the player's other solves of the same kind of puzzle.
completion-new-best = Novo recorde pessoal: { $time }, o mais rápido dos seus { $count } sudokus ({ $kind }).
completion-first = Seu primeiro sudoku ({ $kind }) resolvido: { $time }.
completion-equals-best = { $time } iguala seu melhor tempo em { $count } sudokus ({ $kind }).
completion-rank = Seu { $place } melhor tempo em { $count } sudokus ({ $kind }).
# An ordinal number ("2º").
completion-ordinal = { $form ->
   *[other] { $place }º
}
# The kind of puzzle in the sentences above, without its noun.
completion-kind = { $kind ->
    [killer] killer
    [jigsaw] irregular
    [diagonal] diagonal
    [latin] latino { $size }×{ $size }
   *[classic] { $size }×{ $size }
}
# The kind with its level ("killer, Difícil").
completion-kind-level = { $kind }, { $level }
# The player's daily streak, in days.
completion-streak = Sequência diária: { $count ->
    [one] { $count } dia
   *[other] { $count } dias
}.
completion-streak-longest = Sequência diária: { $count ->
    [one] { $count } dia
   *[other] { $count } dias
}, a mais longa até agora.

## The review of a finished game.

review-title = Revisão
review-previous = Anterior
review-next = Próxima
review-move-shown = Jogada exibida
review-timeline = Linha do tempo
review-column-move = Jogada
review-column-took = Duração
review-column-available = Disponível antes
review-board-label = A grade após a jogada { $move }: { $rows }

# Under the board: the position shown.
review-caption-start = O início: { $available }.
review-caption-end = O fim do jogo.
review-caption-from-here = A partir daqui, { $available }.
review-caption-move = Jogada { $move } de { $total }, em { $time }: { $move_made } (levou { $took }). { $after }

# A move of the timeline: its number, then a review-move- phrase.
review-timeline-move = { $number }. { $move_made }
review-timeline-mistake = número errado em { $cell }
review-timeline-stuck = além das técnicas do site
review-mark-longest = maior espera
review-mark-longest-and = maior espera, { $mark }
review-mark-hardest-found = passo mais difícil encontrado
review-mark-toughest-single = único mais difícil
review-mark-hardest = passo mais difícil

# The summary.
review-stuck-longest = Você ficou mais tempo travado antes da jogada { $move } ({ $took }): { $available }, e então { $move_made }.
review-dropped = Só as suas últimas jogadas ficam guardadas; as primeiras não aparecem.
review-hardest = O passo mais difícil deste sudoku: { $technique } (nota { $rating }); { $move ->
    [0] no seu caminho, ele nunca foi o passo mais fácil
   *[other] você o encontrou pela primeira vez antes da sua jogada { $move }
}.
review-hardest-beyond = Este sudoku exige mais do que as técnicas do site; o passo mais difícil que elas encontraram é { $technique } (nota { $rating }); { $move ->
    [0] no seu caminho, ele nunca foi o passo mais fácil
   *[other] você o encontrou pela primeira vez antes da sua jogada { $move }
}.
review-hardest-single = Este sudoku só precisa de únicos (Candidato Único e Único Oculto); o mais difícil é um { $technique } (nota { $rating }); { $move ->
    [0] no seu caminho, ele nunca foi o passo mais fácil
   *[other] você o encontrou pela primeira vez antes da sua jogada { $move }
}.
review-full-house = Todo passo deste sudoku é uma Última Célula Livre: a última célula vazia de uma linha, coluna ou bloco.

# What the solver had from a position, as a phrase inside the sentences above.
review-next-step = { $technique } estava disponível
review-next-mistake = { $cell } tinha um número errado
review-next-stuck = nenhuma técnica do site se aplicava
review-next-solved = a grade estava completa
review-next-unknown = o sudoku não tem uma solução única

# A cell by its row and column: "r4c2".
review-cell = r{ $row }c{ $column }
review-cells-two = { $first }, { $second }
review-cells-three = { $first }, { $second }, { $third }
review-cells-many = { $count ->
    [one] { $count } célula
   *[other] { $count } células
}
# What a move did, in a few words.
review-move-place = { $digit } em { $cells }
review-move-erase = apagou { $cells }
review-move-notes = notas
review-move-change = alterou { $cells }
review-move-reset = reiniciou
review-move-reveal = solução exibida
review-move-digit = { $action }: { $digit } em { $cells }
review-move-emptied = { $action }: esvaziou { $cells }
review-move-cells = { $action }: { $cells }
review-action-hint = dica
review-action-undo = desfazer
review-action-redo = refazer
review-action-checkpoint = voltar a um ponto de controle

# How long a move took. The spaces between a number and its unit are no-break spaces.
review-duration-seconds = { $seconds },{ $tenths } s
review-duration-minutes = { $minutes } min { $seconds } s
review-duration-hours = { $hours } h { $minutes } min
