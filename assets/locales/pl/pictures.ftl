# Słowa na obrazkach planszy. Muszą zmieścić się na swoim miejscu
# (tests/locales.rs mierzy każde w każdym języku): krótko.
# { "\u00A0" } to spacja, przy której obrazek nigdy nie łamie wiersza.

picture-colour = { $colour ->
    [white] Białe
   *[black] Czarne
  }
picture-computer = Komputer
picture-to-move = Ruch: { $name }
picture-wins = Wygrana: { $name }
picture-draw = Remis
picture-reason-connected = przez połączenie { $axis ->
    [columns] niebieskich
    [rows] pomarańczowych
   *[diagonals] zielonych
  } boków
picture-reason-central-majority = przewagą w obszarze centralnym: { $mine }{ "\u00A0" }do{ "\u00A0" }{ $theirs }
picture-reason-central-tie = obszar centralny po równo: { $mine }{ "\u00A0" }do{ "\u00A0" }{ $theirs }
picture-reason-last-piece-placed = wszystkie piony wprowadzone, brak połączenia
picture-reason-no-legal-moves = nikt nie może wykonać ruchu
picture-reason-resignation = przez poddanie
picture-reason-timeout = na czas
picture-reason-agreement = za porozumieniem
picture-last-move = ruch{ "\u00A0" }{ $number }: { $notation }
picture-centre-count = środek
picture-all-placed = zapas pusty
picture-goal-first = połącz dwa boki
picture-goal-second = jednego koloru

## Legenda pod planszą

picture-legend-punct = PÜNCT
picture-legend-stack = wysokość
picture-legend-bridge = most
picture-legend-last-move = ostatni ruch
picture-legend-origin = stąd
picture-legend-chain = zwycięski łańcuch
picture-legend-centre = środek
picture-legend-hint = podpowiedź
picture-legend-marked = spójrz tu

## Co znaczą symbole legendy, słowami: do wiadomości pod obrazkiem (na obrazku
## mieszczą się tylko krótkie nazwy)

picture-explain-punct = czerwony pierścień na kropce: PÜNCT, kropka, za którą przesuwa się pion
picture-explain-stack = liczba na kropce: wysokość tego stosu
picture-explain-bridge = kropka z przerywaną obwódką: środkowa kropka mostu, nad pustką
picture-explain-last-move = żółte pola: ostatni ruch
picture-explain-origin = przerywany pierścień na żółtym polu: skąd przyszedł PÜNCT ostatniego ruchu
picture-explain-chain = purpurowe pierścienie: zwycięski łańcuch
picture-explain-centre-standard = zacieniony środek: rozstrzyga partię, gdy nikt nie połączy
picture-explain-centre-basic = zacienione pola: obszar centralny
picture-explain-hint = błękitne ramki: podpowiedzi
picture-explain-marked = fioletowe ramki: pola, o których mówi lekcja

## Tekst alternatywny: co czytnik ekranu mówi o obrazku

picture-alt-board = { $ply ->
    [0] Plansza PÜNCT przed pierwszym ruchem.
   *[other] Plansza PÜNCT po { $ply } { $ply ->
        [one] ruchu
       *[other] ruchach
    }.
  }
picture-alt-side = { $name } ({ $colour })
picture-alt-to-move = Ruch: { $side }.
picture-alt-over = Koniec partii: { $result }.
picture-alt-last-move = Ostatni ruch, { $colour }: { $move }.
picture-alt-passed = Ostatni ruch: { $colour } – pas.
move-words-placed = { $kind }, ustawiony na { $cells }, PÜNCT na { $punct }
move-words-moved = { $kind }, przesunięty z { $from } na { $cells }, PÜNCT teraz na { $punct }{ $landing ->
    [flat] , na wolne pola
    [jump] , wskakując na inne piony
    [bridge] , tworząc most
   *[unknown] {""}
  }
picture-alt-reserves = Piony w zapasie: Białe { $white }, Czarne { $black }.
picture-alt-centre = Zajęte pola obszaru centralnego: Białe { $white }, Czarne { $black }.
