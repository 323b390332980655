# Die Analyse einer beendeten Partie: die Wendepunkte, die der Computer fand.

error-review-before-end = Partie { $game } läuft noch: analysieren kannst du sie, sobald sie beendet ist, damit niemand während einer Partie den Rat des Computers bekommt.

review-title = Analyse der Partie { $game }
review-none = Der Computer fand in Partie { $game } keinen Wendepunkt ({ $result } nach { $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Zügen
  }): keinen verpassten Sieg, keinen groben Fehler, keinen Zug, der deutlich Boden verlor. Das Bild zeigt die Schlussstellung.
# punct review in the terminal: above the moments (review-moment), or instead of them.
review-terminal-heading = Die Wendepunkte { $moves ->
    [one] dieses Zuges
   *[other] dieser { $moves } Züge
  }, wie der Computer ({ level-name }) sie sieht:
review-terminal-none = Der Computer ({ level-name }) hat in { $moves ->
    [one] diesem Zug
   *[other] diesen { $moves } Zügen
  } keinen Wendepunkt gefunden: kein verpasster Sieg, kein grober Fehler, kein Zug, der deutlich Boden verlor.
review-legend = Jedes Bild zeigt die Stellung nach dem gespielten Zug, der als letzter Zug markiert ist; die Spielfelder des besseren Zugs sind hervorgehoben.
review-moment = **Zug { $ply }**, { colour-name } spielte { $played }: { $verdict ->
    [missed-win] ein verpasster Sieg, { $better } verbindet sofort
    [blunder] ein grober Fehler, { $better } hätte gehalten
   *[mistake] ein Fehler, { $better } war besser
  }. Vorher: { $before }. Nachher: { $after }.
review-standing = { $standing ->
    [won] { $who } hatte gewonnen
    [lost] { $who } hatte verloren
    [about-to-connect] { $who } stand kurz vor der Verbindung
    [threatened] { $other } stand kurz vor der Verbindung
    [better] { $who } stand besser
    [worse] { $who } stand schlechter
   *[even] die Partie war ausgeglichen
  }
# "After:" when the side stands as it did before: what the move cost.
review-standing-kept = { $standing ->
    [won] { $who } hatte trotzdem gewonnen
    [lost] { $who } hatte trotzdem verloren
    [about-to-connect] { $who } stand noch immer kurz vor der Verbindung
    [threatened] { $other } stand noch immer kurz vor der Verbindung
    [better] { $who } stand weiterhin besser, aber mit weniger Vorsprung
    [worse] { $who } stand noch schlechter
   *[even] die Partie war weiterhin ausgeglichen, aber { $who } hatte etwas hergegeben
  }

# One moment per message: where it stands among the others, the buttons to the others.
review-counter = Moment { $index } von { $count }
review-button-previous = Voriger Moment
review-button-next = Nächster Moment
review-stale = Dieser Knopf passt nicht mehr zur Analyse der Partie { $game }: nimm noch einmal `/punct { punct-review }`.
# A long review, while the computer is still at work.
review-progress = Analyse läuft… Zug { $done } von { $total }
