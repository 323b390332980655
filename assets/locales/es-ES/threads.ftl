# Un hilo por partida (/punct server-settings threads:), en un servidor que lo
# pida: cada partida entre personas se juega en un hilo público creado a
# partir de su reto.

## El hilo

# El nombre del hilo (Discord lo corta a los 100 caracteres): el número de la
# partida y los nombres de sus jugadores, primero el de Blancas.
thread-name = PÜNCT #{ $game } · { $white } – { $black }
# El mensaje del reto, una vez que la partida ha pasado a su hilo: la única
# línea que conserva el canal cuando empieza una partida.
challenge-accepted-in-thread = { $user } ha aceptado el reto: la partida { $game } se juega en su propio hilo, { $thread }.
# La única línea que recibe el canal cuando termina la partida; el hilo se
# archiva entonces (un movimiento o un mensaje en él lo vuelve a abrir).
lobby-game-over = La partida { $game } ({ $white } – { $black }) ha terminado: { $result }. Todos los movimientos están en su hilo: { $thread }

## Cuando el bot no puede crear hilos aquí

# Los nombres de los permisos que usa el propio Discord, tal como los muestran
# sus ajustes del servidor en este idioma.
permission-create-public-threads = Crear hilos públicos
permission-send-messages-in-threads = Enviar mensajes en hilos
# Se le dice en privado a quien reta, después de publicar el reto.
threads-missing-permission = En este servidor cada partida se juega en su propio hilo, pero no puedo crear hilos en este canal, así que esta partida se jugará aquí. Alguien que gestione el servidor puede darme { $permissions } en este canal.

## /punct server-settings

server-settings-shown = **Los ajustes de este servidor** (los cambian los miembros con el permiso «Gestionar servidor»):
    • Un hilo por partida: **{ $threads ->
        [on] activado**: cada partida entre personas se juega en su propio hilo público, creado a partir de su reto; este canal conserva una línea cuando empieza una partida y recibe otra cuando termina.
       *[off] desactivado**: las partidas se juegan en el canal donde se lanzó el reto.
    } Cámbialo con `/punct { punct-server-settings } { punct-server-settings.threads }:`. Las partidas ya en curso se quedan donde están.
server-settings-league-role = • Quién puede crear ligas: { $role ->
        [none] los miembros con el permiso «Gestionar servidor».
       *[other] los miembros con el permiso «Gestionar servidor» y los que tienen el rol { $role }.
    } Cámbialo con `/punct { punct-server-settings } { punct-server-settings.league-role }:`; `{ punct-server-settings.clear-league-role }:True` lo deja de nuevo solo en manos de «Gestionar servidor».
server-settings-changed = Guardado.
server-settings-manage-only = Solo los miembros con el permiso **Gestionar servidor** pueden cambiar los ajustes de este servidor. Sin opciones, `/punct { punct-server-settings }` se los muestra a cualquiera.
server-settings-in-dm = Los ajustes del servidor solo existen dentro de un servidor: usa `/punct { punct-server-settings }` en uno de sus canales.
