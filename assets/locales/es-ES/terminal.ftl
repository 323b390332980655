# punct play, la partida en el terminal, y las explicaciones de las jugadas
# no permitidas (Discord también las muestra). Los comandos que se escriben
# (help, rules, moves, hint, undo, back, forward, board, record, png, quit) y
# la notación son iguales en todos los idiomas. Líneas de 80 columnas como
# máximo. El título de la planilla acaba en «:» (el lector se lo salta).

terminal-variant = { $variant ->
    [basic] juego básico
   *[standard] juego estándar
  }
terminal-welcome-computer = PÜNCT, { terminal-variant }. Juegas con { $colour ->
    [white] blancas
   *[black] negras
  } contra el ordenador ({ level-name }).
terminal-welcome-people = PÜNCT, { terminal-variant }. Dos jugadores en un mismo teclado juegan por turnos.
terminal-welcome-goal = Une dos lados opuestos. Escribe una jugada (C5-C6-D6, F5>H7-H8-I8), rules o help.
terminal-help =
    Comandos (Tab muestra las jugadas que encajan; las flechas editan):
      C5-C6-D6       añade una pieza de tu reserva: 3 espacios vacíos, PÜNCT primero
      F5>H7-H8-I8    mueve la pieza con su PÜNCT en F5 (girarla: F5>F5-G5-H5)
      pass           solo cuando no tienes ninguna jugada legal
      moves          cuántas jugadas tienes; moves F5: las jugadas de esa pieza
      preview JUGADA el tablero tras JUGADA, sin jugarla
      hint           el consejo del ordenador (solo cuando juegas contra él)
      undo           deshace la última jugada (contra el ordenador: tuya y suya)
      back, forward  recorre la partida (back 5: cinco jugadas de golpe)
      board          muestra otra vez la posición actual
      record         la planilla de la partida (punct play --record ARCHIVO la lee)
      png ARCHIVO    guarda una imagen del tablero en ARCHIVO: png tablero.png
      rules          el reglamento en breve, y cómo leer el tablero
      analyse        tu tablero de análisis, para probar jugadas de ambos bandos
      quit           termina y muestra la planilla (igual que Ctrl-C y Ctrl-D)

## Bajo el tablero

terminal-status = Jugada { $number }: juegan { $colour ->
    [white] blancas
   *[black] negras
  }{ $you ->
    [yes] {" "}(tú)
   *[no] {""}
  }. Centro visto: blancas { $white }, negras { $black } de 19.
terminal-in-hand = En reserva: { $white }; { $black }.
terminal-viewing-start = El tablero vacío, antes de la jugada 1 de { $total }. forward avanza, board muestra la actual.
terminal-viewing = Tras la jugada { $shown } de { $total }. back y forward recorren, board muestra la actual.
terminal-no-further = No hay más posiciones en esa dirección.
terminal-prompt = { $colour ->
    [white] Blancas
   *[black] Negras
  }>
terminal-prompt-after-end = fin>

## El tablero de análisis (analyse)

terminal-analyse-start = Tablero de análisis: tu propio tablero desde esta posición, donde pruebas jugadas de ambos bandos. Nada de lo que hagas aquí cambia la partida; leave vuelve a ella.
terminal-analyse-prompt = análisis, { $colour ->
    [white] Blancas
   *[black] Negras
  }>
terminal-analyse-status = { $tried ->
    [0] Tablero de análisis, en la posición de la partida: leave vuelve a la partida.
    [one] Tablero de análisis, tras { $shown } de { $tried } jugada probada: leave vuelve a la partida.
   *[other] Tablero de análisis, tras { $shown } de las { $tried } jugadas probadas: leave vuelve a la partida.
  }
terminal-analyse-help =
    En el tablero de análisis (nada de lo que hagas aquí cambia la partida):
      C5-C6-D6       prueba una jugada del bando al que le toca (blancas o negras)
      back, forward  recorre las jugadas probadas (back 3: tres de golpe)
      undo           una jugada atrás, como back
      reset          vuelve a la posición de la partida y olvida lo probado
      record         las jugadas probadas hasta la posición mostrada
      board, moves, preview JUGADA, png ARCHIVO, rules: como en la partida
      leave          vuelve a la partida tal como estaba (igual que quit y Ctrl-D)
terminal-analyse-line = Jugadas probadas: { $moves }
terminal-analyse-line-empty = Aún no has probado ninguna jugada: el tablero está en la posición de la partida.
terminal-analyse-no-hint = No hay consejos en el tablero de análisis: es para tus propias ideas. leave vuelve a la partida.
terminal-analyse-again = Ya estás en el tablero de análisis: leave vuelve a la partida.
terminal-analyse-reset = El tablero de análisis ha vuelto a la posición de la partida.
terminal-analyse-left = De vuelta en la partida, tal como estaba.
terminal-analyse-only = reset y leave son para el tablero de análisis: analyse lo abre.

## Jugadas hechas

terminal-computer-plays = El ordenador ({ level-name }) juega { $notation }.
terminal-played = { $colour ->
    [white] Blancas
   *[black] Negras
  } juegan { $notation }.
terminal-played-in-words = { $colour ->
    [white] Blancas
   *[black] Negras
  } juegan { $notation }: { $words }.
terminal-your-answer = Tu respuesta { $notation }: { $words }.
terminal-preview = Vista previa de { $notation }, sin jugar: { $words }.
terminal-preview-centre = Después, centro visto: blancas { $white }, negras { $black } de 19.
terminal-preview-would-end = Jugada, terminaría la partida:
terminal-preview-unchanged = No se ha jugado nada: siguen jugando { colour-name }. Escribe { $notation } para jugarla.
terminal-preview-needs-move = Indica la jugada después de preview, p. ej. preview C5-C6-D6.
terminal-thinking = El ordenador ({ level-name }) está pensando…
terminal-computer-reply = Juega { $notation }.
terminal-computer-reply-in-words = Juega { $notation }: { $words }.
terminal-not-understood = { $error } Escribe help para ver los comandos.

## El final

terminal-game-over-connected = Fin de la partida. Ganan { $colour ->
    [white] las blancas
   *[black] las negras
  }: han unido { $axis ->
    [columns] las columnas A y Q
    [rows] las filas 1 y 17
   *[diagonals] los lados J2–P8 y B10–H16
  }.
terminal-game-over-central-majority = Fin de la partida. Ganan { $colour ->
    [white] las blancas
   *[black] las negras
  }: se acabó una reserva sin que nadie conectara, y ven desde arriba más espacios del hexágono central ({ $mine } a { $theirs }).
terminal-game-over-central-tie = Fin de la partida. Tablas: se acabó una reserva sin que nadie conectara, y ambos ven { $cells ->
    [one] { $cells } espacio
    [many] { $cells } de espacios
   *[other] { $cells } espacios
  } del hexágono central.
terminal-game-over-last-piece = Fin de la partida. Tablas: se acabó una reserva sin que nadie conectara (en el juego básico eso es tablas).
terminal-game-over-no-moves = Fin de la partida. Tablas: ningún jugador tiene jugadas legales.
terminal-after-the-end = Repasa la partida con back y forward; también board, record, png ARCHIVO, undo, quit.
terminal-game-is-over = La partida ha terminado: no hay más jugadas. Escribe undo para deshacer la última, o quit.
terminal-quit = Partida detenida antes del final.
terminal-record-title = Planilla de la partida ({ $count ->
    [one] { $count } jugada
    [many] { $count } de jugadas
   *[other] { $count } jugadas
  }):
# The record's last line, after "# " (the record reader skips it), when the game is not over.
terminal-record-unfinished = Sin terminar: { $colour ->
    [white] juegan las blancas
   *[black] juegan las negras
  }.
# Against the computer, at the start and in the record: how to play the same game again.
terminal-seed = El ordenador juega con la semilla { $seed }: punct play --seed { $seed } con las mismas jugadas repite esta partida.

## Comandos

terminal-png-needs-file = Indica el archivo después de png, p. ej. png tablero.png.
terminal-png-written = Imagen del tablero guardada en { $file } ({ $kb } KB).
terminal-gif-written = Partida ({ $moves ->
    [one] { $moves } jugada
   *[other] { $moves } jugadas
  }, una imagen cada una) guardada en { $file } ({ $kb } KB).
terminal-png-not-written = No se pudo guardar { $file }: { $reason }. Prueba otro nombre, p. ej. png tablero.png.
terminal-png-not-drawn = No se pudo dibujar el tablero: { $reason }.
terminal-wrong-extension = { $file } no termina en .{ $extension }, pero la imagen es { $format }: llámala p. ej. tablero.{ $extension }.
terminal-nothing-to-undo = Aún no tienes ninguna jugada que deshacer.
terminal-undone = Deshecho: { $moves }.
terminal-no-legal-move = No tienes ninguna jugada legal: escribe pass.
terminal-legal-moves = { $count ->
    [one] { $count } jugada legal
    [many] { $count } de jugadas legales
   *[other] { $count } jugadas legales
  }.
terminal-placements = { $count ->
    [one] { $count } forma de añadir
    [many] { $count } de formas de añadir
   *[other] { $count } formas de añadir
  }: una pieza de tu reserva ({ $reserve }) { $variant ->
    [basic] sobre tres espacios vacíos
   *[standard] sobre tres espacios vacíos fuera del hexágono central
  }, p. ej. C5-C6-D6.
terminal-no-piece-can-move = Ninguna de tus piezas puede moverse.
terminal-pieces-that-can-move = Piezas que pueden moverse (moves y el espacio muestra sus jugadas):
terminal-piece-move-count = { $count ->
    [one] { $count } jugada
    [many] { $count } de jugadas
   *[other] { $count } jugadas
  }
terminal-piece-moves = { $count ->
    [one] { $count } jugada
    [many] { $count } de jugadas
   *[other] { $count } jugadas
  } de la pieza en { $cell }:
terminal-no-piece-at = No hay ninguna pieza en { $cell }.
terminal-not-your-piece = La pieza de arriba en { $cell } es de las { $colour ->
    [white] blancas
   *[black] negras
  }, no tuya.
terminal-piece-cannot-move = Tu pieza en { $cell } no puede moverse ahora: empieza por su PÜNCT, y no debe estar cubierta.
terminal-bad-cell = «{ $text }» no es un espacio: { $error }.
terminal-perft-warning = perft { $depth } cuenta cada secuencia de { $depth ->
    [one] { $depth } jugada
    [many] { $depth } de jugadas
   *[other] { $depth } jugadas
  } desde aquí ({ $now ->
    [one] { $now } jugada legal
    [many] { $now } de jugadas legales
   *[other] { $now } jugadas legales
  } ahora), del orden de { $now }^{ $depth } posiciones: puede tardar minutos u horas. Ctrl-C lo detiene.

## hint

terminal-hint-level = { $stronger ->
    [yes] Consejo del ordenador ({ level-name }, más fuerte que tu rival):
   *[no] Consejo del ordenador ({ level-name }):
  }
terminal-nothing-to-suggest = No hay nada que sugerir: la partida ha terminado.
terminal-suggested = Sugerencia: { $best }.
terminal-also = También vale la pena mirar: { $others }.
terminal-judgement-wins = gana
terminal-judgement-forced-win = victoria forzada en { $moves ->
    [one] { $moves } jugada
    [many] { $moves } de jugadas
   *[other] { $moves } jugadas
  }
terminal-judgement-loses = pierde contra el mejor juego
terminal-judgement-lacking = { $stops ->
    [yes] lo impide; después te faltan
   *[no] después te faltan
  } { $you ->
    [one] { $you } espacio
    [many] { $you } de espacios
   *[other] { $you } espacios
  } para conectar, { colour-name }: { $them }
terminal-hint-danger = { $connects ->
    [yes] Cuidado: las { colour-name } pueden conectar en su próximo movimiento, por ejemplo con { $move }.
   *[no] Cuidado: las { colour-name } pueden ganar en su próximo movimiento colocando su última pieza, con más del hexágono central, por ejemplo { $move }.
  }
terminal-hint-stops = { $count ->
    [one] Solo { $moves } lo impide.
   *[other] { $more ->
        [yes] Entre las jugadas que lo impiden: { $moves }.
       *[no] Jugadas que lo impiden: { $moves }.
    }
  }
terminal-hint-no-stop = Ninguna jugada lo impide.
terminal-hint-people = Los consejos son para partidas contra el ordenador: en una partida entre dos personas el ordenador no juzga ninguna jugada.

## Jugadas no permitidas (terminal y Discord)

kind-name = { $kind ->
    [T] triángulo
    [C] pieza recta, PÜNCT en el centro
    [E] pieza recta, PÜNCT en un extremo
    [M] pieza angular, PÜNCT en la esquina
    [L] pieza angular, PÜNCT en un extremo, hacia la izquierda
   *[R] pieza angular, PÜNCT en un extremo, hacia la derecha
  }
move-unreadable = No puedo leer «{ $text }» como jugada: { $error }.
move-illegal = { $notation } no está permitida: { $reason }
move-in-record = Jugada { $ply }: { $text }
illegal-game-over = la partida ya ha terminado.
illegal-pass-not-allowed = solo puedes pasar cuando no tienes ninguna jugada legal.
illegal-none-left = no te quedan piezas { $kind } ({ kind-name }) para añadir. Mueve en su lugar una pieza del tablero, p. ej. F5>H7-H8-I8.
illegal-cell-occupied = { $cell } no está vacío. Las piezas nuevas van sobre tres espacios vacíos del tablero.
illegal-central-hexagon = { $cell } está en el hexágono central (a dos pasos como mucho de I9), donde { $variant ->
    [basic] no puede ir la primera pieza de las blancas
   *[standard] nunca puede ir una pieza nueva; las piezas solo llegan moviéndose
  }. Ponla fuera, p. ej. C5-C6-D6.
illegal-no-piece-at = no hay ninguna pieza en { $from }.
illegal-not-your-piece = la pieza de arriba en { $from } es de tu rival.
illegal-not-a-punct = { $from } es un punto secundario. Una pieza se mueve por su PÜNCT: empieza la jugada en { $punct }, p. ej. { $punct }>…
illegal-piece-covered = la pieza en { $from } está bloqueada: algo la cubre en { $covered }.
illegal-wrong-kind = esa pieza es una pieza { $piece } ({ $piece_name }), pero el destino tiene la forma de una pieza { $destination } ({ $destination_name }). Las piezas giran pero nunca cambian de forma.
illegal-not-in-straight-line = { $to } no está en línea recta desde { $from }. El PÜNCT se mueve por una de las seis líneas que pasan por su espacio.
illegal-no-move = la pieza acabaría justo donde está. Muévela o gírala.
illegal-uneven-support = la pieza no quedaría plana: sus espacios están a alturas { $a }, { $b } y { $c }. Cae sobre tres espacios de la misma altura, o haz un puente con ambos extremos a la misma altura.
illegal-triangle-cannot-bridge = un triángulo no puede hacer de puente: los tres espacios deben estar a la misma altura.
illegal-punct-not-on-own-piece = al saltar o hacer un puente, el PÜNCT debe caer sobre uno de tus propios puntos, y { $cell } no es tuyo.

## Errores de punct (tras «error: »)

terminal-error-io = no se pudo escribir la salida: { $reason }
terminal-error-names = «{ $text }»: --names lleva dos nombres separados por una coma, primero las blancas, p. ej. "Alice,Bob"
terminal-error-highlight = --highlight: { $reason }
terminal-error-read-file = no se pudo leer { $file }: { $reason }
terminal-error-write-file = no se pudo escribir { $file }: { $reason }
terminal-error-language = { $option } { $code }: no es ninguno de { $codes }
