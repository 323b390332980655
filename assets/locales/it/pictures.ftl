# Le parole disegnate sulle immagini del tavoliere. Devono stare al loro posto
# (tests/locales.rs le misura tutte in ogni lingua): tienile brevi.
# { "\u00A0" } è uno spazio dove l’immagine non va mai a capo.

picture-colour = { $colour ->
    [white] Bianco
   *[black] Nero
  }
picture-computer = Computer
picture-to-move = Tocca a { $name }
picture-wins = Vince { $name }
picture-draw = Patta
picture-reason-connected = unendo i lati { $axis ->
    [columns] blu
    [rows] arancioni
   *[diagonals] verdi
  }
picture-reason-central-majority = con più caselle al centro: { $mine }{ "\u00A0" }a{ "\u00A0" }{ $theirs }
picture-reason-central-tie = il centro è diviso { $mine }{ "\u00A0" }a{ "\u00A0" }{ $theirs }
picture-reason-last-piece-placed = tutti i pezzi messi, nessun collegamento
picture-reason-no-legal-moves = nessuno dei due può muovere
picture-last-move = mossa{ "\u00A0" }{ $number }: { $notation }
picture-moves-played = { $count ->
    [0] ancora nessuna mossa
    [one] { $count } mossa
    [many] { $count } di mosse
   *[other] { $count } mosse
  } · { $variant ->
    [basic] base
   *[standard] standard
  }
picture-centre-count = centro
picture-all-placed = tutti messi
picture-goal-first = collega due lati
picture-goal-second = dello stesso colore

## La legenda sotto il tavoliere

picture-legend-punct = PÜNCT: muove il pezzo
picture-legend-stack = altezza della pila
picture-legend-bridge = punto di ponte sul vuoto
picture-legend-last-move = ultima mossa
picture-legend-origin = partito da qui
picture-legend-chain = catena vincente
picture-legend-centre-standard = centro: decide senza collegamento
picture-legend-centre-basic = esagono centrale
picture-legend-hint = suggerimento
picture-legend-marked = guarda qui
