# Lo que falla en una jugada o un espacio escrito (los errores de lectura de
# las reglas), dentro de move-unreadable, terminal-bad-cell y los errores de
# una partida anotada. La notación (C5-C6-D6, F5>H7-H8-I8, -, >) es siempre la misma.

notation-empty = no hay jugada: escribe una pieza nueva como C5-C6-D6 o un movimiento como F5>H7-H8-I8
notation-unexpected-character = «{ $ch }» no puede formar parte de una jugada: escribe los espacios como C5 separados por -, y > antes del destino, p. ej. F5>H7-H8-I8
notation-too-many-arrows = un movimiento lleva un solo «>»: el espacio del PÜNCT, «>», y luego el destino, p. ej. F5>H7-H8-I8
notation-origin-not-one-cell = antes de «>» escribe solo el espacio del PÜNCT que mueves ({ $found } espacios escritos), p. ej. F5>H7-H8-I8
notation-not-three-cells = una pieza cubre 3 espacios, el PÜNCT primero ({ $found } escritos), p. ej. C5-C6-D6
notation-repeated-cell = { $cell } aparece dos veces: una pieza cubre 3 espacios distintos, p. ej. C5-C6-D6
notation-not-a-piece = { $cells } no tiene la forma de una pieza: los tres espacios forman un triángulo (C5-C6-D6), una línea recta (F5-F6-F7) o un ángulo (I9-J9-K10)
cell-empty = un espacio es una letra de columna A–Q y un número de fila 1–17, como I9
cell-bad-column = «{ $text }»: la columna debe ser una letra de la A a la Q, como I9
cell-bad-row = «{ $text }»: la fila debe ser un número del 1 al 17, como I9
cell-off-board = { $text } está fuera del tablero (un hexágono: la columna A tiene las filas 2–8, la I las filas 2–16, la Q las filas 10–16; las esquinas A1 A9 I1 I17 Q9 Q17 no son espacios)
variant-unknown = «{ $text }» no es una variante: di basic o standard
