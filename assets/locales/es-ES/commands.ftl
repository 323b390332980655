# Español. Glosario del reglamento (para quien siga traduciendo):
#   PÜNCT (el punto principal de una pieza) · pieza (piece) · punto (dot)
#   tablero (board) · espacio (cell) · hexágono central (central hexagon)
#   juego de piezas, reserva (reserve) · añadir / poner una pieza (place) · mover (move)
#   movimiento, jugada (a move) · turno (a turn) · saltar (jump) · puente (bridge) · nivel (level)
#   Blancas / Negras (White / Black) · juego básico (basic game) · juego estándar (standard game)
#   empate, tablas (draw) · adversario, rival (opponent) · partida (a game)
# Tratamiento: «tú», como el reglamento.
# Nombres de comandos: minúsculas, sin espacios, 32 caracteres como máximo; descripciones 100.

punct = punct
    .description = PÜNCT, el juego de conexión de Kris Burm: reta a alguien y juega aquí a lo largo de varios días.

punct-challenge = retar
    .description = Reta a alguien, o a cualquiera de aquí, a jugar a PÜNCT (elígeme para jugar contra la máquina).
    .opponent = rival
    .opponent-description = Contra quién juegas (vacío: cualquiera de aquí puede aceptar); elígeme para jugar contra la máquina
    .variant = variante
    .variant-description = juego estándar (por defecto) o juego básico
    .variant-choice-0 = juego estándar
    .variant-choice-1 = juego básico
    .days = días
    .days-description = Tiempo para cada movimiento (por defecto 3 días)
    .days-choice-0 = 1 día
    .days-choice-1 = 3 días
    .days-choice-2 = 7 días
    .days-choice-3 = 14 días
    .days-choice-4 = sin límite
    .clock = reloj
    .clock-description = Un banco de tiempo en vez de días por movimiento: cada movimiento suma tiempo, sin pasar del banco
    .clock-choice-0 = banco: 3 días, +1 día por movimiento
    .clock-choice-1 = banco: 7 días, +1 día por movimiento
    .clock-choice-2 = banco: 10 días, +36 h por movimiento
    .color = color
    .color-description = Tu color (por defecto: al azar)
    .color-choice-0 = al azar
    .color-choice-1 = Blancas
    .color-choice-2 = Negras
    .level = nivel
    .level-description = La fuerza de la máquina, cuando juegas contra mí (por defecto media)
    .level-choice-0 = fácil
    .level-choice-1 = media
    .level-choice-2 = difícil
    .level-choice-3 = experta

punct-move = mover
    .description = Haz tu movimiento, p. ej. F5>H7-H8-I8, u omítelo para elegirlo en el tablero.
    .text = texto
    .text-description = Tu movimiento: C5-C6-D6 añade una pieza, F5>H7-H8-I8 mueve una; vacío: elegir en el tablero
    .game = partida
    .game-description = Qué partida, si tienes varias en este canal
    .preview = vista-previa
    .preview-description = Muestra primero el tablero tras el movimiento, con los botones Jugar y Cancelar

punct-board = tablero
    .description = Muestra el tablero de una partida (la tuya en este canal, o la que indiques).
    .game = partida
    .game-description = Qué partida (por defecto: la tuya en este canal)

punct-games = partidas
    .description = Tus partidas, primero aquellas en que te toca mover (solo tú lo ves).

punct-resign = abandonar
    .description = Abandona una partida: gana tu rival.
    .game = partida
    .game-description = Qué partida, si tienes varias en este canal

punct-draw = tablas
    .description = Ofrece tablas, o acepta las que te ofrece tu rival.
    .game = partida
    .game-description = Qué partida, si tienes varias en este canal

punct-takeback = deshacer
    .description = Pide deshacer tu último movimiento (decide tu rival).
    .game = partida
    .game-description = Qué partida, si tienes varias en este canal

punct-claim = reclamar
    .description = Reclama la victoria en una partida en la que a tu rival se le acabó el tiempo.
    .game = partida
    .game-description = Qué partida, si tienes varias en este canal

punct-history = historial
    .description = Los movimientos de una partida, el tablero tras cada uno, la anotación y una repetición.
    .game = partida
    .game-description = Qué partida (por defecto: la tuya aquí, si no la última que terminó)
    .move = tras-movimiento
    .move-description = Muestra el tablero tras este movimiento (0: el tablero vacío; cada movimiento cuenta uno)

punct-review = análisis
    .description = Los momentos decisivos de una partida terminada, cada uno con una imagen.
    .game = partida
    .game-description = Qué partida (por defecto: la última que terminó aquí)

punct-analyse = analizar
    .description = Tu tablero de análisis privado: prueba movimientos de ambos bandos; la partida nunca cambia.
    .game = partida
    .game-description = Qué partida (por defecto: la tuya en este canal)
    .move = movimiento
    .move-description = Un movimiento para probar en tu tablero de análisis, p. ej. F5>H7-H8-I8

punct-plan = plan
    .description = Tu plan de respuestas para una partida (movimientos condicionales): míralo, borra líneas.
    .game = partida
    .game-description = Qué partida (por defecto: la tuya en este canal)

punct-leaderboard = clasificación
    .description = Los jugadores mejor valorados (cuentan las partidas entre dos personas).

punct-puzzle = problema
    .description = Resuelve un problema: conectar, parar todas las amenazas o ganar en 2 (solo lo ves tú).
    .answer = respuesta
    .answer-description = Tu respuesta a tu problema, p. ej. F5>H7-H8-I8 (empieza a escribir para ver sugerencias)
    .daily = del-día
    .daily-description = El problema del día, el mismo para todos
    .theme = tema
    .theme-description = ganar, defender o ganar en 2 (por defecto: cualquiera)
    .theme-choice-0 = ganar
    .theme-choice-1 = defender
    .theme-choice-2 = ganar en 2
    .tier = nivel
    .tier-description = De 1 (el más fácil) a 3 (por defecto: cualquiera)

punct-learn = aprender
    .description = Aprende PÜNCT: una lección corta por regla, con una imagen y una tarea (solo la ves tú).
    .lesson = lección
    .lesson-description = Qué lección, de 1 a 10 (por defecto: donde lo dejaste)
    .answer = respuesta
    .answer-description = Tu jugada para la tarea, p. ej. C5>E5-F5-G5 (empieza a escribir para ver sugerencias)

punct-settings = ajustes
    .description = Tus propios ajustes (solo los ves tú): p. ej. ver cada movimiento escrito antes de jugarlo.
    .preview = vista-previa
    .preview-description = Muestra primero cada movimiento escrito, con botones Jugar y Cancelar (por defecto: no)
    .timezone = zona-horaria
    .timezone-description = Tu zona horaria, p. ej. Europe/Madrid: rige las fechas de ausencia y el año de tus días de ausencia
    .protection = protección
    .protection-description = Gastar un día de ausencia en vez de perder una partida al acabarse tu tiempo (por defecto: sí)
    .notify = avisos
    .notify-description = Un mensaje directo cuando te toca mover: cada turno, resumen diario o desactivados (por defecto)
    .notify-choice-0 = cada turno
    .notify-choice-1 = resumen diario
    .notify-choice-2 = desactivados
    .quiet = silencio
    .quiet-description = Horas sin mensajes directos, en tu zona horaria, p. ej. 22-7 (lo pendiente espera); off para ninguna
    .digest_hour = hora-resumen
    .digest_hour-description = La hora de tu resumen diario, en tu zona horaria (0–23, por defecto 9)

punct-away = ausencia
    .description = Detén los relojes de todas tus partidas mientras estás fuera (gasta tus días de ausencia del año).
    .days = días
    .days-description = Cuántos días vas a estar fuera, desde ahora
    .until = hasta
    .until-description = El día en que vuelves, p. ej. 2026-12-24 (en tu zona horaria)

punct-back = regreso
    .description = Vuelves antes: tus relojes se ponen en marcha de nuevo y recuperas los días de ausencia no usados.

punct-server-settings = ajustes-servidor
    .description = Ajustes del servidor (solo los ves tú; se cambian con «Gestionar servidor»): hilos, ligas.
    .threads = hilos
    .threads-description = Juega cada partida entre personas en su propio hilo (por defecto: no)
    .league-role = rol-liga
    .league-role-description = Un rol cuyos miembros pueden crear ligas, además de los que tienen «Gestionar servidor»
    .clear-league-role = quitar-rol-liga
    .clear-league-role-description = True: solo los miembros con «Gestionar servidor» crean ligas (se quita el rol de liga)

punct-league = liga
    .description = Ligas: torneos de todos contra todos en este servidor, con emparejamientos y tabla a cargo del bot.

punct-league-create = crear
    .description = Crea una liga en este canal, con un mensaje de inscripción («Gestionar servidor» o el rol de liga).
    .name = nombre
    .name-description = El nombre de la liga, p. ej. Liga de invierno
    .variant = variante
    .variant-description = juego estándar (por defecto) o juego básico
    .variant-choice-0 = juego estándar
    .variant-choice-1 = juego básico
    .days = días
    .days-description = Tiempo para cada movimiento (por defecto 3 días)
    .days-choice-0 = 1 día
    .days-choice-1 = 3 días
    .days-choice-2 = 7 días
    .days-choice-3 = 14 días
    .days-choice-4 = sin límite
    .clock = reloj
    .clock-description = Un banco de tiempo en vez de días por movimiento
    .clock-choice-0 = banco: 3 días, +1 día por movimiento
    .clock-choice-1 = banco: 7 días, +1 día por movimiento
    .clock-choice-2 = banco: 10 días, +36 h por movimiento
    .rounds = vueltas
    .rounds-description = 1: todos contra todos una vez (por defecto); 2: a doble vuelta, con los colores cambiados
    .starts = inicio
    .starts-description = Cuándo se cierran las inscripciones y empieza la ronda 1, p. ej. 2026-12-24 18:00 (tu zona horaria)

punct-league-start = empezar
    .description = Cierra las inscripciones y empieza ya la ronda 1 (quien organiza, o «Gestionar servidor»).
    .league = liga
    .league-description = Qué liga (por defecto: la de este canal)

punct-league-standings = clasificación
    .description = La clasificación de una liga: puntos, victorias, tablas, derrotas y Sonneborn–Berger, en imagen.
    .league = liga
    .league-description = Qué liga (por defecto: la de este canal)

punct-league-leave = salir
    .description = Deja una liga: antes del inicio solo sales; después, tus partidas se abandonan (pregunta antes).
    .league = liga
    .league-description = Qué liga (por defecto: la de este canal)

punct-league-cancel = cancelar
    .description = Cancela una liga: sin más rondas; las partidas en curso siguen (organizador o «Gestionar servidor»).
    .league = liga
    .league-description = Qué liga (por defecto: la de este canal)

# The same challenge from a member's Apps menu (right-click or long-press a
# member): a context menu command's name, capitals and spaces allowed.
challenge-member = Retar a PÜNCT

punct-help = ayuda
    .description = Cómo se juega: las reglas en breve, cómo escribir movimientos, los comandos.
