# Le righe leggibili degli strumenti per sviluppatori: il risultato di ogni
# partita di `punct arena` e il riepilogo, l’avanzamento di `punct puzzles
# generate`. Ciò che legge una macchina (i numeri di perft, `puzzles export`,
# le tabelle dei conteggi) non è qui: è uguale in tutte le lingue. I nomi dei
# giocatori (random, greedy, easy, hard, expert, mcts…) e delle varianti si
# scrivono come si digitano.
#
# Glossario (regolamento): Bianco, Nero; esagono centrale; riserva; pezzo;
# collegare; partita; mossa.

devtools-colour = { $colour ->
    [white] Bianco
   *[black] Nero
  }
devtools-arena-game = Partita { $number }: { $white } (Bianco) contro { $black } (Nero): { $result }, { $reason }, in { $plies ->
    [one] { $plies } mossa
   *[other] { $plies } mosse
  }
devtools-arena-wins = vince { $player } ({ devtools-colour })
devtools-arena-draw = patta
devtools-arena-connected = il { devtools-colour } ha collegato { $axis ->
    [columns] le colonne A e Q
    [rows] le file 1 e 17
   *[diagonals] i lati J2–P8 e B10–H16
  }
devtools-arena-central-majority = il { devtools-colour } vede più caselle dell’esagono centrale ({ $mine } a { $theirs })
devtools-arena-central-tie = esagono centrale pari ({ $cells } a testa)
devtools-arena-last-piece = ultimo pezzo posato senza collegamenti
devtools-arena-no-moves = nessuno dei due ha una mossa permessa
devtools-arena-cut-off = limite di { $plies } mosse raggiunto
devtools-arena-match = { $games ->
    [one] { $games } partita
   *[other] { $games } partite
  }, variante { $variant }
devtools-arena-side-wins = { $side } = { $player }: { $wins ->
    [one] { $wins } vittoria
   *[other] { $wins } vittorie
  } ({ $percent } %)
devtools-arena-draws = patte: { $draws }
devtools-arena-time = tempo medio per mossa, { $player }: { $average } s su { $moves ->
    [one] { $moves } mossa
   *[other] { $moves } mosse
  } (la più lunga { $longest } s)
devtools-arena-cpu = tempo di processore per mossa, { $player }: { $average } s (la più lunga { $longest } s)
devtools-arena-out-of-time = { $player }: limite di tempo di processore raggiunto in { $count ->
    [one] { $count } mossa
   *[other] { $count } mosse
  }
devtools-generate-progress = partite { $games }	problemi { $puzzles }	{ $seconds } s
