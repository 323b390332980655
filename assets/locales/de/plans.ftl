# Vorausplanen (messages/plans.rs): das private Analysebrett eines Spielers
# (/punct analyse, der Knopf Analysieren unter einem Spielplan) und sein
# Zugplan aus bedingten Zügen (/punct plan, „Als Zugplan speichern“). Nur der
# Spieler selbst sieht das alles. Die Zugschreibweise (F5>H7-H8-I8) ist in
# allen Sprachen gleich. „Zugplan“ statt „Plan“, weil „Plan“ hier auch für den
# Spielplan steht; eine „Zugfolge“ ist eine Zeile (line) des Zugplans.

## Das Analysebrett

button-analyse = Analysieren
analysis-title = Analysebrett zu Partie { $game } (nur du siehst es)
analysis-start = Die Stellung der Partie nach Zug { $ply }. Spiele hier Züge für beide Seiten: nichts auf diesem Brett verändert die Partie.
analysis-start-empty = Die Ausgangsstellung der Partie. Spiele hier Züge für beide Seiten: nichts auf diesem Brett verändert die Partie.
analysis-tried = Ausprobiert ab der Stellung der Partie nach Zug { $from }: { $moves }.
analysis-in-game = Zurück zu Zug { $ply } der Partie selbst (die Partie steht bei Zug { $last }).
analysis-to-move = Auf diesem Brett ist { colour-name } am Zug.
analysis-board-over = Auf diesem Brett ist die Partie beendet: { $result }.
analysis-no-engine = Kein Computer auf diesem Brett, solange die Partie läuft: Fairness für euch beide.
analysis-engine-offered = Die Partie ist beendet, also darf der Computer hier helfen: **{ analysis-button-engine }**.
analysis-plan-hint = Wartest du auf { $opponent }? Spiele den Zug, den du erwartest, und deine Antwort darauf, dann **{ analysis-button-save }**: kommt dieser Zug, wird deine Antwort sofort gespielt.
analysis-plan-ready = **{ analysis-button-save }** behält diese Zugfolge: spielt { $opponent } { $move }, wird deine Antwort { $reply } sofort gespielt.
analysis-stale = Diese Ansicht deines Analysebretts war veraltet, daher wurde nichts geändert. Hier ist das Brett, wie es jetzt steht.
analysis-closed = Analysebrett geschlossen. Die Partie wurde nicht verändert.
analysis-choose-piece = **Welcher Spielstein?** Wähle einen Spielstein von { colour-name } (nach dem Spielfeld seines PÜNCTs) oder einen neuen aus dem Vorrat, oder tippe einen Zug mit `/punct { punct-analyse } { punct-analyse.move }:`.
analysis-the-piece-at = { $kind_name } auf { $cell }
analysis-tried-move = Auf dem Brett ausprobiert: { $move }.

analysis-button-back = ◀ Zurück
analysis-button-forward = Vor ▶
analysis-button-reset = Zurücksetzen
analysis-button-save = Als Zugplan speichern
analysis-button-engine = Computer
analysis-button-close = Schließen
analysis-button-try = Diesen Zug probieren
analysis-button-try-engine = { $move } probieren

analysis-caption = Analyse, nicht die Partie: { colour-name } am Zug
analysis-caption-over = Analyse, nicht die Partie
analysis-alt = Analysebrett zu Partie { $game }, nicht die Partie selbst.

## Der Computer, sobald die Partie beendet ist

analysis-engine = **Computer:** { $best } für { colour-name }. { $standing }.
analysis-engine-none = **Computer:** hier ist kein Zug zu machen. { $standing }.
analysis-standing = { $standing ->
    [won] { $who } hat gewonnen
    [lost] { $who } hat verloren
    [about-to-connect] { $who } kann mit dem nächsten Zug verbinden
    [threatened] { $other } droht, mit dem nächsten Zug zu verbinden
    [better] { $who } steht besser
    [worse] { $who } steht schlechter
   *[even] die Stellung ist ausgeglichen
  }

## Der Zugplan

plan-title = Dein Zugplan für Partie { $game } (nur du siehst ihn)
plan-none = Du hast keinen Zugplan für Partie { $game }. So legst du einen an: `/punct { punct-analyse }`, spiele den Zug, den du von { $opponent } erwartest, und deine Antwort, dann **{ analysis-button-save }**.
plan-line = Spielt { $opponent } **{ $move }**, antwortest du **{ $reply }**
plan-line-then = danach auf **{ $move }** mit **{ $reply }**
plan-rules = Spielt { $opponent } einen Zug, den eine Zugfolge erwartet, wird deine Antwort sofort gespielt, auch wenn du nicht da bist. Ein Zug, den keine Zugfolge erwartet, löscht den Zugplan (du erfährst es), ebenso eine Zugrücknahme und das Ende der Partie. { $opponent } sieht ihn nie.
plan-delete-placeholder = Eine Zugfolge löschen
plan-delete-option = Zugfolge { $number }: { $moves }
plan-button-delete-all = Ganzen Zugplan löschen
plan-button-analyse = { button-analyse }
plan-deleted = Zugfolge gelöscht.
plan-deleted-all = Zugplan gelöscht: in Partie { $game } wird nichts für dich gespielt.
plan-saved = In deinem Zugplan für Partie { $game } gespeichert: spielt { $opponent } { $move }, antwortest du { $reply }{ $more ->
    [0] .
   *[other] , danach noch { $more } { $more ->
        [one] Zug
       *[other] Züge
    }.
  }
plan-saved-replaced = { $count ->
    [one] Sie ersetzt eine Zugfolge, die anders antwortete oder weniger weit ging.
   *[other] Sie ersetzt { $count } Zugfolgen, die anders antworteten oder weniger weit gingen.
  }
plan-saved-known = Diese Zugfolge war schon in deinem Zugplan für Partie { $game }: es hat sich nichts geändert.
plan-see = `/punct { punct-plan }` zeigt deinen Zugplan und löscht Zugfolgen.

## Aus einem Zugplan gespielt, und ein gelöschter Zugplan

move-made-planned = Zug { $ply } ({ colour-name }): { $notation }, sofort gespielt aus einem vorab angelegten Zugplan.
plan-note-unexpected = Dein Zugplan für Partie { $game } wurde gelöscht: { $opponent } hat { $move } gespielt, und das hat keine seiner Zugfolgen erwartet. Du bist am Zug.
plan-note-illegal = Dein Zugplan für Partie { $game } wurde gelöscht: seine Antwort { $move } war nicht mehr erlaubt und wurde daher nicht gespielt. Du bist am Zug.

## Ablehnungen

error-engine-during-game = Kein Computer auf dem Analysebrett zu Partie { $game }, solange sie läuft: das wäre ein Rat für eine Seite. Sobald die Partie beendet ist, gibt es **{ analysis-button-engine }**.
error-no-plan-here = Für Partie { $game } gibt es keinen Zugplan: Zugpläne antworten auf die Züge eines Menschen in einer Partie, die noch läuft.
error-plan-on-your-turn = Du bist in Partie { $game } am Zug: spiel ihn (`/punct { punct-move }`). Ein Zugplan antwortet auf den Zug deines Gegners, während du wartest.
error-plan-not-from-here = Dieses Analysebrett führt nicht von Partie { $game } in ihrem jetzigen Stand weiter (die Partie ging weiter, oder das Brett ging vor ihre Stellung zurück). Drück **{ analysis-button-reset }**, dann spiele den Zug deines Gegners und deine Antwort.
error-plan-too-short = Ein Zugplan braucht den Zug, den du von deinem Gegner erwartest, und deine Antwort, ab der Stellung in Partie { $game }: spiele beide auf dem Brett, dann **{ analysis-button-save }**.
error-plan-too-large = Ein Zugplan fasst höchstens { $lines } Zugfolgen mit je { $moves } Zügen (Partie { $game }): lösche eine Zugfolge mit `/punct { punct-plan }` oder speichere eine kürzere.
error-no-such-plan-line = Diese Zugfolge ist nicht mehr in deinem Zugplan für Partie { $game } (ausgespielt oder gelöscht): `/punct { punct-plan }` zeigt ihn, wie er jetzt ist.
