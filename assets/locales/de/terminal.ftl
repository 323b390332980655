# punct play, die Partie im Terminal, und die Erklärungen zu Zügen, die nicht
# gehen (Discord zeigt sie auch). Die Befehle, die man tippt (help, rules,
# moves, hint, undo, back, forward, board, record, png, quit), und die
# Zugschreibweise sind in allen Sprachen gleich. Zeilen passen in 80 Spalten.
# Der Titel der Partieaufzeichnung endet mit „:“ (der Leser überspringt ihn).

terminal-variant = { $variant ->
    [basic] Basis-Spiel
   *[standard] Standard-Spiel
  }
terminal-welcome-computer = PÜNCT, { terminal-variant }. Du spielst { $colour ->
    [white] Weiß
   *[black] Schwarz
  } gegen den Computer ({ level-name }).
terminal-welcome-people = PÜNCT, { terminal-variant }. Zwei Spieler an einer Tastatur ziehen abwechselnd.
terminal-welcome-goal = Verbinde zwei gegenüberliegende Seiten. Tipp einen Zug (C5-C6-D6, F5>H7-H8-I8), rules oder help.
terminal-help =
    Befehle (Tab zeigt die Züge, die zum Getippten passen; Pfeiltasten bearbeiten):
      C5-C6-D6       Spielstein einsetzen: drei leere Spielfelder, PÜNCT zuerst
      F5>H7-H8-I8    den Spielstein mit PÜNCT auf F5 bewegen (drehen: F5>F5-G5-H5)
      pass           nur wenn du gar keinen erlaubten Zug hast
      moves          wie viele Züge du hast; moves F5: die Züge dieses Spielsteins
      preview ZUG    der Spielplan nach ZUG, ohne ihn zu spielen
      hint           Rat des Computers (nur wenn du gegen ihn spielst)
      undo           Zug zurücknehmen (gegen den Computer: deinen und seinen)
      back, forward  durch die Partie blättern (back 5: fünf Züge auf einmal)
      board          die aktuelle Stellung wieder zeigen
      record         die Aufzeichnung (punct play --record DATEI liest sie ein)
      png DATEI      ein Bild des Spielplans in DATEI schreiben, z. B. png plan.png
      rules          die Regeln in Kürze und wie man den Spielplan liest
      analyse        ein eigenes Analysebrett: Züge für beide Seiten ausprobieren
      quit           aufhören und die Aufzeichnung zeigen (ebenso Strg-C und Strg-D)

## Unter dem Spielplan

terminal-status = Zug { $number }: { $colour ->
    [white] Weiß
   *[black] Schwarz
  }{ $you ->
    [yes] {" "}(du)
   *[no] {""}
  } ist am Zug. Mitte von oben: Weiß { $white }, Schwarz { $black } von 19.
terminal-in-hand = Im Vorrat: { $white }; { $black }.
terminal-viewing-start = Der leere Spielplan, vor Zug 1 von { $total }. forward blättert weiter, board zeigt den aktuellen.
terminal-viewing = Nach Zug { $shown } von { $total }. back und forward blättern, board zeigt den aktuellen.
terminal-no-further = In diese Richtung gibt es keine Stellung mehr.
terminal-prompt = { $colour ->
    [white] Weiß
   *[black] Schwarz
  }>
terminal-prompt-after-end = Ende>

## Das Analysebrett (analyse)

terminal-analyse-start = Analysebrett: dein eigenes Brett ab dieser Stellung, auf dem du Züge für beide Seiten ausprobierst. Nichts hier verändert die Partie; leave kehrt zu ihr zurück.
terminal-analyse-prompt = Analyse, { $colour ->
    [white] Weiß
   *[black] Schwarz
  }>
terminal-analyse-status = { $tried ->
    [0] Analysebrett, in der Stellung der Partie: leave kehrt zur Partie zurück.
    [one] Analysebrett, nach { $shown } von { $tried } ausprobierten Zug: leave kehrt zur Partie zurück.
   *[other] Analysebrett, nach { $shown } von { $tried } ausprobierten Zügen: leave kehrt zur Partie zurück.
  }
terminal-analyse-help =
    Auf dem Analysebrett (nichts hier verändert die Partie):
      C5-C6-D6       einen Zug für die Seite am Zug ausprobieren (beide Farben)
      back, forward  durch die ausprobierten Züge blättern (back 3: drei auf einmal)
      undo           einen Zug zurück, wie back
      reset          zurück zur Stellung der Partie, ausprobierte Züge vergessen
      record         die ausprobierten Züge bis zur gezeigten Stellung
      board, moves, preview ZUG, png DATEI, rules: wie in der Partie
      leave          zurück zur Partie, wie sie war (ebenso quit und Strg-D)
terminal-analyse-line = Ausprobierte Züge: { $moves }
terminal-analyse-line-empty = Noch kein Zug ausprobiert: das Brett zeigt die Stellung der Partie.
terminal-analyse-no-hint = Kein Rat des Computers auf dem Analysebrett: es ist für deine eigenen Ideen da. leave kehrt zur Partie zurück.
terminal-analyse-again = Du bist schon auf dem Analysebrett: leave kehrt zur Partie zurück.
terminal-analyse-reset = Das Analysebrett steht wieder in der Stellung der Partie.
terminal-analyse-left = Zurück in der Partie, wie sie war.
terminal-analyse-only = reset und leave gibt es nur auf dem Analysebrett: analyse öffnet es.

## Gespielte Züge

terminal-computer-plays = Der Computer ({ level-name }) spielt { $notation }.
terminal-played = { $colour ->
    [white] Weiß
   *[black] Schwarz
  } spielt { $notation }.
terminal-played-in-words = { $colour ->
    [white] Weiß
   *[black] Schwarz
  } spielt { $notation }: { $words }.
terminal-your-answer = Deine Antwort { $notation }: { $words }.
terminal-preview = Vorschau auf { $notation }, nicht gespielt: { $words }.
terminal-preview-centre = Danach Mitte von oben: Weiß { $white }, Schwarz { $black } von 19.
terminal-preview-would-end = Gespielt, würde dieser Zug die Partie beenden:
terminal-preview-unchanged = Nichts wurde gespielt: { colour-name } ist weiter am Zug. Tipp { $notation }, um ihn zu spielen.
terminal-preview-needs-move = Gib nach preview den Zug an, z. B. preview C5-C6-D6.
terminal-thinking = Der Computer ({ level-name }) denkt nach…
terminal-computer-reply = Er spielt { $notation }.
terminal-computer-reply-in-words = Er spielt { $notation }: { $words }.
terminal-not-understood = { $error } Tipp help für die Befehle.

## Das Ende

terminal-game-over-connected = Partie zu Ende. { $colour ->
    [white] Weiß
   *[black] Schwarz
  } gewinnt: { $colour ->
    [white] Weiß
   *[black] Schwarz
  } hat { $axis ->
    [columns] die Spalten A und Q
    [rows] die Reihen 1 und 17
   *[diagonals] die Seiten J2–P8 und B10–H16
  } verbunden.
terminal-game-over-central-majority = Partie zu Ende. { $colour ->
    [white] Weiß
   *[black] Schwarz
  } gewinnt: ein Vorrat ist aufgebraucht, niemand ist verbunden, und { $colour ->
    [white] Weiß
   *[black] Schwarz
  } sieht von oben mehr Spielfelder im Sechseck der Spielplanmitte ({ $mine } zu { $theirs }).
terminal-game-over-central-tie = Partie zu Ende. Unentschieden: ein Vorrat ist aufgebraucht, niemand ist verbunden, und beide sehen { $cells ->
    [one] { $cells } Spielfeld
   *[other] { $cells } Spielfelder
  } im Sechseck der Spielplanmitte.
terminal-game-over-last-piece = Partie zu Ende. Unentschieden: ein Vorrat ist aufgebraucht und niemand ist verbunden (im Basis-Spiel ist das unentschieden).
terminal-game-over-no-moves = Partie zu Ende. Unentschieden: keiner hat mehr einen erlaubten Zug.
terminal-after-the-end = Schau zurück mit back und forward; außerdem board, record, png DATEI, undo, quit.
terminal-game-is-over = Die Partie ist zu Ende: keine Züge mehr. Tipp undo, um den letzten zurückzunehmen, oder quit.
terminal-quit = Partie vor dem Ende abgebrochen.
terminal-record-title = Partieaufzeichnung ({ $count ->
    [one] { $count } Zug
   *[other] { $count } Züge
  }):
# The record's last line, after "# " (the record reader skips it), when the game is not over.
terminal-record-unfinished = Nicht beendet: { $colour ->
    [white] Weiß
   *[black] Schwarz
  } ist am Zug.
# Against the computer, at the start and in the record: how to play the same game again.
terminal-seed = Der Computer spielt mit Startwert { $seed }: punct play --seed { $seed } mit denselben Zügen wiederholt diese Partie.

## Befehle

terminal-png-needs-file = Gib nach png die Datei an, z. B. png spielplan.png.
terminal-png-written = Bild des Spielplans in { $file } geschrieben ({ $kb } KB).
terminal-gif-written = Partie ({ $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Züge
  }, je ein Bild) in { $file } geschrieben ({ $kb } KB).
terminal-png-not-written = { $file } ließ sich nicht schreiben: { $reason }. Versuch einen anderen Dateinamen, z. B. png spielplan.png.
terminal-png-not-drawn = Der Spielplan ließ sich nicht zeichnen: { $reason }.
terminal-wrong-extension = { $file } endet nicht auf .{ $extension }, das Bild ist aber { $format }: nenn die Datei z. B. spielplan.{ $extension }.
terminal-nothing-to-undo = Du hast noch keinen Zug gemacht, den du zurücknehmen könntest.
terminal-undone = Zurückgenommen: { $moves }.
terminal-no-legal-move = Du hast gar keinen erlaubten Zug: tipp pass.
terminal-legal-moves = { $count ->
    [one] { $count } erlaubter Zug
   *[other] { $count } erlaubte Züge
  }.
terminal-placements = { $count ->
    [one] { $count } Einsetzzug
   *[other] { $count } Einsetzzüge
  }: ein Spielstein aus deinem Vorrat ({ $reserve }) { $variant ->
    [basic] auf drei leere Spielfelder
   *[standard] auf drei leere Spielfelder außerhalb der Mitte
  }, z. B. C5-C6-D6.
terminal-no-piece-can-move = Keiner deiner Spielsteine kann sich bewegen.
terminal-pieces-that-can-move = Spielsteine, die sich bewegen können (moves und das Spielfeld listet ihre Züge):
terminal-piece-move-count = { $count ->
    [one] { $count } Zug
   *[other] { $count } Züge
  }
terminal-piece-moves = { $count ->
    [one] { $count } Zug
   *[other] { $count } Züge
  } des Spielsteins auf { $cell }:
terminal-no-piece-at = Auf { $cell } liegt kein Spielstein.
terminal-not-your-piece = Der oberste Spielstein auf { $cell } gehört { $colour ->
    [white] Weiß
   *[black] Schwarz
  }, nicht dir.
terminal-piece-cannot-move = Dein Spielstein auf { $cell } kann gerade nicht ziehen: beginne bei seinem PÜNCT, und er darf nicht bedeckt sein.
terminal-bad-cell = „{ $text }“ ist kein Spielfeld: { $error }.
terminal-perft-warning = perft { $depth } zählt jede Folge von { $depth ->
    [one] { $depth } Zug
   *[other] { $depth } Zügen
  } ab hier ({ $now ->
    [one] { $now } erlaubter Zug
   *[other] { $now } erlaubte Züge
  } jetzt), größenordnungsweise { $now }^{ $depth } Stellungen: das kann Minuten oder Stunden dauern. Strg-C bricht ab.

## hint

terminal-hint-level = { $stronger ->
    [yes] Rat des Computers ({ level-name }, stärker als dein Gegner):
   *[no] Rat des Computers ({ level-name }):
  }
terminal-nothing-to-suggest = Es gibt nichts vorzuschlagen: die Partie ist zu Ende.
terminal-suggested = Vorschlag: { $best }.
terminal-also = Auch einen Blick wert: { $others }.
terminal-judgement-wins = gewinnt
terminal-judgement-forced-win = erzwungener Sieg in { $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Zügen
  }
terminal-judgement-loses = verliert bei bestem Spiel
terminal-judgement-lacking = { $stops ->
    [yes] verhindert es, danach fehlen dir noch
   *[no] danach fehlen dir noch
  } { $you ->
    [one] { $you } Spielfeld
   *[other] { $you } Spielfelder
  } zur Verbindung, { colour-name } { $them }
terminal-hint-danger = { $connects ->
    [yes] Achtung: { colour-name } kann im nächsten Zug verbinden, z. B. mit { $move }.
   *[no] Achtung: { colour-name } kann im nächsten Zug mit dem letzten Spielstein gewinnen, weil mehr vom Sechseck der Spielplanmitte sichtbar ist, z. B. mit { $move }.
  }
terminal-hint-stops = { $count ->
    [one] Nur { $moves } verhindert es.
   *[other] { $more ->
        [yes] Verhindern kann es unter anderem: { $moves }.
       *[no] Verhindern kann es: { $moves }.
    }
  }
terminal-hint-no-stop = Kein Zug verhindert es.
terminal-hint-people = Hinweise gibt es nur in Partien gegen den Computer: in einer Partie zwischen zwei Menschen bewertet der Computer keinen Zug.

## Züge, die nicht gehen (Terminal und Discord)

kind-name = { $kind ->
    [T] Dreieck
    [C] Gerade, PÜNCT in der Mitte
    [E] Gerade, PÜNCT an einem Ende
    [M] Winkel, PÜNCT in der Ecke
    [L] Winkel, PÜNCT an einem Ende, nach links
   *[R] Winkel, PÜNCT an einem Ende, nach rechts
  }
move-unreadable = „{ $text }“ kann ich nicht als Zug lesen: { $error }.
move-illegal = { $notation } ist nicht erlaubt: { $reason }
move-in-record = Zug { $ply }: { $text }
illegal-game-over = die Partie ist schon zu Ende.
illegal-pass-not-allowed = passen darfst du nur, wenn du gar keinen erlaubten Zug hast.
illegal-none-left = du hast keinen { $kind }-Stein ({ kind-name }) mehr zum Einsetzen. Bewege stattdessen einen Spielstein auf dem Spielplan, z. B. F5>H7-H8-I8.
illegal-cell-occupied = { $cell } ist nicht leer. Neue Spielsteine kommen auf drei leere Spielfelder auf dem Spielplan.
illegal-central-hexagon = { $cell } liegt im Sechseck der Spielplanmitte (höchstens zwei Schritte von I9), wo { $variant ->
    [basic] der erste Spielstein von Weiß nicht hindarf
   *[standard] nie ein neuer Spielstein hindarf; Spielsteine kommen nur durch Bewegen hinein
  }. Setz ihn außerhalb ein, z. B. C5-C6-D6.
illegal-no-piece-at = auf { $from } liegt kein Spielstein.
illegal-not-your-piece = der oberste Spielstein auf { $from } gehört deinem Gegner.
illegal-not-a-punct = { $from } ist ein Nebenpunkt. Ein Spielstein zieht mit seinem PÜNCT: beginne den Zug auf { $punct }, z. B. { $punct }>…
illegal-piece-covered = der Spielstein auf { $from } ist blockiert: auf { $covered } liegt etwas auf ihm.
illegal-wrong-kind = dieser Spielstein ist ein { $piece }-Stein ({ $piece_name }), das Ziel hat aber die Form eines { $destination }-Steins ({ $destination_name }). Spielsteine drehen sich, ändern aber nie ihre Form.
illegal-not-in-straight-line = { $to } liegt nicht auf einer geraden Linie von { $from }. Der PÜNCT zieht auf einer der sechs Linien durch sein Spielfeld.
illegal-no-move = der Spielstein würde genau dort enden, wo er ist. Bewege oder drehe ihn.
illegal-uneven-support = der Spielstein läge nicht eben: seine Spielfelder haben die Höhen { $a }, { $b } und { $c }. Lande auf drei Spielfeldern gleicher Höhe oder schlag eine Brücke mit zwei gleich hohen Enden.
illegal-triangle-cannot-bridge = ein Dreieck kann keine Brücke bilden: alle drei Spielfelder müssen gleich hoch sein.
illegal-punct-not-on-own-piece = beim Springen oder bei einer Brücke muss der PÜNCT auf einem deiner eigenen Punkte landen, und { $cell } gehört dir nicht.

## Fehler von punct (nach „error: “)

terminal-error-io = die Ausgabe ließ sich nicht schreiben: { $reason }
terminal-error-names = „{ $text }“: --names nimmt zwei Namen, durch Komma getrennt, Weiß zuerst, z. B. "Alice,Bob"
terminal-error-highlight = --highlight: { $reason }
terminal-error-read-file = { $file } ließ sich nicht lesen: { $reason }
terminal-error-write-file = { $file } ließ sich nicht schreiben: { $reason }
terminal-error-language = { $option } { $code }: keine von { $codes }
