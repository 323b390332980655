# Les leçons sur Discord (messages/learn.rs) : `/punct learn`, visibles par
# l’apprenant seul. Les phrases des leçons elles-mêmes sont dans lessons.ftl.

learn-answer-discord = Répondez avec `/punct { punct-learn } { punct-learn.answer }:` et votre coup (tapez pour voir des suggestions).
learn-play-discord = Appuyez sur le bouton ci-dessous : la partie est publiée dans ce salon, comme toute autre partie.
learn-progress = Leçons réussies : { $done } sur { $total }.
learn-done-before = Vous avez déjà réussi cette leçon.
learn-button = { $button ->
    [back] Précédente
    [next] Suivante
    [quit] Quitter
    [next-lesson] Leçon suivante
   *[play] Jouer contre l’ordinateur
  }
learn-goodbye-discord = À bientôt. `/punct { punct-learn }` vous ramène à la leçon { $number } ; `/punct { punct-puzzle }` vous donne un problème.
error-stale-lesson = Ce bouton appartient à une leçon que vous avez quittée. `/punct { punct-learn }` affiche celle où vous en êtes.
error-no-such-lesson = Il n’y a pas de leçon { $number } : les leçons vont de 1 à { $total }.
error-no-lesson-task = Cette leçon ne demande aucun coup : appuyez sur son bouton pour jouer contre l’ordinateur, ou recommencez avec `/punct { punct-learn } { punct-learn.lesson }:1`.

# The last lesson's Play pressed again while the game it started is going.
error-lesson-game-ongoing = Vous avez déjà une partie en cours contre l’ordinateur : partie { $game } dans { $channel }. Continuez-la là-bas ; une fois terminée, ce bouton en lance une nouvelle.
