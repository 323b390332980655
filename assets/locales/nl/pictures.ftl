# De woorden op de afbeeldingen van het bord. Ze moeten op hun plaats passen
# (tests/locales.rs meet elk woord in elke taal): houd ze kort.
# { "\u00A0" } is een spatie waar de afbeelding nooit een regel afbreekt.

picture-colour = { $colour ->
    [white] Wit
   *[black] Zwart
  }
picture-computer = Computer
picture-to-move = { $name } is aan zet
picture-wins = { $name } wint
picture-draw = Gelijkspel
picture-reason-connected = door de { $axis ->
    [columns] blauwe
    [rows] oranje
   *[diagonals] groene
  } zijden te verbinden
picture-reason-central-majority = met meer velden in het centrum: { $mine }{ "\u00A0" }tegen{ "\u00A0" }{ $theirs }
picture-reason-central-tie = het centrum is gedeeld: { $mine }{ "\u00A0" }tegen{ "\u00A0" }{ $theirs }
picture-reason-last-piece-placed = alle stukken ingebracht, geen verbinding
picture-reason-no-legal-moves = geen van beiden kan nog zetten
picture-last-move = zet{ "\u00A0" }{ $number }: { $notation }
picture-moves-played = { $count ->
    [0] nog geen zet
    [one] { $count } zet
   *[other] { $count } zetten
  } · { $variant ->
    [basic] basis
   *[standard] standaard
  }
picture-centre-count = midden
picture-all-placed = alles ingebracht
picture-goal-first = verbind twee zijden
picture-goal-second = van één kleur

## De legenda onder het bord

picture-legend-punct = PÜNCT: verplaatst het stuk
picture-legend-stack = hoogte van de stapel
picture-legend-bridge = brugstip boven niets
picture-legend-last-move = laatste zet
picture-legend-origin = vanaf hier verplaatst
picture-legend-chain = winnende keten
picture-legend-centre-standard = centrum: beslist zonder verbinding
picture-legend-centre-basic = centrale zeshoek
picture-legend-hint = hint
picture-legend-marked = kijk hier
