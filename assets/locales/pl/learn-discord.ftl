# Lekcje na Discordzie (messages/learn.rs): `/punct learn`, widoczne tylko
# dla uczącego się. Zdania samych lekcji są w lessons.ftl.

learn-answer-discord = Odpowiedz przez `/punct { punct-learn } { punct-learn.answer }:` i swój ruch (zacznij pisać, a podpowiem).
learn-play-discord = Naciśnij przycisk poniżej: partia pojawi się na tym kanale, jak każda inna partia.
learn-progress = Ukończone lekcje: { $done } z { $total }.
learn-done-before = Tę lekcję już kiedyś ukończyłeś.
learn-button = { $button ->
    [back] Wstecz
    [next] Dalej
    [quit] Koniec
    [next-lesson] Następna lekcja
   *[play] Zagraj z komputerem
  }
learn-goodbye-discord = Do zobaczenia. `/punct { punct-learn }` zabierze cię z powrotem do lekcji { $number }; `/punct { punct-puzzle }` da ci zagadkę.
error-stale-lesson = Ten przycisk należy do lekcji, którą już opuściłeś. `/punct { punct-learn }` pokaże tę, na której jesteś.
error-no-such-lesson = Nie ma lekcji { $number }: lekcje mają numery od 1 do { $total }.
error-no-lesson-task = Ta lekcja nie wymaga ruchu: naciśnij jej przycisk, by zagrać z komputerem, albo zacznij od nowa przez `/punct { punct-learn } { punct-learn.lesson }:1`.

# The last lesson's Play pressed again while the game it started is going.
error-lesson-game-ongoing = Masz już trwającą partię z komputerem: partia { $game } na { $channel }. Graj dalej tam; gdy się skończy, ten przycisk zacznie nową.
