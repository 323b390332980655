# Che cosa non va in una mossa o in una casella scritta (gli errori di lettura
# delle regole), dentro move-unreadable, terminal-bad-cell e gli errori di una
# partita registrata. La notazione (C5-C6-D6, F5>H7-H8-I8, -, >) è ovunque la stessa.

notation-empty = nessuna mossa: scrivi un pezzo da mettere come C5-C6-D6 o uno spostamento come F5>H7-H8-I8
notation-unexpected-character = «{ $ch }» non può far parte di una mossa: scrivi le caselle come C5 separate da -, e > prima della destinazione, p. es. F5>H7-H8-I8
notation-too-many-arrows = uno spostamento ha un solo «>»: la casella del PÜNCT, «>», poi la destinazione, p. es. F5>H7-H8-I8
notation-origin-not-one-cell = prima di «>» scrivi solo la casella del PÜNCT che muovi ({ $found } caselle scritte), p. es. F5>H7-H8-I8
notation-not-three-cells = un pezzo copre 3 caselle, prima il PÜNCT ({ $found } scritte), p. es. C5-C6-D6
notation-repeated-cell = { $cell } è scritta due volte: un pezzo copre 3 caselle diverse, p. es. C5-C6-D6
notation-not-a-piece = { $cells } non ha la forma di un pezzo: le tre caselle formano un triangolo (C5-C6-D6), una linea diritta (F5-F6-F7) o un angolo (I9-J9-K10)
cell-empty = una casella è una lettera di colonna A–Q e un numero di fila 1–17, come I9
cell-bad-column = «{ $text }»: la colonna dev’essere una lettera da A a Q, come I9
cell-bad-row = «{ $text }»: la fila dev’essere un numero da 1 a 17, come I9
cell-off-board = { $text } è fuori dal tavoliere (un esagono: la colonna A ha le file 2–8, la I le file 2–16, la Q le file 10–16; gli angoli A1 A9 I1 I17 Q9 Q17 non sono caselle)
variant-unknown = «{ $text }» non è una variante: scrivi basic o standard
