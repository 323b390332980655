# Odmowy serwisu gry: każda mówi, co było nie tak i jak byłoby dobrze.
# Partie i wyzwania pojawiają się jako „#12”, gracze jako <@id>, czas jako <t:…:R>.

-cmd-challenge-someone = `/punct { punct-challenge } { punct-challenge.opponent }:@ktoś`

## Co stało się z wyzwaniem (imiesłów)

challenge-status = { $status ->
    [open] otwarte
    [accepted] przyjęte
    [declined] odrzucone
    [cancelled] wycofane
   *[expired] wygasłe
  }

## Wynik: kto wygrał i jak

result-won = wygrywają { colour-name } { result-how }
result-drawn = remis { result-how }
result-how = { $reason ->
    [connection] przez połączenie dwóch przeciwnych stron planszy
    [central-majority] dzięki przewadze w obszarze centralnym po wprowadzeniu ostatniego piona
    [central-tie] przy równym podziale obszaru centralnego po wprowadzeniu ostatniego piona
    [last-piece-placed] po wprowadzeniu ostatniego piona bez połączenia
    [no-legal-moves] wobec braku możliwych ruchów
    [resignation] przez poddanie
    [timeout] na czas
   *[agreement] za porozumieniem
  }

## Odmowy

error-game-not-found = Nie ma partii { $game }. { -cmd-games } pokazuje twoje wraz z numerami.
error-challenge-not-found = Wyzwania { $challenge } już nie ma. Rzuć nowe komendą { -cmd-challenge-someone }.
error-cannot-challenge-yourself = Nie możesz wyzwać samego siebie. Wyzwij innego gracza, kogokolwiek na kanale albo komputer.
error-challenge-not-for-you = Wyzwanie { $challenge } jest tylko dla { $challenged }. Rzuć własne komendą { -cmd-challenge-someone }.
error-own-challenge = Wyzwanie { $challenge } jest twoje: poczekaj, aż ktoś je przyjmie, albo wycofaj je przyciskiem pod nim (**{ button-decline }** przy wyzwaniu dla jednej osoby, **{ button-cancel }** przy otwartym dla wszystkich).
error-not-your-challenge = Tylko { $challenger } może wycofać wyzwanie { $challenge }. Aby zagrać, naciśnij pod nim **{ button-accept }**.
error-open-challenge-cannot-be-declined = Wyzwanie { $challenge } jest otwarte dla wszystkich, więc nie ma czego odrzucać: po prostu je zostaw albo przyjmij, by zagrać.
error-challenge-closed = Wyzwanie { $challenge } zostało już { challenge-status }. Rzuć nowe komendą { -cmd-challenge-someone }.
error-challenge-expired = Wyzwanie { $challenge } wygasło { $expired }. Rzuć nowe komendą { -cmd-challenge-someone }.
error-game-over = Partia { $game } jest zakończona: { $result }. Naciśnij **{ button-rematch }** pod jej ostatnią planszą albo zacznij nową partię komendą `/punct { punct-challenge }`.
error-not-a-participant = Nie grasz w partii { $game }, a mogą to zrobić tylko jej gracze. { -cmd-games } pokazuje twoje.
error-not-your-turn = W partii { $game } to nie twój ruch: ruch ma { $seat }. Dostaniesz wzmiankę, gdy przyjdzie twoja kolej.
error-position-changed = Partia { $game } poszła dalej w trakcie twojego wyboru (na twojej planszy był ruch { $expected }, teraz partia jest po ruchu { $actual }), więc twój ruch nie został wykonany. Spójrz na nową planszę i spróbuj ponownie.
error-no-such-pick = Ten wybór nie jest żadnym z twoich dozwolonych ruchów w partii { $game }. Naciśnij Ruch pod najnowszą planszą, aby zacząć od nowa.
error-concurrent-change = W tej samej chwili coś innego zmieniło partię { $game }, więc twoja prośba nie została wykonana. Spójrz na planszę i spróbuj ponownie.
error-draw-already-offered = Twoja propozycja remisu w partii { $game } już czeka; przeciwnik może ją przyjąć albo odrzucić.
error-no-draw-offer = Nikt nie zaproponował remisu w partii { $game }. Aby go zaproponować, użyj `/punct { punct-draw } { punct-draw.game }:{ $number }`.
error-own-draw-offer = Propozycja remisu w partii { $game } jest twoja: tylko przeciwnik może ją przyjąć albo odrzucić.
error-takeback-pending = { $seat } już prosi o cofnięcie ruchu w partii { $game }; najpierw trzeba tę prośbę przyjąć albo odrzucić.
error-no-takeback-request = Nikt nie prosił o cofnięcie ruchu w partii { $game }. Aby o to poprosić, użyj `/punct { punct-takeback } { punct-takeback.game }:{ $number }`.
error-own-takeback-request = Prośba o cofnięcie w partii { $game } jest twoja: tylko przeciwnik może ją przyjąć albo odrzucić.
error-nothing-to-take-back = W partii { $game } nie masz jeszcze żadnego ruchu, więc nie ma czego cofać.
error-no-time-limit = Partia { $game } nie ma limitu czasu, więc nikomu czas się nie skończy. Możesz zamiast tego zaproponować remis albo się poddać.
error-time-not-up = Twój przeciwnik ma jeszcze czas w partii { $game }: mija on { $deadline }. Potem zgłoś wygraną komendą `/punct { punct-claim } { punct-claim.game }:{ $number }` (jeśli tego nie zrobisz, wygrana zostanie ci zapisana nieco później).
error-claim-on-your-own-turn = W partii { $game } to twój ruch: twój czas mija { $deadline }. Wykonaj go komendą `/punct { punct-move } { punct-move.text }:F5>H7-H8-I8 { punct-move.game }:{ $number }`.
error-claim-on-your-own-turn-no-clock = W partii { $game } to twój ruch. Wykonaj go komendą `/punct { punct-move } { punct-move.text }:F5>H7-H8-I8 { punct-move.game }:{ $number }`.
error-away-day-spent = Graczowi { $late } skończył się czas w partii { $game }, ale zamiast przegranej zużyto jeden z jego dni nieobecności (ochrona przed przekroczeniem czasu): zegar zatrzymano na dzień i teraz ma czas do { $until }. Jeśli i ten czas minie, wtedy możesz zgłosić wygraną.
error-away-days-out-of-range = { $days } to nie liczba dni nieobecności, którą mogę ustawić: podaj od 1 do 366, np. `/punct { punct-away } { punct-away.days }:7`, albo dzień powrotu, np. `/punct { punct-away } { punct-away.until }:2026-12-24`.
error-not-enough-away-days = { $left ->
    [0] W tym roku nie masz już dni nieobecności: wykorzystano wszystkie ({ $allowance }). Pula odnawia się 1 stycznia.
   *[other] Prosisz o { $asked } dni nieobecności, ale w tym roku masz jeszcze tylko { $left } z { $allowance }{ $replacing ->
        [yes] , licząc niewykorzystane dni trwającej nieobecności, którą nowa by zastąpiła
       *[no] {""}
    }. Poproś o { $left } lub mniej, np. `/punct { punct-away } { punct-away.days }:{ $left }`.
  }
error-not-a-date = „{ $text }” to nie data, którą umiem odczytać. Podaj dzień powrotu jako rok-miesiąc-dzień, np. `/punct { punct-away } { punct-away.until }:2026-12-24`.
error-date-not-ahead = Data { $date } nie jest późniejsza niż dzisiejsza. Podaj dzień powrotu (rok-miesiąc-dzień, w twojej strefie czasowej) albo liczbę dni, np. `/punct { punct-away } { punct-away.days }:7`.
error-away-days-or-date = Podaj albo, ile dni cię nie będzie (`/punct { punct-away } { punct-away.days }:7`), albo dzień powrotu (`/punct { punct-away } { punct-away.until }:2026-12-24`), nie oba naraz.
error-not-away = Nie masz zgłoszonej nieobecności, więc nie ma czego kończyć. `/punct { punct-away } { punct-away.days }:7` zatrzymuje twoje zegary na tydzień.
error-unknown-time-zone = „{ $text }” to nie strefa czasowa, którą znam. Użyj nazwy takiej jak Europe/Warsaw albo America/New_York (podpowiedzi pokazują je podczas pisania) albo UTC.
error-not-quiet-hours = „{ $text }” to nie godziny ciszy, które umiem odczytać. Podaj godzinę początku i godzinę końca, np. `/punct { punct-settings } { punct-settings.quiet }:22-7` (od 22:00 do 07:00) albo `23:30-06:45`; `off`, by ich nie ustawiać.
error-rematch-before-end = Partia { $game } wciąż trwa: rewanż może się zacząć, gdy się zakończy.
error-rematch-open = Rewanż za partię { $game } jest już otwarty: wyzwanie { $challenge } od { $challenger } dla { $challenged }, wygasa { $expires }. Odpowiedz przyciskami pod nim (**{ button-accept }**, by zagrać, **{ button-decline }**, by odmówić lub je wycofać); gdy dostanie odpowiedź albo wygaśnie, **{ button-rematch }** może zapytać ponownie.
error-ply-out-of-range = Partia { $game } ma dotąd { $last ->
    [one] { $last } ruch
    [few] { $last } ruchy
   *[many] { $last } ruchów
  }, więc nie ma pozycji po ruchu { $ply }. Wybierz od 0 do { $last }.
error-corrupt-game = Nie da się wczytać partii { $game }: zapisanych ruchów nie można odtworzyć. Operator bota został powiadomiony; nic nie zostało zmienione.
error-store = Coś poszło nie tak z bazą danych partii i nic nie zostało zmienione. Spróbuj ponownie za chwilę.

## Przyciski wymieniane w zdaniach

button-accept = Przyjmij
button-decline = Odrzuć
button-cancel = Anuluj
button-rematch = Rewanż
