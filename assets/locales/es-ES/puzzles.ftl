# Problemas (messages/puzzles.rs): `/punct puzzle` en Discord y
# `punct puzzle` en el terminal. Colores con { colour-name }
# (discord.ftl); movimientos en la notación del juego, nunca traducidos.

## La tarea

puzzle-title = { $daily ->
    [yes] Problema del día { $id } · nivel { $tier }
   *[no] Problema { $id } · nivel { $tier }
  }
puzzle-task = { $theme ->
    [win] Juegan las { colour-name } y conectan: encuentra el movimiento que conecta dos lados opuestos.
    [defend] Juegan las { colour-name }. Tu rival amenaza con conectar en su próximo movimiento: detén todas las amenazas.
   *[win2] Ganar en 2: juegan las { colour-name }. Encuentra el movimiento tras el cual cada respuesta pierde ante una conexión.
  }
puzzle-answer-discord = Escribe tu respuesta con `/punct { punct-puzzle } { punct-puzzle.answer }:` (empieza a escribir para ver sugerencias).
puzzle-answer-terminal = Escribe tu movimiento (Tab completa), o: solution, next, quit.
puzzle-press-enter = Pulsa Intro para el siguiente problema.
puzzle-no-hint = Los problemas no tienen pistas: cualquier pista delataría la respuesta. Tab lista cada movimiento legal en el orden del tablero y no juzga ninguno. Escribe solution para ver la respuesta (termina tu racha).

## Correcto

puzzle-solved = Resuelto: { $answer } es correcto.
puzzle-solved-line = { $reply ->
    [none] { $theme ->
        [defend] { $answer } detiene todas las amenazas: tu rival no puede conectar en su próximo movimiento.
       *[other] { $answer } gana.
    }
   *[other] { $win ->
        [none] Tras { $answer }, la respuesta { $reply } pierde en el acto.
       *[other] Tras { $answer }, el ordenador responde { $reply } y { $win } conecta.
    }
  }

## Incorrecto: por qué, y la refutación del rival

puzzle-wrong = { $refutation ->
    [connects] { $answer } no es la solución: tu rival responde { $reply } y conecta.
    [escapes] { $answer } no es la solución: tras la respuesta { $reply } no tienes ningún movimiento que conecte.
    [ends] { $answer } no es la solución: termina la partida, pero no con tu victoria.
   *[misses] { $answer } no es la solución: no conecta, y se escapa la victoria.
  }
puzzle-try-again = Inténtalo de nuevo o pide la solución.
puzzle-solution = { $count ->
    [one] La solución: { $moves }.
    [many] Las soluciones: { $moves }.
   *[other] Las soluciones: { $moves }.
  }

## El balance

puzzle-record = Resueltos: { $solved } · racha: { $streak } (mejor { $best })
puzzle-daily-solved = El problema del día de hoy: resuelto.
puzzle-streak-rule = Una racha cuenta los problemas resueltos seguidos al primer intento.

## Botones

puzzle-button-next = Siguiente problema
puzzle-button-retry = Reintentar
puzzle-button-solution = Ver la solución

## Rechazos

error-no-puzzle = Ahora no tienes ningún problema: pide uno con `/punct { punct-puzzle }`.
error-puzzle-not-found = Ningún problema se llama «{ $id }».
error-no-puzzle-fits = Ningún problema tiene ese tema y ese nivel.
