# Wat er mis is met een getypte zet of een getypt veld (de leesfouten van de
# regels), binnen move-unreadable, terminal-bad-cell en de fouten van een
# genoteerde partij. De notatie (C5-C6-D6, F5>H7-H8-I8, -, >) is overal gelijk.

notation-empty = geen zet gegeven: schrijf een inbreng als C5-C6-D6 of een verplaatsing als F5>H7-H8-I8
notation-unexpected-character = „{ $ch }” kan geen deel van een zet zijn: schrijf velden als C5, gescheiden door -, en > voor de bestemming, bv. F5>H7-H8-I8
notation-too-many-arrows = een verplaatsing heeft één „>”: het veld van de PÜNCT, „>”, dan de bestemming, bv. F5>H7-H8-I8
notation-origin-not-one-cell = geef voor „>” alleen het veld van de PÜNCT die je verplaatst ({ $found } velden gegeven), bv. F5>H7-H8-I8
notation-not-three-cells = een stuk bedekt 3 velden, de PÜNCT eerst ({ $found } gegeven), bv. C5-C6-D6
notation-repeated-cell = { $cell } staat er twee keer: een stuk bedekt 3 verschillende velden, bv. C5-C6-D6
notation-not-a-piece = { $cells } heeft niet de vorm van een stuk: de drie velden vormen een driehoek (C5-C6-D6), een rechte lijn (F5-F6-F7) of een hoek (I9-J9-K10)
cell-empty = een veld is een kolomletter A–Q en een rijnummer 1–17, zoals I9
cell-bad-column = „{ $text }”: de kolom moet een letter van A tot Q zijn, zoals I9
cell-bad-row = „{ $text }”: de rij moet een getal van 1 tot 17 zijn, zoals I9
cell-off-board = { $text } ligt buiten het bord (een zeshoek: kolom A heeft rijen 2–8, I rijen 2–16, Q rijen 10–16; de hoeken A1 A9 I1 I17 Q9 Q17 zijn geen velden)
variant-unknown = „{ $text }” is geen variant: zeg basic of standard
