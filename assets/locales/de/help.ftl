# Die Regeln in Kürze und wie man Züge schreibt: ein Text für die Hilfe auf
# Discord und `rules` im Terminal. Discords Auszeichnung (**fett**, • Punkte);
# das Terminal lässt die Sterne weg. Eine Zeile darf nicht mit * beginnen:
# Fettes am Zeilenanfang steht als { "**" }. Befehle über commands.ftl.

help-title = PÜNCT — so wird gespielt

help-rules =
    PÜNCT ist Kris Burms Verbindungsspiel aus dem GIPF-Projekt. Jeder Spieler hat 18 Spielsteine aus je drei Punkten; ein Punkt jedes Spielsteins ist sein **PÜNCT** (der große).

    { "**" }Ziel:** Verbinde zwei gegenüberliegende Seiten des sechseckigen Spielplans mit Spielfeldern, die du von oben siehst (deine Farbe obenauf). Ebenen zählen nicht, nur was sichtbar ist.

    { "**" }Wenn du am Zug bist**, tust du eines von beiden:
    • **Einsetzen:** einen Spielstein aus deinem Vorrat auf drei leere Spielfelder, nie in das Sechseck in der Spielplanmitte (die 19 Spielfelder um I9; im Basis-Spiel gilt das nur für den ersten Spielstein von Weiß).
    • **Bewegen:** einen Spielstein, dessen Punkte alle frei liegen: sein PÜNCT zieht beliebig weit auf einer der sechs geraden Linien, und der Spielstein darf sich um seinen PÜNCT drehen. Er landet flach auf drei leeren Spielfeldern, **springt** auf drei Punkte gleicher Höhe oder schlägt eine **Brücke** über eine Lücke, deren beide Enden gleich hoch sind. Beim Springen und bei einer Brücke muss der PÜNCT auf einem deiner eigenen Punkte landen.

    { "**" }Die Spielsteine** (die Bilder zeigen ihre Formen; das Terminal und die Zugvorschläge nennen sie beim Buchstaben): **T** Dreieck (je 6), **C** gerade Linie mit dem PÜNCT in der Mitte (2), **E** gerade Linie mit dem PÜNCT an einem Ende (4), **M** Winkel mit dem PÜNCT in der Ecke (2), **L** und **R** Winkel mit dem PÜNCT an einem Ende, nach links oder rechts gebogen (je 2). Spielsteine drehen sich, ändern aber nie ihre Form.

    { "**" }Das Ende:** Wer zuerst verbindet, gewinnt (verbindet ein Zug beide Spieler, gewinnt, wer ihn gemacht hat). Die Partie endet auch, wenn ein Spieler seinen letzten Spielstein einsetzt und niemand verbunden ist: im Standard-Spiel zählen dann beide die Spielfelder im Sechseck der Spielplanmitte, die sie von oben sehen, und mehr Spielfelder gewinnen, gleich viele sind unentschieden; das Basis-Spiel endet dann unentschieden.

    Jeder Zug eines Spielers zählt einzeln, ab 1: die Züge von Weiß sind ungerade, die von Schwarz gerade.

help-reading-the-terminal-board = So liest du den Spielplan: Jede Zeile ist eine Reihe, an beiden Enden nummeriert (Reihe 17 oben). Spalten laufen nach rechts unten; der Buchstabe jeder Spalte steht kurz hinter ihren beiden Enden, am Rand entlang. Ein Spielfeld zeigt seinen obersten Punkt: W oder B für den PÜNCT eines Spielsteins (Weiß oder Schwarz), w oder b für seine anderen beiden Punkte, dann den Buchstaben des Spielsteins (auf allen drei Punkten derselbe) und die Höhe des Stapels; zwei Punkte eines Spielsteins nebeneinander verbindet ein -. Ein leeres Spielfeld ist ., ein leeres Spielfeld im Sechseck der Mitte +. Unter dem Spielplan: die Nummer des Zugs, wer am Zug ist, die Spielfelder der Mitte, die jeder von oben sieht, und die Spielsteine im Vorrat, nach Buchstaben.
help-reading-the-terminal-sides = Die sechs Seiten sind neben ihren Randfeldern als Striche entlang der Seite gezeichnet (\, /, _ und ‾ auf diesem Spielplan; |, \ und / mit --board large): Zwei gleich gezeichnete Seiten liegen einander gegenüber, ein Paar zum Verbinden. Dieser Spielplan ist das Bild um ein Zwölftel nach links gedreht; --board large zeigt ihn so herum wie die Bilder. Spielst du Schwarz gegen den Computer, sind beide wie deine Bilder umgedreht, Reihe 1 oben. Ein Feld, das eine Lektion markiert, steht in Klammern: (.), (wT1).

help-notation-title = Züge schreiben
help-notation =
    Ein Spielfeld ist eine Spalte A–Q und eine Reihe 1–17: `I9` ist die Mitte.
    • Spielstein einsetzen: seine drei Spielfelder, der PÜNCT zuerst — `C5-C6-D6`
    • Spielstein bewegen: das Spielfeld seines PÜNCTs, `>`, wo er landet — `F5>H7-H8-I8`
    • Spielstein auf der Stelle drehen: `F5>F5-G5-H5`
    Groß oder klein ist egal, statt `-` gehen auch Leerzeichen oder Kommas: `f5 > h7 h8 i8`. Tipp in `/punct { punct-move }`, und der Bot schlägt erlaubte Züge vor.

help-commands-title = Befehle
help-commands =
    `/punct { punct-challenge } [{ punct-challenge.opponent }:@jemand]` — eine Partie beginnen: ohne Gegner darf jeder hier annehmen; wähle den Bot, um gegen den Computer zu spielen
    `/punct { punct-move } { punct-move.text }:F5>H7-H8-I8` — deinen Zug machen
    `/punct { punct-move }` ohne Zug oder **{ picker-button-move }** unter einem Spielplan — deinen Zug auf dem Spielplan wählen, den Spielplan danach sehen, dann spielen
    `/punct { punct-board }` — den Spielplan zeigen
    `/punct { punct-games }` — deine Partien, die, in denen du am Zug bist, zuerst
    `/punct { punct-resign }` · `/punct { punct-draw }` · `/punct { punct-takeback }` — aufgeben, Remis anbieten, um Rücknahme bitten
    `/punct { punct-claim }` — eine Partie gewinnen, in der deinem Gegner die Zeit abgelaufen ist
    `/punct { punct-analyse }` · `/punct { punct-plan }` — Züge privat testen, Antworten vorausplanen
    `/punct { punct-away }` · `/punct { punct-back }` — deine Uhren anhalten, solange du weg bist, und wieder starten
    Eine Partie wird in dem Kanal gespielt, in dem sie begann. In einer Direktnachricht an mich kannst du gegen den Computer spielen, deine Partien auflisten und ihre Spielpläne sehen.

help-more-title = Zurückschauen und lernen
help-more =
    `/punct { punct-history }` — die Züge, jede frühere Stellung, die Partie als Text, eine Wiederholung
    `/punct { punct-leaderboard }` — die bestbewerteten Spieler (nur Partien zwischen Menschen zählen)
    `/punct { punct-league } { punct-league-standings }` — die Ligen dieses Servers
    `/punct { punct-review }` — Wendepunkte einer beendeten Partie, mit Bildern
    `/punct { punct-puzzle }` — ein Rätsel nur für dich
    `/punct { punct-learn }` — die Lektionen, eine Regel nach der anderen (nur du siehst sie)
    `/punct { punct-settings }` — deine Einstellungen: eine Direktnachricht, wenn du am Zug bist, deine Zeitzone, getippte Züge zuerst sehen
    `/punct { punct-help }` — diese Seite

    { "**" }Fairness:** in einer Partie zwischen zwei Menschen bewerte ich keinen Zug: `/punct { punct-move }` schlägt erlaubte Züge in der Reihenfolge des Spielplans vor und sagt nichts über ihre Stärke. Die Vorschläge eines Rätsels heben seine Lösung nie hervor. Hilfe – Gewinnzüge zuerst, nützliche Züge oben – gibt es in Partien gegen den Computer und in den Lektionen; `/punct { punct-review }` bewertet eine Partie erst, wenn sie zu Ende ist.
