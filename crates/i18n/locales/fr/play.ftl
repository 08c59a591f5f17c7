# The game: its tools, keypad, timer, board and hints.

confirm-reset-title = Effacer la grille ?
confirm-reset-text = Tous les chiffres, notes et couleurs que vous avez saisis seront effacés. Annuler les rétablit.
confirm-reset-yes = Effacer la grille
confirm-solve-title = Afficher la solution ?
confirm-solve-text = Toutes les cases seront remplies et la partie prendra fin ; elle ne comptera pas comme résolue.
confirm-solve-yes = Afficher la solution
confirm-keep-playing = Continuer à jouer

play-tool-missing = Cet outil n’a pas pu être chargé : vérifiez votre connexion et réessayez, ou rechargez la page. Votre partie est sauvegardée sur cet appareil.
play-save-missing = Votre progression enregistrée sur cette grille n’a pas pu être chargée : vérifiez votre connexion et rechargez la page. Rien n’est enregistré par-dessus en attendant.
play-panel-missing = Résolu ! Votre temps est conservé sur cet appareil. Le bilan de la partie n’a pas pu être chargé : vérifiez votre connexion, ou rechargez la page pour le voir.

play-modes = Mode de saisie
play-mode-digit = Chiffre
play-mode-corner = Coin
play-mode-centre = Centre
play-mode-colour = Couleur
play-mode-candidate-colour = Couleur de candidat

play-controls = Commandes du jeu
play-undo = Annuler
play-undo-title = Annuler (Ctrl+Z)
play-redo = Rétablir
play-redo-title = Rétablir (Ctrl+Y)
play-check = Vérifier
play-reset = Réinitialiser
play-fill-notes = Remplir les notes
play-fill-notes-title = Remplir les notes centrales de chaque case vide avec les chiffres encore possibles
play-first-mistake = Première erreur
play-solve = Résoudre
play-checkpoint = Jalon
play-checkpoint-title = Poser un jalon avant une hypothèse
play-shortcuts = Raccourcis
play-shortcuts-title = Raccourcis clavier (?)
play-checkpoints = Jalons
play-back-to-checkpoint = Retour au { $number }

play-no-solution-to-compare = Cette grille n’a pas de solution unique à laquelle se comparer.
play-no-solution-to-show = Cette grille n’a pas de solution unique à afficher.
play-first-mistake-at = La première erreur se trouve en ligne { $row }, colonne { $column }.
play-no-mistakes = Aucune erreur pour l’instant.
play-board-cleared = Grille effacée — Annuler la rétablit.
play-checkpoint-marked = Jalon { $number } posé.
play-checkpoint-marked-oldest-dropped = Jalon { $number } posé. C’est le maximum qu’une partie conserve : le plus ancien a été supprimé et les autres ont reculé d’un rang.
play-back-to-checkpoint-done = Retour au jalon { $number }.

settings-title = Paramètres
settings-mark-conflicts = Signaler les conflits pendant la saisie
settings-clean-notes = Retirer les notes qu’un chiffre exclut
settings-highlight-digit = Surligner le chiffre sélectionné
settings-highlight-units = Surligner la ligne, la colonne et le bloc
settings-highlight-candidates = Surligner les cases où le chiffre peut encore aller
settings-colour-letters = Afficher aussi les couleurs sous forme de lettres
settings-number-first = Choisir d’abord un chiffre, puis toucher les cases où il va
settings-cage-aid = Aide aux sommes : les combinaisons qui donnent le total de la cage sélectionnée

play-time-played = Temps de jeu
play-pause = Pause
play-resume = Reprendre
play-paused = En pause

keypad-label = Pavé numérique
keypad-enter = Saisir { $digit }, encore { $left } à placer
keypad-colour = Couleur { $digit }, { $colour }
keypad-colour-candidate = Colorer le candidat { $digit }
keypad-erase = Effacer
keypad-erase-title = Effacer (Suppr)
keypad-palette = Couleur des candidats

board-label = Grille de sudoku

hint-hint = Indice
hint-show-more = Plus de détails
hint-apply = Appliquer
hint-close = Fermer

hint-cell = ligne { $row }, colonne { $column }
hint-basis-all-candidates = Vos notes ne couvrent que certaines cases : dans une case sans notes, cet indice tient compte de tous les candidats.
hint-mistake = L’un de vos chiffres est faux.
hint-mistake-at = Le chiffre en { $cell } est faux. Appliquer l’efface.
hint-missing-note = Les notes de l’une de vos cases omettent le chiffre qui doit y aller.
hint-missing-note-at = Regardez les notes en { $cell } : quel chiffre peut encore y aller mais n’y figure pas ?
hint-missing-note-digit = Les notes en { $cell } omettent le { $digit }, qui doit y aller. Appliquer l’ajoute.
hint-look-at-row = Regardez la ligne { $number }.
hint-look-at-column = Regardez la colonne { $number }.
hint-look-at-box = Regardez le bloc { $number }.
hint-look-at-region = Regardez la région { $number }.
hint-look-at-diagonal = Regardez la diagonale principale.
hint-look-at-anti-diagonal = Regardez la diagonale secondaire.
hint-look-for-next-step = Cherchez l’étape suivante.
hint-look-around = Regardez autour de la case en { $cell }.
hint-technique = La technique à utiliser : { $technique }.
hint-solved = Tout est rempli correctement.
hint-stuck = Les techniques que connaît ce site ne trouvent pas d’étape suivante ici : cette position demande de procéder par essais et erreurs.
hint-no-single-solution = Cette grille n’a pas exactement une solution : aucun indice n’est donc possible.

daily-title = Grille du jour ({ $level }), { $date }
daily-today = La grille du jour
daily-levels = Niveau
daily-killer = Killer
daily-other-days = Autres jours
daily-previous-day = ← Jour précédent
daily-next-day = Jour suivant →
daily-not-yet-title = Pas encore disponible
daily-not-yet = Les grilles du { $date } ne sont pas encore disponibles : nous sommes le { $today }.
daily-play-today = Jouer la grille du jour
daily-before-first-title = Pas de grille du jour à cette date
daily-before-first = Il n’y a pas de grille du jour pour le { $date } : elles commencent le { $first }.
daily-browse-archive = Parcourir les archives
daily-not-found-title = Page introuvable
daily-unavailable-title = La grille n’a pas pu être créée
daily-unavailable = Un problème est survenu lors de la création de cette grille. Veuillez réessayer plus tard.
confirm-reset-mine-title = Annuler vos modifications ?
confirm-reset-mine-text = Tous les chiffres, notes et couleurs que vous avez modifiés sur cette page sont annulés, pour tout le salon ; ce que les autres ont placé reste. Annuler rétablit les vôtres.
confirm-reset-mine-yes = Annuler les miens
play-own-taken-back = Vos modifications sont annulées — Annuler les rétablit.
