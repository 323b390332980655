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
    [expert] Experte
   *[medium] mittel
  }
variant-title = { $variant ->
    [basic] Basis
   *[standard] Standard
  }
time-control = { $days ->
    [none] ohne Zeitlimit
    [one] 1 Tag pro Zug
    [bank3] Zeitkonto: 3 Tage, +1 Tag pro Zug
    [bank7] Zeitkonto: 7 Tage, +1 Tag pro Zug
    [bank10] Zeitkonto: 10 Tage, +36 h pro Zug
   *[other] { $days } Tage pro Zug
  }

## Welche Partie

no-game-here = Du hast in diesem Kanal keine laufende Partie. Starte eine mit `/punct { punct-challenge } { punct-challenge.opponent }:@jemand` (wähle den Bot als Gegner, um gegen den Computer zu spielen), oder nenne eine Partie: `/punct { punct-board } { punct-board.game }:3`.
no-game-to-show = In diesem Kanal läuft keine Partie. Nenne eine, z. B. `/punct { punct-board } { punct-board.game }:3`; { -cmd-games } listet deine auf.
no-finished-game-here = In diesem Kanal ist noch keine Partie zu Ende gegangen, es gibt also nichts zu besprechen. Nenne eine, z. B. `/punct { punct-review } { punct-review.game }:3`; { -cmd-games } listet deine letzten auf.
which-game = Du hast hier { $count } Partien: { $list }. Sag mit der Option für die Partie, welche du meinst, z. B. `/punct { $command ->
    [move] { punct-move } { punct-move.text }:F5>H7-H8-I8
    [resign] { punct-resign }
    [claim] { punct-claim }
    [analyse] { punct-analyse }
    [plan] { punct-plan }
   *[board] { punct-board }
  } { punct-board.game }:{ $example }`.
which-game-item = { $game } ({ $white } – { $black })
not-a-game-number = „{ $text }“ ist keine Partienummer. Nimm die Nummer, die { -cmd-games } zeigt, z. B. `{ punct-board.game }:3`.

## Wen man herausfordern kann, und wo

challenge-days-or-clock = Wähle entweder Tage pro Zug (`{ punct-challenge.days }`) oder ein Zeitkonto (`{ punct-challenge.clock }`), nicht beides: z. B. gibt `/punct { punct-challenge } { punct-challenge.clock }:Zeitkonto: 10 Tage, +36 h pro Zug` jedem Spieler 10 Tage, und jeder Zug bringt 36 Stunden dazu.

cannot-challenge-bot = Bots können kein PÜNCT spielen, außer mir: fordere mich heraus (wähle meinen Namen als Gegner), um gegen den Computer zu spielen.
challenge-people-in-a-server = Fordere Menschen in einem Serverkanal heraus, den sie sehen können, oder in einer Direktnachricht oder Gruppen-Direktnachricht mit ihnen, sobald du mich zu deinen eigenen Apps hinzugefügt hast (mein Profil → **App hinzufügen**): dieses Gespräch sieht sonst niemand. Hier kannst du gegen mich spielen: `/punct { punct-challenge }` mit meinem Namen als Gegner, oder lies `/punct { punct-help }`.
cannot-challenge-yourself = Du kannst dich nicht selbst herausfordern. Wähle jemand anderen, z. B. `/punct { punct-challenge } { punct-challenge.opponent }:@freund`, lass `{ punct-challenge.opponent }` weg, damit jeder hier annehmen kann, oder wähle mich, um gegen den Computer zu spielen.
not-a-member = <@{ $user }> ist kein Mitglied dieses Servers und könnte deine Herausforderung daher nie sehen oder annehmen. Fordere jemanden heraus, der hier ist, z. B. `/punct { punct-challenge } { punct-challenge.opponent }:@freund`.
cannot-see-channel = <@{ $user }> kann diesen Kanal nicht sehen und könnte deine Herausforderung daher nie annehmen. Fordere die Person in einem Kanal heraus, den ihr beide seht, oder bitte die Moderation, sie hereinzulassen.
play-in-the-games-channel = Partie { $game } wird in <#{ $channel }> gespielt: mach deine Züge und Angebote dort, wo dein Gegner sie sieht.
play-in-the-games-channel-board = Partie { $game } wird in <#{ $channel }> gespielt: mach deine Züge und Angebote dort, wo dein Gegner sie sieht. Ihr letzter Spielplan: { $link }
not-your-game-to-show = Partie { $game } wird auf einem anderen Server gespielt: von hier aus können nur ihre beiden Spieler sie ansehen. { -cmd-games } listet deine auf.

## Ein Spielplan

board-status-over = Partie { $game } ist beendet: { $result }.
board-status = Partie { $game }: { $seat } ist am Zug ({ colour-name }).
board-status-clock = Partie { $game }: { $seat } ist am Zug ({ colour-name }), spätestens bis { $deadline }.
game-title = Partie { $game } — { $white } (Weiß) – { $black } (Schwarz)
game-footer = { variant-title }-Spiel · { time-control } · nach Zug { $ply }

## Wenn etwas schiefging, oder zählte, obwohl die Antwort scheiterte

internal-failure = Entschuldige, bei mir ist etwas schiefgegangen und ich konnte das nicht abschließen. Deine Partien sind sicher: nichts ist verloren. Bitte versuch es gleich noch einmal.
-board-follows = Den Spielplan konnte ich hier gerade nicht zeigen; er folgt in wenigen Minuten im Kanal der Partie
done-moved = Dein Zug in Partie { $game } wurde gespielt. { -board-follows }, und dein Gegner wird dort angepingt.
done-ended = Partie { $game } ist beendet und ihr Ergebnis eingetragen. { -board-follows }.
done-took-back = Die Zugrücknahme in Partie { $game } ist erfolgt. { -board-follows }.
done-started = Partie { $game } hat begonnen. { -board-follows }.
done-offered-draw = Dein Remisangebot in Partie { $game } steht, aber ich konnte es gerade nicht posten. Dein Gegner kann es trotzdem mit `/punct { punct-draw }` annehmen.
done-asked-takeback = Deine Bitte um Zugrücknahme in Partie { $game } ist eingetragen, aber ich konnte sie deinem Gegner gerade nicht zeigen. Sie verfällt mit dem nächsten Zug; danach kannst du erneut fragen.
done-answered-challenge = Deine Antwort auf die Herausforderung { $challenge } ist eingetragen; ihre Nachricht konnte ich gerade nicht aktualisieren.
done-answered-offer = Deine Antwort in Partie { $game } ist eingetragen; die Nachricht mit dem Angebot konnte ich gerade nicht aktualisieren.
done-challenged-withdrawn = Deine Herausforderung { $challenge } konnte ich gerade nicht posten, also habe ich sie zurückgezogen. Bitte versuch es gleich noch einmal.
done-challenged-standing = Deine Herausforderung { $challenge } ist eingetragen, aber ich konnte sie gerade nicht posten; sie läuft ab, wenn niemand antwortet.
done-league = Für die Liga { $league } ist es erledigt, aber die Antwort konnte ich hier gerade nicht zeigen.

## Optionen, die der Bot nicht lesen konnte

bad-argument = Ich konnte „{ $input }“ für /{ $command } nicht lesen.
bad-argument-example = Ich konnte „{ $input }“ für /{ $command } nicht lesen. Zum Beispiel: `{ $example }`
stale-button = Dieser Knopf stammt von einer älteren Version des Bots und funktioniert nicht mehr. Nimm { -cmd-games }, um deine Partien zu finden, oder `/punct { punct-help }`.
command-example = { $command ->
    [challenge] /punct { punct-challenge } { punct-challenge.opponent }:@Alice { punct-challenge.days }:3
    [move] /punct { punct-move } { punct-move.text }:F5>H7-H8-I8
    [board] /punct { punct-board } { punct-board.game }:12
   *[history] /punct { punct-history } { punct-history.game }:12 { punct-history.move }:10
  }

## Die Uhr einer Partie, unter dem Bild

board-clock-turn = { $seat } hat Zeit bis { $deadline } ({ $relative }).
board-clock-bank = Zeitkonto von { $seat }: { $left }.
board-away = { $seat } ist bis { $until } abwesend: die Uhr von { $seat } steht so lange still.
duration = { $days ->
    [0] { $hours ->
        [one] 1 Stunde
       *[other] { $hours } Stunden
      }
   *[other] { $days ->
        [one] 1 Tag
       *[other] { $days } Tage
      }{ $hours ->
        [0] {""}
        [one] , 1 Stunde
       *[other] , { $hours } Stunden
      }
  }

## /punct away und /punct back

away-set = Deine Uhren stehen bis { $until } still: { $games ->
    [0] gerade wartet keine Partie auf deinen Zug; kommst du inzwischen in einer an den Zug, wartet sie bis dahin.
    [one] 1 Partie, in der du jetzt am Zug bist, wartet bis dahin, ebenso jede, in der du inzwischen an den Zug kommst.
   *[other] { $games } Partien, in denen du jetzt am Zug bist, warten bis dahin, ebenso jede, in der du inzwischen an den Zug kommst.
  } Deine Gegner können weiterhin ziehen. { away-days-left } Vorzeitig beenden mit `/punct { punct-back }`.
away-days-left = Verbleibende Abwesenheitstage in diesem Jahr: { $left } von { $allowance }.
away-back = Willkommen zurück! { $games ->
    [0] Keine deiner Uhren war angehalten.
    [one] Die Uhr von 1 Partie läuft wieder.
   *[other] Die Uhren von { $games } Partien laufen wieder.
  }{ $returned ->
    [0] {""}
    [one] {" "}1 ungenutzter Abwesenheitstag wurde dir wieder gutgeschrieben.
   *[other] {" "}{ $returned } ungenutzte Abwesenheitstage wurden dir wieder gutgeschrieben.
  } { away-days-left }
away-status-away = Du bist bis { $until } abwesend; deine Uhren stehen still. { away-days-left } Vorzeitig beenden mit `/punct { punct-back }`.
away-status-here = Du bist nicht abwesend. { away-days-left } `/punct { punct-away } { punct-away.days }:7` hält deine Uhren eine Woche lang an.

## Zugmeldungen per Direktnachricht

turn-notice = Du bist in Partie { $game } gegen { $opponent } am Zug (Zug { $move_number }){ $deadline ->
    [none] {""}
   *[other] , deine Zeit läuft { $deadline } ab
  }: { $link }
turn-notice-opponent-unknown = deinen Gegner
digest-title = { $count ->
    [one] **1 Partie wartet auf deinen Zug:**
   *[other] **{ $count } Partien warten auf deinen Zug:**
  }
digest-line = • Partie { $game } gegen { $opponent }{ $deadline ->
    [none] {""}
   *[other] , die Zeit läuft { $deadline } ab
  }: { $link }
dms-closed = Ich konnte dir keine Direktnachricht schicken: deine Direktnachrichten sind für mich gesperrt, deshalb habe ich deine Zugmeldungen ausgeschaltet. Um sie wieder zu bekommen, erlaube Direktnachrichten von Mitgliedern eines Servers, auf dem wir beide sind (Servermenü → Privatsphäreeinstellungen), und nutze dann `/punct { punct-settings } { punct-settings.notify }:`.
quiet-none = keine

## /punct settings

settings-shown = **Deine Einstellungen** (sie gelten auf jedem Server und in jeder Direktnachricht):
    • Vorschau getippter Züge: **{ $preview ->
        [on] an**: Ein Zug, den du mit `/punct { punct-move }` tippst, wird zuerst gezeigt, mit Knöpfen zum Spielen oder Abbrechen.
       *[off] aus**: Ein Zug, den du mit `/punct { punct-move }` tippst, wird sofort gespielt.
    }
    Ändern mit `/punct { punct-settings } { punct-settings.preview }:`. Lass bei `/punct { punct-move }` den Zug weg oder drück **{ picker-button-move }** unter einem Spielplan, um einen Zug auf dem Spielplan zu wählen.
    • Zeitzone: **{ $zone }** (`/punct { punct-settings } { punct-settings.timezone }:`): nach ihr richten sich die Tage von `/punct { punct-away } { punct-away.until }:` und das Kalenderjahr der Abwesenheitstage.
    • Schutz bei Zeitüberschreitung: **{ $protection ->
        [on] an**: Läuft deine Zeit für einen Zug ab und hast du noch Abwesenheitstage, wird einer verbraucht, statt dass du die Partie verlierst.
       *[off] aus**: Läuft deine Zeit für einen Zug ab, kann dein Gegner den Sieg fordern.
    } Ändern mit `/punct { punct-settings } { punct-settings.protection }:`.
    • Zugmeldungen per Direktnachricht: **{ $notify ->
        [turn] bei jedem Zug**: Wartet eine Partie auf deinen Zug, bekommst du wenige Minuten später eine Direktnachricht.
        [digest] als Tagesübersicht** um { $digest_hour }:00 Uhr in deiner Zeitzone, mit den Partien, die auf deinen Zug warten (keine an Tagen, an denen nichts zu tun ist).
       *[off] aus**.
    } Ändern mit `/punct { punct-settings } { punct-settings.notify }:`. Ruhezeit: **{ $quiet }** (`/punct { punct-settings } { punct-settings.quiet }:22-7`): dann keine Direktnachricht; Fälliges wartet.
    • Abwesend: { $until ->
        [none] nein. { away-days-left }
       *[other] bis { $until }. { away-days-left }
    } `/punct { punct-away }` und `/punct { punct-back }` stellen das ein.
settings-changed = Gespeichert.
