# Jouer partout : l’application ajoutée par un utilisateur pour lui-même, utilisée
# en message privé, seul à seul ou en groupe, entre amis (ou sur un serveur sans le
# bot), où le bot répond à ce que font les gens mais ne peut rien publier de
# lui-même.

## Boutons sous chaque plateau là-bas : seul celui qui a ajouté l’application a
## les commandes slash, donc tout ce dont une partie a besoin est un bouton.

button-board = Plateau
button-ask-resign = Abandonner…
button-offer-draw = Proposer la nulle
button-ask-takeback = Reprendre un coup

## Dit quand une partie y commence (sous son premier plateau).

answer-only-start = Ici, je ne peux que répondre, pas publier de moi-même : aucun rappel n’arrivera dans cette discussion, alors gardez un œil sur vos parties. Tout se trouve sur les boutons sous chaque plateau. Pour recevoir un message privé quand c’est à vous de jouer, utilisez `/punct { punct-settings } { punct-settings.notify }:` (cela fonctionne si nous avons un serveur en commun).
