# The lessons (messages/lessons.rs): one per rule, in the rulebook's order.
# Each lesson has a title, two to four sentences, a task answered with a move,
# and the rule a legal but wrong answer is reminded of. You play White.

lesson-heading = Lesson { $number } of { $total }: { $title }

lesson-aim-title = The aim and the three directions
lesson-aim-text = PÜNCT is played on a hexagonal board of 211 cells. You win by connecting two opposite sides of the board with a chain of adjacent cells where you see your own colour from above. A hexagon has three pairs of opposite sides, so there are three directions to connect in; the marked sides, columns A and Q, are one pair.
lesson-aim-task = Place a piece of your choice that covers A5, on the side of column A.
lesson-aim-rule = The lesson asks for a piece on A5: a connection starts at a side of the board.

lesson-pieces-title = The pieces and the PÜNCT
lesson-pieces-text = Each player has 18 pieces of three dots: 6 straight, 6 angular and 6 triangular. One dot of each piece is its PÜNCT, the big dot; the other two are minor dots. The letters say where the PÜNCT is: T triangle; C straight with the PÜNCT in the centre, E with the PÜNCT at an end; M angular with the PÜNCT at the corner, L and R with the PÜNCT at an end, bending left or right.
lesson-pieces-task = Place an angular piece on the marked cells C4, D4, E5 with its PÜNCT at the corner, D4 (an M piece: D4-C4-E5).
lesson-pieces-rule = The lesson asks for the PÜNCT at the corner of the angle, D4: the piece's kind is the shape of its cells and where its PÜNCT is.

lesson-placing-title = Placing a piece
lesson-placing-text = On your turn you either place a new piece from your reserve or move one already on the board. A new piece goes on three empty cells, on the board itself, never on top of anything. In the standard game a new piece may never touch the central hexagon, the { $marked } marked cells around I9 (in the basic game only White's very first piece is kept out of it).
lesson-placing-task = Place a piece that covers F6, right next to the central hexagon without touching it.
lesson-placing-rule = The lesson asks for a new piece covering F6, on three empty cells outside the central hexagon.

lesson-moving-title = Moving and turning
lesson-moving-text = To move a piece, follow its PÜNCT: it travels in a straight line, along one of the six directions of the cells, as far as you like and over anything in the way. Then you may turn the piece around its PÜNCT before you put it down. A piece keeps its shape, and all three dots must stay on the board.
lesson-moving-task = Move your piece at C5 along row 5 so that it lies on E5, F5 and G5, at the end of the marked way.
lesson-moving-rule = The lesson asks you to move the piece at C5 onto E5, F5 and G5, its PÜNCT going straight along row 5.

lesson-jumping-title = Jumping onto your own pieces
lesson-jumping-text = A moved piece may also jump on top of other pieces. All three cells under it must be at one height, and its PÜNCT must land on one of your own dots; the minor dots may rest on dots of either colour. You can never land a PÜNCT on your opponent's dot.
lesson-jumping-task = Jump the piece at E5 onto your own piece at C5, C6 and C7.
lesson-jumping-rule = The lesson asks you to jump the piece at E5 onto your dots at C5, C6 and C7: three dots at one height, the PÜNCT on your own.

lesson-bridges-title = Bridges
lesson-bridges-text = A straight or angular piece can bridge a gap: its two ends rest on dots at the same height and its middle dot hangs over a lower cell. As with a jump, the PÜNCT must come down on one of your own dots. A triangle has no ends, so it can never bridge: it always lies on three cells at one height.
lesson-bridges-task = Bridge the gap at D5 with your piece at B5: its ends on C5 and E5, its middle over D5.
lesson-bridges-rule = The lesson asks for a bridge over D5 made by the piece at B5, with its ends on your dots at C5 and E5.

lesson-covered-title = Covered pieces
lesson-covered-text = Black has jumped onto your piece at C5: a piece with any dot covered cannot move or turn until it is uncovered. Covered dots do not count for a connection either, only what you see from above. You can cover your opponent the same way, even with only the minor dots of your piece.
lesson-covered-task = Cover Black's dots at C9 and C10: jump your piece at F11 so that its PÜNCT lands on your own dot at C11.
lesson-covered-rule = The lesson asks you to jump the piece at F11 onto C9, C10 and C11, its PÜNCT on your dot at C11.

lesson-connection-title = Winning by connection
lesson-connection-text = Your chain runs from H1, on the side of row 1, up to O14; the opposite side, row 17, is three cells away. The first to connect two opposite sides wins. If one move connects both players (moving a piece can uncover your opponent's chain), the player who moved wins; if it uncovers only your opponent's chain, your opponent wins.
lesson-connection-task = Connect your chain to the side of row 17 and win: the marked cells O15, O16 and O17 are one way.
lesson-connection-rule = The lesson asks for a move that connects your chain from row 1 to row 17 and wins at once.

lesson-end-title = When a reserve runs out
lesson-end-text = The game also ends when a player places their last piece and nobody is connected. In the basic game it is then a draw. In the standard game both players count the cells of the central hexagon where they see their own colour from above: more cells win, equal is a draw. You moved a piece into the centre earlier; Black did not.
lesson-end-task = Place your last piece anywhere, end the game and win the central count.
lesson-end-rule = The lesson asks you to place your last piece from your reserve, which ends the game with the central count.

lesson-play-title = Your first game
lesson-play-text = That is every rule of PÜNCT. The best way to learn the rest is to play: the computer at the easy level is a patient first opponent.
lesson-play-task = Start a game against the computer at the easy level.

## Verdicts on an answer

lesson-landing = { $landing ->
    [place] a placement
    [flat] a move onto empty cells
    [jump] a jump
    [bridge] a bridge
   *[pass] a pass
  }
lesson-right = Right, that is { lesson-landing }! On to the next lesson.
lesson-not-the-task = That move is allowed ({ lesson-landing }), but it is not this lesson's task. { $rule } Try again.
lesson-illegal = { $mv } is not allowed: { $reason } Try again.
lesson-reason = { $reason ->
    [game-over] the game is already over.
    [pass] you may only pass when you have no legal move at all.
    [none-left] you have no { $kind } piece left in your reserve.
    [occupied] { $cell } is not empty, and a new piece goes on three empty cells.
    [centre] { $cell } is in the central hexagon, and in the standard game no new piece may touch it.
    [centre-basic] { $cell } is in the central hexagon, and White's first piece may not touch it.
    [no-piece] there is no piece at { $cell }.
    [not-yours] the piece on top at { $cell } is not yours.
    [minor] the dot on top at { $cell } is a minor dot; a piece is moved by its PÜNCT, here { $other }.
    [covered] the piece at { $cell } is covered at { $other }, and a covered piece cannot move.
    [wrong-kind] the piece at { $cell } is a { $kind } piece, and a piece keeps its shape when it moves.
    [not-in-line] { $other } is not on a straight line from { $cell }, and a PÜNCT only moves in straight lines.
    [no-move] the piece would end exactly where it is.
    [uneven] the three cells are not at one height, and they form no bridge.
    [triangle] a triangle cannot bridge; all three of its cells must be at one height.
   *[not-own] when jumping or bridging, the PÜNCT must land on one of your own dots, and { $cell } is not yours.
  }
lesson-unreadable = “{ $text }” is not a move. Place a piece with its three cells, the PÜNCT first: C5-C6-D6; move one with its PÜNCT's cell, > and where it goes: F5>H7-H8-I8.

## The terminal (punct learn)

lesson-terminal-help = Type your move (Tab completes it), or: next, back, quit.
lesson-terminal-play = Type play to start the game, back to go back, or quit.
lesson-marked = Marked cells: { $cells }
lesson-prompt = Your move:{" "}
lesson-press-enter = Press Enter for the next lesson.
lesson-goodbye = See you soon. Type punct learn --lesson { $number } to come back to this lesson, or punct play --ai easy to play.
lesson-picture-written = The picture is in { $path }.
