# Lektionen auf Discord (messages/learn.rs): `/punct learn`, nur für den
# Lernenden sichtbar. Die Sätze der Lektionen selbst stehen in lessons.ftl.

learn-answer-discord = Antworte mit `/punct { punct-learn } { punct-learn.answer }:` und deinem Zug (beim Tippen gibt es Vorschläge).
learn-play-discord = Drück den Knopf unten: Die Partie erscheint in diesem Kanal wie jede andere Partie.
learn-progress = Erledigte Lektionen: { $done } von { $total }.
learn-done-before = Diese Lektion hast du schon einmal gelöst.
learn-button = { $button ->
    [back] Zurück
    [next] Weiter
    [quit] Beenden
    [next-lesson] Nächste Lektion
   *[play] Gegen den Computer spielen
  }
learn-goodbye-discord = Bis bald. Mit `/punct { punct-learn }` kommst du zurück zu Lektion { $number }; `/punct { punct-puzzle }` gibt dir ein Rätsel.
error-stale-lesson = Dieser Knopf gehört zu einer Lektion, die du schon verlassen hast. `/punct { punct-learn }` zeigt die, bei der du bist.
error-no-such-lesson = Es gibt keine Lektion { $number }: Die Lektionen gehen von 1 bis { $total }.
error-no-lesson-task = Diese Lektion verlangt keinen Zug: Drück ihren Knopf, um gegen den Computer zu spielen, oder fang von vorn an mit `/punct { punct-learn } { punct-learn.lesson }:1`.

# The last lesson's Play pressed again while the game it started is going.
error-lesson-game-ongoing = Du hast schon eine Partie gegen den Computer laufen: Partie { $game } in { $channel }. Spiel dort weiter; ist sie beendet, startet dieser Knopf eine neue.
