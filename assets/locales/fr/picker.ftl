# Le sélecteur de coup (messages/picker.rs) : /punct coup sans coup, et le
# bouton Jouer sous un plateau. Seul le joueur dont c’est le tour le voit. La
# notation des coups (F5>H7-H8-I8) est la même dans toutes les langues ;
# $kind_name est kind-name avec sa lettre, p. ex. « triangle (T) ». Les textes
# des menus et des boutons sont coupés à 100 caractères (limite de Discord),
# les petites lignes aussi.

## Boutons

picker-button-move = Jouer
picker-button-turn-back = ◀ Tourner
picker-button-turn-on = Tourner ▶
picker-button-turn = Tourner ↻
picker-button-play = Jouer ce coup
picker-button-back = Retour
picker-button-cancel = Annuler

## Les étapes

picker-title = Votre coup dans la partie { $game }
picker-choose-piece = **Quelle pièce ?** Choisissez une de vos pièces sur le plateau (par l’espace de son PÜNCT) ou une nouvelle pièce de votre réserve. Les espaces marqués sont les PÜNCT de vos pièces qui peuvent se déplacer.
picker-no-move = Vous n’avez aucun coup permis : vous passez automatiquement votre tour.
picker-piece-placeholder = Choisissez une pièce
picker-piece-on-board = { $cell } : { $kind_name }
picker-piece-moves = { $count ->
    [one] { $count } coup
   *[other] { $count } coups
  }
picker-piece-new = Nouvelle pièce : { $kind_name }
picker-piece-left = { $left } en réserve · { $count ->
    [one] { $count } coup
   *[other] { $count } coups
  }
picker-the-piece-at = votre { $kind_name } en { $cell }
picker-a-new-piece = votre { $kind_name } à ajouter
picker-choose-cell = **Où ?** Choisissez l’espace du PÜNCT pour { $piece } : { $count ->
    [one] { $count } espace est possible, marqué sur le plateau.
   *[other] { $count } espaces sont possibles, marqués sur le plateau.
  }
picker-choose-column-first = Ils sont trop nombreux pour une seule liste : choisissez d’abord la colonne (la lettre), puis l’espace.
picker-column-placeholder = Choisissez une colonne
picker-column = Colonne { $column }
picker-column-cells = { $count ->
    [one] { $count } espace
   *[other] { $count } espaces
  }
picker-cell-placeholder = Choisissez l’espace du PÜNCT
picker-cell-ways = { $count ->
    [one] { $count } orientation
   *[other] { $count } orientations
  }
picker-preview = **Aperçu, pas encore joué :** { $move } — { $words }.
picker-ways = C’est l’orientation { $way } sur { $ways } de la pièce avec son PÜNCT en { $cell } : **Tourner** montre les autres.
picker-typed = Pour le taper la prochaine fois : `/punct { punct-move } { punct-move.text }:{ $move }`.
picker-stale = La position a changé depuis l’ouverture de ce sélecteur, donc rien n’a été joué. Le revoici.
picker-played = Vous avez joué { $move }. Le plateau est publié ci-dessous, pour tout le monde.
picker-cancelled = Sélecteur fermé : rien n’a été joué.

## Sur l’image

picker-caption-pieces = Votre coup : choisissez une pièce
picker-caption-cells = Depuis { $cell } : où peut aller le PÜNCT ?
picker-caption-new = Nouvelle pièce { $kind } : où va son PÜNCT ?
picker-preview-caption = Aperçu, pas joué : { $move }
picker-alt-preview = Aperçu du coup { $move }, pas encore joué.
