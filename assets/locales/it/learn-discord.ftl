# Le lezioni su Discord (messages/learn.rs): `/punct learn`, visibili solo a
# chi impara. Le frasi delle lezioni stesse sono in lessons.ftl.

learn-answer-discord = Rispondi con `/punct { punct-learn } { punct-learn.answer }:` e la tua mossa (inizia a scrivere per i suggerimenti).
learn-play-discord = Premi il pulsante qui sotto: la partita viene pubblicata in questo canale, come ogni altra partita.
learn-progress = Lezioni completate: { $done } di { $total }.
learn-done-before = Hai già completato questa lezione.
learn-button = { $button ->
    [back] Indietro
    [next] Avanti
    [quit] Esci
    [next-lesson] Lezione successiva
   *[play] Gioca contro il computer
  }
learn-goodbye-discord = A presto. `/punct { punct-learn }` ti riporta alla lezione { $number }; `/punct { punct-puzzle }` ti dà un problema.
error-stale-lesson = Questo pulsante appartiene a una lezione che hai lasciato. `/punct { punct-learn }` mostra quella a cui sei arrivato.
error-no-such-lesson = Non c’è una lezione { $number }: le lezioni vanno da 1 a { $total }.
error-no-lesson-task = Questa lezione non chiede nessuna mossa: premi il suo pulsante per giocare contro il computer, o ricomincia con `/punct { punct-learn } { punct-learn.lesson }:1`.

# The last lesson's Play pressed again while the game it started is going.
error-lesson-game-ongoing = Hai già una partita in corso contro il computer: partita { $game } in { $channel }. Continua a giocare lì; quando sarà finita, questo pulsante ne avvia una nuova.
