# Lo que lee quien administra el bot cuando no puede arrancar (idioma de LC_ALL /
# LC_MESSAGES / LANG). Los nombres de ajustes, rutas y valores se quedan como están.

setup-where-tokens =
    De dónde sale el token:
      1. Abre https://discord.com/developers/applications y elige tu aplicación
         (o haz clic en "New Application" y ponle un nombre).
      2. Ve a "Bot" en el menú de la izquierda y haz clic en "Reset Token".
      3. Copia el token que Discord muestra una sola vez y pégalo después de { $token_var }=.
    Una vez conectado, el bot anota en su registro el enlace que lo invita a un
    servidor con los permisos que necesita ({ $permissions }: View Channels, Send Messages,
    Send Messages in Threads, Embed Links, Attach Files, Read Message History).
setup-optional = { $started ->
    [cargo] Ajustes opcionales (mira .env.example; `cp .env.example .env` lo copia como punto de partida):
   *[binary] Ajustes opcionales, en el mismo archivo o en el entorno:
  }
setup-optional-database = dónde se guardan las partidas
setup-optional-guild = registrar los comandos en un servidor al instante
setup-optional-away-days = días de ausencia que cada jugador puede usar al año
setup-optional-backup-dir = una carpeta donde el bot en marcha guarda copias de seguridad de la base de datos
setup-optional-backup-every = cada cuánto hace una (24h, 90m, 1d12h; al menos 10m)
setup-optional-backup-keep = cuántas conserva, las más recientes
setup-optional-log = cuánto registra el bot
setup-without-discord = Para jugar sin Discord: { $command }
setup-help-about = punct-bot: PÜNCT en Discord. Lee sus ajustes del entorno y de un archivo { $env_file } en el directorio desde el que se inicia o en uno superior.
setup-help-settings = Ajustes:
setup-help-token = el token del bot (obligatorio; sin él, el bot dice dónde conseguirlo)
setup-help-tools = Herramientas (también con el bot en marcha)
setup-help-backup = copia la base de datos del bot ({ $database_var }) en ARCHIVO mientras el bot funciona, y comprueba la copia
setup-help-check = dice si ARCHIVO es una base de datos de punct sana, y de qué versión
setup-help-backup-file = dónde escribir la copia (se sustituye si existe)
setup-help-check-file = el archivo de base de datos que comprobar
setup-tool-needs-file = { $program } { $tool } necesita un solo ARCHIVO, p. ej. { $program } { $tool } punct-backup.sqlite3
setup-bad-argument = { $program } no admite argumentos salvo --help, --version, `backup ARCHIVO` y `check ARCHIVO`: lee sus ajustes del entorno y de { $env_file }. «{ $argument }» no es uno de ellos.
setup-invite-logged = invita al bot a un servidor con este enlace
setup-in-environment = en el entorno
setup-in-file = en { $path }
setup-empty-token = { $token_var } está definido pero vacío { $origin }.
setup-placeholder-token = { $token_var } { $origin } todavía tiene el valor de ejemplo «{ $placeholder }».
setup-malformed-token = { $token_var } { $origin } contiene espacios o comillas; pega el token solo, sin nada alrededor.
setup-bad-away-days = { $away_var } { $origin } debe ser un número de días de 0 a 366 (p. ej. 30), no «{ $value }».
setup-bad-backup-every = { $every_var } { $origin } debe ser un tiempo de al menos 10 minutos con su unidad, como 24h, 90m o 1d12h, no «{ $value }».
setup-bad-backup-keep = { $keep_var } { $origin } debe ser cuántas copias conservar, de 1 a 1000 (p. ej. 7), no «{ $value }».
setup-backup-without-dir = Se piden copias de seguridad { $origin } (cada cuánto o cuántas), pero { $dir_var } no dice dónde: ponle una carpeta, p. ej. { $dir_var }=backups, o quita los otros ajustes de copias.
setup-bad-guild =
    { $guild_var } { $origin } debe ser el ID de un servidor (un número como 123456789012345678), no «{ $value }».
    Activa el modo desarrollador en Discord (Ajustes → Avanzado), haz clic derecho en tu servidor y elige "Copiar ID del servidor"; o borra el ajuste para registrar los comandos de forma global.
setup-line-shown = empieza por «{ $text }»
setup-line-hidden = su texto no se muestra, porque podría ser un token
setup-bad-line =
    No se puede leer la línea { $line } de { $path } ({ $shown }).
    { $problem }
    Cada línea debe tener la forma NOMBRE=valor (las líneas que empiezan por # son comentarios), por ejemplo:
setup-unreadable-file =
    No se pudo leer el archivo de ajustes { $path }: { $detail }.
    Debe ser un archivo de texto (UTF-8) que el bot pueda leer; o bórralo y define las variables en el entorno.
setup-fix-environment = Está definido en el entorno con el que se arrancó el bot, que tiene prioridad sobre { $env_file }: ponle ahí el valor del token, o quítalo (`unset { $token_var }`) para usar { $env_file }.
setup-fix-file = Cambia esa línea en { $path } y pon el token tal cual después del = (sin comillas, sin espacios):
setup-missing-in-file = punct-bot necesita un token de bot de Discord, y { $token_var } no está definido: no está ni en el entorno ni en { $path }.
setup-add-line = Añade esta línea a { $path }, o define { $token_var } en el entorno:
setup-missing-nowhere = punct-bot necesita un token de bot de Discord, y { $token_var } no está definido: no está en el entorno, y no hay ningún archivo { $env_file } en { $dir } ni por encima.
setup-here-repository = en { $dir }, el directorio desde el que se arrancó el bot (junto a Cargo.toml)
setup-here = en { $dir }, el directorio desde el que se arrancó el bot
setup-put-line = Pon esta línea en un archivo llamado { $env_file } { $here }, o define { $token_var } en el entorno:
setup-not-an-assignment = Debe empezar por un nombre y =, como { $token_var }= (sin espacios en el nombre, sin dos puntos).
setup-bad-value = No se pudo leer el valor tras el =: un valor con espacios, # o comillas necesita comillas dobles alrededor. Un token no tiene nada de eso: pégalo solo después de { $token_var }=.
setup-unclosed-quote = Una comilla abierta en esa línea nunca se cierra, así que el resto del archivo es un único valor sin terminar.
setup-refused-in-file = .env ({ $path })
setup-refused-in-environment = el entorno con el que se arranca el bot (tiene prioridad sobre .env)
setup-token-refused =
    Discord ha rechazado el token: restablécelo en el portal de desarrolladores y actualiza { $token_var } en { $place }.
    Debe ser el token de la página "Bot" (no el ID de la aplicación ni el secreto del cliente), y cambia cada vez que lo restableces.
setup-database-unopenable =
    No se pudo abrir la base de datos de partidas: { $detail }.
    Revisa { $database_var } en .env (por defecto { $default }): el bot tiene que poder leer y escribir ese archivo y su directorio. Nunca borra ni vuelve a crear una base de datos; una base creada por un punct-bot más nuevo necesita esa versión más nueva.
setup-backup-written = Copia de { $source } en { $file }: comprobada, versión de esquema { $version }, { $games ->
        [one] una partida
       *[other] { $games } partidas
    }.
setup-backup-no-database = No hay ninguna base de datos en { $source } que copiar. { $database_var } (en el entorno o en .env, por defecto { $default }) debe indicar el archivo que usa el bot; ejecuta esto desde la carpeta desde la que se inicia el bot.
setup-backup-failed =
    No se pudo copiar { $source } en { $file }: { $detail }.
    No se ha escrito nada allí. Comprueba que la carpeta existe y tiene espacio, y que { $database_var } indica la base de datos del bot.
setup-check-sound = { $file } es una base de datos de punct sana: versión de esquema { $version } (la de este punct-bot es { $current }), { $games ->
        [one] una partida
       *[other] { $games } partidas
    }.
setup-check-unsound = { $file } no es una base de datos de punct sana: { $detail }.
setup-discord-stopped =
    El bot se ha detenido: { $detail }.
    Revisa la conexión de red y vuelve a arrancarlo; las partidas se conservan en la base de datos.
setup-discord-unreachable = No se puede contactar con Discord ({ $detail }); nuevo intento en { $seconds } s (Ctrl-C detiene el bot).
setup-runtime-unavailable = No se pudo iniciar el entorno de ejecución asíncrono: { $detail }
