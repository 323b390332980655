# Les leçons (messages/lessons.rs) : une par règle, dans l’ordre de la règle du jeu.
# Chaque leçon a un titre, deux à quatre phrases, une tâche à laquelle on répond par un coup,
# et la règle rappelée après une réponse permise mais fausse. Vous jouez les Blancs.

lesson-heading = Leçon { $number } sur { $total } : { $title }

lesson-aim-title = Le but et les trois directions
lesson-aim-text = PÜNCT se joue sur un plateau hexagonal de 211 espaces. Vous gagnez en reliant deux côtés opposés du plateau par une chaîne d’espaces voisins où vous voyez votre couleur d’en haut. Un hexagone a trois paires de côtés opposés : il y a donc trois directions pour une connexion ; les côtés marqués, les colonnes A et Q, forment une paire.
lesson-aim-task = Ajoutez une pièce de votre choix qui couvre A5, sur le côté de la colonne A.
lesson-aim-rule = La leçon demande une pièce sur A5 : une connexion part d’un côté du plateau.

lesson-pieces-title = Les pièces et le PÜNCT
lesson-pieces-text = Chaque joueur a 18 pièces de trois points : 6 droites, 6 à angle et 6 triangulaires. Un point de chaque pièce est son PÜNCT, le gros point ; les deux autres sont les points mineurs. Les lettres disent où est le PÜNCT : T triangle ; C droite avec le PÜNCT au centre, E avec le PÜNCT à un bout ; M à angle avec le PÜNCT dans l’angle, L et R avec le PÜNCT à un bout, tournant à gauche ou à droite.
lesson-pieces-task = Ajoutez une pièce à angle sur les espaces marqués C4, D4, E5, son PÜNCT dans l’angle, en D4 (une pièce M : D4-C4-E5).
lesson-pieces-rule = La leçon demande le PÜNCT dans l’angle, en D4 : le type d’une pièce vient de ses espaces et de la place de son PÜNCT.

lesson-placing-title = Ajouter une pièce
lesson-placing-text = À votre tour, vous ajoutez une nouvelle pièce de votre réserve ou vous déplacez une pièce déjà sur le plateau. Une nouvelle pièce se pose sur trois espaces vides, à même le plateau, jamais sur autre chose. Dans le jeu standard, une nouvelle pièce ne peut jamais toucher l’hexagone central, les { $marked } espaces marqués autour de I9 (dans le jeu de base, seule la toute première pièce des Blancs en est exclue).
lesson-placing-task = Ajoutez une pièce qui couvre F6, juste à côté de l’hexagone central, sans le toucher.
lesson-placing-rule = La leçon demande une nouvelle pièce sur F6, sur trois espaces vides hors de l’hexagone central.

lesson-moving-title = Déplacer et tourner
lesson-moving-text = Pour déplacer une pièce, suivez son PÜNCT : il avance en ligne droite, dans une des six directions des espaces, aussi loin que vous voulez et par-dessus tout obstacle. Ensuite vous pouvez tourner la pièce autour de son PÜNCT avant de la poser. Une pièce garde sa forme, et ses trois points doivent rester sur le plateau.
lesson-moving-task = Déplacez votre pièce en C5 le long de la rangée 5 pour qu’elle couvre E5, F5 et G5, au bout du chemin marqué.
lesson-moving-rule = La leçon demande de déplacer la pièce en C5 sur E5, F5 et G5, son PÜNCT allant tout droit le long de la rangée 5.

lesson-jumping-title = Sauter sur vos propres pièces
lesson-jumping-text = Une pièce déplacée peut aussi sauter sur d’autres pièces. Les trois espaces dessous doivent être au même niveau, et son PÜNCT doit arriver sur un de vos propres points ; les points mineurs peuvent reposer sur des points des deux couleurs. Vous ne pouvez jamais poser un PÜNCT sur un point de votre adversaire.
lesson-jumping-task = Faites sauter la pièce en E5 sur votre pièce en C5, C6 et C7.
lesson-jumping-rule = La leçon demande de sauter avec la pièce en E5 sur vos points en C5, C6 et C7 : trois points au même niveau, le PÜNCT sur le vôtre.

lesson-bridges-title = Les ponts
lesson-bridges-text = Une pièce droite ou à angle peut faire un pont au-dessus d’un vide : ses deux bouts reposent sur des points de même niveau et son point du milieu passe au-dessus d’un espace plus bas. Comme pour un saut, le PÜNCT doit arriver sur un de vos propres points. Un triangle n’a pas de bouts, il ne peut donc jamais faire de pont : il repose toujours sur trois espaces au même niveau.
lesson-bridges-task = Faites un pont au-dessus de D5 avec votre pièce en B5 : ses bouts sur C5 et E5, son milieu au-dessus de D5.
lesson-bridges-rule = La leçon demande un pont au-dessus de D5 fait par la pièce en B5, ses bouts sur vos points en C5 et E5.

lesson-covered-title = Les pièces couvertes
lesson-covered-text = Les Noirs ont sauté sur votre pièce en C5 : une pièce dont ne serait-ce qu’un point est couvert ne peut ni bouger ni tourner tant qu’elle n’est pas libérée. Les points couverts ne comptent pas non plus pour une connexion, seulement ce que vous voyez d’en haut. Vous pouvez couvrir votre adversaire de la même façon, même avec les seuls points mineurs de votre pièce.
lesson-covered-task = Couvrez les points noirs en C9 et C10 : faites sauter votre pièce en F11 pour que son PÜNCT arrive sur votre propre point en C11.
lesson-covered-rule = La leçon demande de sauter avec la pièce en F11 sur C9, C10 et C11, son PÜNCT sur votre point en C11.

lesson-connection-title = Gagner par une connexion
lesson-connection-text = Votre chaîne va de H1, sur le côté de la rangée 1, jusqu’à O14 ; le côté opposé, la rangée 17, est à trois espaces. Le premier qui relie deux côtés opposés gagne. Si un coup relie les deux joueurs (déplacer une pièce peut découvrir la chaîne de l’adversaire), celui qui a joué gagne ; s’il ne découvre que la chaîne de l’adversaire, c’est l’adversaire qui gagne.
lesson-connection-task = Reliez votre chaîne au côté de la rangée 17 et gagnez : les espaces marqués O15, O16 et O17 sont un moyen.
lesson-connection-rule = La leçon demande un coup qui relie votre chaîne de la rangée 1 à la rangée 17 et gagne aussitôt.

lesson-end-title = Quand une réserve s’épuise
lesson-end-text = La partie se termine aussi quand un joueur ajoute sa dernière pièce sans que personne soit relié. Dans le jeu de base, c’est alors une partie nulle. Dans le jeu standard, chacun compte les espaces de l’hexagone central où il voit sa couleur d’en haut : le plus grand nombre gagne, l’égalité donne une partie nulle. Vous avez déplacé une pièce au centre plus tôt ; les Noirs non.
lesson-end-task = Ajoutez votre dernière pièce où vous voulez, terminez la partie et gagnez le décompte du centre.
lesson-end-rule = La leçon demande d’ajouter la dernière pièce de votre réserve, ce qui termine la partie par le décompte du centre.

lesson-play-title = Votre première partie
lesson-play-text = Vous connaissez maintenant toutes les règles de PÜNCT. Le mieux pour apprendre le reste est de jouer : l’ordinateur au niveau facile est un premier adversaire patient.
lesson-play-task = Commencez une partie contre l’ordinateur au niveau facile.

## Verdicts sur une réponse

lesson-landing = { $landing ->
    [place] un ajout de pièce
    [flat] un déplacement sur des espaces vides
    [jump] un saut
    [bridge] un pont
   *[pass] un tour passé
  }
lesson-right = Exact, c’est { lesson-landing } ! Passons à la leçon suivante.
lesson-not-the-task = Ce coup est permis ({ lesson-landing }), mais ce n’est pas la tâche de cette leçon. { $rule } Réessayez.
lesson-illegal = { $mv } n’est pas permis : { $reason } Réessayez.
lesson-reason = { $reason ->
    [game-over] la partie est déjà terminée.
    [pass] vous ne pouvez passer que si vous n’avez aucun coup permis.
    [none-left] vous n’avez plus de pièce { $kind } dans votre réserve.
    [occupied] { $cell } n’est pas vide, et une nouvelle pièce se pose sur trois espaces vides.
    [centre] { $cell } est dans l’hexagone central, et dans le jeu standard aucune nouvelle pièce ne peut le toucher.
    [centre-basic] { $cell } est dans l’hexagone central, et la première pièce des Blancs ne peut pas le toucher.
    [no-piece] il n’y a pas de pièce en { $cell }.
    [not-yours] la pièce du dessus en { $cell } n’est pas à vous.
    [minor] le point du dessus en { $cell } est un point mineur ; une pièce se déplace par son PÜNCT, ici { $other }.
    [covered] la pièce en { $cell } est couverte en { $other }, et une pièce couverte ne peut pas bouger.
    [wrong-kind] la pièce en { $cell } est une pièce { $kind }, et une pièce garde sa forme quand elle bouge.
    [not-in-line] { $other } n’est pas en ligne droite depuis { $cell }, et un PÜNCT ne se déplace qu’en ligne droite.
    [no-move] la pièce finirait exactement là où elle est.
    [uneven] les trois espaces ne sont pas au même niveau et ne forment pas de pont.
    [triangle] un triangle ne peut pas faire de pont ; ses trois espaces doivent être au même niveau.
   *[not-own] pour sauter ou faire un pont, le PÜNCT doit arriver sur un de vos propres points, et { $cell } n’est pas à vous.
  }
lesson-unreadable = « { $text } » n’est pas un coup. Ajoutez une pièce par ses trois espaces, le PÜNCT d’abord : C5-C6-D6 ; déplacez-en une par l’espace de son PÜNCT, > et sa destination : F5>H7-H8-I8.

## Le terminal (punct learn)

lesson-terminal-help = Tapez votre coup (Tab le complète), ou : next (suivante), back (précédente), quit (quitter).
lesson-terminal-play = Tapez play pour commencer la partie, back pour revenir, ou quit.
lesson-marked = Espaces marqués : { $cells }
lesson-prompt = Votre coup :{" "}
lesson-press-enter = Appuyez sur Entrée pour la leçon suivante.
lesson-goodbye = À bientôt. Tapez punct learn --lesson { $number } pour revenir à cette leçon, ou punct play --ai easy pour jouer.
lesson-picture-written = L’image est dans { $path }.
