# The statistics page (/stats), the player's data as a file and sync between devices, the
# completion panel of a solved game, and the review of a finished game.

## The statistics page.

stats-title = Vos statistiques
stats-lead = Conservées uniquement dans ce navigateur. Téléchargez vos données pour en garder une copie ou les transférer sur un autre appareil.
stats-reading = Lecture de vos parties…
stats-no-games = Aucune partie pour l’instant. Jouez { $link } pour commencer.
stats-no-games-link = la grille du jour

stats-streak-title = Série quotidienne
stats-streak-current = Actuelle
stats-streak-longest = Record
stats-streak-days = { $count ->
    [one] { $count } jour
   *[other] { $count } jours
}
stats-streak-note = Un jour compte quand vous résolvez l’une de ses grilles du jour le jour même.

stats-year-title = L’année écoulée
stats-year-summary = Grilles résolues sur l’année écoulée : { $puzzles } en { $days }
stats-year-puzzles = { $count ->
    [one] { $count } grille
   *[other] { $count } grilles
}
stats-year-days = { $count ->
    [one] { $count } jour
   *[other] { $count } jours
}
stats-day-solved = { $date } : { $count ->
    [0] aucune
    [one] { $count } grille
   *[other] { $count } grilles
}
stats-month-short-1 = janv.
stats-month-short-2 = févr.
stats-month-short-3 = mars
stats-month-short-4 = avr.
stats-month-short-5 = mai
stats-month-short-6 = juin
stats-month-short-7 = juil.
stats-month-short-8 = août
stats-month-short-9 = sept.
stats-month-short-10 = oct.
stats-month-short-11 = nov.
stats-month-short-12 = déc.

stats-by-level-title = Par taille et niveau
stats-table-caption = Parties par taille et niveau
stats-puzzle = Grille
stats-played = Jouées
stats-solved = Résolues
stats-rate = Taux
stats-best = Meilleur
stats-median = Médiane
stats-mean = Moyenne
stats-hints = Indices
stats-rate-value = { $rate } %
stats-row-grid = { $kind ->
    [killer] Killer { $size }×{ $size }
    [jigsaw] Irrégulier { $size }×{ $size }
    [diagonal] Diagonal { $size }×{ $size }
    [latin] Carré latin { $size }×{ $size }
   *[classic] { $size }×{ $size }
}
stats-row-level = { $grid } { $level }

stats-practice-none = Pas encore d’entraînement
stats-practice-right = { $right } sur { $tries } du premier coup

## The player's data as a file (on the statistics page).

data-title = Vos données
data-about = Vos parties, sauvegardes et paramètres dans un seul fichier, à conserver ou à importer dans un autre navigateur. L’importation fusionne : vous ne perdez rien de ce que vous avez.
data-download = Télécharger mes données
data-import = Importer des données…
data-imported = Importation terminée : { $count ->
    [one] { $count } nouvelle partie
   *[other] { $count } nouvelles parties
}, le reste a été fusionné.
data-not-imported = Rien n’a été importé. { $reason }
data-file-unreadable = Le fichier n’a pas pu être lu.
data-code-missing = Le code qui lit et écrit les fichiers de données n’a pas pu être chargé : vérifiez votre connexion et réessayez.

data-too-large = Ce fichier est trop volumineux pour être un fichier de données Sudoku.
data-not-data = Ce fichier n’est pas un fichier de données Sudoku, ou il est endommagé ({ $reason }).
data-not-json = ce n’est pas du JSON
data-version-missing = sa version est absente
data-foreign = Ce fichier n’est pas un fichier de données Sudoku (son format est { $format }).
data-format-missing = absent
data-newer = Ce fichier a été créé par une version plus récente du site (version { $version }) ; actualisez la page et réessayez.
data-game-damaged = La partie { $index } du fichier est endommagée : { $reason }.
data-save-damaged = Une sauvegarde du fichier est endommagée : { $reason }.
data-save-reason = { $key } ({ $why })
data-save-bad-name = ce n’est pas un nom de sauvegarde
data-save-no-puzzle = aucune grille dans son nom

data-storage-full = L’espace de stockage de votre navigateur pour ce site est plein : votre progression n’est plus sauvegardée. Téléchargez vos données depuis la page des statistiques, puis libérez de l’espace.
data-storage-unavailable = Ce navigateur ne permet pas au site de sauvegarder votre progression.

record-parts = une partie comporte 6 éléments, pas { $count }
record-id = { $text } n’est pas un identifiant de partie
record-status = { $text } n’est pas un état de partie
record-number = { $text } n’est pas un nombre entier
record-moment = { $text } n’est pas un horodatage
record-level = { $text } n’est pas un niveau du site
record-not-level = { $text } n’est pas un niveau
record-offset = le décalage horaire { $offset } est impossible
record-daily-level = son niveau n’est pas celui de sa grille du jour

## Sync between the player's devices (on the statistics page).

sync-title = Utiliser sur un autre appareil
sync-about = La synchronisation conserve vos parties sur le serveur de ce site, derrière un lien secret, sans compte. Chaque appareil fusionne ses parties avec celles des autres à l’ouverture de cette page.
sync-start = Utiliser sur un autre appareil
sync-open-link = Ouvrez ce lien sur votre autre appareil (il est secret : toute personne qui le possède peut lire et modifier vos données) :
sync-copy-link = Copier le lien
sync-link-copied = Lien copié.
sync-copy-by-hand = Sélectionnez le lien et copiez-le.
sync-qr-label = QR code du lien de synchronisation
sync-now = Synchroniser maintenant
sync-forget = Oublier cet appareil
sync-delete = Supprimer mes données du serveur
sync-synced = Synchronisation terminée : { $count ->
    [one] { $count } nouvelle partie
   *[other] { $count } nouvelles parties
} venant de vos autres appareils.
sync-damaged-link = Rien n’a été synchronisé : ce lien de synchronisation est endommagé, son code ne compte pas 32 chiffres hexadécimaux. Demandez un nouveau lien sur votre autre appareil.
sync-no-random = Ce navigateur ne peut pas générer de code de synchronisation sûr.
sync-forgotten = Cet appareil n’est plus synchronisé. Ses données restent ici.
sync-deleted = Vos données ont été supprimées du serveur. Ce navigateur conserve sa propre copie.
sync-server-unreadable = Rien n’a été synchronisé : les données du serveur n’ont pas pu être lues. { $reason }
sync-too-large = Vos données dépassent la taille que ce site accepte pour la synchronisation ; téléchargez-les plutôt.
sync-too-many = Trop de synchronisations en ce moment ; réessayez dans une minute.
sync-unavailable = La synchronisation est indisponible pour le moment ; vos données sont en sécurité dans ce navigateur. Réessayez plus tard.

## The completion panel of a finished game.

completion-solved-title = Bravo !
completion-revealed-title = Solution affichée
completion-solved = Résolue en { $time } { $hints ->
    [0] sans indice
    [one] avec { $hints } indice
   *[other] avec { $hints } indices
}.
completion-revealed = La solution a été affichée après { $time } de jeu, { $hints ->
    [0] sans indice
    [one] avec { $hints } indice
   *[other] avec { $hints } indices
}.
completion-review = Revoir la partie

# $kind is a category label here (completion-kind, completion-kind-level or a level's name).
completion-new-best = Nouveau record personnel : { $time }, votre meilleur temps sur { $count } grilles de la catégorie { $kind }.
completion-first = Première grille de la catégorie { $kind } résolue : { $time }.
completion-equals-best = { $time } : vous égalez votre record sur { $count } grilles de la catégorie { $kind }.
completion-rank = Votre { $place } meilleur temps sur { $count } grilles de la catégorie { $kind }.
# French ordinals here are always "2e", "3e"… (the rank is never 1: that is completion-new-best).
completion-ordinal = { $form ->
   *[other] { $place }e
}
completion-kind = { $kind ->
    [killer] Killer
    [jigsaw] Irrégulier
    [diagonal] Diagonal
    [latin] Carré latin { $size }×{ $size }
   *[classic] { $size }×{ $size }
}
completion-kind-level = { $kind } { $level }
completion-streak = Série quotidienne : { $count ->
    [one] { $count } jour
   *[other] { $count } jours
}.
completion-streak-longest = Série quotidienne : { $count ->
    [one] { $count } jour
   *[other] { $count } jours
}, votre record.

## The review of a finished game.

review-title = Revue de la partie
review-previous = Précédent
review-next = Suivant
review-move-shown = Coup affiché
review-timeline = Chronologie
review-column-move = Coup
review-column-took = Durée
review-column-available = Disponible avant
review-board-label = La grille après le coup { $move } : { $rows }

review-caption-start = Au départ : { $available }.
review-caption-end = La fin de la partie.
review-caption-from-here = À partir d’ici, { $available }.
review-caption-move = Coup { $move } sur { $total }, à { $time } : { $move_made } (en { $took }). { $after }

review-timeline-move = { $number }. { $move_made }
review-timeline-mistake = chiffre faux en { $cell }
review-timeline-stuck = au-delà de l’échelle
review-mark-longest = plus longue réflexion
review-mark-longest-and = plus longue réflexion, { $mark }
review-mark-hardest-found = étape la plus difficile trouvée
review-mark-toughest-single = singleton le plus coriace
review-mark-hardest = étape la plus difficile

review-stuck-longest = Votre plus longue réflexion a précédé le coup { $move } ({ $took }) : { $available }, puis { $move_made }.
review-dropped = Seuls vos derniers coups sont conservés ; les premiers ne sont pas affichés.
review-hardest = L’étape la plus difficile de la grille : { $technique } (note { $rating }) ; { $move ->
    [0] sur votre parcours, ce n’a jamais été l’étape la plus facile
   *[other] vous l’avez rencontrée pour la première fois avant votre coup { $move }
}.
review-hardest-beyond = Cette grille demande plus que les techniques de l’échelle ; la plus difficile qu’elles aient trouvée est { $technique } (note { $rating }) ; { $move ->
    [0] sur votre parcours, ce n’a jamais été l’étape la plus facile
   *[other] vous l’avez rencontrée pour la première fois avant votre coup { $move }
}.
review-hardest-single = Les singletons suffisent pour cette grille ; le plus coriace est un { $technique } (note { $rating }) ; { $move ->
    [0] sur votre parcours, ce n’a jamais été l’étape la plus facile
   *[other] vous l’avez rencontré pour la première fois avant votre coup { $move }
}.
review-full-house = Chaque étape de cette grille est une Dernière case libre : la dernière case vide d’une ligne, d’une colonne ou d’un bloc.

review-next-step = la technique { $technique } était disponible
review-next-mistake = { $cell } contenait un chiffre faux
review-next-stuck = aucune technique de l’échelle ne s’appliquait
review-next-solved = la grille était pleine
review-next-unknown = la grille n’a pas de solution unique

review-cell = r{ $row }c{ $column }
review-cells-two = { $first }, { $second }
review-cells-three = { $first }, { $second }, { $third }
review-cells-many = { $count ->
    [one] { $count } case
   *[other] { $count } cases
}
review-move-place = { $digit } en { $cells }
review-move-erase = effacement de { $cells }
review-move-notes = notes
review-move-change = modification de { $cells }
review-move-reset = réinitialisation
review-move-reveal = solution affichée
review-move-digit = { $action } : { $digit } en { $cells }
review-move-emptied = { $action } : effacement de { $cells }
review-move-cells = { $action } : { $cells }
review-action-hint = indice
review-action-undo = annulation
review-action-redo = rétablissement
review-action-checkpoint = retour à un jalon

# The spaces between a number and its unit are no-break spaces.
review-duration-seconds = { $seconds },{ $tenths } s
review-duration-minutes = { $minutes } min { $seconds } s
review-duration-hours = { $hours } h { $minutes } min
