# Negativas del servicio de juego: cada una dice qué estaba mal y qué sería correcto.
# Partidas y retos aparecen como «#12», los jugadores como <@id>, las horas como <t:…:R>.

-cmd-challenge-someone = `/punct { punct-challenge } { punct-challenge.opponent }:@alguien`

## Qué fue de un reto (participio)

challenge-status = { $status ->
    [open] abierto
    [accepted] aceptado
    [declined] rechazado
    [cancelled] retirado
   *[expired] caducado
  }

## Un resultado: quién ganó, y cómo

result-won = ganan las { colour-name } { result-how }
result-drawn = tablas { result-how }
result-how = { $reason ->
    [connection] al conectar dos lados opuestos
    [central-majority] con más espacios del hexágono central cuando se puso la última pieza
    [central-tie] con el hexágono central repartido a partes iguales cuando se puso la última pieza
    [last-piece-placed] al ponerse la última pieza sin conexión
    [no-legal-moves] porque ningún jugador podía mover
    [resignation] por abandono
    [timeout] por tiempo
   *[agreement] de mutuo acuerdo
  }

## Negativas

error-game-not-found = No existe la partida { $game }. { -cmd-games } muestra las tuyas con sus números.
error-challenge-not-found = El reto { $challenge } ya no existe. Empieza uno nuevo con { -cmd-challenge-someone }.
error-cannot-challenge-yourself = No puedes retarte a ti mismo. Reta a otro jugador, a cualquiera del canal o a la máquina.
error-challenge-not-for-you = El reto { $challenge } es solo para { $challenged }. Empieza el tuyo con { -cmd-challenge-someone }.
error-own-challenge = El reto { $challenge } es tuyo: espera a que alguien lo acepte, o retíralo con el botón de debajo (**{ button-decline }** en un reto a una persona, **{ button-cancel }** en uno abierto a todos).
error-not-your-challenge = Solo { $challenger } puede retirar el reto { $challenge }. Para jugar, pulsa **{ button-accept }** debajo.
error-open-challenge-cannot-be-declined = El reto { $challenge } está abierto a todos, así que no hay nada que rechazar: déjalo estar, o acéptalo para jugar.
error-challenge-closed = El reto { $challenge } ya fue { challenge-status }. Empieza uno nuevo con { -cmd-challenge-someone }.
error-challenge-expired = El reto { $challenge } caducó { $expired }. Empieza uno nuevo con { -cmd-challenge-someone }.
error-game-over = La partida { $game } ha terminado: { $result }. Pulsa **{ button-rematch }** bajo su último tablero, o empieza una partida nueva con `/punct { punct-challenge }`.
error-not-a-participant = No juegas en la partida { $game }: solo sus jugadores pueden hacer eso. { -cmd-games } muestra las tuyas.
error-not-your-turn = En la partida { $game } no te toca: le toca mover a { $seat }. Te mencionaré cuando sea tu turno.
error-position-changed = La partida { $game } avanzó mientras elegías (viste el movimiento { $expected }, ahora va por el { $actual }), así que tu movimiento no se jugó. Mira el nuevo tablero y vuelve a intentarlo.
error-no-such-pick = Esa elección no es ninguno de tus movimientos permitidos en la partida { $game }. Pulsa Mover bajo el último tablero para empezar de nuevo.
error-concurrent-change = Algo más cambió la partida { $game } en ese mismo momento, así que tu petición no se aplicó. Mira el tablero y vuelve a intentarlo.
error-draw-already-offered = Ya ofreciste tablas en la partida { $game }; tu rival puede aceptarlas o rechazarlas.
error-no-draw-offer = Nadie ha ofrecido tablas en la partida { $game }. Para proponerlas, usa `/punct { punct-draw } { punct-draw.game }:{ $number }`.
error-own-draw-offer = La oferta de tablas en la partida { $game } es tuya: solo tu rival puede aceptarla o rechazarla.
error-takeback-pending = { $seat } ya pidió deshacer un movimiento en la partida { $game }; primero hay que aceptar o rechazar esa petición.
error-no-takeback-request = Nadie ha pedido deshacer un movimiento en la partida { $game }. Para pedirlo, usa `/punct { punct-takeback } { punct-takeback.game }:{ $number }`.
error-own-takeback-request = La petición de deshacer en la partida { $game } es tuya: solo tu rival puede aceptarla o rechazarla.
error-nothing-to-take-back = Aún no has hecho ningún movimiento en la partida { $game }, así que no hay nada que deshacer.
error-no-time-limit = La partida { $game } no tiene límite de tiempo, así que a nadie se le puede acabar el tiempo. En su lugar, puedes ofrecer tablas o abandonar.
error-time-not-up = A tu rival aún le queda tiempo en la partida { $game }: se acaba { $deadline }. Cuando se le acabe, reclama la victoria con `/punct { punct-claim } { punct-claim.game }:{ $number }` (si no lo haces, la victoria se te anota un poco más tarde).
error-claim-on-your-own-turn = En la partida { $game } te toca a ti: tu tiempo se acaba { $deadline }. Juega tu movimiento con `/punct { punct-move } { punct-move.text }:F5>H7-H8-I8 { punct-move.game }:{ $number }`.
error-claim-on-your-own-turn-no-clock = En la partida { $game } te toca a ti. Juega tu movimiento con `/punct { punct-move } { punct-move.text }:F5>H7-H8-I8 { punct-move.game }:{ $number }`.
error-away-day-spent = A { $late } se le ha acabado el tiempo en la partida { $game }, pero en su lugar se ha usado uno de sus días de ausencia (protección al agotar el tiempo): su reloj se ha parado un día, y ahora tiene hasta el { $until }. Si ese tiempo también se acaba, podrás reclamar la victoria entonces.
error-away-days-out-of-range = { $days } no es un número de días de ausencia que pueda fijar: indica de 1 a 366, p. ej. `/punct { punct-away } { punct-away.days }:7`, o el día en que vuelves, p. ej. `/punct { punct-away } { punct-away.until }:2026-12-24`.
error-not-enough-away-days = { $left ->
    [0] No te quedan días de ausencia este año: has usado los { $allowance }. Vuelves a tenerlos el 1 de enero.
   *[other] Has pedido { $asked } días de ausencia, pero este año solo te quedan { $left } de tus { $allowance }{ $replacing ->
        [yes] , contando los días sin usar de tu ausencia actual, que la nueva sustituiría
       *[no] {""}
    }. Pide { $left } o menos, p. ej. `/punct { punct-away } { punct-away.days }:{ $left }`.
  }
error-not-a-date = «{ $text }» no es una fecha que sepa leer. Indica el día en que vuelves como año-mes-día, p. ej. `/punct { punct-away } { punct-away.until }:2026-12-24`.
error-date-not-ahead = { $date } no es posterior a hoy. Indica el día en que vuelves (año-mes-día, en tu zona horaria) o un número de días, p. ej. `/punct { punct-away } { punct-away.days }:7`.
error-away-days-or-date = Indica cuántos días vas a estar fuera (`/punct { punct-away } { punct-away.days }:7`) o el día en que vuelves (`/punct { punct-away } { punct-away.until }:2026-12-24`), no ambas cosas.
error-not-away = No estás ausente, así que no hay nada que terminar. `/punct { punct-away } { punct-away.days }:7` detiene tus relojes durante una semana.
error-unknown-time-zone = «{ $text }» no es una zona horaria que conozca. Usa un nombre como Europe/Madrid o America/Mexico_City (las sugerencias los muestran mientras escribes), o UTC.
error-not-quiet-hours = «{ $text }» no son unas horas de silencio que yo sepa leer. Indica la hora en que empiezan y la hora en que terminan, p. ej. `/punct { punct-settings } { punct-settings.quiet }:22-7` (de 22:00 a 07:00) o `23:30-06:45`; `off` para ninguna.
error-rematch-before-end = La partida { $game } aún se está jugando: la revancha puede empezar cuando termine.
error-rematch-open = La revancha de la partida { $game } ya está abierta: reto { $challenge }, de { $challenger } a { $challenged }, que caduca { $expires }. Respóndelo con los botones de debajo (**{ button-accept }** para jugar, **{ button-decline }** para rechazarlo o retirarlo); cuando tenga respuesta o haya caducado, **{ button-rematch }** podrá pedirla otra vez.
error-ply-out-of-range = La partida { $game } lleva { $last ->
    [one] { $last } movimiento
   *[other] { $last } movimientos
  }, así que no hay posición tras el movimiento { $ply }. Elige de 0 a { $last }.
error-corrupt-game = La partida { $game } no se puede cargar: sus movimientos guardados no se pueden reproducir. Se ha avisado al responsable del bot; no se ha cambiado nada.
error-store = Algo falló en la base de datos de partidas, y no se ha cambiado nada. Vuelve a intentarlo en un momento.

## Botones que se nombran en las frases

button-accept = Aceptar
button-decline = Rechazar
button-cancel = Cancelar
button-rematch = Revancha
