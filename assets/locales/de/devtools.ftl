# Die lesbaren Zeilen der Entwicklerwerkzeuge: das Ergebnis jeder Partie von
# `punct arena` und seine Zusammenfassung, der Fortschritt von `punct puzzles
# generate`. Maschinenlesbares (die Zahlen von perft, `puzzles export`, die
# Zähltabellen) steht nicht hier: es ist in jeder Sprache gleich. Die Namen
# der Spieler (random, greedy, easy, hard, expert, mcts…) und der Varianten
# werden so geschrieben, wie man sie tippt.
#
# Glossar (Spielregel): Weiß, Schwarz; Sechseck der Spielplanmitte; Vorrat;
# Spielstein; verbinden; Partie; Zug.

devtools-colour = { $colour ->
    [white] Weiß
   *[black] Schwarz
  }
devtools-arena-game = Partie { $number }: { $white } (Weiß) gegen { $black } (Schwarz): { $result }, { $reason }, nach { $plies ->
    [one] { $plies } Zug
   *[other] { $plies } Zügen
  }
devtools-arena-wins = { $player } ({ devtools-colour }) gewinnt
devtools-arena-draw = unentschieden
devtools-arena-connected = { devtools-colour } hat { $axis ->
    [columns] die Spalten A und Q
    [rows] die Reihen 1 und 17
   *[diagonals] die Seiten J2–P8 und B10–H16
  } verbunden
devtools-arena-central-majority = { devtools-colour } sieht mehr vom Sechseck der Spielplanmitte ({ $mine } zu { $theirs })
devtools-arena-central-tie = gleich viel vom Sechseck der Spielplanmitte (je { $cells })
devtools-arena-last-piece = letzter Spielstein eingesetzt, niemand ist verbunden
devtools-arena-no-moves = keiner hat mehr einen erlaubten Zug
devtools-arena-cut-off = Zuggrenze von { $plies } erreicht
devtools-arena-match = { $games ->
    [one] { $games } Partie
   *[other] { $games } Partien
  }, Variante { $variant }
devtools-arena-side-wins = { $side } = { $player }: { $wins ->
    [one] { $wins } Sieg
   *[other] { $wins } Siege
  } ({ $percent } %)
devtools-arena-draws = Unentschieden: { $draws }
devtools-arena-time = Bedenkzeit je Zug im Schnitt, { $player }: { $average } s über { $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Züge
  } (längster { $longest } s)
devtools-arena-cpu = Prozessorzeit je Zug, { $player }: { $average } s (längster { $longest } s)
devtools-arena-out-of-time = { $player }: Prozessorzeitgrenze erreicht bei { $count ->
    [one] { $count } Zug
   *[other] { $count } Zügen
  }
devtools-generate-progress = Partien { $games }	Aufgaben { $puzzles }	{ $seconds } s
