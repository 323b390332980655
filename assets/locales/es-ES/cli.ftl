# punct, la herramienta de línea de órdenes: sus propios errores (tras «error: »),
# la ayuda y los errores de argumentos de clap, y las líneas de las herramientas de desarrollo.

## Errores de punct sobre lo pedido

cli-error-size = una imagen mide de { $min } a { $max } píxeles de ancho, no { $size }; p. ej. --size 800
cli-error-too-many-plies = un GIF de la partida muestra como mucho { $max } jugadas, y esta partida tiene { $plies }
cli-error-no-puzzle = no hay ningún problema «{ $id }»; punct puzzles export los lista todos (el número está en la primera columna)

## Before each of the errors above and clap's

cli-error = error: { $message }
