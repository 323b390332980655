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
    [expert] expert
   *[medium] gemiddeld
  }
variant-title = { $variant ->
    [basic] Basisspel
   *[standard] Standaardspel
  }
time-control = { $days ->
    [none] geen tijdslimiet
    [one] 1 dag per zet
    [bank3] tijdbank: 3 dagen, +1 dag per zet
    [bank7] tijdbank: 7 dagen, +1 dag per zet
    [bank10] tijdbank: 10 dagen, +36 uur per zet
   *[other] { $days } dagen per zet
  }

## Welke partij

no-game-here = Je hebt in dit kanaal geen lopende partij. Begin er een met `/punct { punct-challenge } { punct-challenge.opponent }:@iemand` (kies de bot als tegenspeler om tegen de computer te spelen), of noem een partij: `/punct { punct-board } { punct-board.game }:3`.
no-game-to-show = In dit kanaal loopt geen partij. Noem er een, bijv. `/punct { punct-board } { punct-board.game }:3`; { -cmd-games } toont de jouwe.
no-finished-game-here = In dit kanaal is nog geen partij afgelopen, dus er valt niets te bespreken. Noem er een, bijv. `/punct { punct-review } { punct-review.game }:3`; { -cmd-games } toont je recente partijen.
which-game = Je hebt hier { $count } partijen: { $list }. Zeg welke met de partij-optie, bijv. `/punct { $command ->
    [move] { punct-move } { punct-move.text }:F5>H7-H8-I8
    [resign] { punct-resign }
    [claim] { punct-claim }
    [analyse] { punct-analyse }
    [plan] { punct-plan }
   *[board] { punct-board }
  } { punct-board.game }:{ $example }`.
which-game-item = { $game } ({ $white } tegen { $black })
not-a-game-number = „{ $text }” is geen partijnummer. Gebruik het nummer dat { -cmd-games } toont, bijv. `{ punct-board.game }:3`.

## Wie je kunt uitdagen, en waar

challenge-days-or-clock = Kies óf dagen per zet (`{ punct-challenge.days }`) óf een tijdbank (`{ punct-challenge.clock }`), niet allebei: bijv. `/punct { punct-challenge } { punct-challenge.clock }:tijdbank: 10 dagen, +36 uur per zet` geeft elke speler 10 dagen, en elke zet voegt 36 uur toe.

cannot-challenge-bot = Bots kunnen geen PÜNCT spelen, behalve ik: daag mij uit (kies mijn naam als tegenspeler) om tegen de computer te spelen.
challenge-people-in-a-server = Daag mensen uit in een serverkanaal dat ze kunnen zien, of in een privé- of groepsbericht met hen zodra je mij aan je eigen apps hebt toegevoegd (mijn profiel → **App toevoegen**): niemand anders ziet dit gesprek. Hier kun je tegen mij spelen: `/punct { punct-challenge }` met mijn naam als tegenspeler, of lees `/punct { punct-help }`.
cannot-challenge-yourself = Je kunt jezelf niet uitdagen. Kies iemand anders, bijv. `/punct { punct-challenge } { punct-challenge.opponent }:@vriend`, laat `{ punct-challenge.opponent }` weg zodat iedereen hier kan aannemen, of kies mij om tegen de computer te spelen.
not-a-member = <@{ $user }> is geen lid van deze server en kan je uitdaging dus nooit zien of aannemen. Daag iemand uit die hier is, bijv. `/punct { punct-challenge } { punct-challenge.opponent }:@vriend`.
cannot-see-channel = <@{ $user }> kan dit kanaal niet zien en kan je uitdaging dus nooit aannemen. Daag die persoon uit in een kanaal dat jullie allebei zien, of vraag een moderator om die persoon toegang te geven.
play-in-the-games-channel = Partij { $game } wordt gespeeld in <#{ $channel }>: doe je zetten en aanbiedingen daar, waar je tegenspeler ze ziet.
play-in-the-games-channel-board = Partij { $game } wordt gespeeld in <#{ $channel }>: doe je zetten en aanbiedingen daar, waar je tegenspeler ze ziet. Het laatste bord: { $link }
not-your-game-to-show = Partij { $game } wordt op een andere server gespeeld: van hieruit kunnen alleen de twee spelers haar bekijken. { -cmd-games } toont de jouwe.

## Een bord

board-status-over = Partij { $game } is afgelopen: { $result }.
board-status = Partij { $game }: { $seat } is aan zet ({ colour-name }).
board-status-clock = Partij { $game }: { $seat } is aan zet ({ colour-name }), uiterlijk { $deadline }.
game-title = Partij { $game } — { $white } (Wit) tegen { $black } (Zwart)
game-footer = { variant-title } · { time-control } · na zet { $ply }

## Als er iets misging, of telde terwijl het antwoord mislukte

internal-failure = Sorry, er ging aan mijn kant iets mis en ik kon dat niet afmaken. Je partijen zijn veilig: er is niets verloren. Probeer het zo meteen nog eens.
-board-follows = Ik kon het bord hier nu niet tonen; het volgt binnen een paar minuten in het kanaal van de partij
done-moved = Je zet in partij { $game } is gespeeld. { -board-follows }, en je tegenspeler wordt daar gepingd.
done-ended = Partij { $game } is afgelopen en de uitslag is genoteerd. { -board-follows }.
done-took-back = De zet in partij { $game } is teruggenomen. { -board-follows }.
done-started = Partij { $game } is begonnen. { -board-follows }.
done-offered-draw = Je remiseaanbod in partij { $game } staat, maar ik kon het nu niet plaatsen. Je tegenspeler kan het nog steeds aannemen met `/punct { punct-draw }`.
done-asked-takeback = Je verzoek om terug te nemen in partij { $game } is genoteerd, maar ik kon het nu niet aan je tegenspeler tonen. Het vervalt met de volgende zet; daarna mag je opnieuw vragen.
done-answered-challenge = Je antwoord op uitdaging { $challenge } is genoteerd; ik kon het bericht ervan nu niet bijwerken.
done-answered-offer = Je antwoord in partij { $game } is genoteerd; ik kon het bericht van het aanbod nu niet bijwerken.
done-challenged-withdrawn = Ik kon je uitdaging { $challenge } nu niet plaatsen, dus heb ik haar ingetrokken. Probeer het zo meteen nog eens.
done-challenged-standing = Je uitdaging { $challenge } is genoteerd, maar ik kon haar nu niet plaatsen; ze verloopt als niemand antwoordt.
done-league = Gedaan voor competitie { $league }, maar ik kon het antwoord hier nu niet tonen.

## Opties die de bot niet kon lezen

bad-argument = Ik kon „{ $input }” niet lezen voor /{ $command }.
bad-argument-example = Ik kon „{ $input }” niet lezen voor /{ $command }. Bijvoorbeeld: `{ $example }`
stale-button = Deze knop komt van een oudere versie van de bot en werkt niet meer. Gebruik { -cmd-games } om je partijen te vinden, of `/punct { punct-help }`.
command-example = { $command ->
    [challenge] /punct { punct-challenge } { punct-challenge.opponent }:@Alice { punct-challenge.days }:3
    [move] /punct { punct-move } { punct-move.text }:F5>H7-H8-I8
    [board] /punct { punct-board } { punct-board.game }:12
   *[history] /punct { punct-history } { punct-history.game }:12 { punct-history.move }:10
  }

## De klok van een partij, onder de afbeelding

board-clock-turn = { $seat } heeft tot { $deadline } ({ $relative }).
board-clock-bank = Tijdbank van { $seat }: { $left }.
board-away = { $seat } is afwezig tot { $until }: diens klok staat stil.
duration = { $days ->
    [0] { $hours ->
        [one] 1 uur
       *[other] { $hours } uur
      }
   *[other] { $days ->
        [one] 1 dag
       *[other] { $days } dagen
      }{ $hours ->
        [0] {""}
        [one] , 1 uur
       *[other] , { $hours } uur
      }
  }

## /punct away en /punct back

away-set = Je klokken staan stil tot { $until }: { $games ->
    [0] er wacht nu geen partij op je zet; een partij waarin je intussen aan zet komt, wacht tot dan.
    [one] 1 partij die nu op je zet wacht, wacht tot dan, net als elke partij waarin je intussen aan zet komt.
   *[other] { $games } partijen die nu op je zet wachten, wachten tot dan, net als elke partij waarin je intussen aan zet komt.
  } Je tegenspelers kunnen nog steeds zetten doen. { away-days-left } Eerder stoppen kan met `/punct { punct-back }`.
away-days-left = Afwezigheidsdagen over dit jaar: { $left } van { $allowance }.
away-back = Welkom terug! { $games ->
    [0] Geen van je klokken stond stil.
    [one] De klok van 1 partij loopt weer.
   *[other] De klokken van { $games } partijen lopen weer.
  }{ $returned ->
    [0] {""}
    [one] {" "}Je krijgt 1 ongebruikte afwezigheidsdag terug.
   *[other] {" "}Je krijgt { $returned } ongebruikte afwezigheidsdagen terug.
  } { away-days-left }
away-status-away = Je bent afwezig tot { $until }; je klokken staan stil. { away-days-left } Eerder stoppen kan met `/punct { punct-back }`.
away-status-here = Je bent niet afwezig. { away-days-left } `/punct { punct-away } { punct-away.days }:7` zet je klokken een week stil.

## Beurtmeldingen per privébericht

turn-notice = Je bent aan zet in partij { $game } tegen { $opponent } (zet { $move_number }){ $deadline ->
    [none] {""}
   *[other] , je tijd loopt af { $deadline }
  }: { $link }
turn-notice-opponent-unknown = je tegenspeler
digest-title = { $count ->
    [one] **1 partij wacht op je zet:**
   *[other] **{ $count } partijen wachten op je zet:**
  }
digest-line = • Partij { $game } tegen { $opponent }{ $deadline ->
    [none] {""}
   *[other] , de tijd loopt af { $deadline }
  }: { $link }
dms-closed = Ik kon je geen privébericht sturen: je privéberichten zijn voor mij gesloten, dus heb ik je beurtmeldingen uitgezet. Wil je ze weer krijgen, sta dan privéberichten toe van leden van een server die we delen (het servermenu → Privacyinstellingen) en gebruik daarna `/punct { punct-settings } { punct-settings.notify }:`.
quiet-none = geen

## /punct settings

settings-shown = **Je instellingen** (ze gelden op elke server en in elk privébericht):
    • Voorbeeld van getypte zetten: **{ $preview ->
        [on] aan**: een zet die je typt met `/punct { punct-move }` wordt eerst getoond, met knoppen om hem te spelen of te annuleren.
       *[off] uit**: een zet die je typt met `/punct { punct-move }` wordt meteen gespeeld.
    }
    Wijzig het met `/punct { punct-settings } { punct-settings.preview }:`. Laat de zet weg bij `/punct { punct-move }`, of druk op **{ picker-button-move }** onder een bord, om een zet op het bord te kiezen.
    • Tijdzone: **{ $zone }** (`/punct { punct-settings } { punct-settings.timezone }:`): de dagen van `/punct { punct-away } { punct-away.until }:` en het kalenderjaar van je afwezigheidsdagen volgen die.
    • Bescherming bij tijdoverschrijding: **{ $protection ->
        [on] aan**: als je tijd voor een zet op is en je nog afwezigheidsdagen hebt, wordt er een gebruikt in plaats van dat je de partij verliest.
       *[off] uit**: als je tijd voor een zet op is, kan je tegenspeler de winst opeisen.
    } Wijzig het met `/punct { punct-settings } { punct-settings.protection }:`.
    • Beurtmeldingen per privébericht: **{ $notify ->
        [turn] elke beurt**: een privébericht als een partij op je zet wacht, een paar minuten nadat dat zo is.
        [digest] dagelijks overzicht** om { $digest_hour }:00 uur in je tijdzone, met de partijen die op je zet wachten (geen op een dag zonder iets te doen).
       *[off] uit**.
    } Wijzig het met `/punct { punct-settings } { punct-settings.notify }:`. Stille uren: **{ $quiet }** (`/punct { punct-settings } { punct-settings.quiet }:22-7`): dan geen privébericht; wat dan komt, wacht.
    • Afwezig: { $until ->
        [none] nee. { away-days-left }
       *[other] tot { $until }. { away-days-left }
    } `/punct { punct-away }` en `/punct { punct-back }` stellen het in.
settings-changed = Opgeslagen.
