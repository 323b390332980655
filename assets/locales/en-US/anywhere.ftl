# Playing anywhere: the app installed by a user, used in a DM or group DM
# between friends (or a server without the bot), where the bot answers
# what people do but cannot post by itself.

## Buttons under every board there: only the one who installed the app
## has the slash commands, so everything a game needs is a button.

button-board = Board
button-ask-resign = Resign…
button-offer-draw = Offer draw
button-ask-takeback = Take back

## Said when a game starts there (under its first board).

answer-only-start = I can only answer here, not post by myself: no reminders will come in this chat, so keep an eye on your games. Everything is on the buttons under each board. To get a DM when it is your turn, use `/punct { punct-settings } { punct-settings.notify }:` (it works if we share a server).
