# punct play, la partie dans le terminal, et les explications des coups
# impossibles (Discord les montre aussi). Les commandes tapées (help, rules,
# moves, hint, undo, back, forward, board, record, png, quit) et la notation
# des coups sont les mêmes dans toutes les langues. Lignes de 80 colonnes au
# plus. Le titre de la feuille de partie finit par « : » (le lecteur le saute).

terminal-variant = { $variant ->
    [basic] jeu de base
   *[standard] jeu standard
  }
terminal-welcome-computer = PÜNCT, { terminal-variant }. Vous jouez { $colour ->
    [white] les Blancs
   *[black] les Noirs
  } contre l’ordinateur ({ level-name }).
terminal-welcome-people = PÜNCT, { terminal-variant }. Deux joueurs au même clavier jouent à tour de rôle.
terminal-welcome-goal = Reliez deux côtés opposés. Tapez un coup (C5-C6-D6, F5>H7-H8-I8), rules ou help.
terminal-help =
    Commandes (Tab liste les coups qui vont avec la saisie ; les flèches éditent) :
      C5-C6-D6       ajouter une pièce : trois espaces vides, PÜNCT d’abord
      F5>H7-H8-I8    déplacer la pièce au PÜNCT en F5 (la tourner : F5>F5-G5-H5)
      pass           seulement si vous n’avez aucun coup permis
      moves          le nombre de vos coups ; moves F5 : ceux de cette pièce
      preview COUP   le plateau après COUP, sans le jouer
      hint           le conseil de l’ordinateur (seulement contre lui)
      undo           reprendre un coup (contre l’ordinateur : le vôtre et le sien)
      back, forward  parcourir la partie (back 5 : cinq coups à la fois)
      board          remontrer la position actuelle
      record         la feuille de partie (punct play --record FICHIER la relit)
      png FICHIER    écrire une image du plateau dans FICHIER : png plateau.png
      rules          la règle en bref, et comment lire le plateau
      analyse        votre plateau d’analyse, pour essayer des coups des deux camps
      quit           arrêter et afficher la feuille de partie (ou Ctrl-C, Ctrl-D)

## Sous le plateau

terminal-status = Coup { $number } : à { $colour ->
    [white] Blanc
   *[black] Noir
  }{ $you ->
    [yes] {" "}(vous)
   *[no] {""}
  } de jouer. Hexagone central vu : Blanc { $white }, Noir { $black } sur 19.
terminal-in-hand = En réserve : { $white } ; { $black }.
terminal-viewing-start = Le plateau vide, avant le coup 1 sur { $total }. forward avance, board montre l’actuel.
terminal-viewing = Après le coup { $shown } sur { $total }. back et forward parcourent, board montre l’actuel.
terminal-no-further = Il n’y a plus de position dans ce sens.
terminal-prompt = { $colour ->
    [white] Blanc
   *[black] Noir
  }>
terminal-prompt-after-end = fin>

## Le plateau d’analyse (analyse)

terminal-analyse-start = Plateau d’analyse : votre propre plateau à partir de cette position, où vous essayez des coups pour les deux camps. Rien ici ne change la partie ; leave y ramène.
terminal-analyse-prompt = analyse, { $colour ->
    [white] Blanc
   *[black] Noir
  }>
terminal-analyse-status = { $tried ->
    [0] Plateau d’analyse, à la position de la partie : leave ramène à la partie.
    [one] Plateau d’analyse, après { $shown } sur { $tried } coup essayé : leave ramène à la partie.
   *[other] Plateau d’analyse, après { $shown } sur { $tried } coups essayés : leave ramène à la partie.
  }
terminal-analyse-help =
    Sur le plateau d’analyse (rien ici ne change la partie) :
      C5-C6-D6       essayer un coup pour le camp qui a le trait (l’un ou l’autre)
      back, forward  parcourir les coups essayés (back 3 : trois à la fois)
      undo           reculer d’un coup, comme back
      reset          revenir à la position de la partie, les coups essayés oubliés
      record         les coups essayés jusqu’à la position affichée
      board, moves, preview COUP, png FICHIER, rules : comme dans la partie
      leave          revenir à la partie telle qu’elle était (ou quit, Ctrl-D)
terminal-analyse-line = Coups essayés : { $moves }
terminal-analyse-line-empty = Aucun coup essayé pour l’instant : le plateau est à la position de la partie.
terminal-analyse-no-hint = Pas de conseil sur le plateau d’analyse : il sert à vos propres idées. leave ramène à la partie.
terminal-analyse-again = Vous êtes déjà sur le plateau d’analyse : leave ramène à la partie.
terminal-analyse-reset = Le plateau d’analyse est revenu à la position de la partie.
terminal-analyse-left = Retour à la partie, telle qu’elle était.
terminal-analyse-only = reset et leave servent au plateau d’analyse : analyse l’ouvre.

## Coups joués

terminal-computer-plays = L’ordinateur ({ level-name }) joue { $notation }.
terminal-played = { $colour ->
    [white] Blanc
   *[black] Noir
  } joue { $notation }.
terminal-played-in-words = { $colour ->
    [white] Blanc
   *[black] Noir
  } joue { $notation } : { $words }.
terminal-your-answer = Votre réponse { $notation } : { $words }.
terminal-preview = Aperçu de { $notation }, non joué : { $words }.
terminal-preview-centre = Après lui, hexagone central vu : Blanc { $white }, Noir { $black } sur 19.
terminal-preview-would-end = Joué, ce coup finirait la partie :
terminal-preview-unchanged = Rien n’a été joué : { colour-name } a toujours le trait. Tapez { $notation } pour le jouer.
terminal-preview-needs-move = Indiquez le coup après preview, p. ex. preview C5-C6-D6.
terminal-thinking = L’ordinateur ({ level-name }) réfléchit…
terminal-computer-reply = Il joue { $notation }.
terminal-computer-reply-in-words = Il joue { $notation } : { $words }.
terminal-not-understood = { $error } Tapez help pour les commandes.

## La fin

terminal-game-over-connected = Partie terminée. { $colour ->
    [white] Blanc
   *[black] Noir
  } gagne : { $colour ->
    [white] Blanc
   *[black] Noir
  } a relié { $axis ->
    [columns] les colonnes A et Q
    [rows] les rangées 1 et 17
   *[diagonals] les côtés J2–P8 et B10–H16
  }.
terminal-game-over-central-majority = Partie terminée. { $colour ->
    [white] Blanc
   *[black] Noir
  } gagne : une réserve est épuisée sans que personne ne soit relié, et { $colour ->
    [white] Blanc
   *[black] Noir
  } voit d’en haut plus d’espaces de l’hexagone central ({ $mine } à { $theirs }).
terminal-game-over-central-tie = Partie terminée. Partie nulle : une réserve est épuisée sans que personne ne soit relié, et chacun voit { $cells ->
    [one] { $cells } espace
    [many] { $cells } d’espaces
   *[other] { $cells } espaces
  } de l’hexagone central.
terminal-game-over-last-piece = Partie terminée. Partie nulle : une réserve est épuisée sans que personne ne soit relié (au jeu de base, c’est nul).
terminal-game-over-no-moves = Partie terminée. Partie nulle : aucun joueur n’a de coup permis.
terminal-after-the-end = Revoyez la partie avec back et forward ; aussi board, record, png FICHIER, undo, quit.
terminal-game-is-over = La partie est terminée : plus de coups. Tapez undo pour reprendre le dernier, ou quit.
terminal-quit = Partie arrêtée avant la fin.
terminal-record-title = Feuille de partie ({ $count ->
    [one] { $count } coup
    [many] { $count } de coups
   *[other] { $count } coups
  }) :
# The record's last line, after "# " (the record reader skips it), when the game is not over.
terminal-record-unfinished = Partie non terminée : { $colour ->
    [white] aux Blancs
   *[black] aux Noirs
  } de jouer.
# Against the computer, at the start and in the record: how to play the same game again.
terminal-seed = L'ordinateur joue avec la graine { $seed } : punct play --seed { $seed } avec les mêmes coups rejoue cette partie.

## Commandes

terminal-png-needs-file = Indiquez le fichier après png, p. ex. png plateau.png.
terminal-png-written = Image du plateau écrite dans { $file } ({ $kb } Ko).
terminal-gif-written = Partie ({ $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
  }, une image chacun) écrite dans { $file } ({ $kb } Ko).
terminal-png-not-written = Impossible d’écrire { $file } : { $reason }. Essayez un autre nom, p. ex. png plateau.png.
terminal-png-not-drawn = Impossible de dessiner le plateau : { $reason }.
terminal-wrong-extension = { $file } ne finit pas par .{ $extension }, or l’image est en { $format } : nommez-la p. ex. plateau.{ $extension }.
terminal-nothing-to-undo = Vous n’avez encore aucun coup à reprendre.
terminal-undone = Repris : { $moves }.
terminal-no-legal-move = Vous n’avez aucun coup permis : tapez pass.
terminal-legal-moves = { $count ->
    [one] { $count } coup permis
    [many] { $count } de coups permis
   *[other] { $count } coups permis
  }.
terminal-placements = { $count ->
    [one] { $count } ajout
    [many] { $count } d’ajouts
   *[other] { $count } ajouts
  } : une pièce de votre réserve ({ $reserve }) { $variant ->
    [basic] sur trois espaces vides
   *[standard] sur trois espaces vides hors de l’hexagone central
  }, p. ex. C5-C6-D6.
terminal-no-piece-can-move = Aucune de vos pièces ne peut se déplacer.
terminal-pieces-that-can-move = Pièces qui peuvent se déplacer (moves et l’espace pour leurs coups) :
terminal-piece-move-count = { $count ->
    [one] { $count } coup
    [many] { $count } de coups
   *[other] { $count } coups
  }
terminal-piece-moves = { $count ->
    [one] { $count } coup
    [many] { $count } de coups
   *[other] { $count } coups
  } de la pièce en { $cell } :
terminal-no-piece-at = Il n’y a pas de pièce en { $cell }.
terminal-not-your-piece = La pièce du dessus en { $cell } est à { $colour ->
    [white] Blanc
   *[black] Noir
  }, pas à vous.
terminal-piece-cannot-move = Votre pièce en { $cell } ne peut pas bouger maintenant : partez de son PÜNCT, et elle ne doit pas être recouverte.
terminal-bad-cell = « { $text } » n’est pas un espace : { $error }.
terminal-perft-warning = perft { $depth } compte chaque suite de { $depth ->
    [one] { $depth } coup
    [many] { $depth } de coups
   *[other] { $depth } coups
  } depuis ici ({ $now ->
    [one] { $now } coup permis
    [many] { $now } de coups permis
   *[other] { $now } coups permis
  } maintenant), de l’ordre de { $now }^{ $depth } positions : cela peut prendre des minutes ou des heures. Ctrl-C l’arrête.

## hint

terminal-hint-level = { $stronger ->
    [yes] Conseil de l’ordinateur ({ level-name }, plus fort que votre adversaire) :
   *[no] Conseil de l’ordinateur ({ level-name }) :
  }
terminal-nothing-to-suggest = Rien à suggérer : la partie est terminée.
terminal-suggested = Suggestion : { $best }.
terminal-also = À voir aussi : { $others }.
terminal-judgement-wins = gagne
terminal-judgement-forced-win = gain forcé en { $moves ->
    [one] { $moves } coup
    [many] { $moves } de coups
   *[other] { $moves } coups
  }
terminal-judgement-loses = perd contre le meilleur jeu
terminal-judgement-lacking = { $stops ->
    [yes] l’en empêche ; il vous manque ensuite
   *[no] il vous manque ensuite
  } { $you ->
    [one] { $you } espace
    [many] { $you } d’espaces
   *[other] { $you } espaces
  } pour relier, { colour-name } : { $them }
terminal-hint-danger = { $connects ->
    [yes] Attention : { colour-name } peut relier au prochain coup, par exemple avec { $move }.
   *[no] Attention : { colour-name } peut gagner au prochain coup en posant sa dernière pièce, avec plus de l’hexagone central, par exemple { $move }.
  }
terminal-hint-stops = { $count ->
    [one] Seul { $moves } l’en empêche.
   *[other] { $more ->
        [yes] Parmi les coups qui l’en empêchent : { $moves }.
       *[no] Les coups qui l’en empêchent : { $moves }.
    }
  }
terminal-hint-no-stop = Aucun coup ne l’en empêche.
terminal-hint-people = Les conseils sont réservés aux parties contre l’ordinateur : dans une partie entre deux personnes, l’ordinateur ne juge aucun coup.

## Coups impossibles (terminal et Discord)

kind-name = { $kind ->
    [T] triangle
    [C] pièce droite, PÜNCT au centre
    [E] pièce droite, PÜNCT à un bout
    [M] pièce à angle, PÜNCT dans l’angle
    [L] pièce à angle, PÜNCT à un bout, tournée à gauche
   *[R] pièce à angle, PÜNCT à un bout, tournée à droite
  }
move-unreadable = Je ne peux pas lire « { $text } » comme un coup : { $error }.
move-illegal = { $notation } n’est pas permis : { $reason }
move-in-record = Coup { $ply } : { $text }
illegal-game-over = la partie est déjà terminée.
illegal-pass-not-allowed = vous ne pouvez passer que si vous n’avez aucun coup permis.
illegal-none-left = il ne vous reste aucune pièce { $kind } ({ kind-name }) à ajouter. Déplacez plutôt une pièce déjà sur le plateau, p. ex. F5>H7-H8-I8.
illegal-cell-occupied = { $cell } n’est pas vide. Les nouvelles pièces se posent sur trois espaces vides du plateau.
illegal-central-hexagon = { $cell } est dans l’hexagone central (à deux pas au plus de I9), où { $variant ->
    [basic] la première pièce de Blanc ne peut pas aller
   *[standard] aucune nouvelle pièce ne peut jamais aller ; on n’y entre qu’en se déplaçant
  }. Posez-la à l’extérieur, p. ex. C5-C6-D6.
illegal-no-piece-at = il n’y a pas de pièce en { $from }.
illegal-not-your-piece = la pièce du dessus en { $from } appartient à votre adversaire.
illegal-not-a-punct = { $from } est un point mineur. Une pièce se déplace par son PÜNCT : commencez le coup en { $punct }, p. ex. { $punct }>…
illegal-piece-covered = la pièce en { $from } est bloquée : quelque chose la recouvre en { $covered }.
illegal-wrong-kind = cette pièce est une pièce { $piece } ({ $piece_name }), mais la destination a la forme d’une pièce { $destination } ({ $destination_name }). Les pièces tournent mais ne changent jamais de forme.
illegal-not-in-straight-line = { $to } n’est pas en ligne droite depuis { $from }. Le PÜNCT se déplace le long d’une des six lignes qui passent par son espace.
illegal-no-move = la pièce finirait exactement là où elle est. Déplacez-la ou tournez-la.
illegal-uneven-support = la pièce ne serait pas à plat : ses espaces sont aux hauteurs { $a }, { $b } et { $c }. Posez-la sur trois espaces de même hauteur, ou faites un pont aux deux bouts de même hauteur.
illegal-triangle-cannot-bridge = un triangle ne peut pas faire de pont : ses trois espaces doivent être à la même hauteur.
illegal-punct-not-on-own-piece = pour sauter ou faire un pont, le PÜNCT doit se poser sur un de vos propres points, et { $cell } n’est pas à vous.

## Erreurs de punct (après « error: »)

terminal-error-io = impossible d’écrire la sortie : { $reason }
terminal-error-names = « { $text } » : --names prend deux noms séparés par une virgule, Blanc d’abord, p. ex. "Alice,Bob"
terminal-error-highlight = --highlight : { $reason }
terminal-error-read-file = impossible de lire { $file } : { $reason }
terminal-error-write-file = impossible d’écrire { $file } : { $reason }
terminal-error-language = { $option } { $code } : aucune de { $codes }
