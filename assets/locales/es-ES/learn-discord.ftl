# Las lecciones en Discord (messages/learn.rs): `/punct learn`, visibles
# solo para quien aprende. Las frases de las lecciones están en lessons.ftl.

learn-answer-discord = Responde con `/punct { punct-learn } { punct-learn.answer }:` y tu jugada (empieza a escribir para ver sugerencias).
learn-play-discord = Pulsa el botón de abajo: la partida se publica en este canal, como cualquier otra partida.
learn-progress = Lecciones hechas: { $done } de { $total }.
learn-done-before = Ya has hecho esta lección.
learn-button = { $button ->
    [back] Anterior
    [next] Siguiente
    [quit] Salir
    [next-lesson] Siguiente lección
   *[play] Jugar contra el ordenador
  }
learn-goodbye-discord = Hasta pronto. `/punct { punct-learn }` te devuelve a la lección { $number }; `/punct { punct-puzzle }` te da un problema.
error-stale-lesson = Ese botón es de una lección que ya has dejado. `/punct { punct-learn }` muestra la lección en la que estás.
error-no-such-lesson = No hay lección { $number }: las lecciones van de 1 a { $total }.
error-no-lesson-task = Esta lección no pide ninguna jugada: pulsa su botón para jugar contra el ordenador, o empieza de nuevo con `/punct { punct-learn } { punct-learn.lesson }:1`.

# The last lesson's Play pressed again while the game it started is going.
error-lesson-game-ongoing = Ya tienes una partida en marcha contra la máquina: partida { $game } en { $channel }. Sigue jugando allí; cuando termine, este botón empezará una nueva.
