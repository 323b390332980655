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
picture-reason-resignation = durch Aufgabe
picture-reason-timeout = durch Zeitüberschreitung
picture-reason-agreement = durch Einigung
picture-last-move = Zug{ "\u00A0" }{ $number }: { $notation }
picture-centre-count = Mitte
picture-all-placed = alle eingesetzt
picture-goal-first = verbinde zwei Seiten
picture-goal-second = einer Farbe

## Die Legende unter dem Spielplan

picture-legend-punct = PÜNCT
picture-legend-stack = Stapelhöhe
picture-legend-bridge = Brückenlücke
picture-legend-last-move = letzter Zug
picture-legend-origin = kam von hier
picture-legend-chain = Siegerkette
picture-legend-centre = Mitte
picture-legend-hint = Hinweis
picture-legend-marked = schau hier

## Was die Zeichen der Legende bedeuten, in Worten: für die Nachricht unter einem
## Bild (im Bild ist nur Platz für kurze Namen)

picture-explain-punct = ein roter Ring auf einem Punkt: der PÜNCT, der Punkt, an dem ein Spielstein bewegt wird
picture-explain-stack = eine Zahl auf einem Punkt: wie hoch dieser Stapel ist
picture-explain-bridge = ein gestrichelter Punkt: der mittlere Punkt einer Brücke, der über dem Leeren liegt
picture-explain-last-move = gelbe Felder: der letzte Zug
picture-explain-origin = ein gestrichelter Ring auf gelbem Feld: von dort kam der PÜNCT des letzten Zuges
picture-explain-chain = magentafarbene Ringe: die siegreiche Kette
picture-explain-centre-standard = die schattierte Mitte: sie entscheidet das Spiel, wenn niemand verbindet
picture-explain-centre-basic = die schattierten Felder: das Sechseck in der Spielplanmitte
picture-explain-hint = türkise Rahmen: Hinweise
picture-explain-marked = violette Rahmen: die Felder, um die es in der Lektion geht

## Alternativtext: was ein Screenreader zu einem Bild vorliest

picture-alt-board = { $ply ->
    [0] PÜNCT-Spielplan vor dem ersten Zug.
    [one] PÜNCT-Spielplan nach 1 Zug.
   *[other] PÜNCT-Spielplan nach { $ply } Zügen.
  }
picture-alt-side = { $name } ({ $colour })
picture-alt-to-move = { $side } ist am Zug.
picture-alt-over = Partie beendet: { $result }.
picture-alt-last-move = Letzter Zug, { $colour }: { $move }.
picture-alt-passed = Letzter Zug: { $colour } hat gepasst.
move-words-placed = { $kind }, eingesetzt auf { $cells }, PÜNCT auf { $punct }
move-words-moved = { $kind }, gezogen von { $from } nach { $cells }, PÜNCT jetzt auf { $punct }{ $landing ->
    [flat] , auf leere Spielfelder
    [jump] , auf Spielsteine gesprungen
    [bridge] , als Brücke
   *[unknown] {""}
  }
picture-alt-reserves = Steine im Vorrat: Weiß { $white }, Schwarz { $black }.
picture-alt-centre = Besetzte Felder des Sechsecks in der Mitte: Weiß { $white }, Schwarz { $black }.
