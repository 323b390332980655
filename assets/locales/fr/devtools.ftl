# Les lignes lisibles des outils de développement : le résultat de chaque
# partie de `punct arena` et son bilan, la progression de `punct puzzles
# generate`. Ce qui se lit par machine (les nombres de perft, `puzzles
# export`, les tableaux de comptes) n’est pas ici : c’est pareil dans toutes
# les langues. Les noms des joueurs (random, greedy, easy, hard, expert,
# mcts…) et des variantes s’écrivent tels qu’on les tape.
#
# Glossaire (règle du jeu) : Blanc, Noir ; hexagone central ; réserve ;
# pièce ; relier ; partie ; coup.

devtools-colour = { $colour ->
    [white] Blanc
   *[black] Noir
  }
devtools-arena-game = Partie { $number } : { $white } (Blanc) contre { $black } (Noir) : { $result }, { $reason }, en { $plies ->
    [one] { $plies } coup
   *[other] { $plies } coups
  }
devtools-arena-wins = { $player } ({ devtools-colour }) gagne
devtools-arena-draw = partie nulle
devtools-arena-connected = { devtools-colour } a relié { $axis ->
    [columns] les colonnes A et Q
    [rows] les rangées 1 et 17
   *[diagonals] les côtés J2–P8 et B10–H16
  }
devtools-arena-central-majority = { devtools-colour } voit plus de l’hexagone central ({ $mine } contre { $theirs })
devtools-arena-central-tie = hexagone central à égalité ({ $cells } chacun)
devtools-arena-last-piece = dernière pièce posée sans que personne ne soit relié
devtools-arena-no-moves = aucun joueur n’a de coup permis
devtools-arena-cut-off = limite de { $plies } coups atteinte
devtools-arena-match = { $games ->
    [one] { $games } partie
   *[other] { $games } parties
  }, variante { $variant }
devtools-arena-side-wins = { $side } = { $player } : { $wins ->
    [one] { $wins } victoire
   *[other] { $wins } victoires
  } ({ $percent } %)
devtools-arena-draws = parties nulles : { $draws }
devtools-arena-time = temps moyen par coup, { $player } : { $average } s sur { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
  } (le plus long { $longest } s)
devtools-arena-cpu = temps de processeur par coup, { $player } : { $average } s (le plus long { $longest } s)
devtools-arena-out-of-time = { $player } : limite de temps de processeur atteinte pour { $count ->
    [one] { $count } coup
   *[other] { $count } coups
  }
devtools-generate-progress = parties { $games }	problèmes { $puzzles }	{ $seconds } s
