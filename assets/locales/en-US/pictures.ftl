# Words drawn on the board pictures. They must fit their places on the
# picture (tests/locales.rs measures every one in every language): keep
# them short. { "\u00A0" } is a space the picture never breaks a line at.

picture-colour = { $colour ->
    [white] White
   *[black] Black
  }
picture-computer = Computer
picture-to-move = { $name } to move
picture-wins = { $name } wins
picture-draw = Draw
picture-reason-connected = by joining the { $axis ->
    [columns] blue
    [rows] orange
   *[diagonals] green
  } sides
picture-reason-central-majority = by holding more of the centre: { $mine }{ "\u00A0" }to{ "\u00A0" }{ $theirs }
picture-reason-central-tie = the centre is shared { $mine }{ "\u00A0" }to{ "\u00A0" }{ $theirs }
picture-reason-last-piece-placed = all pieces placed, no connection
picture-reason-no-legal-moves = neither player can move
picture-last-move = move{ "\u00A0" }{ $number }: { $notation }
picture-moves-played = { $count ->
    [0] no moves yet
    [one] { $count } move
   *[other] { $count } moves
  } · { $variant ->
    [basic] basic
   *[standard] standard
  }
picture-centre-count = centre
picture-all-placed = all pieces placed
picture-goal-first = connect two sides
picture-goal-second = of one colour

## The legend under the board

picture-legend-punct = PÜNCT: moves the piece
picture-legend-stack = stack height
picture-legend-bridge = bridge dot over nothing
picture-legend-last-move = last move
picture-legend-origin = moved from here
picture-legend-chain = winning chain
picture-legend-centre-standard = centre: decides if no one connects
picture-legend-centre-basic = central hexagon
picture-legend-hint = hint
picture-legend-marked = look here
