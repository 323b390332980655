# Zasady w skrócie i zapis ruchów: jeden tekst dla pomocy na Discordzie i
# `rules` w terminalu. Znaczniki Discorda (**pogrubienie**, • punkty); terminal
# pomija gwiazdki. Wiersz nie może zaczynać się od *: pogrubienie na początku
# wiersza zapisujemy { "**" }. Komendy przez commands.ftl.

help-title = PÜNCT — jak grać

help-rules =
    PÜNCT to gra połączeń Krisa Burma z projektu GIPF. Każdy gracz ma 18 pionów z trzema kropkami; jedna kropka każdego piona to jego **PÜNCT** (ta duża).

    { "**" }Cel:** połącz dwa przeciwległe boki sześciokątnej planszy polami, które widać z góry w twoim kolorze. Poziomy nie mają znaczenia, liczy się tylko to, co widać.

    { "**" }W swojej turze** zrób jedno z dwóch:
    • **Wprowadź** nowy pion ze swojego zapasu na trzy puste pola, nigdy do obszaru centralnego (19 pól wokół I9; w grze podstawowej dotyczy to tylko pierwszego piona białych).
    • **Przesuń** pion, którego żadna kropka nie jest zakryta: jego PÜNCT przesuwa się o dowolną odległość wzdłuż jednej z sześciu prostych linii, a pion może obrócić się wokół PÜNCTA. Ląduje płasko na trzech pustych polach, **wskakuje** na trzy kropki tej samej wysokości albo tworzy **most** nad luką, gdy oba końce są na tej samej wysokości. Przy wskakiwaniu i moście PÜNCT musi stanąć na jednej z twoich własnych kropek.

    { "**" }Piony** (obrazy pokazują ich kształty; terminal i podpowiedzi ruchów oznaczają je literą): **T** trójkąt (po 6), **C** prosta linia z PÜNCTEM pośrodku (2), **E** prosta linia z PÜNCTEM na końcu (4), **M** kąt z PÜNCTEM w wierzchołku (2), **L** i **R** kąty z PÜNCTEM na końcu, zagięte w lewo lub w prawo (po 2). Piony się obracają, ale nigdy nie zmieniają kształtu.

    { "**" }Koniec:** wygrywa ten, kto pierwszy połączy boki (jeśli ruch łączy obu graczy, wygrywa ten, kto go wykonał). Partia kończy się też, gdy gracz wprowadzi ostatni pion z zapasu, a nikt nie ma połączenia: w grze standardowej obaj liczą pola obszaru centralnego, które widać z góry w ich kolorze, i wygrywa ten, kto ma ich więcej, a przy równej liczbie jest remis; gra podstawowa kończy się wtedy remisem.

    Ruchy liczy się po jednym na turę gracza, od 1: ruchy białych są nieparzyste, czarnych parzyste.

help-reading-the-terminal-board = Jak czytać planszę: każdy wiersz to rząd, numerowany na obu końcach (rząd 17 na górze). Kolumny biegną w dół i w prawo; litera kolumny stoi tuż za oboma jej końcami, wzdłuż krawędzi. Pole pokazuje swoją najwyższą kropkę: W lub B to PÜNCT piona (białego lub czarnego), w lub b to jego dwie pozostałe kropki, dalej litera piona (taka sama na wszystkich trzech kropkach) i wysokość stosu; dwie sąsiednie kropki jednego piona łączy -. Puste pole to ., puste pole obszaru centralnego to +. Pod planszą: numer ruchu, kto gra, pola obszaru centralnego widziane z góry przez każdego gracza i piony w zapasie, według liter.
help-reading-the-terminal-sides = Sześć boków narysowano obok ich pól brzegowych kreskami wzdłuż boku (\, /, _ i ‾ na tej planszy; |, \ i / z --board large): dwa boki narysowane tak samo leżą naprzeciw siebie i tworzą parę do połączenia. Ta plansza to obrazek obrócony o jedną dwunastą obrotu w lewo; --board large pokazuje ją tak jak obrazki. Gdy grasz czarnymi przeciw komputerowi, obie są obrócone jak twoje obrazki, rząd 1 na górze. Pole zaznaczone przez lekcję stoi w nawiasach: (.), (wT1).

help-notation-title = Zapis ruchów
help-notation =
    Pole to kolumna A–Q i rząd 1–17: `I9` to środek.
    • Wprowadzenie piona: jego trzy pola, najpierw PÜNCT — `C5-C6-D6`
    • Przesunięcie piona: pole jego PÜNCTA, `>`, gdzie ląduje — `F5>H7-H8-I8`
    • Obrót piona w miejscu: `F5>F5-G5-H5`
    Wielkość liter jest dowolna, a zamiast `-` można pisać spacje lub przecinki: `f5 > h7 h8 i8`. Zacznij pisać w `/punct { punct-move }`, a bot podpowie dozwolone ruchy.

help-commands-title = Komendy
help-commands =
    `/punct { punct-challenge } [{ punct-challenge.opponent }:@ktoś]` — zacznij partię: bez przeciwnika może ją przyjąć każdy tutaj; wybierz bota, aby zagrać z komputerem
    `/punct { punct-move } { punct-move.text }:F5>H7-H8-I8` — wykonaj ruch
    `/punct { punct-move }` bez ruchu albo **{ picker-button-move }** pod planszą — wybierz ruch na planszy, zobacz planszę po nim, potem go zagraj
    `/punct { punct-board }` — pokaż planszę partii
    `/punct { punct-games }` — twoje partie, najpierw te, w których twój ruch
    `/punct { punct-resign }` · `/punct { punct-draw }` · `/punct { punct-takeback }` — poddaj się, zaproponuj remis, poproś o cofnięcie
    `/punct { punct-claim }` — wygraj partię, w której przeciwnikowi skończył się czas
    `/punct { punct-analyse }` · `/punct { punct-plan }` — ruchy próbowane prywatnie; odpowiedzi zaplanowane z góry
    `/punct { punct-away }` · `/punct { punct-back }` — zatrzymaj zegary na czas nieobecności i uruchom je znowu
    Partię gra się na kanale, na którym się zaczęła. W prywatnej wiadomości do mnie możesz zagrać z komputerem, wyświetlić swoje partie i zobaczyć ich plansze.

help-more-title = Przeglądaj i ucz się
help-more =
    `/punct { punct-history }` — ruchy, każda wcześniejsza pozycja, zapis partii i powtórka
    `/punct { punct-leaderboard }` — gracze z najlepszym rankingiem (liczą się partie między dwojgiem ludzi)
    `/punct { punct-league } { punct-league-standings }` — ligi tego serwera
    `/punct { punct-review }` — punkty zwrotne zakończonej partii, z obrazkami
    `/punct { punct-puzzle }` — zagadka tylko dla ciebie
    `/punct { punct-learn }` — lekcje, po jednej zasadzie (widzisz je tylko ty)
    `/punct { punct-settings }` — twoje ustawienia: wiadomość prywatna, gdy przypada twój ruch, strefa czasowa, podgląd wpisanych ruchów
    `/punct { punct-help }` — ta strona

    { "**" }Uczciwa gra:** w partii dwojga ludzi nie oceniam żadnego ruchu: `/punct { punct-move }` podpowiada dozwolone ruchy w kolejności planszy i nic nie mówi o ich sile. Podpowiedzi do zagadki nigdy nie wskazują rozwiązania. Pomoc — najpierw ruchy wygrywające, na górze przydatne — jest w partiach przeciw komputerowi i w lekcjach; `/punct { punct-review }` ocenia partię dopiero po jej zakończeniu.
