# Ligues (messages/leagues.rs) : tournois toutes rondes qu’un serveur organise
# dans l’un de ses salons (/punct league …). Les noms des personnes sont des
# mentions Discord ; le nom d’une ligue est celui que lui a donné la personne
# qui l’organise, affiché tel qu’il est écrit.

## L’annonce des inscriptions

league-signup-title = Ligue : { $league }
league-terms = Jeu { variant-name }, { time-control } ; { $cycles ->
    [2] chacun affronte tous les autres deux fois, couleurs inversées
   *[other] chacun affronte tous les autres une fois
}. Organisation : { $organiser }.
league-starts-at = Les inscriptions ferment et la ronde 1 commence le { $at }.
league-starts-by-organiser = Les inscriptions restent ouvertes jusqu’à ce que { $organiser } lance la ligue avec `/punct { punct-league } { punct-league-start }`.
league-entrants = Inscrits ({ $count } sur { $max } au plus) : { $names }
league-no-entrants = Aucun inscrit pour l’instant.
league-signup-how = Appuyez sur **{ league-button-join }** pour jouer (il faut au moins { $min } joueurs), ou sur **{ league-button-leave }** si vous changez d’avis.
league-signup-started = Les inscriptions sont closes : la ligue a commencé avec { $count } joueurs. `/punct { punct-league } { punct-league-standings }` affiche le classement.
league-signup-cancelled = Cette ligue a été annulée.
league-signup-finished = Cette ligue est terminée. `/punct { punct-league } { punct-league-standings }` affiche le classement final.
league-button-join = Participer
league-button-leave = Se retirer
league-joined = Vous participez à **{ $league }**. Vos parties commencent à la ronde 1.
league-withdrew = Vous ne participez plus à **{ $league }**.

## Le début, les rondes, la fin

league-started = La ligue **{ $league }** a commencé : { $count } joueurs, { $rounds ->
    [one] { $rounds } ronde
   *[other] { $rounds } rondes
}. Les parties de la ronde 1 suivent.
league-round-title = { $league } : ronde { $round } sur { $rounds }
league-round-games = { $count ->
    [one] La partie de cette ronde a commencé :
   *[other] Les { $count } parties de cette ronde ont commencé :
}
league-round-game = { $white } (Blanc) contre { $black } (Noir) : partie { $game }
league-round-forfeit = { $white } contre { $black } : non jouée, { $loser } a quitté la ligue
league-round-forfeit-both = { $white } contre { $black } : non jouée, les deux ont quitté la ligue
league-round-bye = { $player } n’a pas de partie dans cette ronde (exemption).
league-round-threads = Chaque partie se joue dans son propre fil.
league-game-line = **{ $league }**, ronde { $round } sur { $rounds }.
league-thread-line = **{ $league }**, ronde { $round } : { $white } contre { $black }. La partie { $game } se joue dans le fil ci-dessous.
league-round-how = Les parties d’une ronde peuvent se jouer en même temps ; la ronde suivante commence quand toutes les parties de celle-ci sont terminées.
league-standings-after = Classement après la ronde { $round } :
league-final-title = { $league } : classement final
league-final-winner = La ligue **{ $league }** est terminée. { $winner } remporte la ligue !
league-final-shared = La ligue **{ $league }** est terminée. La première place est partagée entre { $winners }.
league-too-few = La ligue **{ $league }** n’a pas pu commencer à l’heure prévue : { $count ->
    [one] { $count } inscrit
   *[other] { $count } inscrits
}, il en faut au moins { $min }. Les inscriptions restent ouvertes ; { $organiser } peut la lancer avec `/punct { punct-league } { punct-league-start }` dès qu’il y en aura assez.

## Le classement

league-standings-title = { $league } : classement
league-standings-progress = { $status ->
    [signup] Les inscriptions sont ouvertes : aucune partie jouée pour l’instant.
    [finished] Terminée : { $rounds } rondes, { $decided } parties.
    [cancelled] Annulée après la ronde { $round } : { $decided } sur { $total } parties décidées.
   *[running] Ronde { $round } sur { $rounds } : { $decided } sur { $total } parties décidées.
}
league-standings-line = { $place }. { $player } — **{ $points }** (gagnées : { $won }, nulles : { $drawn }, perdues : { $lost } · SB { $sb }){ $left ->
    [yes] , a quitté la ligue
   *[no] {""}
}
league-standings-more = …et { $count ->
    [one] 1 joueur de plus
   *[other] { $count } joueurs de plus
} : le classement complet est dans l’image.
league-standings-empty = Personne ne s’est encore inscrit.
league-standings-ties = Les égalités sont départagées par le nombre de victoires, puis par le Sonneborn–Berger (SB : les points des joueurs que vous avez battus, plus la moitié de ceux des joueurs avec qui vous avez fait nulle), puis par les parties entre les joueurs encore à égalité.
league-column-place = #
league-column-player = Joueur
league-column-points = Points
league-column-won = Vict.
league-column-drawn = Nulles
league-column-lost = Déf.
league-column-sb = SB
league-picture-title = { $league }
league-picture-subtitle = { $status ->
    [finished] Classement final · { $players } joueurs
    [cancelled] Annulée · { $players } joueurs
    [signup] Inscriptions ouvertes · inscrits : { $players }
   *[running] Après la ronde { $round } sur { $rounds } · { $players } joueurs
}
league-picture-footer = Égalités : victoires, puis Sonneborn–Berger (SB), puis parties entre les joueurs à égalité.
league-standings-alt = Classement de { $league }, avec la place, le nom et les points :

## Quitter et annuler

league-leave-confirm = Quitter **{ $league }** ? { $games ->
    [0] Vous n’y avez aucune partie en cours.
    [one] Votre partie en cours ({ $list }) sera abandonnée.
   *[other] Vos { $games } parties en cours ({ $list }) seront abandonnées.
} { $unplayed ->
    [0] {""}
    [one] Votre partie pas encore jouée compte comme perdue.
   *[other] Vos { $unplayed } parties pas encore jouées comptent comme perdues.
} Vous restez dans le classement.
league-button-leave-for-good = Quitter la ligue
league-button-stay = Rester
league-stayed = Vous restez dans **{ $league }**.
league-left = { $player } a quitté **{ $league }**. { $games ->
    [0] {""}
    [one] Sa partie en cours ({ $list }) a été abandonnée.
   *[other] Ses { $games } parties en cours ({ $list }) ont été abandonnées.
} { $unplayed ->
    [0] {""}
    [one] Sa partie pas encore jouée compte comme perdue.
   *[other] Ses { $unplayed } parties pas encore jouées comptent comme perdues.
}
league-cancelled = La ligue **{ $league }** a été annulée par { $by }. Les parties en cours continuent, mais ne comptent plus pour la ligue.
league-in-dm = Les ligues se jouent dans le salon d’un serveur : utilisez cette commande là-bas.
league-listing = ligue { $league }, ronde { $round }

## Refus

error-league-not-found = Il n’y a pas de ligue { $league }.
error-league-named-not-found = Ce serveur n’a pas de ligue nommée « { $name } ». Commencez à taper dans l’option `{ punct-league-standings.league }` pour voir ses ligues.
error-no-league-here = Aucune ligue n’est en cours sur ce serveur. Une personne qui le gère peut en créer une avec `/punct { punct-league } { punct-league-create }`.
error-which-league = Plusieurs ligues sont en cours ici ({ $leagues }) : précisez laquelle avec l’option `{ punct-league-standings.league }`.
error-league-organisers-only = { $role ->
    [none] Seuls les membres qui peuvent gérer ce serveur peuvent y créer des ligues.
   *[other] Seuls les membres qui peuvent gérer ce serveur, ou qui ont le rôle { $role }, peuvent y créer des ligues.
}
error-league-organiser-only = Seule la personne qui organise **{ $league }** ({ $organiser }), ou quelqu’un qui peut gérer le serveur, peut faire cela.
error-league-name-empty = Une ligue a besoin d’un nom, par ex. `Ligue d’hiver`.
error-league-name-too-long = Un nom de ligue a au plus { $max } caractères, par ex. `Ligue d’hiver`.
error-league-name-taken = Il y a déjà une ligue nommée **{ $name }** ici (dans { $channel }). Choisissez un autre nom, par ex. `{ $name } 2`.
error-league-start-in-past = L’heure de début { $at } est déjà passée. Indiquez une heure à venir, par ex. `2026-12-24 18:00` (dans votre fuseau horaire), ou omettez-la et lancez la ligue avec `/punct { punct-league } { punct-league-start }`.
error-league-signup-closed = Les inscriptions à **{ $league }** sont closes : { $status ->
    [running] la ligue a commencé.
    [finished] la ligue est terminée.
   *[cancelled] la ligue a été annulée.
}
error-league-already-entered = Vous participez déjà à **{ $league }**.
error-league-full = La ligue **{ $league }** est complète : une ligue accueille au plus { $max } joueurs.
error-league-too-few = La ligue **{ $league }** compte { $entrants ->
    [one] { $entrants } inscrit
   *[other] { $entrants } inscrits
} : il en faut au moins { $min } pour commencer.
error-not-in-league = Vous ne participez pas à **{ $league }**.
error-league-over = La ligue **{ $league }** n’est plus en cours : { $status ->
    [finished] toutes les parties ont été jouées.
   *[cancelled] elle a été annulée.
}
error-league-bad-start = « { $text } » n’est pas une heure à laquelle la ligue peut commencer. Écrivez une date et une heure dans votre fuseau horaire, par ex. `2026-12-24 18:00`, ou seulement une date, par ex. `2026-12-24` (elle commence alors à minuit).
