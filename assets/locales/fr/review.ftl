# L’analyse d’une partie terminée (ticket 17) : les tournants que l’ordinateur a trouvés.

error-review-before-end = La partie { $game } est encore en cours : vous pourrez l’analyser une fois qu’elle sera terminée, pour que personne ne reçoive les conseils de l’ordinateur pendant une partie.

review-title = Analyse de la partie { $game }
review-none = L’ordinateur n’a trouvé aucun tournant dans la partie { $game } ({ $result } après { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
  }) : ni victoire manquée, ni gaffe, ni coup qui ait nettement perdu du terrain. L’image montre la position finale.
# punct review in the terminal: above the moments (review-moment), or instead of them.
review-terminal-heading = Les tournants { $moves ->
    [one] de ce coup
   *[other] de ces { $moves } coups
  }, tels que l'ordinateur ({ level-name }) les voit :
review-terminal-none = L'ordinateur ({ level-name }) n'a trouvé aucun tournant dans { $moves ->
    [one] ce coup
   *[other] ces { $moves } coups
  } : aucune victoire manquée, aucune gaffe, aucun coup qui ait nettement perdu du terrain.
review-legend = Chaque image montre la position après le coup joué, marqué comme dernier coup ; les espaces du meilleur coup sont mis en évidence.
review-moment = **Coup { $ply }**, { colour-name } a joué { $played } : { $verdict ->
    [missed-win] une victoire manquée, { $better } relie tout de suite
    [blunder] une gaffe, { $better } aurait tenu
   *[mistake] une erreur, { $better } était meilleur
  }. Avant : { $before }. Après : { $after }.
review-standing = { $standing ->
    [won] { $who } avait gagné
    [lost] { $who } avait perdu
    [about-to-connect] { $who } allait relier
    [threatened] { $other } allait relier
    [better] { $who } était mieux
    [worse] { $who } était moins bien
   *[even] la partie était équilibrée
  }
# "After:" when the side stands as it did before: what the move cost.
review-standing-kept = { $standing ->
    [won] { $who } avait tout de même gagné
    [lost] { $who } avait tout de même perdu
    [about-to-connect] { $who } allait toujours relier
    [threatened] { $other } allait toujours relier
    [better] { $who } gardait l’avantage, mais réduit
    [worse] { $who } était encore moins bien
   *[even] la partie restait équilibrée, mais { $who } avait cédé un peu de terrain
  }

# One moment per message: where it stands among the others, the buttons to the others.
review-counter = Moment { $index } sur { $count }
review-button-previous = Moment précédent
review-button-next = Moment suivant
review-stale = Ce bouton ne correspond plus à l’analyse de la partie { $game } : utilisez à nouveau `/punct { punct-review }`.
# A long review, while the computer is still at work.
review-progress = Analyse en cours… coup { $done } sur { $total }
