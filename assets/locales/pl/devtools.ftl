# Czytelne wiersze narzędzi programisty: wynik każdej partii `punct arena`
# i jej podsumowanie, postęp `punct puzzles generate`. To, co czyta maszyna
# (liczby z perft, `puzzles export`, tabele liczności), nie jest tutaj: jest
# takie samo we wszystkich językach. Nazwy graczy (random, greedy, easy,
# hard, expert, mcts…) i wariantów pisze się tak, jak się je wpisuje.
#
# Słowniczek (instrukcja): białe, czarne; obszar centralny; zapas; pion;
# połączyć; partia; ruch.

devtools-colour = { $colour ->
    [white] białe
   *[black] czarne
  }
devtools-arena-game = Partia { $number }: { $white } (białe) przeciw { $black } (czarne): { $result }, { $reason }, { $plies ->
    [one] { $plies } ruch
    [few] { $plies } ruchy
   *[many] { $plies } ruchów
  }
devtools-arena-wins = wygrywa { $player } ({ devtools-colour })
devtools-arena-draw = remis
devtools-arena-connected = { devtools-colour } połączyły { $axis ->
    [columns] kolumny A i Q
    [rows] rzędy 1 i 17
   *[diagonals] boki J2–P8 i B10–H16
  }
devtools-arena-central-majority = { devtools-colour } widzą więcej pól obszaru centralnego ({ $mine } do { $theirs })
devtools-arena-central-tie = obszar centralny po równo (po { $cells })
devtools-arena-last-piece = ostatni pion wprowadzony bez połączenia
devtools-arena-no-moves = żaden gracz nie ma dozwolonego ruchu
devtools-arena-cut-off = osiągnięto limit { $plies } ruchów
devtools-arena-match = { $games ->
    [one] { $games } partia
    [few] { $games } partie
   *[many] { $games } partii
  }, wariant { $variant }
devtools-arena-side-wins = { $side } = { $player }: { $wins ->
    [one] { $wins } wygrana
    [few] { $wins } wygrane
   *[many] { $wins } wygranych
  } ({ $percent } %)
devtools-arena-draws = remisy: { $draws }
devtools-arena-time = średni czas na ruch, { $player }: { $average } s w { $moves ->
    [one] { $moves } ruchu
   *[other] { $moves } ruchach
  } (najdłuższy { $longest } s)
devtools-arena-cpu = czas procesora na ruch, { $player }: { $average } s (najdłuższy { $longest } s)
devtools-arena-out-of-time = { $player }: limit czasu procesora osiągnięty w { $count ->
    [one] { $count } ruchu
   *[other] { $count } ruchach
  }
devtools-generate-progress = partie { $games }	zagadki { $puzzles }	{ $seconds } s
