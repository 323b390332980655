# Les réponses du bot sur Discord. Les joueurs apparaissent en <@id>, les salons en <#id>,
# les heures en <t:…:R> (Discord en fait des noms et « dans 2 jours »). Les commandes
# passent par commands.ftl ({ punct-board }) : chacun lit les noms que montre son Discord.

-cmd-games = `/punct { punct-games }`

## Petits mots

colour-name = { $colour ->
    [white] Blanc
   *[black] Noir
  }
computer-seat = l’ordinateur ({ level-name })
level-name = { $level ->
    [easy] facile
    [hard] difficile
    [expert] expert
   *[medium] moyen
  }
variant-title = { $variant ->
    [basic] de base
   *[standard] standard
  }
time-control = { $days ->
    [none] sans limite de temps
    [one] 1 jour par coup
    [bank3] banque : 3 jours, +1 jour par coup
    [bank7] banque : 7 jours, +1 jour par coup
    [bank10] banque : 10 jours, +36 h par coup
   *[other] { $days } jours par coup
  }

## Quelle partie

no-game-here = Vous n’avez aucune partie en cours dans ce salon. Lancez-en une avec `/punct { punct-challenge } { punct-challenge.opponent }:@quelqu’un` (choisissez le bot comme adversaire pour jouer contre l’ordinateur), ou nommez une partie : `/punct { punct-board } { punct-board.game }:3`.
no-game-to-show = Aucune partie n’est en cours dans ce salon. Nommez-en une, par ex. `/punct { punct-board } { punct-board.game }:3` ; { -cmd-games } liste les vôtres.
no-finished-game-here = Aucune partie ne s’est encore terminée dans ce salon : il n’y a rien à analyser. Nommez-en une, par ex. `/punct { punct-review } { punct-review.game }:3` ; { -cmd-games } liste vos parties récentes.
which-game = Vous avez { $count } parties ici : { $list }. Précisez laquelle avec l’option de partie, par ex. `/punct { $command ->
    [move] { punct-move } { punct-move.text }:F5>H7-H8-I8
    [resign] { punct-resign }
    [claim] { punct-claim }
    [analyse] { punct-analyse }
    [plan] { punct-plan }
   *[board] { punct-board }
  } { punct-board.game }:{ $example }`.
which-game-item = { $game } ({ $white } contre { $black })
not-a-game-number = « { $text } » n’est pas un numéro de partie. Utilisez le numéro qu’affiche { -cmd-games }, par ex. `{ punct-board.game }:3`.

## Qui défier, et où

challenge-days-or-clock = Choisissez soit des jours par coup (`{ punct-challenge.days }`), soit une banque de temps (`{ punct-challenge.clock }`), pas les deux : par ex. `/punct { punct-challenge } { punct-challenge.clock }:banque : 10 jours, +36 h par coup` donne 10 jours à chaque joueur, et chaque coup ajoute 36 heures.

cannot-challenge-bot = Les bots ne savent pas jouer à PÜNCT, sauf moi : défiez-moi (choisissez mon nom comme adversaire) pour jouer contre l’ordinateur.
challenge-people-in-a-server = Défiez les gens dans un salon de serveur qu’ils peuvent voir, ou avec eux en message privé, seul à seul ou en groupe, une fois que vous m’avez ajouté à vos propres applications (mon profil → **Ajouter l’app**) : personne d’autre ne voit cette conversation. Ici, vous pouvez jouer contre moi : `/punct { punct-challenge }` avec mon nom comme adversaire, ou lisez `/punct { punct-help }`.
cannot-challenge-yourself = Vous ne pouvez pas vous défier vous-même. Choisissez quelqu’un d’autre, par ex. `/punct { punct-challenge } { punct-challenge.opponent }:@ami`, omettez `{ punct-challenge.opponent }` pour que n’importe qui ici puisse accepter, ou choisissez-moi pour jouer contre l’ordinateur.
not-a-member = <@{ $user }> n’est pas membre de ce serveur et ne pourrait donc jamais voir ni accepter votre défi. Défiez quelqu’un qui est ici, par ex. `/punct { punct-challenge } { punct-challenge.opponent }:@ami`.
cannot-see-channel = <@{ $user }> ne voit pas ce salon et ne pourrait donc jamais accepter votre défi. Défiez cette personne dans un salon que vous voyez tous les deux, ou demandez à un modérateur de l’y inviter.
play-in-the-games-channel = La partie { $game } se joue dans <#{ $channel }> : jouez vos coups et faites vos propositions là-bas, où votre adversaire les voit.
play-in-the-games-channel-board = La partie { $game } se joue dans <#{ $channel }> : jouez vos coups et faites vos propositions là-bas, où votre adversaire les voit. Son dernier plateau : { $link }
not-your-game-to-show = La partie { $game } se joue sur un autre serveur : seuls ses deux joueurs peuvent la regarder d’ici. { -cmd-games } liste les vôtres.

## Un plateau

board-status-over = La partie { $game } est terminée : { $result }.
board-status = Partie { $game } : à { $seat } de jouer ({ colour-name }).
board-status-clock = Partie { $game } : à { $seat } de jouer ({ colour-name }), au plus tard le { $deadline }.
game-title = Partie { $game } — { $white } (Blanc) contre { $black } (Noir)
game-footer = Jeu { variant-title } · { time-control } · après le coup { $ply }

## Quand quelque chose a échoué, ou a compté malgré une réponse perdue

internal-failure = Désolé, quelque chose s’est mal passé de mon côté et je n’ai pas pu terminer. Vos parties sont en sécurité : rien n’est perdu. Veuillez réessayer dans un instant.
-board-follows = Je n’ai pas pu montrer le plateau ici pour l’instant ; il suivra dans le salon de la partie d’ici quelques minutes
done-moved = Votre coup dans la partie { $game } a été joué. { -board-follows }, et votre adversaire y sera mentionné.
done-ended = La partie { $game } est terminée et son résultat enregistré. { -board-follows }.
done-took-back = Le coup a été repris dans la partie { $game }. { -board-follows }.
done-started = La partie { $game } a commencé. { -board-follows }.
done-offered-draw = Votre proposition de nulle dans la partie { $game } reste valable, mais je n’ai pas pu la publier pour l’instant. Votre adversaire peut toujours l’accepter avec `/punct { punct-draw }`.
done-asked-takeback = Votre demande de reprise dans la partie { $game } est enregistrée, mais je n’ai pas pu la montrer à votre adversaire pour l’instant. Elle devient caduque au prochain coup ; vous pourrez redemander ensuite.
done-answered-challenge = Votre réponse au défi { $challenge } est enregistrée ; je n’ai pas pu mettre à jour son message pour l’instant.
done-answered-offer = Votre réponse dans la partie { $game } est enregistrée ; je n’ai pas pu mettre à jour le message de la proposition pour l’instant.
done-challenged-withdrawn = Je n’ai pas pu publier votre défi { $challenge } pour l’instant, je l’ai donc retiré. Veuillez réessayer dans un instant.
done-challenged-standing = Votre défi { $challenge } est enregistré, mais je n’ai pas pu le publier pour l’instant ; il expire si personne n’y répond.
done-league = C’est fait pour la ligue { $league }, mais je n’ai pas pu afficher la réponse ici pour l’instant.

## Options que le bot n’a pas pu lire

bad-argument = Je n’ai pas pu lire « { $input } » pour /{ $command }.
bad-argument-example = Je n’ai pas pu lire « { $input } » pour /{ $command }. Par exemple : `{ $example }`
stale-button = Ce bouton vient d’une ancienne version du bot et ne fonctionne plus. Utilisez { -cmd-games } pour retrouver vos parties, ou `/punct { punct-help }`.
command-example = { $command ->
    [challenge] /punct { punct-challenge } { punct-challenge.opponent }:@Alice { punct-challenge.days }:3
    [move] /punct { punct-move } { punct-move.text }:F5>H7-H8-I8
    [board] /punct { punct-board } { punct-board.game }:12
   *[history] /punct { punct-history } { punct-history.game }:12 { punct-history.move }:10
  }

## La pendule d’une partie, sous l’image

board-clock-turn = { $seat } a jusqu’au { $deadline } ({ $relative }).
board-clock-bank = Banque de { $seat } : { $left }.
board-away = { $seat } est absent jusqu’au { $until } : sa pendule est arrêtée.
duration = { $days ->
    [0] { $hours ->
        [one] 1 heure
       *[other] { $hours } heures
      }
   *[other] { $days ->
        [one] 1 jour
       *[other] { $days } jours
      }{ $hours ->
        [0] {""}
        [one] , 1 heure
       *[other] , { $hours } heures
      }
  }

## /punct away et /punct back

away-set = Vos pendules sont arrêtées jusqu’au { $until } : { $games ->
    [0] aucune partie n’attend votre coup pour l’instant ; toute partie où ce sera à vous de jouer entre-temps attendra jusque-là.
    [one] la partie qui attend votre coup attendra jusque-là, de même que toute partie où ce sera à vous de jouer entre-temps.
   *[other] les { $games } parties qui attendent votre coup attendront jusque-là, de même que toute partie où ce sera à vous de jouer entre-temps.
  } Vos adversaires peuvent toujours jouer. { away-days-left } Pour y mettre fin plus tôt : `/punct { punct-back }`.
away-days-left = Jours d’absence restants cette année : { $left } sur { $allowance }.
away-back = Bon retour ! { $games ->
    [0] Aucune de vos pendules n’était arrêtée.
    [one] La pendule tourne à nouveau dans 1 partie.
   *[other] Les pendules tournent à nouveau dans { $games } parties.
  }{ $returned ->
    [0] {""}
    [one] {" "}1 jour d’absence inutilisé vous est rendu.
   *[other] {" "}{ $returned } jours d’absence inutilisés vous sont rendus.
  } { away-days-left }
away-status-away = Votre absence court jusqu’au { $until } ; vos pendules sont arrêtées. { away-days-left } Pour y mettre fin plus tôt : `/punct { punct-back }`.
away-status-here = Aucune absence en cours. { away-days-left } `/punct { punct-away } { punct-away.days }:7` arrête vos pendules pendant une semaine.

## Notifications de tour par message privé

turn-notice = À vous de jouer dans la partie { $game } contre { $opponent } (coup { $move_number }){ $deadline ->
    [none] {""}
   *[other] , votre temps expire { $deadline }
  } : { $link }
turn-notice-opponent-unknown = votre adversaire
digest-title = { $count ->
    [one] **1 partie attend votre coup :**
   *[other] **{ $count } parties attendent votre coup :**
  }
digest-line = • Partie { $game } contre { $opponent }{ $deadline ->
    [none] {""}
   *[other] , le temps expire { $deadline }
  } : { $link }
dms-closed = Je n’ai pas pu vous envoyer de message privé : vos messages privés me sont fermés, j’ai donc désactivé vos notifications de tour. Pour les recevoir à nouveau, autorisez les messages privés des membres d’un serveur que nous avons en commun (menu du serveur → Paramètres de confidentialité), puis utilisez `/punct { punct-settings } { punct-settings.notify }:`.
quiet-none = aucune

## /punct settings

settings-shown = **Vos réglages** (ils vous suivent sur chaque serveur et en message privé) :
    • Aperçu des coups tapés : **{ $preview ->
        [on] activé** : un coup tapé avec `/punct { punct-move }` est d’abord montré, avec des boutons pour le jouer ou l’annuler.
       *[off] désactivé** : un coup tapé avec `/punct { punct-move }` est joué aussitôt.
    }
    Pour le changer : `/punct { punct-settings } { punct-settings.preview }:`. Omettez le coup dans `/punct { punct-move }`, ou appuyez sur **{ picker-button-move }** sous un plateau, pour choisir un coup sur le plateau.
    • Fuseau horaire : **{ $zone }** (`/punct { punct-settings } { punct-settings.timezone }:`) : il fixe les jours de `/punct { punct-away } { punct-away.until }:` et l’année civile des jours d’absence.
    • Protection contre la perte au temps : **{ $protection ->
        [on] activée** : si votre temps pour un coup s’écoule et qu’il vous reste des jours d’absence, l’un d’eux est utilisé au lieu que vous perdiez la partie.
       *[off] désactivée** : si votre temps pour un coup s’écoule, votre adversaire peut réclamer la victoire.
    } Pour la changer : `/punct { punct-settings } { punct-settings.protection }:`.
    • Notifications de tour par message privé : **{ $notify ->
        [turn] à chaque tour** : un message privé quand une partie attend votre coup, quelques minutes après.
        [digest] résumé quotidien** à { $digest_hour }:00 dans votre fuseau horaire, avec les parties qui attendent votre coup (aucun les jours où il n’y a rien à faire).
       *[off] désactivées**.
    } Pour les changer : `/punct { punct-settings } { punct-settings.notify }:`. Heures de silence : **{ $quiet }** (`/punct { punct-settings } { punct-settings.quiet }:22-7`) : aucun message privé pendant ces heures ; ce qui arrive attend.
    • Absence : { $until ->
        [none] non. { away-days-left }
       *[other] jusqu’au { $until }. { away-days-left }
    } `/punct { punct-away }` et `/punct { punct-back }` la règlent.
settings-changed = Enregistré.
