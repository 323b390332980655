# Was der Bot über Partien postet: Herausforderungen und Antworten, Angebote und
# ihre Knöpfe, Erinnerungen, Zeitablauf, Ansagen zu Spielplänen, Listen. Öffentliche
# Posts in der Sprache des Servers, Antworten an eine Person in ihrer.

## Kleine Wörter

variant-name = { $variant ->
    [basic] Basis
   *[standard] Standard
  }
someone = Jemand
seat-computer = Computer ({ level-name })
seat-unknown = Spieler { $id }
computer-with-colour = der Computer ({ level-name }, { colour-name })
seat-with-colour = { $seat } ({ colour-name })

## Knöpfe

button-accept-draw = Remis annehmen
button-play-on = Weiterspielen
button-allow-takeback = Rücknahme erlauben
button-refuse = Ablehnen
button-claim = Sieg beanspruchen
button-resign = Aufgeben
button-keep-playing = Weiterspielen

## Herausforderungen

challenge-colours = { $colour ->
    [white] { $challenger } spielt Weiß
    [black] { $challenger } spielt Schwarz
   *[random] Farben werden ausgelost
  }
challenge-posted = { $challenged }, { $challenger } fordert dich zu einer Partie PÜNCT heraus ({ variant-name }-Spiel, { time-control }, { challenge-colours }). Drück **{ button-accept }**, um zu spielen, oder **{ button-decline }**, um abzulehnen. Die Herausforderung läuft { $expires } ab.
rematch-posted = { $challenged }, { $challenger } fordert dich zur Revanche für Partie { $game } heraus (Herausforderung { $challenge }): { variant-name }-Spiel PÜNCT ({ time-control }, { challenge-colours }). Drück **{ button-accept }**, um zu spielen, oder **{ button-decline }**, um abzulehnen. Die Herausforderung läuft { $expires } ab.
open-challenge-posted = { $challenger } sucht eine Partie PÜNCT ({ variant-name }-Spiel, { time-control }, { challenge-colours }): jeder hier darf annehmen. Drück **{ button-accept }**, um zu spielen; { $challenger } kann sie mit **{ button-cancel }** zurückziehen. Die Herausforderung läuft { $expires } ab.
challenge-accepted-by = { $who } hat die Herausforderung von { $challenger } angenommen: Partie { $game } beginnt unten.
challenge-declined-by = { $who } hat die Herausforderung von { $challenger } abgelehnt.
challenge-withdrawn = { $challenger } hat die Herausforderung zurückgezogen.
challenge-expired-unanswered = Diese Herausforderung ist ohne Antwort abgelaufen.
challenge-now = Diese Herausforderung ist { challenge-status }.
challenge-accepted = { $user } hat die Herausforderung angenommen: Partie { $game } beginnt unten.
challenge-closed-declined = { $who } hat die Herausforderung { $challenge } von { $challenger } abgelehnt.
challenge-closed-expired = { $challenger }, deine Herausforderung { $challenge } ist ohne Antwort abgelaufen.
challenge-closed = Die Herausforderung { $challenge } ist { challenge-status }.

## Angebote

offer-by-someone = Ein Spieler
offer-to-someone = Sein Gegner
draw-offered = { $by } bietet in Partie { $game } Remis an. { $to }, drück **{ button-accept-draw }** oder zum Ablehnen **{ button-play-on }**.
takeback-requested = { $by } möchte in Partie { $game } den letzten Zug zurücknehmen. { $to }, drück **{ button-allow-takeback }** oder **{ button-refuse }**.
computer-plays-on = Der Computer spielt in Partie { $game } weiter: Auf Remis lässt er sich nie ein. Du kannst stattdessen aufgeben.
taken-back = In Partie { $game } zurückgenommen: { $moves }. { $next }
offer-declined = { $by } hat { $what ->
    [draw] das Remisangebot
   *[takeback] die Bitte um Zugrücknahme
  } in Partie { $game } abgelehnt; es geht weiter. { $next }

## Bedenkzeit

reminder = { $user }, du bist in Partie { $game } am Zug. { $stage ->
    [half] Die Hälfte deiner Zeit für diesen Zug ist um
   *[final] Letzte Erinnerung! Deine Zeit ist fast um
  }: sie läuft { $deadline } ab. Zieh mit `/punct { punct-move } { punct-move.game }:{ $number }` oder sieh dir den Spielplan mit `/punct { punct-board } { punct-board.game }:{ $number }` an.
time-up = { $waiting }, { $late } hat die Zeit für Zug { $move_number } in Partie { $game } überschritten. Drück **{ button-claim }**, um sie jetzt zu beenden, oder warte ab: Wurde bis <t:{ $at }:f> nicht gezogen, wird die Partie als dein Sieg gewertet.
reminder-opponent-away = { $user } ist bis { $until } abwesend: dein Zug wartet auf die Rückkehr, und die Uhr deines Gegners steht so lange still.
away-day-spent = { $user }, deine Zeit für Zug { $move_number } in Partie { $game } ist abgelaufen, daher wurde einer deiner Abwesenheitstage verbraucht (Schutz bei Zeitüberschreitung): deine Uhren wurden für einen Tag angehalten, und du hast jetzt Zeit bis { $until }. { $left ->
    [0] Das war dein letzter Abwesenheitstag in diesem Jahr.
    [one] Du hast dieses Jahr noch 1 Abwesenheitstag.
   *[other] Du hast dieses Jahr noch { $left } Abwesenheitstage.
  } Abschalten mit `/punct { punct-settings } { punct-settings.protection }:False`.
timed-out = { $loser } hat die Zeit überschritten. { $finished }
claimed = { $user } beansprucht den Sieg. { $timed_out }
resigned = { $user } hat aufgegeben. { $finished }
resign-question = Partie { $game } aufgeben? { $opponent } gewinnt, und das lässt sich nicht rückgängig machen. Nur du siehst diese Frage.
kept-playing = Du spielst in Partie { $game } weiter.

## Der Verlauf einer Partie

game-started = Partie { $game } beginnt: { $white } spielt Weiß, { $black } spielt Schwarz ({ variant-name }-Spiel, { time-control }).
move-made = Zug { $ply } ({ colour-name }): { $notation }.
move-passed = { colour-name } hat keinen erlaubten Zug und setzt aus.
next-game-over = Partie beendet: { $result }.
next-to-move = { $seat } ist am Zug ({ colour-name }).
next-to-move-clock = { $seat } ist am Zug ({ colour-name }), spätestens bis { $deadline }.
finished = Partie { $game } ist beendet: { $result }. { $players }
goes-on = Partie { $game } geht weiter.
both-players = { $white } und { $black }: **{ button-rematch }** unten bietet eine Rückpartie mit getauschten Farben.

## Listen

games-none = Du hast keine laufende Partie. Starte eine mit `/punct { punct-challenge } { punct-challenge.opponent }:@jemand`.
games-waiting = { $count ->
    [0] Keine deiner Partien wartet auf dich.
    [one] **{ $count } Partie** wartet auf deinen Zug.
   *[other] **{ $count } Partien** warten auf deinen Zug.
  }
games-line = • { $listing } in <#{ $channel }>
games-recently-finished = Zuletzt beendet:
more-games = …und { $count ->
    [one] { $count } weitere Partie
   *[other] { $count } weitere Partien
  }.
listing = { $game } { $white } – { $black } — Zug { $move_number }, { $turn }
listing-finished = { $game } { $white } – { $black } — { $result } nach { $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Zügen
  }
listing-clock = { $game } { $white } – { $black } — Zug { $move_number }, { $turn }, die Zeit läuft { $deadline } ab
listing-your-turn = **du bist am Zug**
listing-to-move = { $seat } ist am Zug
leaderboard-title = PÜNCT-Rangliste (Glicko-2, Partien zwischen Menschen)
leaderboard-empty = Noch niemand hat eine gewertete Partie beendet. Partien zwischen zwei Menschen zählen, Partien gegen mich nicht.
leaderboard-line = { $rank }. { $name } — { $rating } (±{ $spread }), { $games ->
    [one] { $games } gewertete Partie
   *[other] { $games } gewertete Partien
  }
more-players = …und { $count ->
    [one] { $count } weiterer Spieler
   *[other] { $count } weitere Spieler
  }.
no-moves = Noch keine Züge.
moves-in-record = ({ $count ->
    [one] Der erste Zug steht
   *[other] Die ersten { $count } Züge stehen
  } in der angehängten Partienotation.)
position-caption = Partie { $game } nach Zug { $ply } von { $last }
game-choice = { $game } — { $white } – { $black } — { $state }
game-choice-your-turn = du bist am Zug
game-choice-move = Zug { $move_number }

## Die Partiedatei (`.txt`): die Tag-Namen bleiben wie in PGN, hier ihre Werte

record-event = PÜNCT auf Discord, Partie { $number }
record-ongoing = läuft
