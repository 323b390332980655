# A player's own data (messages/privacy.rs): `/punct privacy` shows what
# the bot keeps about the asker, `/punct forget-me` erases it.

punct-privacy = privacidad
    .description = Lo que guardo sobre ti (solo tú lo ves), todo ello también como archivo.
punct-forget-me = olvídame
    .description = Borra lo que guardo sobre ti; tus partidas terminadas se quedan, contigo como «un exjugador».

## How a forgotten player is shown on boards, posts and listings (at the
## start of a sentence the first letter is made a capital).

seat-former = un exjugador
both-players-no-rematch = { $white } y { $black }.
error-former-player = La partida { $game } fue contra alguien que después me pidió que lo olvidara: no hay nadie con quien jugar la revancha. Reta a otra persona con `/punct { punct-challenge }`.

## /punct privacy

privacy-nothing = No guardo nada sobre ti: ni nombre, ni partidas, ni ajustes. En cuanto juegues, resuelvas un problema o cambies un ajuste, `/punct { punct-privacy }` muestra lo que guardo.
privacy-title = Lo que guardo sobre ti
privacy-heading = Solo tú ves esto. Todo ello, con cada jugada de tus partidas, está en el archivo adjunto.
privacy-name = • Nombre en los tableros: **{ $name }**{ $username ->
        [none] {""}
       *[other] {" "}(nombre de usuario { $username })
    }
privacy-since = • Visto por primera vez: { $since }
privacy-language = • El idioma de tu aplicación de Discord, para responderte en él: { $language }
language-own-name = español
privacy-games = • Partidas contra personas: { $ongoing } en curso, { $finished } terminadas; contra la máquina: { $computer }; retos: { $challenges }
privacy-rating = • Puntuación: **{ $rating }** tras { $games ->
        [one] una partida puntuada
       *[other] { $games } partidas puntuadas
    }
privacy-unrated = • Puntuación: todavía ninguna (ninguna partida puntuada)
privacy-learning = • Problemas resueltos: { $puzzles }; lecciones completadas: { $lessons }
privacy-plans = • Tableros de análisis y jugadas condicionales: { $plans }
privacy-why = Para qué: tu nombre para los tableros y mensajes, tu idioma para responderte, tus ajustes tal como los elegiste, tus partidas y tu puntuación para que cada partida pueda jugarse hasta el final y volver a verse. No guardo ningún mensaje que escribas ni ninguna lista de tus servidores.
privacy-erase = Para que se borre todo: `/punct { punct-forget-me }`.
privacy-file-description = Todo lo que punct-bot guarda sobre ti (JSON), con cada jugada de tus partidas

## /punct forget-me

forget-nothing = No guardo nada sobre ti, así que no hay nada que olvidar.
forget-question = **¿Olvidarte?** Borraría tu nombre y tu nombre de usuario, tu idioma, tus ajustes, tus avisos, tus días de ausencia, tu puntuación, tu progreso en problemas y lecciones, tus tableros de análisis y tus jugadas condicionales.{ $ongoing ->
        [0] {""}
        [one] {" "}Abandonas tu partida en curso contra una persona: tu rival gana y se le avisa.
       *[other] {" "}Abandonas tus { $ongoing } partidas en curso contra personas: tus rivales ganan y se les avisa.
    } Tus partidas terminadas se quedan para tus rivales, contigo como «un exjugador»; tus partidas contra la máquina se borran. No se puede deshacer: con `/punct { punct-privacy }` obtienes antes una copia.
forget-button-confirm = Olvídame
forget-button-cancel = Cancelar
forget-cancelled = No se ha borrado nada.
forget-done = Hecho: te he olvidado.{ $resigned ->
        [0] {""}
        [one] {" "}Se abandonó una partida; se avisa a tu rival en su canal.
       *[other] {" "}Se abandonaron { $resigned } partidas; se avisa a tus rivales en sus canales.
    }{ $kept ->
        [0] {""}
        [one] {" "}Una partida terminada se queda para tu rival, contigo como «un exjugador».
       *[other] {" "}{ $kept } partidas terminadas se quedan para tus rivales, contigo como «un exjugador».
    }
