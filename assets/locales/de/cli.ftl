# punct, das Kommandozeilenwerkzeug: seine eigenen Fehler (nach „Fehler: “), die
# Hilfe und Argumentfehler von clap, und die Zeilen der Entwicklerwerkzeuge.

## Fehler von punct zu dem, was verlangt wurde

cli-error-size = ein Bild ist { $min } bis { $max } Pixel breit, nicht { $size }; z. B. --size 800
cli-error-too-many-plies = ein Wiederholungs-GIF zeigt höchstens { $max } Züge, und diese Partie hat { $plies }
cli-error-no-puzzle = es gibt kein Rätsel „{ $id }“; punct puzzles export listet alle auf (die Nummer steht in der ersten Spalte)
cli-error-no-lesson = --lesson { $text }: diese Lektion gibt es nicht. Gib ihre Nummer an, 1 bis { $count }, oder ihren Namen: { $names }

## Before each of the errors above and clap's

cli-error = Fehler: { $message }

## punct --help: was jeder Unterbefehl tut (cli-about-<Pfad>) und was jede Option
## bedeutet (cli-arg-<Pfad>-<Option>, sonst das gemeinsame cli-arg-<Option>);
## cli-value-<Art> ist der Platzhalter für den Wert. Optionen, Werte und Befehle
## bleiben, wie man sie tippt.

cli-about = PÜNCT offline: Stellungen ansehen, Züge zählen, spielen.
cli-about-legal = Jeder erlaubte Zug nach --moves, sortiert, einer pro Zeile.
cli-about-status = Wer am Zug ist, Ergebnis, Vorräte und Mitte-Zählung nach --moves.
cli-about-replay = Jeder Zug von --moves mit der Zahl der erlaubten Züge davor und wie er landete.
cli-about-perft = Die Stellungen TIEFE Züge voraus zählen (perft); ab Tiefe 3 dauert das lange.
cli-about-random-game = Gleichverteilt zufällige erlaubte Züge vom leeren Spielplan aus spielen.
cli-about-render = Den Spielplan nach --moves als PNG-Bild zeichnen.
cli-about-replay-gif = Eine ganze Partie (--moves) als animiertes GIF zeichnen, ein Bild pro Zug.
cli-about-play = Eine Partie im Terminal spielen, gegen den Computer (--ai easy|medium|hard|expert) oder zu zweit an einer Tastatur.
cli-about-rules = Die Regeln in Kürze und wie man den Spielplan im Terminal liest.
cli-about-arena = Ein Wettkampf zweier Computerspieler mit wechselnden Farben: Siege, Remis, Zeit pro Zug.
cli-about-learn = PÜNCT lernen: eine kurze Lektion pro Regel, jede mit einem Zug beantwortet; `learn export` druckt die Aufgaben.
cli-about-learn-export = Die Aufgabe jeder Lektion, eine pro Zeile: LESSON VARIANT MOVES ANSWERS LANDING, durch Tabs getrennt.
cli-about-review = Die Wendepunkte einer Partie (--moves / --record) in Sätzen; --format tsv: eine Zeile pro Schlüsselmoment, durch Tabs getrennt PLY PLAYED VERDICT BETTER.
cli-about-puzzle = Rätsel lösen: verbinden, jede Drohung abwehren oder in 2 Zügen gewinnen (--theme, --tier, --daily, --id).
cli-about-puzzles = Rätsel: die Datendatei aus Partien des Computers erzeugen oder zum Prüfen exportieren.
cli-about-puzzles-generate = Partien des Computers spielen, die Stellungen behalten, die Rätsel ergeben (jede genau geprüft), die Datendatei schreiben.
cli-about-puzzles-export = Jedes Rätsel, eines pro Zeile: ID VARIANT MOVES THEME SOLUTIONS, durch Tabs getrennt.
cli-about-puzzles-retier = Die Stufe jedes Rätsels nach der aktuellen Regel neu berechnen (ohne Suche) und die Datendatei neu schreiben.
cli-about-help = Diese Hilfe zeigen oder die Hilfe des genannten Unterbefehls.

cli-arg-lang = Die Sprache der Meldungen und Bilder, eine von { $codes } (sonst aus LC_ALL, LC_MESSAGES oder LANG, sonst Englisch).
cli-arg-help = Hilfe zeigen.
cli-arg-version = Die Version zeigen.
cli-arg-subcommand = Der Unterbefehl, der erklärt werden soll.
cli-arg-variant = basic (Basis-Spiel) oder standard (Standard-Spiel); die Zeile [Variant "…"] einer Aufzeichnung hat Vorrang.
cli-arg-moves = Züge vom leeren Spielplan aus: eine einfache Liste ("B2-B3-C3 N12-N13-O13") oder eine nummerierte Aufzeichnung, wie punct sie schreibt; nach denen von --record.
cli-arg-record = Eine Datei mit einer Partieaufzeichnung, wie punct play, record und Discord sie schreiben; --moves wird danach gespielt.
cli-arg-depth = Wie viele Züge tief gezählt wird (jeder Zug ist ein Spielerzug).
cli-arg-divide = Die Zahl auch unter jedem ersten Zug zeigen.
cli-arg-seed = Startwert der Zufallswahl: derselbe Startwert ergibt dieselbe Partie.
cli-arg-play-seed = Startwert der Wahl des Computers: derselbe Startwert und dieselben Züge ergeben dieselbe Partie. Ohne ihn jede Partie ein neuer, angezeigt am Anfang und in der Aufzeichnung.
cli-arg-random-game-max-plies = Nach so vielen Zügen (einer pro Spielerzug) aufhören, auch wenn die Partie weitergeht.
cli-arg-size = Bildbreite in Pixeln (256–4096; Wiederholungs-GIFs höchstens 1024).
cli-arg-flip = Den Spielplan von der Seite von Schwarz zeigen, um 180° gedreht.
cli-arg-names = Die Namen der Spieler, Weiß zuerst, durch ein Komma getrennt: "Alice,Bob".
cli-arg-output = Die Datei, die geschrieben wird.
cli-arg-highlight = Zu markierende Spielfelder, durch Leerzeichen getrennt, z. B. "F5 G6".
cli-arg-caption = Eine Zeile, die das Ergebnis ersetzt, z. B. "Bob hat aufgegeben — Alice gewinnt".
cli-arg-ai = Gegen den Computer auf dieser Stufe spielen: easy, medium, hard oder expert. Ohne die Option spielen zwei Personen an einer Tastatur.
cli-arg-color = Deine Farbe gegen den Computer: white (Weiß, zieht zuerst) oder black (Schwarz).
cli-arg-board = Der Spielplan als Text: compact (19 Zeilen, passt in 80×24) oder large (33 Zeilen, ausgerichtet wie die Bilder).
cli-arg-a = Erster Spieler: random, greedy, easy, medium, hard, expert, mcts oder mcts-strong. Weiß in den ungeraden Partien.
cli-arg-b = Zweiter Spieler, dieselbe Auswahl. Weiß in den geraden Partien.
cli-arg-games = Wie viele Partien.
cli-arg-arena-seed = Startwert der ersten Partie; Partie k nutzt Startwert + k - 1. Derselbe Startwert ergibt denselben Wettkampf.
cli-arg-arena-max-plies = Eine Partie, die nach so vielen Zügen (einer pro Spielerzug) noch läuft, zählt als Remis.
cli-arg-records = Nach der Ergebniszeile jeder Partie ihre Aufzeichnung drucken.
cli-arg-jobs = Partien, die gleichzeitig gespielt werden, jede in einem eigenen Thread (die Ergebnisse kommen in Partiereihenfolge und sind immer dieselben).
cli-arg-lesson = Die Lektion, mit der es losgeht: ihre Nummer (1 bis 10) oder ihr Name (aim, pieces, placing, moving, jumping, bridges, covered, connection, end, play).
cli-arg-language = Die Sprache, eine von { $codes }. Ohne die Option die von --lang oder die des Terminals (LANG).
cli-arg-picture = Die Stellung jeder Lektion mit ihren markierten Spielfeldern auch als PNG-Bild in DATEI zeichnen.
cli-arg-level = Wie gründlich der Computer jede Stellung für die Bewertungssprünge ansieht (verpasste Siege und grobe Fehler sind auf jeder Stufe exakt).
cli-arg-format = prose (Sätze, der Standard) oder tsv (eine durch Tabs getrennte Zeile pro Schlüsselmoment, für Skripte).
cli-arg-theme = Nur Rätsel dieses Themas: win (gewinnen), defend (verteidigen) oder win2 (Gewinn in 2).
cli-arg-tier = Nur Rätsel dieser Stufe: 1 (die leichteste) bis 3.
cli-arg-daily = Das Rätsel des Tages (dasselbe wie auf Discord), dann Schluss.
cli-arg-id = Das Rätsel mit dieser Nummer (wie punct puzzles export sie auflistet), dann Schluss.
cli-arg-file = Die Datendatei, die neu geschrieben wird.
cli-arg-count = Aufhören, sobald so viele Rätsel gefunden sind.
cli-arg-puzzles-generate-seed = Startwert der Partien: derselbe Startwert ergibt dieselbe Datei.
cli-arg-max-games = Nach so vielen Partien aufgeben.
cli-arg-threads = Partien, die gleichzeitig gespielt werden.
cli-arg-puzzles-generate-output = Wohin die Rätsel geschrieben werden.

cli-value-code = CODE
cli-value-file = DATEI
cli-value-command = BEFEHL
cli-value-variant = VARIANTE
cli-value-moves = ZÜGE
cli-value-depth = TIEFE
cli-value-seed = STARTWERT
cli-value-number = ZAHL
cli-value-size = PIXEL
cli-value-names = NAMEN
cli-value-cells = SPIELFELDER
cli-value-text = TEXT
cli-value-level = STUFE
cli-value-format = FORMAT
cli-value-colour = FARBE
cli-value-board = SPIELPLAN
cli-value-player = SPIELER
cli-value-lesson = LEKTION
cli-value-theme = THEMA
cli-value-tier = STUFE
cli-value-id = NUMMER

## Der Rahmen von punct --help

cli-help-usage = Aufruf:
cli-help-options = Optionen
cli-help-arguments = Argumente
cli-help-commands = Befehle
cli-help-options-placeholder = [OPTIONEN]
cli-help-default = Standard: { $value }
cli-help-values = mögliche Werte: { $values }

## Die Fehler, die clap findet, in unseren Worten (nach „Fehler: “); ein Beispiel folgt

cli-bad-unknown-argument = { $arg } ist hier keine Option.
cli-bad-did-you-mean = Meintest du { $suggestion }?
cli-bad-unknown-subcommand = „{ $name }“ ist kein Unterbefehl von { $command }.
cli-bad-missing-subcommand = { $command } braucht einen Unterbefehl: { $subcommands }.
cli-bad-missing-value = { $arg } braucht einen Wert ({ $value }).
cli-bad-invalid-value = „{ $value }“ ist kein Wert, den { $arg } annimmt.
cli-bad-valid-values = Möglich: { $values }.
cli-bad-not-a-number = { $arg } nimmt eine ganze Zahl, nicht „{ $value }“.
cli-bad-missing-required = Es fehlt: { $args }.
cli-bad-conflict = { $arg } geht nicht zusammen mit { $other }.
cli-bad-too-many = { $arg } steht mehr als einmal da oder hat einen Wert, den es nicht nimmt.
cli-bad-other = Die Befehlszeile ist nicht lesbar: { $reason }
cli-bad-usage = Aufruf: { $usage }
cli-bad-more = Mehr dazu: { $command } --help
