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
   *[medium] media
  }
variant-title = { $variant ->
    [basic] básico
   *[standard] estándar
  }
time-control = { $days ->
    [none] sin límite de tiempo
    [one] 1 día por movimiento
   *[other] { $days } días por movimiento
  }

## Qué partida

no-game-here = No tienes ninguna partida en curso en este canal. Empieza una con `/punct { punct-challenge } { punct-challenge.opponent }:@alguien` (elige al bot como rival para jugar contra la máquina), o indica una partida: `/punct { punct-board } { punct-board.game }:3`.
no-game-to-show = No hay ninguna partida en curso en este canal. Indica una, p. ej. `/punct { punct-board } { punct-board.game }:3`; { -cmd-games } muestra las tuyas.
which-game = Tienes { $count } partidas aquí: { $list }. Indica cuál con la opción de partida, p. ej. `/punct { $command ->
    [move] { punct-move } { punct-move.text }:F5>H7-H8-I8
    [resign] { punct-resign }
    [claim] { punct-claim }
   *[board] { punct-board }
  } { punct-board.game }:{ $example }`.
which-game-item = { $game } ({ $white } contra { $black })
not-a-game-number = «{ $text }» no es un número de partida. Usa el número que muestra { -cmd-games }, p. ej. `{ punct-board.game }:3`.

## A quién retar, y dónde

cannot-challenge-bot = Los bots no saben jugar a PÜNCT, salvo yo: rétame (elige mi nombre como rival) para jugar contra la máquina.
challenge-people-in-a-server = Reta a la gente en un canal del servidor que puedan ver: nadie más ve esta conversación. Aquí puedes jugar contra mí: `/punct { punct-challenge }` con mi nombre como rival, o lee `/punct { punct-help }`.
cannot-challenge-yourself = No puedes retarte a ti mismo. Elige a otra persona, p. ej. `/punct { punct-challenge } { punct-challenge.opponent }:@amigo`, deja `{ punct-challenge.opponent }` vacío para que cualquiera de aquí pueda aceptar, o elígeme para jugar contra la máquina.
not-a-member = <@{ $user }> no es miembro de este servidor, así que nunca podría ver ni aceptar tu reto. Reta a alguien que esté aquí, p. ej. `/punct { punct-challenge } { punct-challenge.opponent }:@amigo`.
cannot-see-channel = <@{ $user }> no puede ver este canal, así que nunca podría aceptar tu reto. Rétale en un canal que veáis los dos, o pide a un moderador que le dé acceso.
play-in-the-games-channel = La partida { $game } se juega en <#{ $channel }>: haz allí tus movimientos y ofertas, donde tu rival los ve.
play-in-the-games-channel-board = La partida { $game } se juega en <#{ $channel }>: haz allí tus movimientos y ofertas, donde tu rival los ve. Su último tablero: { $link }
not-your-game-to-show = La partida { $game } se juega en otro servidor: desde aquí solo pueden verla sus dos jugadores. { -cmd-games } muestra las tuyas.

## Un tablero

board-status-over = La partida { $game } ha terminado: { $result }.
board-status = Partida { $game }: le toca mover a { $seat } ({ colour-name }).
board-status-clock = Partida { $game }: le toca mover a { $seat } ({ colour-name }), el tiempo se acaba { $deadline }.
game-title = Partida { $game } — { $white } (Blancas) contra { $black } (Negras)
game-footer = Juego { variant-title } · { time-control } · tras el movimiento { $ply }
