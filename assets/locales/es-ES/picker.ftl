# El selector de movimientos (messages/picker.rs): /punct mover sin
# movimiento, y el botón Mover bajo un tablero. Solo lo ve el jugador al que le
# toca mover. La notación (F5>H7-H8-I8) es la misma en todos los idiomas;
# $kind_name es kind-name con su letra, p. ej. «triángulo (T)». Los textos de
# menús y botones se cortan a los 100 caracteres (límite de Discord), y la
# letra pequeña también.

## Botones

picker-button-move = Mover
picker-button-turn-back = ◀ Girar
picker-button-turn-on = Girar ▶
picker-button-turn = Girar ↻
picker-button-play = Jugar este movimiento
picker-button-back = Atrás
picker-button-cancel = Cancelar

## Los pasos

picker-title = Tu movimiento en la partida { $game }
picker-choose-piece = **¿Qué pieza?** Elige una de tus piezas del tablero (por el espacio de su PÜNCT) o una nueva de tu reserva. Los espacios marcados son los PÜNCT de tus piezas que pueden moverse.
picker-no-move = No tienes ninguna jugada legal: pasas el turno automáticamente.
picker-piece-placeholder = Elige una pieza
picker-piece-on-board = { $cell }: { $kind_name }
picker-piece-moves = { $count ->
    [one] 1 jugada
   *[other] { $count } jugadas
  }
picker-piece-new = Pieza nueva: { $kind_name }
picker-piece-left = { $left } en la reserva · { $count ->
    [one] 1 jugada
   *[other] { $count } jugadas
  }
picker-the-piece-at = tu { $kind_name } en { $cell }
picker-a-new-piece = tu { $kind_name } de la reserva
picker-choose-cell = **¿Adónde?** Elige el espacio del PÜNCT para { $piece }: { $count ->
    [one] hay 1 espacio posible, marcado en el tablero.
   *[other] hay { $count } espacios posibles, marcados en el tablero.
  }
picker-choose-column-first = Son demasiados para una sola lista: elige primero la columna (la letra) y luego el espacio.
picker-column-placeholder = Elige una columna
picker-column = Columna { $column }
picker-column-cells = { $count ->
    [one] 1 espacio
   *[other] { $count } espacios
  }
picker-cell-placeholder = Elige el espacio del PÜNCT
picker-cell-ways = { $count ->
    [one] 1 orientación
   *[other] { $count } orientaciones
  }
picker-preview = **Vista previa, aún sin jugar:** { $move } — { $words }.
picker-ways = Esta es la orientación { $way } de { $ways } en que puede quedar la pieza con su PÜNCT en { $cell }: **Girar** muestra las demás.
picker-typed = Para escribirlo la próxima vez: `/punct { punct-move } { punct-move.text }:{ $move }`.
picker-stale = La posición ha cambiado desde que se abrió este selector, así que no se ha jugado nada. Aquí lo tienes de nuevo.
picker-played = Has jugado { $move }. El tablero se publica abajo, a la vista de todos.
picker-cancelled = Selector cerrado: no se ha jugado nada.

## En la imagen

picker-caption-pieces = Tu movimiento: elige una pieza
picker-caption-cells = Desde { $cell }: ¿adónde puede ir el PÜNCT?
picker-caption-new = Pieza nueva { $kind }: ¿adónde va su PÜNCT?
picker-preview-caption = Vista previa, sin jugar: { $move }
picker-alt-preview = Vista previa del movimiento { $move }, aún sin jugar.
