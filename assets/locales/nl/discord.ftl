# De antwoorden van de bot op Discord. Spelers verschijnen als <@id>, kanalen als <#id>,
# tijden als <t:…:R> (Discord maakt er namen en „over 2 dagen” van). Commando’s gaan via
# commands.ftl ({ punct-board }), zodat iedereen de namen leest die zijn Discord toont.

-cmd-games = `/punct { punct-games }`

## Kleine woorden

colour-name = { $colour ->
    [white] Wit
   *[black] Zwart
  }
computer-seat = de computer ({ level-name })
level-name = { $level ->
    [easy] makkelijk
    [hard] moeilijk
   *[medium] gemiddeld
  }
variant-title = { $variant ->
    [basic] Basisspel
   *[standard] Standaardspel
  }
time-control = { $days ->
    [none] geen tijdslimiet
    [one] 1 dag per zet
   *[other] { $days } dagen per zet
  }

## Welke partij

no-game-here = Je hebt in dit kanaal geen lopende partij. Begin er een met `/punct { punct-challenge } { punct-challenge.opponent }:@iemand` (kies de bot als tegenspeler om tegen de computer te spelen), of noem een partij: `/punct { punct-board } { punct-board.game }:3`.
no-game-to-show = In dit kanaal loopt geen partij. Noem er een, bijv. `/punct { punct-board } { punct-board.game }:3`; { -cmd-games } toont de jouwe.
which-game = Je hebt hier { $count } partijen: { $list }. Zeg welke met de partij-optie, bijv. `/punct { $command ->
    [move] { punct-move } { punct-move.text }:F5>H7-H8-I8
    [resign] { punct-resign }
    [claim] { punct-claim }
   *[board] { punct-board }
  } { punct-board.game }:{ $example }`.
which-game-item = { $game } ({ $white } tegen { $black })
not-a-game-number = „{ $text }” is geen partijnummer. Gebruik het nummer dat { -cmd-games } toont, bijv. `{ punct-board.game }:3`.

## Wie je kunt uitdagen, en waar

cannot-challenge-bot = Bots kunnen geen PÜNCT spelen, behalve ik: daag mij uit (kies mijn naam als tegenspeler) om tegen de computer te spelen.
challenge-people-in-a-server = Daag mensen uit in een serverkanaal dat ze kunnen zien: niemand anders ziet dit gesprek. Hier kun je tegen mij spelen: `/punct { punct-challenge }` met mijn naam als tegenspeler, of lees `/punct { punct-help }`.
cannot-challenge-yourself = Je kunt jezelf niet uitdagen. Kies iemand anders, bijv. `/punct { punct-challenge } { punct-challenge.opponent }:@vriend`, laat `{ punct-challenge.opponent }` weg zodat iedereen hier kan aannemen, of kies mij om tegen de computer te spelen.
not-a-member = <@{ $user }> is geen lid van deze server en kan je uitdaging dus nooit zien of aannemen. Daag iemand uit die hier is, bijv. `/punct { punct-challenge } { punct-challenge.opponent }:@vriend`.
cannot-see-channel = <@{ $user }> kan dit kanaal niet zien en kan je uitdaging dus nooit aannemen. Daag die persoon uit in een kanaal dat jullie allebei zien, of vraag een moderator om toegang.
play-in-the-games-channel = Partij { $game } wordt gespeeld in <#{ $channel }>: doe je zetten en aanbiedingen daar, waar je tegenspeler ze ziet.
play-in-the-games-channel-board = Partij { $game } wordt gespeeld in <#{ $channel }>: doe je zetten en aanbiedingen daar, waar je tegenspeler ze ziet. Het laatste bord: { $link }
not-your-game-to-show = Partij { $game } wordt op een andere server gespeeld: van hieruit kunnen alleen de twee spelers ervan kijken. { -cmd-games } toont de jouwe.

## Een bord

board-status-over = Partij { $game } is afgelopen: { $result }.
board-status = Partij { $game }: { $seat } is aan zet ({ colour-name }).
board-status-clock = Partij { $game }: { $seat } is aan zet ({ colour-name }), de tijd loopt af { $deadline }.
game-title = Partij { $game } — { $white } (Wit) tegen { $black } (Zwart)
game-footer = { variant-title } · { time-control } · na zet { $ply }
