# Lessons on Discord (messages/learn.rs): `/punct learn`, private to the
# learner. The lessons' own sentences are in lessons.ftl.

learn-answer-discord = Answer with `/punct { punct-learn } { punct-learn.answer }:` and your move (start typing for suggestions).
learn-play-discord = Press the button below: the game is posted in this channel, like any other game.
learn-progress = Lessons done: { $done } of { $total }.
learn-done-before = You have done this lesson before.
learn-button = { $button ->
    [back] Back
    [next] Next
    [quit] Quit
    [next-lesson] Next lesson
   *[play] Play the computer
  }
learn-goodbye-discord = See you soon. `/punct { punct-learn }` takes you back to lesson { $number }; `/punct { punct-puzzle }` gives you a puzzle.
error-stale-lesson = That button belongs to a lesson you have left. `/punct { punct-learn }` shows the one you are on.
error-no-such-lesson = There is no lesson { $number }: the lessons are 1 to { $total }.
error-no-lesson-task = This lesson asks for no move: press its button to play the computer, or start again with `/punct { punct-learn } { punct-learn.lesson }:1`.

# The last lesson's Play pressed again while the game it started is going.
error-lesson-game-ongoing = You already have a game against the computer going: game { $game } in { $channel }. Play on there; once it is over, this button starts a new one.
