# punct play, partia w terminalu, i wyjaśnienia ruchów, których nie można
# wykonać (Discord też je pokazuje). Komendy, które się wpisuje (help, rules,
# moves, hint, undo, back, forward, board, record, png, quit), i zapis ruchów
# są takie same we wszystkich językach. Wiersze mieszczą się w 80 kolumnach.
# Tytuł zapisu partii kończy się „:” (czytnik zapisu go pomija).

terminal-variant = { $variant ->
    [basic] gra podstawowa
   *[standard] gra standardowa
  }
terminal-welcome-computer = PÜNCT, { terminal-variant }. Grasz { $colour ->
    [white] białymi
   *[black] czarnymi
  } przeciw komputerowi ({ level-name }).
terminal-welcome-people = PÜNCT, { terminal-variant }. Dwoje graczy przy jednej klawiaturze gra na zmianę.
terminal-welcome-goal = Połącz dwa przeciwległe boki. Wpisz ruch (C5-C6-D6, F5>H7-H8-I8), rules lub help.
terminal-help =
    Komendy (Tab pokazuje ruchy pasujące do wpisanego tekstu; strzałki edytują):
      C5-C6-D6       wprowadź pion z zapasu: trzy puste pola, najpierw PÜNCT
      F5>H7-H8-I8    przesuń pion, którego PÜNCT stoi na F5 (obrót: F5>F5-G5-H5)
      pass           tylko gdy nie masz żadnego dozwolonego ruchu
      moves          ile masz ruchów; moves F5: ruchy tego piona
      preview RUCH   plansza po RUCHU, bez wykonania go
      hint           rada komputera (tylko gdy grasz przeciw niemu)
      undo           cofnij ostatni ruch (z komputerem: twój i jego)
      back, forward  przeglądaj partię (back 5: pięć ruchów naraz)
      board          pokaż znowu bieżącą pozycję
      record         zapis partii (punct play --record PLIK go wczytuje)
      png PLIK       zapisz obrazek planszy do PLIKU, np. png plansza.png
      rules          zasady w skrócie i jak czytać planszę
      analyse        własna plansza analizy do próbowania ruchów za obie strony
      quit           zakończ i wypisz zapis partii (tak samo Ctrl-C i Ctrl-D)

## Pod planszą

terminal-status = Ruch { $number }: grają { $colour ->
    [white] białe
   *[black] czarne
  }{ $you ->
    [yes] {" "}(ty)
   *[no] {""}
  }. Obszar centralny z góry: białe { $white }, czarne { $black } z 19.
terminal-in-hand = W zapasie: { $white }; { $black }.
terminal-viewing-start = Pusta plansza, przed ruchem 1 z { $total }. forward idzie dalej, board pokazuje bieżącą.
terminal-viewing = Po ruchu { $shown } z { $total }. back i forward przewijają, board pokazuje bieżącą.
terminal-no-further = W tę stronę nie ma już pozycji.
terminal-prompt = { $colour ->
    [white] Białe
   *[black] Czarne
  }>
terminal-prompt-after-end = koniec>

## Plansza analizy (analyse)

terminal-analyse-start = Plansza analizy: twoja własna plansza od tej pozycji, na której próbujesz ruchów za obie strony. Nic tutaj nie zmienia partii; leave do niej wraca.
terminal-analyse-prompt = analiza, { $colour ->
    [white] Białe
   *[black] Czarne
  }>
terminal-analyse-status = { $tried ->
    [0] Plansza analizy, w pozycji z partii: leave wraca do partii.
    [one] Plansza analizy, po { $shown } z { $tried } wypróbowanego ruchu: leave wraca do partii.
   *[other] Plansza analizy, po { $shown } z { $tried } wypróbowanych ruchów: leave wraca do partii.
  }
terminal-analyse-help =
    Na planszy analizy (nic tutaj nie zmienia partii):
      C5-C6-D6       wypróbuj ruch za stronę, która ma ruch (białe lub czarne)
      back, forward  przeglądaj wypróbowane ruchy (back 3: trzy naraz)
      undo           jeden ruch wstecz, jak back
      reset          wróć do pozycji z partii; wypróbowane ruchy przepadają
      record         wypróbowane ruchy aż do pokazanej pozycji
      board, moves, preview RUCH, png PLIK, rules: jak w partii
      leave          wróć do partii takiej, jaka była (tak samo quit i Ctrl-D)
terminal-analyse-line = Wypróbowane ruchy: { $moves }
terminal-analyse-line-empty = Nie wypróbowano jeszcze żadnego ruchu: plansza jest w pozycji z partii.
terminal-analyse-no-hint = Na planszy analizy nie ma rad komputera: służy ona twoim własnym pomysłom. leave wraca do partii.
terminal-analyse-again = Już jesteś na planszy analizy: leave wraca do partii.
terminal-analyse-reset = Plansza analizy wróciła do pozycji z partii.
terminal-analyse-left = Powrót do partii, takiej, jaka była.
terminal-analyse-only = reset i leave działają tylko na planszy analizy: analyse ją otwiera.

## Wykonane ruchy

terminal-computer-plays = Komputer ({ level-name }) gra { $notation }.
terminal-played = { $colour ->
    [white] Białe grają
   *[black] Czarne grają
  } { $notation }.
terminal-played-in-words = { $colour ->
    [white] Białe grają
   *[black] Czarne grają
  } { $notation }: { $words }.
terminal-your-answer = Twoja odpowiedź { $notation }: { $words }.
terminal-preview = Podgląd ruchu { $notation }, niewykonanego: { $words }.
terminal-preview-centre = Potem obszar centralny z góry: białe { $white }, czarne { $black } z 19.
terminal-preview-would-end = Wykonany, ten ruch zakończyłby partię:
terminal-preview-unchanged = Nic nie zagrano: nadal grają { colour-name }. Wpisz { $notation }, aby go wykonać.
terminal-preview-needs-move = Podaj ruch po preview, np. preview C5-C6-D6.
terminal-thinking = Komputer ({ level-name }) myśli…
terminal-computer-reply = Gra { $notation }.
terminal-computer-reply-in-words = Gra { $notation }: { $words }.
terminal-not-understood = { $error } Wpisz help, aby zobaczyć komendy.

## Koniec

terminal-game-over-connected = Koniec partii. Wygrywają { $colour ->
    [white] białe
   *[black] czarne
  }: połączyły { $axis ->
    [columns] kolumny A i Q
    [rows] rzędy 1 i 17
   *[diagonals] boki J2–P8 i B10–H16
  }.
terminal-game-over-central-majority = Koniec partii. Wygrywają { $colour ->
    [white] białe
   *[black] czarne
  }: zapas się wyczerpał, nikt nie ma połączenia, a one widzą z góry więcej pól obszaru centralnego ({ $mine } do { $theirs }).
terminal-game-over-central-tie = Koniec partii. Remis: zapas się wyczerpał, nikt nie ma połączenia, a obaj gracze widzą { $cells ->
    [one] { $cells } pole
    [few] { $cells } pola
   *[many] { $cells } pól
  } obszaru centralnego.
terminal-game-over-last-piece = Koniec partii. Remis: zapas się wyczerpał i nikt nie ma połączenia (w grze podstawowej to remis).
terminal-game-over-no-moves = Koniec partii. Remis: żaden gracz nie ma dozwolonego ruchu.
terminal-after-the-end = Przeglądaj partię komendami back i forward; są też board, record, png PLIK, undo, quit.
terminal-game-is-over = Partia się skończyła: nie ma już ruchów. Wpisz undo, aby cofnąć ostatni, albo quit.
terminal-quit = Partia przerwana przed końcem.
terminal-record-title = Zapis partii ({ $count ->
    [one] { $count } ruch
    [few] { $count } ruchy
   *[many] { $count } ruchów
  }):
# The record's last line, after "# " (the record reader skips it), when the game is not over.
terminal-record-unfinished = Partia nieskończona: ruch { $colour ->
    [white] białych
   *[black] czarnych
  }.
# Against the computer, at the start and in the record: how to play the same game again.
terminal-seed = Komputer gra z ziarnem { $seed }: punct play --seed { $seed } z tymi samymi ruchami powtarza tę partię.

## Komendy

terminal-png-needs-file = Podaj plik po png, np. png plansza.png.
terminal-png-written = Zapisano obrazek planszy do { $file } ({ $kb } KB).
terminal-gif-written = Zapisano partię ({ $moves ->
    [one] { $moves } ruch
    [few] { $moves } ruchy
   *[many] { $moves } ruchów
  }, po jednym obrazku) do { $file } ({ $kb } KB).
terminal-png-not-written = Nie udało się zapisać { $file }: { $reason }. Spróbuj innej nazwy pliku, np. png plansza.png.
terminal-png-not-drawn = Nie udało się narysować planszy: { $reason }.
terminal-wrong-extension = { $file } nie kończy się na .{ $extension }, a obrazek jest w formacie { $format }: nazwij plik np. plansza.{ $extension }.
terminal-nothing-to-undo = Nie masz jeszcze żadnego ruchu do cofnięcia.
terminal-undone = Cofnięto: { $moves }.
terminal-no-legal-move = Nie masz żadnego dozwolonego ruchu: wpisz pass.
terminal-legal-moves = { $count ->
    [one] { $count } dozwolony ruch
    [few] { $count } dozwolone ruchy
   *[many] { $count } dozwolonych ruchów
  }.
terminal-placements = { $count ->
    [one] { $count } wprowadzenie
    [few] { $count } wprowadzenia
   *[many] { $count } wprowadzeń
  }: pion z twojego zapasu ({ $reserve }) { $variant ->
    [basic] na trzy puste pola
   *[standard] na trzy puste pola poza obszarem centralnym
  }, np. C5-C6-D6.
terminal-no-piece-can-move = Żaden z twoich pionów nie może się ruszyć.
terminal-pieces-that-can-move = Piony, które mogą się ruszyć (moves i pole pokazuje ich ruchy):
terminal-piece-move-count = { $count ->
    [one] { $count } ruch
    [few] { $count } ruchy
   *[many] { $count } ruchów
  }
terminal-piece-moves = { $count ->
    [one] { $count } ruch
    [few] { $count } ruchy
   *[many] { $count } ruchów
  } piona z pola { $cell }:
terminal-no-piece-at = Na { $cell } nie ma piona.
terminal-not-your-piece = Górny pion na { $cell } należy do { $colour ->
    [white] białych
   *[black] czarnych
  }, nie do ciebie.
terminal-piece-cannot-move = Twój pion na { $cell } nie może się teraz ruszyć: zacznij od jego PÜNCTA, a pion nie może być zakryty.
terminal-bad-cell = „{ $text }” to nie pole: { $error }.
terminal-perft-warning = perft { $depth } liczy każdy ciąg { $depth ->
    [one] { $depth } ruchu
   *[many] { $depth } ruchów
  } od tej pozycji (teraz { $now ->
    [one] { $now } dozwolony ruch
    [few] { $now } dozwolone ruchy
   *[many] { $now } dozwolonych ruchów
  }), rzędu { $now }^{ $depth } pozycji: to może potrwać minuty albo godziny. Ctrl-C przerywa.

## hint

terminal-hint-level = { $stronger ->
    [yes] Rada komputera (poziom { level-name }, wyższy niż poziom przeciwnika):
   *[no] Rada komputera (poziom { level-name }):
  }
terminal-nothing-to-suggest = Nie ma czego podpowiadać: partia się skończyła.
terminal-suggested = Podpowiedź: { $best }.
terminal-also = Warto też rozważyć: { $others }.
terminal-judgement-wins = wygrywa
terminal-judgement-forced-win = wymuszona wygrana w { $moves ->
    [one] { $moves } ruchu
   *[many] { $moves } ruchach
  }
terminal-judgement-loses = przegrywa przy najlepszej grze
terminal-judgement-lacking = { $stops ->
    [yes] powstrzymuje to; potem do połączenia brakuje ci
   *[no] potem do połączenia brakuje ci
  } { $you ->
    [one] { $you } pola
   *[many] { $you } pól
  }, { colour-name }: { $them }
terminal-hint-danger = { $connects ->
    [yes] Uwaga: { colour-name } mogą połączyć w następnym ruchu, na przykład ruchem { $move }.
   *[no] Uwaga: { colour-name } mogą wygrać w następnym ruchu, wprowadzając ostatni pion przy przewadze w obszarze centralnym, na przykład { $move }.
  }
terminal-hint-stops = { $count ->
    [one] Powstrzymuje to tylko { $moves }.
   *[other] { $more ->
        [yes] Powstrzymują to między innymi: { $moves }.
       *[no] Powstrzymują to: { $moves }.
    }
  }
terminal-hint-no-stop = Żaden ruch tego nie powstrzyma.
terminal-hint-people = Rady są tylko w partiach przeciw komputerowi: w partii dwojga ludzi komputer nie ocenia żadnego ruchu.

## Ruchy, których nie można wykonać (terminal i Discord)

kind-name = { $kind ->
    [T] trójkąt
    [C] prosty pion, PÜNCT pośrodku
    [E] prosty pion, PÜNCT na końcu
    [M] zgięty pion, PÜNCT w narożniku
    [L] zgięty pion, PÜNCT na końcu, zagięty w lewo
   *[R] zgięty pion, PÜNCT na końcu, zagięty w prawo
  }
move-unreadable = Nie potrafię odczytać „{ $text }” jako ruchu: { $error }.
move-illegal = Ruch { $notation } jest niedozwolony: { $reason }
move-in-record = Ruch { $ply }: { $text }
illegal-game-over = partia już się skończyła.
illegal-pass-not-allowed = spasować możesz tylko wtedy, gdy nie masz żadnego dozwolonego ruchu.
illegal-none-left = nie masz już w zapasie piona { $kind } ({ kind-name }) do wprowadzenia. Przesuń zamiast tego pion na planszy, np. F5>H7-H8-I8.
illegal-cell-occupied = { $cell } nie jest puste. Nowe piony wprowadza się na trzy puste pola planszy.
illegal-central-hexagon = { $cell } leży w obszarze centralnym (najwyżej dwa kroki od I9), gdzie { $variant ->
    [basic] nie wolno wprowadzić pierwszego piona białych
   *[standard] nigdy nie wolno wprowadzać nowych pionów; piony trafiają tam tylko przez przesunięcie
  }. Wprowadź go poza nim, np. C5-C6-D6.
illegal-no-piece-at = na { $from } nie ma piona.
illegal-not-your-piece = górny pion na { $from } należy do przeciwnika.
illegal-not-a-punct = { $from } to mała kropka. Pion porusza się swoim PÜNCTEM: zacznij ruch od { $punct }, np. { $punct }>…
illegal-piece-covered = pion na { $from } jest zakryty: na { $covered } coś na nim leży.
illegal-wrong-kind = ten pion to { $piece_name } ({ $piece }), a miejsce docelowe ma kształt: { $destination_name } ({ $destination }). Piony się obracają, ale nigdy nie zmieniają kształtu.
illegal-not-in-straight-line = { $to } nie leży na prostej linii od { $from }. PÜNCT porusza się wzdłuż jednej z sześciu linii przez swoje pole.
illegal-no-move = pion skończyłby dokładnie tam, gdzie jest. Przesuń go lub obróć.
illegal-uneven-support = pion nie leżałby równo: jego pola mają wysokości { $a }, { $b } i { $c }. Wyląduj na trzech polach tej samej wysokości albo utwórz most z końcami na tej samej wysokości.
illegal-triangle-cannot-bridge = trójkąt nie może utworzyć mostu: wszystkie trzy pola muszą mieć tę samą wysokość.
illegal-punct-not-on-own-piece = przy wskakiwaniu i moście PÜNCT musi stanąć na jednej z twoich kropek, a { $cell } nie jest twoje.

## Błędy punct (po „error: ”)

terminal-error-io = nie udało się zapisać wyjścia: { $reason }
terminal-error-names = „{ $text }”: --names przyjmuje dwa imiona oddzielone przecinkiem, najpierw białe, np. "Alice,Bob"
terminal-error-highlight = --highlight: { $reason }
terminal-error-read-file = nie udało się odczytać { $file }: { $reason }
terminal-error-write-file = nie udało się zapisać { $file }: { $reason }
terminal-error-language = { $option } { $code }: żaden z { $codes }
