# Las palabras dibujadas en las imágenes del tablero. Deben caber en su sitio
# (tests/locales.rs mide cada una en cada idioma): que sean breves.
# { "\u00A0" } es un espacio donde la imagen nunca corta la línea.

picture-colour = { $colour ->
    [white] Blancas
   *[black] Negras
  }
picture-computer = Ordenador
picture-to-move = Turno de { $name }
picture-wins = Victoria: { $name }
picture-draw = Tablas
picture-reason-connected = uniendo los lados { $axis ->
    [columns] azules
    [rows] naranjas
   *[diagonals] verdes
  }
picture-reason-central-majority = con más espacios del centro: { $mine }{ "\u00A0" }a{ "\u00A0" }{ $theirs }
picture-reason-central-tie = el centro queda repartido { $mine }{ "\u00A0" }a{ "\u00A0" }{ $theirs }
picture-reason-last-piece-placed = todas las piezas puestas, sin conexión
picture-reason-no-legal-moves = nadie puede mover
picture-reason-resignation = por abandono
picture-reason-timeout = por tiempo
picture-reason-agreement = de mutuo acuerdo
picture-last-move = jugada{ "\u00A0" }{ $number }: { $notation }
picture-centre-count = centro
picture-all-placed = todas puestas
picture-goal-first = une dos lados
picture-goal-second = de un mismo color

## La leyenda bajo el tablero

picture-legend-punct = PÜNCT
picture-legend-stack = altura
picture-legend-bridge = puente
picture-legend-last-move = última jugada
picture-legend-origin = origen
picture-legend-chain = cadena ganadora
picture-legend-centre = centro
picture-legend-hint = pista
picture-legend-marked = mira aquí

## Qué significan los símbolos de la leyenda, en palabras: para el mensaje bajo
## una imagen (en la imagen solo caben nombres cortos)

picture-explain-punct = un anillo rojo en un punto: el PÜNCT, el punto por el que se mueve una pieza
picture-explain-stack = un número en un punto: la altura de esa pila
picture-explain-bridge = un punto discontinuo: el punto central de un puente, sobre el vacío
picture-explain-last-move = casillas amarillas: la última jugada
picture-explain-origin = un anillo discontinuo en una casilla amarilla: de dónde vino el PÜNCT de la última jugada
picture-explain-chain = anillos magenta: la cadena ganadora
picture-explain-centre-standard = el centro sombreado: decide la partida si nadie conecta
picture-explain-centre-basic = las casillas sombreadas: el hexágono central
picture-explain-hint = marcos cian: pistas
picture-explain-marked = marcos violetas: las casillas de las que habla la lección

## Texto alternativo: lo que un lector de pantalla dice de una imagen

picture-alt-board = { $ply ->
    [0] Tablero de PÜNCT, antes de la primera jugada.
    [one] Tablero de PÜNCT después de 1 jugada.
   *[other] Tablero de PÜNCT después de { $ply } jugadas.
  }
picture-alt-side = { $name } ({ $colour })
picture-alt-to-move = Juega { $side }.
picture-alt-over = Partida terminada: { $result }.
picture-alt-last-move = Última jugada, { $colour }: { $move }.
picture-alt-passed = Última jugada: { $colour } pasó.
move-words-placed = { $kind }, se colocó en { $cells }, PÜNCT en { $punct }
move-words-moved = { $kind }, se movió de { $from } a { $cells }, PÜNCT ahora en { $punct }{ $landing ->
    [flat] , sobre espacios vacíos
    [jump] , saltando encima de las piezas
    [bridge] , construyendo un puente
   *[unknown] {""}
  }
picture-alt-reserves = Piezas en reserva: Blancas { $white }, Negras { $black }.
picture-alt-centre = Casillas ocupadas del hexágono central: Blancas { $white }, Negras { $black }.
