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
picture-last-move = jugada{ "\u00A0" }{ $number }: { $notation }
picture-moves-played = { $count ->
    [0] aún ninguna jugada
    [one] { $count } jugada
    [many] { $count } de jugadas
   *[other] { $count } jugadas
  } · { $variant ->
    [basic] básico
   *[standard] estándar
  }
picture-centre-count = centro
picture-all-placed = todas puestas
picture-goal-first = une dos lados
picture-goal-second = de un mismo color

## La leyenda bajo el tablero

picture-legend-punct = PÜNCT: mueve la pieza
picture-legend-stack = altura de la pila
picture-legend-bridge = punto de puente sobre el vacío
picture-legend-last-move = última jugada
picture-legend-origin = movida desde aquí
picture-legend-chain = cadena ganadora
picture-legend-centre-standard = centro: decide si nadie conecta
picture-legend-centre-basic = hexágono central
picture-legend-hint = pista
picture-legend-marked = mira aquí
