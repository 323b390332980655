# The move picker (messages/picker.rs): /punct move without a move, and the
# Move button under a board. Only the player to move sees it. The move
# notation (F5>H7-H8-I8) is the same in every language; $kind_name is
# kind-name with its letter, e.g. "triangle (T)". Menu and button labels are
# cut at 100 characters (Discord's limit), small print too.

## Buttons

picker-button-move = Move
picker-button-turn-back = ◀ Turn
picker-button-turn-on = Turn ▶
picker-button-turn = Turn ↻
picker-button-play = Play this move
picker-button-back = Back
picker-button-cancel = Cancel

## The steps

picker-title = Your move in game { $game }
picker-choose-piece = **Which piece?** Choose one of your pieces on the board (by the cell of its PÜNCT) or a new one from your reserve. The marked cells are the PÜNCTs of your pieces that can move.
picker-no-move = You have no legal move: your turn is passed for you.
picker-piece-placeholder = Choose a piece
picker-piece-on-board = { $cell }: { $kind_name }
picker-piece-moves = { $count ->
    [one] 1 move
   *[other] { $count } moves
  }
picker-piece-new = New { $kind_name }
picker-piece-left = { $left } left · { $count ->
    [one] 1 move
   *[other] { $count } moves
  }
picker-the-piece-at = your { $kind_name } at { $cell }
picker-a-new-piece = a new { $kind_name }
picker-choose-cell = **Where to?** Choose the cell for the PÜNCT of { $piece }: { $count ->
    [one] 1 cell is possible, marked on the board.
   *[other] { $count } cells are possible, marked on the board.
  }
picker-choose-column-first = There are too many for one list: choose the column (the letter) first, then the cell.
picker-column-placeholder = Choose a column
picker-column = Column { $column }
picker-column-cells = { $count ->
    [one] 1 cell
   *[other] { $count } cells
  }
picker-cell-placeholder = Choose the PÜNCT's cell
picker-cell-ways = { $count ->
    [one] 1 way to lie
   *[other] { $count } ways to lie
  }
picker-preview = **Preview, not played yet:** { $move } — { $words }.
picker-ways = This is way { $way } of { $ways } the piece can lie with its PÜNCT on { $cell }: **Turn** shows the others.
picker-typed = To type it next time: `/punct { punct-move } { punct-move.text }:{ $move }`.
picker-stale = The position changed since this picker was opened, so nothing was played. Here is the picker again.
picker-played = You played { $move }. The board is posted below, for everyone here.
picker-cancelled = Picker closed: nothing was played.

## On the picture

picker-caption-pieces = Your move: choose a piece
picker-caption-cells = From { $cell }: where can the PÜNCT go?
picker-caption-new = New { $kind }: where can its PÜNCT go?
picker-preview-caption = Preview, not played: { $move }
picker-alt-preview = Preview of the move { $move }, not played yet.
