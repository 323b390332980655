# L’analyse d’une partie terminée (ticket 17) : les tournants que l’ordinateur a trouvés.

error-review-before-end = La partie { $game } est encore en cours : vous pourrez l’analyser une fois qu’elle sera terminée, pour que personne ne reçoive les conseils de l’ordinateur pendant une partie.
