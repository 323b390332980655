# Las líneas legibles de las herramientas de desarrollo: el resultado de cada
# partida de `punct arena` y su resumen, el avance de `punct puzzles
# generate`. Lo que lee una máquina (los números de perft, `puzzles export`,
# las tablas de recuentos) no está aquí: es igual en todos los idiomas. Los
# nombres de los jugadores (random, greedy, easy, hard, expert, mcts…) y de
# las variantes se escriben tal como se teclean.
#
# Glosario (reglamento): blancas, negras; hexágono central; reserva; pieza;
# conectar; partida; jugada.

devtools-colour = { $colour ->
    [white] blancas
   *[black] negras
  }
devtools-arena-game = Partida { $number }: { $white } (blancas) contra { $black } (negras): { $result }, { $reason }, en { $plies ->
    [one] { $plies } jugada
   *[other] { $plies } jugadas
  }
devtools-arena-wins = gana { $player } ({ devtools-colour })
devtools-arena-draw = tablas
devtools-arena-connected = las { devtools-colour } han unido { $axis ->
    [columns] las columnas A y Q
    [rows] las filas 1 y 17
   *[diagonals] los lados J2–P8 y B10–H16
  }
devtools-arena-central-majority = las { devtools-colour } ven más espacios del hexágono central ({ $mine } a { $theirs })
devtools-arena-central-tie = hexágono central igualado ({ $cells } cada uno)
devtools-arena-last-piece = última pieza colocada sin que nadie conectara
devtools-arena-no-moves = ningún jugador tiene jugadas legales
devtools-arena-cut-off = límite de { $plies } jugadas alcanzado
devtools-arena-match = { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
  }, variante { $variant }
devtools-arena-side-wins = { $side } = { $player }: { $wins ->
    [one] { $wins } victoria
   *[other] { $wins } victorias
  } ({ $percent } %)
devtools-arena-draws = tablas: { $draws }
devtools-arena-time = tiempo medio por jugada, { $player }: { $average } s en { $moves ->
    [one] { $moves } jugada
   *[other] { $moves } jugadas
  } (la más larga { $longest } s)
devtools-arena-cpu = tiempo de procesador por jugada, { $player }: { $average } s (la más larga { $longest } s)
devtools-arena-out-of-time = { $player }: límite de tiempo de procesador alcanzado en { $count ->
    [one] { $count } jugada
   *[other] { $count } jugadas
  }
devtools-generate-progress = partidas { $games }	problemas { $puzzles }	{ $seconds } s
