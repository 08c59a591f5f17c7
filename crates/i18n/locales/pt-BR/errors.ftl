# Why something the player gave the site is not a puzzle or a page: a broken share link, a
# pasted puzzle that does not import, a grid that does not read, a daily address that does not
# exist. Most of these are clauses that other messages put after a colon, so they start in
# lower case and end without a full stop.

## A share code (the part of a /p/ link after /p/) that does not decode.

error-code-empty = o código está vazio
error-code-cut-short = o link está cortado: falta o fim do código
error-code-bad-character = o código tem { $character } na posição { $position }, um caractere que nenhum código de compartilhamento usa
error-code-unknown-version = a versão { $version } do código é mais nova que a deste site: o código pode ter vindo de uma versão mais recente do site
error-code-not-a-code = isto não é um código de compartilhamento (eles começam com um número de versão: 1, 2 ou 3)
error-code-checksum = os dígitos de verificação do código não conferem — ele foi copiado inteiro?
error-code-trailing-data = o código continua depois do fim do sudoku — algo foi colado junto?
error-code-variant = { $kind ->
    [killer] é o código de um Sudoku Killer, não de um sudoku clássico
    [jigsaw] é o código de um sudoku irregular, não de um sudoku clássico
   *[diagonal] é o código de um sudoku diagonal, não de um sudoku clássico
}
error-code-rules = as regras do sudoku não são jogáveis: { $reason }
error-code-too-long = o código é longo demais para ser um sudoku ({ $length } caracteres)

## Rules (regions and killer cages) that a share code's data cannot make.

error-rules-region-cells = { $found ->
    [one] as regiões cobrem { $found } célula, e não { $expected }
   *[other] as regiões cobrem { $found } células, e não { $expected }
}
error-rules-region-size = { $cells ->
    [one] a região { $region } tem { $cells } célula, e não { $size }
   *[other] a região { $region } tem { $cells } células, e não { $size }
}
error-rules-cage-cell = uma gaiola tem uma célula fora da grade
error-rules-cage-overlap = duas gaiolas compartilham a célula da linha { $row }, coluna { $column }
error-rules-cage-size = { $cells ->
    [0] uma gaiola não tem nenhuma célula
    [one] uma gaiola tem { $cells } célula
   *[other] uma gaiola tem { $cells } células
}
error-rules-cage-sum = { $cells ->
    [one] uma gaiola de { $cells } célula não pode somar { $sum }
   *[other] uma gaiola de { $cells } células não pode somar { $sum }
}

## A grid typed or pasted as text that does not read.

error-grid-unknown-size = { $found ->
    [one] { $found } célula não corresponde a nenhum tamanho de grade (4×4 tem 16 células, 6×6 36, 8×8 64, 9×9 81, 12×12 144, 16×16 256, 25×25 625)
   *[other] { $found } células não correspondem a nenhum tamanho de grade (4×4 tem 16 células, 6×6 36, 8×8 64, 9×9 81, 12×12 144, 16×16 256, 25×25 625)
}
error-grid-not-a-square = { $found ->
    [one] { $found } célula não forma um quadrado latino (um lado de n tem n×n células, com n até 25)
   *[other] { $found } células não formam um quadrado latino (um lado de n tem n×n células, com n até 25)
}
error-grid-wrong-length = eram esperadas { $expected } células, mas há { $found }
error-grid-bad-character = caractere inválido { $character } na linha { $line }, coluna { $column }
error-grid-digit-too-large = o número { $character } na linha { $line }, coluna { $column } é grande demais para uma grade { $size }×{ $size }

## What is wrong with a puzzle or link from another site ($site in error-import-site).

error-site-no-puzzle = não contém nenhum sudoku
error-site-length = { $found ->
    [one] o sudoku tem { $found } caractere, e não { $expected }
   *[other] o sudoku tem { $found } caracteres, e não { $expected }
}
error-site-character = o sudoku tem o caractere { $character }, que o formato não usa
error-site-compressed = os dados compactados estão corrompidos — o link foi copiado inteiro?
error-site-data = não foi possível ler os dados do sudoku: { $reason }
error-site-size = a grade é { $size }×{ $size }, um tamanho que este site não oferece
error-site-given = uma pista não é um número da grade
error-site-variant = é uma variante de sudoku ({ $variant }), não um sudoku clássico
error-site-constraint = tem uma restrição que este site não oferece: { $name }
error-site-stored = indica um sudoku guardado no servidor do site ({ $id }); abra-o lá e copie a grade ou um link completo do sudoku
error-site-too-long = é longo demais para ser um sudoku clássico ({ $length } caracteres)

# Why another site's puzzle data cannot be read (inside error-site-data).
error-site-data-not-puzzle = não são dados de sudoku
error-site-data-no-grid = não há uma grade de células
error-site-data-not-square = a grade não é quadrada
error-site-data-sudokuwiki-form = um formato compactado do SudokuWiki que este site não consegue ler
error-site-data-cell-region = uma célula não tem região
error-site-data-region-number = a região de uma célula não é um número
error-site-data-regions = as regiões não têm, cada uma, uma célula para cada número
error-site-data-cages = as gaiolas se sobrepõem ou não conseguem formar seus totais
error-site-data-cage-cells = uma gaiola não tem células
error-site-data-cage-outside = uma gaiola indica uma célula fora da grade
error-site-data-cage-total = o total de uma gaiola não é um número

# The variant another site's puzzle is (inside error-site-variant's brackets).
error-site-variant-killer = Sudoku Killer
error-site-variant-jigsaw = sudoku irregular
error-site-variant-diagonal = sudoku diagonal
error-site-variant-killer-cages = gaiolas de Killer
error-site-variant-irregular-regions = regiões irregulares
error-site-variant-sudokuwiki-type = tipo de sudoku { $letter } do SudokuWiki

## Why a pasted text could not be imported: [sentence] stands alone, [clause] goes after a colon.

error-import-empty = { $form ->
    [sentence] Nada para importar: cole um sudoku ou o link de um sudoku.
   *[clause] nada para importar: cole um sudoku ou o link de um sudoku
}
error-import-grid = { $form ->
    [sentence] Isto parece uma grade de sudoku, mas { $reason }.
   *[clause] isto parece uma grade de sudoku, mas { $reason }
}
error-import-share-code = { $form ->
    [sentence] Isto parece um código de compartilhamento, mas { $reason }.
   *[clause] isto parece um código de compartilhamento, mas { $reason }
}
error-import-site = { $form ->
    [sentence] Isto é um sudoku do { $site }, mas { $reason }.
   *[clause] isto é um sudoku do { $site }, mas { $reason }
}
error-import-unknown-site = { $form ->
    [sentence] { $host } não é um site de onde seja possível importar sudokus (tente um link do Sudoku Exchange, SudokuPad, SudokuWiki ou f-puzzles).
   *[clause] { $host } não é um site de onde seja possível importar sudokus (tente um link do Sudoku Exchange, SudokuPad, SudokuWiki ou f-puzzles)
}
error-import-unrecognised = { $form ->
    [sentence] Isto não é um sudoku: cole 81 números com 0 ou . nas células vazias, um código de compartilhamento ou um link de sudoku.
   *[clause] isto não é um sudoku: cole 81 números com 0 ou . nas células vazias, um código de compartilhamento ou um link de sudoku
}

## A date in an address that does not read (inside error-daily-not-a-date).

error-date-format = era esperada uma data no formato YYYY-MM-DD, mas foi encontrado { $text }
error-date-year = o ano { $year } está fora do intervalo de 1 a 9999
error-date-month = o mês { $month } está fora do intervalo de 1 a 12
error-date-day = { $month } não tem dia { $day }

## The page of a daily address that does not exist (under "Page not found").

error-daily-not-a-level = Os sudokus diários vêm nos níveis fácil, médio e difícil, além de um Killer.
error-daily-not-a-date = Isso não é uma data: { $reason }.
