# punct, l’outil en ligne de commande : ses propres erreurs (après « erreur : »),
# l’aide et les erreurs d’arguments de clap, et les lignes des outils de développement.

## Erreurs de punct sur ce qui a été demandé

cli-error-size = une image fait de { $min } à { $max } pixels de large, pas { $size } ; p. ex. --size 800
cli-error-too-many-plies = un GIF de la partie montre au plus { $max } coups, et cette partie en a { $plies }
cli-error-no-puzzle = il n’y a pas de problème « { $id } » ; punct puzzles export les liste tous (le numéro est dans la première colonne)
cli-error-no-lesson = --lesson { $text } : cette leçon n’existe pas. Donnez son numéro, de 1 à { $count }, ou son nom : { $names }

## Before each of the errors above and clap's

cli-error = erreur: { $message }

## punct --help : ce que fait chaque sous-commande (cli-about-<chemin>) et ce que
## veut dire chaque option (cli-arg-<chemin>-<option>, sinon cli-arg-<option>,
## commun) ; cli-value-<sorte> est l’emplacement de la valeur. Options, valeurs
## et commandes restent telles qu’on les tape.

cli-about = PÜNCT hors ligne : examiner des positions, compter les coups, jouer.
cli-about-legal = Chaque coup permis après --moves, triés, un par ligne.
cli-about-status = À qui de jouer, résultat, réserves et décompte central après --moves.
cli-about-replay = Chaque coup de --moves avec le nombre de coups permis avant lui et la façon dont il s’est posé.
cli-about-perft = Compter les positions PROFONDEUR coups plus loin (perft) ; dès la profondeur 3, c’est long.
cli-about-random-game = Jouer des coups permis tirés au hasard, depuis le plateau vide.
cli-about-render = Dessiner le plateau après --moves en image PNG.
cli-about-replay-gif = Dessiner toute une partie (--moves) en GIF animé, une image par coup.
cli-about-play = Jouer une partie dans le terminal, contre l’ordinateur (--ai easy|medium|hard|expert) ou à deux sur un clavier.
cli-about-rules = Les règles en bref, et comment lire le plateau du terminal.
cli-about-arena = Un match entre deux joueurs ordinateur, couleurs alternées : victoires, nulles, temps par coup.
cli-about-learn = Apprendre PÜNCT : une courte leçon par règle, chacune répondue par un coup ; `learn export` imprime les tâches.
cli-about-learn-export = La tâche de chaque leçon, une par ligne : LESSON VARIANT MOVES ANSWERS LANDING, séparés par des tabulations.
cli-about-review = Les tournants d’une partie (--moves / --record), en phrases ; --format tsv : une ligne par moment clé, séparés par des tabulations PLY PLAYED VERDICT BETTER.
cli-about-puzzle = Résoudre des problèmes : relier, parer chaque menace ou gagner en 2 (--theme, --tier, --daily, --id).
cli-about-puzzles = Problèmes : créer le fichier de données à partir de parties de l’ordinateur, ou l’exporter pour vérification.
cli-about-puzzles-generate = Jouer des parties de l’ordinateur, garder les positions qui font des problèmes (chacune vérifiée exactement), écrire le fichier de données.
cli-about-puzzles-export = Chaque problème, un par ligne : ID VARIANT MOVES THEME SOLUTIONS, séparés par des tabulations.
cli-about-puzzles-retier = Recalculer le niveau de chaque problème selon la règle actuelle (sans recherche) et réécrire le fichier de données.
cli-about-help = Afficher cette aide ou celle de la sous-commande donnée.

cli-arg-lang = La langue des messages et des images, parmi { $codes } (par défaut : selon LC_ALL, LC_MESSAGES ou LANG, sinon l’anglais).
cli-arg-help = Afficher l’aide.
cli-arg-version = Afficher la version.
cli-arg-subcommand = La sous-commande à expliquer.
cli-arg-variant = basic (jeu de base) ou standard (jeu standard) ; la ligne [Variant "…"] d’une partie notée l’emporte.
cli-arg-moves = Coups depuis le plateau vide : une simple liste ("B2-B3-C3 N12-N13-O13") ou une partie numérotée comme punct l’écrit ; après ceux de --record.
cli-arg-record = Un fichier contenant une partie notée, comme l’écrivent punct play, record et Discord ; --moves est joué ensuite.
cli-arg-depth = Combien de coups de profondeur compter (chaque coup est le tour d’un joueur).
cli-arg-divide = Afficher aussi le compte sous chaque premier coup.
cli-arg-seed = Graine des choix au hasard : la même graine donne la même partie.
cli-arg-play-seed = Graine des choix de l'ordinateur : la même graine et les mêmes coups donnent la même partie. Sans elle, une nouvelle à chaque partie, indiquée au début et dans la feuille de partie.
cli-arg-random-game-max-plies = S’arrêter après ce nombre de coups (un par tour de joueur) même si la partie continue.
cli-arg-size = Largeur de l’image en pixels (256–4096 ; les GIF de partie au plus 1024).
cli-arg-flip = Montrer le plateau du côté de Noir, tourné de 180°.
cli-arg-names = Les noms des joueurs, Blanc d’abord, séparés par une virgule : "Alice,Bob".
cli-arg-output = Le fichier à écrire.
cli-arg-highlight = Espaces à marquer, séparés par une espace, p. ex. "F5 G6".
cli-arg-caption = Une ligne qui remplace le résultat, p. ex. "Bob a abandonné — Alice gagne".
cli-arg-ai = Jouer contre l’ordinateur à ce niveau : easy, medium, hard ou expert. Sans elle, deux personnes partagent le clavier.
cli-arg-color = Votre couleur contre l’ordinateur : white (Blanc, joue en premier) ou black (Noir).
cli-arg-board = Le plateau en texte : compact (19 lignes, tient dans 80×24) ou large (33 lignes, orienté comme les images).
cli-arg-a = Premier joueur : random, greedy, easy, medium, hard, expert, mcts ou mcts-strong. Blanc dans les parties impaires.
cli-arg-b = Second joueur, les mêmes choix. Blanc dans les parties paires.
cli-arg-games = Combien de parties.
cli-arg-arena-seed = Graine de la première partie ; la partie k utilise graine + k - 1. La même graine donne le même match.
cli-arg-arena-max-plies = Une partie qui dure encore après ce nombre de coups (un par tour de joueur) compte comme nulle.
cli-arg-records = Imprimer la partie notée de chaque partie après sa ligne de résultat.
cli-arg-jobs = Parties jouées en même temps, chacune dans son propre fil (les résultats s’affichent dans l’ordre des parties et sont les mêmes quelle que soit cette valeur).
cli-arg-lesson = La leçon par laquelle commencer : son numéro (1 à 10) ou son nom (aim, pieces, placing, moving, jumping, bridges, covered, connection, end, play).
cli-arg-language = La langue, parmi { $codes }. Sans elle, celle de --lang ou du terminal (LANG).
cli-arg-picture = Dessiner aussi la position de chaque leçon, ses espaces marqués, en image PNG dans FICHIER.
cli-arg-level = Avec quel soin l’ordinateur examine chaque position pour les écarts d’évaluation (victoires manquées et gaffes sont exactes à tout niveau).
cli-arg-format = prose (des phrases, par défaut) ou tsv (une ligne séparée par des tabulations par moment clé, pour les scripts).
cli-arg-theme = Seulement les problèmes de ce thème : win (gagner), defend (défendre) ou win2 (gagner en 2).
cli-arg-tier = Seulement les problèmes de ce niveau : 1 (le plus facile) à 3.
cli-arg-daily = Le problème du jour (le même que sur Discord), puis arrêter.
cli-arg-id = Le problème de ce numéro (tel que punct puzzles export les liste), puis arrêter.
cli-arg-file = Le fichier de données à réécrire.
cli-arg-count = S’arrêter dès que ce nombre de problèmes est trouvé.
cli-arg-puzzles-generate-seed = Graine des parties : la même graine donne le même fichier.
cli-arg-max-games = Abandonner après ce nombre de parties.
cli-arg-threads = Parties jouées en même temps.
cli-arg-puzzles-generate-output = Où écrire les problèmes.

cli-value-code = CODE
cli-value-file = FICHIER
cli-value-command = COMMANDE
cli-value-variant = VARIANTE
cli-value-moves = COUPS
cli-value-depth = PROFONDEUR
cli-value-seed = GRAINE
cli-value-number = NOMBRE
cli-value-size = PIXELS
cli-value-names = NOMS
cli-value-cells = ESPACES
cli-value-text = TEXTE
cli-value-level = NIVEAU
cli-value-format = FORMAT
cli-value-colour = COULEUR
cli-value-board = PLATEAU
cli-value-player = JOUEUR
cli-value-lesson = LEÇON
cli-value-theme = THÈME
cli-value-tier = NIVEAU
cli-value-id = NUMÉRO

## Le cadre de punct --help

cli-help-usage = Utilisation :
cli-help-options = Options
cli-help-arguments = Arguments
cli-help-commands = Commandes
cli-help-options-placeholder = [OPTIONS]
cli-help-default = par défaut : { $value }
cli-help-values = valeurs possibles : { $values }

## Les erreurs que clap trouve, dans nos mots (après « erreur : ») ; un exemple suit

cli-bad-unknown-argument = { $arg } n’est pas une option ici.
cli-bad-did-you-mean = Vouliez-vous dire { $suggestion } ?
cli-bad-unknown-subcommand = « { $name } » n’est pas une sous-commande de { $command }.
cli-bad-missing-subcommand = { $command } demande une sous-commande : { $subcommands }.
cli-bad-missing-value = { $arg } demande une valeur ({ $value }).
cli-bad-invalid-value = « { $value } » n’est pas une valeur que { $arg } accepte.
cli-bad-valid-values = Valeurs possibles : { $values }.
cli-bad-not-a-number = { $arg } prend un nombre entier, pas « { $value } ».
cli-bad-missing-required = Il manque : { $args }.
cli-bad-conflict = { $arg } ne peut pas s’utiliser avec { $other }.
cli-bad-too-many = { $arg } est donné plus d’une fois, ou avec une valeur qu’il ne prend pas.
cli-bad-other = La ligne de commande est illisible : { $reason }
cli-bad-usage = Utilisation : { $usage }
cli-bad-more = Pour en savoir plus : { $command } --help
