# punct play, the game in the terminal, and the explanations of moves that
# cannot be played (Discord shows those too). The commands the player types
# (help, rules, moves, hint, undo, back, forward, board, record, png, quit)
# and the move notation are the same in every language. Lines fit 80
# columns. A record's title ends with ":" (the record reader skips it).

terminal-variant = { $variant ->
    [basic] basic
   *[standard] standard
  }
terminal-welcome-computer = PÜNCT, { terminal-variant } game. You play { $colour ->
    [white] white
   *[black] black
  } against the computer ({ level-name }).
terminal-welcome-people = PÜNCT, { terminal-variant } game. Two players at one keyboard take turns.
terminal-welcome-goal = Connect two opposite sides. Type a move (C5-C6-D6, F5>H7-H8-I8), rules or help.
terminal-help =
    Commands (Tab lists the moves that fit what you typed; arrow keys edit lines):
      C5-C6-D6       place a piece from your reserve: three empty cells, PÜNCT first
      F5>H7-H8-I8    move the piece whose PÜNCT is at F5 (turn it: F5>F5-G5-H5)
      pass           only when you have no legal move at all
      moves          how many moves you have; moves F5: that piece's moves
      preview MOVE   the board after MOVE, without playing it: preview C5-C6-D6
      hint           advice from the computer (only when you play against it)
      undo           take back the last move (against the computer: yours and its)
      back, forward  step through the game (back 5: five moves at once)
      board          show the latest position again
      record         the game record (punct play --record FILE reads it back)
      png FILE       write a picture of the board to FILE, e.g. png board.png
      rules          the rules in brief, and how to read the board
      analyse        a board of your own to try moves for both sides on
      quit           stop and print the record (so do Ctrl-C and Ctrl-D)

## Under the board

terminal-status = Move { $number }: { $colour ->
    [white] White
   *[black] Black
  }{ $you ->
    [yes] {" "}(you)
   *[no] {""}
  } to play. Central hexagon seen: White { $white }, Black { $black } of 19.
terminal-in-hand = In hand: { $white }; { $black }.
terminal-viewing-start = The empty board, before move 1 of { $total }. forward steps on, board shows the latest.
terminal-viewing = After move { $shown } of { $total }. back and forward step on, board shows the latest.
terminal-no-further = There is no position further that way.
terminal-prompt = { $colour ->
    [white] White
   *[black] Black
  }>
terminal-prompt-after-end = game over>

## The analysis board (analyse)

terminal-analyse-start = Analysis board: your own board from this position, where you try moves for both sides. Nothing here changes the game; leave returns to it.
terminal-analyse-prompt = analysis, { $colour ->
    [white] White
   *[black] Black
  }>
terminal-analyse-status = { $tried ->
    [0] Analysis board, at the game's position: leave returns to the game.
   *[other] Analysis board, after { $shown } of the { $tried } moves tried: leave returns to the game.
  }
terminal-analyse-help =
    On the analysis board (nothing here changes the game):
      C5-C6-D6       try a move for the side to move (either colour)
      back, forward  step through the moves tried (back 3: three at once)
      undo           one move back, as back
      reset          back to the game's position, the moves tried forgotten
      record         the moves tried up to the position shown
      board, moves, preview MOVE, png FILE, rules: as in the game
      leave          return to the game as it was (so do quit and Ctrl-D)
terminal-analyse-line = Moves tried: { $moves }
terminal-analyse-line-empty = No move tried yet: the board is at the game's position.
terminal-analyse-no-hint = No hint on the analysis board: it is for your own ideas. leave returns to the game.
terminal-analyse-again = You are on the analysis board already: leave returns to the game.
terminal-analyse-reset = The analysis board is back at the game's position.
terminal-analyse-left = Back to the game, as it was.
terminal-analyse-only = reset and leave are for the analysis board: analyse opens it.

## Moves played

terminal-computer-plays = The computer ({ level-name }) plays { $notation }.
terminal-played = { $colour ->
    [white] White
   *[black] Black
  } plays { $notation }.
terminal-played-in-words = { $colour ->
    [white] White
   *[black] Black
  } plays { $notation }: { $words }.
terminal-your-answer = Your answer { $notation }: { $words }.
terminal-preview = Preview of { $notation }, not played: { $words }.
terminal-preview-centre = After it, central hexagon seen: White { $white }, Black { $black } of 19.
terminal-preview-would-end = Played, this move would end the game:
terminal-preview-unchanged = Nothing was played: { colour-name } is still to play. Type { $notation } to play it.
terminal-preview-needs-move = Give the move to preview after preview, e.g. preview C5-C6-D6.
terminal-thinking = The computer ({ level-name }) is thinking…
terminal-computer-reply = It plays { $notation }.
terminal-computer-reply-in-words = It plays { $notation }: { $words }.
terminal-not-understood = { $error } Type help for the commands.

## The end

terminal-game-over-connected = Game over. { $colour ->
    [white] White
   *[black] Black
  } wins: { $colour ->
    [white] White
   *[black] Black
  } connected { $axis ->
    [columns] columns A and Q
    [rows] rows 1 and 17
   *[diagonals] the sides J2–P8 and B10–H16
  }.
terminal-game-over-central-majority = Game over. { $colour ->
    [white] White
   *[black] Black
  } wins: a reserve ran out with nobody connected, and { $colour ->
    [white] White
   *[black] Black
  } sees more cells of the central hexagon from above ({ $mine } to { $theirs }).
terminal-game-over-central-tie = Game over. Draw: a reserve ran out with nobody connected, and both see { $cells ->
    [one] { $cells } cell
   *[other] { $cells } cells
  } of the central hexagon.
terminal-game-over-last-piece = Game over. Draw: a reserve ran out with nobody connected (in the basic game that is a draw).
terminal-game-over-no-moves = Game over. Draw: neither player has a legal move.
terminal-after-the-end = Look back with back and forward; also board, record, png FILE, undo, quit.
terminal-game-is-over = The game is over: no more moves. Type undo to take the last one back, or quit.
terminal-quit = Game stopped before the end.
terminal-record-title = Game record ({ $count ->
    [one] { $count } move
   *[other] { $count } moves
  }):
# The record's last line, after "# " (the record reader skips it), when the game is not over.
terminal-record-unfinished = Not finished: { $colour ->
    [white] White
   *[black] Black
  } to play.
# Against the computer, at the start and in the record: how to play the same game again.
terminal-seed = The computer plays with seed { $seed }: punct play --seed { $seed } and the same moves replay this game.

## Commands

terminal-png-needs-file = Give the file to write after png, e.g. png board.png.
terminal-png-written = Wrote a picture of the board to { $file } ({ $kb } KB).
terminal-gif-written = Wrote the game ({ $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
  }, one picture each) to { $file } ({ $kb } KB).
terminal-png-not-written = Could not write { $file }: { $reason }. Try another file name, e.g. png board.png.
terminal-png-not-drawn = Could not draw the board: { $reason }.
terminal-wrong-extension = { $file } does not end in .{ $extension }, but the picture is { $format }: name it e.g. board.{ $extension }.
terminal-nothing-to-undo = There is no move of yours to take back yet.
terminal-undone = Taken back: { $moves }.
terminal-no-legal-move = You have no legal move at all: type pass.
terminal-legal-moves = { $count ->
    [one] { $count } legal move
   *[other] { $count } legal moves
  }.
terminal-placements = { $count ->
    [one] { $count } placement
   *[other] { $count } placements
  }: a piece from your reserve ({ $reserve }) { $variant ->
    [basic] on three empty cells
   *[standard] on three empty cells outside the central hexagon
  }, e.g. C5-C6-D6.
terminal-no-piece-can-move = No piece of yours can move.
terminal-pieces-that-can-move = Pieces that can move (type moves and the cell to list them):
terminal-piece-move-count = { $count ->
    [one] { $count } move
   *[other] { $count } moves
  }
terminal-piece-moves = { $count ->
    [one] { $count } move
   *[other] { $count } moves
  } of the piece at { $cell }:
terminal-no-piece-at = There is no piece at { $cell }.
terminal-not-your-piece = The piece on top at { $cell } is { $colour ->
    [white] white
   *[black] black
  }'s, not yours.
terminal-piece-cannot-move = Your piece at { $cell } cannot move now: start from its PÜNCT, and it must not be covered.
terminal-bad-cell = “{ $text }” is not a cell: { $error }.
terminal-perft-warning = perft { $depth } counts every sequence of { $depth ->
    [one] { $depth } move
   *[other] { $depth } moves
  } from here ({ $now ->
    [one] { $now } legal move
   *[other] { $now } legal moves
  } now), on the order of { $now }^{ $depth } positions: this can take minutes or hours. Ctrl-C stops it.

## hint

terminal-hint-level = { $stronger ->
    [yes] Advice from the computer ({ level-name }, stronger than your opponent):
   *[no] Advice from the computer ({ level-name }):
  }
terminal-nothing-to-suggest = There is nothing to suggest: the game is over.
terminal-suggested = Suggested: { $best }.
terminal-also = Also worth a look: { $others }.
terminal-judgement-wins = wins
terminal-judgement-forced-win = forced win in { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
  }
terminal-judgement-loses = loses against best play
terminal-judgement-lacking = { $stops ->
    [yes] stops it, then you need
   *[no] then you need
  } { $you ->
    [one] { $you } more cell
   *[other] { $you } more cells
  } to connect, { colour-name } { $them }
terminal-hint-danger = { $connects ->
    [yes] Careful: { colour-name } can connect next move, for example with { $move }.
   *[no] Careful: { colour-name } can win next move by placing their last piece with more of the central hexagon, for example { $move }.
  }
terminal-hint-stops = { $count ->
    [one] Only { $moves } stops it.
   *[other] { $more ->
        [yes] Moves that stop it include { $moves }.
       *[no] Moves that stop it: { $moves }.
    }
  }
terminal-hint-no-stop = No move stops it.
terminal-hint-people = Hints are for games against the computer: in a game between two people the computer judges no move.

## Moves that cannot be played (the terminal and Discord)

kind-name = { $kind ->
    [T] triangle
    [C] straight piece, PÜNCT in the centre
    [E] straight piece, PÜNCT at an end
    [M] angular piece, PÜNCT at the corner
    [L] angular piece, PÜNCT at an end, turning left
   *[R] angular piece, PÜNCT at an end, turning right
  }
move-unreadable = I can't read “{ $text }” as a move: { $error }.
move-illegal = { $notation } is not allowed: { $reason }
move-in-record = Move { $ply }: { $text }
illegal-game-over = the game is already over.
illegal-pass-not-allowed = you can only pass when you have no legal move at all.
illegal-none-left = you have no { kind-name } ({ $kind }) left to place. Move a piece already on the board instead, e.g. F5>H7-H8-I8.
illegal-cell-occupied = { $cell } is not empty. New pieces go on three empty cells at board level.
illegal-central-hexagon = { $cell } is in the central hexagon (within two steps of I9), where { $variant ->
    [basic] White's first piece may not go
   *[standard] no new piece may ever go; pieces reach it only by moving
  }. Place it outside, e.g. C5-C6-D6.
illegal-no-piece-at = there is no piece at { $from }.
illegal-not-your-piece = the piece on top at { $from } belongs to your opponent.
illegal-not-a-punct = { $from } is a minor dot. A piece moves by its PÜNCT: start the move at { $punct }, e.g. { $punct }>…
illegal-piece-covered = the piece at { $from } is pinned: something lies on it at { $covered }.
illegal-wrong-kind = that piece is a { $piece_name } ({ $piece }), but the destination has the shape of a { $destination_name } ({ $destination }). Pieces turn but never change shape.
illegal-not-in-straight-line = { $to } is not on a straight line from { $from }. The PÜNCT moves along one of the six lines through its cell.
illegal-no-move = the piece would end exactly where it is. Move or turn it.
illegal-uneven-support = the piece would not lie level: its cells are at heights { $a }, { $b } and { $c }. Land on three cells of one height, or bridge with both ends at one height.
illegal-triangle-cannot-bridge = a triangle cannot bridge a gap: all three cells must be at the same height.
illegal-punct-not-on-own-piece = when jumping or bridging, the PÜNCT must come down on one of your own dots, and { $cell } is not yours.

## punct's errors (after "error: ")

terminal-error-io = could not write the output: { $reason }
terminal-error-names = “{ $text }”: --names takes two names separated by a comma, White's first, e.g. "Alice,Bob"
terminal-error-highlight = --highlight: { $reason }
terminal-error-read-file = could not read { $file }: { $reason }
terminal-error-write-file = could not write { $file }: { $reason }
terminal-error-language = { $option } { $code }: not one of { $codes }
