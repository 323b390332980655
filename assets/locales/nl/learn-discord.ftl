# Lessen op Discord (messages/learn.rs): `/punct learn`, alleen zichtbaar
# voor wie leert. De zinnen van de lessen zelf staan in lessons.ftl.

learn-answer-discord = Antwoord met `/punct { punct-learn } { punct-learn.answer }:` en je zet (begin te typen voor suggesties).
learn-play-discord = Druk op de knop hieronder: de partij verschijnt in dit kanaal, zoals elke andere partij.
learn-progress = Lessen gedaan: { $done } van { $total }.
learn-done-before = Deze les heb je al eens gedaan.
learn-button = { $button ->
    [back] Vorige
    [next] Volgende
    [quit] Stoppen
    [next-lesson] Volgende les
   *[play] Speel tegen de computer
  }
learn-goodbye-discord = Tot gauw. `/punct { punct-learn }` brengt je terug naar les { $number }; `/punct { punct-puzzle }` geeft je een puzzel.
error-stale-lesson = Die knop hoort bij een les die je al verlaten hebt. `/punct { punct-learn }` toont de les waar je nu bent.
error-no-such-lesson = Er is geen les { $number }: de lessen gaan van 1 tot { $total }.
error-no-lesson-task = Deze les vraagt geen zet: druk op de knop om tegen de computer te spelen, of begin opnieuw met `/punct { punct-learn } { punct-learn.lesson }:1`.

# The last lesson's Play pressed again while the game it started is going.
error-lesson-game-ongoing = Je hebt al een partij tegen de computer lopen: partij { $game } in { $channel }. Speel daar verder; als ze afgelopen is, start deze knop een nieuwe.
