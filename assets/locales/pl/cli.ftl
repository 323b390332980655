# punct, narzędzie wiersza poleceń: jego własne błędy (po „błąd: ”), pomoc
# i błędy argumentów clap oraz wiersze narzędzi programistycznych.

## Błędy punct dotyczące tego, o co poproszono

cli-error-size = obraz ma od { $min } do { $max } pikseli szerokości, nie { $size }; np. --size 800
cli-error-too-many-plies = GIF z partią pokazuje najwyżej { $max } ruchów, a ta partia ma ich { $plies }
cli-error-no-puzzle = nie ma zagadki „{ $id }”; punct puzzles export wypisuje wszystkie (numer jest w pierwszej kolumnie)
cli-error-no-lesson = --lesson { $text }: nie ma takiej lekcji. Podaj jej numer, od 1 do { $count }, albo nazwę: { $names }

## Before each of the errors above and clap's

cli-error = błąd: { $message }

## punct --help: co robi każde podpolecenie (cli-about-<ścieżka>) i co znaczy
## każda opcja (cli-arg-<ścieżka>-<opcja>, inaczej wspólne cli-arg-<opcja>);
## cli-value-<rodzaj> to symbol wartości. Opcje, wartości i polecenia zostają
## takie, jak się je wpisuje.

cli-about = PÜNCT offline: oglądanie pozycji, liczenie ruchów, gra.
cli-about-legal = Każdy dozwolony ruch po --moves, posortowane, po jednym w wierszu.
cli-about-status = Czyj ruch, wynik, zapasy i liczenie środka po --moves.
cli-about-replay = Każdy ruch z --moves z liczbą dozwolonych ruchów przed nim i tym, jak wylądował.
cli-about-perft = Policz pozycje GŁĘBOKOŚĆ ruchów naprzód (perft); od głębokości 3 trwa to długo.
cli-about-random-game = Graj losowe dozwolone ruchy od pustej planszy.
cli-about-render = Narysuj planszę po --moves jako obraz PNG.
cli-about-replay-gif = Narysuj całą partię (--moves) jako animowany GIF, jedna klatka na ruch.
cli-about-play = Zagraj partię w terminalu, z komputerem (--ai easy|medium|hard|expert) albo we dwoje przy jednej klawiaturze.
cli-about-rules = Zasady w skrócie i jak czytać planszę w terminalu.
cli-about-arena = Mecz dwóch graczy komputerowych na zmianę kolorami: wygrane, remisy, czas na ruch.
cli-about-learn = Naucz się PÜNCT: krótka lekcja na każdą zasadę, każda z odpowiedzią w postaci ruchu; `learn export` wypisuje zadania.
cli-about-learn-export = Zadanie każdej lekcji, po jednym w wierszu: LESSON VARIANT MOVES ANSWERS LANDING, oddzielone tabulatorami.
cli-about-review = Punkty zwrotne partii (--moves / --record) w zdaniach; --format tsv: jeden wiersz na kluczowy moment, oddzielone tabulatorami PLY PLAYED VERDICT BETTER.
cli-about-puzzle = Rozwiązuj zagadki: połącz, zatrzymaj każde zagrożenie albo wygraj w 2 (--theme, --tier, --daily, --id).
cli-about-puzzles = Zagadki: utwórz plik danych z partii komputera albo wyeksportuj go do sprawdzenia.
cli-about-puzzles-generate = Graj partie komputera, zachowaj pozycje, z których są zagadki (każda sprawdzona dokładnie), zapisz plik danych.
cli-about-puzzles-export = Każda zagadka, po jednej w wierszu: ID VARIANT MOVES THEME SOLUTIONS, oddzielone tabulatorami.
cli-about-puzzles-retier = Przelicz poziom każdej zagadki według obecnej reguły (bez szukania) i zapisz plik danych od nowa.
cli-about-help = Pokaż tę pomoc albo pomoc podanego podpolecenia.

cli-arg-lang = Język komunikatów i obrazów, jeden z { $codes } (domyślnie z LC_ALL, LC_MESSAGES lub LANG, a w razie braku angielski).
cli-arg-help = Pokaż pomoc.
cli-arg-version = Pokaż wersję.
cli-arg-subcommand = Podpolecenie do objaśnienia.
cli-arg-variant = basic (gra podstawowa) lub standard (gra standardowa); wiersz [Variant "…"] zapisu partii ma pierwszeństwo.
cli-arg-moves = Ruchy od pustej planszy: zwykła lista ("B2-B3-C3 N12-N13-O13") albo numerowany zapis, taki jak pisze punct; po ruchach z --record.
cli-arg-record = Plik z zapisem partii, takim jak piszą punct play, record i Discord; --moves gra się po nim.
cli-arg-depth = Ile ruchów w głąb liczyć (każdy ruch to tura jednego gracza).
cli-arg-divide = Pokaż liczbę także pod każdym pierwszym ruchem.
cli-arg-seed = Ziarno losowych wyborów: to samo ziarno daje tę samą partię.
cli-arg-play-seed = Ziarno wyborów komputera: to samo ziarno i te same ruchy dają tę samą partię. Bez niego nowe w każdej partii, podane na początku i w zapisie.
cli-arg-random-game-max-plies = Zatrzymaj się po tylu ruchach (jeden na turę), nawet jeśli partia trwa dalej.
cli-arg-size = Szerokość obrazu w pikselach (256–4096; GIF-y z partią najwyżej 1024).
cli-arg-flip = Pokaż planszę od strony czarnych, obróconą o 180°.
cli-arg-names = Imiona graczy, najpierw białe, oddzielone przecinkiem: "Alice,Bob".
cli-arg-output = Plik do zapisania.
cli-arg-highlight = Pola do zaznaczenia, oddzielone spacjami, np. "F5 G6".
cli-arg-caption = Wiersz zastępujący wynik, np. "Bob się poddał — wygrywa Alice".
cli-arg-ai = Graj z komputerem na tym poziomie: easy, medium, hard lub expert. Bez tej opcji dwie osoby dzielą klawiaturę.
cli-arg-color = Twój kolor w grze z komputerem: white (białe, zaczynają) lub black (czarne).
cli-arg-board = Plansza jako tekst: compact (19 wierszy, mieści się w 80×24) lub large (33 wiersze, ułożona jak obrazy).
cli-arg-a = Pierwszy gracz: random, greedy, easy, medium, hard, expert, mcts lub mcts-strong. Białe w partiach nieparzystych.
cli-arg-b = Drugi gracz, te same możliwości. Białe w partiach parzystych.
cli-arg-games = Ile partii.
cli-arg-arena-seed = Ziarno pierwszej partii; partia k używa ziarna + k - 1. To samo ziarno daje ten sam mecz.
cli-arg-arena-max-plies = Partia, która trwa jeszcze po tylu ruchach (jeden na turę), liczy się jako remis.
cli-arg-records = Wypisz zapis każdej partii po wierszu z jej wynikiem.
cli-arg-jobs = Partie grane jednocześnie, każda w osobnym wątku (wyniki są wypisywane w kolejności partii i są takie same niezależnie od tej wartości).
cli-arg-lesson = Lekcja, od której zacząć: jej numer (1 do 10) lub nazwa (aim, pieces, placing, moving, jumping, bridges, covered, connection, end, play).
cli-arg-language = Język, jeden z { $codes }. Bez tej opcji język z --lang albo terminala (LANG).
cli-arg-picture = Narysuj też pozycję każdej lekcji z zaznaczonymi polami jako obraz PNG w PLIK.
cli-arg-level = Jak dokładnie komputer ogląda każdą pozycję, szukając skoków oceny (przegapione wygrane i poważne błędy są dokładne na każdym poziomie).
cli-arg-format = prose (zdania, domyślnie) lub tsv (jeden wiersz oddzielony tabulatorami na kluczowy moment, dla skryptów).
cli-arg-theme = Tylko zagadki z tego tematu: win (wygraj), defend (obroń się) lub win2 (wygraj w 2).
cli-arg-tier = Tylko zagadki z tego poziomu: 1 (najłatwiejszy) do 3.
cli-arg-daily = Zagadka dnia (ta sama co na Discordzie), potem koniec.
cli-arg-id = Zagadka o tym numerze (tak, jak wypisuje je punct puzzles export), potem koniec.
cli-arg-file = Plik danych do zapisania od nowa.
cli-arg-count = Zatrzymaj się, gdy znajdzie się tyle zagadek.
cli-arg-puzzles-generate-seed = Ziarno partii: to samo ziarno daje ten sam plik.
cli-arg-max-games = Zrezygnuj po tylu partiach.
cli-arg-threads = Partie grane jednocześnie.
cli-arg-puzzles-generate-output = Dokąd zapisać zagadki.

cli-value-code = KOD
cli-value-file = PLIK
cli-value-command = POLECENIE
cli-value-variant = WARIANT
cli-value-moves = RUCHY
cli-value-depth = GŁĘBOKOŚĆ
cli-value-seed = ZIARNO
cli-value-number = LICZBA
cli-value-size = PIKSELE
cli-value-names = IMIONA
cli-value-cells = POLA
cli-value-text = TEKST
cli-value-level = POZIOM
cli-value-format = FORMAT
cli-value-colour = KOLOR
cli-value-board = PLANSZA
cli-value-player = GRACZ
cli-value-lesson = LEKCJA
cli-value-theme = TEMAT
cli-value-tier = POZIOM
cli-value-id = NUMER

## Ramka punct --help

cli-help-usage = Użycie:
cli-help-options = Opcje
cli-help-arguments = Argumenty
cli-help-commands = Polecenia
cli-help-options-placeholder = [OPCJE]
cli-help-default = domyślnie: { $value }
cli-help-values = możliwe wartości: { $values }

## Błędy, które znajduje clap, naszymi słowami (po „błąd: ”); dalej przykład

cli-bad-unknown-argument = { $arg } nie jest tu opcją.
cli-bad-did-you-mean = Czy chodziło o { $suggestion }?
cli-bad-unknown-subcommand = „{ $name }” nie jest podpoleceniem { $command }.
cli-bad-missing-subcommand = { $command } potrzebuje podpolecenia: { $subcommands }.
cli-bad-missing-value = { $arg } potrzebuje wartości ({ $value }).
cli-bad-invalid-value = „{ $value }” nie jest wartością, którą przyjmuje { $arg }.
cli-bad-valid-values = Możliwe: { $values }.
cli-bad-not-a-number = { $arg } przyjmuje liczbę całkowitą, nie „{ $value }”.
cli-bad-missing-required = Brakuje: { $args }.
cli-bad-conflict = { $arg } nie może być użyte razem z { $other }.
cli-bad-too-many = { $arg } podano więcej niż raz albo z wartością, której nie przyjmuje.
cli-bad-other = Nie da się odczytać wiersza poleceń: { $reason }
cli-bad-usage = Użycie: { $usage }
cli-bad-more = Więcej: { $command } --help
