# Wörter auf den Bildern des Spielplans. Sie müssen auf ihren Platz im Bild
# passen (tests/locales.rs misst jedes in jeder Sprache): kurz halten.
# { "\u00A0" } ist ein Leerzeichen, an dem das Bild nie umbricht.

picture-colour = { $colour ->
    [white] Weiß
   *[black] Schwarz
  }
picture-computer = Computer
picture-to-move = { $name } am Zug
picture-wins = { $name } gewinnt
picture-draw = Unentschieden
picture-reason-connected = durch Verbinden der { $axis ->
    [columns] blauen
    [rows] orangen
   *[diagonals] grünen
  } Seiten
picture-reason-central-majority = mit mehr Spielfeldern der Mitte: { $mine }{ "\u00A0" }zu{ "\u00A0" }{ $theirs }
picture-reason-central-tie = die Mitte ist geteilt: { $mine }{ "\u00A0" }zu{ "\u00A0" }{ $theirs }
picture-reason-last-piece-placed = alle Spielsteine eingesetzt, keine Verbindung
picture-reason-no-legal-moves = niemand kann mehr ziehen
picture-last-move = Zug{ "\u00A0" }{ $number }: { $notation }
picture-moves-played = { $count ->
    [0] noch kein Zug
    [one] { $count } Zug
   *[other] { $count } Züge
  } · { $variant ->
    [basic] Basis
   *[standard] Standard
  }
picture-centre-count = Mitte
picture-all-placed = alle eingesetzt
picture-goal-first = verbinde zwei Seiten
picture-goal-second = einer Farbe

## Die Legende unter dem Spielplan

picture-legend-punct = PÜNCT: bewegt den Spielstein
picture-legend-stack = Höhe des Stapels
picture-legend-bridge = Brückenpunkt über dem Leeren
picture-legend-last-move = letzter Zug
picture-legend-origin = von hier gezogen
picture-legend-chain = siegreiche Kette
picture-legend-centre-standard = Mitte: entscheidet ohne Verbindung
picture-legend-centre-basic = Sechseck in der Spielplanmitte
picture-legend-hint = Hinweis
picture-legend-marked = schau hier
