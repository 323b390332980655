# Las lecciones (messages/lessons.rs): una por regla, en el orden del reglamento.
# Cada lección tiene un título, de dos a cuatro frases, una tarea que se responde con una
# jugada, y la regla que se recuerda tras una respuesta permitida pero errónea. Juegas con blancas.

lesson-heading = Lección { $number } de { $total }: { $title }

lesson-aim-title = El objetivo y las tres direcciones
lesson-aim-text = PÜNCT se juega en un tablero hexagonal de 211 espacios. Ganas uniendo dos lados opuestos del tablero con una cadena de espacios vecinos en los que ves tu color desde arriba. Un hexágono tiene tres pares de lados opuestos, así que hay tres direcciones en las que conectar; los lados marcados, las columnas A y Q, son un par.
lesson-aim-task = Pon una pieza cualquiera que cubra A5, en el lado de la columna A.
lesson-aim-rule = La lección pide una pieza en A5: una conexión empieza en un lado del tablero.

lesson-pieces-title = Las piezas y el PÜNCT
lesson-pieces-text = Cada jugador tiene 18 piezas de tres puntos: 6 rectas, 6 angulares y 6 triangulares. Un punto de cada pieza es su PÜNCT, el punto grande; los otros dos son puntos secundarios. Las letras dicen dónde está el PÜNCT: T triángulo; C recta con el PÜNCT en el centro, E con el PÜNCT en un extremo; M angular con el PÜNCT en la esquina, L y R con el PÜNCT en un extremo, girando a la izquierda o a la derecha.
lesson-pieces-task = Pon una pieza angular en los espacios marcados C4, D4, E5 con su PÜNCT en la esquina, D4 (una pieza M: D4-C4-E5).
lesson-pieces-rule = La lección pide el PÜNCT en la esquina del ángulo, en D4: el tipo de una pieza sale de sus espacios y de dónde está su PÜNCT.

lesson-placing-title = Poner una pieza
lesson-placing-text = En tu turno añades una pieza nueva de tu reserva o mueves una que ya está en el tablero. Una pieza nueva va sobre tres espacios vacíos, directamente en el tablero, nunca encima de nada. En el juego estándar una pieza nueva nunca puede tocar el hexágono central, los { $marked } espacios marcados alrededor de I9 (en el juego básico solo queda fuera la primerísima pieza de las Blancas).
lesson-placing-task = Pon una pieza que cubra F6, justo al lado del hexágono central, sin tocarlo.
lesson-placing-rule = La lección pide una pieza nueva en F6, sobre tres espacios vacíos fuera del hexágono central.

lesson-moving-title = Mover y girar
lesson-moving-text = Para mover una pieza, sigue su PÜNCT: avanza en línea recta, por una de las seis direcciones de los espacios, tan lejos como quieras y por encima de lo que haya. Después puedes girar la pieza alrededor de su PÜNCT antes de dejarla. Una pieza conserva su forma, y sus tres puntos deben quedar en el tablero.
lesson-moving-task = Mueve tu pieza de C5 a lo largo de la fila 5 para que quede en E5, F5 y G5, al final del camino marcado.
lesson-moving-rule = La lección pide mover la pieza de C5 a E5, F5 y G5, con su PÜNCT recto a lo largo de la fila 5.

lesson-jumping-title = Saltar sobre tus propias piezas
lesson-jumping-text = Una pieza que mueves también puede saltar encima de otras piezas. Los tres espacios de debajo deben estar al mismo nivel, y su PÜNCT debe caer en uno de tus propios puntos; los puntos secundarios pueden apoyarse en puntos de cualquier color. Nunca puedes poner un PÜNCT sobre un punto de tu rival.
lesson-jumping-task = Salta con la pieza de E5 sobre tu propia pieza en C5, C6 y C7.
lesson-jumping-rule = La lección pide saltar con la pieza de E5 sobre tus puntos en C5, C6 y C7: tres puntos al mismo nivel, el PÜNCT sobre uno tuyo.

lesson-bridges-title = Los puentes
lesson-bridges-text = Una pieza recta o angular puede hacer de puente sobre un hueco: sus dos extremos se apoyan en puntos del mismo nivel y su punto central queda sobre un espacio más bajo. Como al saltar, el PÜNCT debe caer en uno de tus propios puntos. Un triángulo no tiene extremos, así que nunca puede hacer de puente: siempre se apoya en tres espacios del mismo nivel.
lesson-bridges-task = Haz un puente sobre D5 con tu pieza de B5: sus extremos en C5 y E5, su centro sobre D5.
lesson-bridges-rule = La lección pide un puente sobre D5 hecho con la pieza de B5, con sus extremos en tus puntos de C5 y E5.

lesson-covered-title = Piezas cubiertas
lesson-covered-text = Las negras han saltado sobre tu pieza de C5: una pieza con aunque sea un solo punto cubierto no puede moverse ni girar hasta que quede libre. Los puntos cubiertos tampoco cuentan para una conexión, solo lo que ves desde arriba. Puedes cubrir a tu rival de la misma manera, incluso solo con los puntos secundarios de tu pieza.
lesson-covered-task = Cubre los puntos de las negras en C9 y C10: salta con tu pieza de F11 para que su PÜNCT caiga en tu propio punto de C11.
lesson-covered-rule = La lección pide saltar con la pieza de F11 sobre C9, C10 y C11, con su PÜNCT en tu punto de C11.

lesson-connection-title = Ganar con una conexión
lesson-connection-text = Tu cadena va de H1, en el lado de la fila 1, hasta O14; el lado opuesto, la fila 17, está a tres espacios. Gana el primero que une dos lados opuestos. Si una jugada conecta a los dos jugadores (mover una pieza puede destapar la cadena del rival), gana quien ha movido; si solo destapa la cadena del rival, gana el rival.
lesson-connection-task = Une tu cadena al lado de la fila 17 y gana: los espacios marcados O15, O16 y O17 son una forma.
lesson-connection-rule = La lección pide una jugada que una tu cadena de la fila 1 a la fila 17 y gane en el acto.

lesson-end-title = Cuando se acaba una reserva
lesson-end-text = La partida también termina cuando un jugador pone su última pieza y nadie está conectado. En el juego básico es entonces empate. En el juego estándar cada uno cuenta los espacios del hexágono central en los que ve su color desde arriba: gana quien tiene más y, si hay igualdad, es empate. Antes moviste una pieza al centro; las Negras no.
lesson-end-task = Pon tu última pieza donde quieras, termina la partida y gana el recuento del centro.
lesson-end-rule = La lección pide poner la última pieza de tu reserva, lo que termina la partida con el recuento del centro.

lesson-play-title = Tu primera partida
lesson-play-text = Estas son todas las reglas de PÜNCT. Lo mejor para aprender el resto es jugar: el ordenador en el nivel fácil es un primer rival paciente.
lesson-play-task = Empieza una partida contra el ordenador en el nivel fácil.

## Veredictos sobre una respuesta

lesson-landing = { $landing ->
    [place] una pieza nueva puesta en el tablero
    [flat] un movimiento a espacios vacíos
    [jump] un salto
    [bridge] un puente
   *[pass] un pase
  }
lesson-right = ¡Correcto, es { lesson-landing }! Vamos a la siguiente lección.
lesson-not-the-task = Esa jugada está permitida ({ lesson-landing }), pero no es la tarea de esta lección. { $rule } Inténtalo de nuevo.
lesson-illegal = { $mv } no está permitida: { $reason } Inténtalo de nuevo.
lesson-reason = { $reason ->
    [game-over] la partida ya ha terminado.
    [pass] solo puedes pasar si no tienes ninguna jugada permitida.
    [none-left] no te queda ninguna pieza { $kind } en la reserva.
    [occupied] { $cell } no está vacío, y una pieza nueva va sobre tres espacios vacíos.
    [centre] { $cell } está en el hexágono central, y en el juego estándar ninguna pieza nueva puede tocarlo.
    [centre-basic] { $cell } está en el hexágono central, y la primera pieza de las blancas no puede tocarlo.
    [no-piece] no hay ninguna pieza en { $cell }.
    [not-yours] la pieza de arriba en { $cell } no es tuya.
    [minor] el punto de arriba en { $cell } es un punto secundario; una pieza se mueve por su PÜNCT, aquí { $other }.
    [covered] la pieza de { $cell } está cubierta en { $other }, y una pieza cubierta no puede moverse.
    [wrong-kind] la pieza de { $cell } es una pieza { $kind }, y una pieza conserva su forma al moverse.
    [not-in-line] { $other } no está en línea recta desde { $cell }, y un PÜNCT solo se mueve en línea recta.
    [no-move] la pieza acabaría justo donde está.
    [uneven] los tres espacios no están al mismo nivel y no forman un puente.
    [triangle] un triángulo no puede hacer de puente; sus tres espacios deben estar al mismo nivel.
   *[not-own] al saltar o hacer un puente, el PÜNCT debe caer en uno de tus propios puntos, y { $cell } no es tuyo.
  }
lesson-unreadable = «{ $text }» no es una jugada. Pon una pieza con sus tres espacios, el PÜNCT primero: C5-C6-D6; mueve una con el espacio de su PÜNCT, > y el destino: F5>H7-H8-I8.

## El terminal (punct learn)

lesson-terminal-help = Escribe tu jugada (Tab la completa), o: next (siguiente), back (anterior), quit (salir).
lesson-terminal-play = Escribe play para empezar la partida, back para volver, o quit.
lesson-marked = Espacios marcados: { $cells }
lesson-prompt = Tu jugada:{" "}
lesson-press-enter = Pulsa Intro para la siguiente lección.
lesson-goodbye = Hasta pronto. Escribe punct learn --lesson { $number } para volver a esta lección, o punct play --ai easy para jugar.
lesson-picture-written = La imagen está en { $path }.
