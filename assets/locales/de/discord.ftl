# Die Antworten des Bots auf Discord. Spieler erscheinen als <@id>, Kanäle als <#id>,
# Zeiten als <t:…:R> (Discord zeigt daraus Namen und „in 2 Tagen“). Befehle über
# commands.ftl ({ punct-board }), damit jeder die Namen liest, die sein Discord zeigt.

-cmd-games = `/punct { punct-games }`

## Kleine Wörter

colour-name = { $colour ->
    [white] Weiß
   *[black] Schwarz
  }
computer-seat = der Computer ({ level-name })
level-name = { $level ->
    [easy] leicht
    [hard] schwer
   *[medium] mittel
  }
variant-title = { $variant ->
    [basic] Basis
   *[standard] Standard
  }
time-control = { $days ->
    [none] ohne Zeitlimit
    [one] 1 Tag pro Zug
   *[other] { $days } Tage pro Zug
  }

## Welche Partie

no-game-here = Du hast in diesem Kanal keine laufende Partie. Starte eine mit `/punct { punct-challenge } { punct-challenge.opponent }:@jemand` (wähle den Bot als Gegner, um gegen den Computer zu spielen), oder nenne eine Partie: `/punct { punct-board } { punct-board.game }:3`.
no-game-to-show = In diesem Kanal läuft keine Partie. Nenne eine, z. B. `/punct { punct-board } { punct-board.game }:3`; { -cmd-games } listet deine auf.
which-game = Du hast hier { $count } Partien: { $list }. Sag mit der Option für die Partie, welche du meinst, z. B. `/punct { $command ->
    [move] { punct-move } { punct-move.text }:F5>H7-H8-I8
    [resign] { punct-resign }
    [claim] { punct-claim }
   *[board] { punct-board }
  } { punct-board.game }:{ $example }`.
which-game-item = { $game } ({ $white } gegen { $black })
not-a-game-number = „{ $text }“ ist keine Partienummer. Nimm die Nummer, die { -cmd-games } zeigt, z. B. `{ punct-board.game }:3`.

## Wen man herausfordern kann, und wo

cannot-challenge-bot = Bots können kein PÜNCT spielen, außer mir: fordere mich heraus (wähle meinen Namen als Gegner), um gegen den Computer zu spielen.
challenge-people-in-a-server = Fordere Menschen in einem Serverkanal heraus, den sie sehen können: dieses Gespräch sieht sonst niemand. Hier kannst du gegen mich spielen: `/punct { punct-challenge }` mit meinem Namen als Gegner, oder lies `/punct { punct-help }`.
cannot-challenge-yourself = Du kannst dich nicht selbst herausfordern. Wähle jemand anderen, z. B. `/punct { punct-challenge } { punct-challenge.opponent }:@freund`, lass `{ punct-challenge.opponent }` weg, damit jeder hier annehmen kann, oder wähle mich, um gegen den Computer zu spielen.
not-a-member = <@{ $user }> ist kein Mitglied dieses Servers und könnte deine Herausforderung daher nie sehen oder annehmen. Fordere jemanden heraus, der hier ist, z. B. `/punct { punct-challenge } { punct-challenge.opponent }:@freund`.
cannot-see-channel = <@{ $user }> kann diesen Kanal nicht sehen und könnte deine Herausforderung daher nie annehmen. Fordere die Person in einem Kanal heraus, den ihr beide seht, oder bitte die Moderation, sie hereinzulassen.
play-in-the-games-channel = Partie { $game } wird in <#{ $channel }> gespielt: mach deine Züge und Angebote dort, wo dein Gegner sie sieht.
play-in-the-games-channel-board = Partie { $game } wird in <#{ $channel }> gespielt: mach deine Züge und Angebote dort, wo dein Gegner sie sieht. Ihr letzter Spielplan: { $link }
not-your-game-to-show = Partie { $game } wird auf einem anderen Server gespielt: von hier aus können nur ihre beiden Spieler sie ansehen. { -cmd-games } listet deine auf.

## Ein Spielplan

board-status-over = Partie { $game } ist beendet: { $result }.
board-status = Partie { $game }: { $seat } ist am Zug ({ colour-name }).
board-status-clock = Partie { $game }: { $seat } ist am Zug ({ colour-name }), die Zeit läuft ab { $deadline }.
game-title = Partie { $game } — { $white } (Weiß) gegen { $black } (Schwarz)
game-footer = { variant-title }-Spiel · { time-control } · nach Zug { $ply }
