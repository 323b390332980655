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
   *[medium] średni
  }
variant-title = { $variant ->
    [basic] Gra podstawowa
   *[standard] Gra standardowa
  }
time-control = { $days ->
    [none] bez limitu czasu
    [one] 1 dzień na ruch
   *[other] { $days } dni na ruch
  }

## Która partia

no-game-here = Nie masz żadnej trwającej partii na tym kanale. Zacznij ją komendą `/punct { punct-challenge } { punct-challenge.opponent }:@ktoś` (wybierz bota jako przeciwnika, by zagrać z komputerem) albo wskaż partię: `/punct { punct-board } { punct-board.game }:3`.
no-game-to-show = Na tym kanale nie toczy się żadna partia. Wskaż którąś, np. `/punct { punct-board } { punct-board.game }:3`; { -cmd-games } pokazuje twoje.
which-game = Masz tu partie ({ $count }): { $list }. Wskaż, o którą chodzi, opcją partii, np. `/punct { $command ->
    [move] { punct-move } { punct-move.text }:F5>H7-H8-I8
    [resign] { punct-resign }
    [claim] { punct-claim }
   *[board] { punct-board }
  } { punct-board.game }:{ $example }`.
which-game-item = { $game } ({ $white } przeciw { $black })
not-a-game-number = „{ $text }” to nie numer partii. Użyj numeru, który pokazuje { -cmd-games }, np. `{ punct-board.game }:3`.

## Kogo można wyzwać i gdzie

cannot-challenge-bot = Boty nie grają w PÜNCT, poza mną: wyzwij mnie (wybierz moje imię jako przeciwnika), by zagrać z komputerem.
challenge-people-in-a-server = Wyzywaj ludzi na kanale serwera, który widzą: tej rozmowy nie widzi nikt inny. Tutaj możesz zagrać ze mną: `/punct { punct-challenge }` z moim imieniem jako przeciwnikiem, albo przeczytaj `/punct { punct-help }`.
cannot-challenge-yourself = Nie możesz wyzwać samego siebie. Wybierz kogoś innego, np. `/punct { punct-challenge } { punct-challenge.opponent }:@przyjaciel`, pomiń `{ punct-challenge.opponent }`, by każdy tutaj mógł przyjąć, albo wybierz mnie, by zagrać z komputerem.
not-a-member = <@{ $user }> nie należy do tego serwera, więc nigdy nie zobaczy ani nie przyjmie twojego wyzwania. Wyzwij kogoś, kto tu jest, np. `/punct { punct-challenge } { punct-challenge.opponent }:@przyjaciel`.
cannot-see-channel = <@{ $user }> nie widzi tego kanału, więc nigdy nie przyjmie twojego wyzwania. Wyzwij tę osobę na kanale, który widzicie oboje, albo poproś moderatora o dostęp dla niej.
play-in-the-games-channel = Partia { $game } toczy się na <#{ $channel }>: tam wykonuj ruchy i składaj propozycje, gdzie widzi je twój przeciwnik.
play-in-the-games-channel-board = Partia { $game } toczy się na <#{ $channel }>: tam wykonuj ruchy i składaj propozycje, gdzie widzi je twój przeciwnik. Jej ostatnia plansza: { $link }
not-your-game-to-show = Partia { $game } toczy się na innym serwerze: stąd mogą ją oglądać tylko jej dwaj gracze. { -cmd-games } pokazuje twoje.

## Plansza

board-status-over = Partia { $game } zakończona: { $result }.
board-status = Partia { $game }: ruch ma { $seat } ({ colour-name }).
board-status-clock = Partia { $game }: ruch ma { $seat } ({ colour-name }), czas mija { $deadline }.
game-title = Partia { $game } — { $white } (białe) przeciw { $black } (czarne)
game-footer = { variant-title } · { time-control } · po ruchu { $ply }
