# Playing together (rooms), sharing a puzzle, shared and variant puzzles, new puzzles on
# demand, the daily archive and the daily's community figures.

## Rooms (/r/…): a puzzle solved together.

room-missing-title = Salon introuvable
room-missing-text = Il n’y a aucun salon à cette adresse. Les salons inutilisés pendant un mois sont supprimés.
room-missing-action = Ouvrez une grille et choisissez <strong>Jouer ensemble</strong> pour en créer un, ou <a href="/">jouez la grille du jour</a>.
room-unavailable-title = Les salons sont indisponibles
room-unavailable-text = Le site ne peut pas ouvrir ses salons pour le moment. Réessayez dans une minute ; toutes les grilles restent jouables en solo.
room-play-today = Jouer la grille du jour
room-unreadable = La grille de ce salon n’a pas pu être lue.
room-title = Jouer ensemble
room-people = Qui est là
room-person-you = { $name } (vous)
room-status-connecting = Connexion au salon…
room-status-online = Les coups de chacun s’affichent ici en direct ; Annuler ne reprend que les vôtres.
room-status-offline = { $count ->
    [0] Hors ligne : vous pouvez continuer à jouer ici, le salon se mettra à jour au retour de la connexion.
    [one] Hors ligne : vous pouvez continuer à jouer ici ; { $count } modification sera envoyée au retour de la connexion.
   *[other] Hors ligne : vous pouvez continuer à jouer ici ; { $count } modifications seront envoyées au retour de la connexion.
}
room-invite = Inviter quelqu’un
room-link-label = Lien vers ce salon
room-copy-link = Copier le lien
room-show-qr = Afficher le QR code
room-link-copied = Lien copié.
room-copy-by-hand = Copiez le lien ci-dessus pour inviter quelqu’un.
room-qr-failed = Le QR code n’a pas pu être créé ; copiez plutôt le lien.
room-qr-label = QR code du lien du salon
room-name-label = Votre nom ici
room-name-placeholder = Invité
room-name-use = Utiliser ce nom
room-note = Toute personne qui a le lien peut rejoindre le salon, jusqu’à huit à la fois. Une grille du jour résolue dans un salon compte pour le salon : elle n’est envoyée comme résultat personnel de personne.
room-start-offline = Un salon nécessite une connexion au site : réessayez une fois en ligne.
room-start-unavailable = Ce site ne peut pas créer de salon pour le moment.
room-start-refused = Aucun salon n’a pu être créé : { $reason }
room-joined = { $name } a rejoint le salon.
room-left = { $name } a quitté le salon.
room-finished = Résolue ensemble en { $time } !
room-finished-placed = Résolue ensemble en { $time } ! Chiffres placés pendant votre présence : { $placed }.
room-finished-untimed = Résolue ensemble !
room-finished-placed-untimed = Résolue ensemble ! Chiffres placés pendant votre présence : { $placed }.
room-placed = { $name } { $count }

## Sharing a puzzle: the box under a game.

share-legend = Partager ou imprimer
share-include-progress = Inclure ma progression
share-link-label = Lien vers cette grille
share-copy-link = Copier le lien
share-link-copied = Lien copié.
share-copy-by-hand = Copiez le lien ci-dessous pour le partager.
share-print = Imprimer cette grille
share-together = Jouer ensemble
share-making-room = Création du salon…
share-sudokupad = Ouvrir dans SudokuPad

## A puzzle shared as a link (/p/…).

shared-title-new-puzzle = { $level ->
    [easy] Nouvelle grille { $size }×{ $size } facile
    [medium] Nouvelle grille { $size }×{ $size } de difficulté moyenne
    [hard] Nouvelle grille { $size }×{ $size } difficile
    [expert] Nouvelle grille { $size }×{ $size } de niveau expert
   *[master] Nouvelle grille { $size }×{ $size } de niveau maître
}
shared-title-new-latin = { $level ->
    [easy] Nouveau carré latin { $size }×{ $size } facile
    [medium] Nouveau carré latin { $size }×{ $size } de difficulté moyenne
    [hard] Nouveau carré latin { $size }×{ $size } difficile
    [expert] Nouveau carré latin { $size }×{ $size } de niveau expert
   *[master] Nouveau carré latin { $size }×{ $size } de niveau maître
}
shared-title-puzzle = Grille { $size }×{ $size } partagée
shared-title-latin = Carré latin { $size }×{ $size } partagé
shared-broken-title = Lien de grille invalide
shared-broken-heading = Ce lien de grille ne fonctionne pas
shared-broken-reason = Impossible de lire la grille de ce lien : { $reason }.
shared-broken-help = Si quelqu’un vous l’a envoyé, demandez-lui de le copier à nouveau. <a href="/create">Collez une grille</a> ou <a href="/">jouez la grille du jour</a>.

## Variant puzzles: killer, jigsaw, diagonal.

variant-title-new-killer = { $level ->
    [easy] Nouveau killer sudoku facile
    [medium] Nouveau killer sudoku de difficulté moyenne
    [hard] Nouveau killer sudoku difficile
    [expert] Nouveau killer sudoku de niveau expert
   *[master] Nouveau killer sudoku de niveau maître
}
variant-title-new-jigsaw = { $level ->
    [easy] Nouveau sudoku irrégulier facile
    [medium] Nouveau sudoku irrégulier de difficulté moyenne
    [hard] Nouveau sudoku irrégulier difficile
    [expert] Nouveau sudoku irrégulier de niveau expert
   *[master] Nouveau sudoku irrégulier de niveau maître
}
variant-title-new-diagonal = { $level ->
    [easy] Nouveau sudoku diagonal facile
    [medium] Nouveau sudoku diagonal de difficulté moyenne
    [hard] Nouveau sudoku diagonal difficile
    [expert] Nouveau sudoku diagonal de niveau expert
   *[master] Nouveau sudoku diagonal de niveau maître
}
variant-title-new-classic = { $level ->
    [easy] Nouveau sudoku classique facile
    [medium] Nouveau sudoku classique de difficulté moyenne
    [hard] Nouveau sudoku classique difficile
    [expert] Nouveau sudoku classique de niveau expert
   *[master] Nouveau sudoku classique de niveau maître
}
variant-title-killer = Killer sudoku partagé
variant-title-jigsaw = Sudoku irrégulier partagé
variant-title-diagonal = Sudoku diagonal partagé
variant-title-classic = Sudoku classique partagé
variant-title-sized = { $title } { $size }×{ $size }
variant-daily-killer = Killer du jour, { $date }
variant-rules-summary = Règles
variant-rules-classic = Placez chaque chiffre une fois dans chaque ligne, chaque colonne et chaque bloc.
variant-rules-killer = Placez chaque chiffre une fois dans chaque ligne, chaque colonne et chaque bloc. La somme des chiffres de chaque cage en pointillés est égale à son total, et aucun chiffre ne se répète dans une cage.
variant-rules-jigsaw = Placez chaque chiffre une fois dans chaque ligne, chaque colonne et chaque région délimitée ; les régions ont des formes irrégulières.
variant-rules-diagonal = Placez chaque chiffre une fois dans chaque ligne, chaque colonne et chaque bloc, ainsi que sur chacune des deux grandes diagonales.
variant-cell-region = région { $region }
variant-cell-main-diagonal = sur la diagonale principale
variant-cell-anti-diagonal = sur la diagonale secondaire
variant-cell-cage = { $count ->
    [one] cage de { $count } case
   *[other] cage de { $count } cases
}
variant-cell-cage-sum = { $count ->
    [one] cage de { $count } case, somme { $sum }
   *[other] cage de { $count } cases, somme { $sum }
}
variant-cage-aid-none = { $size ->
    [one] Cage de { $size } case, total { $sum } : plus aucune combinaison de chiffres ne permet de l’atteindre.
   *[other] Cage de { $size } cases, total { $sum } : plus aucune combinaison de chiffres ne permet de l’atteindre.
}
variant-cage-aid-placed = { $size ->
    [one] Cage de { $size } case, total { $sum } : { $sets }. Tous placés.
   *[other] Cage de { $size } cases, total { $sum } : { $sets }. Tous placés.
}
variant-cage-aid = { $size ->
    [one] Cage de { $size } case, total { $sum } : { $sets }. Chiffres restants : { $left }.
   *[other] Cage de { $size } cases, total { $sum } : { $sets }. Chiffres restants : { $left }.
}

## New puzzles on demand (/new).

new-title = Nouvelle grille
new-heading = Une nouvelle grille
new-intro = Chaque grille a exactement une solution et se résout sans jamais deviner.
new-booklet = Imprimer un livret de grilles du jour
new-failed = La grille n’a pas pu être créée pour le moment : veuillez réessayer.
new-latin-heading = Carrés latins
new-latin-text = Lignes et colonnes uniquement, sans blocs : chaque chiffre une fois dans chaque ligne et chaque colonne.
new-variants-heading = Variantes
new-variants-text = Killer : des cages dont la somme des chiffres est égale à leur total. Irrégulier : des régions irrégulières à la place des blocs. Diagonal : les deux grandes diagonales contiennent elles aussi chaque chiffre une fois.
new-kind-killer = Killer
new-kind-jigsaw = Irrégulier
new-kind-diagonal = Diagonal
new-error-kind = { $word } n’est pas un type de grille proposé ici : omettez-le, ou demandez kind=latin, killer, jigsaw ou diagonal.
new-error-no-size = Indiquez la taille de la grille : size=9, par exemple.
new-error-size = { $size } n’est pas une taille de grille.
new-error-level = niveau inconnu { $level } (easy, medium, hard, expert ou master).
new-error-levels = { $kind ->
    [latin] Les carrés latins { $size }×{ $size } ne sont proposés qu’aux niveaux { $levels }.
    [killer] Les killer sudokus { $size }×{ $size } ne sont proposés qu’aux niveaux { $levels }.
    [jigsaw] Les sudokus irréguliers { $size }×{ $size } ne sont proposés qu’aux niveaux { $levels }.
    [diagonal] Les sudokus diagonaux { $size }×{ $size } ne sont proposés qu’aux niveaux { $levels }.
   *[classic] Les grilles { $size }×{ $size } ne sont proposées qu’aux niveaux { $levels }.
}
new-error-only-size = { $kind ->
    [latin] Il n’y a pas de carrés latins { $size }×{ $size } ici : ils sont en { $only }×{ $only }.
    [killer] Il n’y a pas de killer sudokus { $size }×{ $size } ici : ils sont en { $only }×{ $only }.
    [jigsaw] Il n’y a pas de sudokus irréguliers { $size }×{ $size } ici : ils sont en { $only }×{ $only }.
    [diagonal] Il n’y a pas de sudokus diagonaux { $size }×{ $size } ici : ils sont en { $only }×{ $only }.
   *[classic] Il n’y a pas de grilles { $size }×{ $size } ici : elles sont en { $only }×{ $only }.
}
new-error-sizes = { $kind ->
    [latin] Il n’y a pas de carrés latins { $size }×{ $size } ici : essayez { $sizes } ou { $last }.
    [killer] Il n’y a pas de killer sudokus { $size }×{ $size } ici : essayez { $sizes } ou { $last }.
    [jigsaw] Il n’y a pas de sudokus irréguliers { $size }×{ $size } ici : essayez { $sizes } ou { $last }.
    [diagonal] Il n’y a pas de sudokus diagonaux { $size }×{ $size } ici : essayez { $sizes } ou { $last }.
   *[classic] Il n’y a pas de grilles { $size }×{ $size } ici : essayez { $sizes } ou { $last }.
}
new-error-none = { $kind ->
    [latin] Il n’y a pas de carrés latins { $size }×{ $size } ici.
    [killer] Il n’y a pas de killer sudokus { $size }×{ $size } ici.
    [jigsaw] Il n’y a pas de sudokus irréguliers { $size }×{ $size } ici.
    [diagonal] Il n’y a pas de sudokus diagonaux { $size }×{ $size } ici.
   *[classic] Il n’y a pas de grilles { $size }×{ $size } ici.
}
new-units-classic = ligne, colonne ou bloc
new-units-latin = ligne ou colonne
new-units-jigsaw = ligne, colonne ou région
new-units-diagonal = ligne, colonne, bloc ou diagonale

## The daily archive (/daily): a calendar of past dailies by month.

archive-title = Archives des grilles du jour
archive-heading = Grilles du jour
archive-months = Mois
archive-earlier = ← Plus ancien
archive-later = Plus récent →
archive-month = { $month ->
    [1] Janvier { $year }
    [2] Février { $year }
    [3] Mars { $year }
    [4] Avril { $year }
    [5] Mai { $year }
    [6] Juin { $year }
    [7] Juillet { $year }
    [8] Août { $year }
    [9] Septembre { $year }
    [10] Octobre { $year }
    [11] Novembre { $year }
   *[12] Décembre { $year }
}
archive-mon = Lun
archive-tue = Mar
archive-wed = Mer
archive-thu = Jeu
archive-fri = Ven
archive-sat = Sam
archive-sun = Dim
archive-killer = Killer
archive-letter = { $edition ->
    [easy] F
    [medium] M
    [hard] D
   *[killer] K
}
archive-solved = { $level }, résolue
archive-legend = F, M et D ouvrent les grilles Facile, Moyen et Difficile du jour, K son Killer ; les grilles résolues sont remplies.
archive-solvers-legend = Le nombre sous un jour : les joueurs qui ont résolu ses grilles.
archive-solvers = Joueurs ayant résolu : { $easy } en Facile, { $medium } en Moyen, { $hard } en Difficile, { $killer } en Killer
archive-players-solved = { $count ->
    [one] joueur ayant résolu
   *[other] joueurs ayant résolu
}

## The community figures: a daily's players and times, and the player's standing.

community-unavailable = Statistiques indisponibles.
community-players = Joueurs
community-nobody = Personne ne l’a encore résolue.
community-nobody-today = Personne ne l’a encore résolue aujourd’hui.
community-median = { $count ->
    [one] <strong>{ $count } joueur l’a résolue</strong> ; le temps médian est de <strong>{ $median }</strong>.
   *[other] <strong>{ $count } joueurs l’ont résolue</strong> ; le temps médian est de <strong>{ $median }</strong>.
}
community-median-today = { $count ->
    [one] <strong>{ $count } joueur l’a résolue</strong> aujourd’hui ; le temps médian est de <strong>{ $median }</strong>.
   *[other] <strong>{ $count } joueurs l’ont résolue</strong> aujourd’hui ; le temps médian est de <strong>{ $median }</strong>.
}
community-range = de { $from } à { $to }
community-range-last = { $from } ou plus
community-histogram = Temps de résolution, de { $from } à { $to } ou plus
community-histogram-yours = Temps de résolution, de { $from } à { $to } ou plus ; le vôtre, { $time }, se trouve dans la barre { $bar }
community-bar = { $count ->
    [one] { $range } : { $count } joueur
   *[other] { $range } : { $count } joueurs
}
community-bar-yours = { $count ->
    [one] { $range } : { $count } joueur, vous
   *[other] { $range } : { $count } joueurs, dont vous
}
community-your-time = Votre temps, { $time }, se trouve dans la barre marquée ({ $bar }).
community-first = Vous avez terminé en { $time } : personne ne l’avait résolue avant vous.
community-first-today = Vous avez terminé en { $time } : personne ne l’avait résolue avant vous aujourd’hui.
community-faster-than-other = Vous avez terminé en { $time }, plus vite que l’autre joueur ; { $hinted }.
community-faster-than-other-today = Vous avez terminé en { $time }, plus vite que l’autre joueur du jour ; { $hinted }.
community-no-faster-than-other = Vous avez terminé en { $time }, pas plus vite que l’autre joueur ; { $hinted }.
community-no-faster-than-other-today = Vous avez terminé en { $time }, pas plus vite que l’autre joueur du jour ; { $hinted }.
community-faster-than-share = { $others ->
   *[other] Vous avez terminé en { $time }, plus vite que { $share } % des { $others } autres joueurs ; { $hinted }.
}
community-faster-than-share-today = { $others ->
   *[other] Vous avez terminé en { $time }, plus vite que { $share } % des { $others } autres joueurs du jour ; { $hinted }.
}
community-hinted = { $share ->
    [0] personne n’a utilisé d’indice
    [100] tous les joueurs ont utilisé un indice
   *[other] { $share } % des joueurs ont utilisé un indice
}
community-not-counted = Votre temps n’a pas été pris en compte : { $reason }
community-standing-not-counted = { $standing } Votre temps n’a pas été pris en compte : { $reason }
community-counted = Votre temps est pris en compte.
community-unavailable-now = Les statistiques sont indisponibles pour le moment ; votre temps sera pris en compte quand vous reviendrez sur cette grille.
room-guest-1 = Renard
room-guest-2 = Hibou
room-guest-3 = Ours
room-guest-4 = Lièvre
room-guest-5 = Cerf
room-guest-6 = Phoque
room-guest-7 = Blaireau
room-guest-8 = Écureuil
room-player-number = Joueur { $number }
shared-credit-both = « { $title } » de { $author }
shared-credit-title = « { $title } »
shared-credit-author = De { $author }
