# Planificar (messages/plans.rs): el tablero de análisis privado de un
# jugador (/punct analyse, el botón Analizar bajo un tablero) y su plan de
# movimientos condicionales (/punct plan, «Guardar como plan»). Solo ese
# jugador ve todo esto. La notación de los movimientos (F5>H7-H8-I8) es la
# misma en todos los idiomas.

## El tablero de análisis

button-analyse = Analizar
analysis-title = Tablero de análisis de la partida { $game } (solo lo ves tú)
analysis-start = La posición de la partida tras el movimiento { $ply }. Juega aquí movimientos de ambos bandos: nada de lo que hagas en este tablero cambia la partida.
analysis-start-empty = La posición inicial de la partida. Juega aquí movimientos de ambos bandos: nada de lo que hagas en este tablero cambia la partida.
analysis-tried = Probado desde la posición de la partida tras el movimiento { $from }: { $moves }.
analysis-in-game = De vuelta en el movimiento { $ply } de la propia partida (la partida va por el movimiento { $last }).
analysis-to-move = En este tablero mueven las { colour-name }.
analysis-board-over = En este tablero la partida ha terminado: { $result }.
analysis-no-engine = Sin máquina en este tablero mientras se juega la partida: juego limpio para los dos.
analysis-engine-offered = La partida ha terminado, así que aquí la máquina puede ayudar: **{ analysis-button-engine }**.
analysis-plan-hint = ¿Esperas a { $opponent }? Juega el movimiento que esperas de su parte y tu respuesta, y luego **{ analysis-button-save }**: si llega ese movimiento, tu respuesta se jugará al instante.
analysis-plan-ready = **{ analysis-button-save }** guarda esta línea: si { $opponent } juega { $move }, tu respuesta { $reply } se juega al instante.
analysis-stale = Esta copia de tu tablero de análisis estaba desactualizada, así que no se ha cambiado nada. Aquí tienes el tablero tal como está.
analysis-closed = Tablero de análisis cerrado. La partida no ha cambiado.
analysis-choose-piece = **¿Qué pieza?** Elige una pieza de las { colour-name } (por el espacio de su PÜNCT) o una nueva de la reserva, o escribe un movimiento con `/punct { punct-analyse } { punct-analyse.move }:`.
analysis-the-piece-at = la pieza en { $cell }, { $kind_name }
analysis-tried-move = Probado en el tablero: { $move }.

analysis-button-back = ◀ Atrás
analysis-button-forward = Adelante ▶
analysis-button-reset = Reiniciar
analysis-button-save = Guardar como plan
analysis-button-engine = Máquina
analysis-button-close = Cerrar
analysis-button-try = Probar este movimiento
analysis-button-try-engine = Probar { $move }

analysis-caption = Análisis, no la partida: mueven las { colour-name }
analysis-caption-over = Análisis, no la partida
analysis-alt = Tablero de análisis de la partida { $game }, no la partida en sí.

## La máquina, cuando la partida ha terminado

analysis-engine = **Máquina:** { $best } para las { colour-name }. { $standing }.
analysis-engine-none = **Máquina:** aquí no hay ningún movimiento que hacer. { $standing }.
analysis-standing = { $standing ->
    [won] las { $who } han ganado
    [lost] las { $who } han perdido
    [about-to-connect] las { $who } pueden conectar con el próximo movimiento
    [threatened] las { $other } amenazan con conectar en el próximo movimiento
    [better] las { $who } van mejor
    [worse] las { $who } van peor
   *[even] la posición está igualada
  }

## El plan

plan-title = Tu plan para la partida { $game } (solo lo ves tú)
plan-none = No tienes ningún plan para la partida { $game }. Para hacer uno: `/punct { punct-analyse }`, juega el movimiento que esperas de { $opponent } y tu respuesta, y luego **{ analysis-button-save }**.
plan-line = Si { $opponent } juega **{ $move }**, respondes **{ $reply }**
plan-line-then = luego, si **{ $move }**, **{ $reply }**
plan-rules = Cuando { $opponent } hace un movimiento que una línea espera, tu respuesta se juega al instante, aunque no estés. Un movimiento que ninguna línea espera borra el plan (se te avisa), igual que deshacer un movimiento y el final de la partida. { $opponent } nunca lo ve.
plan-delete-placeholder = Borrar una línea
plan-delete-option = Línea { $number }: { $moves }
plan-button-delete-all = Borrar todo el plan
plan-button-analyse = { button-analyse }
plan-deleted = Línea borrada.
plan-deleted-all = Plan borrado: no se jugará nada por ti en la partida { $game }.
plan-saved = Guardado en tu plan para la partida { $game }: si { $opponent } juega { $move }, respondes { $reply }{ $more ->
    [0] .
   *[other] , y { $more } { $more ->
        [one] movimiento
       *[other] movimientos
    } más después.
  }
plan-saved-replaced = { $count ->
    [one] Sustituye a una línea que respondía de otra forma o llegaba menos lejos.
   *[other] Sustituye a { $count } líneas que respondían de otra forma o llegaban menos lejos.
  }
plan-saved-known = Esta línea ya estaba en tu plan para la partida { $game }: no ha cambiado nada.
plan-see = `/punct { punct-plan }` muestra tu plan y borra líneas.

## Jugado desde un plan, y un plan borrado

move-made-planned = Movimiento { $ply } ({ colour-name }): { $notation }, jugado al instante desde un plan hecho de antemano.
plan-note-unexpected = Tu plan para la partida { $game } se ha borrado: { $opponent } jugó { $move }, que ninguna de sus líneas esperaba. Te toca mover.
plan-note-illegal = Tu plan para la partida { $game } se ha borrado: su respuesta { $move } ya no estaba permitida, así que no se jugó. Te toca mover.

## Rechazos

error-engine-during-game = No hay máquina en el tablero de análisis de la partida { $game } mientras se juega: sería aconsejar a un bando. Cuando termine la partida, tendrás **{ analysis-button-engine }**.
error-no-plan-here = La partida { $game } no admite planes: un plan responde a los movimientos de una persona en una partida que aún se está jugando.
error-plan-on-your-turn = Te toca mover en la partida { $game }: haz tu movimiento (`/punct { punct-move }`). Un plan responde al movimiento de tu rival mientras esperas.
error-plan-not-from-here = Este tablero de análisis no sigue desde la partida { $game } tal como está (la partida avanzó, o el tablero retrocedió a antes de su posición). Pulsa **{ analysis-button-reset }** y luego juega el movimiento de tu rival y tu respuesta.
error-plan-too-short = Un plan necesita el movimiento que esperas de tu rival y tu respuesta, a partir de la posición de la partida { $game }: juega ambos en el tablero y luego **{ analysis-button-save }**.
error-plan-too-large = Un plan admite como máximo { $lines } líneas de { $moves } movimientos cada una (partida { $game }): borra una línea con `/punct { punct-plan }` o guarda una más corta.
error-no-such-plan-line = Esa línea ya no está en tu plan para la partida { $game } (se jugó entera o se borró): `/punct { punct-plan }` lo muestra tal como está.
