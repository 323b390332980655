# The review of a finished game (issue 17): the turning points the computer found.

error-review-before-end = Game { $game } is still being played: it can be reviewed once it is over, so that nobody gets the computer's advice during a game.
