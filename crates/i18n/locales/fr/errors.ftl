# Why something the player gave the site is not a puzzle or a page: a broken share link, a
# pasted puzzle that does not import, a grid that does not read, a daily address that does not
# exist. Most of these are clauses that other messages put after a colon, so they start in
# lower case and end without a full stop.

## A share code (the part of a /p/ link after /p/) that does not decode.

error-code-empty = le code est vide
error-code-cut-short = le lien est tronqué : la fin du code manque
error-code-bad-character = le code contient { $character } en position { $position }, un caractère qu’aucun code de partage ne contient
error-code-unknown-version = sa version { $version } est plus récente que celle de ce site : le code provient peut-être d’une version plus récente du site
error-code-not-a-code = ce n’est pas un code de partage (ceux-ci commencent par un numéro de version : 1, 2 ou 3)
error-code-checksum = les chiffres de contrôle du code ne correspondent pas — a-t-il été copié en entier ?
error-code-trailing-data = le code continue après la fin de sa grille — a-t-on collé quelque chose à la suite ?
error-code-variant = { $kind ->
    [killer] c’est le code d’un killer sudoku, pas d’un sudoku classique
    [jigsaw] c’est le code d’un sudoku irrégulier, pas d’un sudoku classique
   *[diagonal] c’est le code d’un sudoku diagonal, pas d’un sudoku classique
}
error-code-rules = ses règles ne sont pas jouables : { $reason }
error-code-too-long = { $length ->
    [one] le code est trop long pour être une grille ({ $length } caractère)
   *[other] le code est trop long pour être une grille ({ $length } caractères)
}

## Rules (regions and killer cages) that a share code's data cannot make.

error-rules-region-cells = { $found ->
    [one] les régions couvrent { $found } case, et non { $expected }
   *[other] les régions couvrent { $found } cases, et non { $expected }
}
error-rules-region-size = { $cells ->
    [one] la région { $region } compte { $cells } case, et non { $size }
   *[other] la région { $region } compte { $cells } cases, et non { $size }
}
error-rules-cage-cell = une cage contient une case hors de la grille
error-rules-cage-overlap = deux cages partagent la case de la ligne { $row }, colonne { $column }
error-rules-cage-size = { $cells ->
    [one] une cage compte { $cells } case
   *[other] une cage compte { $cells } cases
}
error-rules-cage-sum = { $cells ->
    [one] une cage de { $cells } case ne peut pas totaliser { $sum }
   *[other] une cage de { $cells } cases ne peut pas totaliser { $sum }
}

## A grid typed or pasted as text that does not read.

error-grid-unknown-size = { $found ->
    [one] { $found } case ne correspond à aucune taille de grille (une 4×4 compte 16 cases, une 6×6 36, une 8×8 64, une 9×9 81, une 12×12 144, une 16×16 256, une 25×25 625)
   *[other] { $found } cases ne correspondent à aucune taille de grille (une 4×4 compte 16 cases, une 6×6 36, une 8×8 64, une 9×9 81, une 12×12 144, une 16×16 256, une 25×25 625)
}
error-grid-not-a-square = { $found ->
    [one] { $found } case ne forme pas un carré latin (une grille de côté n compte n×n cases, n allant jusqu’à 25)
   *[other] { $found } cases ne forment pas un carré latin (une grille de côté n compte n×n cases, n allant jusqu’à 25)
}
error-grid-wrong-length = { $expected ->
    [one] il faut { $expected } case, il y en a { $found }
   *[other] il faut { $expected } cases, il y en a { $found }
}
error-grid-bad-character = le caractère { $character } (ligne { $line }, colonne { $column }) n’est pas valide
error-grid-digit-too-large = le chiffre { $character } (ligne { $line }, colonne { $column }) est trop grand pour une grille { $size }×{ $size }

## What is wrong with a puzzle or link from another site ($site in error-import-site).

error-site-no-puzzle = il ne contient aucune grille
error-site-length = { $found ->
    [one] sa grille compte { $found } caractère, et non { $expected }
   *[other] sa grille compte { $found } caractères, et non { $expected }
}
error-site-character = sa grille contient le caractère { $character }, que le format n’utilise pas
error-site-compressed = ses données compressées sont endommagées — le lien a-t-il été copié en entier ?
error-site-data = ses données de grille sont illisibles : { $reason }
error-site-size = sa grille fait { $size }×{ $size }, une taille que ce site ne propose pas
error-site-given = un chiffre de départ ne fait pas partie des chiffres de la grille
error-site-variant = c’est une grille de variante ({ $variant }), pas un sudoku classique
error-site-constraint = il comporte une contrainte que ce site ne propose pas : { $name }
error-site-stored = il désigne une grille conservée sur le serveur de ce site ({ $id }) ; ouvrez-la là-bas et copiez sa grille ou un lien complet vers la grille
error-site-too-long = { $length ->
    [one] il est trop long pour être une grille classique ({ $length } caractère)
   *[other] il est trop long pour être une grille classique ({ $length } caractères)
}

# Why another site's puzzle data cannot be read (inside error-site-data).
error-site-data-not-puzzle = ce ne sont pas des données de grille
error-site-data-no-grid = aucune grille de cases
error-site-data-not-square = la grille n’est pas carrée
error-site-data-sudokuwiki-form = un format SudokuWiki compacté que ce site ne sait pas lire
error-site-data-cell-region = une case n’a pas de région
error-site-data-region-number = la région d’une case n’est pas un nombre
error-site-data-regions = les régions ne comptent pas chacune une case par chiffre
error-site-data-cages = les cages se chevauchent ou ne peuvent pas atteindre leurs totaux
error-site-data-cage-cells = une cage n’a aucune case
error-site-data-cage-outside = une cage désigne une case hors de la grille
error-site-data-cage-total = le total d’une cage n’est pas un nombre

# The variant another site's puzzle is (inside error-site-variant's brackets).
error-site-variant-killer = killer sudoku
error-site-variant-jigsaw = sudoku irrégulier
error-site-variant-diagonal = sudoku diagonal
error-site-variant-killer-cages = cages de killer
error-site-variant-irregular-regions = régions irrégulières
error-site-variant-sudokuwiki-type = type de grille SudokuWiki { $letter }

## Why a pasted text (on the Create page, or after /p/ in a link) could not be imported.
## [sentence] stands alone; [clause] goes into another message after a colon.

error-import-empty = { $form ->
    [sentence] Rien à importer : collez une grille ou un lien vers une grille.
   *[clause] rien à importer : collez une grille ou un lien vers une grille
}
error-import-grid = { $form ->
    [sentence] Cela ressemble à une grille, mais { $reason }.
   *[clause] cela ressemble à une grille, mais { $reason }
}
error-import-share-code = { $form ->
    [sentence] Cela ressemble à un code de partage, mais { $reason }.
   *[clause] cela ressemble à un code de partage, mais { $reason }
}
error-import-site = { $form ->
    [sentence] Ce contenu vient de { $site }, mais { $reason }.
   *[clause] ce contenu vient de { $site }, mais { $reason }
}
error-import-unknown-site = { $form ->
    [sentence] { $host } ne fait pas partie des sites depuis lesquels vous pouvez importer des grilles (essayez un lien Sudoku Exchange, SudokuPad, SudokuWiki ou f-puzzles).
   *[clause] { $host } ne fait pas partie des sites depuis lesquels vous pouvez importer des grilles (essayez un lien Sudoku Exchange, SudokuPad, SudokuWiki ou f-puzzles)
}
error-import-unrecognised = { $form ->
    [sentence] Ce n’est pas une grille : collez 81 chiffres (0 ou . pour les cases vides), un code de partage ou un lien vers une grille.
   *[clause] ce n’est pas une grille : collez 81 chiffres (0 ou . pour les cases vides), un code de partage ou un lien vers une grille
}

## A date in an address that does not read (inside error-daily-not-a-date).

error-date-format = une date au format YYYY-MM-DD était attendue, et non { $text }
error-date-year = l’année { $year } n’est pas comprise entre 1 et 9999
error-date-month = le mois { $month } n’est pas compris entre 1 et 12
error-date-day = le mois { $month } n’a pas de jour { $day }

## The page of a daily address that does not exist (under "Page not found").

error-daily-not-a-level = Les grilles du jour existent en trois niveaux (facile, moyen et difficile), plus un killer.
error-daily-not-a-date = Ce n’est pas une date : { $reason }.
