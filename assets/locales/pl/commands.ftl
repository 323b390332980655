# Polski. Słowniczek z instrukcji (dla kolejnych tłumaczy):
#   PÜNCT (kropka główna piona; D. PÜNCTA, N. PÜNCTEM) · pion (piece) · kropka (dot)
#   plansza (board) · pole (cell) · obszar centralny (central hexagon)
#   zestaw, zapas (reserve) · wprowadzić nowy pion (place) · przesunąć / poruszyć pion (move)
#   ruch (a move) · tura (a turn) · wskoczyć (jump) · most (bridge) · poziom (level)
#   białe / czarne (White / Black) · gra podstawowa (basic game) · gra standardowa (standard game)
#   remis (draw) · przeciwnik (opponent) · partia (a game)
# Forma: „ty” (instrukcja mówi o „graczu”; na Discordzie zwracamy się po imieniu).
# Nazwy komend: małe litery, bez spacji, najwyżej 32 znaki; opisy najwyżej 100.

punct = punct
    .description = PÜNCT, gra Krisa Burma o łączeniu: wyzwij kogoś i graj tutaj przez kilka dni.

punct-challenge = wyzwij
    .description = Wyzwij kogoś albo kogokolwiek tutaj na partię PÜNCT (wybierz mnie, by zagrać z komputerem).
    .opponent = przeciwnik
    .opponent-description = Z kim chcesz zagrać (puste: każdy tutaj może przyjąć); wybierz mnie, by grać z komputerem
    .variant = wariant
    .variant-description = gra standardowa (domyślnie) lub podstawowa
    .variant-choice-0 = gra standardowa
    .variant-choice-1 = gra podstawowa
    .days = dni
    .days-description = Czas na każdy ruch (domyślnie 3 dni)
    .days-choice-0 = 1 dzień
    .days-choice-1 = 3 dni
    .days-choice-2 = 7 dni
    .days-choice-3 = 14 dni
    .days-choice-4 = bez limitu
    .clock = zegar
    .clock-description = Bank czasu zamiast dni na ruch: każdy ruch dodaje czas, nigdy ponad bank
    .clock-choice-0 = bank: 3 dni, +1 dzień za ruch
    .clock-choice-1 = bank: 7 dni, +1 dzień za ruch
    .clock-choice-2 = bank: 10 dni, +36 h za ruch
    .color = kolor
    .color-description = Twój kolor (domyślnie: losowany)
    .color-choice-0 = losowo
    .color-choice-1 = białe
    .color-choice-2 = czarne
    .level = poziom
    .level-description = Siła komputera, gdy grasz ze mną (domyślnie średni)
    .level-choice-0 = łatwy
    .level-choice-1 = średni
    .level-choice-2 = trudny
    .level-choice-3 = ekspert

punct-move = ruch
    .description = Wykonaj ruch, np. F5>H7-H8-I8, albo pomiń go, by wybrać ruch na planszy.
    .text = tekst
    .text-description = Twój ruch: C5-C6-D6 wprowadza pion, F5>H7-H8-I8 przesuwa pion; puste: wybierz na planszy
    .game = partia
    .game-description = Która partia, jeśli masz kilka na tym kanale
    .preview = podgląd
    .preview-description = Najpierw pokaż planszę po ruchu, z przyciskami Zagraj i Anuluj

punct-board = plansza
    .description = Pokaż planszę partii (twojej na tym kanale albo wskazanej).
    .game = partia
    .game-description = Która partia (domyślnie: twoja na tym kanale)

punct-games = partie
    .description = Twoje partie, najpierw te, w których masz ruch (widzisz to tylko ty).

punct-resign = poddaj
    .description = Poddaj partię: wygrywa twój przeciwnik.
    .game = partia
    .game-description = Która partia, jeśli masz kilka na tym kanale

punct-draw = remis
    .description = Zaproponuj remis albo przyjmij propozycję przeciwnika.
    .game = partia
    .game-description = Która partia, jeśli masz kilka na tym kanale

punct-takeback = cofnij
    .description = Poproś o cofnięcie ostatniego ruchu (decyduje przeciwnik).
    .game = partia
    .game-description = Która partia, jeśli masz kilka na tym kanale

punct-claim = zgłoś-wygraną
    .description = Zgłoś wygraną w partii, w której przeciwnikowi skończył się czas.
    .game = partia
    .game-description = Która partia, jeśli masz kilka na tym kanale

punct-history = historia
    .description = Ruchy partii, plansza po dowolnym ruchu, zapis i powtórka.
    .game = partia
    .game-description = Która partia (domyślnie: twoja tutaj, a jeśli nie, ostatnio zakończona)
    .move = po-ruchu
    .move-description = Pokaż planszę po tym ruchu (0: pusta plansza; każdy ruch liczy się osobno)

punct-review = analiza
    .description = Punkty zwrotne zakończonej partii, każdy z obrazkiem.
    .game = partia
    .game-description = Która partia (domyślnie: ostatnio zakończona tutaj)

punct-analyse = analizuj
    .description = Twoja prywatna plansza analizy partii: próbuj ruchów za obie strony; partia się nie zmienia.
    .game = partia
    .game-description = Która partia (domyślnie: twoja na tym kanale)
    .move = ruch
    .move-description = Ruch do wypróbowania na twojej planszy analizy, np. F5>H7-H8-I8

punct-plan = plan
    .description = Twój plan odpowiedzi w partii (ruchy warunkowe): zobacz go, usuń linie.
    .game = partia
    .game-description = Która partia (domyślnie: twoja na tym kanale)

punct-leaderboard = ranking
    .description = Najwyżej oceniani gracze (liczą się partie między dwojgiem ludzi).

punct-puzzle = zagadka
    .description = Rozwiąż zagadkę: połącz, zatrzymaj każdą groźbę albo wygraj w 2 (widzisz ją tylko ty).
    .answer = odpowiedź
    .answer-description = Twoja odpowiedź na zagadkę, np. F5>H7-H8-I8 (zacznij pisać, a podpowiem)
    .daily = dnia
    .daily-description = Dzisiejsza zagadka dnia, ta sama dla wszystkich
    .theme = motyw
    .theme-description = wygrana, obrona albo wygrana w 2 (domyślnie: dowolny)
    .theme-choice-0 = wygrana
    .theme-choice-1 = obrona
    .theme-choice-2 = wygrana w 2
    .tier = poziom
    .tier-description = Od 1 (najłatwiejszy) do 3 (domyślnie: dowolny)

punct-learn = nauka
    .description = Naucz się PÜNCT: krótka lekcja na każdą zasadę, z obrazkiem i zadaniem (widzisz ją tylko ty).
    .lesson = lekcja
    .lesson-description = Która lekcja, od 1 do 10 (domyślnie: ta, na której skończyłeś)
    .answer = odpowiedź
    .answer-description = Twój ruch do zadania lekcji, np. C5>E5-F5-G5 (zacznij pisać, a podpowiem)

punct-settings = ustawienia
    .description = Twoje ustawienia (widzisz je tylko ty): np. podgląd każdego wpisanego ruchu przed zagraniem.
    .preview = podgląd
    .preview-description = Najpierw pokaż każdy wpisany ruch, z przyciskami Zagraj i Anuluj (domyślnie: nie)
    .timezone = strefa-czasowa
    .timezone-description = Twoja strefa czasowa, np. Europe/Warsaw: według niej liczą się daty i rok dni nieobecności
    .protection = ochrona
    .protection-description = Zużyj dzień nieobecności zamiast przegrać partię, gdy skończy ci się czas (domyślnie: tak)
    .notify = powiadomienia
    .notify-description = Wiadomość prywatna, gdy przypada twój ruch: co turę, dzienne podsumowanie lub wyłączone (domyślnie)
    .notify-choice-0 = co turę
    .notify-choice-1 = dzienne podsumowanie
    .notify-choice-2 = wyłączone
    .quiet = cisza
    .quiet-description = Godziny bez wiadomości prywatnych w twojej strefie, np. 22-7 (przyjdą później); off: brak
    .digest_hour = godzina-podsumowania
    .digest_hour-description = Godzina dziennego podsumowania w twojej strefie czasowej (0–23, domyślnie 9)

punct-away = nieobecność
    .description = Zatrzymaj zegary wszystkich swoich partii, gdy cię nie ma (zużywa dni z rocznej puli nieobecności).
    .days = dni
    .days-description = Ile dni cię nie będzie, licząc od teraz
    .until = do-dnia
    .until-description = Dzień powrotu, np. 2026-12-24 (w twojej strefie czasowej)

punct-back = powrót
    .description = Wracasz wcześniej: twoje zegary znowu ruszają, a niewykorzystane dni nieobecności wracają do puli.

punct-server-settings = ustawienia-serwera
    .description = Ustawienia serwera (widzisz je tylko ty; zmiana: „Zarządzanie serwerem”): wątki, kto tworzy ligi.
    .threads = wątki
    .threads-description = Rozgrywaj każdą partię między ludźmi we własnym wątku (domyślnie: nie)
    .league-role = rola-ligi
    .league-role-description = Rola, której członkowie mogą tworzyć ligi, oprócz osób z „Zarządzanie serwerem”
    .clear-league-role = usuń-rolę-ligi
    .clear-league-role-description = True: ligi tworzą tylko członkowie z „Zarządzanie serwerem” (rola ligi zostaje usunięta)

punct-league = liga
    .description = Ligi: turnieje kołowe na tym serwerze; pary kojarzy i tabelę prowadzi bot.

punct-league-create = utwórz
    .description = Utwórz ligę na tym kanale, z wiadomością do zapisów („Zarządzanie serwerem” lub rola ligi).
    .name = nazwa
    .name-description = Nazwa ligi, np. Liga zimowa
    .variant = wariant
    .variant-description = gra standardowa (domyślnie) lub podstawowa
    .variant-choice-0 = gra standardowa
    .variant-choice-1 = gra podstawowa
    .days = dni
    .days-description = Czas na każdy ruch (domyślnie 3 dni)
    .days-choice-0 = 1 dzień
    .days-choice-1 = 3 dni
    .days-choice-2 = 7 dni
    .days-choice-3 = 14 dni
    .days-choice-4 = bez limitu
    .clock = zegar
    .clock-description = Bank czasu zamiast dni na ruch
    .clock-choice-0 = bank: 3 dni, +1 dzień za ruch
    .clock-choice-1 = bank: 7 dni, +1 dzień za ruch
    .clock-choice-2 = bank: 10 dni, +36 h za ruch
    .rounds = cykle
    .rounds-description = 1: każdy gra z każdym raz (domyślnie); 2: dwa razy, z zamianą kolorów
    .starts = start
    .starts-description = Kiedy kończą się zapisy i rusza runda 1, np. 2026-12-24 18:00 (twoja strefa czasowa)

punct-league-start = rozpocznij
    .description = Zamknij zapisy i rozpocznij teraz rundę 1 (organizator lub „Zarządzanie serwerem”).
    .league = liga
    .league-description = Która liga (domyślnie: ta z tego kanału)

punct-league-standings = tabela
    .description = Tabela ligi: punkty, wygrane, remisy, przegrane i Sonneborn–Berger, jako obrazek.
    .league = liga
    .league-description = Która liga (domyślnie: ta z tego kanału)

punct-league-leave = opuść
    .description = Opuść ligę: przed startem po prostu się wypisujesz; potem twoje partie zostają poddane (z pytaniem).
    .league = liga
    .league-description = Która liga (domyślnie: ta z tego kanału)

punct-league-cancel = odwołaj
    .description = Odwołaj ligę: koniec rund; trwające partie toczą się dalej (organizator lub „Zarządzanie serwerem”).
    .league = liga
    .league-description = Która liga (domyślnie: ta z tego kanału)

# The same challenge from a member's Apps menu (right-click or long-press a
# member): a context menu command's name, capitals and spaces allowed.
challenge-member = Wyzwij na PÜNCT

punct-help = pomoc
    .description = Jak grać: zasady w skrócie, jak zapisywać ruchy, komendy.
