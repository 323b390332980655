# Las respuestas del bot en Discord. Los jugadores aparecen como <@id>, los canales como
# <#id>, las horas como <t:…:R> (Discord los muestra como nombres y «dentro de 2 días»).
# Los comandos pasan por commands.ftl ({ punct-board }): cada cual lee los nombres que ve.

-cmd-games = `/punct { punct-games }`

## Palabras sueltas

colour-name = { $colour ->
    [white] Blancas
   *[black] Negras
  }
computer-seat = la máquina ({ level-name })
level-name = { $level ->
    [easy] fácil
    [hard] difícil
    [expert] experta
   *[medium] media
  }
variant-title = { $variant ->
    [basic] básico
   *[standard] estándar
  }
time-control = { $days ->
    [none] sin límite de tiempo
    [one] 1 día por movimiento
    [bank3] banco: 3 días, +1 día por movimiento
    [bank7] banco: 7 días, +1 día por movimiento
    [bank10] banco: 10 días, +36 h por movimiento
   *[other] { $days } días por movimiento
  }

## Qué partida

no-game-here = No tienes ninguna partida en curso en este canal. Empieza una con `/punct { punct-challenge } { punct-challenge.opponent }:@alguien` (elige al bot como rival para jugar contra la máquina), o indica una partida: `/punct { punct-board } { punct-board.game }:3`.
no-game-to-show = No hay ninguna partida en curso en este canal. Indica una, p. ej. `/punct { punct-board } { punct-board.game }:3`; { -cmd-games } muestra las tuyas.
no-finished-game-here = Todavía no ha terminado ninguna partida en este canal, así que no hay nada que analizar. Indica una, p. ej. `/punct { punct-review } { punct-review.game }:3`; { -cmd-games } muestra tus partidas recientes.
which-game = Tienes { $count } partidas aquí: { $list }. Indica cuál con la opción de partida, p. ej. `/punct { $command ->
    [move] { punct-move } { punct-move.text }:F5>H7-H8-I8
    [resign] { punct-resign }
    [claim] { punct-claim }
    [analyse] { punct-analyse }
    [plan] { punct-plan }
   *[board] { punct-board }
  } { punct-board.game }:{ $example }`.
which-game-item = { $game } ({ $white } contra { $black })
not-a-game-number = «{ $text }» no es un número de partida. Usa el número que muestra { -cmd-games }, p. ej. `{ punct-board.game }:3`.

## A quién retar, y dónde

challenge-days-or-clock = Elige días por movimiento (`{ punct-challenge.days }`) o un banco de tiempo (`{ punct-challenge.clock }`), no ambos: p. ej. `/punct { punct-challenge } { punct-challenge.clock }:banco: 10 días, +36 h por movimiento` da 10 días a cada jugador, y cada movimiento suma 36 horas.

cannot-challenge-bot = Los bots no saben jugar a PÜNCT, salvo yo: rétame (elige mi nombre como rival) para jugar contra la máquina.
challenge-people-in-a-server = Reta a la gente en un canal del servidor que puedan ver, o en un mensaje directo, individual o grupal, con ellos una vez que me hayas añadido a tus propias aplicaciones (mi perfil → **Añadir aplicación**): nadie más ve esta conversación. Aquí puedes jugar contra mí: `/punct { punct-challenge }` con mi nombre como rival, o lee `/punct { punct-help }`.
cannot-challenge-yourself = No puedes retarte a ti mismo. Elige a otra persona, p. ej. `/punct { punct-challenge } { punct-challenge.opponent }:@amigo`, deja `{ punct-challenge.opponent }` vacío para que cualquiera de aquí pueda aceptar, o elígeme para jugar contra la máquina.
not-a-member = <@{ $user }> no es miembro de este servidor, así que nunca podría ver ni aceptar tu reto. Reta a alguien que esté aquí, p. ej. `/punct { punct-challenge } { punct-challenge.opponent }:@amigo`.
cannot-see-channel = <@{ $user }> no puede ver este canal, así que nunca podría aceptar tu reto. Rétale en un canal que veáis los dos, o pide a un moderador que le dé acceso.
play-in-the-games-channel = La partida { $game } se juega en <#{ $channel }>: haz allí tus movimientos y ofertas, donde tu rival los ve.
play-in-the-games-channel-board = La partida { $game } se juega en <#{ $channel }>: haz allí tus movimientos y ofertas, donde tu rival los ve. Su último tablero: { $link }
not-your-game-to-show = La partida { $game } se juega en otro servidor: desde aquí solo pueden verla sus dos jugadores. { -cmd-games } muestra las tuyas.

## Un tablero

board-status-over = La partida { $game } ha terminado: { $result }.
board-status = Partida { $game }: le toca mover a { $seat } ({ colour-name }).
board-status-clock = Partida { $game }: le toca mover a { $seat } ({ colour-name }), como muy tarde el { $deadline }.
game-title = Partida { $game } — { $white } (Blancas) contra { $black } (Negras)
game-footer = Juego { variant-title } · { time-control } · tras el movimiento { $ply }

## Cuando algo falló, o contó aunque la respuesta se perdiera

internal-failure = Lo siento, algo falló por mi parte y no pude terminarlo. Tus partidas están a salvo: no se ha perdido nada. Vuelve a intentarlo en un momento.
-board-follows = No he podido mostrar el tablero aquí ahora mismo; llegará al canal de la partida en unos minutos
done-moved = Tu movimiento en la partida { $game } se ha jugado. { -board-follows }, y allí se mencionará a tu rival.
done-ended = La partida { $game } ha terminado y su resultado está anotado. { -board-follows }.
done-took-back = Se ha deshecho el movimiento en la partida { $game }. { -board-follows }.
done-started = La partida { $game } ha empezado. { -board-follows }.
done-offered-draw = Tu oferta de tablas en la partida { $game } sigue en pie, pero no he podido publicarla ahora mismo. Tu rival aún puede aceptarla con `/punct { punct-draw }`.
done-asked-takeback = Tu petición de deshacer en la partida { $game } está anotada, pero no he podido mostrársela a tu rival ahora mismo. Caduca con el siguiente movimiento; después puedes volver a pedirlo.
done-answered-challenge = Tu respuesta al reto { $challenge } está anotada; no he podido actualizar su mensaje ahora mismo.
done-answered-offer = Tu respuesta en la partida { $game } está anotada; no he podido actualizar el mensaje de la oferta ahora mismo.
done-challenged-withdrawn = No he podido publicar tu reto { $challenge } ahora mismo, así que lo he retirado. Vuelve a intentarlo en un momento.
done-challenged-standing = Tu reto { $challenge } está anotado, pero no he podido publicarlo ahora mismo; caduca si nadie responde.
done-league = Hecho en la liga { $league }, pero no he podido mostrar la respuesta aquí ahora mismo.

## Opciones que el bot no pudo leer

bad-argument = No he podido leer «{ $input }» para /{ $command }.
bad-argument-example = No he podido leer «{ $input }» para /{ $command }. Por ejemplo: `{ $example }`
stale-button = Este botón es de una versión anterior del bot y ya no funciona. Usa { -cmd-games } para encontrar tus partidas, o `/punct { punct-help }`.
command-example = { $command ->
    [challenge] /punct { punct-challenge } { punct-challenge.opponent }:@Alice { punct-challenge.days }:3
    [move] /punct { punct-move } { punct-move.text }:F5>H7-H8-I8
    [board] /punct { punct-board } { punct-board.game }:12
   *[history] /punct { punct-history } { punct-history.game }:12 { punct-history.move }:10
  }

## El reloj de una partida, bajo la imagen

board-clock-turn = { $seat } tiene hasta el { $deadline } ({ $relative }).
board-clock-bank = Banco de { $seat }: { $left }.
board-away = { $seat } está ausente hasta el { $until }: su reloj está parado.
duration = { $days ->
    [0] { $hours ->
        [one] 1 hora
       *[other] { $hours } horas
      }
   *[other] { $days ->
        [one] 1 día
       *[other] { $days } días
      }{ $hours ->
        [0] {""}
        [one] , 1 hora
       *[other] , { $hours } horas
      }
  }

## /punct away y /punct back

away-set = Tus relojes están parados hasta el { $until }: { $games ->
    [0] ahora no te espera ninguna partida; si alguna pasa a esperar tu movimiento entretanto, esperará hasta entonces.
    [one] 1 partida que espera tu movimiento esperará hasta entonces, igual que cualquiera en la que te toque mover entretanto.
   *[other] { $games } partidas que esperan tu movimiento esperarán hasta entonces, igual que cualquiera en la que te toque mover entretanto.
  } Tus rivales pueden seguir moviendo. { away-days-left } Para terminar tu ausencia antes, usa `/punct { punct-back }`.
away-days-left = Días de ausencia que te quedan este año: { $left } de { $allowance }.
away-back = ¡Hola de nuevo! { $games ->
    [0] Ninguno de tus relojes estaba parado.
    [one] El reloj de 1 partida vuelve a correr.
   *[other] Los relojes de { $games } partidas vuelven a correr.
  }{ $returned ->
    [0] {""}
    [one] {" "}Recuperas 1 día de ausencia no usado.
   *[other] {" "}Recuperas { $returned } días de ausencia no usados.
  } { away-days-left }
away-status-away = Estás ausente hasta el { $until }; tus relojes están parados. { away-days-left } Para terminar tu ausencia antes, usa `/punct { punct-back }`.
away-status-here = No estás ausente. { away-days-left } `/punct { punct-away } { punct-away.days }:7` detiene tus relojes durante una semana.

## Avisos de turno por mensaje directo

turn-notice = Te toca mover en la partida { $game } contra { $opponent } (movimiento { $move_number }){ $deadline ->
    [none] {""}
   *[other] , tu tiempo se acaba { $deadline }
  }: { $link }
turn-notice-opponent-unknown = tu rival
digest-title = { $count ->
    [one] **1 partida espera tu movimiento:**
   *[other] **{ $count } partidas esperan tu movimiento:**
  }
digest-line = • Partida { $game } contra { $opponent }{ $deadline ->
    [none] {""}
   *[other] , el tiempo se acaba { $deadline }
  }: { $link }
dms-closed = No he podido enviarte un mensaje directo: tienes cerrados para mí los mensajes directos, así que he desactivado tus avisos de turno. Para volver a recibirlos, permite los mensajes directos de miembros de un servidor que compartamos (menú del servidor → Ajustes de privacidad) y luego usa `/punct { punct-settings } { punct-settings.notify }:`.
quiet-none = ninguna

## /punct settings

settings-shown = **Tus ajustes** (te siguen a cada servidor y mensaje directo):
    • Vista previa de los movimientos escritos: **{ $preview ->
        [on] activada**: un movimiento que escribes con `/punct { punct-move }` se muestra primero, con botones para jugarlo o cancelarlo.
       *[off] desactivada**: un movimiento que escribes con `/punct { punct-move }` se juega al instante.
    }
    Cámbialo con `/punct { punct-settings } { punct-settings.preview }:`. Omite el movimiento en `/punct { punct-move }`, o pulsa **{ picker-button-move }** bajo un tablero, para elegir un movimiento en el tablero.
    • Zona horaria: **{ $zone }** (`/punct { punct-settings } { punct-settings.timezone }:`): según ella se cuentan los días de `/punct { punct-away } { punct-away.until }:` y el año natural de los días de ausencia.
    • Protección al agotar el tiempo: **{ $protection ->
        [on] activada**: si se te acaba el tiempo para un movimiento y te quedan días de ausencia, se gasta uno en vez de perder la partida.
       *[off] desactivada**: si se te acaba el tiempo para un movimiento, tu rival puede reclamar la victoria.
    } Cámbiala con `/punct { punct-settings } { punct-settings.protection }:`.
    • Avisos de turno por mensaje directo: **{ $notify ->
        [turn] cada turno**: un mensaje directo cuando una partida espera tu movimiento, unos minutos después.
        [digest] resumen diario** a las { $digest_hour }:00 en tu zona horaria, con las partidas que esperan tu movimiento (ninguno los días sin nada que hacer).
       *[off] desactivados**.
    } Cámbialos con `/punct { punct-settings } { punct-settings.notify }:`. Horas de silencio: **{ $quiet }** (`/punct { punct-settings } { punct-settings.quiet }:22-7`): sin mensajes directos durante ellas; lo pendiente espera.
    • Ausente: { $until ->
        [none] no. { away-days-left }
       *[other] hasta el { $until }. { away-days-left }
    } `/punct { punct-away }` y `/punct { punct-back }` lo cambian.
settings-changed = Guardado.
