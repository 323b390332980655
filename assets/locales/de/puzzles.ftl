# Rätsel (messages/puzzles.rs): `/punct puzzle` auf Discord und
# `punct puzzle` im Terminal. Farben über { colour-name } (discord.ftl);
# Züge in der Notation des Spiels, nie übersetzt.

## Die Aufgabe

puzzle-title = { $daily ->
    [yes] Tagesrätsel { $id } · Stufe { $tier }
   *[no] Rätsel { $id } · Stufe { $tier }
  }
puzzle-task = { $theme ->
    [win] { colour-name } ist am Zug und verbindet: Finde den Zug, der zwei gegenüberliegende Seiten verbindet.
    [defend] { colour-name } ist am Zug. Dein Gegner droht, im nächsten Zug zu verbinden: Wehre jede Drohung ab.
   *[win2] Gewinn in 2: { colour-name } ist am Zug. Finde den Zug, nach dem jede Antwort gegen eine Verbindung verliert.
  }
puzzle-answer-discord = Gib deine Antwort mit `/punct { punct-puzzle } { punct-puzzle.answer }:` ein (beim Tippen gibt es Vorschläge).
puzzle-answer-terminal = Gib deinen Zug ein (Tab ergänzt), oder: solution, next, quit.
puzzle-press-enter = Drück Enter für das nächste Rätsel.
puzzle-no-hint = Rätsel haben keine Hinweise: jeder Hinweis würde die Lösung verraten. Tab listet jeden erlaubten Zug in der Reihenfolge des Spielplans und bewertet keinen. Tipp solution, um die Lösung zu sehen (das beendet deine Serie).

## Richtig

puzzle-solved = Gelöst: { $answer } ist richtig.
puzzle-solved-line = { $reply ->
    [none] { $theme ->
        [defend] { $answer } stoppt jede Drohung: dein Gegner kann im nächsten Zug nicht verbinden.
       *[other] { $answer } gewinnt.
    }
   *[other] { $win ->
        [none] Nach { $answer } verliert die Antwort { $reply } sofort.
       *[other] Nach { $answer } antwortet der Computer { $reply }, und { $win } verbindet.
    }
  }

## Falsch: warum, und die Widerlegung des Gegners

puzzle-wrong = { $refutation ->
    [connects] { $answer } ist es nicht: Dein Gegner antwortet { $reply } und verbindet.
    [escapes] { $answer } ist es nicht: Nach der Antwort { $reply } hast du keinen verbindenden Zug.
    [ends] { $answer } ist es nicht: Der Zug beendet die Partie, aber nicht mit deinem Sieg.
   *[misses] { $answer } ist es nicht: Der Zug verbindet nicht, und der Sieg ist vergeben.
  }
puzzle-try-again = Versuch es noch einmal oder lass dir die Lösung zeigen.
puzzle-solution = { $count ->
    [one] Die Lösung: { $moves }.
   *[other] Die Lösungen: { $moves }.
  }

## Die Bilanz

puzzle-record = Gelöst: { $solved } · Serie: { $streak } (Rekord: { $best })
puzzle-daily-solved = Das heutige Tagesrätsel: gelöst.
puzzle-streak-rule = Eine Serie zählt die Rätsel, die du hintereinander beim ersten Versuch löst.

## Knöpfe

puzzle-button-next = Nächstes Rätsel
puzzle-button-retry = Noch einmal
puzzle-button-solution = Lösung zeigen

## Ablehnungen

error-no-puzzle = Du löst gerade kein Rätsel: Hol dir eines mit `/punct { punct-puzzle }`.
error-puzzle-not-found = Kein Rätsel heißt „{ $id }“.
error-no-puzzle-fits = Kein Rätsel hat dieses Thema und diese Stufe.
