# Français. Glossaire de la règle du jeu (pour les prochains traducteurs) :
#   PÜNCT (le point principal d’une pièce) · pièce (piece) · point (dot)
#   plateau (board) · espace (cell) · hexagone central (central hexagon)
#   ensemble de pièces, réserve (reserve) · ajouter / déposer une pièce (place) · déplacer (move)
#   coup (a move) · tour (a turn) · sauter (jump) · pont (bridge) · niveau (level)
#   Blanc / Noir (White / Black) · jeu de base (basic game) · jeu standard (standard game)
#   partie nulle (draw) · adversaire (opponent) · partie (a game)
# Adresse : « vous », comme la règle du jeu.
# Noms de commandes : minuscules, sans espace, 32 caractères au plus ; descriptions 100 au plus.

punct = punct
    .description = PÜNCT, le jeu de connexion de Kris Burm : défiez quelqu’un et jouez ici sur plusieurs jours.

punct-challenge = défier
    .description = Défiez quelqu’un, ou n’importe qui ici, à PÜNCT (choisissez-moi pour affronter l’ordinateur).
    .opponent = adversaire
    .opponent-description = Contre qui jouer (vide : n’importe qui peut accepter) ; choisissez-moi pour affronter l’ordinateur
    .variant = variante
    .variant-description = jeu standard (par défaut) ou jeu de base
    .variant-choice-0 = jeu standard
    .variant-choice-1 = jeu de base
    .days = jours
    .days-description = Temps pour chaque coup (par défaut 3 jours)
    .days-choice-0 = 1 jour
    .days-choice-1 = 3 jours
    .days-choice-2 = 7 jours
    .days-choice-3 = 14 jours
    .days-choice-4 = sans limite
    .clock = pendule
    .clock-description = Une banque de temps au lieu de jours par coup : chaque coup ajoute du temps, sans dépasser la banque
    .clock-choice-0 = banque : 3 jours, +1 jour par coup
    .clock-choice-1 = banque : 7 jours, +1 jour par coup
    .clock-choice-2 = banque : 10 jours, +36 h par coup
    .color = couleur
    .color-description = Votre couleur (par défaut : tirée au sort)
    .color-choice-0 = au hasard
    .color-choice-1 = Blanc
    .color-choice-2 = Noir
    .level = niveau
    .level-description = La force de l’ordinateur, quand vous jouez contre moi (par défaut moyen)
    .level-choice-0 = facile
    .level-choice-1 = moyen
    .level-choice-2 = difficile
    .level-choice-3 = expert

punct-move = coup
    .description = Jouez votre coup, par ex. F5>H7-H8-I8, ou omettez-le pour le choisir sur le plateau.
    .text = texte
    .text-description = Votre coup : C5-C6-D6 ajoute une pièce, F5>H7-H8-I8 en déplace une ; vide : choisir au plateau
    .game = partie
    .game-description = Quelle partie, si vous en avez plusieurs dans ce salon
    .preview = aperçu
    .preview-description = Montrer d’abord le plateau après le coup, avec les boutons Jouer ce coup et Annuler

punct-board = plateau
    .description = Montre le plateau d’une partie (la vôtre dans ce salon, ou celle que vous nommez).
    .game = partie
    .game-description = Quelle partie (par défaut : la vôtre dans ce salon)

punct-games = parties
    .description = Vos parties, d’abord celles où c’est à vous de jouer (vous seul le voyez).

punct-resign = abandonner
    .description = Abandonnez une partie : votre adversaire gagne.
    .game = partie
    .game-description = Quelle partie, si vous en avez plusieurs dans ce salon

punct-draw = nulle
    .description = Proposez la partie nulle, ou acceptez celle que votre adversaire propose.
    .game = partie
    .game-description = Quelle partie, si vous en avez plusieurs dans ce salon

punct-takeback = reprendre
    .description = Demandez à reprendre votre dernier coup (votre adversaire décide).
    .game = partie
    .game-description = Quelle partie, si vous en avez plusieurs dans ce salon

punct-claim = réclamer
    .description = Réclamez la victoire dans une partie où votre adversaire a dépassé son temps.
    .game = partie
    .game-description = Quelle partie, si vous en avez plusieurs dans ce salon

punct-history = historique
    .description = Les coups d’une partie, le plateau après n’importe quel coup, la notation et un replay.
    .game = partie
    .game-description = Quelle partie (par défaut : la vôtre ici, sinon la dernière terminée)
    .move = coup
    .move-description = Montre le plateau après ce coup (0 : le plateau vide ; chaque coup compte pour un)

punct-review = analyse
    .description = Les tournants d’une partie terminée, chacun avec une image.
    .game = partie
    .game-description = Quelle partie (par défaut : la dernière terminée ici)

punct-analyse = analyser
    .description = Votre plateau d’analyse privé : essayez des coups des deux camps ; la partie ne change jamais.
    .game = partie
    .game-description = Quelle partie (par défaut : la vôtre dans ce salon)
    .move = coup
    .move-description = Un coup à essayer sur votre plateau d’analyse, par ex. F5>H7-H8-I8

punct-plan = plan
    .description = Votre plan de réponses pour une partie (coups conditionnels) : le voir, en supprimer des lignes.
    .game = partie
    .game-description = Quelle partie (par défaut : la vôtre dans ce salon)

punct-leaderboard = classement
    .description = Les joueurs les mieux classés (seules les parties entre deux personnes comptent).

punct-puzzle = problème
    .description = Résolvez un problème : relier, parer toutes les menaces, ou gain en 2 (vous seul le voyez).
    .answer = réponse
    .answer-description = Votre réponse à votre problème, par ex. F5>H7-H8-I8 (tapez pour voir des suggestions)
    .daily = du-jour
    .daily-description = Le problème du jour, le même pour tous
    .theme = thème
    .theme-description = gagner, défendre ou gain en 2 (par défaut : au choix)
    .theme-choice-0 = gagner
    .theme-choice-1 = défendre
    .theme-choice-2 = gain en 2
    .tier = niveau
    .tier-description = 1 (le plus facile) à 3 (par défaut : au choix)

punct-learn = apprendre
    .description = Apprenez PÜNCT : une courte leçon par règle, avec une image et une tâche (vous seul la voyez).
    .lesson = leçon
    .lesson-description = Quelle leçon, de 1 à 10 (par défaut : là où vous vous êtes arrêté)
    .answer = réponse
    .answer-description = Votre coup pour la tâche de la leçon, par ex. C5>E5-F5-G5 (tapez pour voir des suggestions)

punct-settings = réglages
    .description = Vos propres réglages (vous seul les voyez) : p. ex. voir chaque coup tapé avant qu’il soit joué.
    .preview = aperçu
    .preview-description = Montrer d’abord chaque coup tapé, avec les boutons Jouer ce coup et Annuler (par défaut : non)
    .timezone = fuseau-horaire
    .timezone-description = Votre fuseau horaire, par ex. Europe/Paris : il fixe les dates et l’année des jours d’absence
    .protection = protection
    .protection-description = Utiliser un jour d’absence plutôt que perdre une partie au temps (par défaut : oui)
    .notify = notifications
    .notify-description = Un message privé quand c’est à vous de jouer : à chaque tour, résumé quotidien ou non (par défaut)
    .notify-choice-0 = à chaque tour
    .notify-choice-1 = résumé quotidien
    .notify-choice-2 = désactivées
    .quiet = silence
    .quiet-description = Heures sans message privé, dans votre fuseau, par ex. 22-7 (envoyés après) ; off pour aucune
    .digest_hour = heure-résumé
    .digest_hour-description = L’heure de votre résumé quotidien, dans votre fuseau horaire (0–23, par défaut 9)

punct-away = absence
    .description = Arrêtez les pendules de vos parties pendant votre absence (décompté de vos jours d’absence annuels).
    .days = jours
    .days-description = Pendant combien de jours vous êtes absent, à partir de maintenant
    .until = date-retour
    .until-description = Le jour de votre retour, par ex. 2026-12-24 (dans votre fuseau horaire)

punct-back = retour
    .description = Vous rentrez plus tôt : vos pendules repartent et les jours d’absence inutilisés vous sont rendus.

punct-server-settings = réglages-serveur
    .description = Réglages de ce serveur, pour vous seul (« Gérer le serveur » pour les changer) : fils, ligues.
    .threads = fils
    .threads-description = Jouer chaque partie entre personnes dans son propre fil (par défaut : non)
    .league-role = rôle-ligue
    .league-role-description = Un rôle dont les membres peuvent créer des ligues, en plus de ceux qui ont « Gérer le serveur »
    .clear-league-role = retirer-rôle-ligue
    .clear-league-role-description = True : seuls les membres ayant « Gérer le serveur » créent des ligues (le rôle est retiré)

punct-league = ligue
    .description = Ligues : tournois toutes rondes sur ce serveur, appariés et tenus à jour par le bot.

punct-league-create = créer
    .description = Créez une ligue dans ce salon, avec une annonce d’inscription (« Gérer le serveur » ou rôle ligue).
    .name = nom
    .name-description = Le nom de la ligue, par ex. Ligue d’hiver
    .variant = variante
    .variant-description = jeu standard (par défaut) ou jeu de base
    .variant-choice-0 = jeu standard
    .variant-choice-1 = jeu de base
    .days = jours
    .days-description = Temps pour chaque coup (par défaut 3 jours)
    .days-choice-0 = 1 jour
    .days-choice-1 = 3 jours
    .days-choice-2 = 7 jours
    .days-choice-3 = 14 jours
    .days-choice-4 = sans limite
    .clock = pendule
    .clock-description = Une banque de temps au lieu de jours par coup
    .clock-choice-0 = banque : 3 jours, +1 jour par coup
    .clock-choice-1 = banque : 7 jours, +1 jour par coup
    .clock-choice-2 = banque : 10 jours, +36 h par coup
    .rounds = cycles
    .rounds-description = 1 : chacun affronte tous les autres une fois (par défaut) ; 2 : deux fois, couleurs inversées
    .starts = début
    .starts-description = Quand les inscriptions ferment et la ronde 1 commence, par ex. 2026-12-24 18:00 (votre fuseau)

punct-league-start = lancer
    .description = Clôturez les inscriptions et lancez la ronde 1 maintenant (l’organisateur, ou « Gérer le serveur »).
    .league = ligue
    .league-description = Quelle ligue (par défaut : celle de ce salon)

punct-league-standings = classement
    .description = Le classement d’une ligue : points, victoires, nulles, défaites et Sonneborn–Berger, en image.
    .league = ligue
    .league-description = Quelle ligue (par défaut : celle de ce salon)

punct-league-leave = quitter
    .description = Quittez une ligue : avant le début, vous sortez ; après, vous abandonnez vos parties (confirmation).
    .league = ligue
    .league-description = Quelle ligue (par défaut : celle de ce salon)

punct-league-cancel = annuler
    .description = Annulez une ligue ; les parties en cours continuent (l’organisateur, ou « Gérer le serveur »).
    .league = ligue
    .league-description = Quelle ligue (par défaut : celle de ce salon)

# The same challenge from a member's Apps menu (right-click or long-press a
# member): a context menu command's name, capitals and spaces allowed.
challenge-member = Défier à PÜNCT

punct-help = aide
    .description = Comment jouer : les règles en bref, comment noter les coups, les commandes.
