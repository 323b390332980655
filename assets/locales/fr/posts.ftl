# Ce que le bot publie sur les parties : défis et réponses, propositions et leurs
# boutons, rappels, temps écoulé, annonces des plateaux, listes. Les messages publics
# sont dans la langue du serveur, les réponses à une seule personne dans la sienne.

## Petits mots

variant-name = { $variant ->
    [basic] de base
   *[standard] standard
  }
someone = Quelqu’un
seat-computer = Ordinateur ({ level-name })
seat-unknown = joueur { $id }
computer-with-colour = l’ordinateur ({ level-name }, { colour-name })
seat-with-colour = { $seat } ({ colour-name })

## Boutons

button-accept-draw = Accepter la nulle
button-play-on = Continuer
button-allow-takeback = Accepter le retour
button-refuse = Refuser
button-claim = Réclamer la victoire
button-resign = Abandonner
button-keep-playing = Continuer à jouer

## Défis

challenge-colours = { $colour ->
    [white] { $challenger } joue les Blancs
    [black] { $challenger } joue les Noirs
   *[random] couleurs tirées au sort
  }
challenge-posted = { $challenged }, { $challenger } vous défie à une partie de PÜNCT (jeu { variant-name }, { time-control }, { challenge-colours }). Appuyez sur **{ button-accept }** pour jouer ou sur **{ button-decline }** pour décliner. Le défi expire { $expires }.
rematch-posted = { $challenged }, { $challenger } vous propose une revanche de la partie { $game } (défi { $challenge }) : PÜNCT, jeu { variant-name } ({ time-control }, { challenge-colours }). Appuyez sur **{ button-accept }** pour jouer ou sur **{ button-decline }** pour décliner. Le défi expire { $expires }.
open-challenge-posted = { $challenger } cherche une partie de PÜNCT (jeu { variant-name }, { time-control }, { challenge-colours }) : n’importe qui ici peut accepter. Appuyez sur **{ button-accept }** pour jouer ; { $challenger } peut l’annuler avec **{ button-cancel }**. Le défi expire { $expires }.
challenge-accepted-by = { $who } a accepté le défi de { $challenger } : la partie { $game } commence ci-dessous.
challenge-declined-by = { $who } a décliné le défi de { $challenger }.
challenge-withdrawn = { $challenger } a retiré son défi.
challenge-expired-unanswered = Ce défi a expiré sans réponse.
challenge-now = Ce défi est { challenge-status }.
challenge-accepted = { $user } a accepté le défi : la partie { $game } commence ci-dessous.
challenge-closed-declined = { $who } a décliné le défi { $challenge } de { $challenger }.
challenge-closed-expired = { $challenger }, votre défi { $challenge } a expiré sans réponse.
challenge-closed = Le défi { $challenge } est { challenge-status }.

## Propositions

offer-by-someone = Un joueur
offer-to-someone = Son adversaire
draw-offered = { $by } propose nulle dans la partie { $game }. { $to }, appuyez sur **{ button-accept-draw }**, ou sur **{ button-play-on }** pour refuser.
takeback-requested = { $by } demande à reprendre son dernier coup dans la partie { $game }. { $to }, appuyez sur **{ button-allow-takeback }** ou sur **{ button-refuse }**.
computer-plays-on = L’ordinateur continue la partie { $game } : il n’accepte jamais la nulle. Vous pouvez abandonner à la place.
taken-back = Repris dans la partie { $game } : { $moves }. { $next }
offer-declined = { $by } a refusé { $what ->
    [draw] la proposition de nulle
   *[takeback] la demande de reprise
  } dans la partie { $game } ; le jeu continue. { $next }

## Le temps

reminder = { $user }, c’est à vous de jouer dans la partie { $game }. { $stage ->
    [half] La moitié de votre temps pour ce coup est écoulée
   *[final] Dernier rappel ! Votre temps est presque écoulé
  } : il expire { $deadline }. Jouez avec `/punct { punct-move } { punct-move.game }:{ $number }`, ou voyez le plateau avec `/punct { punct-board } { punct-board.game }:{ $number }`.
time-up = { $waiting }, { $late } a dépassé son temps pour le coup { $move_number } de la partie { $game }. Appuyez sur **{ button-claim }** pour la terminer maintenant, ou attendez : s’il n’a pas joué d’ici <t:{ $at }:f>, la partie est enregistrée comme votre victoire.
reminder-opponent-away = { $user } est absent jusqu’au { $until } : votre coup attendra son retour, et sa pendule reste arrêtée d’ici là.
away-day-spent = { $user }, votre temps pour le coup { $move_number } de la partie { $game } est écoulé, donc un de vos jours d’absence a été utilisé (protection contre la perte au temps) : vos pendules ont été arrêtées un jour, et vous avez maintenant jusqu’au { $until }. { $left ->
    [0] C’était votre dernier jour d’absence cette année.
    [one] Il vous reste 1 jour d’absence cette année.
   *[other] Il vous reste { $left } jours d’absence cette année.
  } Pour désactiver cela : `/punct { punct-settings } { punct-settings.protection }:False`.
timed-out = { $loser } a dépassé son temps. { $finished }
claimed = { $user } réclame la victoire. { $timed_out }
resigned = { $user } a abandonné. { $finished }
resign-question = Abandonner la partie { $game } ? { $opponent } gagne, et c’est définitif. Vous seul voyez cette question.
kept-playing = Vous continuez la partie { $game }.

## Le déroulement d’une partie

game-started = La partie { $game } commence : { $white } joue les Blancs, { $black } joue les Noirs (jeu { variant-name }, { time-control }).
move-made = Coup { $ply } ({ colour-name }) : { $notation }.
move-passed = { colour-name } n’a aucun coup possible et passe son tour.
next-game-over = Partie terminée : { $result }.
next-to-move = À { $seat } de jouer ({ colour-name }).
next-to-move-clock = À { $seat } de jouer ({ colour-name }), au plus tard le { $deadline }.
finished = La partie { $game } est terminée : { $result }. { $players }
goes-on = La partie { $game } continue.
both-players = { $white } et { $black } : **{ button-rematch }** ci-dessous propose une nouvelle partie, couleurs inversées.

## Listes

games-none = Vous n’avez aucune partie en cours. Lancez-en une avec `/punct { punct-challenge } { punct-challenge.opponent }:@quelqu’un`.
games-waiting = { $count ->
    [0] Aucune de vos parties ne vous attend.
    [one] **{ $count } partie** attend votre coup.
    [many] **{ $count } de parties** attendent votre coup.
   *[other] **{ $count } parties** attendent votre coup.
  }
games-line = • { $listing } dans <#{ $channel }>
games-recently-finished = Terminées récemment :
more-games = …et { $count ->
    [one] { $count } autre partie
    [many] { $count } d’autres parties
   *[other] { $count } autres parties
  }.
listing = { $game } { $white } contre { $black } — coup { $move_number }, { $turn }
listing-finished = { $game } { $white } contre { $black } — { $result } après { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
  }
listing-clock = { $game } { $white } contre { $black } — coup { $move_number }, { $turn }, le temps expire { $deadline }
listing-your-turn = **à vous de jouer**
listing-to-move = à { $seat } de jouer
leaderboard-title = Classement PÜNCT (Glicko-2, parties entre personnes)
leaderboard-empty = Personne n’a encore terminé de partie classée. Les parties entre deux personnes comptent ; celles contre moi, non.
leaderboard-line = { $rank }. { $name } — { $rating } (±{ $spread }), { $games ->
    [one] { $games } partie classée
    [many] { $games } de parties classées
   *[other] { $games } parties classées
  }
more-players = …et { $count ->
    [one] { $count } autre joueur
    [many] { $count } d’autres joueurs
   *[other] { $count } autres joueurs
  }.
no-moves = Aucun coup pour l’instant.
moves-in-record = ({ $count ->
    [one] Le premier coup figure
    [many] Les { $count } premiers coups figurent
   *[other] Les { $count } premiers coups figurent
  } dans la notation jointe.)
position-caption = Partie { $game } après le coup { $ply } sur { $last }
game-choice = { $game } — { $white } contre { $black } — { $state }
game-choice-your-turn = à vous de jouer
game-choice-move = coup { $move_number }

## Le fichier de la partie (`.txt`) : les noms des balises restent ceux du PGN, voici leurs valeurs

record-event = PÜNCT sur Discord, partie { $number }
record-ongoing = en cours
