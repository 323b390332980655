# Lekcje (messages/lessons.rs): jedna na zasadę, w kolejności instrukcji.
# Każda lekcja ma tytuł, od dwóch do czterech zdań, zadanie, na które odpowiada się ruchem,
# i zasadę, o której przypomina dozwolona, ale błędna odpowiedź. Grasz białymi.

lesson-heading = Lekcja { $number } z { $total }: { $title }

lesson-aim-title = Cel gry i trzy kierunki
lesson-aim-text = W PÜNCT gra się na sześciokątnej planszy z 211 polami. Wygrywasz, łącząc dwa przeciwległe boki planszy łańcuchem sąsiednich pól, na których z góry widać twój kolor. Sześciokąt ma trzy pary przeciwległych boków, więc są trzy kierunki połączenia; zaznaczone boki, kolumny A i Q, to jedna para.
lesson-aim-task = Wprowadź dowolny nowy pion, który zajmie A5, na boku kolumny A.
lesson-aim-rule = Lekcja prosi o pion na A5: połączenie zaczyna się od boku planszy.

lesson-pieces-title = Piony i PÜNCT
lesson-pieces-text = Każdy gracz ma 18 pionów z trzema kropkami: 6 prostych, 6 zgiętych i 6 trójkątnych. Jedna kropka każdego piona to jego PÜNCT, duża kropka; dwie pozostałe to małe kropki. Litery mówią, gdzie jest PÜNCT: T trójkąt; C prosty z PÜNCTEM pośrodku, E z PÜNCTEM na końcu; M zgięty z PÜNCTEM w narożniku, L i R z PÜNCTEM na końcu, skręcające w lewo lub w prawo.
lesson-pieces-task = Wprowadź pion zgięty na zaznaczone pola C4, D4, E5 z PÜNCTEM w narożniku, na D4 (pion M: D4-C4-E5).
lesson-pieces-rule = Lekcja prosi o PÜNCT w narożniku kąta, na D4: rodzaj piona wynika z jego pól i z miejsca jego PÜNCTA.

lesson-placing-title = Wprowadzanie piona
lesson-placing-text = W swojej turze wprowadzasz nowy pion z zapasu albo przesuwasz pion, który już leży na planszy. Nowy pion kładzie się na trzech pustych polach, prosto na planszy, nigdy na czymś. W grze standardowej nowy pion nigdy nie może dotknąć obszaru centralnego, { $marked } zaznaczonych pól wokół I9 (w grze podstawowej dotyczy to tylko pierwszego piona białych).
lesson-placing-task = Wprowadź pion, który zajmie F6, tuż obok obszaru centralnego, nie dotykając go.
lesson-placing-rule = Lekcja prosi o nowy pion na F6, na trzech pustych polach poza obszarem centralnym.

lesson-moving-title = Przesuwanie i obracanie
lesson-moving-text = Aby przesunąć pion, śledź jego PÜNCT: porusza się w linii prostej, w jednym z sześciu kierunków pól, jak daleko chcesz i ponad wszystkim. Potem możesz obrócić pion wokół jego PÜNCTA, zanim go położysz. Pion zachowuje swój kształt, a wszystkie trzy kropki muszą zostać na planszy.
lesson-moving-task = Przesuń swój pion z C5 wzdłuż rzędu 5 tak, by leżał na E5, F5 i G5, na końcu zaznaczonej drogi.
lesson-moving-rule = Lekcja prosi o przesunięcie piona z C5 na E5, F5 i G5, z PÜNCTEM idącym prosto wzdłuż rzędu 5.

lesson-jumping-title = Wskakiwanie na własne piony
lesson-jumping-text = Przesuwany pion może też wskoczyć na inne piony. Trzy pola pod nim muszą być na jednym poziomie, a jego PÜNCT musi wylądować na jednej z twoich kropek; małe kropki mogą leżeć na kropkach obu kolorów. Nigdy nie możesz postawić PÜNCTA na kropce przeciwnika.
lesson-jumping-task = Wskocz pionem z E5 na swój pion na C5, C6 i C7.
lesson-jumping-rule = Lekcja prosi o wskoczenie pionem z E5 na twoje kropki na C5, C6 i C7: trzy kropki na jednym poziomie, PÜNCT na twojej.

lesson-bridges-title = Mosty
lesson-bridges-text = Pion prosty lub zgięty może przerzucić most nad luką: jego dwa końce leżą na kropkach tego samego poziomu, a środkowa kropka wisi nad niższym polem. Jak przy wskakiwaniu, PÜNCT musi wylądować na jednej z twoich kropek. Trójkąt nie ma końców, więc nigdy nie tworzy mostu: zawsze leży na trzech polach jednego poziomu.
lesson-bridges-task = Zbuduj most nad D5 pionem z B5: końce na C5 i E5, środek nad D5.
lesson-bridges-rule = Lekcja prosi o most nad D5 zbudowany pionem z B5, z końcami na twoich kropkach na C5 i E5.

lesson-covered-title = Zakryte piony
lesson-covered-text = Czarne wskoczyły na twój pion na C5: pion, którego choć jedna kropka jest zakryta, nie może się ruszać ani obracać, dopóki nie zostanie odkryty. Zakryte kropki nie liczą się też do połączenia, liczy się tylko to, co widać z góry. Możesz tak samo zakryć przeciwnika, nawet samymi małymi kropkami swojego piona.
lesson-covered-task = Zakryj kropki czarnych na C9 i C10: wskocz pionem z F11 tak, by jego PÜNCT wylądował na twojej kropce na C11.
lesson-covered-rule = Lekcja prosi o wskoczenie pionem z F11 na C9, C10 i C11, z PÜNCTEM na twojej kropce na C11.

lesson-connection-title = Wygrana przez połączenie
lesson-connection-text = Twój łańcuch biegnie od H1 na boku rzędu 1 do O14; przeciwległy bok, rząd 17, jest trzy pola dalej. Wygrywa ten, kto pierwszy połączy dwa przeciwległe boki. Jeśli jeden ruch łączy obu graczy (przesunięty pion może odkryć łańcuch przeciwnika), wygrywa ten, kto wykonał ruch; jeśli odkrywa tylko łańcuch przeciwnika, wygrywa przeciwnik.
lesson-connection-task = Połącz swój łańcuch z bokiem rzędu 17 i wygraj: zaznaczone pola O15, O16 i O17 to jeden sposób.
lesson-connection-rule = Lekcja prosi o ruch, który połączy twój łańcuch od rzędu 1 do rzędu 17 i od razu wygra.

lesson-end-title = Gdy kończy się zapas
lesson-end-text = Partia kończy się też wtedy, gdy gracz wprowadzi swój ostatni pion, a nikt nie ma połączenia. W grze podstawowej jest wtedy remis. W grze standardowej każdy liczy pola obszaru centralnego, na których z góry widać jego kolor: więcej pól wygrywa, tyle samo to remis. Wcześniej jeden z twoich pionów trafił do środka, a żaden z pionów czarnych tam nie trafił.
lesson-end-task = Wprowadź swój ostatni pion, gdzie chcesz, zakończ partię i wygraj liczenie w środku.
lesson-end-rule = Lekcja prosi o wprowadzenie ostatniego piona z zapasu, co kończy partię liczeniem w środku.

lesson-play-title = Twoja pierwsza partia
lesson-play-text = To już wszystkie zasady PÜNCT. Resztę najlepiej poznać, grając: komputer na łatwym poziomie to cierpliwy pierwszy przeciwnik.
lesson-play-task = Zacznij partię z komputerem na łatwym poziomie.

## Oceny odpowiedzi

lesson-landing = { $landing ->
    [place] wprowadzenie piona
    [flat] przesunięcie na puste pola
    [jump] wskoczenie
    [bridge] most
   *[pass] pas
  }
lesson-right = Dobrze, to { lesson-landing }! Przechodzimy do następnej lekcji.
lesson-not-the-task = Ten ruch jest dozwolony ({ lesson-landing }), ale to nie jest zadanie tej lekcji. { $rule } Spróbuj jeszcze raz.
lesson-illegal = Ruch { $mv } jest niedozwolony: { $reason } Spróbuj jeszcze raz.
lesson-reason = { $reason ->
    [game-over] partia już się skończyła.
    [pass] pasować możesz tylko wtedy, gdy nie masz żadnego dozwolonego ruchu.
    [none-left] nie masz już w zapasie piona { $kind }.
    [occupied] { $cell } nie jest puste, a nowy pion kładzie się na trzech pustych polach.
    [centre] { $cell } leży w obszarze centralnym, a w grze standardowej żaden nowy pion nie może go dotknąć.
    [centre-basic] { $cell } leży w obszarze centralnym, a pierwszy pion białych nie może go dotknąć.
    [no-piece] na { $cell } nie ma piona.
    [not-yours] górny pion na { $cell } nie jest twój.
    [minor] górna kropka na { $cell } to mała kropka; pion przesuwa się jego PÜNCTEM, tutaj { $other }.
    [covered] pion na { $cell } jest zakryty na { $other }, a zakryty pion nie może się ruszać.
    [wrong-kind] pion na { $cell } to pion { $kind }, a pion zachowuje swój kształt, gdy się porusza.
    [not-in-line] { $other } nie leży w linii prostej od { $cell }, a PÜNCT porusza się tylko w liniach prostych.
    [no-move] pion skończyłby dokładnie tam, gdzie jest.
    [uneven] trzy pola nie są na jednym poziomie i nie tworzą mostu.
    [triangle] trójkąt nie tworzy mostu; wszystkie trzy jego pola muszą być na jednym poziomie.
   *[not-own] przy wskakiwaniu lub budowaniu mostu PÜNCT musi wylądować na jednej z twoich kropek, a { $cell } nie jest twoje.
  }
lesson-unreadable = „{ $text }” to nie ruch. Wprowadź pion, podając jego trzy pola, najpierw PÜNCT: C5-C6-D6; przesuń pion, podając pole jego PÜNCTA, > i cel: F5>H7-H8-I8.

## Terminal (punct learn)

lesson-terminal-help = Wpisz swój ruch (Tab go uzupełnia) albo: next (dalej), back (wstecz), quit (koniec).
lesson-terminal-play = Wpisz play, by zacząć partię, back, by wrócić, albo quit.
lesson-marked = Zaznaczone pola: { $cells }
lesson-prompt = Twój ruch:{" "}
lesson-press-enter = Naciśnij Enter, by przejść do następnej lekcji.
lesson-goodbye = Do zobaczenia. Wpisz punct learn --lesson { $number }, by wrócić do tej lekcji, albo punct play --ai easy, by zagrać.
lesson-picture-written = Obraz jest w { $path }.
