# Competities (messages/leagues.rs): toernooien waarin iedereen tegen iedereen
# speelt, gehouden door een server in een van zijn kanalen (/punct league …).
# Namen van mensen zijn Discord-vermeldingen; de naam van een competitie kiest
# wie haar organiseert, en die wordt getoond zoals hij geschreven is.

## Het inschrijfbericht

league-signup-title = Competitie: { $league }
league-terms = Partijen: { variant-name }, { time-control }; { $cycles ->
    [2] iedereen speelt twee keer tegen iedereen, met omgewisselde kleuren
   *[other] iedereen speelt één keer tegen iedereen
}. Georganiseerd door { $organiser }.
league-starts-at = De inschrijving sluit en ronde 1 begint op { $at }.
league-starts-by-organiser = De inschrijving blijft open tot { $organiser } de competitie start met `/punct { punct-league } { punct-league-start }`.
league-entrants = Ingeschreven ({ $count } van hoogstens { $max }): { $names }
league-no-entrants = Nog niemand ingeschreven.
league-signup-how = Druk op **{ league-button-join }** om mee te spelen (er zijn minstens { $min } spelers nodig), of op **{ league-button-leave }** als je van gedachten verandert.
league-signup-started = De inschrijving is gesloten: de competitie is begonnen met { $count } spelers. `/punct { punct-league } { punct-league-standings }` toont de stand.
league-signup-cancelled = Deze competitie is geannuleerd.
league-signup-finished = Deze competitie is afgelopen. `/punct { punct-league } { punct-league-standings }` toont de eindstand.
league-button-join = Meedoen
league-button-leave = Uitschrijven
league-joined = Je doet mee aan **{ $league }**. Je partijen beginnen met ronde 1.
league-withdrew = Je doet niet meer mee aan **{ $league }**.

## Het begin, de ronden, het einde

league-started = **{ $league }** is begonnen: { $count } spelers, { $rounds ->
    [one] 1 ronde
   *[other] { $rounds } ronden
}. De partijen van ronde 1 volgen.
league-round-title = { $league }: ronde { $round } van { $rounds }
league-round-games = { $count ->
    [one] De partij van deze ronde is begonnen:
   *[other] De { $count } partijen van deze ronde zijn begonnen:
}
league-round-game = { $white } (Wit) tegen { $black } (Zwart): partij { $game }
league-round-forfeit = { $white } tegen { $black }: niet gespeeld, { $loser } heeft de competitie verlaten
league-round-forfeit-both = { $white } tegen { $black }: niet gespeeld, beiden hebben de competitie verlaten
league-round-bye = { $player } is deze ronde vrij.
league-round-threads = Elke partij wordt in een eigen thread gespeeld.
league-game-line = **{ $league }**, ronde { $round } van { $rounds }.
league-thread-line = **{ $league }**, ronde { $round }: { $white } tegen { $black }. Partij { $game } wordt gespeeld in de thread hieronder.
league-round-how = De partijen van een ronde kunnen tegelijk gespeeld worden; de volgende ronde begint zodra elke partij van deze ronde is afgelopen.
league-standings-after = Stand na ronde { $round }:
league-final-title = { $league }: eindstand
league-final-winner = **{ $league }** is afgelopen. { $winner } wint de competitie!
league-final-shared = **{ $league }** is afgelopen. De eerste plaats wordt gedeeld door { $winners }.
league-too-few = **{ $league }** kon op de starttijd niet beginnen: { $count ->
    [one] 1 inschrijving
   *[other] { $count } inschrijvingen
}, en er zijn er minstens { $min } nodig. De inschrijving blijft open; { $organiser } kan de competitie starten met `/punct { punct-league } { punct-league-start }` zodra er genoeg zijn.

## De stand

league-standings-title = { $league }: stand
league-standings-progress = { $status ->
    [signup] De inschrijving is open: nog geen partij gespeeld.
    [finished] Eindstand: { $rounds } ronden, { $decided } partijen.
    [cancelled] Geannuleerd na ronde { $round }: { $decided } van de { $total } partijen beslist.
   *[running] Ronde { $round } van { $rounds }: { $decided } van de { $total } partijen beslist.
}
league-standings-line = { $place }. { $player } — **{ $points }** ({ $won } gewonnen, { $drawn } remise, { $lost } verloren · SB { $sb }){ $left ->
    [yes] , heeft de competitie verlaten
   *[no] {""}
}
league-standings-more = …en { $count ->
    [one] nog 1 speler
   *[other] nog { $count } spelers
}: de hele stand staat in de afbeelding.
league-standings-empty = Er heeft zich nog niemand ingeschreven.
league-standings-ties = Bij gelijke punten beslist het aantal overwinningen, dan Sonneborn–Berger (SB: de punten van de spelers die je versloeg, plus de helft van die van de spelers tegen wie je remise speelde), dan de partijen tussen de spelers die dan nog gelijk staan.
league-column-place = #
league-column-player = Speler
league-column-points = Punten
league-column-won = Winst
league-column-drawn = Remise
league-column-lost = Verl.
league-column-sb = SB
league-picture-title = { $league }
league-picture-subtitle = { $status ->
    [finished] Eindstand · { $players } spelers
    [cancelled] Geannuleerd · { $players } spelers
    [signup] Inschrijving open · ingeschreven: { $players }
   *[running] Na ronde { $round } van { $rounds } · { $players } spelers
}
league-picture-footer = Gelijke punten: overwinningen, dan Sonneborn–Berger (SB), dan de partijen tussen wie gelijk staat.
league-standings-alt = Stand van { $league }, met plaats, naam en punten:

## Verlaten en annuleren

league-leave-confirm = **{ $league }** verlaten? { $games ->
    [0] Je hebt er geen lopende partij.
    [one] Je lopende partij ({ $list }) wordt opgegeven.
   *[other] Je { $games } lopende partijen ({ $list }) worden opgegeven.
} { $unplayed ->
    [0] {""}
    [one] Je nog niet gespeelde partij telt als verloren.
   *[other] Je { $unplayed } nog niet gespeelde partijen tellen als verloren.
} Je blijft in de stand.
league-button-leave-for-good = Competitie verlaten
league-button-stay = Blijven
league-stayed = Je blijft in **{ $league }**.
league-left = { $player } heeft **{ $league }** verlaten. { $games ->
    [0] {""}
    [one] De lopende partij ({ $list }) is opgegeven.
   *[other] De { $games } lopende partijen ({ $list }) zijn opgegeven.
} { $unplayed ->
    [0] {""}
    [one] 1 nog niet gespeelde partij telt als verloren.
   *[other] { $unplayed } nog niet gespeelde partijen tellen als verloren.
}
league-cancelled = **{ $league }** is geannuleerd door { $by }. Lopende partijen gaan door, maar tellen niet meer mee voor de competitie.
league-in-dm = Competities lopen in het kanaal van een server: gebruik dit commando daar.
league-listing = competitie { $league }, ronde { $round }

## Weigeringen

error-league-not-found = Er is geen competitie { $league }.
error-league-named-not-found = Deze server heeft geen competitie met de naam „{ $name }”. Begin te typen in de optie `{ punct-league-standings.league }` om de competities van de server te zien.
error-no-league-here = Op deze server loopt geen competitie. Iemand die de server beheert, kan er een aanmaken met `/punct { punct-league } { punct-league-create }`.
error-which-league = Hier lopen meerdere competities ({ $leagues }): noem er een met de optie `{ punct-league-standings.league }`.
error-league-organisers-only = { $role ->
    [none] Alleen leden die deze server mogen beheren, kunnen hier competities aanmaken.
   *[other] Alleen leden die deze server mogen beheren, of die de rol { $role } hebben, kunnen hier competities aanmaken.
}
error-league-organiser-only = Alleen wie **{ $league }** organiseert ({ $organiser }), of iemand die de server mag beheren, kan dat doen.
error-league-name-empty = Een competitie heeft een naam nodig, bijv. `Wintercompetitie`.
error-league-name-too-long = De naam van een competitie heeft hoogstens { $max } tekens, bijv. `Wintercompetitie`.
error-league-name-taken = Hier is al een competitie met de naam **{ $name }** (in { $channel }). Kies een andere naam, bijv. `{ $name } 2`.
error-league-start-in-past = De starttijd { $at } is al voorbij. Geef een tijd die nog moet komen, bijv. `2026-12-24 18:00` (in je eigen tijdzone), of laat hem weg en start de competitie met `/punct { punct-league } { punct-league-start }`.
error-league-signup-closed = De inschrijving voor **{ $league }** is gesloten: { $status ->
    [running] de competitie is begonnen.
    [finished] de competitie is afgelopen.
   *[cancelled] de competitie is geannuleerd.
}
error-league-already-entered = Je doet al mee aan **{ $league }**.
error-league-full = **{ $league }** is vol: een competitie heeft hoogstens { $max } spelers.
error-league-too-few = **{ $league }** heeft { $entrants ->
    [one] 1 inschrijving
   *[other] { $entrants } inschrijvingen
}: er zijn er minstens { $min } nodig om te beginnen.
error-not-in-league = Je speelt niet mee in **{ $league }**.
error-league-over = **{ $league }** is voorbij: { $status ->
    [finished] elke partij is gespeeld.
   *[cancelled] de competitie is geannuleerd.
}
error-league-bad-start = „{ $text }” is geen tijd waarop de competitie kan beginnen. Schrijf een datum en een tijd in je tijdzone, bijv. `2026-12-24 18:00`, of alleen een datum, bijv. `2026-12-24` (dan begint ze om middernacht).
