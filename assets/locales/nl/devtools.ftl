# De leesbare regels van de ontwikkelhulpmiddelen: de uitslag van elke partij
# van `punct arena` en het overzicht, de voortgang van `punct puzzles
# generate`. Wat een machine leest (de getallen van perft, `puzzles export`,
# de teltabellen) staat hier niet: dat is in elke taal gelijk. De namen van
# de spelers (random, greedy, easy, hard, expert, mcts…) en de varianten
# schrijf je zoals je ze typt.
#
# Woordenlijst (spelregels): Wit, Zwart; centrale zeshoek; voorraad; stuk;
# verbinden; partij; zet.

devtools-colour = { $colour ->
    [white] Wit
   *[black] Zwart
  }
devtools-arena-game = Partij { $number }: { $white } (Wit) tegen { $black } (Zwart): { $result }, { $reason }, in { $plies ->
    [one] { $plies } zet
   *[other] { $plies } zetten
  }
devtools-arena-wins = { $player } ({ devtools-colour }) wint
devtools-arena-draw = gelijkspel
devtools-arena-connected = { devtools-colour } heeft { $axis ->
    [columns] de kolommen A en Q
    [rows] de rijen 1 en 17
   *[diagonals] de zijden J2–P8 en B10–H16
  } verbonden
devtools-arena-central-majority = { devtools-colour } ziet meer van de centrale zeshoek ({ $mine } tegen { $theirs })
devtools-arena-central-tie = centrale zeshoek gelijk ({ $cells } elk)
devtools-arena-last-piece = laatste stuk geplaatst zonder verbinding
devtools-arena-no-moves = geen van beiden heeft nog een toegestane zet
devtools-arena-cut-off = zettenlimiet van { $plies } bereikt
devtools-arena-match = { $games ->
    [one] { $games } partij
   *[other] { $games } partijen
  }, variant { $variant }
devtools-arena-side-wins = { $side } = { $player }: { $wins } keer gewonnen ({ $percent } %)
devtools-arena-draws = gelijkspelen: { $draws }
devtools-arena-time = gemiddelde denktijd per zet, { $player }: { $average } s over { $moves ->
    [one] { $moves } zet
   *[other] { $moves } zetten
  } (langste { $longest } s)
devtools-arena-cpu = processortijd per zet, { $player }: { $average } s (langste { $longest } s)
devtools-arena-out-of-time = { $player }: processortijdlimiet bereikt bij { $count ->
    [one] { $count } zet
   *[other] { $count } zetten
  }
devtools-generate-progress = partijen { $games }	puzzels { $puzzles }	{ $seconds } s
