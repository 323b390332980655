# Was an einem getippten Zug oder Spielfeld nicht stimmt (die Lesefehler der
# Regeln), in move-unreadable, terminal-bad-cell und den Fehlern einer
# Aufzeichnung. Die Schreibweise (C5-C6-D6, F5>H7-H8-I8, -, >) ist überall gleich.

notation-empty = kein Zug angegeben: schreib ein Einsetzen wie C5-C6-D6 oder ein Bewegen wie F5>H7-H8-I8
notation-unexpected-character = „{ $ch }“ kann nicht in einem Zug stehen: schreib Spielfelder wie C5, getrennt durch -, und > vor dem Ziel, z. B. F5>H7-H8-I8
notation-too-many-arrows = ein Bewegen hat ein einziges „>“: das Spielfeld des PÜNCTs, „>“, dann das Ziel, z. B. F5>H7-H8-I8
notation-origin-not-one-cell = vor „>“ steht nur das Spielfeld des PÜNCTs, den du bewegst ({ $found } Spielfelder angegeben), z. B. F5>H7-H8-I8
notation-not-three-cells = ein Spielstein bedeckt 3 Spielfelder, der PÜNCT zuerst ({ $found } angegeben), z. B. C5-C6-D6
notation-repeated-cell = { $cell } steht zweimal da: ein Spielstein bedeckt 3 verschiedene Spielfelder, z. B. C5-C6-D6
notation-not-a-piece = { $cells } hat nicht die Form eines Spielsteins: die drei Spielfelder bilden ein Dreieck (C5-C6-D6), eine Gerade (F5-F6-F7) oder einen Winkel (I9-J9-K10)
cell-empty = ein Spielfeld ist ein Spaltenbuchstabe A–Q und eine Reihennummer 1–17, z. B. I9
cell-bad-column = „{ $text }“: die Spalte muss ein Buchstabe von A bis Q sein, z. B. I9
cell-bad-row = „{ $text }“: die Reihe muss eine Zahl von 1 bis 17 sein, z. B. I9
cell-off-board = { $text } liegt nicht auf dem Spielplan (ein Sechseck: Spalte A hat die Reihen 2–8, I die Reihen 2–16, Q die Reihen 10–16; die Ecken A1 A9 I1 I17 Q9 Q17 sind keine Spielfelder)
variant-unknown = „{ $text }“ ist keine Spielvariante: sag basic oder standard
