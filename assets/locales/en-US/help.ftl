# The rules in brief and how to write moves: one text for Discord's help and
# the terminal's `rules`. Discord's light markup (**bold**, • bullets); the
# terminal drops the stars and wraps to 80 columns. A line may not begin with
# *, so bold at the start of a line is written { "**" }. Commands are named
# through commands.ftl, as the reader's Discord shows them.

help-title = PÜNCT — how to play

help-rules =
    PÜNCT is Kris Burm's connection game of the GIPF project. Each player has 18 pieces of three dots; one dot of each piece is its **PÜNCT** (the big one).

    { "**" }Goal:** connect two opposite sides of the hexagonal board with cells you can see from above (your colour on top). Levels do not matter, only what is visible.

    { "**" }On your turn**, do one thing:
    • **Place** a piece from your reserve on three empty cells, never in the central hexagon (the 19 cells around I9; in the basic game only White's first piece is kept out).
    • **Move** a piece whose dots are all uncovered: its PÜNCT travels any distance along one of the six straight lines, and the piece may turn around its PÜNCT. It lands flat on three empty cells, **jumps** on top of three dots of equal height, or **bridges** a gap with both ends at one height. When jumping or bridging, the PÜNCT must come down on one of your own dots.

    { "**" }The pieces** (the pictures draw their shapes; the terminal and the move suggestions name them by letter): **T** triangle (6 each), **C** straight line with the PÜNCT in the centre (2), **E** straight line with the PÜNCT at an end (4), **M** angle with the PÜNCT at the corner (2), **L** and **R** angles with the PÜNCT at an end, bending left or right (2 each). Pieces turn but never change shape.

    { "**" }The end:** the first to connect wins (if a move connects both players, the mover wins). The game also ends when a player places their last reserve piece and nobody is connected: in the standard game both count the cells of the central hexagon they see from above (the central count), and more cells win, equal is a draw; the basic game is then a draw.

    Moves are counted one per player's turn, from 1: White's moves are odd, Black's even.

help-reading-the-terminal-board = Reading the board: each line is a row, numbered at both ends (row 17 on top). Columns run down and to the right; each column's letter stands just past both of its ends, along the edges. A cell shows its top dot: W or B for a piece's PÜNCT (White's or Black's), w or b for its other two dots, then the piece's letter (the same on all three dots) and the height of the stack; two dots of one piece side by side are joined by -. An empty cell is ., an empty cell of the central hexagon +. Under the board: the move number, who plays, the central count (cells of the central hexagon each player sees from above) and the pieces still in hand, by letter.
help-reading-the-terminal-sides = The six sides are drawn beside their edge cells with strokes along them (\, /, _ and ‾ on this board; |, \ and / on --board large): the two sides drawn alike are opposite, a pair to connect. This board is the picture turned a twelfth of a turn to the left; --board large shows it the pictures' way round. Playing Black against the computer, both are turned round as your pictures are, row 1 on top. A cell a lesson marks stands in brackets: (.), (wT1).

help-notation-title = Writing moves
help-notation =
    Cells are a column A–Q and a row 1–17: `I9` is the centre.
    • Place a piece: its three cells, PÜNCT first — `C5-C6-D6`
    • Move a piece: its PÜNCT cell, `>`, where it lands — `F5>H7-H8-I8`
    • Turn a piece in place: `F5>F5-G5-H5`
    Any case works, and spaces or commas instead of `-`: `f5 > h7 h8 i8`. Start typing in `/punct { punct-move }` and the bot suggests legal moves.

help-commands-title = Commands
help-commands =
    `/punct { punct-challenge } [{ punct-challenge.opponent }:@someone]` — start a game: leave out the opponent to let anyone here accept, or pick the bot to play the computer
    `/punct { punct-move } { punct-move.text }:F5>H7-H8-I8` — make your move
    `/punct { punct-move }` without a move, or **{ picker-button-move }** under a board — pick your move on the board, see the board after it, then play it
    `/punct { punct-board }` — show a game's board
    `/punct { punct-games }` — your games, the ones waiting for you first
    `/punct { punct-resign }` · `/punct { punct-draw }` · `/punct { punct-takeback }` — end, offer a draw, ask to undo
    `/punct { punct-claim }` — win a game whose opponent ran out of time
    `/punct { punct-analyse }` · `/punct { punct-plan }` — try moves on a private board; replies planned ahead
    `/punct { punct-away }` · `/punct { punct-back }` — stop your clocks while you are away, and start them again
    A game is played in the channel it started in. In a DM with me you can play the computer, list your games and see their boards.

help-more-title = Look back and learn
help-more =
    `/punct { punct-history }` — the moves, any earlier position, the record and a replay
    `/punct { punct-leaderboard }` — the best-rated players (games between two people count)
    `/punct { punct-league } { punct-league-standings }` — this server's leagues
    `/punct { punct-review }` — the turning points of a finished game, with pictures
    `/punct { punct-puzzle }` — a puzzle only you see
    `/punct { punct-learn }` — the lessons, one rule at a time (only you see them)
    `/punct { punct-settings }` — your own settings: a DM when it is your turn, your time zone, a preview of typed moves
    `/punct { punct-help }` — this page

    { "**" }Fair play:** in a game between two people I judge no move: `/punct { punct-move }` suggests legal moves in the board's order and says nothing of their strength. A puzzle's suggestions never single out its answer. Help — winning moves first, useful ones on top — is for games against the computer and for lessons; `/punct { punct-review }` judges a game once it is over.
