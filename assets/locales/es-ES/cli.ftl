# punct, la herramienta de línea de órdenes: sus propios errores (tras «error: »),
# la ayuda y los errores de argumentos de clap, y las líneas de las herramientas de desarrollo.

## Errores de punct sobre lo pedido

cli-error-size = una imagen mide de { $min } a { $max } píxeles de ancho, no { $size }; p. ej. --size 800
cli-error-too-many-plies = un GIF de la partida muestra como mucho { $max } jugadas, y esta partida tiene { $plies }
cli-error-no-puzzle = no hay ningún problema «{ $id }»; punct puzzles export los lista todos (el número está en la primera columna)
cli-error-no-lesson = --lesson { $text }: esa lección no existe. Indica su número, del 1 al { $count }, o su nombre: { $names }

## Before each of the errors above and clap's

cli-error = error: { $message }

## punct --help: qué hace cada suborden (cli-about-<ruta>) y qué significa cada
## opción (cli-arg-<ruta>-<opción>, si no la común cli-arg-<opción>);
## cli-value-<tipo> es el marcador del valor. Opciones, valores y órdenes se
## quedan como se escriben.

cli-about = PÜNCT sin conexión: examinar posiciones, contar jugadas, jugar.
cli-about-legal = Cada jugada permitida tras --moves, ordenadas, una por línea.
cli-about-status = A quién le toca, resultado, reservas y recuento central tras --moves.
cli-about-replay = Cada jugada de --moves con el número de jugadas permitidas antes de ella y cómo se posó.
cli-about-perft = Contar las posiciones PROFUNDIDAD jugadas más adelante (perft); desde la profundidad 3 tarda mucho.
cli-about-random-game = Jugar jugadas permitidas elegidas al azar desde el tablero vacío.
cli-about-render = Dibujar el tablero tras --moves como imagen PNG.
cli-about-replay-gif = Dibujar una partida entera (--moves) como GIF animado, un fotograma por jugada.
cli-about-play = Jugar una partida en el terminal, contra el ordenador (--ai easy|medium|hard|expert) o dos personas con un teclado.
cli-about-rules = Las reglas en breve, y cómo leer el tablero del terminal.
cli-about-arena = Un enfrentamiento entre dos jugadores ordenador, alternando colores: victorias, tablas, tiempo por jugada.
cli-about-learn = Aprender PÜNCT: una lección corta por regla, cada una respondida con una jugada; `learn export` imprime las tareas.
cli-about-learn-export = La tarea de cada lección, una por línea: LESSON VARIANT MOVES ANSWERS LANDING, separadas por tabuladores.
cli-about-review = Los momentos decisivos de una partida (--moves / --record), en frases; --format tsv: una línea por momento clave, separadas por tabuladores PLY PLAYED VERDICT BETTER.
cli-about-puzzle = Resolver problemas: conectar, parar cada amenaza o ganar en 2 (--theme, --tier, --daily, --id).
cli-about-puzzles = Problemas: crear el archivo de datos a partir de partidas del ordenador, o exportarlo para revisarlo.
cli-about-puzzles-generate = Jugar partidas del ordenador, guardar las posiciones que dan problemas (cada una comprobada con exactitud), escribir el archivo de datos.
cli-about-puzzles-export = Cada problema, uno por línea: ID VARIANT MOVES THEME SOLUTIONS, separados por tabuladores.
cli-about-puzzles-retier = Recalcular el nivel de cada problema con la regla actual (sin búsqueda) y reescribir el archivo de datos.
cli-about-help = Mostrar esta ayuda o la de la suborden indicada.

cli-arg-lang = El idioma de los mensajes y las imágenes, uno de { $codes } (si no, según LC_ALL, LC_MESSAGES o LANG, y si no, inglés).
cli-arg-help = Mostrar la ayuda.
cli-arg-version = Mostrar la versión.
cli-arg-subcommand = La suborden que se explica.
cli-arg-variant = basic (juego básico) o standard (juego estándar); la línea [Variant "…"] de una partida anotada manda.
cli-arg-moves = Jugadas desde el tablero vacío: una lista simple ("B2-B3-C3 N12-N13-O13") o una partida numerada como la escribe punct; después de las de --record.
cli-arg-record = Un archivo con una partida anotada, como la escriben punct play, record y Discord; --moves se juega después.
cli-arg-depth = Cuántas jugadas de profundidad contar (cada jugada es el turno de un jugador).
cli-arg-divide = Mostrar también la cuenta bajo cada primera jugada.
cli-arg-seed = Semilla de las elecciones al azar: la misma semilla da la misma partida.
cli-arg-play-seed = Semilla de las elecciones del ordenador: la misma semilla y las mismas jugadas dan la misma partida. Sin ella, una nueva en cada partida, indicada al principio y en la planilla.
cli-arg-random-game-max-plies = Parar tras este número de jugadas (una por turno) aunque la partida siga.
cli-arg-size = Anchura de la imagen en píxeles (256–4096; los GIF de partida como mucho 1024).
cli-arg-flip = Mostrar el tablero desde el lado de las negras, girado 180°.
cli-arg-names = Los nombres de los jugadores, primero las blancas, separados por una coma: "Alice,Bob".
cli-arg-output = El archivo que se escribe.
cli-arg-highlight = Espacios que marcar, separados por blancos, p. ej. "F5 G6".
cli-arg-caption = Una línea que sustituye al resultado, p. ej. "Bob abandonó — gana Alice".
cli-arg-ai = Jugar contra el ordenador en este nivel: easy, medium, hard o expert. Sin ella, dos personas comparten el teclado.
cli-arg-color = Tu color contra el ordenador: white (blancas, mueven primero) o black (negras).
cli-arg-board = El tablero en texto: compact (19 líneas, cabe en 80×24) o large (33 líneas, orientado como las imágenes).
cli-arg-a = Primer jugador: random, greedy, easy, medium, hard, expert, mcts o mcts-strong. Juega con blancas en las partidas impares.
cli-arg-b = Segundo jugador, las mismas opciones. Juega con blancas en las partidas pares.
cli-arg-games = Cuántas partidas.
cli-arg-arena-seed = Semilla de la primera partida; la partida k usa semilla + k - 1. La misma semilla da el mismo enfrentamiento.
cli-arg-arena-max-plies = Una partida que sigue tras este número de jugadas (una por turno) cuenta como tablas.
cli-arg-records = Imprimir la anotación de cada partida tras su línea de resultado.
cli-arg-jobs = Partidas jugadas a la vez, cada una en su propio hilo (los resultados salen en el orden de las partidas y son los mismos sea cual sea este valor).
cli-arg-lesson = La lección por la que empezar: su número (1 a 10) o su nombre (aim, pieces, placing, moving, jumping, bridges, covered, connection, end, play).
cli-arg-language = El idioma, uno de { $codes }. Sin ella, el de --lang o el del terminal (LANG).
cli-arg-picture = Dibujar también la posición de cada lección, con sus espacios marcados, como imagen PNG en ARCHIVO.
cli-arg-level = Con cuánto cuidado mira el ordenador cada posición para los saltos de evaluación (las victorias perdidas y los errores graves son exactos en cualquier nivel).
cli-arg-format = prose (frases, por defecto) o tsv (una línea separada por tabuladores por momento clave, para scripts).
cli-arg-theme = Solo problemas de este tema: win (ganar), defend (defender) o win2 (ganar en 2).
cli-arg-tier = Solo problemas de este nivel: 1 (el más fácil) a 3.
cli-arg-daily = El problema del día (el mismo que en Discord), y parar.
cli-arg-id = El problema con este número (como los lista punct puzzles export), y parar.
cli-arg-file = El archivo de datos que se reescribe.
cli-arg-count = Parar en cuanto se encuentren tantos problemas.
cli-arg-puzzles-generate-seed = Semilla de las partidas: la misma semilla da el mismo archivo.
cli-arg-max-games = Rendirse tras este número de partidas.
cli-arg-threads = Partidas jugadas a la vez.
cli-arg-puzzles-generate-output = Dónde escribir los problemas.

cli-value-code = CÓDIGO
cli-value-file = ARCHIVO
cli-value-command = ORDEN
cli-value-variant = VARIANTE
cli-value-moves = JUGADAS
cli-value-depth = PROFUNDIDAD
cli-value-seed = SEMILLA
cli-value-number = NÚMERO
cli-value-size = PÍXELES
cli-value-names = NOMBRES
cli-value-cells = ESPACIOS
cli-value-text = TEXTO
cli-value-level = NIVEL
cli-value-format = FORMATO
cli-value-colour = COLOR
cli-value-board = TABLERO
cli-value-player = JUGADOR
cli-value-lesson = LECCIÓN
cli-value-theme = TEMA
cli-value-tier = NIVEL
cli-value-id = NÚMERO

## El marco de punct --help

cli-help-usage = Uso:
cli-help-options = Opciones
cli-help-arguments = Argumentos
cli-help-commands = Órdenes
cli-help-options-placeholder = [OPCIONES]
cli-help-default = por defecto: { $value }
cli-help-values = valores posibles: { $values }

## Los errores que encuentra clap, con nuestras palabras (tras «error: »); sigue un ejemplo

cli-bad-unknown-argument = { $arg } no es una opción aquí.
cli-bad-did-you-mean = ¿Querías decir { $suggestion }?
cli-bad-unknown-subcommand = «{ $name }» no es una suborden de { $command }.
cli-bad-missing-subcommand = { $command } necesita una suborden: { $subcommands }.
cli-bad-missing-value = { $arg } necesita un valor ({ $value }).
cli-bad-invalid-value = «{ $value }» no es un valor que acepte { $arg }.
cli-bad-valid-values = Valores posibles: { $values }.
cli-bad-not-a-number = { $arg } lleva un número entero, no «{ $value }».
cli-bad-missing-required = Falta: { $args }.
cli-bad-conflict = { $arg } no se puede usar junto con { $other }.
cli-bad-too-many = { $arg } aparece más de una vez, o con un valor que no lleva.
cli-bad-other = La línea de órdenes no se puede leer: { $reason }
cli-bad-usage = Uso: { $usage }
cli-bad-more = Para saber más: { $command } --help
