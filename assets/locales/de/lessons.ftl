# Die Lektionen (messages/lessons.rs): eine je Regel, in der Reihenfolge der Spielanleitung.
# Jede Lektion hat einen Titel, zwei bis vier Sätze, eine Aufgabe, die mit einem Zug
# beantwortet wird, und die Regel, an die eine erlaubte, aber falsche Antwort erinnert. Du spielst Weiß.

lesson-heading = Lektion { $number } von { $total }: { $title }

lesson-aim-title = Das Ziel und die drei Richtungen
lesson-aim-text = PÜNCT wird auf einem sechseckigen Spielplan mit 211 Spielfeldern gespielt. Du gewinnst, wenn du zwei gegenüberliegende Seiten des Spielplans mit einer Kette benachbarter Spielfelder verbindest, auf denen du von oben deine eigene Farbe siehst. Ein Sechseck hat drei Paare gegenüberliegender Seiten, es gibt also drei Richtungen für eine Verbindung; die markierten Seiten, die Spalten A und Q, sind ein Paar.
lesson-aim-task = Setze einen beliebigen Spielstein ein, der A5 bedeckt, an der Seite der Spalte A.
lesson-aim-rule = Die Lektion verlangt einen Spielstein auf A5: eine Verbindung beginnt an einer Seite des Spielplans.

lesson-pieces-title = Die Spielsteine und der PÜNCT
lesson-pieces-text = Jeder Spieler hat 18 Spielsteine mit drei Punkten: 6 Geraden, 6 Winkel und 6 Dreiecke. Ein Punkt jedes Spielsteins ist sein PÜNCT, der große Punkt; die beiden anderen sind Nebenpunkte. Die Buchstaben sagen, wo der PÜNCT liegt: T Dreieck; C Gerade mit dem PÜNCT in der Mitte, E mit dem PÜNCT an einem Ende; M Winkel mit dem PÜNCT in der Ecke, L und R mit dem PÜNCT an einem Ende, nach links oder rechts gebogen.
lesson-pieces-task = Setze einen Winkel auf die markierten Spielfelder C4, D4, E5 ein, mit dem PÜNCT in der Ecke auf D4 (ein M-Stein: D4-C4-E5).
lesson-pieces-rule = Die Lektion verlangt den PÜNCT in der Ecke des Winkels, auf D4: die Art eines Spielsteins ergibt sich aus seinen Spielfeldern und der Lage seines PÜNCTs.

lesson-placing-title = Einen Spielstein einsetzen
lesson-placing-text = In deinem Zug setzt du entweder einen neuen Spielstein aus deinem Vorrat ein oder bewegst einen, der schon auf dem Spielplan liegt. Ein neuer Spielstein kommt auf drei leere Spielfelder, direkt auf den Spielplan, nie auf etwas anderes. Im Standard-Spiel darf ein neuer Spielstein das Sechseck in der Spielplanmitte nie berühren, die { $marked } markierten Spielfelder um I9 (im Basis-Spiel gilt das nur für den allerersten Spielstein von Weiß).
lesson-placing-task = Setze einen Spielstein ein, der F6 bedeckt, direkt neben dem Sechseck in der Spielplanmitte, ohne es zu berühren.
lesson-placing-rule = Die Lektion verlangt einen neuen Spielstein auf F6, auf drei leeren Spielfeldern außerhalb des Sechsecks in der Spielplanmitte.

lesson-moving-title = Bewegen und drehen
lesson-moving-text = Um einen Spielstein zu bewegen, folgst du seinem PÜNCT: er zieht in gerader Linie, in eine der sechs Richtungen der Spielfelder, so weit du willst und über alles hinweg. Dann darfst du den Spielstein um seinen PÜNCT drehen, bevor du ihn ablegst. Ein Spielstein behält seine Form, und alle drei Punkte müssen auf dem Spielplan bleiben.
lesson-moving-task = Bewege deinen Spielstein auf C5 entlang der Reihe 5, sodass er auf E5, F5 und G5 liegt, am Ende des markierten Weges.
lesson-moving-rule = Die Lektion verlangt, den Spielstein auf C5 nach E5, F5 und G5 zu bewegen; sein PÜNCT zieht dabei gerade entlang der Reihe 5.

lesson-jumping-title = Auf eigene Spielsteine springen
lesson-jumping-text = Ein bewegter Spielstein darf auch auf andere Spielsteine springen. Alle drei Spielfelder darunter müssen auf einer Ebene liegen, und sein PÜNCT muss auf einem deiner eigenen Punkte landen; die Nebenpunkte dürfen auf Punkten beider Farben liegen. Einen PÜNCT auf einen Punkt deines Gegners zu setzen, ist nie erlaubt.
lesson-jumping-task = Lass den Spielstein auf E5 auf deinen eigenen Spielstein auf C5, C6 und C7 springen.
lesson-jumping-rule = Die Lektion verlangt, mit dem Spielstein auf E5 auf deine Punkte auf C5, C6 und C7 zu springen: drei Punkte auf einer Ebene, der PÜNCT auf deinem eigenen.

lesson-bridges-title = Brücken
lesson-bridges-text = Eine Gerade oder ein Winkel kann eine Lücke überbrücken: die beiden Enden liegen auf Punkten derselben Ebene, der mittlere Punkt schwebt über einem tieferen Spielfeld. Wie beim Springen muss der PÜNCT auf einem deiner eigenen Punkte landen. Ein Dreieck hat keine Enden und kann deshalb nie eine Brücke bilden: es liegt immer auf drei Spielfeldern einer Ebene.
lesson-bridges-task = Überbrücke die Lücke auf D5 mit deinem Spielstein auf B5: seine Enden auf C5 und E5, seine Mitte über D5.
lesson-bridges-rule = Die Lektion verlangt eine Brücke über D5 mit dem Spielstein auf B5, seine Enden auf deinen Punkten auf C5 und E5.

lesson-covered-title = Bedeckte Spielsteine
lesson-covered-text = Schwarz ist auf deinen Spielstein auf C5 gesprungen: ein Spielstein, von dem auch nur ein Punkt bedeckt ist, darf weder bewegt noch gedreht werden, solange er bedeckt ist. Bedeckte Punkte zählen auch nicht für eine Verbindung, nur was du von oben siehst. Du kannst deinen Gegner genauso bedecken, sogar nur mit den Nebenpunkten deines Spielsteins.
lesson-covered-task = Bedecke die Punkte von Schwarz auf C9 und C10: lass deinen Spielstein auf F11 springen, sodass sein PÜNCT auf deinem eigenen Punkt auf C11 landet.
lesson-covered-rule = Die Lektion verlangt, mit dem Spielstein auf F11 auf C9, C10 und C11 zu springen, sein PÜNCT auf deinem Punkt auf C11.

lesson-connection-title = Gewinnen durch eine Verbindung
lesson-connection-text = Deine Kette reicht von H1 an der Seite der Reihe 1 bis O14; die gegenüberliegende Seite, Reihe 17, ist drei Spielfelder entfernt. Wer zuerst zwei gegenüberliegende Seiten verbindet, gewinnt. Verbindet ein Zug beide Spieler (ein bewegter Spielstein kann die Kette des Gegners freilegen), gewinnt, wer gezogen hat; legt er nur die Kette des Gegners frei, gewinnt der Gegner.
lesson-connection-task = Verbinde deine Kette mit der Seite der Reihe 17 und gewinne: die markierten Spielfelder O15, O16 und O17 sind ein Weg.
lesson-connection-rule = Die Lektion verlangt einen Zug, der deine Kette von Reihe 1 bis Reihe 17 verbindet und sofort gewinnt.

lesson-end-title = Wenn ein Vorrat zu Ende geht
lesson-end-text = Die Partie endet auch, wenn ein Spieler seinen letzten Spielstein einsetzt und niemand verbunden ist. Im Basis-Spiel ist sie dann unentschieden. Im Standard-Spiel zählen beide die Spielfelder im Sechseck in der Spielplanmitte, auf denen sie von oben ihre eigene Farbe sehen: mehr Spielfelder gewinnen, gleich viele ergeben ein Unentschieden. Du hast vorhin einen Spielstein in die Mitte bewegt, Schwarz nicht.
lesson-end-task = Setze deinen letzten Spielstein irgendwo ein, beende die Partie und gewinne die Zählung in der Mitte.
lesson-end-rule = Die Lektion verlangt, deinen letzten Spielstein aus dem Vorrat einzusetzen; damit endet die Partie mit der Zählung in der Mitte.

lesson-play-title = Deine erste Partie
lesson-play-text = Das sind alle Regeln von PÜNCT. Den Rest lernst du am besten beim Spielen: der Computer auf der leichten Stufe ist ein geduldiger erster Gegner.
lesson-play-task = Starte eine Partie gegen den Computer auf der leichten Stufe.

## Urteile über eine Antwort

lesson-landing = { $landing ->
    [place] ein Einsetzen
    [flat] ein Zug auf leere Spielfelder
    [jump] ein Sprung
    [bridge] eine Brücke
   *[pass] ein Passen
  }
lesson-right = Richtig, das ist { lesson-landing }! Weiter zur nächsten Lektion.
lesson-not-the-task = Dieser Zug ist erlaubt ({ lesson-landing }), aber nicht die Aufgabe dieser Lektion. { $rule } Versuch es noch einmal.
lesson-illegal = { $mv } ist nicht erlaubt: { $reason } Versuch es noch einmal.
lesson-reason = { $reason ->
    [game-over] die Partie ist schon vorbei.
    [pass] passen darfst du nur, wenn du gar keinen erlaubten Zug hast.
    [none-left] du hast keinen { $kind }-Stein mehr im Vorrat.
    [occupied] { $cell } ist nicht leer, und ein neuer Spielstein kommt auf drei leere Spielfelder.
    [centre] { $cell } liegt im Sechseck in der Spielplanmitte, und im Standard-Spiel darf kein neuer Spielstein es berühren.
    [centre-basic] { $cell } liegt im Sechseck in der Spielplanmitte, und der erste Spielstein von Weiß darf es nicht berühren.
    [no-piece] auf { $cell } liegt kein Spielstein.
    [not-yours] der oberste Spielstein auf { $cell } gehört nicht dir.
    [minor] der oberste Punkt auf { $cell } ist ein Nebenpunkt; ein Spielstein wird mit seinem PÜNCT bewegt, hier { $other }.
    [covered] der Spielstein auf { $cell } ist auf { $other } bedeckt, und ein bedeckter Spielstein darf nicht bewegt werden.
    [wrong-kind] der Spielstein auf { $cell } ist ein { $kind }-Stein, und ein Spielstein behält beim Bewegen seine Form.
    [not-in-line] { $other } liegt nicht in gerader Linie von { $cell }, und ein PÜNCT zieht nur in geraden Linien.
    [no-move] der Spielstein läge genau da, wo er schon liegt.
    [uneven] die drei Spielfelder liegen nicht auf einer Ebene und bilden keine Brücke.
    [triangle] ein Dreieck kann keine Brücke bilden; alle drei Spielfelder müssen auf einer Ebene liegen.
   *[not-own] beim Springen oder Überbrücken muss der PÜNCT auf einem deiner eigenen Punkte landen, und { $cell } gehört nicht dir.
  }
lesson-unreadable = „{ $text }“ ist kein Zug. Setze einen Spielstein mit seinen drei Spielfeldern ein, den PÜNCT zuerst: C5-C6-D6; bewege einen mit dem Spielfeld seines PÜNCTs, > und dem Ziel: F5>H7-H8-I8.

## Das Terminal (punct learn)

lesson-terminal-help = Schreib deinen Zug (Tab ergänzt ihn) oder: next (weiter), back (zurück), quit (beenden).
lesson-terminal-play = Schreib play, um die Partie zu starten, back, um zurückzugehen, oder quit.
lesson-marked = Markierte Spielfelder: { $cells }
lesson-prompt = Dein Zug:{" "}
lesson-press-enter = Drück Enter für die nächste Lektion.
lesson-goodbye = Bis bald. Mit punct learn --lesson { $number } kommst du zu dieser Lektion zurück, mit punct play --ai easy spielst du.
lesson-picture-written = Das Bild liegt in { $path }.
