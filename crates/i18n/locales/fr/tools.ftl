# The tools around the game: the solver, the create page, the printable booklet, the keyboard
# shortcuts, the learn pages and their practice, the completion grade, and the offline and
# not-found pages.

## /solver

solver-title = Solveur
solver-input-label = Grille (sur une ligne, ou ligne par ligne ; . ou 0 pour les cases vides)
solver-solve = Résoudre
solver-watch = Visualiser
solver-not-a-puzzle = Ce n’est pas une grille : { $reason }.
solver-unique = Une seule solution.
solver-multiple = Plusieurs solutions : ce n’est pas une grille valide. L’une d’elles :
solver-no-solution = Aucune solution.
solver-already-solved = La grille est déjà résolue.
solver-time = Temps
solver-micros = { $micros } µs
solver-positions = Positions
solver-guesses = Hypothèses
solver-backtracks = Retours en arrière
solver-watch-solved = Résolue.
solver-watch-no-solution = Aucune solution.
solver-watch-running = En cours…
solver-watch-paused = En pause.
solver-watch-status = { $state } { $steps }, { $recursions }, { $backtracks }.
solver-watch-steps = { $count ->
    [one] { $count } étape
   *[other] { $count } étapes
}
solver-watch-recursions = { $count ->
    [one] { $count } appel récursif
   *[other] { $count } appels récursifs
}
solver-watch-backtracks = { $count ->
    [one] { $count } retour en arrière
   *[other] { $count } retours en arrière
}
solver-pause = Pause
solver-resume = Reprendre
solver-speed = Vitesse
solver-speed-label = Étapes par seconde
solver-speed-value = { $speed } étapes/s
solver-grid = Grille

## /create

create-title = Créer une grille
create-lead = Saisissez les chiffres de départ dans la grille, ou collez une grille : ses chiffres (81 pour une 9×9, des lettres à partir de A pour 10 et au-delà), ou un lien de ce site, de Sudoku Exchange, SudokuPad ou SudokuWiki. Verrouillez ensuite les chiffres de départ.
create-paste-label = Coller une grille ou un lien
create-load = Charger
create-size = { $side }×{ $side }
create-sizes-label = Taille de la grille
create-latin = Carré latin : lignes et colonnes uniquement, sans blocs
create-editing-label = Édition
create-undo = Annuler
create-redo = Rétablir
create-clear = Effacer
create-lock = Verrouiller
create-your-puzzle-label = Votre grille
create-play = Jouer
create-edit = Modifier
create-lock-empty = Saisissez d’abord quelques chiffres de départ.
create-lock-conflicts-box = { $count ->
    [one] { $count } chiffre de départ est en double dans une ligne, une colonne ou un bloc ; il est signalé.
   *[other] { $count } chiffres de départ sont en double dans une ligne, une colonne ou un bloc ; ils sont signalés.
}
create-lock-conflicts-latin = { $count ->
    [one] { $count } chiffre de départ est en double dans une ligne ou une colonne ; il est signalé.
   *[other] { $count } chiffres de départ sont en double dans une ligne ou une colonne ; ils sont signalés.
}
create-lock-conflicts-region = { $count ->
    [one] { $count } chiffre de départ est en double dans une ligne, une colonne ou une région ; il est signalé.
   *[other] { $count } chiffres de départ sont en double dans une ligne, une colonne ou une région ; ils sont signalés.
}
create-lock-conflicts-diagonal = { $count ->
    [one] { $count } chiffre de départ est en double dans une ligne, une colonne, un bloc ou une diagonale ; il est signalé.
   *[other] { $count } chiffres de départ sont en double dans une ligne, une colonne, un bloc ou une diagonale ; ils sont signalés.
}
create-lock-no-solution = Ces chiffres de départ n’ont aucune solution.
create-lock-several = Ces chiffres de départ ont plusieurs solutions : ajoutez-en un dans l’une des cases signalées.
create-lock-unique = Unique : ces chiffres de départ ont exactement une solution.
create-lock-unique-graded = Unique : ces chiffres de départ ont exactement une solution. { $level } (note { $rating }).
create-lock-unique-beyond = Unique : ces chiffres de départ ont exactement une solution. { $level } (note { $rating }, au-delà des techniques enseignées sur ce site).

## /print

print-title = Imprimer un livret
print-lead = Les grilles du jour d’un niveau (ou les Killers du jour), celles d’aujourd’hui et des jours précédents, plusieurs par feuille, avec les solutions sur la dernière feuille.
print-level = Niveau
print-per-sheet = Grilles par feuille
print-sheets = Feuilles
print-make = Créer le livret
print-print = Imprimer

booklet-killer = Killer
booklet-sheet = Feuille { $number } · { $edition }
booklet-caption = { $number }. { $edition }, { $date }
booklet-solutions = Solutions
booklet-solution-caption = { $number }.
booklet-no-solution = { $number }. Pas de solution unique.

## The keyboard shortcuts (the ? key in a game)

shortcuts-title = Raccourcis clavier
shortcuts-close = Fermer
shortcuts-digit = Saisir un chiffre (des lettres au-delà de 9), une note ou une couleur dans les cases sélectionnées
shortcuts-arrows-key = Flèches
shortcuts-arrows = Déplacer la sélection
shortcuts-shift-arrows-key = Maj + flèches
shortcuts-shift-arrows = Ajouter des cases à la sélection
shortcuts-click-key = Maj / Ctrl + clic, glisser
shortcuts-click = Sélectionner plusieurs cases
shortcuts-erase-key = Suppr, Retour arrière, 0
shortcuts-erase = Effacer
shortcuts-modes = Mode chiffre, coin, centre, couleur et couleur de candidat (à partir de 12×12, C et B sont des chiffres)
shortcuts-space-key = Espace
shortcuts-space = Mode suivant
shortcuts-undo-key = Ctrl + Z
shortcuts-undo = Annuler
shortcuts-redo-key = Ctrl + Y, Ctrl + Maj + Z
shortcuts-redo = Rétablir
shortcuts-help = Afficher ou masquer ces raccourcis
shortcuts-escape-key = Échap
shortcuts-escape = Fermer cette liste

## /learn

learn-title = Apprendre les techniques
learn-lead = Toutes les techniques qu’utilise notre solveur, dans l’ordre où il les essaie : par niveau, des plus faciles aux plus difficiles, puis par note au sein d’un même niveau (la note indique à quel point une technique est difficile à repérer ; le niveau, à quel point les grilles qui la demandent sont difficiles). Chaque page en présente une, l’illustre par un exemple commenté et vous propose des positions pour vous entraîner.
learn-variants-heading = Killer, irrégulier et diagonal
learn-variants-text = Les variantes ajoutent aux techniques ci-dessus les cages du killer et la règle des 45, ainsi que les candidats verrouillés là où une région irrégulière ou une diagonale croise une ligne, une colonne ou un bloc. Leurs exemples et leurs positions se présentent sur une grille de la variante.
learn-rated = note { $rating }
learn-page-title = { $technique } · Apprendre
learn-all = Toutes les techniques
learn-technique-level = { $level ->
    [easy] Technique facile, note { $rating }.
    [medium] Technique de difficulté moyenne, note { $rating }.
    [hard] Technique difficile, note { $rating }.
    [expert] Technique de niveau expert, note { $rating }.
   *[master] Technique de niveau maître, note { $rating }.
}
learn-previous = ← { $technique }
learn-next = { $technique } →
learn-neighbours-label = Techniques
learn-how-it-works = Principe
learn-example = Un exemple
learn-no-example = Il n’y a pas encore d’exemple commenté pour cette technique.
learn-key-pattern = le motif
learn-key-pattern-alt = son autre partie (la seconde couleur, les autres maillons de la chaîne)
learn-key-removed = éliminé
learn-key-placed = placé
learn-candidate = { $digit } en { $cell }
learn-cell-digit = { $cell } : { $digit }
learn-cell-candidates = { $cell } : candidats { $candidates }
learn-cell-struck = { $cell } : candidats { $candidates }, barrés { $struck }
learn-cell-chosen = { $cell } : candidats { $candidates }, choisi { $chosen }
learn-cell-struck-chosen = { $cell } : candidats { $candidates }, barrés { $struck }, choisi { $chosen }
learn-verdict-right = Bravo : c’est bien la technique { $technique }.
learn-verdict-another = Bravo : c’est une autre occurrence de la technique { $technique }. La preuve montre celle que le solveur a trouvée en premier.
learn-verdict-empty = Marquez d’abord les candidats à éliminer, ou le chiffre à placer.
learn-verdict-placement = Pas celui-là : la technique { $technique } ne place pas ce chiffre ici.
learn-verdict-not-yet = Pas encore : { $reason }.
learn-verdict-not-yet-both = Pas encore : { $extra } ; { $missing }.
learn-verdict-extra = { $count ->
    [one] { $marks } n’est pas éliminé par la technique { $technique } ici
   *[other] { $marks } ne sont pas éliminés par la technique { $technique } ici
}
learn-verdict-missing = { $missing ->
    [one] il reste { $missing } élimination à trouver
   *[other] il reste { $missing } éliminations à trouver
}

practise-heading = S’entraîner
practise-corpus-failed = Les positions d’entraînement n’ont pas pu être chargées. Vérifiez votre connexion et réessayez.
practise-code-failed = Le code d’entraînement n’a pas pu être chargé. Vérifiez votre connexion et réessayez.
practise-none = Aucune position pour la technique { $technique } n’a pu être créée. Réessayez.
practise-tally = Votre entraînement : { $tally }.
practise-task-eliminate = Trouvez la technique { $technique } : sélectionnez chaque case dont elle élimine un candidat et barrez ce candidat sur le pavé, puis cliquez sur Vérifier.
practise-task-place = Trouvez la technique { $technique } : sélectionnez la case qu’elle remplit et choisissez le chiffre sur le pavé, puis cliquez sur Vérifier.
practise-proof = Preuve :
practise-making = Création d’une position…
practise-new = Nouvelle position
practise-check = Vérifier
practise-show-proof = Afficher la preuve
practise-not-candidate = { $digit }, pas un candidat de cette case
practise-pad-select = Sélectionnez une case pour marquer ses candidats.
practise-pad-filled = { $cell } contient un chiffre : sélectionnez une case vide.
practise-pad-strike = { $cell } : choisissez un candidat pour le barrer (une seconde fois pour le rétablir).
practise-pad-choose = { $cell } : choisissez un candidat comme chiffre à placer.
practise-grid-label = Position d’entraînement
practise-pad-label = Candidats de la case sélectionnée

## The grade of a solved puzzle

grade-sentence = C’était { $level } (note { $rating }), résolue avec { $techniques }.
grade-technique-count = { $technique } ×{ $count }

## /offline and the page for an unknown address

offline-title = Vous êtes hors ligne
offline-not-saved = Cette page n’est pas enregistrée sur cet appareil, et le site est injoignable pour le moment.
offline-still-play = Toutes les grilles que vous avez ouvertes ici, ainsi que les grilles du jour de la semaine passée, restent jouables : { $today }, { $archive } ou { $new }, créée sur cet appareil.
offline-today = la grille du jour
offline-archive = les archives
offline-new = une nouvelle grille

not-found-title = Page introuvable
not-found-text = Il n’y a aucune page à cette adresse.
not-found-play-today = Jouer la grille du jour
shortcuts-corner-key = Maj + 1–9
shortcuts-corner = Une note de coin, quel que soit le mode
shortcuts-centre-key = Ctrl / Cmd + 1–9
shortcuts-centre = Une note centrale, quel que soit le mode
