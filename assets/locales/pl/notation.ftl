# Co jest nie tak z wpisanym ruchem lub polem (błędy odczytu z reguł), wewnątrz
# move-unreadable, terminal-bad-cell i błędów zapisu partii. Zapis ruchów
# (C5-C6-D6, F5>H7-H8-I8, -, >) jest wszędzie taki sam.

notation-empty = nie podano ruchu: wpisz wprowadzenie, np. C5-C6-D6, albo przesunięcie, np. F5>H7-H8-I8
notation-unexpected-character = „{ $ch }” nie może być częścią ruchu: wpisz pola jak C5, oddzielone -, i > przed celem, np. F5>H7-H8-I8
notation-too-many-arrows = przesunięcie ma jeden znak „>”: pole PÜNCTA, „>”, potem cel, np. F5>H7-H8-I8
notation-origin-not-one-cell = przed „>” podaj tylko pole PÜNCTA, który przesuwasz (podano pól: { $found }), np. F5>H7-H8-I8
notation-not-three-cells = pion zajmuje 3 pola, najpierw PÜNCT (podano: { $found }), np. C5-C6-D6
notation-repeated-cell = { $cell } podano dwa razy: pion zajmuje 3 różne pola, np. C5-C6-D6
notation-not-a-piece = { $cells } nie ma kształtu piona: trzy pola tworzą trójkąt (C5-C6-D6), prostą linię (F5-F6-F7) albo kąt (I9-J9-K10)
cell-empty = pole to litera kolumny A–Q i numer rzędu 1–17, np. I9
cell-bad-column = „{ $text }”: kolumna musi być literą od A do Q, np. I9
cell-bad-row = „{ $text }”: rząd musi być liczbą od 1 do 17, np. I9
cell-off-board = { $text } leży poza planszą (sześciokąt: kolumna A ma rzędy 2–8, I rzędy 2–16, Q rzędy 10–16; narożniki A1 A9 I1 I17 Q9 Q17 nie są polami)
variant-unknown = „{ $text }” to nie wariant: wpisz basic albo standard
