# Giocare ovunque: l’app aggiunta da un utente per sé, usata in un messaggio
# diretto o di gruppo tra amici (o in un server senza il bot), dove il bot risponde
# a ciò che fanno le persone ma non può pubblicare di sua iniziativa.

## Pulsanti sotto ogni tavoliere lì: solo chi ha aggiunto l’app ha i comandi
## slash, quindi tutto ciò che serve a una partita è un pulsante.

button-board = Tavoliere
button-ask-resign = Abbandona…
button-offer-draw = Proponi la patta
button-ask-takeback = Annulla mossa

## Detto quando lì inizia una partita (sotto il suo primo tavoliere).

answer-only-start = Qui posso solo rispondere, non pubblicare di mia iniziativa: in questa chat non arriveranno promemoria, quindi tieni d’occhio le tue partite. Trovi tutto nei pulsanti sotto ogni tavoliere. Per ricevere un messaggio diretto quando tocca a te, usa `/punct { punct-settings } { punct-settings.notify }:` (funziona se abbiamo un server in comune).
