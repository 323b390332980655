# Préparer la suite (messages/plans.rs) : le plateau d’analyse privé d’un
# joueur (/punct analyse, le bouton Analyser sous un plateau) et son plan de
# coups conditionnels (/punct plan, « Enregistrer comme plan »). Seul ce
# joueur en voit quoi que ce soit. La notation des coups (F5>H7-H8-I8) est la
# même dans toutes les langues.

## Le plateau d’analyse

button-analyse = Analyser
analysis-title = Plateau d’analyse de la partie { $game } (vous seul le voyez)
analysis-start = La position de la partie après le coup { $ply }. Jouez ici des coups pour les deux camps : rien sur ce plateau ne change la partie.
analysis-start-empty = La position de départ de la partie. Jouez ici des coups pour les deux camps : rien sur ce plateau ne change la partie.
analysis-tried = Essayé depuis la position de la partie après le coup { $from } : { $moves }.
analysis-in-game = Retour au coup { $ply } de la partie elle-même (la partie en est au coup { $last }).
analysis-to-move = Sur ce plateau : à { colour-name } de jouer.
analysis-board-over = Sur ce plateau, la partie est terminée : { $result }.
analysis-no-engine = Pas d’ordinateur sur ce plateau tant que la partie se joue : le jeu reste loyal pour vous deux.
analysis-engine-offered = La partie est terminée, l’ordinateur peut donc aider ici : **{ analysis-button-engine }**.
analysis-plan-hint = Vous attendez le coup de { $opponent } ? Jouez le coup que vous attendez et votre réponse, puis **{ analysis-button-save }** : votre réponse sera jouée aussitôt si ce coup est joué.
analysis-plan-ready = **{ analysis-button-save }** garde cette ligne : si { $opponent } joue { $move }, votre réponse { $reply } est jouée aussitôt.
analysis-stale = Cette copie de votre plateau d’analyse n’était plus à jour, donc rien n’a été changé. Voici le plateau tel qu’il est.
analysis-closed = Plateau d’analyse fermé. La partie n’a pas été modifiée.
analysis-choose-piece = **Quelle pièce ?** Choisissez une pièce de { colour-name } (par l’espace de son PÜNCT) ou une nouvelle pièce de la réserve, ou tapez un coup avec `/punct { punct-analyse } { punct-analyse.move }:`.
analysis-the-piece-at = la pièce en { $cell }, { $kind_name }
analysis-tried-move = Essayé sur le plateau : { $move }.

analysis-button-back = ◀ Retour
analysis-button-forward = Avancer ▶
analysis-button-reset = Réinitialiser
analysis-button-save = Enregistrer comme plan
analysis-button-engine = Ordinateur
analysis-button-close = Fermer
analysis-button-try = Essayer ce coup
analysis-button-try-engine = Essayer { $move }

analysis-caption = Analyse, pas la partie : à { colour-name } de jouer
analysis-caption-over = Analyse, pas la partie
analysis-alt = Plateau d’analyse de la partie { $game }, pas la partie elle-même.

## L’ordinateur, une fois la partie terminée

analysis-engine = **Ordinateur :** { $best } pour { colour-name }. { $standing }.
analysis-engine-none = **Ordinateur :** aucun coup à jouer ici. { $standing }.
analysis-standing = { $standing ->
    [won] { $who } a gagné
    [lost] { $who } a perdu
    [about-to-connect] { $who } peut relier au prochain coup
    [threatened] { $other } menace de relier au prochain coup
    [better] { $who } est mieux
    [worse] { $who } est moins bien
   *[even] la position est équilibrée
  }

## Le plan

plan-title = Votre plan pour la partie { $game } (vous seul le voyez)
plan-none = Vous n’avez aucun plan pour la partie { $game }. Pour en faire un : `/punct { punct-analyse }`, jouez le coup que vous attendez de { $opponent } et votre réponse, puis **{ analysis-button-save }**.
plan-line = Si { $opponent } joue **{ $move }**, vous répondez **{ $reply }**
plan-line-then = puis si **{ $move }**, **{ $reply }**
plan-rules = Quand { $opponent } joue un coup qu’une ligne attend, votre réponse est jouée aussitôt, même en votre absence. Un coup qu’aucune ligne n’attend efface le plan (vous en êtes averti), tout comme une reprise de coup et la fin de la partie. { $opponent } ne le voit jamais.
plan-delete-placeholder = Supprimer une ligne
plan-delete-option = Ligne { $number } : { $moves }
plan-button-delete-all = Supprimer tout le plan
plan-button-analyse = { button-analyse }
plan-deleted = Ligne supprimée.
plan-deleted-all = Plan supprimé : rien ne sera joué pour vous dans la partie { $game }.
plan-saved = Enregistré dans votre plan pour la partie { $game } : si { $opponent } joue { $move }, vous répondez { $reply }{ $more ->
    [0] .
   *[other] , puis encore { $more } { $more ->
        [one] coup
       *[other] coups
    } après.
  }
plan-saved-replaced = { $count ->
    [one] Elle remplace une ligne qui répondait autrement ou allait moins loin.
   *[other] Elle remplace { $count } lignes qui répondaient autrement ou allaient moins loin.
  }
plan-saved-known = Cette ligne était déjà dans votre plan pour la partie { $game } : rien n’a changé.
plan-see = `/punct { punct-plan }` montre votre plan et en supprime des lignes.

## Joué d’après un plan, et un plan effacé

move-made-planned = Coup { $ply } ({ colour-name }) : { $notation }, joué aussitôt d’après un plan préparé à l’avance.
plan-note-unexpected = Votre plan pour la partie { $game } a été effacé : { $opponent } a joué { $move }, qu’aucune de ses lignes n’attendait. C’est à vous de jouer.
plan-note-illegal = Votre plan pour la partie { $game } a été effacé : sa réponse { $move } n’était plus permise, elle n’a donc pas été jouée. C’est à vous de jouer.

## Refus

error-engine-during-game = Pas d’ordinateur sur le plateau d’analyse de la partie { $game } tant qu’elle se joue : ce serait conseiller un camp. Une fois la partie terminée, **{ analysis-button-engine }** sera là.
error-no-plan-here = La partie { $game } n’accepte pas de plan : un plan répond aux coups d’une personne dans une partie encore en cours.
error-plan-on-your-turn = C’est à vous de jouer dans la partie { $game } : jouez votre coup (`/punct { punct-move }`). Un plan répond au coup de votre adversaire pendant que vous attendez.
error-plan-not-from-here = Ce plateau d’analyse ne fait pas suite à la partie { $game } telle qu’elle est (la partie a avancé, ou le plateau est revenu avant sa position). Appuyez sur **{ analysis-button-reset }**, puis jouez le coup de votre adversaire et votre réponse.
error-plan-too-short = Un plan a besoin du coup que vous attendez de votre adversaire et de votre réponse, à partir de la position de la partie { $game } : jouez les deux sur le plateau, puis **{ analysis-button-save }**.
error-plan-too-large = Un plan contient au plus { $lines } lignes de { $moves } coups chacune (partie { $game }) : supprimez une ligne avec `/punct { punct-plan }`, ou enregistrez-en une plus courte.
error-no-such-plan-line = Cette ligne n’est plus dans votre plan pour la partie { $game } (jouée jusqu’au bout ou supprimée) : `/punct { punct-plan }` le montre tel qu’il est.
