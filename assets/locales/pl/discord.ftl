# Odpowiedzi bota na Discordzie. Gracze pojawiają się jako <@id>, kanały jako <#id>,
# czas jako <t:…:R> (Discord pokazuje z tego nazwy i „za 2 dni”). Komendy przez
# commands.ftl ({ punct-board }), by każdy czytał nazwy, które pokazuje jego Discord.

-cmd-games = `/punct { punct-games }`

## Drobne słowa

colour-name = { $colour ->
    [white] białe
   *[black] czarne
  }
computer-seat = komputer ({ level-name })
level-name = { $level ->
    [easy] łatwy
    [hard] trudny
    [expert] ekspert
   *[medium] średni
  }
variant-title = { $variant ->
    [basic] Gra podstawowa
   *[standard] Gra standardowa
  }
time-control = { $days ->
    [none] bez limitu czasu
    [one] 1 dzień na ruch
    [bank3] bank: 3 dni, +1 dzień za ruch
    [bank7] bank: 7 dni, +1 dzień za ruch
    [bank10] bank: 10 dni, +36 h za ruch
   *[other] { $days } dni na ruch
  }

## Która partia

no-game-here = Nie masz żadnej trwającej partii na tym kanale. Zacznij nową komendą `/punct { punct-challenge } { punct-challenge.opponent }:@ktoś` (wybierz bota jako przeciwnika, by zagrać z komputerem) albo wskaż partię: `/punct { punct-board } { punct-board.game }:3`.
no-game-to-show = Na tym kanale nie toczy się żadna partia. Wskaż którąś, np. `/punct { punct-board } { punct-board.game }:3`; { -cmd-games } pokazuje twoje.
no-finished-game-here = Na tym kanale nie zakończyła się jeszcze żadna partia, więc nie ma czego omawiać. Wskaż którąś, np. `/punct { punct-review } { punct-review.game }:3`; { -cmd-games } pokazuje twoje ostatnie partie.
which-game = Masz tu partie ({ $count }): { $list }. Wskaż, o którą chodzi, opcją partii, np. `/punct { $command ->
    [move] { punct-move } { punct-move.text }:F5>H7-H8-I8
    [resign] { punct-resign }
    [claim] { punct-claim }
    [analyse] { punct-analyse }
    [plan] { punct-plan }
   *[board] { punct-board }
  } { punct-board.game }:{ $example }`.
which-game-item = { $game } ({ $white } – { $black })
not-a-game-number = „{ $text }” to nie numer partii. Użyj numeru, który pokazuje { -cmd-games }, np. `{ punct-board.game }:3`.

## Kogo można wyzwać i gdzie

challenge-days-or-clock = Wybierz albo dni na ruch (`{ punct-challenge.days }`), albo bank czasu (`{ punct-challenge.clock }`), nie oba naraz: np. `/punct { punct-challenge } { punct-challenge.clock }:bank: 10 dni, +36 h za ruch` daje każdemu graczowi 10 dni, a każdy ruch dodaje 36 godzin.

cannot-challenge-bot = Boty nie grają w PÜNCT, poza mną: wyzwij mnie (wybierz moje imię jako przeciwnika), by zagrać z komputerem.
challenge-people-in-a-server = Wyzywaj ludzi na kanale serwera, który widzą, albo w wiadomości prywatnej lub grupowej z nimi, gdy dodasz mnie do swoich aplikacji (mój profil → **Dodaj aplikację**): tej rozmowy nie widzi nikt inny. Tutaj możesz zagrać ze mną: `/punct { punct-challenge }` z moim imieniem jako przeciwnikiem, albo przeczytaj `/punct { punct-help }`.
cannot-challenge-yourself = Nie możesz wyzwać samego siebie. Wybierz kogoś innego, np. `/punct { punct-challenge } { punct-challenge.opponent }:@przyjaciel`, pomiń `{ punct-challenge.opponent }`, by każdy tutaj mógł przyjąć, albo wybierz mnie, by zagrać z komputerem.
not-a-member = <@{ $user }> nie należy do tego serwera, więc nigdy nie zobaczy ani nie przyjmie twojego wyzwania. Wyzwij kogoś, kto tu jest, np. `/punct { punct-challenge } { punct-challenge.opponent }:@przyjaciel`.
cannot-see-channel = <@{ $user }> nie widzi tego kanału, więc nigdy nie przyjmie twojego wyzwania. Wyzwij tę osobę na kanale, który widzicie oboje, albo poproś moderatora o dostęp dla niej.
play-in-the-games-channel = Partia { $game } toczy się na <#{ $channel }>: tam wykonuj ruchy i składaj propozycje, gdzie widzi je twój przeciwnik.
play-in-the-games-channel-board = Partia { $game } toczy się na <#{ $channel }>: tam wykonuj ruchy i składaj propozycje, gdzie widzi je twój przeciwnik. Jej ostatnia plansza: { $link }
not-your-game-to-show = Partia { $game } toczy się na innym serwerze: stąd mogą ją oglądać tylko jej dwaj gracze. { -cmd-games } pokazuje twoje.

## Plansza

board-status-over = Partia { $game } zakończona: { $result }.
board-status = Partia { $game }: ruch ma { $seat } ({ colour-name }).
board-status-clock = Partia { $game }: ruch ma { $seat } ({ colour-name }), najpóźniej do { $deadline }.
game-title = Partia { $game } — { $white } (białe) – { $black } (czarne)
game-footer = { variant-title } · { time-control } · po ruchu { $ply }

## Gdy coś się nie udało albo się liczy, choć odpowiedź przepadła

internal-failure = Przepraszam, coś poszło nie tak po mojej stronie i nie udało mi się tego dokończyć. Twoje partie są bezpieczne: nic nie przepadło. Spróbuj ponownie za chwilę.
-board-follows = Nie udało mi się teraz pokazać tu planszy; pojawi się na kanale partii w ciągu kilku minut
done-moved = Twój ruch w partii { $game } został wykonany. { -board-follows }, a przeciwnik dostanie tam wzmiankę.
done-ended = Partia { $game } jest zakończona, a jej wynik zapisany. { -board-follows }.
done-took-back = Ruch w partii { $game } został cofnięty. { -board-follows }.
done-started = Partia { $game } się rozpoczęła. { -board-follows }.
done-offered-draw = Twoja propozycja remisu w partii { $game } jest ważna, ale nie udało mi się jej teraz opublikować. Przeciwnik wciąż może ją przyjąć komendą `/punct { punct-draw }`.
done-asked-takeback = Twoja prośba o cofnięcie w partii { $game } jest zapisana, ale nie udało mi się jej teraz pokazać przeciwnikowi. Wygasa z następnym ruchem; potem możesz poprosić ponownie.
done-answered-challenge = Twoja odpowiedź na wyzwanie { $challenge } jest zapisana; nie udało mi się teraz zaktualizować jego wiadomości.
done-answered-offer = Twoja odpowiedź w partii { $game } jest zapisana; nie udało mi się teraz zaktualizować wiadomości z propozycją.
done-challenged-withdrawn = Nie udało mi się teraz opublikować twojego wyzwania { $challenge }, więc je wycofałem. Spróbuj ponownie za chwilę.
done-challenged-standing = Twoje wyzwanie { $challenge } jest zapisane, ale nie udało mi się go teraz opublikować; wygaśnie, jeśli nikt nie odpowie.
done-league = Zrobione w lidze { $league }, ale nie udało mi się teraz pokazać tu odpowiedzi.

## Opcje, których bot nie umiał odczytać

bad-argument = Nie udało mi się odczytać „{ $input }” dla /{ $command }.
bad-argument-example = Nie udało mi się odczytać „{ $input }” dla /{ $command }. Na przykład: `{ $example }`
stale-button = Ten przycisk pochodzi ze starszej wersji bota i już nie działa. Użyj { -cmd-games }, by znaleźć swoje partie, albo `/punct { punct-help }`.
command-example = { $command ->
    [challenge] /punct { punct-challenge } { punct-challenge.opponent }:@Alice { punct-challenge.days }:3
    [move] /punct { punct-move } { punct-move.text }:F5>H7-H8-I8
    [board] /punct { punct-board } { punct-board.game }:12
   *[history] /punct { punct-history } { punct-history.game }:12 { punct-history.move }:10
  }

## Zegar partii, pod obrazkiem

board-clock-turn = { $seat } ma czas do { $deadline } ({ $relative }).
board-clock-bank = { $seat } – bank czasu: { $left }.
board-away = { $seat } – nieobecność do { $until }: zegar tego gracza stoi.
duration = { $days ->
    [0] { $hours ->
        [one] 1 godzina
        [few] { $hours } godziny
        [many] { $hours } godzin
       *[other] { $hours } godziny
      }
   *[other] { $days ->
        [one] 1 dzień
        [few] { $days } dni
        [many] { $days } dni
       *[other] { $days } dnia
      }{ $hours ->
        [0] {""}
        [one] , 1 godzina
        [few] , { $hours } godziny
        [many] , { $hours } godzin
       *[other] , { $hours } godziny
      }
  }

## /punct away i /punct back

away-set = Twoje zegary stoją do { $until }: { $games ->
    [0] teraz żadna partia nie czeka na twój ruch; każda, w której w międzyczasie przypadnie twój ruch, poczeka do tego czasu.
    [one] 1 partia czekająca teraz na twój ruch poczeka do tego czasu, tak jak każda, w której w międzyczasie przypadnie twój ruch.
    [few] { $games } partie czekające teraz na twój ruch poczekają do tego czasu, tak jak każda, w której w międzyczasie przypadnie twój ruch.
    [many] { $games } partii czekających teraz na twój ruch poczeka do tego czasu, tak jak każda, w której w międzyczasie przypadnie twój ruch.
   *[other] { $games } partii czekających teraz na twój ruch poczeka do tego czasu, tak jak każda, w której w międzyczasie przypadnie twój ruch.
  } Twoi przeciwnicy wciąż mogą wykonywać ruchy. { away-days-left } Aby zakończyć nieobecność wcześniej: `/punct { punct-back }`.
away-days-left = Pozostałe dni nieobecności w tym roku: { $left } z { $allowance }.
away-back = Witaj z powrotem! { $games ->
    [0] Żaden twój zegar nie był zatrzymany.
    [one] Zegar 1 partii znowu chodzi.
    [few] Zegary { $games } partii znowu chodzą.
    [many] Zegary { $games } partii znowu chodzą.
   *[other] Zegary { $games } partii znowu chodzą.
  }{ $returned ->
    [0] {""}
    [one] {" "}Odzyskujesz 1 niewykorzystany dzień nieobecności.
    [few] {" "}Odzyskujesz { $returned } niewykorzystane dni nieobecności.
    [many] {" "}Odzyskujesz { $returned } niewykorzystanych dni nieobecności.
   *[other] {" "}Odzyskujesz { $returned } niewykorzystanych dni nieobecności.
  } { away-days-left }
away-status-away = Twoja nieobecność trwa do { $until }; twoje zegary stoją. { away-days-left } Aby zakończyć ją wcześniej: `/punct { punct-back }`.
away-status-here = Nie masz zgłoszonej nieobecności. { away-days-left } `/punct { punct-away } { punct-away.days }:7` zatrzymuje twoje zegary na tydzień.

## Powiadomienia o ruchu w wiadomościach prywatnych

turn-notice = Twój ruch w partii { $game } z { $opponent } (ruch { $move_number }){ $deadline ->
    [none] {""}
   *[other] , twój czas mija { $deadline }
  }: { $link }
# Po „z” (partia z kimś): narzędnik.
turn-notice-opponent-unknown = twoim przeciwnikiem
digest-title = { $count ->
    [one] **1 partia czeka na twój ruch:**
    [few] **{ $count } partie czekają na twój ruch:**
    [many] **{ $count } partii czeka na twój ruch:**
   *[other] **{ $count } partii czeka na twój ruch:**
  }
digest-line = • Partia { $game } z { $opponent }{ $deadline ->
    [none] {""}
   *[other] , czas mija { $deadline }
  }: { $link }
dms-closed = Nie udało mi się wysłać ci wiadomości prywatnej: masz zamknięte dla mnie wiadomości prywatne, więc wyłączyłem twoje powiadomienia o ruchu. Aby znów je dostawać, zezwól na wiadomości prywatne od członków serwera, na którym jesteśmy razem (menu serwera → Ustawienia prywatności), a potem użyj `/punct { punct-settings } { punct-settings.notify }:`.
quiet-none = brak

## /punct settings

settings-shown = **Twoje ustawienia** (obowiązują na każdym serwerze i w wiadomościach prywatnych):
    • Podgląd wpisanych ruchów: **{ $preview ->
        [on] włączony**: ruch wpisany przez `/punct { punct-move }` zostaje najpierw pokazany, z przyciskami, by go zagrać lub anulować.
       *[off] wyłączony**: ruch wpisany przez `/punct { punct-move }` zostaje od razu zagrany.
    }
    Zmień to przez `/punct { punct-settings } { punct-settings.preview }:`. Pomiń ruch w `/punct { punct-move }` albo naciśnij **{ picker-button-move }** pod planszą, by wybrać ruch na planszy.
    • Strefa czasowa: **{ $zone }** (`/punct { punct-settings } { punct-settings.timezone }:`): według niej liczą się dni w `/punct { punct-away } { punct-away.until }:` i rok kalendarzowy dni nieobecności.
    • Ochrona przed przekroczeniem czasu: **{ $protection ->
        [on] włączona**: gdy skończy ci się czas na ruch, a masz jeszcze dni nieobecności, jeden z nich zostaje zużyty zamiast przegranej.
       *[off] wyłączona**: gdy skończy ci się czas na ruch, przeciwnik może zgłosić wygraną.
    } Zmień to przez `/punct { punct-settings } { punct-settings.protection }:`.
    • Powiadomienia o ruchu w wiadomościach prywatnych: **{ $notify ->
        [turn] co turę**: wiadomość prywatna kilka minut po tym, jak partia zacznie czekać na twój ruch.
        [digest] dzienne podsumowanie** o { $digest_hour }:00 w twojej strefie czasowej z listą partii czekających na twój ruch (nie przychodzi w dni, gdy nie ma nic do zrobienia).
       *[off] wyłączone**.
    } Zmień to przez `/punct { punct-settings } { punct-settings.notify }:`. Godziny ciszy: **{ $quiet }** (`/punct { punct-settings } { punct-settings.quiet }:22-7`): wtedy żadnych wiadomości prywatnych; to, co przypada na ten czas, czeka.
    • Nieobecność: { $until ->
        [none] nie. { away-days-left }
       *[other] do { $until }. { away-days-left }
    } Ustawiają ją `/punct { punct-away }` i `/punct { punct-back }`.
settings-changed = Zapisano.
