# Die Analyse einer beendeten Partie (Issue 17): die Wendepunkte, die der Computer fand.

error-review-before-end = Partie { $game } läuft noch: analysieren kannst du sie, sobald sie beendet ist, damit niemand während einer Partie den Rat des Computers bekommt.
