# Problèmes (messages/puzzles.rs) : `/punct puzzle` sur Discord et
# `punct puzzle` dans le terminal. Couleurs via { colour-name }
# (discord.ftl) ; coups dans la notation du jeu, jamais traduits.

## La tâche

puzzle-title = { $daily ->
    [yes] Problème du jour { $id } · niveau { $tier }
   *[no] Problème { $id } · niveau { $tier }
  }
puzzle-task = { $theme ->
    [win] { colour-name } joue et relie : trouvez le coup qui relie deux côtés opposés.
    [defend] { colour-name } joue. Votre adversaire menace de relier au prochain coup : parez toutes les menaces.
   *[win2] Gain en 2 : { colour-name } joue. Trouvez le coup après lequel toute réponse perd contre une connexion.
  }
puzzle-answer-discord = Donnez votre réponse avec `/punct { punct-puzzle } { punct-puzzle.answer }:` (tapez pour voir des suggestions).
puzzle-answer-terminal = Tapez votre coup (Tab complète), ou : solution, next, quit.
puzzle-press-enter = Appuyez sur Entrée pour le problème suivant.
puzzle-no-hint = Les problèmes n’ont pas d’indice : tout indice trahirait la réponse. Tab liste chaque coup permis dans l’ordre du plateau et n’en juge aucun. Tapez solution pour voir la réponse (cela met fin à votre série).

## Juste

puzzle-solved = Résolu : { $answer } est juste.
puzzle-solved-line = { $reply ->
    [none] { $theme ->
        [defend] { $answer } pare toutes les menaces : votre adversaire ne peut pas relier au prochain coup.
       *[other] { $answer } gagne.
    }
   *[other] { $win ->
        [none] Après { $answer }, la réponse { $reply } perd aussitôt.
       *[other] Après { $answer }, l’ordinateur répond { $reply } et { $win } relie.
    }
  }

## Faux : pourquoi, et la réfutation de l’adversaire

puzzle-wrong = { $refutation ->
    [connects] { $answer } n’est pas la solution : votre adversaire répond { $reply } et relie.
    [escapes] { $answer } n’est pas la solution : après la réponse { $reply }, vous n’avez aucun coup qui relie.
    [ends] { $answer } n’est pas la solution : ce coup termine la partie, mais pas par votre victoire.
   *[misses] { $answer } n’est pas la solution : ce coup ne relie pas, et la victoire est manquée.
  }
puzzle-try-again = Réessayez, ou demandez la solution.
puzzle-solution = { $count ->
    [one] La solution : { $moves }.
    [many] Les solutions : { $moves }.
   *[other] Les solutions : { $moves }.
  }

## Le bilan

puzzle-record = Résolus : { $solved } · série : { $streak } (record { $best })
puzzle-daily-solved = Le problème du jour : résolu.
puzzle-streak-rule = Une série compte les problèmes résolus d’affilée au premier essai.

## Boutons

puzzle-button-next = Problème suivant
puzzle-button-retry = Réessayer
puzzle-button-solution = Voir la solution

## Refus

error-no-puzzle = Vous n’avez pas de problème en cours : demandez-en un avec `/punct { punct-puzzle }`.
error-puzzle-not-found = Aucun problème ne s’appelle « { $id } ».
error-no-puzzle-fits = Aucun problème n’a ce thème et ce niveau.
