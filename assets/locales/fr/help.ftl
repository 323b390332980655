# La règle en bref et l’écriture des coups : un seul texte pour l’aide de
# Discord et `rules` dans le terminal. Balises de Discord (**gras**, • puces) ;
# le terminal retire les étoiles. Une ligne ne peut pas commencer par * : le
# gras en début de ligne s’écrit { "**" }. Commandes via commands.ftl.

help-title = PÜNCT — comment jouer

help-rules =
    PÜNCT est le jeu de connexion de Kris Burm, du projet GIPF. Chaque joueur a 18 pièces de trois points ; un point de chaque pièce est son **PÜNCT** (le gros).

    { "**" }But :** reliez deux côtés opposés du plateau hexagonal par des espaces que vous voyez d’en haut (votre couleur dessus). Les niveaux ne comptent pas, seul ce qui est visible compte.

    { "**" }À votre tour**, faites une seule chose :
    • **Ajoutez** une pièce de votre réserve sur trois espaces vides, jamais dans l’hexagone central (les 19 espaces autour de I9 ; dans le jeu de base, seule la première pièce de Blanc en est exclue).
    • **Déplacez** une pièce dont aucun point n’est recouvert : son PÜNCT se déplace d’une distance quelconque le long d’une des six lignes droites, et la pièce peut tourner autour de son PÜNCT. Elle se pose à plat sur trois espaces vides, **saute** sur trois points de même hauteur, ou forme un **pont** au-dessus d’un vide dont les deux bouts sont à la même hauteur. Pour sauter ou faire un pont, le PÜNCT doit se poser sur un de vos propres points.

    { "**" }Les pièces** (les images montrent leurs formes ; le terminal et les suggestions de coups les désignent par leur lettre) : **T** triangle (6 chacun), **C** ligne droite avec le PÜNCT au centre (2), **E** ligne droite avec le PÜNCT à un bout (4), **M** angle avec le PÜNCT dans l’angle (2), **L** et **R** angles avec le PÜNCT à un bout, tournés à gauche ou à droite (2 chacun). Les pièces tournent mais ne changent jamais de forme.

    { "**" }La fin :** le premier qui relie gagne (si un coup relie les deux joueurs, celui qui l’a joué gagne). La partie se termine aussi quand un joueur ajoute la dernière pièce de sa réserve sans que personne ne soit relié : dans le jeu standard, chacun compte les espaces de l’hexagone central qu’il voit d’en haut, et le plus grand nombre gagne, l’égalité donne une partie nulle ; le jeu de base se termine alors par une partie nulle.

    Les coups se comptent un par tour de joueur, à partir de 1 : ceux de Blanc sont impairs, ceux de Noir pairs.

help-reading-the-terminal-board = Lire le plateau : chaque ligne est une rangée, numérotée aux deux bouts (rangée 17 en haut). Les colonnes descendent vers la droite ; la lettre de chaque colonne figure juste après ses deux bouts, le long des bords. Un espace montre son point du dessus : W ou B pour le PÜNCT d’une pièce (de Blanc ou de Noir), w ou b pour ses deux autres points, puis la lettre de la pièce (la même sur ses trois points) et la hauteur de la pile ; deux points voisins d’une même pièce sont reliés par -. Un espace vide est ., un espace vide de l’hexagone central +. Sous le plateau : le numéro du coup, qui joue, les espaces de l’hexagone central que chacun voit d’en haut et les pièces encore en réserve, par lettre.
help-reading-the-terminal-sides = Les six côtés sont tracés à côté de leurs espaces de bord, par des traits qui les longent (\, /, _ et ‾ sur ce plateau ; |, \ et / avec --board large) : deux côtés tracés pareil sont opposés, une paire à relier. Ce plateau est l'image tournée d'un douzième de tour vers la gauche ; --board large le montre dans le même sens que les images. Si vous jouez les Noirs contre l'ordinateur, les deux sont retournés comme vos images, rangée 1 en haut. Un espace qu'une leçon marque est entre parenthèses : (.), (wT1).

help-notation-title = Écrire les coups
help-notation =
    Un espace est une colonne A–Q et une rangée 1–17 : `I9` est le centre.
    • Ajouter une pièce : ses trois espaces, le PÜNCT d’abord — `C5-C6-D6`
    • Déplacer une pièce : l’espace de son PÜNCT, `>`, puis où elle se pose — `F5>H7-H8-I8`
    • Tourner une pièce sur place : `F5>F5-G5-H5`
    Majuscules ou minuscules, peu importe, et des espaces ou des virgules au lieu de `-` : `f5 > h7 h8 i8`. Commencez à écrire dans `/punct { punct-move }` et le bot propose des coups permis.

help-commands-title = Commandes
help-commands =
    `/punct { punct-challenge } [{ punct-challenge.opponent }:@quelqu’un]` — commencer une partie : sans adversaire, n’importe qui ici peut accepter ; choisissez le bot pour jouer contre l’ordinateur
    `/punct { punct-move } { punct-move.text }:F5>H7-H8-I8` — jouer votre coup
    `/punct { punct-move }` sans coup, ou **{ picker-button-move }** sous un plateau — choisir votre coup sur le plateau, voir le plateau après, puis le jouer
    `/punct { punct-board }` — montrer le plateau d’une partie
    `/punct { punct-games }` — vos parties, d’abord celles où c’est à vous
    `/punct { punct-resign }` · `/punct { punct-draw }` · `/punct { punct-takeback }` — abandonner, proposer la nulle, demander à reprendre un coup
    `/punct { punct-claim }` — gagner une partie où l’adversaire n’a plus de temps
    `/punct { punct-analyse }` · `/punct { punct-plan }` — essayer des coups en privé ; des réponses prévues
    `/punct { punct-away }` · `/punct { punct-back }` — arrêter vos pendules pendant votre absence, puis les relancer
    Une partie se joue dans le salon où elle a commencé. En message privé avec moi, vous pouvez jouer contre l’ordinateur, lister vos parties et voir leurs plateaux.

help-more-title = Revoir et apprendre
help-more =
    `/punct { punct-history }` — les coups, toute position passée, la feuille de partie et une rediffusion
    `/punct { punct-leaderboard }` — les joueurs les mieux classés (seules les parties entre deux personnes comptent)
    `/punct { punct-league } { punct-league-standings }` — les ligues du serveur
    `/punct { punct-review }` — les tournants d’une partie terminée, en images
    `/punct { punct-puzzle }` — un problème pour vous seul
    `/punct { punct-learn }` — les leçons, une règle à la fois (vous seul les voyez)
    `/punct { punct-settings }` — vos propres réglages : un message privé quand c’est à vous, votre fuseau horaire, voir d’abord les coups tapés
    `/punct { punct-help }` — cette page

    { "**" }Franc-jeu :** dans une partie entre deux personnes, je ne juge aucun coup : `/punct { punct-move }` suggère les coups permis dans l’ordre du plateau et ne dit rien de leur force. Les suggestions d’un problème ne désignent jamais sa réponse. L’aide — coups gagnants d’abord, coups utiles en tête — est pour les parties contre l’ordinateur et les leçons ; `/punct { punct-review }` juge une partie une fois terminée.
