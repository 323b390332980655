# Lo que el bot publica sobre las partidas: retos y respuestas, ofertas y sus
# botones, recordatorios, tiempo agotado, anuncios de tableros, listas. Los mensajes
# públicos van en el idioma del servidor; las respuestas a una sola persona, en el suyo.

## Palabras sueltas

variant-name = { $variant ->
    [basic] básico
   *[standard] estándar
  }
someone = Alguien
seat-computer = Máquina ({ level-name })
seat-unknown = jugador { $id }
computer-with-colour = la máquina ({ level-name }, { colour-name })
seat-with-colour = { $seat } ({ colour-name })

## Botones

button-accept-draw = Aceptar tablas
button-play-on = Seguir jugando
button-allow-takeback = Permitir deshacer
button-refuse = Rechazar
button-claim = Reclamar la victoria
button-resign = Abandonar
button-keep-playing = Seguir jugando

## Retos

challenge-colours = { $colour ->
    [white] { $challenger } juega con blancas
    [black] { $challenger } juega con negras
   *[random] colores por sorteo
  }
challenge-posted = { $challenged }, { $challenger } te reta a una partida de PÜNCT (juego { variant-name }, { time-control }, { challenge-colours }). Pulsa **{ button-accept }** para jugar o **{ button-decline }** para decir que no. El reto caduca { $expires }.
rematch-posted = { $challenged }, { $challenger } te reta a la revancha de la partida { $game } (reto { $challenge }): PÜNCT, juego { variant-name } ({ time-control }, { challenge-colours }). Pulsa **{ button-accept }** para jugar o **{ button-decline }** para decir que no. El reto caduca { $expires }.
open-challenge-posted = { $challenger } busca una partida de PÜNCT (juego { variant-name }, { time-control }, { challenge-colours }): cualquiera de aquí puede aceptarla. Pulsa **{ button-accept }** para jugar; { $challenger } puede retirarla con **{ button-cancel }**. El reto caduca { $expires }.
challenge-accepted-by = { $who } ha aceptado el reto de { $challenger }: la partida { $game } empieza aquí debajo.
challenge-declined-by = { $who } ha rechazado el reto de { $challenger }.
challenge-withdrawn = { $challenger } ha retirado el reto.
challenge-expired-unanswered = Este reto caducó sin respuesta.
challenge-now = Este reto está { challenge-status }.
challenge-accepted = { $user } ha aceptado el reto: la partida { $game } empieza aquí debajo.
challenge-closed-declined = { $who } ha rechazado el reto { $challenge } de { $challenger }.
challenge-closed-expired = { $challenger }, tu reto { $challenge } caducó sin respuesta.
challenge-closed = El reto { $challenge } está { challenge-status }.

## Ofertas

offer-by-someone = Un jugador
offer-to-someone = Su rival
draw-offered = { $by } ofrece tablas en la partida { $game }. { $to }, pulsa **{ button-accept-draw }**, o **{ button-play-on }** para rechazarlas.
takeback-requested = { $by } pide deshacer su último movimiento en la partida { $game }. { $to }, pulsa **{ button-allow-takeback }** o **{ button-refuse }**.
computer-plays-on = La máquina sigue jugando la partida { $game }: nunca acepta tablas. Si quieres, puedes abandonar.
taken-back = Deshecho en la partida { $game }: { $moves }. { $next }
offer-declined = { $by } rechazó { $what ->
    [draw] la oferta de tablas
   *[takeback] la petición de deshacer
  } en la partida { $game }; se sigue jugando. { $next }

## El tiempo

reminder = { $user }, te toca mover en la partida { $game }. { $stage ->
    [half] Ya se ha ido la mitad de tu tiempo para este movimiento
   *[final] ¡Último aviso! Casi no te queda tiempo
  }: se acaba { $deadline }. Juega con `/punct { punct-move } { punct-move.game }:{ $number }` o mira el tablero con `/punct { punct-board } { punct-board.game }:{ $number }`.
time-up = { $waiting }, { $late } ha agotado su tiempo para el movimiento { $move_number } de la partida { $game }. Pulsa **{ button-claim }** para terminarla ahora, o espera: si no ha movido antes de <t:{ $at }:f>, la partida se registra como victoria tuya.
reminder-opponent-away = { $user } está ausente hasta el { $until }: tu movimiento esperará a su vuelta, y mientras tanto su reloj está parado.
away-day-spent = { $user }, se te ha acabado el tiempo para el movimiento { $move_number } de la partida { $game }, así que se ha usado uno de tus días de ausencia (protección al agotar el tiempo): tus relojes se han parado un día, y ahora tienes hasta el { $until }. { $left ->
    [0] Era tu último día de ausencia de este año.
    [one] Te queda 1 día de ausencia este año.
   *[other] Te quedan { $left } días de ausencia este año.
  } Desactívalo con `/punct { punct-settings } { punct-settings.protection }:False`.
timed-out = { $loser } ha agotado su tiempo. { $finished }
claimed = { $user } reclama la victoria. { $timed_out }
resigned = { $user } ha abandonado. { $finished }
resign-question = ¿Abandonar la partida { $game }? Gana { $opponent }, y no se puede deshacer. Solo tú ves esta pregunta.
kept-playing = Sigues jugando la partida { $game }.

## El curso de una partida

game-started = Empieza la partida { $game }: { $white } juega con blancas, { $black } con negras (juego { variant-name }, { time-control }).
move-made = Movimiento { $ply } ({ colour-name }): { $notation }.
move-passed = Las { colour-name } no tienen ningún movimiento posible y pasan.
next-game-over = Partida terminada: { $result }.
next-to-move = Le toca mover a { $seat } ({ colour-name }).
next-to-move-clock = Le toca mover a { $seat } ({ colour-name }), como muy tarde el { $deadline }.
finished = La partida { $game } ha terminado: { $result }. { $players }
goes-on = La partida { $game } sigue.
both-players = { $white } y { $black }: **{ button-rematch }**, aquí debajo, ofrece otra partida con los colores cambiados.

## Listas

games-none = No tienes ninguna partida en curso. Empieza una con `/punct { punct-challenge } { punct-challenge.opponent }:@alguien`.
games-waiting = { $count ->
    [0] Ninguna de tus partidas te está esperando.
    [one] **{ $count } partida** espera tu movimiento.
    [many] **{ $count } de partidas** esperan tu movimiento.
   *[other] **{ $count } partidas** esperan tu movimiento.
  }
games-line = • { $listing } en <#{ $channel }>
games-recently-finished = Terminadas hace poco:
more-games = …y { $count ->
    [one] { $count } partida más
    [many] { $count } de partidas más
   *[other] { $count } partidas más
  }.
listing = { $game } { $white } contra { $black } — movimiento { $move_number }, { $turn }
listing-finished = { $game } { $white } contra { $black } — { $result } tras { $moves ->
    [one] { $moves } movimiento
   *[other] { $moves } movimientos
  }
listing-clock = { $game } { $white } contra { $black } — movimiento { $move_number }, { $turn }, el tiempo se acaba { $deadline }
listing-your-turn = **te toca**
listing-to-move = le toca a { $seat }
leaderboard-title = Clasificación de PÜNCT (Glicko-2, partidas entre personas)
leaderboard-empty = Nadie ha terminado todavía una partida puntuable. Cuentan las partidas entre dos personas; las que se juegan contra mí, no.
leaderboard-line = { $rank }. { $name } — { $rating } (±{ $spread }), { $games ->
    [one] { $games } partida puntuable
    [many] { $games } de partidas puntuables
   *[other] { $games } partidas puntuables
  }
more-players = …y { $count ->
    [one] { $count } jugador más
    [many] { $count } de jugadores más
   *[other] { $count } jugadores más
  }.
no-moves = Todavía no hay movimientos.
moves-in-record = ({ $count ->
    [one] El primer movimiento está
    [many] Los { $count } primeros movimientos están
   *[other] Los { $count } primeros movimientos están
  } en la notación adjunta.)
position-caption = Partida { $game } tras el movimiento { $ply } de { $last }
game-choice = { $game } — { $white } contra { $black } — { $state }
game-choice-your-turn = te toca
game-choice-move = movimiento { $move_number }

## El archivo de la partida (`.txt`): las etiquetas conservan sus nombres de PGN; estos son sus valores

record-event = PÜNCT en Discord, partida { $number }
record-ongoing = en curso
