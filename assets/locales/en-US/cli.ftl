# punct, the command-line tool: its own errors (after "error: "), clap's
# help and argument errors, and the developer tools' lines.

## punct's errors about what was asked

cli-error-size = a picture is { $min } to { $max } pixels wide, not { $size }; e.g. --size 800
cli-error-too-many-plies = a replay GIF shows at most { $max } moves, and this game has { $plies }
cli-error-no-puzzle = there is no puzzle “{ $id }”; punct puzzles export lists them all (the id is the first column)
cli-error-no-lesson = --lesson { $text }: no such lesson. Give its number, 1 to { $count }, or its name: { $names }

## Before each of the errors above and clap's

cli-error = error: { $message }

## punct --help: what each subcommand does (cli-about-<subcommand path>) and
## what each option means (cli-arg-<subcommand path>-<option>, else the
## shared cli-arg-<option>); cli-value-<option> is the placeholder for an
## option's value. Option names, values and commands stay as typed.

cli-about = PÜNCT offline: inspect positions, count moves, play.
cli-about-legal = Every legal move after --moves, sorted, one per line.
cli-about-status = Whose turn, result, reserves and central counts after --moves.
cli-about-replay = Each move of --moves with the number of legal moves before it and how it landed.
cli-about-perft = Count the positions DEPTH moves ahead (perft); from depth 3 on this takes long.
cli-about-random-game = Play uniformly random legal moves from the empty board.
cli-about-render = Draw the board after --moves as a PNG picture.
cli-about-replay-gif = Draw a whole game (--moves) as an animated GIF, one frame per move.
cli-about-play = Play a game in the terminal, against the computer (--ai easy|medium|hard|expert) or two people at one keyboard.
cli-about-rules = The rules in brief, and how to read the terminal board.
cli-about-arena = A match between two computer players, colours alternating: wins, draws, time per move.
cli-about-learn = Learn PÜNCT: one short lesson per rule, each answered with a move; `learn export` prints the tasks.
cli-about-learn-export = Every lesson's task, one a line: LESSON VARIANT MOVES ANSWERS LANDING, tab-separated.
cli-about-review = The turning points of a game (--moves / --record), in sentences; --format tsv: one line per key moment, tab-separated PLY PLAYED VERDICT BETTER.
cli-about-puzzle = Solve puzzles: connect, stop every threat, or win in 2 (--theme, --tier, --daily, --id).
cli-about-puzzles = Puzzles: make the data file from engine games, or export it for checking.
cli-about-puzzles-generate = Play engine games, keep the positions that make puzzles (each checked exactly), write the data file.
cli-about-puzzles-export = Every puzzle, one a line: ID VARIANT MOVES THEME SOLUTIONS, tab-separated.
cli-about-puzzles-retier = Recompute every puzzle's tier by the current rule (no search) and rewrite the data file.
cli-about-help = Print this message or the help of the given subcommand.

cli-arg-lang = The language of messages and pictures, one of { $codes } (default: from LC_ALL, LC_MESSAGES or LANG, else English).
cli-arg-help = Print help.
cli-arg-version = Print the version.
cli-arg-subcommand = The subcommand to explain.
cli-arg-variant = basic or standard (a record's [Variant "…"] line wins over it).
cli-arg-moves = Moves from the empty board: a plain list ("B2-B3-C3 N12-N13-O13") or a numbered record as punct writes it; after --record's.
cli-arg-record = A file holding a game record, as punct play, record and Discord write it; --moves are played after it.
cli-arg-depth = How many moves deep to count (each move is one player's turn).
cli-arg-divide = Print the count below each first move too.
cli-arg-seed = Seed of the random choices: the same seed gives the same game.
cli-arg-play-seed = Seed of the computer's choices: the same seed and moves give the same game. Without it, a new one each game, shown at the start and in the record.
cli-arg-random-game-max-plies = Stop after this many moves (one per player's turn) even if the game goes on.
cli-arg-size = Picture width in pixels (256–4096; replay GIFs at most 1024).
cli-arg-flip = Show the board from Black's side, turned 180°.
cli-arg-names = The players' names, White's first, separated by a comma: "Alice,Bob".
cli-arg-output = The file to write.
cli-arg-highlight = Cells to mark, separated by spaces, e.g. "F5 G6".
cli-arg-caption = A line that replaces the result, e.g. "Bob resigned — Alice wins".
cli-arg-ai = Play against the computer at this level: easy, medium, hard or expert. Without it, two people share the keyboard.
cli-arg-color = Your colour against the computer: white (moves first) or black.
cli-arg-board = The text board: compact (19 lines, fits 80×24) or large (33 lines, oriented like the pictures).
cli-arg-a = First player: random, greedy, easy, medium, hard, expert, mcts or mcts-strong. White in odd-numbered games.
cli-arg-b = Second player, the same choices. White in even-numbered games.
cli-arg-games = How many games.
cli-arg-arena-seed = Seed of the first game; game k uses seed + k - 1. The same seed gives the same match.
cli-arg-arena-max-plies = A game still going after this many moves (one per player's turn) counts as a draw.
cli-arg-records = Print each game's record after its result line.
cli-arg-jobs = Games played at once, each on its own thread (results are printed in game order and are the same whatever this is).
cli-arg-lesson = The lesson to start at: its number (1 to 10) or its name (aim, pieces, placing, moving, jumping, bridges, covered, connection, end, play).
cli-arg-language = The language, one of { $codes }. Without it, --lang's or the terminal's (LANG).
cli-arg-picture = Also draw each lesson's position, its cells marked, as a PNG picture into FILE.
cli-arg-level = How hard the engine looks at each position for the evaluation swings (missed wins and blunders are exact at any level).
cli-arg-format = prose (sentences, the default) or tsv (one tab-separated line per key moment, for scripts).
cli-arg-theme = Only puzzles of this theme: win, defend or win2.
cli-arg-tier = Only puzzles of this tier: 1 (easiest) to 3.
cli-arg-daily = Today's daily puzzle (the same as on Discord), then stop.
cli-arg-id = The puzzle with this id (as punct puzzles export lists them), then stop.
cli-arg-file = The data file to rewrite.
cli-arg-count = Stop once this many puzzles are found.
cli-arg-puzzles-generate-seed = Seeds the games: the same seed gives the same file.
cli-arg-max-games = Give up after this many games.
cli-arg-threads = Games played at the same time.
cli-arg-puzzles-generate-output = Where to write the puzzles.

cli-value-code = CODE
cli-value-file = FILE
cli-value-command = COMMAND
cli-value-variant = VARIANT
cli-value-moves = MOVES
cli-value-depth = DEPTH
cli-value-seed = SEED
cli-value-number = NUMBER
cli-value-size = PIXELS
cli-value-names = NAMES
cli-value-cells = CELLS
cli-value-text = TEXT
cli-value-level = LEVEL
cli-value-format = FORMAT
cli-value-colour = COLOUR
cli-value-board = BOARD
cli-value-player = PLAYER
cli-value-lesson = LESSON
cli-value-theme = THEME
cli-value-tier = TIER
cli-value-id = ID

## The frame of punct --help

cli-help-usage = Usage:
cli-help-options = Options
cli-help-arguments = Arguments
cli-help-commands = Commands
cli-help-options-placeholder = [OPTIONS]
cli-help-default = default: { $value }
cli-help-values = possible values: { $values }

## clap's errors, in our words (after "error: "); an example of what is right follows

cli-bad-unknown-argument = { $arg } is not an option here.
cli-bad-did-you-mean = Did you mean { $suggestion }?
cli-bad-unknown-subcommand = “{ $name }” is not a subcommand of { $command }.
cli-bad-missing-subcommand = { $command } needs a subcommand: { $subcommands }.
cli-bad-missing-value = { $arg } needs a value ({ $value }).
cli-bad-invalid-value = “{ $value }” is not a value { $arg } takes.
cli-bad-valid-values = Valid: { $values }.
cli-bad-not-a-number = { $arg } takes a whole number, not “{ $value }”.
cli-bad-missing-required = Missing: { $args }.
cli-bad-conflict = { $arg } cannot be used together with { $other }.
cli-bad-too-many = { $arg } is given more than once, or with a value it does not take.
cli-bad-other = The command line could not be read: { $reason }
cli-bad-usage = Usage: { $usage }
cli-bad-more = For more, try: { $command } --help
