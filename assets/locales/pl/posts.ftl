# Co bot publikuje o partiach: wyzwania i odpowiedzi, propozycje i ich przyciski,
# przypomnienia, koniec czasu, zapowiedzi plansz, listy. Wiadomości publiczne w języku
# serwera, odpowiedzi dla jednej osoby w jej języku. Bez form rodzajowych w czasie
# przeszłym (nie znamy płci gracza): czas teraźniejszy albo strona bierna.

## Drobne słowa

variant-name = { $variant ->
    [basic] gra podstawowa
   *[standard] gra standardowa
  }
someone = Ktoś
seat-computer = Komputer ({ level-name })
seat-unknown = gracz { $id }
computer-with-colour = komputer ({ level-name }, { colour-name })
seat-with-colour = { $seat } ({ colour-name })

## Przyciski

button-accept-draw = Przyjmij remis
button-play-on = Graj dalej
button-allow-takeback = Pozwól cofnąć
button-refuse = Odmów
button-claim = Zgłoś wygraną
button-resign = Poddaj partię
button-keep-playing = Graj dalej

## Wyzwania

challenge-colours = { $colour ->
    [white] { $challenger } gra białymi
    [black] { $challenger } gra czarnymi
   *[random] kolory losowane
  }
challenge-posted = { $challenged }, { $challenger } wyzywa cię na partię PÜNCT ({ variant-name }, { time-control }, { challenge-colours }). Naciśnij **{ button-accept }**, by zagrać, albo **{ button-decline }**, by odmówić. Wyzwanie wygasa { $expires }.
rematch-posted = { $challenged }, { $challenger } wyzywa cię na rewanż za partię { $game } (wyzwanie { $challenge }): PÜNCT, { variant-name } ({ time-control }, { challenge-colours }). Naciśnij **{ button-accept }**, by zagrać, albo **{ button-decline }**, by odmówić. Wyzwanie wygasa { $expires }.
open-challenge-posted = { $challenger } szuka partii PÜNCT ({ variant-name }, { time-control }, { challenge-colours }): każdy tutaj może ją przyjąć. Naciśnij **{ button-accept }**, by zagrać; { $challenger } może ją wycofać przyciskiem **{ button-cancel }**. Wyzwanie wygasa { $expires }.
challenge-accepted-by = Wyzwanie od { $challenger } przyjęte przez { $who }: partia { $game } zaczyna się poniżej.
challenge-declined-by = Wyzwanie od { $challenger } odrzucone przez { $who }.
challenge-withdrawn = Wyzwanie wycofane przez { $challenger }.
challenge-expired-unanswered = To wyzwanie wygasło bez odpowiedzi.
challenge-now = To wyzwanie jest { challenge-status }.
challenge-accepted = Wyzwanie przyjęte przez { $user }: partia { $game } zaczyna się poniżej.
challenge-closed-declined = Wyzwanie { $challenge } od { $challenger } odrzucone przez { $who }.
challenge-closed-expired = { $challenger }, twoje wyzwanie { $challenge } wygasło bez odpowiedzi.
challenge-closed = Wyzwanie { $challenge } jest { challenge-status }.

## Propozycje

offer-by-someone = Gracz
offer-to-someone = Przeciwnik
draw-offered = { $by } proponuje remis w partii { $game }. { $to }, naciśnij **{ button-accept-draw }** albo **{ button-play-on }**, by odmówić.
takeback-requested = { $by } prosi o cofnięcie ostatniego ruchu w partii { $game }. { $to }, naciśnij **{ button-allow-takeback }** albo **{ button-refuse }**.
computer-plays-on = Komputer gra dalej w partii { $game }: nigdy nie zgadza się na remis. Zamiast tego możesz poddać partię.
taken-back = Cofnięto w partii { $game }: { $moves }. { $next }
offer-declined = { $by } { $what ->
    [draw] odrzuca propozycję remisu
   *[takeback] odrzuca prośbę o cofnięcie ruchu
  } w partii { $game }; gra toczy się dalej. { $next }

## Czas

reminder = { $user }, twój ruch w partii { $game }. { $stage ->
    [half] Minęła połowa twojego czasu na ten ruch
   *[final] Ostatnie przypomnienie! Zostało ci niewiele czasu
  }: czas mija { $deadline }. Zagraj komendą `/punct { punct-move } { punct-move.game }:{ $number }` albo zobacz planszę: `/punct { punct-board } { punct-board.game }:{ $number }`.
time-up = { $waiting }, { $late } przekracza czas na ruch { $move_number } w partii { $game }. Naciśnij **{ button-claim }**, by zakończyć ją teraz, albo zaczekaj: jeśli do <t:{ $at }:f> nie padnie ruch, partia zostanie zapisana jako twoje zwycięstwo.
reminder-opponent-away = { $user } – nieobecność do { $until }: twój ruch poczeka na przeciwnika, a jego zegar w tym czasie stoi.
away-day-spent = { $user }, twój czas na ruch { $move_number } w partii { $game } minął, więc zużyto jeden z twoich dni nieobecności (ochrona przed przekroczeniem czasu): twoje zegary zatrzymano na dzień, a teraz masz czas do { $until }. { $left ->
    [0] To był twój ostatni dzień nieobecności w tym roku.
    [one] W tym roku został ci 1 dzień nieobecności.
    [few] W tym roku zostały ci { $left } dni nieobecności.
    [many] W tym roku zostało ci { $left } dni nieobecności.
   *[other] W tym roku zostało ci { $left } dni nieobecności.
  } Wyłącz to przez `/punct { punct-settings } { punct-settings.protection }:False`.
timed-out = Czas minął: { $loser } nie wykonuje ruchu na czas. { $finished }
claimed = { $user } zgłasza wygraną. { $timed_out }
resigned = Partię poddaje { $user }. { $finished }
resign-question = Poddać partię { $game }? Wygrywa { $opponent } i nie da się tego cofnąć. Tylko ty widzisz to pytanie.
kept-playing = Grasz dalej w partii { $game }.

## Przebieg partii

game-started = Partia { $game } się zaczyna: { $white } gra białymi, { $black } czarnymi ({ variant-name }, { time-control }).
move-made = Ruch { $ply } ({ colour-name }): { $notation }.
move-passed = Brak dozwolonego ruchu: { colour-name } pasują.
next-game-over = Koniec partii: { $result }.
next-to-move = Ruch ma { $seat } ({ colour-name }).
next-to-move-clock = Ruch ma { $seat } ({ colour-name }), najpóźniej do { $deadline }.
finished = Partia { $game } jest zakończona: { $result }. { $players }
goes-on = Partia { $game } toczy się dalej.
both-players = { $white } i { $black }: **{ button-rematch }** poniżej proponuje partię rewanżową z zamienionymi kolorami.

## Listy

games-none = Nie masz żadnej trwającej partii. Zacznij ją komendą `/punct { punct-challenge } { punct-challenge.opponent }:@ktoś`.
games-waiting = { $count ->
    [0] Żadna z twoich partii nie czeka na ciebie.
    [one] **{ $count } partia** czeka na twój ruch.
    [few] **{ $count } partie** czekają na twój ruch.
   *[many] **{ $count } partii** czeka na twój ruch.
  }
games-line = • { $listing } na <#{ $channel }>
games-recently-finished = Ostatnio zakończone:
more-games = …i jeszcze { $count ->
    [one] { $count } partia
    [few] { $count } partie
   *[many] { $count } partii
  }.
listing = { $game } { $white } – { $black } — ruch { $move_number }, { $turn }
listing-finished = { $game } { $white } – { $black } — { $result } po { $moves ->
    [one] { $moves } ruchu
   *[other] { $moves } ruchach
  }
listing-clock = { $game } { $white } – { $black } — ruch { $move_number }, { $turn }, czas mija { $deadline }
listing-your-turn = **twój ruch**
listing-to-move = ruch ma { $seat }
leaderboard-title = Ranking PÜNCT (Glicko-2, partie między ludźmi)
leaderboard-empty = Nikt jeszcze nie ukończył partii rankingowej. Liczą się partie między dwojgiem ludzi, a partie ze mną nie.
leaderboard-line = { $rank }. { $name } — { $rating } (±{ $spread }), { $games ->
    [one] { $games } partia rankingowa
    [few] { $games } partie rankingowe
   *[many] { $games } partii rankingowych
  }
more-players = …i jeszcze { $count ->
    [one] { $count } gracz
    [few] { $count } gracze
   *[many] { $count } graczy
  }.
no-moves = Jeszcze nie było ruchów.
moves-in-record = ({ $count ->
    [one] Pierwszy ruch jest
    [few] Pierwsze { $count } ruchy są
   *[many] Pierwszych { $count } ruchów jest
  } w załączonym zapisie partii.)
position-caption = Partia { $game } po ruchu { $ply } z { $last }
game-choice = { $game } — { $white } – { $black } — { $state }
game-choice-your-turn = twój ruch
game-choice-move = ruch { $move_number }

## Plik partii (`.txt`): nazwy znaczników zostają jak w PGN, tu ich wartości

record-event = PÜNCT na Discordzie, partia { $number }
record-ongoing = w toku
