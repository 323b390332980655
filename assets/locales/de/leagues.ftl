# Ligen (messages/leagues.rs): Rundenturniere, die ein Server in einem seiner
# Kanäle ausrichtet (/punct league …). Namen von Personen sind
# Discord-Erwähnungen; der Name einer Liga sind die eigenen Worte der
# Person, die sie organisiert, so gezeigt, wie sie geschrieben wurden.

## Der Anmeldepost

league-signup-title = Liga: { $league }
league-terms = { variant-name }-Spiel, { time-control }; { $cycles ->
    [2] jeder spielt zweimal gegen jeden, mit getauschten Farben
   *[other] jeder spielt einmal gegen jeden
}. Organisiert von { $organiser }.
league-starts-at = Die Anmeldung schließt und Runde 1 beginnt am { $at }.
league-starts-by-organiser = Die Anmeldung bleibt offen, bis { $organiser } die Liga mit `/punct { punct-league } { punct-league-start }` startet.
league-entrants = Angemeldet ({ $count } von höchstens { $max }): { $names }
league-no-entrants = Noch niemand angemeldet.
league-signup-how = Drück **{ league-button-join }**, um dabei zu sein (mindestens { $min } Spieler sind nötig), oder **{ league-button-leave }**, wenn du es dir anders überlegst.
league-signup-started = Die Anmeldung ist geschlossen: Die Liga hat mit { $count } Spielern begonnen. `/punct { punct-league } { punct-league-standings }` zeigt die Tabelle.
league-signup-cancelled = Diese Liga wurde abgebrochen.
league-signup-finished = Diese Liga ist beendet. `/punct { punct-league } { punct-league-standings }` zeigt die Abschlusstabelle.
league-button-join = Mitspielen
league-button-leave = Abmelden
league-joined = Du bist bei **{ $league }** dabei. Deine Partien beginnen mit Runde 1.
league-withdrew = Du bist für **{ $league }** nicht mehr angemeldet.

## Start, Runden, Ende

league-started = **{ $league }** hat begonnen: { $count } Spieler, { $rounds ->
    [one] 1 Runde
   *[other] { $rounds } Runden
}. Die Partien der 1. Runde folgen.
league-round-title = { $league }: Runde { $round } von { $rounds }
league-round-games = { $count ->
    [one] Die Partie dieser Runde hat begonnen:
   *[other] Die { $count } Partien dieser Runde haben begonnen:
}
league-round-game = { $white } (Weiß) gegen { $black } (Schwarz): Partie { $game }
league-round-forfeit = { $white } gegen { $black }: nicht gespielt, { $loser } hat die Liga verlassen
league-round-forfeit-both = { $white } gegen { $black }: nicht gespielt, beide haben die Liga verlassen
league-round-bye = { $player } ist in dieser Runde spielfrei.
league-round-threads = Jede Partie wird in einem eigenen Thread gespielt.
league-game-line = **{ $league }**, Runde { $round } von { $rounds }.
league-thread-line = **{ $league }**, Runde { $round }: { $white } gegen { $black }. Partie { $game } wird im Thread darunter gespielt.
league-round-how = Die Partien einer Runde können gleichzeitig gespielt werden; die nächste Runde beginnt, sobald jede Partie dieser Runde beendet ist.
league-standings-after = Tabelle nach Runde { $round }:
league-final-title = { $league }: Abschlusstabelle
league-final-winner = **{ $league }** ist beendet. { $winner } gewinnt die Liga!
league-final-shared = **{ $league }** ist beendet. Den ersten Platz teilen sich { $winners }.
league-too-few = **{ $league }** konnte zur Startzeit nicht beginnen: { $count ->
    [one] 1 Anmeldung
   *[other] { $count } Anmeldungen
}, nötig sind mindestens { $min }. Die Anmeldung bleibt offen; { $organiser } kann die Liga mit `/punct { punct-league } { punct-league-start }` starten, sobald es genug sind.

## Die Tabelle

league-standings-title = { $league }: Tabelle
league-standings-progress = { $status ->
    [signup] Die Anmeldung ist offen: noch keine Partie gespielt.
    [finished] Endstand: { $rounds } Runden, { $decided } Partien.
    [cancelled] Abgebrochen nach Runde { $round }: { $decided } von { $total } Partien entschieden.
   *[running] Runde { $round } von { $rounds }: { $decided } von { $total } Partien entschieden.
}
league-standings-line = { $place }. { $player } — **{ $points }** ({ $won } gewonnen, { $drawn } remis, { $lost } verloren · SB { $sb }){ $left ->
    [yes] , hat die Liga verlassen
   *[no] {""}
}
league-standings-more = …und { $count ->
    [one] 1 weitere Person
   *[other] { $count } weitere
}: die ganze Tabelle steht im Bild.
league-standings-empty = Noch hat sich niemand angemeldet.
league-standings-ties = Bei Punktgleichheit entscheiden die Siege, dann Sonneborn–Berger (SB: die Punkte der Spieler, die du besiegt hast, und die Hälfte der Punkte derer, gegen die du remis gespielt hast), dann die Partien zwischen den noch Gleichstehenden.
league-column-place = #
league-column-player = Spieler
league-column-points = Punkte
league-column-won = Siege
league-column-drawn = Remis
league-column-lost = Nied.
league-column-sb = SB
league-picture-title = { $league }
league-picture-subtitle = { $status ->
    [finished] Endstand · { $players } Spieler
    [cancelled] Abgebrochen · { $players } Spieler
    [signup] Anmeldung offen · { $players } Spieler
   *[running] Nach Runde { $round } von { $rounds } · { $players } Spieler
}
league-picture-footer = Punktgleichheit: Siege, dann Sonneborn–Berger (SB), dann die Partien unter den Gleichstehenden.
league-standings-alt = Tabelle von { $league }, mit Platz, Name und Punkten:

## Verlassen und Abbrechen

league-leave-confirm = **{ $league }** verlassen? { $games ->
    [0] Du hast dort keine laufende Partie.
    [one] Deine laufende Partie ({ $list }) wird aufgegeben.
   *[other] Deine { $games } laufenden Partien ({ $list }) werden aufgegeben.
} { $unplayed ->
    [0] {""}
    [one] 1 Partie, die du noch nicht gespielt hast, zählt als verloren.
   *[other] { $unplayed } Partien, die du noch nicht gespielt hast, zählen als verloren.
} Du bleibst in der Tabelle.
league-button-leave-for-good = Liga verlassen
league-button-stay = Bleiben
league-stayed = Du bleibst in **{ $league }**.
league-left = { $player } hat **{ $league }** verlassen. { $games ->
    [0] {""}
    [one] Die laufende Partie ({ $list }) wurde aufgegeben.
   *[other] Die { $games } laufenden Partien ({ $list }) wurden aufgegeben.
} { $unplayed ->
    [0] {""}
    [one] 1 noch nicht gespielte Partie zählt als verloren.
   *[other] { $unplayed } noch nicht gespielte Partien zählen als verloren.
}
league-cancelled = **{ $league }** wurde von { $by } abgebrochen. Laufende Partien gehen weiter, zählen aber nicht mehr für die Liga.
league-in-dm = Ligen laufen im Kanal eines Servers: nutze diesen Befehl dort.
league-listing = Liga { $league }, Runde { $round }

## Ablehnungen

error-league-not-found = Es gibt keine Liga { $league }.
error-league-named-not-found = Dieser Server hat keine Liga namens „{ $name }“. Fang an, in der Option `{ punct-league-standings.league }` zu tippen, um seine Ligen zu sehen.
error-no-league-here = Auf diesem Server läuft keine Liga. Wer ihn verwalten darf, kann mit `/punct { punct-league } { punct-league-create }` eine erstellen.
error-which-league = Hier laufen mehrere Ligen ({ $leagues }): Nenne eine mit der Option `{ punct-league-standings.league }`.
error-league-organisers-only = { $role ->
    [none] Nur Mitglieder, die diesen Server verwalten dürfen, können hier Ligen erstellen.
   *[other] Nur Mitglieder, die diesen Server verwalten dürfen oder die Rolle { $role } haben, können hier Ligen erstellen.
}
error-league-organiser-only = Das darf nur, wer **{ $league }** organisiert ({ $organiser }), oder wer den Server verwalten darf.
error-league-name-empty = Eine Liga braucht einen Namen, z. B. `Winterliga`.
error-league-name-too-long = Ein Liganame hat höchstens { $max } Zeichen, z. B. `Winterliga`.
error-league-name-taken = Hier gibt es schon eine Liga namens **{ $name }** (in { $channel }). Wähle einen anderen Namen, z. B. `{ $name } 2`.
error-league-start-in-past = Die Startzeit { $at } ist schon vorbei. Gib eine kommende Zeit an, z. B. `2026-12-24 18:00` (in deiner Zeitzone), oder lass sie weg und starte die Liga mit `/punct { punct-league } { punct-league-start }`.
error-league-signup-closed = Die Anmeldung für **{ $league }** ist geschlossen: { $status ->
    [running] Die Liga hat begonnen.
    [finished] Die Liga ist beendet.
   *[cancelled] Die Liga wurde abgebrochen.
}
error-league-already-entered = Du bist schon für **{ $league }** angemeldet.
error-league-full = **{ $league }** ist voll: Eine Liga hat höchstens { $max } Spieler.
error-league-too-few = **{ $league }** hat { $entrants ->
    [one] 1 Anmeldung
   *[other] { $entrants } Anmeldungen
}: Zum Beginnen sind mindestens { $min } nötig.
error-not-in-league = Du spielst nicht in **{ $league }** mit.
error-league-over = **{ $league }** ist vorbei: { $status ->
    [finished] Jede Partie wurde gespielt.
   *[cancelled] Die Liga wurde abgebrochen.
}
error-league-bad-start = „{ $text }“ ist keine Zeit, zu der die Liga beginnen kann. Schreib ein Datum und eine Uhrzeit in deiner Zeitzone, z. B. `2026-12-24 18:00`, oder nur ein Datum, z. B. `2026-12-24` (dann beginnt sie um Mitternacht).
