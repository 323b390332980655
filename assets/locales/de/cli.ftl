# punct, das Kommandozeilenwerkzeug: seine eigenen Fehler (nach „Fehler: “), die
# Hilfe und Argumentfehler von clap, und die Zeilen der Entwicklerwerkzeuge.

## Fehler von punct zu dem, was verlangt wurde

cli-error-size = ein Bild ist { $min } bis { $max } Pixel breit, nicht { $size }; z. B. --size 800
cli-error-too-many-plies = ein Wiederholungs-GIF zeigt höchstens { $max } Züge, und diese Partie hat { $plies }
cli-error-no-puzzle = es gibt kein Rätsel „{ $id }“; punct puzzles export listet alle auf (die Nummer steht in der ersten Spalte)

## Before each of the errors above and clap's

cli-error = Fehler: { $message }
