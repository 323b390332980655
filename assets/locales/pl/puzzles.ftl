# Zagadki (messages/puzzles.rs): `/punct puzzle` na Discordzie i
# `punct puzzle` w terminalu. Kolory przez { colour-name }
# (discord.ftl); ruchy w notacji gry, nigdy nie tłumaczone.

## Zadanie

puzzle-title = { $daily ->
    [yes] Zagadka dnia { $id } · poziom { $tier }
   *[no] Zagadka { $id } · poziom { $tier }
  }
puzzle-task = { $theme ->
    [win] Ruch mają { colour-name } i łączą: znajdź ruch, który łączy dwie przeciwne strony planszy.
    [defend] Ruch mają { colour-name }. Przeciwnik grozi połączeniem w następnym ruchu: zatrzymaj każdą groźbę.
   *[win2] Wygrana w 2: ruch mają { colour-name }. Znajdź ruch, po którym każda odpowiedź przegrywa przez połączenie.
  }
puzzle-answer-discord = Podaj odpowiedź przez `/punct { punct-puzzle } { punct-puzzle.answer }:` (zacznij pisać, a podpowiem).
puzzle-answer-terminal = Wpisz ruch (Tab uzupełnia) albo: solution, next, quit.
puzzle-press-enter = Naciśnij Enter, by przejść do następnej zagadki.
puzzle-no-hint = Zagadki nie mają podpowiedzi: każda zdradziłaby odpowiedź. Tab wymienia każdy dozwolony ruch w kolejności planszy i żadnego nie ocenia. Wpisz solution, aby zobaczyć rozwiązanie (to kończy twoją serię).

## Dobrze

puzzle-solved = Rozwiązane: { $answer } to dobry ruch.
puzzle-solved-line = { $reply ->
    [none] { $theme ->
        [defend] { $answer } zatrzymuje każdą groźbę: przeciwnik nie połączy w następnym ruchu.
       *[other] { $answer } wygrywa.
    }
   *[other] { $win ->
        [none] Po { $answer } odpowiedź { $reply } od razu przegrywa.
       *[other] Po { $answer } komputer odpowiada { $reply }, a { $win } łączy.
    }
  }

## Źle: dlaczego, i odpowiedź przeciwnika

puzzle-wrong = { $refutation ->
    [connects] { $answer } to nie to: przeciwnik odpowiada { $reply } i łączy.
    [escapes] { $answer } to nie to: po odpowiedzi { $reply } nie masz ruchu, który łączy.
    [ends] { $answer } to nie to: ten ruch kończy partię, ale nie twoim zwycięstwem.
   *[misses] { $answer } to nie to: ten ruch nie łączy, a wygrana przepada.
  }
puzzle-try-again = Spróbuj jeszcze raz albo poproś o rozwiązanie.
puzzle-solution = { $count ->
    [one] Rozwiązanie: { $moves }.
   *[other] Rozwiązania: { $moves }.
  }

## Bilans

puzzle-record = Rozwiązane: { $solved } · seria: { $streak } (najlepsza { $best })
puzzle-daily-solved = Dzisiejsza zagadka dnia: rozwiązana.
puzzle-streak-rule = Seria liczy zagadki rozwiązane z rzędu za pierwszym podejściem.

## Przyciski

puzzle-button-next = Następna zagadka
puzzle-button-retry = Spróbuj ponownie
puzzle-button-solution = Pokaż rozwiązanie

## Odmowy

error-no-puzzle = Nie rozwiązujesz teraz żadnej zagadki: poproś o nową przez `/punct { punct-puzzle }`.
error-puzzle-not-found = Żadna zagadka nie nazywa się „{ $id }”.
error-no-puzzle-fits = Żadna zagadka nie ma tego motywu i poziomu.
