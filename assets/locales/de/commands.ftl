# Deutsch. Glossar aus der Spielanleitung (für alle, die hier weiter übersetzen):
#   PÜNCT (der Hauptpunkt eines Spielsteins; Plural: PÜNCTs) · Spielstein (piece) · Punkt (dot)
#   Spielplan (board) · Spielfeld (cell) · Sechseck in der Spielplanmitte (central hexagon)
#   Vorrat (reserve) · einsetzen / hinzufügen (place) · bewegen (move) · Zug (a move, a turn)
#   springen (jump) · Brücke (bridge) · Ebene (level) · Weiß / Schwarz (White / Black)
#   Basis-Spiel (basic game) · Standard-Spiel (standard game) · unentschieden, Remis (draw)
#   Gegner (opponent) · Partie (a game being played) · am Zug sein (to be the one to move)
# Anrede: „du“ (die Anleitung spricht unpersönlich; auf Discord duzt man sich).
# Befehlsnamen: klein, ohne Leerzeichen, höchstens 32 Zeichen; Beschreibungen höchstens 100.

punct = punct
    .description = PÜNCT, Kris Burms Verbindungsspiel: fordere jemanden heraus und spiele hier über Tage.

punct-challenge = herausfordern
    .description = Fordere jemanden oder alle hier zu einer Partie PÜNCT heraus (gegen den Computer: wähle mich).
    .opponent = gegner
    .opponent-description = Gegen wen du spielst (leer: jeder hier darf annehmen); wähle mich, um gegen den Computer zu spielen
    .variant = variante
    .variant-description = Standard-Spiel (Vorgabe) oder Basis-Spiel
    .variant-choice-0 = Standard-Spiel
    .variant-choice-1 = Basis-Spiel
    .days = tage
    .days-description = Zeit für jeden Zug (Vorgabe: 3 Tage)
    .days-choice-0 = 1 Tag
    .days-choice-1 = 3 Tage
    .days-choice-2 = 7 Tage
    .days-choice-3 = 14 Tage
    .days-choice-4 = ohne Zeitlimit
    .clock = uhr
    .clock-description = Ein Zeitkonto statt Tagen pro Zug: jeder Zug bringt Zeit dazu, nie über das Konto hinaus
    .clock-choice-0 = Zeitkonto: 3 Tage, +1 Tag pro Zug
    .clock-choice-1 = Zeitkonto: 7 Tage, +1 Tag pro Zug
    .clock-choice-2 = Zeitkonto: 10 Tage, +36 h pro Zug
    .color = farbe
    .color-description = Deine Farbe (Vorgabe: ausgelost)
    .color-choice-0 = ausgelost
    .color-choice-1 = Weiß
    .color-choice-2 = Schwarz
    .level = stufe
    .level-description = Die Spielstärke des Computers, wenn du gegen mich spielst (Vorgabe: mittel)
    .level-choice-0 = leicht
    .level-choice-1 = mittel
    .level-choice-2 = schwer
    .level-choice-3 = Experte

punct-move = zug
    .description = Mach deinen Zug, z. B. F5>H7-H8-I8, oder lass ihn weg und wähle ihn auf dem Spielplan.
    .text = eingabe
    .text-description = Dein Zug: C5-C6-D6 setzt einen Stein ein, F5>H7-H8-I8 bewegt einen; leer: auf dem Plan wählen
    .game = partie
    .game-description = Welche Partie, falls du in diesem Kanal mehrere hast
    .preview = vorschau
    .preview-description = Zeig zuerst den Spielplan nach dem Zug, mit Knöpfen zum Spielen und Abbrechen

punct-board = spielplan
    .description = Zeigt den Spielplan einer Partie (deiner in diesem Kanal oder der genannten).
    .game = partie
    .game-description = Welche Partie (Vorgabe: deine in diesem Kanal)

punct-games = partien
    .description = Deine Partien, zuerst die, in denen du am Zug bist (nur du siehst das).

punct-resign = aufgeben
    .description = Gib eine Partie auf: dein Gegner gewinnt.
    .game = partie
    .game-description = Welche Partie, falls du in diesem Kanal mehrere hast

punct-draw = remis
    .description = Biete ein Remis an oder nimm das Angebot deines Gegners an.
    .game = partie
    .game-description = Welche Partie, falls du in diesem Kanal mehrere hast

punct-takeback = zurücknehmen
    .description = Bitte darum, deinen letzten Zug zurückzunehmen (dein Gegner entscheidet).
    .game = partie
    .game-description = Welche Partie, falls du in diesem Kanal mehrere hast

punct-claim = sieg-fordern
    .description = Fordere den Sieg in einer Partie, in der deinem Gegner die Zeit abgelaufen ist.
    .game = partie
    .game-description = Welche Partie, falls du in diesem Kanal mehrere hast

punct-history = verlauf
    .description = Die Züge einer Partie, der Spielplan nach jedem Zug, die Mitschrift und eine Wiederholung.
    .game = partie
    .game-description = Welche Partie (Vorgabe: deine hier, sonst die zuletzt beendete)
    .move = nach-zug
    .move-description = Zeigt den Spielplan nach diesem Zug (0: der leere Spielplan; jeder Zug zählt einzeln)

punct-review = analyse
    .description = Die Wendepunkte einer beendeten Partie, jeder mit einem Bild.
    .game = partie
    .game-description = Welche Partie (Vorgabe: die zuletzt hier beendete)

punct-analyse = analysebrett
    .description = Dein privates Analysebrett: probiere Züge für beide Seiten; die Partie selbst ändert sich nie.
    .game = partie
    .game-description = Welche Partie (Vorgabe: deine in diesem Kanal)
    .move = zug
    .move-description = Ein Zug zum Ausprobieren auf deinem Analysebrett, z. B. F5>H7-H8-I8

punct-plan = zugplan
    .description = Dein Zugplan für eine Partie (bedingte Züge): ansehen, Zugfolgen löschen.
    .game = partie
    .game-description = Welche Partie (Vorgabe: deine in diesem Kanal)

punct-leaderboard = rangliste
    .description = Die bestbewerteten Spieler (es zählen Partien zwischen zwei Menschen).

punct-puzzle = rätsel
    .description = Löse ein Rätsel: verbinden, jede Drohung abwehren oder Gewinn in 2 (nur du siehst es).
    .answer = antwort
    .answer-description = Deine Antwort auf dein Rätsel, z. B. F5>H7-H8-I8 (beim Tippen gibt es Vorschläge)
    .daily = tagesrätsel
    .daily-description = Das heutige Tagesrätsel, für alle dasselbe
    .theme = thema
    .theme-description = gewinnen, verteidigen oder Gewinn in 2 (Standard: beliebig)
    .theme-choice-0 = gewinnen
    .theme-choice-1 = verteidigen
    .theme-choice-2 = Gewinn in 2
    .tier = stufe
    .tier-description = 1 (am leichtesten) bis 3 (Standard: beliebig)

punct-learn = lernen
    .description = Lerne PÜNCT: eine kurze Lektion je Regel, mit Bild und Aufgabe (nur du siehst sie).
    .lesson = lektion
    .lesson-description = Welche Lektion, 1 bis 10 (Standard: wo du aufgehört hast)
    .answer = antwort
    .answer-description = Dein Zug für die Aufgabe der Lektion, z. B. C5>E5-F5-G5 (beim Tippen gibt es Vorschläge)

punct-settings = einstellungen
    .description = Deine eigenen Einstellungen (nur du siehst sie): z. B. jeden getippten Zug zuerst ansehen.
    .preview = vorschau
    .preview-description = Zeig jeden getippten Zug zuerst, mit Knöpfen zum Spielen und Abbrechen (Vorgabe: nein)
    .timezone = zeitzone
    .timezone-description = Deine Zeitzone, z. B. Europe/Berlin: gilt für Abwesenheitsdaten und das Jahr der Abwesenheitstage
    .protection = schutz
    .protection-description = Einen Abwesenheitstag verbrauchen, statt bei abgelaufener Zeit zu verlieren (Vorgabe: ja)
    .notify = zugmeldungen
    .notify-description = Direktnachricht, wenn du am Zug bist: bei jedem Zug, als Tagesübersicht oder aus (Vorgabe)
    .notify-choice-0 = bei jedem Zug
    .notify-choice-1 = Tagesübersicht
    .notify-choice-2 = aus
    .quiet = ruhezeit
    .quiet-description = Stunden ohne Direktnachricht, in deiner Zeitzone, z. B. 22-7 (Fälliges wartet); off für keine
    .digest_hour = übersicht-uhrzeit
    .digest_hour-description = Uhrzeit deiner Tagesübersicht, in deiner Zeitzone (0–23, Vorgabe 9)

punct-away = abwesend
    .description = Halte die Uhren all deiner Partien an, solange du weg bist (zählt zu den Abwesenheitstagen im Jahr).
    .days = tage
    .days-description = Wie viele Tage du ab jetzt weg bist
    .until = bis
    .until-description = Der Tag, an dem du zurück bist, z. B. 2026-12-24 (in deiner Zeitzone)

punct-back = zurück
    .description = Du bist früher zurück: deine Uhren laufen wieder, ungenutzte Abwesenheitstage bekommst du zurück.

punct-server-settings = servereinstellungen
    .description = Servereinstellungen (nur du siehst sie; ändern mit „Server verwalten“): Threads, Liga-Organisation.
    .threads = threads
    .threads-description = Jede Partie zwischen Menschen in einem eigenen Thread spielen (Vorgabe: nein)
    .league-role = liga-rolle
    .league-role-description = Eine Rolle, deren Mitglieder Ligen erstellen dürfen, neben denen mit „Server verwalten“
    .clear-league-role = liga-rolle-entfernen
    .clear-league-role-description = True: nur Mitglieder mit „Server verwalten“ erstellen Ligen (die Liga-Rolle entfällt)

punct-league = liga
    .description = Ligen: Rundenturniere auf diesem Server; Paarungen und Tabelle führt der Bot.

punct-league-create = erstellen
    .description = Erstelle eine Liga in diesem Kanal, mit Anmeldepost („Server verwalten“ oder die Liga-Rolle).
    .name = name
    .name-description = Der Name der Liga, z. B. Winterliga
    .variant = variante
    .variant-description = Standard-Spiel (Vorgabe) oder Basis-Spiel
    .variant-choice-0 = Standard-Spiel
    .variant-choice-1 = Basis-Spiel
    .days = tage
    .days-description = Zeit für jeden Zug (Vorgabe: 3 Tage)
    .days-choice-0 = 1 Tag
    .days-choice-1 = 3 Tage
    .days-choice-2 = 7 Tage
    .days-choice-3 = 14 Tage
    .days-choice-4 = ohne Zeitlimit
    .clock = uhr
    .clock-description = Ein Zeitkonto statt Tagen pro Zug
    .clock-choice-0 = Zeitkonto: 3 Tage, +1 Tag pro Zug
    .clock-choice-1 = Zeitkonto: 7 Tage, +1 Tag pro Zug
    .clock-choice-2 = Zeitkonto: 10 Tage, +36 h pro Zug
    .rounds = durchgänge
    .rounds-description = 1: jeder spielt einmal gegen jeden (Vorgabe); 2: zweimal, mit getauschten Farben
    .starts = beginn
    .starts-description = Wann die Anmeldung schließt und Runde 1 beginnt, z. B. 2026-12-24 18:00 (deine Zeitzone)

punct-league-start = starten
    .description = Schließ die Anmeldung und starte jetzt Runde 1 (wer organisiert, oder „Server verwalten“).
    .league = liga
    .league-description = Welche Liga (Vorgabe: die in diesem Kanal)

punct-league-standings = tabelle
    .description = Die Tabelle einer Liga: Punkte, Siege, Remis, Niederlagen und Sonneborn–Berger, als Bild.
    .league = liga
    .league-description = Welche Liga (Vorgabe: die in diesem Kanal)

punct-league-leave = verlassen
    .description = Verlass eine Liga: vor dem Start bist du raus; danach gibst du deine Partien auf (mit Rückfrage).
    .league = liga
    .league-description = Welche Liga (Vorgabe: die in diesem Kanal)

punct-league-cancel = abbrechen
    .description = Brich eine Liga ab; laufende Partien gehen weiter (wer sie organisiert, oder „Server verwalten“).
    .league = liga
    .league-description = Welche Liga (Vorgabe: die in diesem Kanal)

# The same challenge from a member's Apps menu (right-click or long-press a
# member): a context menu command's name, capitals and spaces allowed.
challenge-member = Zu PÜNCT herausfordern

punct-help = hilfe
    .description = So wird gespielt: die Regeln in Kürze, wie man Züge schreibt, die Befehle.
