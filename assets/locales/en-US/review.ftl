# The review of a finished game: the turning points the computer found.

error-review-before-end = Game { $game } is still being played: it can be reviewed once it is over, so that nobody gets the computer's advice during a game.

review-title = Review of game { $game }
review-none = The computer found no turning point in game { $game } ({ $result } after { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
  }): no missed win, no blunder, no move that clearly lost ground. The picture shows the final position.
# punct review in the terminal: above the moments (review-moment), or instead of them.
review-terminal-heading = The turning points of { $moves ->
    [one] this move
   *[other] these { $moves } moves
  }, as the computer ({ level-name }) sees them:
review-terminal-none = The computer ({ level-name }) found no turning point in { $moves ->
    [one] this move
   *[other] these { $moves } moves
  }: no missed win, no blunder, no move that clearly lost ground.
review-legend = Each picture shows the position after the move played, that move marked as the last one; the better move’s cells are highlighted.
review-moment = **Move { $ply }**, { colour-name } played { $played }: { $verdict ->
    [missed-win] a missed win, { $better } connects at once
    [blunder] a blunder, { $better } would have held
   *[mistake] a mistake, { $better } was better
  }. Before: { $before }. After: { $after }.
review-standing = { $standing ->
    [won] { $who } had won
    [lost] { $who } had lost
    [about-to-connect] { $who } was about to connect
    [threatened] { $other } was about to connect
    [better] { $who } was ahead
    [worse] { $who } was behind
   *[even] the game was even
  }
# "After:" when the side stands as it did before: what the move cost.
review-standing-kept = { $standing ->
    [won] { $who } had still won
    [lost] { $who } had still lost
    [about-to-connect] { $who } was still about to connect
    [threatened] { $other } was still about to connect
    [better] { $who } was still ahead, but by less
    [worse] { $who } was even further behind
   *[even] the game was still even, though { $who } had given a little away
  }

# One moment per message: where it stands among the others, the buttons to the others.
review-counter = Moment { $index } of { $count }
review-button-previous = Previous moment
review-button-next = Next moment
review-stale = This button no longer matches the review of game { $game }: use `/punct { punct-review }` again.
# A long review, while the computer is still at work.
review-progress = Reviewing… move { $done } of { $total }
