# Puzzles (messages/puzzles.rs): `/punct puzzle` on Discord and
# `punct puzzle` in the terminal. Colours through { colour-name }
# (discord.ftl); moves in the game's notation, never translated.

## The task

puzzle-title = { $daily ->
    [yes] Daily puzzle { $id } · tier { $tier }
   *[no] Puzzle { $id } · tier { $tier }
  }
puzzle-task = { $theme ->
    [win] { colour-name } to play and connect: find the move that joins two opposite sides.
    [defend] { colour-name } to play. Your opponent threatens to connect next move: stop every threat.
   *[win2] Win in 2: { colour-name } to play. Find the move after which every reply loses to a connection.
  }
puzzle-answer-discord = Type your answer with `/punct { punct-puzzle } { punct-puzzle.answer }:` (start typing for suggestions).
puzzle-answer-terminal = Type your move (Tab completes), or: solution, next, quit.
puzzle-press-enter = Press Enter for the next puzzle.
puzzle-no-hint = Puzzles have no hints: any hint would give the answer away. Tab lists every legal move in the board's order and judges none. Type solution to see the answer (it ends your streak).

## Right

puzzle-solved = Solved: { $answer } is right.
puzzle-solved-line = { $reply ->
    [none] { $theme ->
        [defend] { $answer } stops every threat: your opponent cannot connect next move.
       *[other] { $answer } wins.
    }
   *[other] { $win ->
        [none] After { $answer }, the reply { $reply } loses at once.
       *[other] After { $answer }, the computer replies { $reply } and { $win } connects.
    }
  }

## Wrong: why, and the opponent's refutation

puzzle-wrong = { $refutation ->
    [connects] { $answer } is not it: your opponent replies { $reply } and connects.
    [escapes] { $answer } is not it: after the reply { $reply } you have no connecting move.
    [ends] { $answer } is not it: it ends the game, and not with your win.
   *[misses] { $answer } is not it: it does not connect, and the win is missed.
  }
puzzle-try-again = Try again, or ask for the solution.
puzzle-solution = { $count ->
    [one] The solution: { $moves }.
   *[other] The solutions: { $moves }.
  }

## The record

puzzle-record = Solved: { $solved } · streak: { $streak } (best { $best })
puzzle-daily-solved = Today's daily puzzle: solved.
puzzle-streak-rule = A streak counts puzzles solved in a row at the first try.

## Buttons

puzzle-button-next = Next puzzle
puzzle-button-retry = Try again
puzzle-button-solution = Show the solution

## Refusals

error-no-puzzle = You are not on a puzzle just now: ask for one with `/punct { punct-puzzle }`.
error-puzzle-not-found = No puzzle is called “{ $id }”.
error-no-puzzle-fits = No puzzle has that theme and tier.
