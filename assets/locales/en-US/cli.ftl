# punct, the command-line tool: its own errors (after "error: "), clap's
# help and argument errors, and the developer tools' lines.

## punct's errors about what was asked

cli-error-size = a picture is { $min } to { $max } pixels wide, not { $size }; e.g. --size 800
cli-error-too-many-plies = a replay GIF shows at most { $max } moves, and this game has { $plies }
cli-error-no-puzzle = there is no puzzle “{ $id }”; punct puzzles export lists them all (the id is the first column)

## Before each of the errors above and clap's

cli-error = error: { $message }
