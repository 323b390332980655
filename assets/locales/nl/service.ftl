# Weigeringen van de spelservice: elk zegt wat er mis was en wat wel goed is.
# Partijen en uitdagingen verschijnen als „#12”, spelers als <@id>, tijden als <t:…:R>.

-cmd-challenge-someone = `/punct { punct-challenge } { punct-challenge.opponent }:@iemand`

## Wat er van een uitdaging werd (voltooid deelwoord)

challenge-status = { $status ->
    [open] open
    [accepted] aangenomen
    [declined] afgewezen
    [cancelled] ingetrokken
   *[expired] verlopen
  }

## Een uitslag: wie won, en hoe

result-won = { colour-name } wint { result-how }
result-drawn = gelijkspel { result-how }
result-how = { $reason ->
    [connection] door twee tegenover elkaar liggende zijden te verbinden
    [central-majority] met meer velden in de centrale zeshoek toen het laatste stuk werd ingebracht
    [central-tie] met de centrale zeshoek gelijk verdeeld toen het laatste stuk werd ingebracht
    [last-piece-placed] doordat het laatste stuk zonder verbinding werd ingebracht
    [no-legal-moves] doordat geen van beiden nog kon zetten
    [resignation] door opgave
    [timeout] op tijd
   *[agreement] in onderling overleg
  }

## Weigeringen

error-game-not-found = Er is geen partij { $game }. { -cmd-games } toont de jouwe met hun nummers.
error-challenge-not-found = Uitdaging { $challenge } bestaat niet meer. Begin een nieuwe met { -cmd-challenge-someone }.
error-cannot-challenge-yourself = Je kunt jezelf niet uitdagen. Daag een andere speler uit, iedereen in het kanaal, of de computer.
error-challenge-not-for-you = Uitdaging { $challenge } is alleen voor { $challenged }. Begin je eigen uitdaging met { -cmd-challenge-someone }.
error-own-challenge = Uitdaging { $challenge } is van jou: wacht tot iemand haar aanneemt, of trek haar in met de knop eronder (**{ button-decline }** bij een uitdaging aan één persoon, **{ button-cancel }** bij een open uitdaging).
error-not-your-challenge = Alleen { $challenger } kan uitdaging { $challenge } intrekken. Om te spelen, druk je eronder op **{ button-accept }**.
error-open-challenge-cannot-be-declined = Uitdaging { $challenge } staat open voor iedereen, dus er valt niets af te wijzen: laat haar gewoon staan, of neem haar aan om te spelen.
error-challenge-closed = Uitdaging { $challenge } is al { challenge-status }. Begin een nieuwe met { -cmd-challenge-someone }.
error-challenge-expired = Uitdaging { $challenge } is { $expired } verlopen. Begin een nieuwe met { -cmd-challenge-someone }.
error-game-over = Partij { $game } is afgelopen: { $result }. Druk op **{ button-rematch }** onder het laatste bord, of begin een nieuwe partij met `/punct { punct-challenge }`.
error-not-a-participant = Je speelt niet mee in partij { $game }, dus alleen de spelers kunnen dat doen. { -cmd-games } toont de jouwe.
error-not-your-turn = Je bent niet aan de beurt in partij { $game }: { $seat } is aan zet. Je wordt gepingd als jij aan de beurt bent.
error-position-changed = Partij { $game } ging verder terwijl je koos (je zag zet { $expected }, nu staat ze op zet { $actual }), dus je zet is niet gespeeld. Bekijk het nieuwe bord en probeer het opnieuw.
error-no-such-pick = Die keuze is geen van je toegestane zetten in partij { $game }. Druk op Zet onder het nieuwste bord om opnieuw te beginnen.
error-concurrent-change = Op hetzelfde moment veranderde iets anders partij { $game }, dus je verzoek is niet uitgevoerd. Bekijk het bord en probeer het opnieuw.
error-draw-already-offered = Je hebt in partij { $game } al remise aangeboden; je tegenspeler kan die aannemen of afwijzen.
error-no-draw-offer = Niemand heeft in partij { $game } remise aangeboden. Om die voor te stellen, gebruik je `/punct { punct-draw } { punct-draw.game }:{ $number }`.
error-own-draw-offer = Het remiseaanbod in partij { $game } is van jou: alleen je tegenspeler kan het aannemen of afwijzen.
error-takeback-pending = { $seat } heeft in partij { $game } al gevraagd een zet terug te nemen; dat verzoek moet eerst aangenomen of afgewezen worden.
error-no-takeback-request = Niemand heeft in partij { $game } gevraagd een zet terug te nemen. Om dat te vragen, gebruik je `/punct { punct-takeback } { punct-takeback.game }:{ $number }`.
error-own-takeback-request = Het verzoek om terug te nemen in partij { $game } is van jou: alleen je tegenspeler kan het aannemen of afwijzen.
error-nothing-to-take-back = Je hebt in partij { $game } nog geen zet gedaan, dus er valt niets terug te nemen.
error-no-time-limit = Partij { $game } heeft geen tijdslimiet, dus niemand kan door zijn tijd heen raken. Je kunt in plaats daarvan remise aanbieden of opgeven.
error-time-not-up = Je tegenspeler heeft in partij { $game } nog tijd: die loopt af { $deadline }. Daarna eis je de winst op met `/punct { punct-claim } { punct-claim.game }:{ $number }` (doe je dat niet, dan wordt de winst iets later voor je genoteerd).
error-claim-on-your-own-turn = Je bent zelf aan zet in partij { $game }: je tijd loopt af { $deadline }. Speel je zet met `/punct { punct-move } { punct-move.text }:F5>H7-H8-I8 { punct-move.game }:{ $number }`.
error-claim-on-your-own-turn-no-clock = Je bent zelf aan zet in partij { $game }. Speel je zet met `/punct { punct-move } { punct-move.text }:F5>H7-H8-I8 { punct-move.game }:{ $number }`.
error-away-day-spent = De tijd van { $late } in partij { $game } is op, maar in plaats daarvan is een afwezigheidsdag gebruikt (bescherming bij tijdoverschrijding): de klok staat een dag stil, en er is nu tijd tot { $until }. Als die ook op is, kun je de winst alsnog opeisen.
error-away-days-out-of-range = { $days } is geen aantal afwezigheidsdagen dat ik kan instellen: geef 1 tot en met 366, bijv. `/punct { punct-away } { punct-away.days }:7`, of de dag waarop je terug bent, bijv. `/punct { punct-away } { punct-away.until }:2026-12-24`.
error-not-enough-away-days = { $left ->
    [0] Je hebt dit jaar geen afwezigheidsdagen meer: alle { $allowance } zijn gebruikt. Op 1 januari krijg je ze opnieuw.
   *[other] Je vroeg om { $asked } afwezigheidsdagen, maar je hebt er dit jaar nog maar { $left } van de { $allowance }{ $replacing ->
        [yes] , de ongebruikte dagen van je huidige afwezigheid meegeteld, die door de nieuwe vervangen zou worden
       *[no] {""}
    }. Vraag om { $left } of minder, bijv. `/punct { punct-away } { punct-away.days }:{ $left }`.
  }
error-not-a-date = „{ $text }” is geen datum die ik kan lezen. Geef de dag waarop je terug bent als jaar-maand-dag, bijv. `/punct { punct-away } { punct-away.until }:2026-12-24`.
error-date-not-ahead = { $date } ligt niet na vandaag. Geef de dag waarop je terug bent (jaar-maand-dag, in je tijdzone), of een aantal dagen, bijv. `/punct { punct-away } { punct-away.days }:7`.
error-away-days-or-date = Geef óf hoeveel dagen je weg bent (`/punct { punct-away } { punct-away.days }:7`) óf de dag waarop je terug bent (`/punct { punct-away } { punct-away.until }:2026-12-24`), niet allebei.
error-not-away = Je bent niet afwezig, dus er valt niets te beëindigen. `/punct { punct-away } { punct-away.days }:7` zet je klokken een week stil.
error-unknown-time-zone = „{ $text }” is geen tijdzone die ik ken. Gebruik een naam zoals Europe/Amsterdam of America/New_York (de suggesties tonen ze terwijl je typt), of UTC.
error-not-quiet-hours = „{ $text }” zijn geen stille uren die ik kan lezen. Geef het uur waarop ze beginnen en het uur waarop ze eindigen, bijv. `/punct { punct-settings } { punct-settings.quiet }:22-7` (van 22:00 tot 07:00) of `23:30-06:45`; `off` voor geen.
error-rematch-before-end = Partij { $game } wordt nog gespeeld: een revanche kan beginnen zodra ze afgelopen is.
error-rematch-open = De revanche van partij { $game } staat al open: uitdaging { $challenge }, van { $challenger } aan { $challenged }, die verloopt { $expires }. Antwoord met de knoppen eronder (**{ button-accept }** om te spelen, **{ button-decline }** om af te wijzen of in te trekken); zodra ze beantwoord of verlopen is, kan **{ button-rematch }** opnieuw vragen.
error-ply-out-of-range = Partij { $game } heeft tot nu toe { $last ->
    [one] { $last } zet
   *[other] { $last } zetten
  }, dus er is geen stelling na zet { $ply }. Kies 0 tot en met { $last }.
error-corrupt-game = Partij { $game } kan niet geladen worden: de opgeslagen zetten laten zich niet naspelen. De beheerder van de bot is ingelicht; er is niets veranderd.
error-store = Er ging iets mis met de database van de partijen, en er is niets veranderd. Probeer het zo meteen nog eens.

## Knoppen die in zinnen genoemd worden

button-accept = Aannemen
button-decline = Afwijzen
button-cancel = Annuleren
button-rematch = Revanche
