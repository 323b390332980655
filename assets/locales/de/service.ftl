# Ablehnungen des Spieldienstes: jede sagt, was falsch war und was richtig wäre.
# Partien und Herausforderungen erscheinen als „#12“, Spieler als <@id>, Zeiten als <t:…:R>.

-cmd-challenge-someone = `/punct { punct-challenge } { punct-challenge.opponent }:@jemand`

## Was aus einer Herausforderung wurde (Partizip)

challenge-status = { $status ->
    [open] offen
    [accepted] angenommen
    [declined] abgelehnt
    [cancelled] zurückgezogen
   *[expired] abgelaufen
  }

## Ein Ergebnis: wer gewann, und wie

result-won = { colour-name } gewinnt { result-how }
result-drawn = unentschieden { result-how }
result-how = { $reason ->
    [connection] durch die Verbindung zweier gegenüberliegender Seiten
    [central-majority] mit mehr Spielfeldern im Sechseck in der Spielplanmitte nach dem Einsetzen des letzten Spielsteins
    [central-tie] bei gleich geteiltem Sechseck in der Spielplanmitte nach dem Einsetzen des letzten Spielsteins
    [last-piece-placed] nach dem Einsetzen des letzten Spielsteins ohne Verbindung
    [no-legal-moves] mangels möglicher Züge
    [resignation] durch Aufgabe
    [timeout] durch Zeitüberschreitung
   *[agreement] durch Einigung
  }

## Ablehnungen

error-game-not-found = Es gibt keine Partie { $game }. { -cmd-games } listet deine mit ihren Nummern auf.
error-challenge-not-found = Die Herausforderung { $challenge } gibt es nicht mehr. Starte eine neue mit { -cmd-challenge-someone }.
error-cannot-challenge-yourself = Du kannst dich nicht selbst herausfordern. Fordere jemand anderen heraus, alle im Kanal oder den Computer.
error-challenge-not-for-you = Die Herausforderung { $challenge } gilt nur { $challenged }. Starte deine eigene mit { -cmd-challenge-someone }.
error-own-challenge = Die Herausforderung { $challenge } ist deine eigene: warte, bis jemand sie annimmt, oder zieh sie mit dem Knopf darunter zurück (**{ button-decline }** bei einer Herausforderung an eine Person, **{ button-cancel }** bei einer offenen).
error-not-your-challenge = Nur { $challenger } kann die Herausforderung { $challenge } zurückziehen. Um zu spielen, drück darunter auf **{ button-accept }**.
error-open-challenge-cannot-be-declined = Die Herausforderung { $challenge } ist offen für alle, es gibt also nichts abzulehnen: lass sie einfach stehen oder nimm sie an, um zu spielen.
error-challenge-closed = Die Herausforderung { $challenge } wurde bereits { challenge-status }. Starte eine neue mit { -cmd-challenge-someone }.
error-challenge-expired = Die Herausforderung { $challenge } ist { $expired } abgelaufen. Starte eine neue mit { -cmd-challenge-someone }.
error-game-over = Partie { $game } ist beendet: { $result }. Drück unter ihrem letzten Spielplan auf **{ button-rematch }** oder starte eine neue Partie mit `/punct { punct-challenge }`.
error-not-a-participant = Du spielst nicht in Partie { $game } mit, das können nur ihre Spieler. { -cmd-games } listet deine auf.
error-not-your-turn = In Partie { $game } bist du nicht am Zug: { $seat } ist dran. Du wirst angepingt, sobald du dran bist.
error-position-changed = Partie { $game } ist weitergegangen, während du überlegt hast (du hast Zug { $expected } gesehen, jetzt steht sie bei Zug { $actual }), daher wurde dein Zug nicht gespielt. Sieh dir den neuen Spielplan an und versuch es noch einmal.
error-no-such-pick = Diese Wahl ist keiner deiner erlaubten Züge in Partie { $game }. Drück unter dem neuesten Spielplan auf Ziehen, um neu anzufangen.
error-concurrent-change = Im selben Moment hat sich an Partie { $game } etwas anderes geändert, daher wurde deine Anfrage nicht ausgeführt. Sieh dir den Spielplan an und versuch es noch einmal.
error-draw-already-offered = Du hast in Partie { $game } schon ein Remis angeboten; dein Gegner kann es annehmen oder ablehnen.
error-no-draw-offer = In Partie { $game } hat niemand ein Remis angeboten. Um eines vorzuschlagen, nimm `/punct { punct-draw } { punct-draw.game }:{ $number }`.
error-own-draw-offer = Das Remisangebot in Partie { $game } ist deines: nur dein Gegner kann es annehmen oder ablehnen.
error-takeback-pending = { $seat } hat in Partie { $game } schon um eine Zugrücknahme gebeten; sie muss erst angenommen oder abgelehnt werden.
error-no-takeback-request = In Partie { $game } hat niemand um eine Zugrücknahme gebeten. Um darum zu bitten, nimm `/punct { punct-takeback } { punct-takeback.game }:{ $number }`.
error-own-takeback-request = Die Bitte um Zugrücknahme in Partie { $game } ist deine: nur dein Gegner kann sie annehmen oder ablehnen.
error-nothing-to-take-back = Du hast in Partie { $game } noch keinen Zug gemacht, es gibt also nichts zurückzunehmen.
error-no-time-limit = Partie { $game } hat kein Zeitlimit, also kann niemandem die Zeit ablaufen. Du kannst stattdessen ein Remis anbieten oder aufgeben.
error-time-not-up = Dein Gegner hat in Partie { $game } noch Zeit: sie läuft { $deadline } ab. Fordere danach den Sieg mit `/punct { punct-claim } { punct-claim.game }:{ $number }` (tust du es nicht, wird der Sieg etwas später für dich eingetragen).
error-claim-on-your-own-turn = In Partie { $game } bist du selbst am Zug: deine Zeit läuft { $deadline } ab. Spiel deinen Zug mit `/punct { punct-move } { punct-move.text }:F5>H7-H8-I8 { punct-move.game }:{ $number }`.
error-claim-on-your-own-turn-no-clock = In Partie { $game } bist du selbst am Zug. Spiel deinen Zug mit `/punct { punct-move } { punct-move.text }:F5>H7-H8-I8 { punct-move.game }:{ $number }`.
error-away-day-spent = Die Zeit von { $late } in Partie { $game } ist abgelaufen, aber stattdessen wurde ein Abwesenheitstag verbraucht (Schutz bei Zeitüberschreitung): die Uhr wurde für einen Tag angehalten, und es bleibt Zeit bis { $until }. Läuft auch diese ab, kannst du dann den Sieg fordern.
error-away-days-out-of-range = { $days } ist keine Zahl von Abwesenheitstagen, die ich einstellen kann: gib 1 bis 366 an, z. B. `/punct { punct-away } { punct-away.days }:7`, oder den Tag deiner Rückkehr, z. B. `/punct { punct-away } { punct-away.until }:2026-12-24`.
error-not-enough-away-days = { $left ->
    [0] Du hast dieses Jahr keine Abwesenheitstage mehr: alle { $allowance } sind verbraucht. Am 1. Januar gibt es neue.
   *[other] Du wolltest { $asked } Abwesenheitstage, aber dieses Jahr sind von deinen { $allowance } nur noch { $left } übrig{ $replacing ->
        [yes] , die ungenutzten Tage deiner laufenden Abwesenheit mitgezählt, die durch die neue ersetzt würde
       *[no] {""}
    }. Nimm { $left } oder weniger, z. B. `/punct { punct-away } { punct-away.days }:{ $left }`.
  }
error-not-a-date = „{ $text }“ ist kein Datum, das ich lesen kann. Gib den Tag deiner Rückkehr als Jahr-Monat-Tag an, z. B. `/punct { punct-away } { punct-away.until }:2026-12-24`.
error-date-not-ahead = { $date } liegt nicht nach dem heutigen Tag. Gib den Tag deiner Rückkehr an (Jahr-Monat-Tag, in deiner Zeitzone) oder eine Zahl von Tagen, z. B. `/punct { punct-away } { punct-away.days }:7`.
error-away-days-or-date = Gib entweder an, wie viele Tage du weg bist (`/punct { punct-away } { punct-away.days }:7`), oder den Tag deiner Rückkehr (`/punct { punct-away } { punct-away.until }:2026-12-24`), nicht beides.
error-not-away = Du bist nicht abwesend, es gibt also nichts zu beenden. `/punct { punct-away } { punct-away.days }:7` hält deine Uhren eine Woche lang an.
error-unknown-time-zone = „{ $text }“ ist keine Zeitzone, die ich kenne. Nimm einen Namen wie Europe/Berlin oder America/New_York (die Vorschläge zeigen sie beim Tippen) oder UTC.
error-not-quiet-hours = „{ $text }“ kann ich nicht als Ruhezeit lesen. Gib die Stunde an, zu der sie beginnt, und die, zu der sie endet, z. B. `/punct { punct-settings } { punct-settings.quiet }:22-7` (von 22:00 bis 07:00 Uhr) oder `23:30-06:45`; `off` für keine.
error-rematch-before-end = Partie { $game } läuft noch: eine Revanche kann beginnen, sobald sie beendet ist.
error-rematch-open = Die Revanche für Partie { $game } ist schon offen: Herausforderung { $challenge } von { $challenger } an { $challenged }, die { $expires } abläuft. Antworte mit den Knöpfen darunter (**{ button-accept }**, um zu spielen, **{ button-decline }**, um abzulehnen oder sie zurückzuziehen); ist sie beantwortet oder abgelaufen, kann **{ button-rematch }** erneut fragen.
error-ply-out-of-range = Partie { $game } hat bisher { $last ->
    [one] { $last } Zug
   *[other] { $last } Züge
  }, es gibt also keine Stellung nach Zug { $ply }. Wähle 0 bis { $last }.
error-corrupt-game = Partie { $game } lässt sich nicht laden: ihre gespeicherten Züge lassen sich nicht nachspielen. Der Betreiber des Bots ist informiert; nichts wurde verändert.
error-store = Mit der Spieldatenbank ist etwas schiefgegangen, und nichts wurde verändert. Bitte versuch es gleich noch einmal.

## Knöpfe, die in Sätzen genannt werden

button-accept = Annehmen
button-decline = Ablehnen
button-cancel = Zurückziehen
button-rematch = Revanche
