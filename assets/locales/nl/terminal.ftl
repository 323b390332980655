# punct play, de partij in de terminal, en de uitleg bij zetten die niet
# mogen (Discord toont die ook). De commando's die je typt (help, rules,
# moves, hint, undo, back, forward, board, record, png, quit) en de notatie
# van zetten zijn in alle talen gelijk. Regels passen in 80 kolommen. De
# titel van het partijverslag eindigt op ":" (de lezer slaat hem over).

terminal-variant = { $variant ->
    [basic] basisspel
   *[standard] standaardspel
  }
terminal-welcome-computer = PÜNCT, { terminal-variant }. Je speelt { $colour ->
    [white] Wit
   *[black] Zwart
  } tegen de computer ({ level-name }).
terminal-welcome-people = PÜNCT, { terminal-variant }. Twee spelers aan één toetsenbord spelen om beurten.
terminal-welcome-goal = Verbind twee tegenoverliggende zijden. Typ een zet (C5-C6-D6, F5>H7-H8-I8), rules of help.
terminal-help =
    Commando's (Tab toont de zetten die passen bij wat je typte; pijltjes bewerken):
      C5-C6-D6       een stuk uit je voorraad inbrengen: 3 lege velden, PÜNCT eerst
      F5>H7-H8-I8    het stuk met PÜNCT op F5 verplaatsen (draaien: F5>F5-G5-H5)
      pass           alleen als je helemaal geen toegestane zet hebt
      moves          hoeveel zetten je hebt; moves F5: de zetten van dat stuk
      preview ZET    het bord na ZET, zonder hem te spelen
      hint           advies van de computer (alleen als je tegen hem speelt)
      undo           de laatste zet terugnemen (tegen de computer: jouw en zijn zet)
      back, forward  door de partij bladeren (back 5: vijf zetten tegelijk)
      board          de huidige stelling weer tonen
      record         het partijverslag (punct play --record BESTAND leest het in)
      png BESTAND    het bord als afbeelding naar BESTAND schrijven: png bord.png
      rules          de spelregels in het kort, en hoe je het bord leest
      analyse        een eigen analysebord om zetten voor beide kanten te proberen
      quit           stoppen en het verslag tonen (net als Ctrl-C en Ctrl-D)

## Onder het bord

terminal-status = Zet { $number }: { $colour ->
    [white] Wit
   *[black] Zwart
  }{ $you ->
    [yes] {" "}(jij)
   *[no] {""}
  } is aan zet. Centrale zeshoek gezien: Wit { $white }, Zwart { $black } van 19.
terminal-in-hand = In voorraad: { $white }; { $black }.
terminal-viewing-start = Het lege bord, vóór zet 1 van { $total }. forward bladert verder, board toont de huidige.
terminal-viewing = Na zet { $shown } van { $total }. back en forward bladeren, board toont de huidige.
terminal-no-further = Die kant op is er geen stelling meer.
terminal-prompt = { $colour ->
    [white] Wit
   *[black] Zwart
  }>
terminal-prompt-after-end = einde>

## Het analysebord (analyse)

terminal-analyse-start = Analysebord: je eigen bord vanaf deze stelling, waarop je zetten voor beide kanten probeert. Niets hier verandert de partij; leave brengt je ernaar terug.
terminal-analyse-prompt = analyse, { $colour ->
    [white] Wit
   *[black] Zwart
  }>
terminal-analyse-status = { $tried ->
    [0] Analysebord, in de stelling van de partij: leave gaat terug naar de partij.
    [one] Analysebord, na { $shown } van { $tried } geprobeerde zet: leave gaat terug naar de partij.
   *[other] Analysebord, na { $shown } van de { $tried } geprobeerde zetten: leave gaat terug naar de partij.
  }
terminal-analyse-help =
    Op het analysebord (niets hier verandert de partij):
      C5-C6-D6       een zet proberen voor de kant die aan zet is (welke kleur ook)
      back, forward  door de geprobeerde zetten bladeren (back 3: drie tegelijk)
      undo           één zet terug, net als back
      reset          terug naar de partijstelling, de geprobeerde zetten vergeten
      record         de geprobeerde zetten tot aan de getoonde stelling
      board, moves, preview ZET, png BESTAND, rules: zoals in de partij
      leave          terug naar de partij zoals die was (net als quit en Ctrl-D)
terminal-analyse-line = Geprobeerde zetten: { $moves }
terminal-analyse-line-empty = Nog geen zet geprobeerd: het bord staat in de stelling van de partij.
terminal-analyse-no-hint = Geen advies op het analysebord: dat is voor je eigen ideeën. leave gaat terug naar de partij.
terminal-analyse-again = Je bent al op het analysebord: leave gaat terug naar de partij.
terminal-analyse-reset = Het analysebord staat weer in de stelling van de partij.
terminal-analyse-left = Terug in de partij, zoals die was.
terminal-analyse-only = reset en leave zijn er voor het analysebord: analyse opent het.

## Gespeelde zetten

terminal-computer-plays = De computer ({ level-name }) speelt { $notation }.
terminal-played = { $colour ->
    [white] Wit
   *[black] Zwart
  } speelt { $notation }.
terminal-played-in-words = { $colour ->
    [white] Wit
   *[black] Zwart
  } speelt { $notation }: { $words }.
terminal-your-answer = Jouw antwoord { $notation }: { $words }.
terminal-preview = Voorbeeld van { $notation }, niet gespeeld: { $words }.
terminal-preview-centre = Daarna centrale zeshoek gezien: Wit { $white }, Zwart { $black } van 19.
terminal-preview-would-end = Gespeeld zou deze zet de partij beëindigen:
terminal-preview-unchanged = Er is niets gespeeld: { colour-name } is nog aan zet. Typ { $notation } om hem te spelen.
terminal-preview-needs-move = Geef na preview de zet op, bv. preview C5-C6-D6.
terminal-thinking = De computer ({ level-name }) denkt na…
terminal-computer-reply = Hij speelt { $notation }.
terminal-computer-reply-in-words = Hij speelt { $notation }: { $words }.
terminal-not-understood = { $error } Typ help voor de commando's.

## Het einde

terminal-game-over-connected = Partij voorbij. { $colour ->
    [white] Wit
   *[black] Zwart
  } wint: { $colour ->
    [white] Wit
   *[black] Zwart
  } heeft { $axis ->
    [columns] de kolommen A en Q
    [rows] de rijen 1 en 17
   *[diagonals] de zijden J2–P8 en B10–H16
  } verbonden.
terminal-game-over-central-majority = Partij voorbij. { $colour ->
    [white] Wit
   *[black] Zwart
  } wint: een voorraad is op zonder verbinding, en { $colour ->
    [white] Wit
   *[black] Zwart
  } ziet van bovenaf meer velden van de centrale zeshoek ({ $mine } tegen { $theirs }).
terminal-game-over-central-tie = Partij voorbij. Gelijkspel: een voorraad is op zonder verbinding, en beiden zien { $cells ->
    [one] { $cells } veld
   *[other] { $cells } velden
  } van de centrale zeshoek.
terminal-game-over-last-piece = Partij voorbij. Gelijkspel: een voorraad is op zonder verbinding (in het basisspel is dat gelijkspel).
terminal-game-over-no-moves = Partij voorbij. Gelijkspel: geen van beiden heeft nog een toegestane zet.
terminal-after-the-end = Kijk terug met back en forward; ook board, record, png BESTAND, undo, quit.
terminal-game-is-over = De partij is voorbij: geen zetten meer. Typ undo om de laatste terug te nemen, of quit.
terminal-quit = Partij gestopt vóór het einde.
terminal-record-title = Partijverslag ({ $count ->
    [one] { $count } zet
   *[other] { $count } zetten
  }):
# The record's last line, after "# " (the record reader skips it), when the game is not over.
terminal-record-unfinished = Niet afgelopen: { $colour ->
    [white] Wit
   *[black] Zwart
  } is aan zet.
# Against the computer, at the start and in the record: how to play the same game again.
terminal-seed = De computer speelt met startwaarde { $seed }: punct play --seed { $seed } met dezelfde zetten speelt deze partij opnieuw.

## Commando's

terminal-png-needs-file = Geef na png het bestand op, bv. png bord.png.
terminal-png-written = Afbeelding van het bord geschreven naar { $file } ({ $kb } KB).
terminal-gif-written = Partij ({ $moves ->
    [one] { $moves } zet
   *[other] { $moves } zetten
  }, elk een afbeelding) geschreven naar { $file } ({ $kb } KB).
terminal-png-not-written = Kon { $file } niet schrijven: { $reason }. Probeer een andere naam, bv. png bord.png.
terminal-png-not-drawn = Kon het bord niet tekenen: { $reason }.
terminal-wrong-extension = { $file } eindigt niet op .{ $extension }, maar de afbeelding is { $format }: noem het bv. bord.{ $extension }.
terminal-nothing-to-undo = Je hebt nog geen zet om terug te nemen.
terminal-undone = Teruggenomen: { $moves }.
terminal-no-legal-move = Je hebt helemaal geen toegestane zet: typ pass.
terminal-legal-moves = { $count ->
    [one] { $count } toegestane zet
   *[other] { $count } toegestane zetten
  }.
terminal-placements = { $count ->
    [one] { $count } manier om in te brengen
   *[other] { $count } manieren om in te brengen
  }: een stuk uit je voorraad ({ $reserve }) { $variant ->
    [basic] op drie lege velden
   *[standard] op drie lege velden buiten de centrale zeshoek
  }, bv. C5-C6-D6.
terminal-no-piece-can-move = Geen van je stukken kan bewegen.
terminal-pieces-that-can-move = Stukken die kunnen bewegen (moves en het veld toont hun zetten):
terminal-piece-move-count = { $count ->
    [one] { $count } zet
   *[other] { $count } zetten
  }
terminal-piece-moves = { $count ->
    [one] { $count } zet
   *[other] { $count } zetten
  } van het stuk op { $cell }:
terminal-no-piece-at = Er ligt geen stuk op { $cell }.
terminal-not-your-piece = Het bovenste stuk op { $cell } is van { $colour ->
    [white] Wit
   *[black] Zwart
  }, niet van jou.
terminal-piece-cannot-move = Je stuk op { $cell } kan nu niet bewegen: begin bij zijn PÜNCT, en het mag niet bedekt zijn.
terminal-bad-cell = „{ $text }” is geen veld: { $error }.
terminal-perft-warning = perft { $depth } telt elke reeks van { $depth ->
    [one] { $depth } zet
   *[other] { $depth } zetten
  } vanaf hier ({ $now ->
    [one] { $now } toegestane zet
   *[other] { $now } toegestane zetten
  } nu), in de orde van { $now }^{ $depth } stellingen: dit kan minuten of uren duren. Ctrl-C stopt het.

## hint

terminal-hint-level = { $stronger ->
    [yes] Advies van de computer ({ level-name }, sterker dan je tegenspeler):
   *[no] Advies van de computer ({ level-name }):
  }
terminal-nothing-to-suggest = Er valt niets voor te stellen: de partij is voorbij.
terminal-suggested = Voorstel: { $best }.
terminal-also = Ook het bekijken waard: { $others }.
terminal-judgement-wins = wint
terminal-judgement-forced-win = gedwongen winst in { $moves ->
    [one] { $moves } zet
   *[other] { $moves } zetten
  }
terminal-judgement-loses = verliest bij beste spel
terminal-judgement-lacking = { $stops ->
    [yes] houdt het tegen; daarna mis je nog
   *[no] daarna mis je nog
  } { $you ->
    [one] { $you } veld
   *[other] { $you } velden
  } voor een verbinding, { colour-name } { $them }
terminal-hint-danger = { $connects ->
    [yes] Let op: { colour-name } kan met de volgende zet verbinden, bijvoorbeeld met { $move }.
   *[no] Let op: { colour-name } kan met de volgende zet winnen door het laatste stuk in te brengen, met meer van de centrale zeshoek, bijvoorbeeld { $move }.
  }
terminal-hint-stops = { $count ->
    [one] Alleen { $moves } houdt het tegen.
   *[other] { $more ->
        [yes] Zetten die het tegenhouden zijn onder andere { $moves }.
       *[no] Zetten die het tegenhouden: { $moves }.
    }
  }
terminal-hint-no-stop = Geen enkele zet houdt het tegen.
terminal-hint-people = Advies is er alleen in partijen tegen de computer: in een partij tussen twee mensen beoordeelt de computer geen enkele zet.

## Zetten die niet mogen (terminal en Discord)

kind-name = { $kind ->
    [T] driehoek
    [C] recht stuk, PÜNCT in het midden
    [E] recht stuk, PÜNCT aan een uiteinde
    [M] gehoekt stuk, PÜNCT in de hoek
    [L] gehoekt stuk, PÜNCT aan een uiteinde, naar links
   *[R] gehoekt stuk, PÜNCT aan een uiteinde, naar rechts
  }
move-unreadable = Ik kan „{ $text }” niet als zet lezen: { $error }.
move-illegal = { $notation } mag niet: { $reason }
move-in-record = Zet { $ply }: { $text }
illegal-game-over = de partij is al voorbij.
illegal-pass-not-allowed = passen mag alleen als je helemaal geen toegestane zet hebt.
illegal-none-left = je hebt geen { kind-name } ({ $kind }) meer om in te brengen. Verplaats in plaats daarvan een stuk op het bord, bv. F5>H7-H8-I8.
illegal-cell-occupied = { $cell } is niet leeg. Nieuwe stukken komen op drie lege velden op het bord.
illegal-central-hexagon = { $cell } ligt in de centrale zeshoek (hoogstens twee stappen van I9), waar { $variant ->
    [basic] het eerste stuk van Wit niet mag komen
   *[standard] nooit een nieuw stuk mag komen; stukken komen er alleen door te verplaatsen
  }. Breng het erbuiten in, bv. C5-C6-D6.
illegal-no-piece-at = er ligt geen stuk op { $from }.
illegal-not-your-piece = het bovenste stuk op { $from } is van je tegenspeler.
illegal-not-a-punct = { $from } is een secundaire stip. Een stuk verplaats je met zijn PÜNCT: begin de zet op { $punct }, bv. { $punct }>…
illegal-piece-covered = het stuk op { $from } zit vast: er ligt iets op bij { $covered }.
illegal-wrong-kind = dat stuk is een { $piece_name } ({ $piece }), maar de bestemming heeft de vorm: { $destination_name } ({ $destination }). Stukken draaien, maar veranderen nooit van vorm.
illegal-not-in-straight-line = { $to } ligt niet op een rechte lijn vanaf { $from }. De PÜNCT gaat langs een van de zes lijnen door zijn veld.
illegal-no-move = het stuk zou precies eindigen waar het is. Verplaats of draai het.
illegal-uneven-support = het stuk zou niet vlak liggen: zijn velden hebben hoogte { $a }, { $b } en { $c }. Land op drie velden van gelijke hoogte, of vorm een brug met beide uiteinden even hoog.
illegal-triangle-cannot-bridge = een driehoek kan geen brug vormen: alle drie velden moeten even hoog zijn.
illegal-punct-not-on-own-piece = bij springen of een brug moet de PÜNCT op een van je eigen stippen terechtkomen, en { $cell } is niet van jou.

## Fouten van punct (na "error: ")

terminal-error-io = kon de uitvoer niet schrijven: { $reason }
terminal-error-names = "{ $text }": --names neemt twee namen, gescheiden door een komma, Wit eerst, bv. "Alice,Bob"
terminal-error-highlight = --highlight: { $reason }
terminal-error-read-file = kon { $file } niet lezen: { $reason }
terminal-error-write-file = kon { $file } niet schrijven: { $reason }
terminal-error-language = { $option } { $code }: geen van { $codes }
