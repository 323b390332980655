# El reglamento en breve y cómo se escriben las jugadas: un solo texto para la
# ayuda de Discord y `rules` en el terminal. Marcado de Discord (**negrita**,
# • viñetas); el terminal quita los asteriscos. Una línea no puede empezar con
# *: la negrita al principio de línea se escribe { "**" }. Comandos vía commands.ftl.

help-title = PÜNCT — cómo se juega

help-rules =
    PÜNCT es el juego de conexión de Kris Burm del proyecto GIPF. Cada jugador tiene 18 piezas de tres puntos; un punto de cada pieza es su **PÜNCT** (el grande).

    { "**" }Objetivo:** une dos lados opuestos del tablero hexagonal con espacios que veas desde arriba (tu color encima). Los niveles no importan, solo lo que se ve.

    { "**" }En tu turno** haz una sola cosa:
    • **Añade** una pieza de tu reserva sobre tres espacios vacíos, nunca en el hexágono central (los 19 espacios alrededor de I9; en el juego básico solo queda fuera la primera pieza de las blancas).
    • **Mueve** una pieza con todos sus puntos al descubierto: su PÜNCT recorre la distancia que quieras por una de las seis líneas rectas, y la pieza puede girar alrededor de su PÜNCT. Cae plana sobre tres espacios vacíos, **salta** encima de tres puntos de la misma altura, o hace de **puente** sobre un hueco con ambos extremos a la misma altura. Al saltar o hacer un puente, el PÜNCT debe caer sobre uno de tus propios puntos.

    { "**" }Las piezas** (las imágenes muestran sus formas; el terminal y las sugerencias de movimientos las nombran por su letra): **T** triángulo (6 cada uno), **C** línea recta con el PÜNCT en el centro (2), **E** línea recta con el PÜNCT en un extremo (4), **M** ángulo con el PÜNCT en el vértice (2), **L** y **R** ángulos con el PÜNCT en un extremo, doblados a la izquierda o a la derecha (2 cada uno). Las piezas giran pero nunca cambian de forma.

    { "**" }El final:** gana quien conecta primero (si una jugada conecta a ambos jugadores, gana quien la hizo). La partida también termina cuando un jugador pone la última pieza de su reserva y nadie ha conectado: en el juego estándar ambos cuentan los espacios del hexágono central que ven desde arriba, y gana quien tiene más, con igualdad hay tablas; el juego básico termina entonces en tablas.

    Las jugadas se cuentan una por turno de cada jugador, desde 1: las de las blancas son impares, las de las negras pares.

help-reading-the-terminal-board = Cómo leer el tablero: cada línea es una fila, numerada en ambos extremos (la fila 17 arriba). Las columnas bajan hacia la derecha; la letra de cada columna está justo después de sus dos extremos, a lo largo de los bordes. Un espacio muestra su punto de arriba: W o B para el PÜNCT de una pieza (de las blancas o de las negras), w o b para sus otros dos puntos, luego la letra de la pieza (la misma en sus tres puntos) y la altura de la pila; dos puntos contiguos de una misma pieza se unen con -. Un espacio vacío es ., un espacio vacío del hexágono central +. Bajo el tablero: el número de la jugada, quién juega, los espacios del hexágono central que cada jugador ve desde arriba y las piezas que quedan en la reserva, por letra.
help-reading-the-terminal-sides = Los seis lados se dibujan junto a sus espacios del borde con trazos a lo largo (\, /, _ y ‾ en este tablero; |, \ y / con --board large): dos lados dibujados igual son opuestos, una pareja que unir. Este tablero es la imagen girada un doceavo de vuelta a la izquierda; --board large lo muestra en el mismo sentido que las imágenes. Si juegas con negras contra el ordenador, ambos se giran como tus imágenes, la fila 1 arriba. Un espacio que marca una lección va entre paréntesis: (.), (wT1).

help-notation-title = Cómo escribir las jugadas
help-notation =
    Un espacio es una columna A–Q y una fila 1–17: `I9` es el centro.
    • Añadir una pieza: sus tres espacios, primero el PÜNCT — `C5-C6-D6`
    • Mover una pieza: el espacio de su PÜNCT, `>`, y dónde cae — `F5>H7-H8-I8`
    • Girar una pieza en su sitio: `F5>F5-G5-H5`
    Da igual mayúsculas o minúsculas, y valen espacios o comas en lugar de `-`: `f5 > h7 h8 i8`. Empieza a escribir en `/punct { punct-move }` y el bot te sugiere jugadas legales.

help-commands-title = Comandos
help-commands =
    `/punct { punct-challenge } [{ punct-challenge.opponent }:@alguien]` — empieza una partida: sin rival, cualquiera de aquí puede aceptar; elige al bot para jugar contra el ordenador
    `/punct { punct-move } { punct-move.text }:F5>H7-H8-I8` — haz tu jugada
    `/punct { punct-move }` sin movimiento, o **{ picker-button-move }** bajo un tablero — elige tu jugada en el tablero, mira el tablero después y juégala
    `/punct { punct-board }` — muestra el tablero de una partida
    `/punct { punct-games }` — tus partidas, primero las que esperan tu jugada
    `/punct { punct-resign }` · `/punct { punct-draw }` · `/punct { punct-takeback }` — abandonar, ofrecer tablas, pedir deshacer
    `/punct { punct-claim }` — gana una partida en la que tu rival se quedó sin tiempo
    `/punct { punct-analyse }` · `/punct { punct-plan }` — probar jugadas en privado; respuestas planeadas
    `/punct { punct-away }` · `/punct { punct-back }` — detén tus relojes mientras estás fuera, y vuelve a ponerlos en marcha
    Una partida se juega en el canal donde empezó. En un mensaje privado conmigo puedes jugar contra el ordenador, ver la lista de tus partidas y sus tableros.

help-more-title = Repasar y aprender
help-more =
    `/punct { punct-history }` — las jugadas, cualquier posición anterior, la planilla y una repetición
    `/punct { punct-leaderboard }` — los jugadores mejor clasificados (cuentan las partidas entre dos personas)
    `/punct { punct-league } { punct-league-standings }` — las ligas del servidor
    `/punct { punct-review }` — los momentos decisivos de una partida terminada, con imágenes
    `/punct { punct-puzzle }` — un problema solo para ti
    `/punct { punct-learn }` — las lecciones, una regla cada vez (solo las ves tú)
    `/punct { punct-settings }` — tus propios ajustes: un mensaje directo cuando te toca, tu zona horaria, ver antes los movimientos escritos
    `/punct { punct-help }` — esta página

    { "**" }Juego limpio:** en una partida entre dos personas no juzgo ninguna jugada: `/punct { punct-move }` sugiere jugadas legales en el orden del tablero y no dice nada de su fuerza. Las sugerencias de un problema nunca señalan su respuesta. La ayuda —las jugadas ganadoras primero, las útiles arriba— es para las partidas contra el ordenador y las lecciones; `/punct { punct-review }` juzga una partida cuando ha terminado.
