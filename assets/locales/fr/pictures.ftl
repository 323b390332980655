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
picture-last-move = coup{ "\u00A0" }{ $number }{ "\u00A0" }: { $notation }
picture-moves-played = { $count ->
    [0] aucun coup joué
    [one] { $count } coup
    [many] { $count } de coups
   *[other] { $count } coups
  } · { $variant ->
    [basic] base
   *[standard] standard
  }
picture-centre-count = centre
picture-all-placed = toutes posées
picture-goal-first = reliez deux côtés
picture-goal-second = d’une même couleur

## La légende sous le plateau

picture-legend-punct = PÜNCT : déplace la pièce
picture-legend-stack = hauteur de la pile
picture-legend-bridge = point de pont sur le vide
picture-legend-last-move = dernier coup
picture-legend-origin = déplacée d’ici
picture-legend-chain = chaîne gagnante
picture-legend-centre-standard = centre : décide sans connexion
picture-legend-centre-basic = hexagone central
picture-legend-hint = indice
picture-legend-marked = regardez ici
