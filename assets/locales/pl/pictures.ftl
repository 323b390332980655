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
picture-last-move = ruch{ "\u00A0" }{ $number }: { $notation }
picture-moves-played = { $count ->
    [0] jeszcze bez ruchów
    [one] { $count } ruch
    [few] { $count } ruchy
   *[many] { $count } ruchów
  } · { $variant ->
    [basic] podstawowa
   *[standard] standardowa
  }
picture-centre-count = środek
picture-all-placed = wszystkie wprowadzone
picture-goal-first = połącz dwa boki
picture-goal-second = jednego koloru

## Legenda pod planszą

picture-legend-punct = PÜNCT: porusza pionem
picture-legend-stack = wysokość stosu
picture-legend-bridge = kropka mostu nad pustką
picture-legend-last-move = ostatni ruch
picture-legend-origin = stąd przesunięty
picture-legend-chain = zwycięski łańcuch
picture-legend-centre-standard = obszar centralny: rozstrzyga bez połączenia
picture-legend-centre-basic = obszar centralny
picture-legend-hint = podpowiedź
picture-legend-marked = spójrz tutaj
