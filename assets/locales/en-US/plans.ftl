# Planning ahead (messages/plans.rs): a player's private analysis board
# (/punct analyse, the Analyse button under a board) and their plan of
# conditional moves (/punct plan, "Save as plan"). Only the player sees
# any of it. Move notation (F5>H7-H8-I8) is the same in every language.

## The analysis board

button-analyse = Analyse
analysis-title = Analysis of game { $game } (only you see it)
analysis-start = The game's position after move { $ply }. Play moves for both sides here: nothing on this board changes the game.
analysis-start-empty = The game's starting position. Play moves for both sides here: nothing on this board changes the game.
analysis-tried = Tried from the game's position after move { $from }: { $moves }.
analysis-in-game = Gone back to the game's own move { $ply } (the game stands at move { $last }).
analysis-to-move = On this board: { colour-name } to move.
analysis-board-over = On this board the game is over: { $result }.
analysis-no-engine = No engine on this board while the game is being played: fair play for both of you.
analysis-engine-offered = The game is over, so the engine may help here: **{ analysis-button-engine }**.
analysis-plan-hint = Waiting for { $opponent }? Play the move you expect from them and your reply, then **{ analysis-button-save }**: your reply is played at once if they play it.
analysis-plan-ready = **{ analysis-button-save }** keeps this line: if { $opponent } plays { $move }, your reply { $reply } is played at once.
analysis-stale = This copy of your analysis board was out of date, so nothing was changed. Here is the board as it stands.
analysis-closed = Analysis board closed. The game was not changed.
analysis-choose-piece = **Which piece?** Choose a piece of { colour-name } (by the cell of its PÜNCT) or a new one from the reserve, or type a move with `/punct { punct-analyse } { punct-analyse.move }:`.
analysis-the-piece-at = the { $kind_name } at { $cell }
analysis-tried-move = Tried on the board: { $move }.

analysis-button-back = ◀ Back
analysis-button-forward = Forward ▶
analysis-button-reset = Reset
analysis-button-save = Save as plan
analysis-button-engine = Engine
analysis-button-close = Close
analysis-button-try = Try this move
analysis-button-try-engine = Try { $move }

analysis-caption = Analysis, not the game: { colour-name } to move
analysis-caption-over = Analysis, not the game
analysis-alt = Analysis board of game { $game }, not the game itself.

## The engine, once the game is over

analysis-engine = **Engine:** { $best } for { colour-name }. { $standing }.
analysis-engine-none = **Engine:** no move to make here. { $standing }.
analysis-standing = { $standing ->
    [won] { $who } has won
    [lost] { $who } has lost
    [about-to-connect] { $who } can connect with the next move
    [threatened] { $other } threatens to connect with the next move
    [better] { $who } stands better
    [worse] { $who } stands worse
   *[even] the position is even
  }

## The plan

plan-title = Your plan for game { $game } (only you see it)
plan-none = You have no plan for game { $game }. To make one: `/punct { punct-analyse }`, play the move you expect from { $opponent } and your reply, then **{ analysis-button-save }**.
plan-line = If { $opponent } plays **{ $move }**, you reply **{ $reply }**
plan-line-then = then if **{ $move }**, **{ $reply }**
plan-rules = When { $opponent } plays a move a line expects, your reply is played at once, even while you are away. A move no line expects clears the plan (you are told), as do a takeback and the end of the game. { $opponent } never sees it.
plan-delete-placeholder = Delete a line
plan-delete-option = Line { $number }: { $moves }
plan-button-delete-all = Delete the whole plan
plan-button-analyse = { button-analyse }
plan-deleted = Line deleted.
plan-deleted-all = Plan deleted: nothing will be played for you in game { $game }.
plan-saved = Saved in your plan for game { $game }: if { $opponent } plays { $move }, you reply { $reply }{ $more ->
    [0] .
   *[other] , and { $more } more { $more ->
        [one] move
       *[other] moves
    } after it.
  }
plan-saved-replaced = { $count ->
    [one] It replaces a line that answered differently or went less far.
   *[other] It replaces { $count } lines that answered differently or went less far.
  }
plan-saved-known = This line was already in your plan for game { $game }: nothing changed.
plan-see = `/punct { punct-plan }` shows your plan and deletes lines.

## Played from a plan, and a plan cleared

move-made-planned = Move { $ply } ({ colour-name }): { $notation }, played at once from a plan made in advance.
plan-note-unexpected = Your plan for game { $game } was cleared: { $opponent } played { $move }, which no line of it expected. It is your move.
plan-note-illegal = Your plan for game { $game } was cleared: its reply { $move } was no longer allowed, so it was not played. It is your move.

## Refusals

error-engine-during-game = No engine on the analysis board of game { $game } while it is being played: it would be advice to one side. Once the game is over, **{ analysis-button-engine }** is there.
error-no-plan-here = Game { $game } takes no plan: plans answer a person's moves in a game still being played.
error-plan-on-your-turn = It is your move in game { $game }: play it (`/punct { punct-move }`). A plan answers your opponent's move while you wait.
error-plan-not-from-here = This analysis board does not go on from game { $game } as it stands (the game moved on, or the board went back before its position). Press **{ analysis-button-reset }**, then play their move and your reply.
error-plan-too-short = A plan needs the move you expect from your opponent and your reply after the game's position in game { $game }: play both on the board, then **{ analysis-button-save }**.
error-plan-too-large = A plan holds at most { $lines } lines of { $moves } moves each (game { $game }): delete a line with `/punct { punct-plan }`, or save a shorter one.
error-no-such-plan-line = That line is no longer in your plan for game { $game } (played out or deleted): `/punct { punct-plan }` shows it as it is.
