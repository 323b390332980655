# punct, l’outil en ligne de commande : ses propres erreurs (après « erreur : »),
# l’aide et les erreurs d’arguments de clap, et les lignes des outils de développement.

## Erreurs de punct sur ce qui a été demandé

cli-error-size = une image fait de { $min } à { $max } pixels de large, pas { $size } ; p. ex. --size 800
cli-error-too-many-plies = un GIF de la partie montre au plus { $max } coups, et cette partie en a { $plies }
cli-error-no-puzzle = il n’y a pas de problème « { $id } » ; punct puzzles export les liste tous (le numéro est dans la première colonne)

## Before each of the errors above and clap's

cli-error = erreur: { $message }
