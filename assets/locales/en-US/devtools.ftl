# The developer tools' human-readable lines: `punct arena`'s result per game
# and its summary, and `punct puzzles generate`'s progress. English keeps
# the exact lines these tools printed before they were translated (people
# compare them across runs). Machine-readable outputs (perft's counts,
# `puzzles export`, the counts tables) are not here: they stay the same in
# every language. Player names (random, greedy, easy, hard, expert, mcts…)
# and the variant names are typed as they are.

devtools-colour = { $colour ->
    [white] white
   *[black] black
  }
devtools-arena-game = game { $number }: { $white } (white) vs { $black } (black): { $result }, { $reason } in { $plies } moves
devtools-arena-wins = { $player } ({ devtools-colour }) wins
devtools-arena-draw = draw
devtools-arena-connected = { devtools-colour } connected { $axis ->
    [columns] columns A and Q
    [rows] rows 1 and 17
   *[diagonals] the sides J2–P8 and B10–H16
  }
devtools-arena-central-majority = { devtools-colour } holds more of the central hexagon ({ $mine } to { $theirs })
devtools-arena-central-tie = equal central hexagon ({ $cells } each)
devtools-arena-last-piece = last piece placed without a connection
devtools-arena-no-moves = neither player has a legal move
devtools-arena-cut-off = no result after { $plies } moves
devtools-arena-match = { $games } games, { $variant } variant
devtools-arena-side-wins = { $side } = { $player }: { $wins } wins ({ $percent } %)
devtools-arena-draws = draws: { $draws }
devtools-arena-time = average time per move, { $player }: { $average } s over { $moves } moves (longest { $longest } s)
devtools-arena-cpu = processor time per move, { $player }: { $average } s (longest { $longest } s)
devtools-arena-out-of-time = { $player }: processor-time limit reached in { $count ->
    [one] { $count } move
   *[other] { $count } moves
  }
devtools-generate-progress = games { $games }	puzzles { $puzzles }	{ $seconds } s
