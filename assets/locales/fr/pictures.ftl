# Les mots dessinés sur les images du plateau. Ils doivent tenir à leur place
# (tests/locales.rs mesure chacun dans chaque langue) : restez brefs.
# { "\u00A0" } est une espace insécable, où l’image ne coupe jamais la ligne.

picture-colour = { $colour ->
    [white] Blanc
   *[black] Noir
  }
picture-computer = Ordinateur
picture-to-move = Au tour de { $name }
picture-wins = { $name } gagne
picture-draw = Partie nulle
picture-reason-connected = en reliant les côtés { $axis ->
    [columns] bleus
    [rows] orange
   *[diagonals] verts
  }
picture-reason-central-majority = avec plus d’espaces au centre{ "\u00A0"}: { $mine }{ "\u00A0" }à{ "\u00A0" }{ $theirs }
picture-reason-central-tie = le centre est partagé { $mine }{ "\u00A0" }à{ "\u00A0" }{ $theirs }
picture-reason-last-piece-placed = toutes les pièces posées, aucune connexion
picture-reason-no-legal-moves = aucun joueur ne peut jouer
picture-reason-resignation = par abandon
picture-reason-timeout = au temps
picture-reason-agreement = d’un commun accord
picture-last-move = coup{ "\u00A0" }{ $number }{ "\u00A0" }: { $notation }
picture-centre-count = centre
picture-all-placed = toutes posées
picture-goal-first = reliez deux côtés
picture-goal-second = d’une même couleur

## La légende sous le plateau

picture-legend-punct = PÜNCT
picture-legend-stack = hauteur
picture-legend-bridge = pont
picture-legend-last-move = dernier coup
picture-legend-origin = départ
picture-legend-chain = chaîne gagnante
picture-legend-centre = centre
picture-legend-hint = indice
picture-legend-marked = regardez ici

## Ce que veulent dire les symboles de la légende, en mots : pour le message sous
## une image (l’image n’a de place que pour de courts noms)

picture-explain-punct = un anneau rouge sur un point : le PÜNCT, le point par lequel on déplace une pièce
picture-explain-stack = un nombre sur un point : la hauteur de cette pile
picture-explain-bridge = un point en pointillés : le point central d’un pont, posé sur le vide
picture-explain-last-move = cases jaunes : le dernier coup
picture-explain-origin = un anneau en pointillés sur une case jaune : d’où venait le PÜNCT du dernier coup
picture-explain-chain = anneaux magenta : la chaîne gagnante
picture-explain-centre-standard = le centre ombré : il décide de la partie si personne ne relie
picture-explain-centre-basic = les cases ombrées : l’hexagone central
picture-explain-hint = cadres cyan : des indices
picture-explain-marked = cadres violets : les cases dont parle la leçon

## Texte alternatif : ce qu’un lecteur d’écran dit d’une image

picture-alt-board = { $ply ->
    [0] Plateau de PÜNCT, avant le premier coup.
    [one] Plateau de PÜNCT après 1 coup.
   *[other] Plateau de PÜNCT après { $ply } coups.
  }
picture-alt-side = { $name } ({ $colour })
picture-alt-to-move = Au tour de { $side }.
picture-alt-over = Partie terminée : { $result }.
picture-alt-last-move = Dernier coup, { $colour } : { $move }.
picture-alt-passed = Dernier coup : { $colour } a passé.
move-words-placed = { $kind }, pose sur { $cells }, PÜNCT sur { $punct }
move-words-moved = { $kind }, déplacement de { $from } à { $cells }, PÜNCT maintenant sur { $punct }{ $landing ->
    [flat] , sur des espaces libres
    [jump] , en sautant sur d’autres pièces
    [bridge] , en faisant un pont
   *[unknown] {""}
  }
picture-alt-reserves = Pièces en réserve : Blanc { $white }, Noir { $black }.
picture-alt-centre = Cases de l’hexagone central occupées : Blanc { $white }, Noir { $black }.
