# Puzzels (messages/puzzles.rs): `/punct puzzle` op Discord en
# `punct puzzle` in de terminal. Kleuren via { colour-name }
# (discord.ftl); zetten in de notatie van het spel, nooit vertaald.

## De opdracht

puzzle-title = { $daily ->
    [yes] Dagpuzzel { $id } · niveau { $tier }
   *[no] Puzzel { $id } · niveau { $tier }
  }
puzzle-task = { $theme ->
    [win] { colour-name } is aan zet en verbindt: vind de zet die twee tegenover elkaar liggende zijden verbindt.
    [defend] { colour-name } is aan zet. Je tegenspeler dreigt met zijn volgende zet te verbinden: houd elke dreiging tegen.
   *[win2] Winst in 2: { colour-name } is aan zet. Vind de zet waarna elk antwoord verliest tegen een verbinding.
  }
puzzle-answer-discord = Geef je antwoord met `/punct { punct-puzzle } { punct-puzzle.answer }:` (begin te typen voor suggesties).
puzzle-answer-terminal = Typ je zet (Tab vult aan), of: solution, next, quit.
puzzle-press-enter = Druk op Enter voor de volgende puzzel.
puzzle-no-hint = Puzzels hebben geen hints: elke hint zou het antwoord verraden. Tab toont elke toegestane zet in de volgorde van het bord en beoordeelt er geen. Typ solution om het antwoord te zien (dat beëindigt je reeks).

## Goed

puzzle-solved = Opgelost: { $answer } is goed.
puzzle-solved-line = { $reply ->
    [none] { $theme ->
        [defend] { $answer } houdt elke dreiging tegen: je tegenspeler kan met de volgende zet niet verbinden.
       *[other] { $answer } wint.
    }
   *[other] { $win ->
        [none] Na { $answer } verliest het antwoord { $reply } meteen.
       *[other] Na { $answer } antwoordt de computer { $reply } en { $win } verbindt.
    }
  }

## Fout: waarom, en de weerlegging van de tegenstander

puzzle-wrong = { $refutation ->
    [connects] { $answer } is het niet: je tegenspeler antwoordt { $reply } en verbindt.
    [escapes] { $answer } is het niet: na het antwoord { $reply } heb je geen verbindende zet.
    [ends] { $answer } is het niet: de zet beëindigt de partij, maar niet met jouw winst.
   *[misses] { $answer } is het niet: de zet verbindt niet, en de winst is gemist.
  }
puzzle-try-again = Probeer het opnieuw, of vraag de oplossing.
puzzle-solution = { $count ->
    [one] De oplossing: { $moves }.
   *[other] De oplossingen: { $moves }.
  }

## De stand

puzzle-record = Opgelost: { $solved } · reeks: { $streak } (beste { $best })
puzzle-daily-solved = De dagpuzzel van vandaag: opgelost.
puzzle-streak-rule = Een reeks telt de puzzels die je achter elkaar bij de eerste poging oplost.

## Knoppen

puzzle-button-next = Volgende puzzel
puzzle-button-retry = Opnieuw
puzzle-button-solution = Toon de oplossing

## Weigeringen

error-no-puzzle = Je bent nu niet met een puzzel bezig: vraag er een met `/punct { punct-puzzle }`.
error-puzzle-not-found = Geen puzzel heet „{ $id }”.
error-no-puzzle-fits = Geen puzzel heeft dat thema en dat niveau.
