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
picture-reason-resignation = by resignation
picture-reason-timeout = on time
picture-reason-agreement = by agreement
picture-last-move = move{ "\u00A0" }{ $number }: { $notation }
picture-centre-count = centre
picture-all-placed = all placed
picture-goal-first = connect two sides
picture-goal-second = of one colour

## The legend under the board

picture-legend-punct = PÜNCT
picture-legend-stack = stack height
picture-legend-bridge = bridge gap
picture-legend-last-move = last move
picture-legend-origin = came from
picture-legend-chain = winning chain
picture-legend-centre = centre
picture-legend-hint = hint
picture-legend-marked = look here

## What the legend's symbols mean, in words: for the message under a picture
## (the picture has room for short labels only)

picture-explain-punct = a red ring on a dot: the PÜNCT, the dot a piece is moved by
picture-explain-stack = a number on a dot: how high that stack is
picture-explain-bridge = a dashed dot: a bridge's middle dot, resting on nothing
picture-explain-last-move = yellow cells: the last move
picture-explain-origin = a dashed ring on a yellow cell: where the last move's PÜNCT came from
picture-explain-chain = magenta rings: the winning chain
picture-explain-centre-standard = the shaded centre: it decides the game if no one connects
picture-explain-centre-basic = the shaded cells: the central hexagon
picture-explain-hint = cyan frames: hints
picture-explain-marked = violet frames: the cells the lesson is about

## Alt text: what a screen reader says of a picture (attachment description)

picture-alt-board = { $ply ->
    [0] PÜNCT board, before the first move.
    [one] PÜNCT board after 1 move.
   *[other] PÜNCT board after { $ply } moves.
  }
picture-alt-side = { $name } ({ $colour })
picture-alt-to-move = { $side } to move.
picture-alt-over = Game over: { $result }.
picture-alt-last-move = Last move, { $colour }: { $move }.
picture-alt-passed = Last move: { $colour } passed.
# A move in words: after "Last move, White:" here and after "White plays
# C5-C6-D6:" at the terminal. $kind is kind-name with its letter, e.g.
# "triangle (T)"; $punct is the cell of the piece's PÜNCT.
move-words-placed = { $kind }, placed on { $cells }, PÜNCT on { $punct }
move-words-moved = { $kind }, moved from { $from } to { $cells }, PÜNCT now on { $punct }{ $landing ->
    [flat] , on empty cells
    [jump] , jumping on top of pieces
    [bridge] , making a bridge
   *[unknown] {""}
  }
picture-alt-reserves = Pieces in reserve: White { $white }, Black { $black }.
picture-alt-centre = Cells of the central hexagon held: White { $white }, Black { $black }.
