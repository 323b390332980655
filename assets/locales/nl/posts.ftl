# Wat de bot over partijen plaatst: uitdagingen en antwoorden, aanbiedingen en hun
# knoppen, herinneringen, verstreken tijd, aankondigingen bij borden, lijsten.
# Openbare berichten in de taal van de server, antwoorden aan één persoon in de hare.

## Kleine woorden

variant-name = { $variant ->
    [basic] basisspel
   *[standard] standaardspel
  }
someone = Iemand
seat-computer = Computer ({ level-name })
seat-unknown = speler { $id }
computer-with-colour = de computer ({ level-name }, { colour-name })
seat-with-colour = { $seat } ({ colour-name })

## Knoppen

button-accept-draw = Remise aannemen
button-play-on = Verder spelen
button-allow-takeback = Terugnemen toestaan
button-refuse = Weigeren
button-claim = Winst opeisen
button-resign = Opgeven
button-keep-playing = Doorspelen

## Uitdagingen

challenge-colours = { $colour ->
    [white] { $challenger } speelt met Wit
    [black] { $challenger } speelt met Zwart
   *[random] kleuren door loting
  }
challenge-posted = { $challenged }, { $challenger } daagt je uit voor een partij PÜNCT ({ variant-name }, { time-control }, { challenge-colours }). Druk op **{ button-accept }** om te spelen of op **{ button-decline }** om nee te zeggen. De uitdaging verloopt { $expires }.
rematch-posted = { $challenged }, { $challenger } daagt je uit voor een revanche van partij { $game } (uitdaging { $challenge }): PÜNCT, { variant-name } ({ time-control }, { challenge-colours }). Druk op **{ button-accept }** om te spelen of op **{ button-decline }** om nee te zeggen. De uitdaging verloopt { $expires }.
open-challenge-posted = { $challenger } zoekt een partij PÜNCT ({ variant-name }, { time-control }, { challenge-colours }): iedereen hier mag aannemen. Druk op **{ button-accept }** om te spelen; { $challenger } kan haar met **{ button-cancel }** intrekken. De uitdaging verloopt { $expires }.
challenge-accepted-by = { $who } heeft de uitdaging van { $challenger } aangenomen: partij { $game } begint hieronder.
challenge-declined-by = { $who } heeft de uitdaging van { $challenger } afgewezen.
challenge-withdrawn = { $challenger } heeft de uitdaging ingetrokken.
challenge-expired-unanswered = Deze uitdaging is zonder antwoord verlopen.
challenge-now = Deze uitdaging is { challenge-status }.
challenge-accepted = { $user } heeft de uitdaging aangenomen: partij { $game } begint hieronder.
challenge-closed-declined = { $who } heeft uitdaging { $challenge } van { $challenger } afgewezen.
challenge-closed-expired = { $challenger }, je uitdaging { $challenge } is zonder antwoord verlopen.
challenge-closed = Uitdaging { $challenge } is { challenge-status }.

## Aanbiedingen

offer-by-someone = Een speler
offer-to-someone = De tegenspeler
draw-offered = { $by } biedt remise aan in partij { $game }. { $to }, druk op **{ button-accept-draw }**, of op **{ button-play-on }** om te weigeren.
takeback-requested = { $by } vraagt om de laatste zet terug te nemen in partij { $game }. { $to }, druk op **{ button-allow-takeback }** of **{ button-refuse }**.
computer-plays-on = De computer speelt verder in partij { $game }: hij gaat nooit in op remise. Je kunt in plaats daarvan opgeven.
taken-back = Teruggenomen in partij { $game }: { $moves }. { $next }
offer-declined = { $by } heeft { $what ->
    [draw] het remiseaanbod
   *[takeback] het verzoek om terug te nemen
  } in partij { $game } afgewezen; het spel gaat verder. { $next }

## De tijd

reminder = { $user }, je bent aan zet in partij { $game }. { $stage ->
    [half] De helft van je tijd voor deze zet is om
   *[final] Laatste herinnering! Je tijd is bijna om
  }: die loopt af { $deadline }. Speel met `/punct { punct-move } { punct-move.game }:{ $number }`, of bekijk het bord met `/punct { punct-board } { punct-board.game }:{ $number }`.
time-up = { $waiting }, { $late } heeft de tijd overschreden voor zet { $move_number } in partij { $game }. Druk op **{ button-claim }** om de partij nu te beëindigen, of wacht af: als er vóór <t:{ $at }:f> geen zet is gedaan, wordt de partij als jouw winst genoteerd.
reminder-opponent-away = { $user } is afwezig tot { $until }: je zet wacht tot die terug is, en intussen staat diens klok stil.
away-day-spent = { $user }, je tijd voor zet { $move_number } in partij { $game } is op, dus er is een van je afwezigheidsdagen gebruikt (bescherming bij tijdoverschrijding): je klokken staan een dag stil, en je hebt nu tot { $until }. { $left ->
    [0] Dat was je laatste afwezigheidsdag van dit jaar.
    [one] Je hebt dit jaar nog 1 afwezigheidsdag.
   *[other] Je hebt dit jaar nog { $left } afwezigheidsdagen.
  } Zet dit uit met `/punct { punct-settings } { punct-settings.protection }:False`.
timed-out = { $loser } heeft de tijd overschreden. { $finished }
claimed = { $user } eist de winst op. { $timed_out }
resigned = { $user } heeft opgegeven. { $finished }
resign-question = Partij { $game } opgeven? { $opponent } wint, en dat kan niet ongedaan worden gemaakt. Alleen jij ziet deze vraag.
kept-playing = Je speelt partij { $game } verder.

## Het verloop van een partij

game-started = Partij { $game } begint: { $white } speelt met Wit, { $black } met Zwart ({ variant-name }, { time-control }).
move-made = Zet { $ply } ({ colour-name }): { $notation }.
move-passed = { colour-name } kan geen zet doen en past.
next-game-over = Partij afgelopen: { $result }.
next-to-move = { $seat } is aan zet ({ colour-name }).
next-to-move-clock = { $seat } is aan zet ({ colour-name }), uiterlijk { $deadline }.
finished = Partij { $game } is afgelopen: { $result }. { $players }
goes-on = Partij { $game } gaat verder.
both-players = { $white } en { $black }: **{ button-rematch }** hieronder biedt een nieuwe partij aan, met omgewisselde kleuren.

## Lijsten

games-none = Je hebt geen lopende partij. Begin er een met `/punct { punct-challenge } { punct-challenge.opponent }:@iemand`.
games-waiting = { $count ->
    [0] Geen van je partijen wacht op jou.
    [one] **{ $count } partij** wacht op je zet.
   *[other] **{ $count } partijen** wachten op je zet.
  }
games-line = • { $listing } in <#{ $channel }>
games-recently-finished = Onlangs afgelopen:
more-games = …en nog { $count ->
    [one] { $count } partij
   *[other] { $count } partijen
  }.
listing = { $game } { $white } tegen { $black } — zet { $move_number }, { $turn }
listing-finished = { $game } { $white } tegen { $black } — { $result } na { $moves ->
    [one] { $moves } zet
   *[other] { $moves } zetten
  }
listing-clock = { $game } { $white } tegen { $black } — zet { $move_number }, { $turn }, de tijd loopt af { $deadline }
listing-your-turn = **jij bent aan zet**
listing-to-move = { $seat } is aan zet
leaderboard-title = PÜNCT-ranglijst (Glicko-2, partijen tussen mensen)
leaderboard-empty = Nog niemand heeft een partij voor de ranglijst uitgespeeld. Partijen tussen twee mensen tellen, partijen tegen mij niet.
leaderboard-line = { $rank }. { $name } — { $rating } (±{ $spread }), { $games ->
    [one] { $games } partij voor de ranglijst
   *[other] { $games } partijen voor de ranglijst
  }
more-players = …en nog { $count ->
    [one] { $count } speler
   *[other] { $count } spelers
  }.
no-moves = Nog geen zetten.
moves-in-record = ({ $count ->
    [one] De eerste zet staat
   *[other] De eerste { $count } zetten staan
  } in de bijgevoegde partijnotatie.)
position-caption = Partij { $game } na zet { $ply } van { $last }
game-choice = { $game } — { $white } tegen { $black } — { $state }
game-choice-your-turn = jij bent aan zet
game-choice-move = zet { $move_number }

## Het partijbestand (`.txt`): de tagnamen blijven die van PGN, dit zijn hun waarden

record-event = PÜNCT op Discord, partij { $number }
record-ongoing = bezig
