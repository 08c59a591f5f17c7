# Playing together (rooms), sharing a puzzle, shared and variant puzzles, new puzzles on
# demand, the daily archive and the daily's community figures.

## Rooms (/r/…): a puzzle solved together.

room-missing-title = Sala não encontrada
room-missing-text = Não há nenhuma sala neste endereço. Salas sem uso por um mês são removidas.
# HTML: keep the <strong> and <a href="/"> tags. "Jogar juntos" is share-together.
room-missing-action = Abra um sudoku e escolha <strong>Jogar juntos</strong> para criar uma nova, ou <a href="/">jogue o sudoku de hoje</a>.
room-unavailable-title = Salas indisponíveis
room-unavailable-text = O site não consegue abrir as salas agora. Tente de novo em um minuto; você ainda pode jogar qualquer sudoku sozinho.
room-play-today = Jogar o sudoku de hoje
room-unreadable = Não foi possível ler a grade desta sala.
room-title = Jogando juntos
room-people = Quem está aqui
room-person-you = { $name } (você)
room-status-connecting = Entrando na sala…
room-status-online = As jogadas de todos aparecem aqui na hora; Desfazer só desfaz as suas.
room-status-offline = { $count ->
    [0] Offline: você pode continuar jogando aqui, e a sala se atualiza quando a conexão voltar.
    [one] Offline: você pode continuar jogando aqui; { $count } alteração será enviada quando a conexão voltar.
   *[other] Offline: você pode continuar jogando aqui; { $count } alterações serão enviadas quando a conexão voltar.
}
room-invite = Convidar alguém
room-link-label = Link desta sala
room-copy-link = Copiar link
room-show-qr = Mostrar QR code
room-link-copied = Link copiado.
room-copy-by-hand = Copie o link acima para convidar alguém.
room-qr-failed = Não foi possível gerar o QR code; copie o link.
room-qr-label = QR code do link da sala
room-name-label = Seu nome aqui
room-name-placeholder = Convidado
room-name-use = Usar este nome
room-note = Qualquer pessoa com o link pode entrar, até oito ao mesmo tempo. Um sudoku diário resolvido em uma sala conta para a sala: ele não é enviado como resultado diário de ninguém.
room-start-offline = Uma sala precisa de conexão com o site: tente de novo quando estiver online.
room-start-unavailable = Este site não consegue criar salas agora.
room-start-refused = Não foi possível criar a sala: { $reason }
room-joined = { $name } entrou.
room-left = { $name } saiu.
room-finished = Resolvido juntos em { $time }!
room-finished-placed = Resolvido juntos em { $time }! Números colocados enquanto você estava aqui: { $placed }.
room-finished-untimed = Resolvido juntos!
room-finished-placed-untimed = Resolvido juntos! Números colocados enquanto você estava aqui: { $placed }.
room-placed = { $name } { $count }

## Sharing a puzzle: the box under a game.

share-legend = Compartilhar ou imprimir
share-include-progress = Incluir meu progresso
share-link-label = Link para este sudoku
share-copy-link = Copiar link
share-link-copied = Link copiado.
share-copy-by-hand = Copie o link abaixo para compartilhar.
share-print = Imprimir este sudoku
share-together = Jogar juntos
share-making-room = Criando uma sala…
share-sudokupad = Abrir no SudokuPad

## A puzzle shared as a link (/p/…).

shared-title-new-puzzle = { $level ->
    [easy] Novo sudoku { $size }×{ $size } fácil
    [medium] Novo sudoku { $size }×{ $size } médio
    [hard] Novo sudoku { $size }×{ $size } difícil
    [expert] Novo sudoku { $size }×{ $size } de nível especialista
   *[master] Novo sudoku { $size }×{ $size } de nível mestre
}
shared-title-new-latin = { $level ->
    [easy] Novo quadrado latino { $size }×{ $size } fácil
    [medium] Novo quadrado latino { $size }×{ $size } médio
    [hard] Novo quadrado latino { $size }×{ $size } difícil
    [expert] Novo quadrado latino { $size }×{ $size } de nível especialista
   *[master] Novo quadrado latino { $size }×{ $size } de nível mestre
}
shared-title-puzzle = Sudoku { $size }×{ $size } compartilhado
shared-title-latin = Quadrado latino { $size }×{ $size } compartilhado
shared-broken-title = Link de sudoku quebrado
shared-broken-heading = Este link de sudoku está quebrado
shared-broken-reason = Não conseguimos ler o sudoku deste link: { $reason }.
shared-broken-help = Se alguém enviou este link para você, peça para copiá-lo de novo. <a href="/create">Cole um sudoku</a> ou <a href="/">jogue o sudoku de hoje</a>.

## Variant puzzles: killer, jigsaw, diagonal.

variant-title-new-killer = { $level ->
    [easy] Novo Sudoku Killer fácil
    [medium] Novo Sudoku Killer médio
    [hard] Novo Sudoku Killer difícil
    [expert] Novo Sudoku Killer de nível especialista
   *[master] Novo Sudoku Killer de nível mestre
}
variant-title-new-jigsaw = { $level ->
    [easy] Novo sudoku irregular fácil
    [medium] Novo sudoku irregular médio
    [hard] Novo sudoku irregular difícil
    [expert] Novo sudoku irregular de nível especialista
   *[master] Novo sudoku irregular de nível mestre
}
variant-title-new-diagonal = { $level ->
    [easy] Novo sudoku diagonal fácil
    [medium] Novo sudoku diagonal médio
    [hard] Novo sudoku diagonal difícil
    [expert] Novo sudoku diagonal de nível especialista
   *[master] Novo sudoku diagonal de nível mestre
}
variant-title-new-classic = { $level ->
    [easy] Novo sudoku clássico fácil
    [medium] Novo sudoku clássico médio
    [hard] Novo sudoku clássico difícil
    [expert] Novo sudoku clássico de nível especialista
   *[master] Novo sudoku clássico de nível mestre
}
variant-title-killer = Sudoku Killer compartilhado
variant-title-jigsaw = Sudoku irregular compartilhado
variant-title-diagonal = Sudoku diagonal compartilhado
variant-title-classic = Sudoku clássico compartilhado
variant-title-sized = { $title } { $size }×{ $size }
variant-daily-killer = Killer do dia, { $date }
# The rules, said above a variant's grid.
variant-rules-summary = Regras
variant-rules-classic = Coloque cada número uma vez em cada linha, coluna e bloco.
variant-rules-killer = Coloque cada número uma vez em cada linha, coluna e bloco. Os números de cada gaiola tracejada somam o total indicado e nunca se repetem dentro da gaiola.
variant-rules-jigsaw = Coloque cada número uma vez em cada linha, coluna e região contornada; as regiões têm formatos irregulares.
variant-rules-diagonal = Coloque cada número uma vez em cada linha, coluna e bloco, e também em cada uma das duas diagonais maiores.
variant-cell-region = região { $region }
variant-cell-main-diagonal = na diagonal principal
variant-cell-anti-diagonal = na diagonal secundária
variant-cell-cage = { $count ->
    [one] gaiola de { $count } célula
   *[other] gaiola de { $count } células
}
variant-cell-cage-sum = { $count ->
    [one] gaiola de { $count } célula, soma { $sum }
   *[other] gaiola de { $count } células, soma { $sum }
}
variant-cage-aid-none = { $size ->
    [one] Gaiola de { $size } célula, total { $sum }: nenhuma combinação de números forma mais esse total.
   *[other] Gaiola de { $size } células, total { $sum }: nenhuma combinação de números forma mais esse total.
}
variant-cage-aid-placed = { $size ->
    [one] Gaiola de { $size } célula, total { $sum }: { $sets }. Todos colocados.
   *[other] Gaiola de { $size } células, total { $sum }: { $sets }. Todos colocados.
}
variant-cage-aid = { $size ->
    [one] Gaiola de { $size } célula, total { $sum }: { $sets }. Números restantes: { $left }.
   *[other] Gaiola de { $size } células, total { $sum }: { $sets }. Números restantes: { $left }.
}

## New puzzles on demand (/new).

new-title = Novo sudoku
new-heading = Um novo sudoku
new-intro = Todo sudoku tem exatamente uma solução e não exige chutes.
new-booklet = Imprimir um caderno de sudokus diários
new-failed = Não foi possível gerar o sudoku agora: tente de novo.
new-latin-heading = Quadrados latinos
new-latin-text = Só linhas e colunas, sem blocos: cada número uma vez em cada linha e coluna.
new-variants-heading = Variantes
new-variants-text = Killer: gaiolas cujos números somam os totais indicados. Irregular: regiões irregulares no lugar dos blocos. Diagonal: as duas diagonais maiores também têm cada número uma vez.
new-kind-killer = Killer
new-kind-jigsaw = Irregular
new-kind-diagonal = Diagonal
# The words after "kind=", "size=" and "level=" stay in English.
new-error-kind = { $word } não é um tipo de sudoku daqui: omita esse parâmetro ou peça kind=latin, killer, jigsaw ou diagonal.
new-error-no-size = Informe o tamanho da grade: size=9, por exemplo.
new-error-size = { $size } não é um tamanho de grade.
new-error-level = nível desconhecido { $level } (easy, medium, hard, expert ou master).
new-error-levels = { $kind ->
    [latin] Quadrados latinos { $size }×{ $size } só existem nos níveis { $levels }.
    [killer] Sudokus Killer { $size }×{ $size } só existem nos níveis { $levels }.
    [jigsaw] Sudokus irregulares { $size }×{ $size } só existem nos níveis { $levels }.
    [diagonal] Sudokus diagonais { $size }×{ $size } só existem nos níveis { $levels }.
   *[classic] Sudokus { $size }×{ $size } só existem nos níveis { $levels }.
}
new-error-only-size = { $kind ->
    [latin] Não há quadrados latinos { $size }×{ $size } aqui: eles são { $only }×{ $only }.
    [killer] Não há Sudokus Killer { $size }×{ $size } aqui: eles são { $only }×{ $only }.
    [jigsaw] Não há sudokus irregulares { $size }×{ $size } aqui: eles são { $only }×{ $only }.
    [diagonal] Não há sudokus diagonais { $size }×{ $size } aqui: eles são { $only }×{ $only }.
   *[classic] Não há sudokus { $size }×{ $size } aqui: eles são { $only }×{ $only }.
}
new-error-sizes = { $kind ->
    [latin] Não há quadrados latinos { $size }×{ $size } aqui: tente { $sizes } ou { $last }.
    [killer] Não há Sudokus Killer { $size }×{ $size } aqui: tente { $sizes } ou { $last }.
    [jigsaw] Não há sudokus irregulares { $size }×{ $size } aqui: tente { $sizes } ou { $last }.
    [diagonal] Não há sudokus diagonais { $size }×{ $size } aqui: tente { $sizes } ou { $last }.
   *[classic] Não há sudokus { $size }×{ $size } aqui: tente { $sizes } ou { $last }.
}
new-error-none = { $kind ->
    [latin] Não há quadrados latinos { $size }×{ $size } aqui.
    [killer] Não há Sudokus Killer { $size }×{ $size } aqui.
    [jigsaw] Não há sudokus irregulares { $size }×{ $size } aqui.
    [diagonal] Não há sudokus diagonais { $size }×{ $size } aqui.
   *[classic] Não há sudokus { $size }×{ $size } aqui.
}
# The units a digit may not repeat in.
new-units-classic = linha, coluna ou bloco
new-units-latin = linha ou coluna
new-units-jigsaw = linha, coluna ou região
new-units-diagonal = linha, coluna, bloco ou diagonal

## The daily archive (/daily): a calendar of past dailies by month.

archive-title = Arquivo dos sudokus diários
archive-heading = Sudokus diários
archive-months = Meses
archive-earlier = ← Anteriores
archive-later = Próximos →
archive-month = { $month ->
    [1] Janeiro de { $year }
    [2] Fevereiro de { $year }
    [3] Março de { $year }
    [4] Abril de { $year }
    [5] Maio de { $year }
    [6] Junho de { $year }
    [7] Julho de { $year }
    [8] Agosto de { $year }
    [9] Setembro de { $year }
    [10] Outubro de { $year }
    [11] Novembro de { $year }
   *[12] Dezembro de { $year }
}
# The calendar's columns, Monday first.
archive-mon = Seg
archive-tue = Ter
archive-wed = Qua
archive-thu = Qui
archive-fri = Sex
archive-sat = Sáb
archive-sun = Dom
archive-killer = Killer
archive-letter = { $edition ->
    [easy] F
    [medium] M
    [hard] D
   *[killer] K
}
archive-solved = { $level }, resolvido
archive-legend = F, M e D abrem o sudoku fácil, médio e difícil do dia, e K o Killer; os resolvidos aparecem preenchidos.
archive-solvers-legend = O número abaixo de cada dia: quantos jogadores resolveram os sudokus dele.
archive-solvers = Resolvido por { $easy } no fácil, { $medium } no médio, { $hard } no difícil e { $killer } no killer
archive-players-solved = { $count ->
    [0] jogadores resolveram
    [one] jogador resolveu
   *[other] jogadores resolveram
}

## The community figures: a daily's players and times, and the player's standing.

community-unavailable = Estatísticas indisponíveis.
community-players = Jogadores
community-nobody = Ninguém resolveu ainda.
community-nobody-today = Ninguém resolveu ainda hoje.
# HTML: keep the <strong> tags.
community-median = { $count ->
    [one] <strong>{ $count } jogador resolveu</strong>; o tempo mediano é <strong>{ $median }</strong>.
   *[other] <strong>{ $count } jogadores resolveram</strong>; o tempo mediano é <strong>{ $median }</strong>.
}
community-median-today = { $count ->
    [one] <strong>{ $count } jogador resolveu</strong> hoje; o tempo mediano é <strong>{ $median }</strong>.
   *[other] <strong>{ $count } jogadores resolveram</strong> hoje; o tempo mediano é <strong>{ $median }</strong>.
}
community-range = { $from } a { $to }
community-range-last = { $from } ou mais
community-histogram = Tempos de conclusão, de { $from } a { $to } ou mais
community-histogram-yours = Tempos de conclusão, de { $from } a { $to } ou mais; o seu, { $time }, está na barra { $bar }
community-bar = { $count ->
    [one] { $range }: { $count } jogador
   *[other] { $range }: { $count } jogadores
}
community-bar-yours = { $count ->
    [one] { $range }: { $count } jogador, incluindo você
   *[other] { $range }: { $count } jogadores, incluindo você
}
community-your-time = Seu tempo, { $time }, está na barra marcada ({ $bar }).
community-first = Você terminou em { $time }, a primeira pessoa a resolver.
community-first-today = Você terminou em { $time }, a primeira pessoa a resolver hoje.
community-faster-than-other = Você terminou em { $time }, mais rápido que a outra pessoa; { $hinted }.
community-faster-than-other-today = Você terminou em { $time }, mais rápido que a outra pessoa que jogou hoje; { $hinted }.
community-no-faster-than-other = Você terminou em { $time }, sem superar a outra pessoa; { $hinted }.
community-no-faster-than-other-today = Você terminou em { $time }, sem superar a outra pessoa que jogou hoje; { $hinted }.
community-faster-than-share = { $others ->
   *[other] Você terminou em { $time }, mais rápido que { $share }% dos outros { $others } jogadores; { $hinted }.
}
community-faster-than-share-today = { $others ->
   *[other] Você terminou em { $time }, mais rápido que { $share }% dos outros { $others } jogadores de hoje; { $hinted }.
}
community-hinted = { $share ->
    [0] ninguém usou dicas
    [100] todos os jogadores usaram dicas
   *[other] { $share }% dos jogadores usaram dicas
}
community-not-counted = Seu tempo não foi contado: { $reason }
community-standing-not-counted = { $standing } Seu tempo não foi contado: { $reason }
community-counted = Seu tempo foi contado.
community-unavailable-now = As estatísticas estão indisponíveis no momento; seu tempo será contado quando você voltar a este sudoku.
room-guest-1 = Raposa
room-guest-2 = Coruja
room-guest-3 = Urso
room-guest-4 = Lebre
room-guest-5 = Veado
room-guest-6 = Foca
room-guest-7 = Texugo
room-guest-8 = Ouriço
room-player-number = Jogador { $number }
shared-credit-both = “{ $title }”, de { $author }
shared-credit-title = “{ $title }”
shared-credit-author = De { $author }
