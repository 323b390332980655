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
picture-reason-resignation = per abbandono
picture-reason-timeout = per tempo scaduto
picture-reason-agreement = di comune accordo
picture-last-move = mossa{ "\u00A0" }{ $number }: { $notation }
picture-centre-count = centro
picture-all-placed = tutti messi
picture-goal-first = collega due lati
picture-goal-second = dello stesso colore

## La legenda sotto il tavoliere

picture-legend-punct = PÜNCT
picture-legend-stack = altezza
picture-legend-bridge = ponte
picture-legend-last-move = ultima mossa
picture-legend-origin = partenza
picture-legend-chain = catena vincente
picture-legend-centre = centro
picture-legend-hint = indizio
picture-legend-marked = guarda qui

## Che cosa significano i simboli della legenda, a parole: per il messaggio sotto
## un’immagine (nell’immagine c’è posto solo per nomi brevi)

picture-explain-punct = un anello rosso su un punto: il PÜNCT, il punto con cui si muove un pezzo
picture-explain-stack = un numero su un punto: l’altezza di quella pila
picture-explain-bridge = un punto tratteggiato: il punto centrale di un ponte, sospeso sul vuoto
picture-explain-last-move = caselle gialle: l’ultima mossa
picture-explain-origin = un anello tratteggiato su una casella gialla: da dove veniva il PÜNCT dell’ultima mossa
picture-explain-chain = anelli magenta: la catena vincente
picture-explain-centre-standard = il centro ombreggiato: decide la partita se nessuno collega
picture-explain-centre-basic = le caselle ombreggiate: l’esagono centrale
picture-explain-hint = cornici azzurre: indizi
picture-explain-marked = cornici viola: le caselle di cui parla la lezione

## Testo alternativo: ciò che un lettore di schermo dice di un’immagine

picture-alt-board = { $ply ->
    [0] Tavoliere di PÜNCT, prima della prima mossa.
    [one] Tavoliere di PÜNCT dopo 1 mossa.
   *[other] Tavoliere di PÜNCT dopo { $ply } mosse.
  }
picture-alt-side = { $name } ({ $colour })
picture-alt-to-move = Tocca a { $side }.
picture-alt-over = Partita finita: { $result }.
picture-alt-last-move = Ultima mossa, { $colour }: { $move }.
picture-alt-passed = Ultima mossa: { $colour } ha passato.
move-words-placed = { $kind }, collocato su { $cells }, PÜNCT su { $punct }
move-words-moved = { $kind }, spostato da { $from } a { $cells }, PÜNCT ora su { $punct }{ $landing ->
    [flat] , su caselle libere
    [jump] , al di sopra di altri pezzi
    [bridge] , facendo un ponte
   *[unknown] {""}
  }
picture-alt-reserves = Pezzi di riserva: Bianco { $white }, Nero { $black }.
picture-alt-centre = Caselle occupate dell’esagono centrale: Bianco { $white }, Nero { $black }.
