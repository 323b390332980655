# Überall spielen: die App, die jemand für sich selbst hinzugefügt hat, genutzt in
# einer Direktnachricht oder Gruppen-Direktnachricht unter Freunden (oder auf einem
# Server ohne den Bot), wo der Bot auf das antwortet, was man tut, aber nicht von
# sich aus posten kann.

## Knöpfe unter jedem Spielplan dort: nur wer die App hinzugefügt hat, hat die
## Slash-Befehle, deshalb ist alles, was eine Partie braucht, ein Knopf.

button-board = Spielplan
button-ask-resign = Aufgeben…
button-offer-draw = Remis anbieten
button-ask-takeback = Zurücknehmen

## Wenn dort eine Partie beginnt (unter ihrem ersten Spielplan).

answer-only-start = Hier kann ich nur antworten, nicht von mir aus posten: in diesem Chat kommen keine Erinnerungen, behalte deine Partien also selbst im Blick. Alles findest du auf den Knöpfen unter jedem Spielplan. Für eine Direktnachricht, wenn du am Zug bist, nutze `/punct { punct-settings } { punct-settings.notify }:` (das geht, wenn wir beide auf einem Server sind).
