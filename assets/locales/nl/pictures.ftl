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
picture-reason-resignation = door opgave
picture-reason-timeout = op tijd
picture-reason-agreement = in onderling overleg
picture-last-move = zet{ "\u00A0" }{ $number }: { $notation }
picture-centre-count = midden
picture-all-placed = voorraad op
picture-goal-first = verbind twee zijden
picture-goal-second = van één kleur

## De legenda onder het bord

picture-legend-punct = PÜNCT
picture-legend-stack = hoogte
picture-legend-bridge = brug
picture-legend-last-move = laatste zet
picture-legend-origin = vertrek
picture-legend-chain = winnende keten
picture-legend-centre = midden
picture-legend-hint = hint
picture-legend-marked = kijk hier

## Wat de tekens van de legenda betekenen, in woorden: voor het bericht onder een
## afbeelding (in de afbeelding is alleen plaats voor korte namen)

picture-explain-punct = een rode ring op een stip: de PÜNCT, de stip waarmee een stuk wordt verplaatst
picture-explain-stack = een getal op een stip: hoe hoog die stapel is
picture-explain-bridge = een gestippelde stip: de middelste stip van een brug, boven niets
picture-explain-last-move = gele velden: de laatste zet
picture-explain-origin = een gestippelde ring op een geel veld: waar de PÜNCT van de laatste zet vandaan kwam
picture-explain-chain = magenta ringen: de winnende keten
picture-explain-centre-standard = het gearceerde midden: het beslist de partij als niemand verbindt
picture-explain-centre-basic = de gearceerde velden: de centrale zeshoek
picture-explain-hint = cyaan kaders: hints
picture-explain-marked = paarse kaders: de velden waar de les over gaat

## Alternatieve tekst: wat een schermlezer over een afbeelding zegt

picture-alt-board = { $ply ->
    [0] PÜNCT-speelbord, voor de eerste zet.
    [one] PÜNCT-speelbord na 1 zet.
   *[other] PÜNCT-speelbord na { $ply } zetten.
  }
picture-alt-side = { $name } ({ $colour })
picture-alt-to-move = { $side } is aan zet.
picture-alt-over = Partij voorbij: { $result }.
picture-alt-last-move = Laatste zet, { $colour }: { $move }.
picture-alt-passed = Laatste zet: { $colour } paste.
move-words-placed = { $kind }, geplaatst op { $cells }, PÜNCT op { $punct }
move-words-moved = { $kind }, verplaatst van { $from } naar { $cells }, PÜNCT nu op { $punct }{ $landing ->
    [flat] , op lege velden
    [jump] , springend op andere stukken
    [bridge] , als brug
   *[unknown] {""}
  }
picture-alt-reserves = Stukken in voorraad: Wit { $white }, Zwart { $black }.
picture-alt-centre = Bezette velden van de centrale zeshoek: Wit { $white }, Zwart { $black }.
