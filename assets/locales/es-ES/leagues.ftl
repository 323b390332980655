# Ligas (messages/leagues.rs): torneos de todos contra todos que un servidor
# organiza en uno de sus canales (/punct league …). Los nombres de personas son
# menciones de Discord; el nombre de una liga lo elige quien la organiza y se
# muestra tal como lo escribió.

## El mensaje de inscripción

league-signup-title = Liga: { $league }
league-terms = Juego { variant-name }, { time-control }; { $cycles ->
    [2] todos contra todos a doble vuelta, con los colores cambiados
   *[other] todos contra todos a una vuelta
}. Organiza { $organiser }.
league-starts-at = Las inscripciones se cierran y la ronda 1 empieza el { $at }.
league-starts-by-organiser = Las inscripciones siguen abiertas hasta que { $organiser } empiece la liga con `/punct { punct-league } { punct-league-start }`.
league-entrants = Inscritos ({ $count } de { $max } como máximo): { $names }
league-no-entrants = Todavía no hay inscritos.
league-signup-how = Pulsa **{ league-button-join }** para jugar (hacen falta al menos { $min } jugadores), o **{ league-button-leave }** si cambias de idea.
league-signup-started = Las inscripciones están cerradas: la liga empezó con { $count } jugadores. `/punct { punct-league } { punct-league-standings }` muestra la clasificación.
league-signup-cancelled = Esta liga se canceló.
league-signup-finished = Esta liga ha terminado. `/punct { punct-league } { punct-league-standings }` muestra la clasificación final.
league-button-join = Inscribirme
league-button-leave = Darme de baja
league-joined = Estás en **{ $league }**. Tus partidas empiezan con la ronda 1.
league-withdrew = Ya no estás en **{ $league }**.

## El comienzo, las rondas, el final

league-started = **{ $league }** ha empezado: { $count } jugadores, { $rounds ->
    [one] 1 ronda
   *[other] { $rounds } rondas
}. Siguen las partidas de la ronda 1.
league-round-title = { $league }: ronda { $round } de { $rounds }
league-round-games = { $count ->
    [one] Ha empezado la partida de esta ronda:
   *[other] Han empezado las { $count } partidas de esta ronda:
}
league-round-game = { $white } (Blancas) contra { $black } (Negras): partida { $game }
league-round-forfeit = { $white } contra { $black }: no se juega, { $loser } ha dejado la liga
league-round-forfeit-both = { $white } contra { $black }: no se juega, los dos han dejado la liga
league-round-bye = { $player } descansa en esta ronda.
league-round-threads = Cada partida se juega en su propio hilo.
league-game-line = **{ $league }**, ronda { $round } de { $rounds }.
league-thread-line = **{ $league }**, ronda { $round }: { $white } contra { $black }. La partida { $game } se juega en el hilo de abajo.
league-round-how = Las partidas de una ronda pueden jugarse a la vez; la ronda siguiente empieza cuando han terminado todas las partidas de esta.
league-standings-after = Clasificación tras la ronda { $round }:
league-final-title = { $league }: clasificación final
league-final-winner = **{ $league }** ha terminado. ¡{ $winner } gana la liga!
league-final-shared = **{ $league }** ha terminado. Comparten el primer puesto { $winners }.
league-too-few = **{ $league }** no pudo empezar a su hora: { $count ->
    [one] 1 inscrito
   *[other] { $count } inscritos
}, y hacen falta al menos { $min }. Las inscripciones siguen abiertas; { $organiser } puede empezarla con `/punct { punct-league } { punct-league-start }` cuando haya suficientes.

## La clasificación

league-standings-title = { $league }: clasificación
league-standings-progress = { $status ->
    [signup] Las inscripciones están abiertas: todavía no se ha jugado ninguna partida.
    [finished] Final: { $rounds } rondas, { $decided } partidas.
    [cancelled] Cancelada tras la ronda { $round }: { $decided } de { $total } partidas decididas.
   *[running] Ronda { $round } de { $rounds }: { $decided } de { $total } partidas decididas.
}
league-standings-line = { $place }. { $player } — **{ $points }** (ganadas: { $won }, tablas: { $drawn }, perdidas: { $lost } · SB { $sb }){ $left ->
    [yes] , ha dejado la liga
   *[no] {""}
}
league-standings-more = …y { $count ->
    [one] 1 jugador más
   *[other] { $count } jugadores más
}: la clasificación completa está en la imagen.
league-standings-empty = Todavía no se ha inscrito nadie.
league-standings-ties = Los empates se deshacen por victorias, luego por Sonneborn–Berger (SB: los puntos de los jugadores a los que ganaste, más la mitad de los de aquellos con los que hiciste tablas) y luego por las partidas entre los jugadores que sigan empatados.
league-column-place = #
league-column-player = Jugador
league-column-points = Puntos
league-column-won = Gan.
league-column-drawn = Tablas
league-column-lost = Perd.
league-column-sb = SB
league-picture-title = { $league }
league-picture-subtitle = { $status ->
    [finished] Clasificación final · { $players } jugadores
    [cancelled] Cancelada · { $players } jugadores
    [signup] Inscripciones abiertas · inscritos: { $players }
   *[running] Tras la ronda { $round } de { $rounds } · { $players } jugadores
}
league-picture-footer = Empates: victorias, luego Sonneborn–Berger (SB), luego las partidas entre los empatados.
league-standings-alt = Clasificación de { $league }, con puesto, nombre y puntos:

## Dejar y cancelar

league-leave-confirm = ¿Dejar **{ $league }**? { $games ->
    [0] No tienes ninguna partida en curso en ella.
    [one] Tu partida en curso ({ $list }) se dará por abandonada.
   *[other] Tus { $games } partidas en curso ({ $list }) se darán por abandonadas.
} { $unplayed ->
    [0] {""}
    [one] Tu partida aún sin jugar cuenta como perdida.
   *[other] Tus { $unplayed } partidas aún sin jugar cuentan como perdidas.
} Sigues en la clasificación.
league-button-leave-for-good = Dejar la liga
league-button-stay = Quedarme
league-stayed = Sigues en **{ $league }**.
league-left = { $player } ha dejado **{ $league }**. { $games ->
    [0] {""}
    [one] Su partida en curso ({ $list }) se ha dado por abandonada.
   *[other] Sus { $games } partidas en curso ({ $list }) se han dado por abandonadas.
} { $unplayed ->
    [0] {""}
    [one] Su partida aún sin jugar cuenta como perdida.
   *[other] Sus { $unplayed } partidas aún sin jugar cuentan como perdidas.
}
league-cancelled = { $by } ha cancelado **{ $league }**. Las partidas en curso continúan, pero ya no cuentan para la liga.
league-in-dm = Las ligas se juegan en el canal de un servidor: usa este comando allí.
league-listing = liga { $league }, ronda { $round }

## Rechazos

error-league-not-found = No existe la liga { $league }.
error-league-named-not-found = Este servidor no tiene ninguna liga llamada «{ $name }». Empieza a escribir en la opción `{ punct-league-standings.league }` para ver sus ligas.
error-no-league-here = No hay ninguna liga en marcha en este servidor. Alguien que lo gestione puede crear una con `/punct { punct-league } { punct-league-create }`.
error-which-league = Aquí hay varias ligas en marcha ({ $leagues }): indica una con la opción `{ punct-league-standings.league }`.
error-league-organisers-only = { $role ->
    [none] Aquí solo pueden crear ligas los miembros que pueden gestionar este servidor.
   *[other] Aquí solo pueden crear ligas los miembros que pueden gestionar este servidor o que tienen el rol { $role }.
}
error-league-organiser-only = Solo quien organiza **{ $league }** ({ $organiser }), o alguien que pueda gestionar el servidor, puede hacer eso.
error-league-name-empty = Una liga necesita un nombre, p. ej. `Liga de invierno`.
error-league-name-too-long = El nombre de una liga tiene como máximo { $max } caracteres, p. ej. `Liga de invierno`.
error-league-name-taken = Ya hay aquí una liga llamada **{ $name }** (en { $channel }). Elige otro nombre, p. ej. `{ $name } 2`.
error-league-start-in-past = La hora de inicio { $at } ya ha pasado. Indica una hora futura, p. ej. `2026-12-24 18:00` (en tu zona horaria), u omítela y empieza la liga con `/punct { punct-league } { punct-league-start }`.
error-league-signup-closed = Las inscripciones de **{ $league }** están cerradas: { $status ->
    [running] la liga ya ha empezado.
    [finished] la liga ha terminado.
   *[cancelled] la liga se canceló.
}
error-league-already-entered = Ya estás en **{ $league }**.
error-league-full = La liga **{ $league }** está completa: una liga admite como máximo { $max } jugadores.
error-league-too-few = **{ $league }** tiene { $entrants ->
    [one] 1 inscrito
   *[other] { $entrants } inscritos
}: hacen falta al menos { $min } para empezar.
error-not-in-league = No juegas en **{ $league }**.
error-league-over = **{ $league }** ya no está en marcha: { $status ->
    [finished] se han jugado todas las partidas.
   *[cancelled] se canceló.
}
error-league-bad-start = «{ $text }» no es una hora a la que pueda empezar la liga. Escribe una fecha y una hora en tu zona horaria, p. ej. `2026-12-24 18:00`, o solo una fecha, p. ej. `2026-12-24` (entonces empieza a medianoche).
